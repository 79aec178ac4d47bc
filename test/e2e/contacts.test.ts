// The address book in real browsers against the local node: a contact added from the send review
// labels that address in the review at once, in Activity, among Send's recent recipients and in a
// later review; one added from Activity's counterparty names it there; the Contacts screen edits,
// refuses a second contact of the same name, and removes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { TID } from '../../src/popup/testids';
import { showPopupRoute } from './playground';
import { join } from 'node:path';
import { docImagesDir, startHarness, type Harness } from './harness';
import { byTestId, goHome, walletOnDevnet } from './wallet';

/** An address no one has used: a fresh one for each test. */
function strangerAddress(): string {
  return addressFromPublicKey(crypto.getRandomValues(new Uint8Array(32)));
}

describe('the address book', () => {
  let h: Harness;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    ({ popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  const reviewLabel = (to: string) => popup.locator(`.tx-view [data-testid="${TID.addressLabel}"][data-address="${to}"]`).first();

  async function sendReview(to: string, amount = '1'): Promise<void> {
    await showPopupRoute(popup, '/send');
    await byTestId(popup, TID.sendRecipient).fill(to);
    await byTestId(popup, TID.sendAmount).fill(amount);
    await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendReview).click();
  }

  async function confirmSend(): Promise<string> {
    await expect.poll(() => byTestId(popup, TID.sendConfirm).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendConfirm).click();
    const hash = byTestId(popup, TID.sendTxhash);
    await hash.waitFor({ timeout: 30_000 });
    await expect.poll(() => byTestId(popup, TID.txDone).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    return (await hash.getAttribute('data-txhash'))!;
  }

  it('a contact added on a review labels that address there, in Activity, in recent recipients and in a later review', async () => {
    const to = strangerAddress();
    await sendReview(to);
    await expect.poll(() => reviewLabel(to).getAttribute('data-label')).toBe('unknown');
    await popup.locator(`[data-testid="${TID.contactAdd}"][data-address="${to}"]`).click();
    await byTestId(popup, TID.contactAddName).fill('Bob the builder');
    await byTestId(popup, TID.contactAddSave).click();
    await expect.poll(() => reviewLabel(to).getAttribute('data-label')).toBe('contact');
    expect(await reviewLabel(to).textContent()).toContain('Bob the builder');
    const txhash = await confirmSend();

    await showPopupRoute(popup, '/activity');
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
    await expect.poll(() => row.locator(`[data-testid="${TID.activityTitle}"]`).textContent()).toContain('Bob the builder');
    await row.locator(`[data-testid="${TID.activityToggle}"]`).click();
    await expect
      .poll(() => row.locator(`[data-testid="${TID.activityAddress}"][data-address="${to}"]`).getAttribute('data-name'))
      .toBe('Bob the builder');

    // Send lists it among the recent recipients, named; a click fills the field; the review calls it a contact.
    await showPopupRoute(popup, '/send');
    const recent = popup.locator(`[data-testid="${TID.sendRecent}"] [data-testid="${TID.sendRecentRecipient}"][data-address="${to}"]`);
    await expect.poll(() => recent.textContent()).toContain('Bob the builder');
    await recent.click();
    expect(await byTestId(popup, TID.sendRecipient).inputValue()).toBe(to);
    await byTestId(popup, TID.sendAmount).fill('1');
    await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendReview).click();
    await expect.poll(() => reviewLabel(to).getAttribute('data-label')).toBe('contact');
    await h.screenshot(popup, 'send-review-contact');
    await byTestId(popup, TID.sendEdit).click();
    await goHome(popup);
  });

  it("Activity's counterparty becomes a contact; the Contacts screen edits, refuses a taken name, and removes", async () => {
    const to = strangerAddress();
    await sendReview(to, '0.5');
    const txhash = await confirmSend();
    await showPopupRoute(popup, '/activity');
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
    await row.locator(`[data-testid="${TID.activityToggle}"]`).click();
    const counterparty = row.locator(`[data-testid="${TID.activityAddress}"][data-address="${to}"]`);
    await expect.poll(() => counterparty.getAttribute('data-name')).toBe('');
    await counterparty.locator(`[data-testid="${TID.contactAdd}"]`).click();
    await byTestId(popup, TID.contactAddName).fill('Carol');
    await byTestId(popup, TID.contactAddSave).click();
    await expect.poll(() => counterparty.getAttribute('data-name')).toBe('Carol');
    await expect.poll(() => row.locator(`[data-testid="${TID.activityTitle}"]`).textContent()).toContain('Carol');

    await showPopupRoute(popup, '/contacts');
    const rowOf = (address: string) => popup.locator(`[data-testid="${TID.contactRow}"][data-address="${address}"]`);
    await expect.poll(() => rowOf(to).getAttribute('data-name')).toBe('Carol');
    expect(await byTestId(popup, TID.contactRow).count()).toBe(2);
    await h.screenshot(popup, 'contacts');
    await popup.screenshot({ path: join(docImagesDir(), 'contacts.png') });

    // A second contact named like the first is refused, and nothing is added.
    await byTestId(popup, TID.contactNameInput).fill('carol');
    await byTestId(popup, TID.contactAddress).fill(strangerAddress());
    await byTestId(popup, TID.contactSave).click();
    await expect.poll(() => byTestId(popup, TID.contactError).count()).toBe(1);
    expect(await byTestId(popup, TID.contactRow).count()).toBe(2);

    // Edit: a new name and a note.
    await rowOf(to).locator(`[data-testid="${TID.contactEdit}"]`).click();
    const form = rowOf(to).locator(`[data-testid="${TID.contactForm}"]`);
    await form.locator(`[data-testid="${TID.contactNameInput}"]`).fill('Carol (work)');
    await form.locator(`[data-testid="${TID.contactNote}"]`).fill('pays invoices');
    await form.locator(`[data-testid="${TID.contactSave}"]`).click();
    await expect.poll(() => rowOf(to).getAttribute('data-name')).toBe('Carol (work)');
    expect(await rowOf(to).textContent()).toContain('pays invoices');

    // Removed: the row goes, and Activity no longer names the address.
    await rowOf(to).locator(`[data-testid="${TID.contactRemove}"]`).click();
    await expect.poll(() => rowOf(to).count()).toBe(0);
    await showPopupRoute(popup, '/activity');
    await row.locator(`[data-testid="${TID.activityToggle}"]`).click();
    await expect.poll(() => counterparty.getAttribute('data-name')).toBe('');
  });
});
