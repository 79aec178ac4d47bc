// Fee presets from a node's minimum (shared/fees.ts), explorer URL templates (shared/explorer.ts) and
// Send's recent recipients (popup/lib/recipients.ts): pure rules.
import { describe, expect, it } from 'vitest';
import { addressFromPublicKey } from '../../../src/core/address';
import { toForm } from '../../../src/core/address-forms';
import { DEFAULT_FEE_NANOGT, MAX_DEFAULT_FEE_NANOGT, feeLevelOf, feePresets } from '../../../src/shared/fees';
import { explorerTemplateError, explorerUrl } from '../../../src/shared/explorer';
import { recentRecipients } from '../../../src/popup/lib/recipients';

describe('fee presets', () => {
  it('low is the node minimum, normal the default, high twice that (capped)', () => {
    expect(feePresets('1000')).toEqual({ low: 1000n, normal: DEFAULT_FEE_NANOGT, high: 2n * DEFAULT_FEE_NANOGT });
    expect(feePresets(undefined)).toEqual({ normal: DEFAULT_FEE_NANOGT, high: 2n * DEFAULT_FEE_NANOGT });
    expect(feePresets('garbage').low).toBeUndefined();
    expect(feePresets('900000000')).toEqual({ normal: 900_000_000n, high: MAX_DEFAULT_FEE_NANOGT });
    expect(feeLevelOf(1000n, feePresets('1000'))).toBe('low');
    expect(feeLevelOf(1001n, feePresets('1000'))).toBe('custom');
  });
});

describe('explorer templates', () => {
  it('takes https templates with their placeholder once, and fills them in', () => {
    expect(explorerTemplateError('tx', 'https://scan.example/tx/{tx}')).toBeNull();
    expect(explorerTemplateError('tx', 'http://scan.example/tx/{tx}')).not.toBeNull();
    expect(explorerTemplateError('tx', 'https://scan.example/tx/')).not.toBeNull();
    expect(explorerTemplateError('tx', 'https://scan.example/{tx}/{tx}')).not.toBeNull();
    expect(explorerTemplateError('address', 'https://u:p@scan.example/{address}')).not.toBeNull();
    expect(explorerTemplateError('address', 'javascript:{address}')).not.toBeNull();
    expect(explorerUrl({ tx: 'https://scan.example/tx/{tx}?a=1' }, 'tx', 'AB CD')).toBe('https://scan.example/tx/AB%20CD?a=1');
    expect(explorerUrl({ tx: 'https://scan.example/tx/{tx}' }, 'address', 'x')).toBeNull();
    expect(explorerUrl(undefined, 'tx', 'x')).toBeNull();
  });
});

describe('recent recipients', () => {
  const me = addressFromPublicKey(new Uint8Array(32).fill(9));
  const a = addressFromPublicKey(new Uint8Array(32).fill(1));
  const b = addressFromPublicKey(new Uint8Array(32).fill(2));
  const sent = (to: string, from = me, type = 'MsgSend') => ({
    tx: { value: { msg: [{ type, value: { from_address: from, to_address: to, amount: [] } }] } },
  });
  it('lists the accounts this one sent to, newest first, each once, and nothing else', () => {
    const txs = [sent(a), sent(toForm(a, 'vault1')), sent(me), sent(b, a), sent(b, me, 'MsgRevocableSend'), { junk: true }, null];
    expect(recentRecipients(txs, me)).toEqual([a, b]);
    expect(recentRecipients(txs, me, 1)).toEqual([a]);
    expect(recentRecipients(txs, 'not an address')).toEqual([]);
  });
});
