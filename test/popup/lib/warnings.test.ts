// Warnings travel as codes with data (shared/warnings.ts) and hidden-character notes as core's
// U+XXXX list; only the popup words them, in English or Chinese, and nothing unknown crashes it.
import { afterEach, describe, expect, it } from 'vitest';
import { buildUnsignedTx } from '../../../src/core/tx';
import { reviewTx } from '../../../src/core/tx-review';
import { revealHidden } from '../../../src/core/reveal';
import { setPageLanguage } from '../../../src/popup/i18n';
import { hiddenText, warningText } from '../../../src/popup/lib/warnings';
import { isReviewWarning, type TxWarning } from '../../../src/shared/warnings';

afterEach(() => setPageLanguage('en'));

const A = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const B = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';

describe('tx warnings in words', () => {
  const insufficient: TxWarning = {
    code: 'insufficientBalance',
    params: { account: 'Main', denom: 'NANOGT', needs: '1010000000', has: '1005000000' },
  };

  it('keep the English wording the background used to send', () => {
    expect(warningText(insufficient)).toBe('Insufficient balance in Main: needs 1.01 GT, has 1.005 GT');
    expect(warningText({ code: 'feeHigh', params: { fee: '5000000000', usual: '10000000', factor: '10' } })).toBe(
      "The fee of 5 GT is more than 10× the network's usual 0.01 GT",
    );
    expect(warningText({ code: 'longWindow', params: { blocks: '50000', start: '10', end: '50010' } })).toMatch(
      /^This transaction stays valid for 50000 blocks \(10 to 50010\)/,
    );
    expect(warningText({ code: 'windowStartsFar', params: { start: '9100', latest: '100', blocks: '9000', seconds: '45000' } })).toMatch(
      /^This signature becomes usable only at block 9100, about 12 hours, 30 minutes from now \(9,000 blocks after the ledger's 100\)/,
    );
    expect(warningText({ code: 'windowStartsFar', params: { start: '9100', latest: '100', blocks: '9000', seconds: '' } })).toMatch(
      /^This signature becomes usable only at block 9100, 9,000 blocks after the ledger's 100:/,
    );
    expect(warningText({ code: 'windowUnchecked', params: { node: 'http://127.0.0.1:1317' } })).toBe(
      'Could not reach http://127.0.0.1:1317 to check the validity window',
    );
    expect(warningText({ code: 'multisigSigner', params: { name: 'Team' } })).toMatch(/^Team is a multisig account/);
  });

  it('read Chinese, with no English words left, when Chinese is chosen', () => {
    setPageLanguage('zh-CN');
    const words = [
      warningText(insufficient),
      warningText({ code: 'feeShare', params: { fee: '10000000', account: 'Main', balance: '50000000' } }),
      warningText({ code: 'windowEnded', params: { end: '300', latest: '400' } }),
      warningText({ code: 'balanceUnchecked', params: { account: 'Main' } }),
      warningText({ code: 'windowStartsFar', params: { start: '9100', latest: '100', blocks: '9000', seconds: '45000' } }),
    ];
    expect(words[0]).toBe('Main 余额不足：需要 1.01 GT，现有 1.005 GT');
    for (const text of words) expect(text.replace(/Main|GT/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("word what core finds, and tell recomputed findings from the background's own", () => {
    const tx = buildUnsignedTx({
      msgs: [{ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }],
      fee: { amount: [{ denom: 'NANOGT', amount: '10000000' }], gas: '200000' },
      validHeight: ['90', '300'],
    });
    const [note] = reviewTx(tx, { balances: new Map([[A, [{ denom: 'NANOGT', amount: '1' }]]]), names: new Map([[A, 'Main']]) });
    expect(warningText(note)).toBe('Insufficient balance in Main: needs 1.01 GT, has 0.000000001 GT');
    expect(isReviewWarning(note!)).toBe(true);
    expect(isReviewWarning({ code: 'multisigSigner', params: { name: 'x' } })).toBe(false);
  });

  it('say so, without crashing, for something that is not a known warning (an old queued string, a new code)', () => {
    expect(warningText('Insufficient balance in Main')).toBe(
      'Vaultline found a problem with this request that this version cannot describe',
    );
    expect(warningText({ code: 'somethingNew', params: {} })).toBe(warningText(null));
  });
});

describe('hidden-character notes', () => {
  it("name what held them and list core's code points, in either language", () => {
    const { hidden } = revealHidden('refund \u202Egnp.exe\u200B');
    expect(hiddenText('memo', hidden)).toBe(
      'The memo contains invisible or direction-changing characters (U+202E, U+200B), shown as ⟨U+…⟩: the text may not read as it looks elsewhere',
    );
    setPageLanguage('zh-CN');
    expect(hiddenText('memo', hidden)).toBe(
      '备注含有不可见或改变文字方向的字符（U+202E, U+200B），以 ⟨U+…⟩ 显示：这段文字在别处看起来可能不同',
    );
  });
});
