// Revocable transfers in Activity, in real Chromium against the local node. A vault (one of the
// wallet's accounts) sends twice revocably to another of them: both sides read "Revocable until
// height H"; once the vault revokes the first, both sides read it as revoked (never "Success" or
// "Sent") and the vault lists the revoke; once blocks pass the delay the second is irrevocable.
// The same rows then read in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { shortAddress, toForm } from '../../src/core/address';
import type { LedgerClient } from '../../src/core/rest/client';
import { buildUnsignedTx, defaultValidHeight, signStdTx } from '../../src/core/tx';
import type { Msg, StdTx } from '../../src/core/types';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { devKeyOf, showPopupRoute } from './playground';
import { byTestId, defaultAccountName, goHome, literal, walletOnDevnet, waitForValue } from './wallet';

const FUNDER = devKeyOf(0);
const RECIPIENT = devKeyOf(1);
// Not prefunded (the node funds two dev accounts), so it can become a vault.
const VAULT_KEY = devKeyOf(2);
const VAULT = toForm(VAULT_KEY.address, 'vault1');
const GT = 1_000_000_000n;
const DELAY = 5;
const FEE = { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' };
/** Text that begins with `prefix`. */
const startingWith = (prefix: string, rest = '') => new RegExp(`^${literal(prefix)}${rest}`);
/** "Revocable until height H", H not the start of a longer number. */
const revocableUntil = (height: number) => startingWith(tr('activity.revocable.until', { height: String(height) }), '(?!\\d)');

describe('revocable transfers in activity', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  const sent = { revoked: '', kept: '' };
  let revoke = '';
  let created = '';
  const untilHeight = { revoked: 0, kept: 0 };

  async function broadcast(key: typeof FUNDER, tx: StdTx): Promise<string> {
    const { txhash } = await client.broadcastTx(signStdTx(tx, h.devnet!.chainId, [{ kL: key.kL, publicKey: key.publicKey }]));
    await waitForValue(
      async () => (await client.getTx(txhash).catch(() => undefined)) !== undefined,
      true,
      `tx ${txhash} in a block`,
      30_000,
    );
    return txhash;
  }
  const validHeight = async () => defaultValidHeight(Number((await client.getLatestBlock()).height));
  const signAndWait = async (key: typeof FUNDER, msg: Msg) =>
    broadcast(key, buildUnsignedTx({ msgs: [msg], fee: FEE, memo: '', validHeight: await validHeight() }));
  const revocableSend = (gt: bigint) =>
    signAndWait(VAULT_KEY, {
      type: 'MsgRevocableSend',
      value: { from_address: VAULT, to_address: RECIPIENT.address, amount: [{ denom: 'NANOGT', amount: String(gt * GT) }] },
    });

  const row = (txhash: string) => popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
  const inRow = (txhash: string, id: string) => row(txhash).locator(`[data-testid="${id}"]`);
  const switchTo = async (name: string) => {
    await goHome(popup);
    await byTestId(popup, TID.accountSwitcher).click();
    await popup.locator('[data-testid^="account-option-"]').filter({ hasText: name }).click();
    await showPopupRoute(popup, '/activity');
  };

  beforeAll(async () => {
    h = await startHarness({ devnetOptions: { accounts: 2 } });
    ({ client, popup } = await walletOnDevnet(h));
    for (const key of [RECIPIENT, VAULT_KEY]) {
      await byTestId(popup, TID.accountSwitcher).click();
      await byTestId(popup, TID.accountAdd).click();
      await waitForValue(() => byTestId(popup, TID.accountAddress).getAttribute('data-address'), key.address, 'the added account selected');
    }
    const clearing = Number((await client.getLatestBlock()).height) + 1000;
    created = await signAndWait(FUNDER, {
      type: 'MsgCreateVault',
      value: {
        from_address: FUNDER.address,
        to_address: VAULT_KEY.address,
        security_address: FUNDER.address,
        delay_height: String(DELAY),
        clearing_height: String(clearing),
        amount: [{ denom: 'NANOGT', amount: String(100n * GT) }],
      },
    });
    sent.revoked = await revocableSend(10n);
    sent.kept = await revocableSend(5n);
    for (const which of ['revoked', 'kept'] as const) untilHeight[which] = Number((await client.getTx(sent[which])).height) + DELAY;
  });

  afterAll(async () => {
    await h?.close();
  });

  it('shows "Revocable until height H" on the vault’s side, with the vault in its vault form', async () => {
    await switchTo(defaultAccountName(3));
    await inRow(sent.kept, TID.activityRevocable).waitFor({ timeout: 30_000 });
    for (const which of ['revoked', 'kept'] as const) {
      expect(await row(sent[which]).getAttribute('data-revocable')).toBe('revocable');
      expect(await inRow(sent[which], TID.activityRevocable).textContent()).toMatch(revocableUntil(untilHeight[which]));
      expect(await inRow(sent[which], TID.activityStatus).textContent()).toBe(tr('activity.status.revocable'));
      expect(await inRow(sent[which], TID.activityTitle).textContent()).toBe(
        tr('activity.sent', { revocable: tr('activity.revocableTag'), to: defaultAccountName(2), more: '' }),
      );
    }
    expect(await inRow(sent.revoked, TID.activityAmount).textContent()).toBe('−10 GT');
    await inRow(sent.revoked, TID.activityToggle).click();
    const detail = (await inRow(sent.revoked, TID.activityDetail).textContent()) ?? '';
    expect(detail).toContain(`${defaultAccountName(3)} · ${VAULT}`);
    expect(detail).not.toContain(VAULT_KEY.address);
    expect(await inRow(sent.revoked, TID.activityDetailState).textContent()).toMatch(revocableUntil(untilHeight.revoked));
    await h.screenshot(popup, 'activity-revocable');
  });

  it('names the new vault in its vault form in the funder’s activity', async () => {
    await switchTo(defaultAccountName(1));
    await row(created).waitFor({ timeout: 30_000 });
    // The message's summary in the run's language, the vault in its vault form.
    const summary = tr('summary.MsgCreateVault', {
      vault: shortAddress(VAULT),
      amount: '100 GT',
      count: DELAY,
      retrieval: shortAddress(FUNDER.address),
    });
    expect(await inRow(created, TID.activityTitle).textContent()).toBe(summary);
    await inRow(created, TID.activityToggle).click();
    const detail = (await inRow(created, TID.activityDetail).textContent()) ?? '';
    expect(detail).toContain(`${defaultAccountName(3)} · ${VAULT}`);
    expect(detail).not.toContain(VAULT_KEY.address);
  });

  it('shows the same on the recipient’s side', async () => {
    await switchTo(defaultAccountName(2));
    await inRow(sent.kept, TID.activityRevocable).waitFor({ timeout: 30_000 });
    expect(await inRow(sent.revoked, TID.activityRevocable).textContent()).toMatch(revocableUntil(untilHeight.revoked));
    expect(await inRow(sent.revoked, TID.activityTitle).textContent()).toBe(
      tr('activity.received', { revocable: tr('activity.revocableTag'), from: defaultAccountName(3), more: '' }),
    );
    expect(await inRow(sent.revoked, TID.activityAmount).textContent()).toBe('+10 GT');
  });

  it('reads a revoked transfer as revoked on both sides, and lists the revoke on the vault’s', async () => {
    const built = await client.revoke(sent.revoked, {
      base_req: {
        from: VAULT,
        memo: '',
        chain_id: h.devnet!.chainId,
        gas: FEE.gas,
        fees: FEE.amount,
        simulate: false,
        valid_height: await validHeight(),
      },
      index: '0',
    });
    revoke = await broadcast(VAULT_KEY, built);
    expect((await client.revocableStatus(sent.revoked)).revoke_hash).toBe(revoke);

    await showPopupRoute(popup, '/activity');
    await expect.poll(() => row(sent.revoked).getAttribute('data-revocable'), { timeout: 30_000 }).toBe('revoked');
    expect(await inRow(sent.revoked, TID.activityStatus).textContent()).toBe(tr('activity.status.revoked'));
    expect(await inRow(sent.revoked, TID.activityTitle).textContent()).toBe(
      tr('activity.revokedFrom', { from: defaultAccountName(3), more: '' }),
    );
    expect(await inRow(sent.revoked, TID.activityAmount).count()).toBe(0);

    await switchTo(defaultAccountName(3));
    await expect.poll(() => row(sent.revoked).getAttribute('data-revocable'), { timeout: 30_000 }).toBe('revoked');
    expect(await inRow(sent.revoked, TID.activityStatus).textContent()).toBe(tr('activity.status.revoked'));
    expect(await inRow(sent.revoked, TID.activityTitle).textContent()).toBe(
      tr('activity.revokedTo', { to: defaultAccountName(2), more: '' }),
    );
    await inRow(sent.revoked, TID.activityToggle).click();
    expect(await inRow(sent.revoked, TID.activityDetailState).textContent()).toBe(tr('activity.revocable.revokedBy', { hash: revoke }));
    expect(await inRow(revoke, TID.activityTitle).textContent()).toMatch(startingWith(tr('activity.revoke', { hash: '', more: '' })));
    const revokeDetail = inRow(revoke, TID.activityDetail);
    await inRow(revoke, TID.activityToggle).click();
    expect(await revokeDetail.textContent()).toContain(sent.revoked.slice(sent.revoked.indexOf('-') + 1));
    // Still revocable: the other transfer.
    expect(await row(sent.kept).getAttribute('data-revocable')).toBe('revocable');
    // One detail is open at a time: closing the revoke's closes them all.
    await inRow(revoke, TID.activityToggle).click();
    expect(await popup.locator(`[data-testid="${TID.activityDetail}"]`).count()).toBe(0);
    await h.screenshot(popup, 'activity-revoked');
  });

  it('reads the other transfer as irrevocable once the delay has passed', async () => {
    await client.devMine(DELAY + 1);
    await expect.poll(() => row(sent.kept).getAttribute('data-revocable'), { timeout: 30_000 }).toBe('final');
    expect(await inRow(sent.kept, TID.activityRevocable).textContent()).toBe(
      tr('activity.revocable.final', { height: String(untilHeight.kept) }),
    );
    expect(await inRow(sent.kept, TID.activityStatus).textContent()).toBe(tr('activity.status.success'));
    expect(await row(sent.revoked).getAttribute('data-revocable')).toBe('revoked');
  });

  it('says the same in Chinese', async () => {
    await popup.evaluate(() => localStorage.setItem('vaultline.language', 'zh-CN'));
    await showPopupRoute(popup, '/activity');
    await expect.poll(() => row(sent.revoked).getAttribute('data-revocable'), { timeout: 30_000 }).toBe('revoked');
    await expect.poll(() => row(sent.kept).getAttribute('data-revocable'), { timeout: 30_000 }).toBe('final');
    expect(await inRow(sent.revoked, TID.activityStatus).textContent()).toBe('已撤销');
    // No space between Chinese words: "已撤销给账户 2 的转账" for a Chinese name, a space before a Latin one.
    const name = defaultAccountName(2);
    const gap = /^\p{Script=Han}/u.test(name) ? '' : ' ';
    expect(await inRow(sent.revoked, TID.activityTitle).textContent()).toBe(`已撤销给${gap}${name} 的转账`);
    expect(await inRow(sent.kept, TID.activityRevocable).textContent()).toBe(`自区块高度 ${untilHeight.kept} 起不可撤销`);
    await h.screenshot(popup, 'activity-revoked-zh');
    await popup.evaluate(() => localStorage.removeItem('vaultline.language'));
  });
});
