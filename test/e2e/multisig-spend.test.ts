// Spending from a 2-of-3 multisig account in real Chromium: member 1's key lives in browser
// profile A, member 2's in profile B, member 3's nowhere. A proposes a send and exports the
// partial-signature bundle as text; with one signature it offers no broadcast, only the bundle;
// B pastes the bundle, co-signs and broadcasts, and the balances change on the node. Then a
// multisig vault created from A's popup (two of its members live in A) sends a revocable transfer
// and revokes it, each in one flow ("Sign as" ticks only the active account; the other is ticked).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { E2EPage as Page } from './driver';
import {
  addressFromAminoPubKey,
  aminoPubKey,
  bech32PubKey,
  decodeBech32PubKey,
  multisigThresholdKey,
  toForm,
} from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { formatGT } from '../../src/core/amount';
import { LedgerClient } from '../../src/core/rest/client';
import { defaultValidHeight, signStdTx } from '../../src/core/tx';
import type { AccountView, WalletMethod } from '../../src/shared/wallet-api';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { gtBalance, showPopupRoute } from './playground';
import { addAndSelectNetwork, byTestId, goHome, onboardByImport, walletOnDevnet } from './wallet';

const GT = 1_000_000_000n;
const B_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const devKey = (index: number, mnemonic = DEV_MNEMONIC) => {
  const { kL } = deriveExtendedKey(mnemonic, accountPath(index));
  return { kL, publicKey: publicKeyOf(kL) };
};
const pubkeyOf = (key: Uint8Array) => bech32PubKey(aminoPubKey(key));
/** Member 3: a key neither profile holds. */
const OUTSIDER = devKey(7, B_MNEMONIC).publicKey;
const RECIPIENT = addressFromAminoPubKey(aminoPubKey(devKey(9, B_MNEMONIC).publicKey));

/** The "Sign as" list offers exactly `ids` (this wallet's members), distinctly named, only the first
 *  (the active account) ticked; then ticks them all. */
async function signAsBoth(page: Page, ids: string[]): Promise<void> {
  const boxes = page.locator(`[data-testid="${FID.multisigSignAs}"]`);
  expect(await boxes.evaluateAll((els) => els.map((el) => el.getAttribute('data-account-id')))).toEqual(ids);
  expect(await boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked))).toEqual(ids.map((_, i) => i === 0));
  const labels = await boxes.evaluateAll((els) => els.map((el) => el.closest('label')?.textContent?.trim() ?? ''));
  expect(new Set(labels).size).toBe(ids.length);
  for (let i = 1; i < ids.length; i++) await boxes.nth(i).check();
}

async function wallet<T = unknown>(page: Page, method: WalletMethod, params: unknown): Promise<T> {
  const answer = (await page.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
    method,
    params,
  ] as const)) as { ok: boolean; result: T; error?: { message: string } };
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.message}`);
  return answer.result;
}

describe('spending from multisig accounts across two browser profiles', () => {
  let a: Harness;
  let b: Harness;
  let client: LedgerClient;
  let popupA: Page;
  let popupB: Page;
  let memberA: AccountView;
  let memberB: AccountView;
  let shared: AccountView;
  let gt2: string;
  let bundleText: string;
  /** The multisig vault of the last tests: its tracked account and vault2 address. */
  let vaultAccount: AccountView;
  let vault2: string;

  /** Publishes the threshold key, paid and signed by dev account 1 (no member of anything here). */
  async function publish(account: AccountView): Promise<void> {
    const key = devKey(1);
    const from = addressFromAminoPubKey(aminoPubKey(key.publicKey));
    const base_req = {
      from,
      memo: '',
      chain_id: a.devnet!.chainId,
      gas: '200000',
      fees: [{ denom: 'NANOGT', amount: '1000000' }],
      simulate: false,
      valid_height: defaultValidHeight(a.devnet!.node.height()),
    };
    const unsigned = await client.publishMultisig(account.address, { base_req, pubkey: account.publicKey });
    await client.broadcastTx(signStdTx(unsigned, a.devnet!.chainId, [key]));
  }
  const bundleOf = (page: Page) => byTestId(page, FID.multisigBundle);

  beforeAll(async () => {
    a = await startHarness();
    b = await startHarness({ devnet: false });
    ({ client, popup: popupA } = await walletOnDevnet(a));
    popupB = await onboardByImport(b, B_MNEMONIC);
    await addAndSelectNetwork(popupB, { name: 'E2E devnet', restUrl: a.devnet!.url, chainId: a.devnet!.chainId });
    await goHome(popupB);
    memberA = (await wallet<{ accounts: AccountView[] }>(popupA, 'wallet_getState', {})).accounts[0]!;
    memberB = (await wallet<{ accounts: AccountView[] }>(popupB, 'wallet_getState', {})).accounts[0]!;
    shared = await wallet<AccountView>(popupA, 'wallet_addMultisigAccount', {
      name: 'Team',
      threshold: 2,
      pubkeys: [memberA.publicKey, memberB.publicKey, pubkeyOf(OUTSIDER)],
    });
    gt2 = toForm(shared.address, 'gt2');
    // Funded and published by another account, as a team would do once.
    await client.devFund(shared.address, [{ denom: 'NANOGT', amount: (100n * GT).toString() }]);
    await publish(shared);
    await vi.waitFor(async () => expect((await client.getAccount(gt2)).result.value.account_type).toBe(2), {
      timeout: 15_000,
      interval: 100,
    });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('profile A shows the account with its members and proposes a send signed by member 1', async () => {
    await showPopupRoute(popupA, '/vaults?view=multisig');
    await byTestId(popupA, FID.multisigOpenAccount).click();
    const view = byTestId(popupA, FID.multisigAccount);
    await expect.poll(() => view.getAttribute('data-published'), { timeout: 15_000 }).toBe('true');
    expect(await view.getAttribute('data-address')).toBe(gt2);
    expect(await view.getAttribute('data-threshold')).toBe('2');
    expect(await byTestId(popupA, FID.multisigAccountMember).evaluateAll((els) => els.map((el) => el.getAttribute('data-mine')))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(await byTestId(popupA, FID.multisigAccountBalance).getAttribute('data-nanogt')).toBe((100n * GT).toString());

    await byTestId(popupA, FID.multisigProposeSend).click();
    await byTestId(popupA, FID.multisigSendTo).fill(RECIPIENT);
    await byTestId(popupA, FID.multisigSendAmount).fill('7');
    await byTestId(popupA, FID.multisigSendReview).click();
    expect(await byTestId(popupA, FID.multisigSignAs).getAttribute('data-account-id')).toBe(memberA.id);
    await byTestId(popupA, FID.confirmSubmit).click();
    await expect.poll(() => bundleOf(popupA).getAttribute('data-signatures'), { timeout: 15_000 }).toBe('1');
    expect(await bundleOf(popupA).getAttribute('data-ready')).toBe('false');
    expect(await byTestId(popupA, FID.multisigBundleMember).evaluateAll((els) => els.map((el) => el.getAttribute('data-signed')))).toEqual([
      'true',
      'false',
      'false',
    ]);
    bundleText = await byTestId(popupA, FID.multisigBundleText).inputValue();
    expect(bundleText).toMatch(/^vaultline-multisig:1:[A-Za-z0-9_-]+$/);
    expect(await byTestId(popupA, FID.multisigBundleQr).count()).toBe(1);
    await a.screenshot(popupA, 'multisig-bundle-proposed');
  });

  it('with one of two signatures the bundle offers no broadcast, only itself to pass on', async () => {
    expect(await bundleOf(popupA).locator('.f-buttons button').count()).toBe(1);
    expect(await byTestId(popupA, FID.multisigBundleBroadcast).count()).toBe(0);
    expect(await bundleOf(popupA).locator('p.warning').first().textContent()).toBe(tr('tx.bundle.missing', { count: 1 }));
    expect(await gtBalance(client, RECIPIENT)).toBe(0n);
    expect(await gtBalance(client, gt2)).toBe(100n * GT);
  });

  it('profile B pastes the bundle, co-signs as member 2 and broadcasts; the balances change', async () => {
    await showPopupRoute(popupB, '/vaults?view=multisig');
    await byTestId(popupB, FID.multisigCosignOpen).first().click();
    // Pasted with a line break, as a chat app might wrap it.
    await byTestId(popupB, FID.multisigImportText).fill(`${bundleText.slice(0, 60)}\n${bundleText.slice(60)}`);
    await byTestId(popupB, FID.multisigImportRead).click();
    await expect.poll(() => bundleOf(popupB).getAttribute('data-signatures'), { timeout: 15_000 }).toBe('1');
    // The tx exactly as an approval shows it: the same message card.
    expect(await bundleOf(popupB).locator(`[data-testid="${TID.approvalMsg}"]`).getAttribute('data-msg-type')).toBe('MsgSend');
    expect(await byTestId(popupB, FID.multisigSignAs).getAttribute('data-account-id')).toBe(memberB.id);
    await byTestId(popupB, FID.multisigBundleSign).click();
    await expect.poll(() => bundleOf(popupB).getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    expect(await bundleOf(popupB).getAttribute('data-signatures')).toBe('2');
    await b.screenshot(popupB, 'multisig-bundle-cosigned');
    const feeLine = await byTestId(popupB, FID.multisigBundleFee).textContent();
    await byTestId(popupB, FID.multisigBundleBroadcast).click();
    await expect.poll(() => byTestId(popupB, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    const txhash = (await byTestId(popupB, FID.txDoneHash).textContent())!.trim();
    const record = await client.getTx(txhash);
    expect(record.tx.value.signatures![0]!.pub_key.type).toBe('gatechain/PubKeyMultisigThreshold');
    expect(await gtBalance(client, RECIPIENT)).toBe(7n * GT);
    expect(await gtBalance(client, gt2)).toBe(100n * GT - 7n * GT - BigInt(record.tx.value.fee.amount[0]!.amount));
    // The bundle named the fee that was paid, its unit once.
    expect(feeLine).toBe(tr('tx.bundle.fee', { amount: formatGT(BigInt(record.tx.value.fee.amount[0]!.amount), { group: true }) }));
  });

  it('a multisig vault created from the popup sends a revocable transfer and revokes it (two members in this wallet)', async () => {
    const second = await wallet<AccountView>(popupA, 'wallet_addAccount', { name: 'Second' });
    const vaultKeyText = pubkeyOf(devKey(3, B_MNEMONIC).publicKey);
    const key = multisigThresholdKey(
      2,
      [memberA.publicKey, second.publicKey, vaultKeyText].map((k) => decodeBech32PubKey(k).slice(5)),
    );
    const tracked = await wallet<AccountView>(popupA, 'wallet_addMultisigAccount', {
      name: 'Team vault',
      threshold: 2,
      pubkeys: [memberA.publicKey, second.publicKey, vaultKeyText],
    });
    expect(tracked.publicKey).toBe(bech32PubKey(key));
    vaultAccount = tracked;
    vault2 = toForm(tracked.address, 'vault2');

    await showPopupRoute(popupA, '/vaults?view=create');
    await byTestId(popupA, FID.vaultCreateDelay).fill('20');
    await byTestId(popupA, FID.vaultCreateClearing).fill(String(a.devnet!.node.height() + 200));
    await byTestId(popupA, FID.vaultCreateAmount).fill('50');
    // Funded by Main; retrieval account: Second (a key account of this wallet, also a member).
    await byTestId(popupA, FID.vaultCreateFunder).selectOption(memberA.id);
    await byTestId(popupA, FID.vaultCreateSecurity).selectOption(second.id);
    await popupA.locator('details.advanced summary').click();
    await byTestId(popupA, FID.vaultCreateMultisigToggle).check();
    await byTestId(popupA, FID.vaultCreateMultisigPick).selectOption(tracked.publicKey);
    await expect.poll(() => byTestId(popupA, FID.vaultCreateMultisigKey).inputValue()).toBe(tracked.publicKey);
    await a.screenshot(popupA, 'multisig-vault-create');
    await byTestId(popupA, FID.vaultCreateReview).click();
    await byTestId(popupA, FID.confirmSubmit).click();
    await expect.poll(() => byTestId(popupA, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    expect((await client.getVaultAccount(vault2)).result.value.account_type).toBe(3);

    // Revocable send: both local members sign in one flow, then it is combined and broadcast.
    await showPopupRoute(popupA, `/vaults?view=vault&address=${vault2}`);
    await byTestId(popupA, FID.vaultSendOpen).click();
    await byTestId(popupA, FID.vaultSendRecipient).fill(RECIPIENT);
    await byTestId(popupA, FID.vaultSendAmount).fill('5');
    await byTestId(popupA, FID.vaultSendReview).click();
    // Only the active account (Main) signs unless the person ticks another member, each under its own name.
    await signAsBoth(popupA, [memberA.id, second.id]);
    await byTestId(popupA, FID.confirmSubmit).click();
    await expect.poll(() => bundleOf(popupA).getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    await byTestId(popupA, FID.multisigBundleBroadcast).click();
    await expect.poll(() => byTestId(popupA, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    const sent = (await byTestId(popupA, FID.txDoneHash).textContent())!.trim();
    expect(sent).toMatch(/^REVOCABLEPAY-/);
    expect(await client.revocableStatus(sent)).toEqual({ status: 1, revoke_hash: '' });

    // Revoke it: the node builds the MsgRevoke, the wallet proposes it with no signature, and the
    // popup's co-sign screen signs it as both local members and broadcasts. (The vault screen's own
    // Revoke button reads a list entry's height as its effect height, as a real node reports it; the
    // devnet still reports the sent height, so that row shows the transfer as final.)
    const security = (await client.getVaultAccount(vault2)).result.value.account_field.value.security_address;
    const securityBefore = await gtBalance(client, security);
    const built = await client.revoke(sent, {
      base_req: {
        from: vault2,
        memo: '',
        chain_id: a.devnet!.chainId,
        gas: '200000',
        fees: [{ denom: 'NANOGT', amount: '1000000' }],
        simulate: false,
        valid_height: defaultValidHeight(a.devnet!.node.height()),
      },
      index: '0',
    });
    const proposal = await wallet<{ text: string; signatures: number }>(popupA, 'wallet_multisigPropose', {
      accountId: tracked.id,
      msgs: built.value.msg,
      memberIds: [],
    });
    expect(proposal.signatures).toBe(0);
    await showPopupRoute(popupA, '/vaults?view=multisig&step=cosign');
    await byTestId(popupA, FID.multisigImportText).fill(proposal.text);
    await byTestId(popupA, FID.multisigImportRead).click();
    await expect.poll(() => bundleOf(popupA).getAttribute('data-signatures'), { timeout: 15_000 }).toBe('0');
    expect(await bundleOf(popupA).locator(`[data-testid="${TID.approvalMsg}"]`).getAttribute('data-msg-type')).toBe('MsgRevoke');
    await signAsBoth(popupA, [memberA.id, second.id]);
    await byTestId(popupA, FID.multisigBundleSign).click();
    await expect.poll(() => bundleOf(popupA).getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    await byTestId(popupA, FID.multisigBundleBroadcast).click();
    await expect.poll(() => byTestId(popupA, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    const revoke = (await byTestId(popupA, FID.txDoneHash).textContent())!.trim();
    expect(revoke).toMatch(/^REVOKE-/);
    expect(await client.revocableStatus(sent)).toEqual({ status: 0, revoke_hash: revoke });
    expect(await gtBalance(client, security)).toBe(securityBefore + 5n * GT);
    expect(await gtBalance(client, RECIPIENT)).toBe(7n * GT);
  });

  it('the multisig vault stakes (both local members sign), and its retrieval account undelegates that stake from the popup', async () => {
    const con = (await client.listConAccounts()).result[0]!.operator_address;
    const delegate = {
      type: 'MsgDelegate',
      value: {
        delegator_address: vaultAccount.address,
        'con-account_address': con,
        amount: { denom: 'NANOGT', amount: (10n * GT).toString() },
      },
    };
    const proposal = await wallet<{ text: string; ready: boolean }>(popupA, 'wallet_multisigPropose', {
      accountId: vaultAccount.id,
      msgs: [delegate],
      memberIds: (await wallet<{ accounts: AccountView[] }>(popupA, 'wallet_getState', {})).accounts
        .filter((x) => x.kind === 'hd')
        .map((x) => x.id),
    });
    expect(proposal.ready).toBe(true);
    await wallet(popupA, 'wallet_multisigBroadcast', { bundles: [proposal.text] });
    await vi.waitFor(
      async () => expect((await client.getDelegations(vault2)).result.map((d) => d.balance)).toEqual([(10n * GT).toString()]),
      { timeout: 15_000, interval: 100 },
    );

    // Reached as a person does: Vaults → Vaults I guard → the retrieval account → Undelegate.
    const security = (await client.getVaultAccount(vault2)).result.value.account_field.value.security_address;
    await showPopupRoute(popupA, '/vaults');
    await byTestId(popupA, FID.guardCard)
      .and(popupA.locator(`[data-address="${security}"]`))
      .click();
    const row = byTestId(popupA, FID.guardVaultRow).and(popupA.locator(`[data-address="${vault2}"]`));
    await expect
      .poll(() => row.locator(`[data-testid="${FID.guardVaultStaked}"]`).getAttribute('data-nanogt'), { timeout: 15_000 })
      .toBe((10n * GT).toString());
    await row.locator(`[data-testid="${FID.guardUndelegate}"]`).click();
    await byTestId(popupA, FID.confirmSubmit).click();
    await expect.poll(() => byTestId(popupA, FID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    const undelegations = (await client.getUndelegations(vault2)).result;
    expect(undelegations.flatMap((u) => u.entries.map((e) => e.balance))).toEqual([(10n * GT).toString()]);
    expect((await client.getDelegations(vault2)).result.filter((d) => BigInt(d.balance) > 0n)).toEqual([]);
  });
});
