// A notice's words (src/background/notify/words.ts): the language the person chose in the popup, else
// the browser's catalogue through chrome.i18n, and the English catalogue itself when chrome.i18n answers
// nothing. Addresses shortened, amounts in GT.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeWords, revokeButtonText } from '../../../src/background/notify/words';
import english from '../../../public/_locales/en/messages.json';
import chinese from '../../../public/_locales/zh_CN/messages.json';

afterEach(() => vi.unstubAllGlobals());

describe('notice words', () => {
  it('fills the English catalogue when chrome.i18n answers an empty string', () => {
    vi.stubGlobal('chrome', { i18n: { getMessage: () => '' } });
    const words = noticeWords({ kind: 'txIncluded', txhash: `IRREVOCABLEPAY-${'AB'.repeat(48)}`, height: '12' }, 'auto');
    expect(words).toEqual({ title: 'Transaction included', message: 'ABABABAB…ABABAB is in block 12.' });
    const guardian = noticeWords(
      {
        kind: 'guardian',
        vault: 'vault11abcdefghijklmnop',
        to: 'gt11qrstuvwxyz012345',
        txhash: 'X',
        msgIndex: '0',
        coins: [{ denom: 'NANOGT', amount: '30000000000' }],
        effectHeight: 40,
        blocksLeft: 7,
      },
      'auto',
    );
    expect(guardian.message).toMatch(/^30 GT is leaving vault vault11.+ for gt11.+\. Revoke before block 40 \(7 blocks left\)\.$/);
  });

  it('passes the substitutions to chrome.i18n in the catalogue’s order', () => {
    const getMessage = vi.fn((name: string, subs?: string[]) => `${name}:${(subs ?? []).join('|')}`);
    vi.stubGlobal('chrome', { i18n: { getMessage } });
    expect(
      noticeWords(
        {
          kind: 'revokeSoon',
          vault: 'vault11abcdefghijklmnop',
          to: '',
          txhash: 'X',
          msgIndex: '0',
          coins: [{ denom: 'NANOGT', amount: '1000000000' }],
          effectHeight: 9,
          blocksLeft: 2,
        },
        'auto',
      ).title,
    ).toBe('notifyRevokeSoonTitle:2');
    expect(getMessage).toHaveBeenCalledWith('notifyRevokeSoon', ['1 GT', expect.stringMatching(/^vault1/), '9']);
  });

  it('words a notice in the language chosen in the popup, whatever the browser speaks', () => {
    const getMessage = vi.fn(() => 'Transaction included');
    vi.stubGlobal('chrome', { i18n: { getMessage } });
    const topic = { kind: 'txIncluded', txhash: 'AB'.repeat(48), height: '12' } as const;
    expect(noticeWords(topic, 'zh-CN')).toEqual({ title: '交易已上链', message: expect.stringContaining('12') });
    expect(noticeWords(topic, 'zh-CN').message).not.toMatch(/[a-z]{3,}/);
    expect(noticeWords(topic, 'en').title).toBe('Transaction included');
    expect(getMessage).not.toHaveBeenCalled();
    expect(revokeButtonText('zh-CN')).toBe('撤销');
  });

  it('has every notice text in both catalogues, with the same placeholders', () => {
    const names = Object.keys(english).filter((name) => name.startsWith('notify'));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const en = (english as Record<string, { message: string }>)[name]!.message;
      const zh = (chinese as Record<string, { message: string } | undefined>)[name]?.message;
      expect(zh, name).toBeDefined();
      expect(zh!.match(/\$P\d\$/g)?.sort(), name).toEqual(en.match(/\$P\d\$/g)?.sort());
    }
  });
});
