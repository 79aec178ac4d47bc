// Activity as the selected account sees it, in real Chromium against the local node: a transfer
// received reads "Received from …" with +amount, one sent reads "Sent to …" with −amount and the
// fee this account paid, a delegation names the con-account by its moniker, and a row opens into
// its details (every message, full addresses, fee, memo, height, full hash).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { LedgerClient } from '../../src/core/rest/client';
import type { Msg } from '../../src/core/types';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { devKeyOf, showPopupRoute, signAndWait as signAndWaitOutside } from './playground';
import { tr } from './lang';
import { defaultAccountName, trPattern, walletOnDevnet } from './wallet';

const ME = devKeyOf(0);
const FRIEND = devKeyOf(1);
const STRANGER = devKeyOf(3);
const GT = 1_000_000_000n;

describe('activity as this account sees it', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  const hashes: Record<'received' | 'sent' | 'delegated', string> = { received: '', sent: '', delegated: '' };

  const signAndWait = (from: ReturnType<typeof devKeyOf>, msg: Msg, memo = '') => signAndWaitOutside(h, from, msg, memo);

  const row = (txhash: string) => popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
  const inRow = (txhash: string, id: string) => row(txhash).locator(`[data-testid="${id}"]`);

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    const aurora = (await client.listConAccounts()).result.find((c) => c.description.moniker === 'Aurora')!;
    hashes.received = await signAndWait(
      STRANGER,
      {
        type: 'MsgSend',
        value: { from_address: STRANGER.address, to_address: ME.address, amount: [{ denom: 'NANOGT', amount: String(2n * GT) }] },
      },
      'rent for May',
    );
    hashes.sent = await signAndWait(ME, {
      type: 'MsgSend',
      value: { from_address: ME.address, to_address: FRIEND.address, amount: [{ denom: 'NANOGT', amount: String(GT) }] },
    });
    hashes.delegated = await signAndWait(ME, {
      type: 'MsgDelegate',
      value: {
        delegator_address: ME.address,
        'con-account_address': aurora.operator_address,
        amount: { denom: 'NANOGT', amount: String(3n * GT) },
      },
    });
    await showPopupRoute(popup, '/activity');
    await row(hashes.delegated).waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('shows a received transfer as received, with + and no fee of ours', async () => {
    expect(await inRow(hashes.received, TID.activityTitle).textContent()).toMatch(
      trPattern('activity.received', { revocable: '', more: '' }, { from: 'gt11\\S*' }),
    );
    expect(await inRow(hashes.received, TID.activityAmount).getAttribute('data-sign')).toBe('+');
    expect(await inRow(hashes.received, TID.activityAmount).textContent()).toBe('+2 GT');
    expect(await inRow(hashes.received, TID.activityFee).count()).toBe(0);
  });

  it('shows a sent transfer as sent, with − and the fee this account paid', async () => {
    expect(await inRow(hashes.sent, TID.activityTitle).textContent()).toMatch(
      trPattern('activity.sent', { revocable: '', more: '' }, { to: 'gt11qz\\S*' }),
    );
    expect(await inRow(hashes.sent, TID.activityAmount).textContent()).toBe('−1 GT');
    expect(await inRow(hashes.sent, TID.activityFee).textContent()).toBe(tr('activity.fee', { amount: '0.0001 GT' }));
  });

  it('names the con-account of a delegation by its moniker', async () => {
    expect(await inRow(hashes.delegated, TID.activityTitle).textContent()).toBe(tr('activity.delegated', { con: 'Aurora', more: '' }));
    expect(await inRow(hashes.delegated, TID.activityAmount).textContent()).toBe('−3 GT');
    await h.screenshot(popup, 'activity-directions');
  });

  it('opens a row into its details: message, full addresses, fee, memo, height and hash', async () => {
    await inRow(hashes.received, TID.activityToggle).click();
    const detail = inRow(hashes.received, TID.activityDetail);
    await detail.waitFor();
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain(STRANGER.address);
    expect(text).toContain(`${defaultAccountName(1)} · ${ME.address}`);
    expect(text).toContain('rent for May');
    expect(text).toContain('0.0001 GT');
    expect(text).toContain(hashes.received);
    expect(text).toContain(String((await client.getTx(hashes.received)).height));
    await h.screenshot(popup, 'activity-detail');
    await inRow(hashes.received, TID.activityToggle).click();
    expect(await inRow(hashes.received, TID.activityDetail).count()).toBe(0);
  });
});
