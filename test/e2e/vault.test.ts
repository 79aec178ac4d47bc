// Vaults in real Chromium against the local node. The popup creates a vault (the wallet keeps its
// fresh key), sends from it revocably and revokes within the window; the playground, connected as
// the vault on a second origin, sends again and the transfer becomes irrevocable once blocks pass
// the delay; the popup moves the clearing height earlier; the playground, connected as the
// retrieval (security) account, clears the vault once that height is reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { toGt1 } from '../../src/core/address';
import { bareTxHash } from '../../src/core/amino';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { settled, startRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
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
import { tr } from './lang';
import {
  approvalOf,
  byTestId,
  defaultAccountName,
  decide,
  durationSource,
  goHome,
  literal,
  trPattern,
  trSource,
  walletOnDevnet,
} from './wallet';

const SECURITY = devAddress(0);
const RECIPIENT = devAddress(1);
const GT = 1_000_000_000n;
const DELAY = 5;

describe('vaults and revocable transfers', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let guardPlayground: Page;
  let vaultPlayground: Page;
  let vault: string;
  let firstClearing: number;

  const height = async () => Number((await client.getLatestBlock()).height);
  const vaultFacts = async () => (await client.getVaultAccount(vault)).result.value;
  const feeOf = async (txhash: string) => BigInt((await client.getTx(txhash)).tx.value.fee.amount[0]!.amount);
  const confirmInPopup = async () => {
    await byTestId(popup, FID.confirmSubmit).click();
    await expect.poll(() => byTestId(popup, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    return (await byTestId(popup, FID.txDoneHash).textContent())!.trim();
  };
  const openVault = () => showPopupRoute(popup, `/vaults?view=vault&address=${vault}`);
  // A real node lists the hash with its type prefix (REVOCABLEPAY-…): match on the hex.
  const revocableRow = (txhash: string) =>
    byTestId(popup, FID.revocableRow).and(popup.locator(`[data-tx-hash$="${txhash.slice(txhash.indexOf('-') + 1)}"]`));

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    guardPlayground = await connectedPlayground(h);
    expect(await guardPlayground.locator('#account').getAttribute('data-address')).toBe(SECURITY);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('creates a vault from the popup; the wallet keeps its new key', async () => {
    await showPopupRoute(popup, '/vaults?view=create');
    await byTestId(popup, FID.vaultCreateDelay).fill(String(DELAY));
    firstClearing = (await height()) + 60;
    await byTestId(popup, FID.vaultCreateClearing).fill(String(firstClearing));
    await byTestId(popup, FID.vaultCreateAmount).fill('100');
    await popup.locator('details.advanced summary').click();
    await byTestId(popup, FID.vaultCreateName).fill('Savings');
    // With one account in the wallet, the funder guards the vault.
    expect(await byTestId(popup, FID.vaultCreateSecurity).locator('option:checked').textContent()).toContain(SECURITY.slice(0, 10));
    await expect.poll(() => byTestId(popup, FID.vaultCreateDelayEstimate).count()).toBe(1);
    // The delay in blocks, and in words once the block rate is known.
    const later = `${literal(tr('time.now'))}|${trSource('time.about', {}, { duration: durationSource() })}`;
    const eta = `${literal(tr('vault.eta.blocks', { count: DELAY }))}|${trSource('vault.eta.blocksAbout', { count: DELAY }, { eta: later })}`;
    expect(await byTestId(popup, FID.vaultCreateDelayEstimate).textContent()).toMatch(trPattern('vault.create.delayEstimate', {}, { eta }));
    await h.screenshot(popup, 'vault-create');
    await byTestId(popup, FID.vaultCreateReview).click();
    await confirmInPopup();
    await byTestId(popup, FID.txDoneClose).click();

    const address = byTestId(popup, FID.vaultAddress);
    await address.waitFor({ timeout: 15_000 });
    vault = (await address.getAttribute('data-address'))!;
    expect(vault).toMatch(/^vault1/);
    const facts = await vaultFacts();
    expect((await client.getVaultAccount(vault)).result.value.account_type).toBe(1);
    expect(toGt1(facts.account_field.value.security_address)).toBe(SECURITY);
    expect(facts.account_field.value.delay_height).toBe(String(DELAY));
    expect(await gtBalance(client, vault)).toBe(100n * GT);
    await expect.poll(() => byTestId(popup, FID.vaultBalance).getAttribute('data-nanogt')).toBe((100n * GT).toString());
    expect(await byTestId(popup, FID.vaultDelay).getAttribute('data-blocks')).toBe(String(DELAY));
    expect(await byTestId(popup, FID.vaultClearingHeight).getAttribute('data-height')).toBe(String(firstClearing));
  });

  it('sends revocably from the vault and revokes within the window; the amount goes to the retrieval account', async () => {
    await openVault();
    await byTestId(popup, FID.vaultSendOpen).click();
    await byTestId(popup, FID.vaultSendRecipient).fill(RECIPIENT);
    await byTestId(popup, FID.vaultSendAmount).fill('10');
    expect(Number(await byTestId(popup, FID.vaultSendEffect).getAttribute('data-effect-height'))).toBe((await height()) + 1 + DELAY);
    await byTestId(popup, FID.vaultSendReview).click();
    const recipientBefore = await gtBalance(client, RECIPIENT);
    const sent = await confirmInPopup();
    expect(sent).toMatch(/^REVOCABLEPAY-/);
    expect(await client.revocableStatus(sent)).toEqual({ status: 1, revoke_hash: '' });
    expect((await client.listRevocableTxs(vault)).result.map((e) => e.tokens)).toEqual([
      [{ denom: 'NANOGT', amount: (10n * GT).toString() }],
    ]);
    expect(await gtBalance(client, RECIPIENT)).toBe(recipientBefore);

    await openVault();
    const row = revocableRow(sent);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('revocable');
    const blocksLeft = Number(await row.locator(`[data-testid="${FID.revocableCountdown}"]`).getAttribute('data-blocks-left'));
    expect(blocksLeft).toBeGreaterThan(0);
    expect(blocksLeft).toBeLessThanOrEqual(DELAY);
    await h.screenshot(popup, 'vault');
    await row.scrollIntoViewIfNeeded();
    await h.screenshot(popup, 'vault-revocable');

    const securityBefore = await gtBalance(client, SECURITY);
    await row.locator(`[data-testid="${FID.revocableRevoke}"]`).click();
    const revoke = await confirmInPopup();
    expect((await client.revocableStatus(sent)).revoke_hash).not.toBe('');
    expect(await gtBalance(client, SECURITY)).toBe(securityBefore + 10n * GT);
    await client.devMine(DELAY + 1);
    expect(await gtBalance(client, RECIPIENT)).toBe(recipientBefore);
    expect(revoke).toMatch(/^REVOKE-/);
  });

  it('sends again from the playground connected as the vault; past the delay the transfer is irrevocable', async () => {
    // Select the vault in the popup, then connect a second origin: it gets the selected account.
    await goHome(popup);
    await byTestId(popup, TID.accountSwitcher).click();
    await popup.locator('[data-testid^="account-option-"]').filter({ hasText: 'Savings' }).click();
    await expect.poll(async () => toGt1((await byTestId(popup, TID.accountAddress).getAttribute('data-address')) ?? '')).toBe(toGt1(vault));
    vaultPlayground = await h.openDemo(new URL('playground.html', h.otherOriginUrl).href);
    await expect.poll(() => vaultPlayground.locator('#provider-status').getAttribute('data-status')).toBe('found');
    const connect = await startRequest(vaultPlayground, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect(await settled(vaultPlayground, connect)).toMatchObject({ status: 'ok' });
    await expect.poll(async () => toGt1((await vaultPlayground.locator('#account').getAttribute('data-address')) ?? '')).toBe(toGt1(vault));

    const recipientBefore = await gtBalance(client, RECIPIENT);
    const sent = txHashOf(
      await playgroundTx(
        h,
        vaultPlayground,
        'revocable-send',
        { to: RECIPIENT, amount: '5' },
        { msgTypes: ['MsgRevocableSend'], screenshot: 'approval-revocable-send' },
      ),
    );
    expect(sent).toMatch(/^REVOCABLEPAY-/);
    expect(await client.revocableStatus(sent)).toEqual({ status: 1, revoke_hash: '' });

    // The popup follows it: revocable now, final once the delay has passed.
    await openVault();
    const row = revocableRow(sent);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('revocable');
    // The playground can fill a revoke of it from the node's records (not sent: it is left to take effect).
    await vaultPlayground.click('#revoke-fill');
    await expect.poll(() => vaultPlayground.locator('#revoke-result').getAttribute('data-status')).toBe('ok');
    const filled = await Promise.all(
      ['security', 'other', 'tx-hash', 'msg-index', 'amount', 'denom'].map((field) => vaultPlayground.inputValue(`#revoke-${field}`)),
    );
    expect(filled).toEqual([SECURITY, RECIPIENT, sent.slice(sent.indexOf('-') + 1), '0', '5', 'NANOGT']);

    // The recipient's side: once it is one of the wallet's accounts, home lists the 5 GT as pending
    // (not spendable) with the height at which they become final.
    await goHome(popup);
    await byTestId(popup, TID.accountSwitcher).click();
    await byTestId(popup, TID.accountAdd).click();
    await expect.poll(async () => byTestId(popup, TID.accountAddress).getAttribute('data-address')).toBe(RECIPIENT);
    const incoming = byTestId(popup, FID.pendingIncomingRow);
    await expect
      .poll(async () => bareTxHash((await incoming.first().getAttribute('data-tx-hash')) ?? ''), { timeout: 15_000 })
      .toBe(bareTxHash(sent));
    const sentAt = Number((await client.getTx(sent)).height);
    expect(await incoming.first().locator(`[data-testid="${FID.pendingIncomingFinal}"]`).getAttribute('data-height')).toBe(
      String(sentAt + DELAY),
    );
    await h.screenshot(popup, 'home-pending-incoming');

    const switchTo = async (name: string) => {
      await goHome(popup);
      await byTestId(popup, TID.accountSwitcher).click();
      await popup.locator('[data-testid^="account-option-"]').filter({ hasText: name }).click();
    };
    await switchTo('Savings');
    await expect.poll(async () => toGt1((await byTestId(popup, TID.accountAddress).getAttribute('data-address')) ?? '')).toBe(toGt1(vault));
    await openVault();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('revocable');
    await client.devMine(DELAY + 1);
    expect(await client.revocableStatus(sent)).toEqual({ status: 0, revoke_hash: '' });
    expect(await gtBalance(client, RECIPIENT)).toBe(recipientBefore + 5n * GT);
    expect((await client.listRevocableTxs(vault)).result).toEqual([]);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('irrevocable');
    // Final now: the recipient's home no longer lists it as pending.
    await switchTo(defaultAccountName(2));
    await expect.poll(async () => byTestId(popup, TID.accountAddress).getAttribute('data-address')).toBe(RECIPIENT);
    await expect.poll(() => incoming.count(), { timeout: 15_000 }).toBe(0);
    await switchTo('Savings');
    await openVault();

    // Revoking it now: the playground finds nothing left to revoke, and the ledger refuses a revoke
    // made up from the transfer's own record, with a code and a reason the playground shows.
    await vaultPlayground.click('#revoke-fill');
    await expect.poll(() => vaultPlayground.locator('#revoke-result').getAttribute('data-status')).toBe('error');
    expect(await vaultPlayground.locator('#revoke-result').textContent()).toContain('no revocable transfer left');
    const record = await client.getTx(sent);
    const seq = await submitOperation(vaultPlayground, 'revoke', {
      security: SECURITY,
      other: RECIPIENT,
      height: record.height,
      'tx-hash': sent,
      'msg-index': '0',
      amount: '5',
      denom: 'NANOGT',
    });
    await answerTxApproval(h, 'sendTx', { msgTypes: ['MsgRevoke'] });
    const refused = await settled(vaultPlayground, seq);
    expect(refused, JSON.stringify(refused.result)).toMatchObject({ status: 'error', code: '-32003' });
    expect((refused.result as { message: string }).message).toMatch(/irrevocable/);
    expect(await gtBalance(client, RECIPIENT)).toBe(recipientBefore + 5n * GT);
  });

  it('undelegates the vault’s stake by its retrieval account, from the playground', async () => {
    const aurora = (await client.listConAccounts()).result.find((con) => con.description.moniker === 'Aurora')!.operator_address;
    txHashOf(await playgroundTx(h, vaultPlayground, 'delegate', { con: aurora, amount: '20' }, { msgTypes: ['MsgDelegate'] }));
    expect((await client.getDelegations(vault)).result.map((d) => d.balance)).toEqual([(20n * GT).toString()]);
    await showPopupRoute(popup, `/vaults?view=guard&address=${SECURITY}`);
    const staked = byTestId(popup, FID.guardVaultRow)
      .and(popup.locator(`[data-address="${vault}"]`))
      .locator(`[data-testid="${FID.guardVaultStaked}"]`);
    await expect.poll(() => staked.getAttribute('data-nanogt'), { timeout: 15_000 }).toBe((20n * GT).toString());

    txHashOf(
      await playgroundTx(h, guardPlayground, 'undelegate-vaults', { vaults: vault }, { msgTypes: ['MsgUndelegateByRetrievalAccount'] }),
    );
    expect((await client.getDelegations(vault)).result).toEqual([]);
    expect((await client.getUndelegations(vault)).result.flatMap((u) => u.entries.map((e) => e.balance))).toEqual([(20n * GT).toString()]);
    await showPopupRoute(popup, `/vaults?view=guard&address=${SECURITY}`);
    await expect.poll(() => staked.getAttribute('data-nanogt'), { timeout: 15_000 }).toBe('0');
  });

  it('moves the clearing height earlier from the popup', async () => {
    await openVault();
    await byTestId(popup, FID.vaultClearingOpen).click();
    const newClearing = (await height()) + DELAY + 10;
    expect(newClearing).toBeLessThan(firstClearing);
    await byTestId(popup, FID.vaultClearingInput).fill(String(newClearing));
    await byTestId(popup, FID.vaultClearingReview).click();
    const update = await confirmInPopup();
    expect(update).toMatch(/^ACCOUNTSET-/);
    expect((await vaultFacts()).account_field.value.clearing_height?.next_clearing_height).toBe(String(newClearing));
    firstClearing = newClearing;
  });

  it('clears the vault from the playground once the clearing height is reached, by the retrieval account', async () => {
    await client.devMine(Math.max(1, firstClearing - (await height())));
    await showPopupRoute(popup, `/vaults?view=guard&address=${SECURITY}`);
    const guarded = byTestId(popup, FID.guardVaultRow).and(popup.locator(`[data-address="${vault}"]`));
    await expect.poll(() => guarded.getAttribute('data-clearable'), { timeout: 15_000 }).toBe('true');
    await h.screenshot(popup, 'vault-guard');
    // The same view in Chinese, chosen as Settings would (the choice lives in the popup's localStorage).
    await popup.evaluate(() => localStorage.setItem('vaultline.language', 'zh-CN'));
    await showPopupRoute(popup, `/vaults?view=guard&address=${SECURITY}`);
    await expect.poll(() => guarded.locator('.status.ok').textContent(), { timeout: 15_000 }).toBe(' 已到达');
    // A height is an identifier: plain digits, never grouped (lib/format.ts's height rule).
    expect(await guarded.locator('[data-height]').textContent()).toContain(`清算高度 ${firstClearing}`);
    await h.screenshot(popup, 'vault-guard-zh');
    await popup.evaluate(() => localStorage.removeItem('vaultline.language'));

    const left = await gtBalance(client, vault);
    expect(left).toBeGreaterThan(60n * GT);
    const securityBefore = await gtBalance(client, SECURITY);
    const cleared = txHashOf(
      await playgroundTx(
        h,
        guardPlayground,
        'clear-vaults',
        { vaults: vault },
        { msgTypes: ['MsgClearVaultAccount'], screenshot: 'approval-clear-vault' },
      ),
    );
    expect(cleared).toMatch(/^VAULTCLEAR-/);
    expect(await gtBalance(client, vault)).toBe(0n);
    expect(await gtBalance(client, SECURITY)).toBe(securityBefore + left - (await feeOf(cleared)));
    await showPopupRoute(popup, `/vaults?view=guard&address=${SECURITY}`);
    await expect
      .poll(() => guarded.locator(`[data-testid="${FID.guardVaultBalance}"]`).getAttribute('data-nanogt'), { timeout: 15_000 })
      .toBe('0');
  });
});
