// A review's facts are the list's facts, and the node's: a vault's revocable transfer reads "Sent at S
// · final at F" in the vault's list and in its revoke review alike, S the height of the node's record
// of the transfer and F the height the node lists it under; the revoke message's own height row is
// that final height, named so (it once read "Sent at block F").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { devAddress, showPopupRoute } from './playground';
import { byTestId, walletOnDevnet } from './wallet';

const DELAY = 40;

describe("the revoke review's facts", () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;

  const confirmInPopup = async () => {
    await byTestId(popup, TID.confirmSubmit).click();
    await expect.poll(() => byTestId(popup, TID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    return (await byTestId(popup, TID.txDoneHash).textContent())!.trim();
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("shows the heights of the node's record in the list and in the review, from one source", async () => {
    await showPopupRoute(popup, '/vaults?view=create');
    await byTestId(popup, TID.vaultCreateDelay).fill(String(DELAY));
    await byTestId(popup, TID.vaultCreateClearing).fill(String(Number((await client.getLatestBlock()).height) + 500));
    await byTestId(popup, TID.vaultCreateAmount).fill('50');
    await byTestId(popup, TID.vaultCreateReview).click();
    await confirmInPopup();
    await byTestId(popup, TID.txDoneClose).click();
    const address = byTestId(popup, TID.vaultAddress);
    await address.waitFor({ timeout: 15_000 });
    const vault = (await address.getAttribute('data-address'))!;

    // Blocks between the send and the review: a sent height read off the clock would drift from the record.
    await client.devMine(3);
    await showPopupRoute(popup, `/vaults?view=vault&address=${vault}`);
    await byTestId(popup, TID.vaultSendOpen).click();
    await byTestId(popup, TID.vaultSendRecipient).fill(devAddress(1));
    await byTestId(popup, TID.vaultSendAmount).fill('7');
    await byTestId(popup, TID.vaultSendReview).click();
    const sent = await confirmInPopup();
    await client.devMine(2);

    const sentHeight = String((await client.getTx(sent)).height);
    const entry = (await client.listRevocableTxs(vault)).result.find((e) => e.tx_hash.endsWith(sent.slice(sent.indexOf('-') + 1)))!;
    const finalHeight = entry.height;
    expect(Number(finalHeight)).toBe(Number(sentHeight) + DELAY);
    const line = tr('vault.revocable.sentFinal', { sent: sentHeight, final: finalHeight });

    await showPopupRoute(popup, `/vaults?view=vault&address=${vault}`);
    const row = byTestId(popup, TID.revocableRow).and(popup.locator(`[data-tx-hash$="${sent.slice(sent.indexOf('-') + 1)}"]`));
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('revocable');
    await expect.poll(() => row.locator(`[data-testid="${TID.revocableHeights}"]`).textContent()).toBe(line);

    await row.locator(`[data-testid="${TID.revocableRevoke}"]`).click();
    const heights = byTestId(popup, TID.revokeHeights);
    await expect.poll(() => heights.textContent()).toBe(line);
    expect(await heights.getAttribute('data-sent')).toBe(sentHeight);
    expect(await heights.getAttribute('data-final')).toBe(finalHeight);
    const own = byTestId(popup, TID.revokeFinalHeight);
    expect(await own.locator('dt').textContent()).toBe(tr('renderers.vault.finalAt'));
    expect(await own.locator('dd').textContent()).toBe(finalHeight);
  });
});
