// Fee presets from the node's minimum and explorer links, in real browsers against the local node:
// the low preset is the node's minimum and reaches the tx the node stores; the review names the
// preset; a fee typed below the minimum is refused; a network's explorer links (checked as https
// templates) appear on Activity, the tx detail and the result; with the node down the fee is the
// wallet's own default, said to be so, with no preset of the node's, until the node answers again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { formatGT } from '../../src/core/amount';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID } from '../../src/popup/testids';
import { DEFAULT_FEE_NANOGT, defaultFeeNanogt } from '../../src/shared/fees';
import { tr } from './lang';
import { devAddress, showPopupRoute } from './playground';
import { startHarness, type Harness } from './harness';
import { startRelay } from './relay';
import { byTestId, trPattern, walletCall, walletOnDevnet } from './wallet';

describe('fee presets and explorer links', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let minimum: bigint;

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    minimum = BigInt((await client.getStatus()).node_status.minimumTxFee);
  });

  afterAll(async () => {
    await h?.close();
  });

  async function fillSend(amount: string): Promise<void> {
    await showPopupRoute(popup, '/send');
    await byTestId(popup, TID.sendRecipient).fill(devAddress(3));
    await byTestId(popup, TID.sendAmount).fill(amount);
  }

  it('the low preset is the node minimum, is named on the review, and is the fee of the tx the node stores', async () => {
    expect(minimum).toBeGreaterThan(0n);
    await fillSend('1');
    const low = byTestId(popup, TID.feePreset('low'));
    await expect.poll(() => low.getAttribute('data-nanogt')).toBe(minimum.toString());
    // Until one is picked, the fee is the normal preset.
    await expect.poll(() => byTestId(popup, TID.feePresets).getAttribute('data-level')).toBe('normal');
    await low.click();
    expect(await byTestId(popup, TID.sendFee).inputValue()).toBe(formatGT(minimum));
    await expect.poll(() => byTestId(popup, TID.feePresets).getAttribute('data-level')).toBe('low');
    await h.screenshot(popup, 'send-fee-presets');
    await byTestId(popup, TID.sendReview).click();
    await expect.poll(() => byTestId(popup, TID.feeLevel).getAttribute('data-level')).toBe('low');
    await expect.poll(() => byTestId(popup, TID.sendConfirm).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendConfirm).click();
    const hash = byTestId(popup, TID.sendTxhash);
    await hash.waitFor({ timeout: 30_000 });
    const txhash = (await hash.getAttribute('data-txhash'))!;
    const stored = async () => {
      try {
        return (await client.getTx(txhash)).tx.value.fee.amount;
      } catch {
        return null;
      }
    };
    await expect.poll(stored, { timeout: 30_000 }).toEqual([{ denom: 'NANOGT', amount: minimum.toString() }]);
  });

  it('a fee typed below the node minimum is refused with a clear error; the minimum itself is taken', async () => {
    await fillSend('1');
    await expect.poll(() => byTestId(popup, TID.feePreset('low')).count()).toBe(1);
    await byTestId(popup, TID.sendFee).fill(formatGT(minimum - 1n));
    await expect
      .poll(() =>
        popup
          .locator('.field-error')
          .filter({ hasText: formatGT(minimum) })
          .count(),
      )
      .toBe(1);
    expect(await byTestId(popup, TID.sendReview).isEnabled()).toBe(false);
    expect(await byTestId(popup, TID.feePresets).getAttribute('data-level')).toBe('custom');
    await byTestId(popup, TID.sendFee).fill(formatGT(minimum * 3n));
    await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendReview).click();
    await expect.poll(() => byTestId(popup, TID.feeLevel).getAttribute('data-level')).toBe('custom');
    await byTestId(popup, TID.sendEdit).click();
  });

  it('explorer links: refused unless https with the placeholder; then on Activity, the tx detail and the result', async () => {
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.explorerTxInput).fill('http://explorer.example/tx/{tx}');
    await expect.poll(() => byTestId(popup, TID.explorerSave).isEnabled()).toBe(false);
    await byTestId(popup, TID.explorerTxInput).fill('https://explorer.example/tx/');
    expect(await byTestId(popup, TID.explorerSave).isEnabled()).toBe(false);
    await byTestId(popup, TID.explorerTxInput).fill('https://explorer.example/tx/{tx}');
    await byTestId(popup, TID.explorerAddressInput).fill('https://explorer.example/account/{address}?view=1');
    await expect.poll(() => byTestId(popup, TID.explorerSave).isEnabled()).toBe(true);
    await byTestId(popup, TID.explorerSave).click();
    await byTestId(popup, TID.explorerSaved).waitFor();

    await fillSend('0.25');
    await expect.poll(() => byTestId(popup, TID.sendReview).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendReview).click();
    await expect.poll(() => byTestId(popup, TID.sendConfirm).isEnabled()).toBe(true);
    await byTestId(popup, TID.sendConfirm).click();
    const hash = byTestId(popup, TID.sendTxhash);
    await hash.waitFor({ timeout: 30_000 });
    const txhash = (await hash.getAttribute('data-txhash'))!;
    const done = byTestId(popup, TID.explorerTx);
    await expect.poll(() => done.getAttribute('href')).toBe(`https://explorer.example/tx/${txhash}`);
    expect(await done.getAttribute('rel')).toContain('noopener');
    expect(await done.getAttribute('target')).toBe('_blank');

    await showPopupRoute(popup, '/activity');
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
    await expect
      .poll(() => row.locator(`[data-testid="${TID.explorerTx}"]`).first().getAttribute('href'))
      .toBe(`https://explorer.example/tx/${txhash}`);
    await row.locator(`[data-testid="${TID.activityToggle}"]`).click();
    const to = devAddress(3);
    await expect
      .poll(() => row.locator(`[data-testid="${TID.explorerAddress}"][data-value="${to}"]`).getAttribute('href'))
      .toBe(`https://explorer.example/account/${to}?view=1`);
    expect(await row.locator(`[data-testid="${TID.activityDetail}"] [data-testid="${TID.explorerTx}"]`).getAttribute('href')).toBe(
      `https://explorer.example/tx/${txhash}`,
    );
  });

  it("with the node down the fee is the wallet's default, said to be so, with no node presets; they come back with the node", async () => {
    const relay = await startRelay(h.devnet!.url);
    const direct = (await walletCall(popup, 'wallet_getState')).network.id;
    try {
      const network = await walletCall(popup, 'wallet_addNetwork', {
        name: 'Relayed devnet',
        restUrl: relay.url,
        chainId: h.devnet!.chainId,
      });
      await walletCall(popup, 'wallet_selectNetwork', { networkId: network.id });
      relay.down();
      await popup.reload();
      await fillSend('1');
      const fee = byTestId(popup, TID.sendFee);
      const hint = popup.locator(`.field:has([data-testid="${TID.sendFee}"]) .field-hint`);
      // The hint names the failure in the words of the run's language, around the node's own sentence.
      await expect.poll(() => hint.textContent(), { timeout: 30_000 }).toMatch(trPattern('send.defaultFeeError', {}, { error: '.+' }));
      expect(await fee.inputValue()).toBe(formatGT(DEFAULT_FEE_NANOGT));
      expect(await byTestId(popup, TID.feePresets).count()).toBe(0);

      // The node answers again: its presets and default replace the wallet's (nothing was typed).
      relay.up();
      await expect.poll(() => hint.textContent(), { timeout: 30_000 }).toBe(tr('send.feeHint'));
      await expect.poll(() => byTestId(popup, TID.feePreset('low')).getAttribute('data-nanogt')).toBe(minimum.toString());
      expect(await fee.inputValue()).toBe(formatGT(defaultFeeNanogt(minimum.toString())));
    } finally {
      relay.up();
      await walletCall(popup, 'wallet_selectNetwork', { networkId: direct });
      await relay.close();
    }
  });
});
