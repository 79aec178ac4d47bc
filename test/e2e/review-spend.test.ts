// The popup's reviews say what leaves the account in all (amount + fee) and the balance after, in
// real Chromium against the local node: the plain send review and the shared confirm step (here a
// delegation); the balances after the tx match what the review said, and the result says what
// happened in words, with names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { shortAddress } from '../../src/core/address';
import { parseGT } from '../../src/core/amount';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { devAddress, gtBalance, showPopupRoute } from './playground';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { byTestId, currentAddress, goHome, walletOnDevnet } from './wallet';

describe('reviews show the total leaving the account and the balance after', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let me: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    me = await currentAddress(popup);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('send: amount + fee, and the balance after, as the node then shows', async () => {
    await goHome(popup);
    await byTestId(popup, TID.navSend).click();
    await byTestId(popup, TID.sendRecipient).fill(devAddress(1));
    await byTestId(popup, TID.sendAmount).fill('2.5');
    // The fee field fills in once the node's minimum has been read (a busy machine may take a moment).
    await expect.poll(() => byTestId(popup, TID.sendFee).inputValue()).not.toBe('');
    const fee = parseGT(await byTestId(popup, TID.sendFee).inputValue());
    await byTestId(popup, TID.sendReview).click();
    const before = await gtBalance(client, me);
    const total = 2_500_000_000n + fee;
    await expect
      .poll(() => byTestId(popup, TID.reviewBalanceAfter).getAttribute('data-nanogt'), { timeout: 15_000 })
      .toBe(String(before - total));
    expect(parseGT((await byTestId(popup, TID.reviewTotal).textContent())!.replace(/[^0-9.]/g, ''))).toBe(total);
    await h.screenshot(popup, 'send-review-total');
    await byTestId(popup, TID.sendConfirm).click();
    await byTestId(popup, TID.sendTxhash).waitFor({ timeout: 30_000 });
    await expect.poll(() => gtBalance(client, me), { timeout: 30_000 }).toBe(before - total);
    // Once included, the result says what happened in words.
    await expect
      .poll(() => byTestId(popup, TID.sendDoneWhat).textContent(), { timeout: 30_000 })
      .toBe(`${tr('activity.sent', { revocable: '', to: shortAddress(devAddress(1)), more: '' })} · −2.5 GT`);
  });

  it('the shared confirm step (a delegation): the stake + fee leave, and the balance after', async () => {
    const aurora = (await client.listConAccounts()).result.find((c) => c.description.moniker === 'Aurora')!.operator_address;
    await showPopupRoute(popup, `/staking?tab=conaccounts&form=delegate&con=${aurora}`);
    await byTestId(popup, FID.stakeAmount).fill('10');
    await byTestId(popup, FID.stakeReview).click();
    const before = await gtBalance(client, me);
    const total = byTestId(popup, TID.reviewTotal);
    await total.waitFor({ timeout: 15_000 });
    const fee = parseGT((await byTestId(popup, FID.confirmFee).inputValue()) || '0');
    expect(parseGT((await total.textContent())!.replace(/[^0-9.]/g, ''))).toBe(10_000_000_000n + fee);
    await expect
      .poll(() => byTestId(popup, TID.reviewBalanceAfter).getAttribute('data-nanogt'), { timeout: 15_000 })
      .toBe(String(before - 10_000_000_000n - fee));
    await byTestId(popup, FID.confirmSubmit).click();
    await expect
      .poll(() => byTestId(popup, FID.txDoneWhat).textContent(), { timeout: 30_000 })
      .toBe(`${tr('activity.delegated', { con: 'Aurora', more: '' })} · −10 GT`);
    await h.screenshot(popup, 'delegate-done');
  });
});
