// A node's refusal reads as a summary in the chosen language, found by the node's code (never by
// reading its English), with the node's own words kept as the detail.
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../src/popup/i18n';
import { WalletApiError, errorText } from '../../../src/popup/lib/api';
import { activityRow, trackedRow } from '../../../src/popup/lib/activity';
import { reasonWords } from '../../../src/popup/lib/reasons';

afterEach(() => setPageLanguage('en'));

const nodeWords = 'insufficient funds: 1 NANOGT < 1000000000 NANOGT';

describe('reasonWords', () => {
  it("summarises a known code and keeps the node's words", () => {
    expect(reasonWords('insufficient_funds', nodeWords)).toEqual({
      summary: 'The account does not hold enough for this transaction.',
      detail: nodeWords,
    });
    setPageLanguage('zh-CN');
    expect(reasonWords('insufficient_funds', nodeWords)).toEqual({ summary: '账户余额不足以完成此交易。', detail: nodeWords });
  });

  it('reads the code a failed message\'s log starts with, and says only "refused" for a code it does not know', () => {
    setPageLanguage('zh-CN');
    expect(reasonWords(undefined, 'not_revocable: the transfer is final').summary).toBe('此转账已无法撤销。');
    expect(reasonWords('some_future_code', 'Something new happened')).toEqual({
      summary: '账本拒绝了此交易。',
      detail: 'Something new happened',
    });
    // Prose is never parsed: English words without a code give the generic summary.
    expect(reasonWords(undefined, 'insufficient funds in the account').summary).toBe('账本拒绝了此交易。');
  });

  it("words a dropped tx entirely in the chosen language (the background's sentence is not shown)", () => {
    setPageLanguage('zh-CN');
    expect(reasonWords('dropped', 'No block included it before …', '120')).toEqual({
      summary: '在有效区间于区块 120 结束前，没有区块打包它；它已无法再被打包。',
      detail: null,
    });
  });
});

describe('where reasons are shown', () => {
  it("a refused send's error, Activity's tracked and recorded rows", () => {
    setPageLanguage('zh-CN');
    expect(errorText(new WalletApiError('tx_rejected', nodeWords, undefined, 'insufficient_funds'))).toBe(
      `账户余额不足以完成此交易。\n节点原文：${nodeWords}`,
    );
    expect(
      trackedRow({
        txhash: 'H',
        summary: 's',
        status: 'failed',
        reason: nodeWords,
        reasonCode: 'insufficient_funds',
        validUntil: '9',
        time: 1,
      }).reason?.summary,
    ).toBe('账户余额不足以完成此交易。');
    const record = {
      txhash: 'H',
      height: '5',
      logs: [{ msg_index: 0, success: false, log: 'max_entries: 7 entries already' }],
      tx: { value: { msg: [], fee: { amount: [] }, memo: '' } },
    };
    expect(activityRow(record).reason).toEqual({
      summary: '进行中的赎回或重新委托条目过多；请等待其中一项完成。',
      detail: 'max_entries: 7 entries already',
    });
    expect(activityRow({ ...record, logs: [{ msg_index: 0, success: true, log: '' }] }).reason).toBeUndefined();
  });
});
