// Tokens in real Chromium against the local node: issue from the playground, mint from the popup,
// freeze from the playground, a transfer refused (by the node through the playground, and already
// by the popup's send form), unfreeze from the popup, a transfer that now passes, burn from the
// playground. Each step is checked on the node and on the popup's token screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { shortAddress } from '../../src/core/address';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID as FID } from '../../src/popup/testids';
import { settled } from './demo-page';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import {
  answerTxApproval,
  connectedPlayground,
  devAddress,
  gtBalance,
  playgroundTx,
  showPopupRoute,
  submitOperation,
  txHashOf,
} from './playground';
import { byTestId, walletOnDevnet } from './wallet';

const ISSUER = devAddress(0);
const HOLDER = devAddress(1);
const ISSUANCE_CHARGE = 200_000_000_000n;

describe('tokens', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let playground: Page;
  let symbol: string;

  const token = async () => (await client.getToken(symbol)).result.value;
  const popupToken = async (action = '') => showPopupRoute(popup, `/tokens?tab=all&symbol=${symbol}${action ? `&action=${action}` : ''}`);
  const confirmInPopup = async () => {
    await byTestId(popup, FID.confirmSubmit).click();
    await expect.poll(() => byTestId(popup, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    playground = await connectedPlayground(h);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('issues a token from the playground; the ledger suffixes its symbol and charges 200 GT', async () => {
    const before = await gtBalance(client, ISSUER);
    const sent = await playgroundTx(
      h,
      playground,
      'issue-token',
      { symbol: 'PLAY', name: 'Playground token', supply: '1000000', mintable: true, freezable: true },
      {
        msgTypes: ['IssueToken'],
        summaries: [tr('summary.IssueToken', { symbol: 'PLAY', name: 'Playground token', supply: '1,000,000' })],
        screenshot: 'approval-issue-token',
      },
    );
    const record = await client.getTx(txHashOf(sent));
    const fee = BigInt(record.tx.value.fee.amount[0]!.amount);
    const issued = (await client.listTokens()).result.tokens.map((t) => t.value).filter((t) => t.source_address === ISSUER);
    expect(issued).toHaveLength(1);
    symbol = issued[0]!.symbol;
    expect(symbol).toMatch(/^PLAY-[0-9A-Z]{3}$/);
    expect(issued[0]).toMatchObject({
      total_supply: '1000000',
      mintable: true,
      freezable: true,
      freezed: false,
      token_name: 'Playground token',
    });
    expect(await gtBalance(client, ISSUER, symbol)).toBe(1_000_000n);
    expect(await gtBalance(client, ISSUER)).toBe(before - ISSUANCE_CHARGE - fee);
    // The playground learns the on-chain symbol from the node.
    await expect.poll(() => playground.locator(`#list-tokens option[value="${symbol}"]`).count()).toBe(1);

    await showPopupRoute(popup, '/tokens?tab=all');
    const row = byTestId(popup, FID.tokenRow).and(popup.locator(`[data-symbol="${symbol}"]`));
    await row.waitFor({ timeout: 15_000 });
    // The row comes with the token list; its balance shows "…" until the account's balances are read.
    await expect.poll(() => row.locator(`[data-testid="${FID.tokenMyBalance}"]`).textContent(), { timeout: 15_000 }).toBe('1,000,000');
    await h.screenshot(popup, 'tokens');
  });

  it('mints more from the popup', async () => {
    await popupToken();
    await byTestId(popup, FID.tokenAction('mint')).click();
    await byTestId(popup, FID.tokenFormAmount).fill('500');
    await byTestId(popup, FID.tokenFormReview).click();
    await confirmInPopup();
    expect((await token()).total_supply).toBe('1000500');
    expect(await gtBalance(client, ISSUER, symbol)).toBe(1_000_500n);
  });

  it('freezes it from the playground; the popup shows it frozen', async () => {
    txHashOf(await playgroundTx(h, playground, 'freeze-token', { symbol }, { msgTypes: ['FreezeToken'] }));
    expect((await token()).freezed).toBe(true);
    await popupToken();
    await expect.poll(() => byTestId(popup, FID.tokenDetailStatus).getAttribute('data-frozen'), { timeout: 15_000 }).toBe('true');
    await h.screenshot(popup, 'tokens-frozen');
  });

  it('refuses a transfer of the frozen token, with a message that says why', async () => {
    const seq = await submitOperation(playground, 'send', { to: HOLDER, amount: '100', denom: symbol });
    await answerTxApproval(h, 'sendTx', { msgTypes: ['MsgSend'] });
    const refused = await settled(playground, seq);
    expect(refused).toMatchObject({ status: 'error', code: '-32003' });
    expect((refused.result as { message: string }).message).toMatch(/frozen/);
    expect(await playground.locator('#send-result').textContent()).toMatch(/-32003.*frozen/);
    expect(await gtBalance(client, HOLDER, symbol)).toBe(0n);

    // Activity keeps the refused attempt (a tracked entry), its line worded in the run's language.
    await showPopupRoute(popup, '/activity');
    const failed = popup.locator(`[data-testid="${FID.activityItem}"][data-status="failed"]`);
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
    expect(await failed.locator(`[data-testid="${FID.activityTitle}"]`).textContent()).toBe(
      tr('summary.MsgSend', { amount: `100 ${symbol}`, to: shortAddress(HOLDER) }),
    );

    // The popup's send form says so before anything is signed.
    await popupToken('send');
    await byTestId(popup, FID.tokenFormRecipient).fill(HOLDER);
    await byTestId(popup, FID.tokenFormAmount).fill('100');
    expect(await byTestId(popup, FID.tokenFormAmountError).textContent()).toBe(tr('tokens.form.frozenError', { symbol }));
    expect(await byTestId(popup, FID.tokenFormReview).isDisabled()).toBe(true);
  });

  it('unfreezes it from the popup; the same transfer now passes', async () => {
    await popupToken();
    await byTestId(popup, FID.tokenAction('unfreeze')).click();
    await confirmInPopup();
    expect((await token()).freezed).toBe(false);
    txHashOf(await playgroundTx(h, playground, 'send', { to: HOLDER, amount: '100', denom: symbol }, { msgTypes: ['MsgSend'] }));
    expect(await gtBalance(client, HOLDER, symbol)).toBe(100n);
  });

  it('burns from the playground; supply and balance shrink on the node and in the popup', async () => {
    txHashOf(await playgroundTx(h, playground, 'burn-token', { symbol, amount: '200' }, { msgTypes: ['BurnToken'] }));
    expect((await token()).total_supply).toBe('1000300');
    expect(await gtBalance(client, ISSUER, symbol)).toBe(1_000_200n);
    await popupToken();
    await expect.poll(() => byTestId(popup, FID.tokenDetailSupply).textContent(), { timeout: 15_000 }).toBe('1,000,300');
    // The balance is a read of its own, beside the supply's.
    await expect.poll(() => byTestId(popup, FID.tokenMyBalance).textContent(), { timeout: 15_000 }).toBe('1,000,200');
    expect(await byTestId(popup, FID.tokenDetailStatus).getAttribute('data-frozen')).toBe('false');
  });
});
