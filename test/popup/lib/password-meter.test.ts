// The password meter's verdicts (zxcvbn-ts with its common and English dictionaries): common
// passwords and patterns are weak however many character classes they mix; long unrelated words are strong.
import { describe, expect, it } from 'vitest';
import { scorePassword } from '../../../src/popup/lib/password-meter';

describe('scorePassword', () => {
  it('rates short passwords too short, and common ones weak', async () => {
    expect(await scorePassword('short')).toBe(0);
    expect(await scorePassword('password123')).toBe(1);
    expect(await scorePassword('Password1!')).toBe(1);
    expect(await scorePassword('qwertyuiop')).toBe(1);
    expect(await scorePassword('aaaaaaaaaaaaaaaa')).toBe(1);
    expect(await scorePassword('abcdefgh')).toBe(1);
  });

  it('rates long and unguessable passwords strong', async () => {
    expect(await scorePassword('correct horse battery staple 42')).toBe(4);
    expect(await scorePassword('kD9#qLx!2vWm8z')).toBe(4);
  });
});
