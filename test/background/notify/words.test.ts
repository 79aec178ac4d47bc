// A notice's words (src/background/notify/words.ts): the browser's catalogue through chrome.i18n, and
// the English catalogue itself when chrome.i18n answers nothing. Addresses shortened, amounts in GT.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeWords } from '../../../src/background/notify/words';

afterEach(() => vi.unstubAllGlobals());

describe('notice words', () => {
  it('fills the English catalogue when chrome.i18n answers an empty string', () => {
    vi.stubGlobal('chrome', { i18n: { getMessage: () => '' } });
    const words = noticeWords({ kind: 'txIncluded', txhash: `IRREVOCABLEPAY-${'AB'.repeat(48)}`, height: '12' });
    expect(words).toEqual({ title: 'Transaction included', message: 'ABABABAB…ABABAB is in block 12.' });
    const guardian = noticeWords({
      kind: 'guardian',
      vault: 'vault11abcdefghijklmnop',
      to: 'gt11qrstuvwxyz012345',
      txhash: 'X',
      msgIndex: '0',
      coins: [{ denom: 'NANOGT', amount: '30000000000' }],
      effectHeight: 40,
      blocksLeft: 7,
    });
    expect(guardian.message).toMatch(/^30 GT is leaving vault vault11.+ for gt11.+\. Revoke before block 40 \(7 blocks left\)\.$/);
  });

  it('passes the substitutions to chrome.i18n in the catalogue’s order', () => {
    const getMessage = vi.fn((name: string, subs?: string[]) => `${name}:${(subs ?? []).join('|')}`);
    vi.stubGlobal('chrome', { i18n: { getMessage } });
    expect(
      noticeWords({
        kind: 'revokeSoon',
        vault: 'vault11abcdefghijklmnop',
        to: '',
        txhash: 'X',
        msgIndex: '0',
        coins: [{ denom: 'NANOGT', amount: '1000000000' }],
        effectHeight: 9,
        blocksLeft: 2,
      }).title,
    ).toBe('notifyRevokeSoonTitle:2');
    expect(getMessage).toHaveBeenCalledWith('notifyRevokeSoon', ['1 GT', expect.stringMatching(/^vault1/), '9']);
  });
});
