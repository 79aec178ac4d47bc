// Message field labels in reviews and approvals: English repeats core's label for every field of
// every message type, and Chinese translates each one (none falls back to core's English).
import { afterEach, describe, expect, it } from 'vitest';
import { MSG_DEFINITIONS } from '../../../src/core/messages';
import { setPageLanguage } from '../../../src/popup/i18n';
import { fieldLabel } from '../../../src/popup/tx/renderers/fieldLabel';

const FIELDS = Object.values(MSG_DEFINITIONS).flatMap((definition) => definition.fields.map((field) => ({ type: definition.type, field })));

afterEach(() => setPageLanguage('en'));

describe('message field labels', () => {
  it('read as core defines them in English', () => {
    expect(FIELDS.length).toBeGreaterThan(40);
    for (const { type, field } of FIELDS) expect(fieldLabel(type, field), `${type}.${field.name}`).toBe(field.label);
  });

  it('are all translated into Chinese, by type where a type names a field its own way', () => {
    setPageLanguage('zh-CN');
    for (const { type, field } of FIELDS) {
      const label = fieldLabel(type, field);
      expect(label, `${type}.${field.name}`).not.toBe(field.label);
      expect(label, `${type}.${field.name}`).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(fieldLabel('MsgCreateVault', { name: 'amount', label: 'Initial deposit' })).toBe('首笔存入');
    expect(fieldLabel('MsgSend', { name: 'amount', label: 'Amount' })).toBe('数量');
  });

  it("fall back to core's label for a field the catalogue does not know", () => {
    setPageLanguage('zh-CN');
    expect(fieldLabel('MsgSend', { name: 'new_field', label: 'New field' })).toBe('New field');
  });
});
