// Multisig in real Chromium against the local node: the popup creates a 2-of-3 multisig account
// from members' gt1pub keys, sorted by address as the ledger's CLI does (its gt1 address shown
// before anything is on the ledger, and the typed order's address when asked to keep it); the
// playground publishes it (rejected once, a wrong key caught as invalid params, then approved);
// the node and the popup then show it as gt2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromAminoPubKey, aminoPubKey, bech32PubKey, multisigThresholdKey, toForm } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { sortMembersByAddress } from '../../src/core/address';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { settled } from './demo-page';
import { startHarness, type Harness } from './harness';
import { answerTxApproval, connectedPlayground, playgroundTx, showPopupRoute, submitOperation, txHashOf } from './playground';
import { byTestId, walletOnDevnet } from './wallet';

const memberKey = (index: number) => publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(index)).kL);
const MEMBERS = [0, 1, 2].map(memberKey);
// By default members are sorted by address, as the ledger's CLI sorts them (for these keys: 1, 2, 0).
const MULTISIG_KEY = bech32PubKey(multisigThresholdKey(2, sortMembersByAddress(MEMBERS)));
const MULTISIG_GT1 = addressFromAminoPubKey(multisigThresholdKey(2, sortMembersByAddress(MEMBERS)), 'gt1');
const TYPED_ORDER_GT1 = addressFromAminoPubKey(multisigThresholdKey(2, MEMBERS), 'gt1');
const MULTISIG_GT2 = toForm(MULTISIG_GT1, 'gt2');

describe('multisig accounts', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let playground: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    playground = await connectedPlayground(h);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('creates a 2-of-3 multisig account in the popup from gt1pub keys; its gt1 address is shown', async () => {
    // Reached the way a person does: the home screen's Multisig tile, then Create.
    await showPopupRoute(popup, '/');
    await byTestId(popup, TID.navMultisig).click();
    await byTestId(popup, FID.multisigCreateOpen).click();
    await byTestId(popup, FID.multisigAddMine).first().click();
    await byTestId(popup, FID.multisigMember(2)).fill(bech32PubKey(aminoPubKey(MEMBERS[1]!)));
    await byTestId(popup, FID.multisigMemberAdd).click();
    await byTestId(popup, FID.multisigMember(3)).fill(bech32PubKey(aminoPubKey(MEMBERS[2]!)));
    await byTestId(popup, FID.multisigThreshold).fill('2');
    await byTestId(popup, FID.multisigName).fill('Team');
    await expect.poll(() => byTestId(popup, FID.multisigPreviewAddress).textContent()).toBe(MULTISIG_GT1);
    expect(await byTestId(popup, FID.multisigPreviewKey).getAttribute('data-key')).toBe(MULTISIG_KEY);
    expect(await byTestId(popup, FID.multisigPreviewOrder).getAttribute('data-order')).toBe('address');
    // The order typed stays a choice: another account, shown before anything is saved.
    await byTestId(popup, FID.multisigKeepOrder).click();
    await expect.poll(() => byTestId(popup, FID.multisigPreviewAddress).textContent()).toBe(TYPED_ORDER_GT1);
    await byTestId(popup, FID.multisigKeepOrder).click();
    await expect.poll(() => byTestId(popup, FID.multisigPreviewAddress).textContent()).toBe(MULTISIG_GT1);
    await h.screenshot(popup, 'multisig-create');
    await byTestId(popup, FID.multisigSave).click();

    const row = byTestId(popup, FID.multisigRow);
    await expect.poll(() => row.getAttribute('data-address'), { timeout: 15_000 }).toBe(MULTISIG_GT1);
    expect(await row.getAttribute('data-published')).toBe('false');
    await expect(client.getAccount(MULTISIG_GT1)).rejects.toMatchObject({ status: 404 });
  });

  it('answers -32602 naming the field when the key is not the address’s, and 4001 when rejected', async () => {
    const wrongKey = bech32PubKey(multisigThresholdKey(1, MEMBERS));
    const invalid = await submitOperation(playground, 'publish-multisig', { address: MULTISIG_GT1, pubkey: wrongKey });
    const answer = await settled(playground, invalid);
    expect(answer).toMatchObject({ status: 'error', code: '-32602' });
    expect((answer.result as { data: { field: string } }).data.field).toBe('msgs[0].value.pubkey');

    const rejected = await submitOperation(playground, 'publish-multisig', { address: MULTISIG_GT1, pubkey: MULTISIG_KEY });
    await answerTxApproval(h, 'sendTx', { msgTypes: ['MsgPublishMultiSigAccount'], approve: false });
    expect(await settled(playground, rejected)).toMatchObject({ status: 'error', code: '4001' });
    expect(await playground.locator('#result-code').textContent()).toBe('4001');
    await expect(client.getAccount(MULTISIG_GT1)).rejects.toMatchObject({ status: 404 });
  });

  it('publishes it from the playground; the node and the popup show it as gt2', async () => {
    const sent = await playgroundTx(
      h,
      playground,
      'publish-multisig',
      { address: MULTISIG_GT1, pubkey: MULTISIG_KEY },
      { msgTypes: ['MsgPublishMultiSigAccount'], screenshot: 'approval-publish-multisig' },
    );
    txHashOf(sent);
    const account = (await client.getAccount(MULTISIG_GT1)).result.value;
    expect(account.account_type).toBe(2);
    expect(account.account_field.value.base_account.address).toBe(MULTISIG_GT2);
    expect(account.account_field.value.base_account.public_key?.type).toBe('gatechain/PubKeyMultisigThreshold');

    await showPopupRoute(popup, '/vaults?view=multisig');
    const row = byTestId(popup, FID.multisigRow);
    await expect.poll(() => row.getAttribute('data-published'), { timeout: 15_000 }).toBe('true');
    expect(await row.getAttribute('data-address')).toBe(MULTISIG_GT2);
    expect(await row.locator(`[data-testid="${FID.multisigAddress}"]`).textContent()).toBe(MULTISIG_GT2);
    expect(await row.locator(`[data-testid="${FID.multisigPublish}"]`).count()).toBe(0);
    // The wallet's own record of the account (account switcher, dApps) reads gt2 as well.
    const state = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: 'wallet_getState', params: {} }),
    );
    const tracked = (state as { result: { accounts: Array<{ kind: string; address: string }> } }).result.accounts.filter(
      (a) => a.kind === 'multisig',
    );
    expect(tracked.map((a) => a.address)).toEqual([MULTISIG_GT2]);
    await h.screenshot(popup, 'multisig');
  });
});
