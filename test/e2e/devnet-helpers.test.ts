// The popup's devnet helpers in real Chromium against the local node: the Network page offers a
// Devnet tab on a local devnet; funding an account, producing blocks and moving the clock change
// the node as the person asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import type { LedgerClient } from '../../src/core/rest/client';
import { TID as FID } from '../../src/popup/testids';
import { startHarness, type Harness } from './harness';
import { gtBalance, showPopupRoute } from './playground';
import { tr } from './lang';
import { byTestId, currentAddress, trPattern, walletOnDevnet } from './wallet';

const GT = 1_000_000_000n;

describe('devnet helpers in the popup', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let me: string;
  const done = () => byTestId(popup, FID.devnetDone);

  beforeAll(async () => {
    h = await startHarness();
    ({ client, popup } = await walletOnDevnet(h));
    me = await currentAddress(popup);
    await showPopupRoute(popup, '/network');
    await byTestId(popup, FID.tab('devnet')).click();
    await byTestId(popup, FID.devnetTab).waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('funds the chosen account with the GT asked for', async () => {
    const before = await gtBalance(client, me);
    await byTestId(popup, FID.devnetFundAmount).fill('500');
    await byTestId(popup, FID.devnetFund).click();
    await expect
      .poll(() => done().textContent(), { timeout: 30_000 })
      .toMatch(trPattern('network.devnet.funded', {}, { name: '.+', amount: '[0-9,.]+' }));
    expect(await gtBalance(client, me)).toBe(before + 500n * GT);
    await h.screenshot(popup, 'network-devnet');
  });

  it('produces the blocks asked for', async () => {
    const before = Number((await client.getLatestBlock()).height);
    await byTestId(popup, FID.devnetBlocks).fill('3');
    await byTestId(popup, FID.devnetMine).click();
    await expect.poll(() => done().textContent(), { timeout: 30_000 }).toBe(tr('network.devnet.mined', { height: String(before + 3) }));
    expect(Number((await client.getLatestBlock()).height)).toBeGreaterThanOrEqual(before + 3);
  });

  it('moves the dev clock forward by a day', async () => {
    const before = h.devnet!.node.clock.offset;
    await byTestId(popup, FID.devnetSkip(86_400)).click();
    await expect.poll(() => done().textContent(), { timeout: 30_000 }).toMatch(trPattern('network.devnet.clock', {}, { time: '.+' }));
    expect(h.devnet!.node.clock.offset - before).toBe(86_400);
  });
});
