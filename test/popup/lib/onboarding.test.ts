import { describe, expect, it } from 'vitest';
import { generateMnemonic } from '../../../src/core/hd';
import { extendedKeyStatus, mnemonicStatus, pickConfirmPositions } from '../../../src/popup/screens/onboarding/lib';

const TWELVE = 'barrel original fuel morning among eternal filter ball stove pluck matrix mechanic';

describe('mnemonicStatus', () => {
  it('accepts a valid phrase whatever the spacing and case', () => {
    expect(mnemonicStatus(`  ${TWELVE.toUpperCase().replace(/ /g, '   ')}\n`).valid).toBe(true);
    expect(mnemonicStatus(generateMnemonic()).valid).toBe(true);
  });
  it('names the first unknown word', () => {
    expect(mnemonicStatus(TWELVE.replace('fuel', 'fuell'))).toEqual({ valid: false, message: expect.stringContaining('"fuell"') });
  });
  it('explains a wrong word count and a bad checksum', () => {
    expect(mnemonicStatus(TWELVE.split(' ').slice(0, 11).join(' ')).message).toContain('11 words');
    const swapped = TWELVE.split(' ');
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(mnemonicStatus(swapped.join(' '))).toEqual({ valid: false, message: expect.stringContaining('Checksum') });
    expect(mnemonicStatus('').valid).toBe(false);
  });
});

describe('extendedKeyStatus', () => {
  it('accepts 192 hex characters, with 0x and whitespace removed and lower-cased', () => {
    const hex = 'AB'.repeat(96);
    expect(extendedKeyStatus(`0x${hex.slice(0, 100)}\n${hex.slice(100)}`)).toEqual({
      valid: true,
      message: expect.any(String),
      hex: hex.toLowerCase(),
    });
  });
  it('refuses other lengths and non-hex', () => {
    expect(extendedKeyStatus('ab'.repeat(95)).message).toContain('190 of 192');
    expect(extendedKeyStatus('zz'.repeat(96)).valid).toBe(false);
  });
});

describe('pickConfirmPositions', () => {
  it('returns distinct sorted 1-based positions within range', () => {
    const sequence = [0.5, 0.5, 0.99, 0.0, 0.3];
    let i = 0;
    const positions = pickConfirmPositions(24, 3, () => sequence[i++ % sequence.length]!);
    expect(positions).toEqual([1, 13, 24]);
    for (let run = 0; run < 50; run++) {
      const p = pickConfirmPositions(24, 3);
      expect(new Set(p).size).toBe(3);
      expect(p.every((n) => n >= 1 && n <= 24)).toBe(true);
      expect([...p].sort((a, b) => a - b)).toEqual(p);
    }
  });
});
