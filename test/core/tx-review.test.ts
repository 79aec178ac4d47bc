import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/core/errors';
import { hasHidden, revealHidden } from '../../src/core/reveal';
import { buildUnsignedTx } from '../../src/core/tx';
import { checkWindowBound, outflows, reviewTx } from '../../src/core/tx-review';

const A = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const B = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';
const send = (from: string, to: string, amount: string, denom = 'NANOGT') => ({
  type: 'MsgSend',
  value: { from_address: from, to_address: to, amount: [{ denom, amount }] },
});
const fee = (amount: string) => ({ amount: [{ denom: 'NANOGT', amount }], gas: '200000' });

describe('fee coins (issue 9, item 2)', () => {
  it('refuses a fee that carries any coin other than NANOGT, whatever else it carries', () => {
    const build = () =>
      buildUnsignedTx({
        msgs: [send(A, B, '1')],
        fee: {
          amount: [
            { denom: 'NANOGT', amount: '10000000' },
            { denom: 'YJ-9D3', amount: '999999' },
          ],
          gas: '200000',
        },
        validHeight: ['1', '100'],
      });
    expect(build).toThrow(CoreError);
    expect(build).toThrow(/YJ-9D3: fees are paid in NANOGT only/);
    expect(() =>
      buildUnsignedTx({
        msgs: [send(A, B, '1')],
        fee: { amount: [{ denom: 'YJ-9D3', amount: '5' }], gas: '1' },
        validHeight: ['1', '100'],
      }),
    ).toThrow(/NANOGT only/);
  });

  it('still accepts a NANOGT-only fee', () => {
    expect(buildUnsignedTx({ msgs: [send(A, B, '1')], fee: fee('10000000'), validHeight: ['1', '100'] }).value.fee.amount).toEqual([
      { denom: 'NANOGT', amount: '10000000' },
    ]);
  });
});

describe('outflows (issue 9, item 3)', () => {
  it('names every signer with what leaves it, the fee from the first', () => {
    const tx = buildUnsignedTx({ msgs: [send(A, B, '5'), send(B, A, '7', 'YJ-9D3')], fee: fee('10'), validHeight: ['1', '100'] });
    const flows = outflows(tx);
    expect([...flows.keys()]).toEqual([A, B]);
    expect(Object.fromEntries(flows.get(A)!)).toEqual({ NANOGT: 15n });
    expect(Object.fromEntries(flows.get(B)!)).toEqual({ 'YJ-9D3': 7n });
  });
});

describe('review notes (issue 9, item 6)', () => {
  const tx = (amount: string, feeAmount: string, window: [string, string] = ['90', '300']) =>
    buildUnsignedTx({ msgs: [send(A, B, amount)], fee: fee(feeAmount), validHeight: window });

  it('blocks when amount + fee exceed the balance, per denom', () => {
    const notes = reviewTx(tx('1000000000', '10000000'), {
      balances: new Map([[A, [{ denom: 'NANOGT', amount: '1005000000' }]]]),
      names: new Map([[A, 'Main']]),
    });
    expect(notes).toEqual([
      { level: 'block', code: 'insufficientBalance', params: { account: 'Main', denom: 'NANOGT', needs: '1010000000', has: '1005000000' } },
    ]);
    expect(
      reviewTx(tx('1000000000', '10000000'), {
        balances: new Map([
          [
            A,
            [
              { denom: 'NANOGT', amount: '1010000000' },
              { denom: 'X', amount: '1' },
            ],
          ],
        ]),
      }).filter((n) => n.level === 'block'),
    ).toEqual([]);
  });

  it('warns on a fee far above the default or a large share of the balance', () => {
    const high = reviewTx(tx('1', '200000000'), {
      defaultFee: 10_000_000n,
      balances: new Map([[A, [{ denom: 'NANOGT', amount: '1000000000000' }]]]),
    });
    expect(high.map((n) => n.level)).toEqual(['warn']);
    expect(high[0]).toMatchObject({ code: 'feeHigh', params: { fee: '200000000', usual: '10000000', factor: '10' } });
    const share = reviewTx(tx('1', '10000000'), {
      defaultFee: 10_000_000n,
      balances: new Map([[A, [{ denom: 'NANOGT', amount: '50000000' }]]]),
    });
    expect(share.map((n) => n.code)).toEqual(['feeShare']);
    expect(
      reviewTx(tx('1', '10000000'), { defaultFee: 10_000_000n, balances: new Map([[A, [{ denom: 'NANOGT', amount: '5000000000' }]]]) }),
    ).toEqual([]);
  });

  it('warns strongly on a long window or one far from the ledger, and blocks an expired one', () => {
    expect(reviewTx(tx('1', '10', ['1', '20000']), {})).toEqual([
      { level: 'strong', code: 'longWindow', params: { blocks: '19999', start: '1', end: '20000' } },
    ]);
    expect(reviewTx(tx('1', '10', ['90000', '90100']), { latestHeight: 100n }).map((n) => n.level)).toEqual(['strong']);
    expect(reviewTx(tx('1', '10', ['90', '300']), { latestHeight: 400n })).toEqual([
      { level: 'block', code: 'windowEnded', params: { end: '300', latest: '400' } },
    ]);
    expect(reviewTx(tx('1', '10', ['90', '300']), { latestHeight: 100n })).toEqual([]);
  });

  it('calls out a post-dated window: one starting more than a few blocks ahead, with when it opens', () => {
    // 9,000 blocks ahead, well inside the long-window limit: still a signature usable only later.
    expect(reviewTx(tx('1', '10', ['9100', '9300']), { latestHeight: 100n, secondsPerBlock: 5 })).toEqual([
      { level: 'strong', code: 'windowStartsFar', params: { start: '9100', latest: '100', blocks: '9000', seconds: '45000' } },
    ]);
    expect(reviewTx(tx('1', '10', ['9100', '9300']), { latestHeight: 100n })[0]?.params).toMatchObject({ blocks: '9000', seconds: '' });
    // The default window starts 10 blocks back; a few blocks either way is the current height.
    expect(reviewTx(tx('1', '10', ['120', '300']), { latestHeight: 100n })).toEqual([]);
    expect(reviewTx(tx('1', '10', ['121', '300']), { latestHeight: 100n }).map((n) => n.code)).toEqual(['windowStartsFar']);
  });

  it('refuses an absurd window at validation', () => {
    expect(() => checkWindowBound(['1', '9223372036854775807'])).toThrow(/far too long/);
    expect(() => checkWindowBound(['1', '2000000'])).toThrow(CoreError);
    expect(() => checkWindowBound(['100', '20100'])).not.toThrow();
  });
});

describe('revealHidden (issue 9, item 5)', () => {
  it('writes bidi overrides, zero-width and control characters visibly', () => {
    expect(revealHidden('refund \u202Egnp.exe')).toEqual({ text: 'refund ⟨U+202E⟩gnp.exe', hidden: ['U+202E'] });
    expect(revealHidden('a\u200Bb\u2066c\u2069\uFEFF\u0007').text).toBe('a⟨U+200B⟩b⟨U+2066⟩c⟨U+2069⟩⟨U+FEFF⟩⟨U+0007⟩');
    expect(revealHidden('\u{E0041}').hidden).toEqual(['U+E0041']);
    expect(hasHidden('x\u200Fy')).toBe(true);
  });

  it('leaves plain text, newlines, tabs and other scripts alone', () => {
    for (const text of ['hello world', 'line1\nline2\tend', '你好，世界', 'مرحبا', '⟨not hidden⟩']) {
      expect(revealHidden(text)).toEqual({ text, hidden: [] });
      expect(hasHidden(text)).toBe(false);
    }
  });
});
