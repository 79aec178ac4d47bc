// Staking in real Chromium against the local node: delegate from the playground (approved in the
// approval window), rewards appear as blocks are mined, withdraw them from the playground, move
// stake from the popup, undelegate from the playground with the popup counting down, then advance
// the node's clock until the undelegation completes. Tests run in order on one browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { LedgerClient } from '../../src/core/rest/client';
import { verifyStdTx } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import { TID as FID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { E2E_LANGUAGE } from './lang';
import {
  answerTxApproval,
  connectedPlayground,
  devAddress,
  gtBalance,
  playgroundRead,
  playgroundTx,
  showPopupRoute,
  submitOperation,
  txHashOf,
} from './playground';
import { settled, startRequest } from './demo-page';
import { byTestId, walletOnDevnet } from './wallet';

const DELEGATOR = devAddress(0);
const REWARDS_TO = devAddress(3);
const GT = 1_000_000_000n;
// A countdown of more than a day: the days in words (Intl's unit), then a clock face.
const DAYS_AND_CLOCK = { en: /^\d+ days? \d{2}:\d{2}:\d{2}$/, 'zh-CN': /^\d+天 \d{2}:\d{2}:\d{2}$/ } as const;

describe('staking and rewards', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let playground: Page;
  let aurora: string;
  let borealis: string;

  const delegated = async (con: string) =>
    BigInt((await client.getDelegations(DELEGATOR)).result.find((d) => d['con-account_address'] === con)?.balance ?? '0');
  const totalReward = async () => (await client.getRewards(DELEGATOR)).result.total.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0';

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    const cons = (await client.listConAccounts()).result;
    const byMoniker = (name: string) => cons.find((con) => con.description.moniker === name)!.operator_address;
    aurora = byMoniker('Aurora');
    borealis = byMoniker('Borealis');
    playground = await connectedPlayground(h);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('delegates from the playground; rewards appear as blocks are mined', async () => {
    // The playground suggests con-accounts read from the node itself.
    await expect.poll(() => playground.locator(`#list-con-accounts option[value="${aurora}"]`).count()).toBe(1);
    const sent = await playgroundTx(
      h,
      playground,
      'delegate',
      { con: aurora, amount: '100000' },
      { msgTypes: ['MsgDelegate'], screenshot: 'approval-delegate' },
    );
    txHashOf(sent);
    expect(await delegated(aurora)).toBe(100_000n * GT);
    await playground.locator('#group-staking').scrollIntoViewIfNeeded();
    await h.screenshot(playground, 'playground');

    await client.devMine(5);
    expect(BigInt((await totalReward()).split('.')[0]!)).toBeGreaterThan(0n);
    const read = await playgroundRead(playground, 'rewards');
    expect(read.status).toBe('ok');
    expect(
      (read.result as { result: { rewards: Array<{ 'con-account_address': string }> } }).result.rewards.map(
        (r) => r['con-account_address'],
      ),
    ).toContain(aurora);

    await showPopupRoute(popup, '/staking?tab=mine');
    const row = byTestId(popup, FID.delegationRow).and(popup.locator(`[data-address="${aurora}"]`));
    await expect
      .poll(() => row.locator(`[data-testid="${FID.delegationAmount}"]`).getAttribute('data-nanogt'), { timeout: 15_000 })
      .toBe((100_000n * GT).toString());
    await expect.poll(async () => (await byTestId(popup, FID.stakeTotalRewards).textContent()) ?? '').toMatch(/[1-9]/);
    await expect.poll(async () => (await row.locator(`[data-testid="${FID.delegationReward}"]`).textContent()) ?? '').toMatch(/[1-9]/);
    await h.screenshot(popup, 'staking');
  });

  it('withdraws the rewards of every delegation from the playground', async () => {
    const before = await gtBalance(client, DELEGATOR);
    const pending = BigInt((await totalReward()).split('.')[0]!);
    const sent = await playgroundTx(h, playground, 'withdraw-rewards', { all: true }, { msgTypes: ['MsgWithdrawDelegationReward'] });
    const record = await client.getTx(txHashOf(sent));
    expect(record.logs.every((log) => log.success)).toBe(true);
    const fee = BigInt(record.tx.value.fee.amount[0]!.amount);
    // At least what was pending before the withdrawal's own block is paid out.
    expect(await gtBalance(client, DELEGATOR)).toBeGreaterThanOrEqual(before - fee + pending);
    expect(BigInt((await totalReward()).split('.')[0]!)).toBeLessThan(pending);
  });

  it('signs a withdraw-address change without broadcasting (ledger_signTx), broadcasts it through the wallet, and rewards go there', async () => {
    await playground.selectOption('#tx-mode', 'ledger_signTx');
    const seq = await submitOperation(playground, 'withdraw-address', { address: REWARDS_TO });
    await answerTxApproval(h, 'signTx', { msgTypes: ['MsgModifyWithdrawAddress'] });
    const signed = await settled(playground, seq);
    expect(signed).toMatchObject({ status: 'ok', method: 'ledger_signTx' });
    const tx = signed.result as StdTx;
    expect(tx.value.signatures).toHaveLength(1);
    expect(verifyStdTx(tx, h.devnet!.chainId)).toBe(true);
    expect(JSON.parse(await playground.inputValue('#broadcast-tx'))).toEqual(tx);
    await playground.selectOption('#tx-mode', 'ledger_sendTx');

    const broadcast = await settled(playground, await startRequest(playground, '#broadcast-submit'));
    expect(broadcast).toMatchObject({ status: 'ok', method: 'ledger_broadcastTx' });
    const record = await client.getTx((broadcast.result as { txhash: string }).txhash);
    expect(record.tx.value.msg[0]!.type).toBe('MsgModifyWithdrawAddress');

    await client.devMine(3);
    const [toBefore, delegatorBefore] = [await gtBalance(client, REWARDS_TO), await gtBalance(client, DELEGATOR)];
    const withdrawn = await playgroundTx(
      h,
      playground,
      'withdraw-rewards',
      { all: false, con: aurora },
      { msgTypes: ['MsgWithdrawDelegationReward'] },
    );
    const fee = BigInt((await client.getTx(txHashOf(withdrawn))).tx.value.fee.amount[0]!.amount);
    expect(await gtBalance(client, REWARDS_TO)).toBeGreaterThan(toBefore);
    expect(await gtBalance(client, DELEGATOR)).toBe(delegatorBefore - fee);
  });

  it('posts a signed transaction to the node itself (POST /v1/tx) to set the withdraw address back', async () => {
    await playground.selectOption('#tx-mode', 'ledger_signTx');
    const seq = await submitOperation(playground, 'withdraw-address', { address: DELEGATOR });
    await answerTxApproval(h, 'signTx', { msgTypes: ['MsgModifyWithdrawAddress'] });
    expect(await settled(playground, seq)).toMatchObject({ status: 'ok', method: 'ledger_signTx' });
    await playground.selectOption('#tx-mode', 'ledger_sendTx');
    const posted = await settled(playground, await submitOperation(playground, 'broadcast', { direct: true }));
    expect(posted).toMatchObject({ status: 'ok', method: 'POST /v1/tx' });
    const record = await client.getTx((posted.result as { txhash: string }).txhash);
    expect(record.logs.every((log) => log.success)).toBe(true);
  });

  it('moves stake to another con-account from the popup', async () => {
    await showPopupRoute(popup, `/staking?tab=mine&form=redelegate&con=${aurora}`);
    await byTestId(popup, FID.stakeDst).selectOption(borealis);
    await byTestId(popup, FID.stakeAmount).fill('40000');
    await byTestId(popup, FID.stakeReview).click();
    await byTestId(popup, FID.confirmSubmit).click();
    await expect.poll(() => byTestId(popup, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    expect(await delegated(aurora)).toBe(60_000n * GT);
    expect(await delegated(borealis)).toBe(40_000n * GT);
    const moves = (await client.getRedelegations({ delegator: DELEGATOR })).result;
    expect(moves.map((m) => [m['con-account_src_address'], m['con-account_dst_address']])).toEqual([[aurora, borealis]]);
  });

  it('undelegates from the playground, counts down in the popup, and completes once the node’s clock passes the undelegating time', async () => {
    const sent = await playgroundTx(h, playground, 'undelegate', { con: aurora, amount: '10000' }, { msgTypes: ['MsgUndelegate'] });
    txHashOf(sent);
    expect(await delegated(aurora)).toBe(50_000n * GT);
    const [undelegation] = (await client.getUndelegations(DELEGATOR)).result;
    expect(undelegation!.entries.map((e) => e.balance)).toEqual([(10_000n * GT).toString()]);
    const completesAt = Date.parse(undelegation!.entries[0]!.completion_time);
    expect(completesAt - Date.now()).toBeGreaterThan(24 * 3600 * 1000);

    await showPopupRoute(popup, '/staking?tab=pending');
    const pending = byTestId(popup, FID.unbondingRow).and(popup.locator('[data-kind="undelegation"]'));
    await expect.poll(() => pending.getAttribute('data-completed'), { timeout: 15_000 }).toBe('false');
    const countdown = pending.locator(`[data-testid="${FID.unbondingCountdown}"]`);
    const msLeft = Number(await countdown.getAttribute('data-ms-left'));
    // The dev clock has not been moved yet, so the node's time is this machine's.
    expect(Math.abs(msLeft - (completesAt - Date.now()))).toBeLessThan(60_000);
    // More than a day away: the days in words, then a clock face.
    expect(await countdown.textContent()).toMatch(DAYS_AND_CLOCK[E2E_LANGUAGE]);
    // The countdown is live: it moves without a reload.
    await expect.poll(async () => Number(await countdown.getAttribute('data-ms-left')), { timeout: 5_000 }).toBeLessThan(msLeft);
    expect(await byTestId(popup, FID.unbondingRow).and(popup.locator('[data-kind="redelegation"]')).count()).toBe(1);
    await h.screenshot(popup, 'staking-pending');

    // The same list in Chinese, chosen as Settings would (the choice lives in the popup's localStorage).
    await popup.evaluate(() => localStorage.setItem('vaultline.language', 'zh-CN'));
    await showPopupRoute(popup, '/staking?tab=pending');
    await expect.poll(() => pending.locator('.badge').textContent(), { timeout: 15_000 }).toBe('赎回中');
    expect(await countdown.textContent()).toMatch(DAYS_AND_CLOCK['zh-CN']);
    await h.screenshot(popup, 'staking-pending-zh');
    await popup.evaluate(() => localStorage.removeItem('vaultline.language'));

    const before = await gtBalance(client, DELEGATOR);
    await client.devAdvanceTime(Math.ceil((completesAt - Date.now()) / 1000) + 60);
    expect((await client.getUndelegations(DELEGATOR)).result.flatMap((u) => u.entries)).toEqual([]);
    expect(await gtBalance(client, DELEGATOR)).toBeGreaterThanOrEqual(before + 10_000n * GT);

    await showPopupRoute(popup, '/staking?tab=pending');
    await byTestId(popup, FID.unbondingEmpty).or(byTestId(popup, FID.unbondingRow)).first().waitFor();
    const open = byTestId(popup, FID.unbondingRow).and(popup.locator('[data-completed="false"]'));
    await expect.poll(() => open.count()).toBe(0);
  });
});
