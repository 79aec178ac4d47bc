// Network views in real Chromium against the local node: the popup's node status, latest block
// (following the chain), a block by height and the foundation members show what the node answers;
// the playground reads the same through the REST URL it learns from ledger_getNetwork, adds and
// switches to a second node (both approved in the approval window), and follows the switch. Adding a
// network checks its node first: another chain id, a dead port or an unreachable host is refused, nothing saved.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { LedgerClient } from '../../src/core/rest/client';
import type { Block } from '../../src/core/rest/types';
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { TID as FID } from '../../src/popup/testids';
import { TID } from '../../src/popup/testids';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';
import { settled } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { connectedPlayground, playgroundRead, showPopupRoute, submitOperation } from './playground';
import { tr } from './lang';
import { approvalOf, byTestId, clickClosing, decide, shownError, SHOWS_ERROR_DETAILS, walletOnDevnet } from './wallet';

const GT = 1_000_000_000n;

describe('network views', () => {
  let h: Harness;
  let second: Devnet;
  let client: LedgerClient;
  let popup: Page;
  let playground: Page;

  beforeAll(async () => {
    h = await startHarness();
    second = await startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, chainId: 'gt-devnet-e2e-2' });
    ({ client, popup } = await walletOnDevnet(h));
    await client.devMine(4);
    playground = await connectedPlayground(h);
  });

  afterAll(async () => {
    await h?.close();
    await second?.close();
  });

  it('shows the node status: height, minimum fee, sync state, version', async () => {
    const status = await client.getStatus();
    await showPopupRoute(popup, '/network?tab=status');
    await expect
      .poll(() => byTestId(popup, FID.netStatusHeight).textContent(), { timeout: 15_000 })
      .toContain(status.node_status.lastHeight);
    expect(await byTestId(popup, FID.netStatusSynced).getAttribute('data-synced')).toBe(String(status.node_status.hasSyncedSinceStartup));
    expect(await byTestId(popup, FID.netStatusVersion).textContent()).toContain(status.application_version.version);
    expect(await byTestId(popup, FID.netStatusMinFee).textContent()).toMatch(/0\.000001\s*GT/);
    expect(status.node_status.minimumTxFee).toBe('1000');
    await h.screenshot(popup, 'network-status');
  });

  it('shows the latest block as the chain grows, and a block by height', async () => {
    await showPopupRoute(popup, '/network?tab=blocks');
    const height = byTestId(popup, FID.netBlockHeight);
    const latest = await client.getLatestBlock();
    await expect.poll(() => height.getAttribute('data-height'), { timeout: 15_000 }).toBe(latest.height);
    expect(await byTestId(popup, FID.netBlockProposer).getAttribute('data-address')).toBe(latest.proposer);
    expect(await byTestId(popup, FID.netBlockTime).getAttribute('data-timestamp')).toBe(latest.timestamp);
    expect(await byTestId(popup, FID.netBlockPower).getAttribute('data-power')).toBe(committeePower(latest));
    await h.screenshot(popup, 'network-block');

    await client.devMine(2);
    await expect.poll(() => height.getAttribute('data-height'), { timeout: 15_000 }).toBe(String(Number(latest.height) + 2));

    const first = await client.getBlock(2);
    await byTestId(popup, FID.netBlockLookupInput).fill('2');
    await byTestId(popup, FID.netBlockLookupSubmit).click();
    await expect.poll(() => height.getAttribute('data-height')).toBe('2');
    expect(await byTestId(popup, FID.netBlockProposer).getAttribute('data-address')).toBe(first.proposer);
    expect(await byTestId(popup, FID.netBlockTime).getAttribute('data-timestamp')).toBe(first.timestamp);
  });

  it('lists the foundation members with their pools, released and withdrawn amounts', async () => {
    const members = (await client.listFoundationMembers()).result;
    expect(members).toHaveLength(3);
    await showPopupRoute(popup, '/network?tab=foundation');
    const rows = byTestId(popup, FID.foundationRow);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(members.length);
    for (const member of members) {
      const row = rows.and(popup.locator(`[data-address="${member.address}"]`));
      const pool = BigInt(member.funds_pool[0]!.amount);
      expect(pool % GT).toBe(0n);
      expect(await row.locator(`[data-testid="${FID.foundationPool}"]`).textContent()).toBe(`${(pool / GT).toLocaleString('en-US')} GT`);
      expect(await row.locator(`[data-testid="${FID.foundationReleased}"]`).count()).toBe(1);
      expect(await row.locator(`[data-testid="${FID.foundationWithdrawn}"]`).count()).toBe(1);
    }
    await h.screenshot(popup, 'network-foundation');
  });

  it('lets the playground read the same from the node named by ledger_getNetwork', async () => {
    const status = await playgroundRead(playground, 'status');
    expect(status).toMatchObject({ status: 'ok', method: 'GET /v1/status' });
    expect((status.result as { node_status: { lastHeight: string } }).node_status.lastHeight).toBe(
      (await client.getStatus()).node_status.lastHeight,
    );
    const block = await playgroundRead(playground, 'block', '2');
    expect((block.result as Block).hash).toBe((await client.getBlock(2)).hash);
    const members = await playgroundRead(playground, 'foundation');
    expect(members.result).toEqual(await client.listFoundationMembers());
    expect(await playgroundRead(playground, 'block', '999999')).toMatchObject({ status: 'error', code: '404' });
    const chainId = await settled(playground, await submitOperation(playground, 'raw', { method: 'ledger_chainId', params: '' }));
    expect(chainId).toMatchObject({ status: 'ok', result: h.devnet!.chainId });
  });

  it('adds and switches to a second node from the playground; the dApp and the popup follow', async () => {
    const added = await submitOperation(playground, 'add-network', {
      name: 'Second devnet',
      'rest-url': second.url,
      'chain-id': second.chainId,
    });
    const addWin = await approvalOf(h, 'addNetwork');
    expect(await byTestId(addWin, TID.approvalNetwork).textContent()).toContain(second.chainId);
    await h.screenshot(addWin, 'approval-add-network');
    await decide(addWin, true);
    expect(await settled(playground, added)).toMatchObject({ status: 'ok', result: null });

    const switched = await submitOperation(playground, 'switch-network', { 'chain-id': second.chainId });
    await decide(await approvalOf(h, 'switchNetwork'), true);
    expect(await settled(playground, switched)).toMatchObject({ status: 'ok' });
    await expect.poll(() => playground.locator('#network').getAttribute('data-rest-url')).toBe(second.url);
    expect(await playground.locator('#event-log li[data-event="networkChanged"]').count()).toBeGreaterThan(0);

    // The second node is younger than the first: the height read through the playground and shown
    // in the popup is its own.
    const secondHeight = (await new LedgerClient({ baseUrl: second.url }).getLatestBlock()).height;
    expect(Number(secondHeight)).toBeLessThan(Number((await client.getLatestBlock()).height));
    const read = await playgroundRead(playground, 'latest-block');
    expect((read.result as Block).height).toBe(secondHeight);
    await showPopupRoute(popup, '/network?tab=blocks');
    await expect.poll(() => byTestId(popup, FID.netBlockHeight).getAttribute('data-height'), { timeout: 15_000 }).toBe(secondHeight);
  });
  it('checks a node before adding it from the playground: another chain id is refused after approval, nothing saved', async () => {
    const refused = await submitOperation(playground, 'add-network', {
      name: 'Wrong chain',
      'rest-url': h.devnet!.url,
      'chain-id': 'gt-wrong-9',
    });
    const win = await approvalOf(h, 'addNetwork');
    await byTestId(win, TID.approveButton).click();
    const answer = await settled(playground, refused);
    // The site gets a fixed sentence; the node's words (its own chain id) are for the person, in the window.
    expect(answer).toMatchObject({ status: 'error', code: '-32602' });
    expect(JSON.stringify(answer.result)).toContain(SITE_ERROR_MESSAGES.addNetworkFailed);
    expect(JSON.stringify(answer.result)).not.toContain(h.devnet!.chainId);
    await expect
      .poll(() => byTestId(win, TID.approvalFailed).textContent())
      .toContain(shownError('chain_id_mismatch', 'is not on chain "gt-wrong-9"'));
    if (SHOWS_ERROR_DETAILS) expect(await byTestId(win, TID.approvalFailed).textContent()).toContain(h.devnet!.chainId);
    await clickClosing(win, TID.approvalFailedClose);
    await showPopupRoute(popup, '/settings');
    await expect.poll(() => byTestId(popup, TID.networkItem).filter({ hasText: second.chainId }).count(), { timeout: 10_000 }).toBe(1);
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: 'gt-wrong-9' }).count()).toBe(0);
  });

  it('checks a node before adding it from settings: wrong chain id, nothing listening, then the right one', async () => {
    await showPopupRoute(popup, '/settings');
    const add = async (name: string, restUrl: string, chainId: string) => {
      await byTestId(popup, TID.networkAddName).fill(name);
      await byTestId(popup, TID.networkAddUrl).fill(restUrl);
      await byTestId(popup, TID.networkAddChainId).fill(chainId);
      await byTestId(popup, TID.networkAddSubmit).click();
    };
    const error = byTestId(popup, TID.errorMessage);

    await add('Mislabelled', second.url, 'gt-mainnet-1');
    await expect
      .poll(() => error.textContent(), { timeout: 15_000 })
      .toContain(shownError('chain_id_mismatch', 'is not on chain "gt-mainnet-1"'));
    if (SHOWS_ERROR_DETAILS) expect(await error.textContent()).toContain(second.chainId);
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: 'gt-mainnet-1' }).count()).toBe(0);
    await h.screenshot(popup, 'settings-network-wrong-chain');

    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    await add('Nothing there', deadUrl, 'gt-devnet-1');
    await expect
      .poll(() => error.textContent(), { timeout: 15_000 })
      .toContain(shownError('network_unreachable', `could not read the status of ${deadUrl}`));
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: deadUrl }).count()).toBe(0);

    const third = await startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, chainId: 'gt-devnet-e2e-3' });
    try {
      await add('Third devnet', third.url, third.chainId);
      await expect
        .poll(() => byTestId(popup, TID.settingsNotice).textContent(), { timeout: 15_000 })
        .toBe(tr('settings.networks.added', { name: 'Third devnet', chain: third.chainId }));
      const item = byTestId(popup, TID.networkItem).filter({ hasText: third.url });
      expect(await item.getAttribute('data-selected')).toBe('false');
      await item.locator(`[data-testid="${TID.networkRemove}"]`).click();
      await expect.poll(() => item.count()).toBe(0);
    } finally {
      await third.close();
    }
  });

  it('does not hang on an unanswered host-permission prompt for a remote node, and saves nothing it cannot check', async () => {
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.networkAddName).fill('Remote node');
    await byTestId(popup, TID.networkAddUrl).fill('https://node.example.org/');
    await byTestId(popup, TID.networkAddChainId).fill('gt-remote-1');
    await byTestId(popup, TID.networkAddSubmit).click();
    // Headless Chromium never answers the prompt: after a bounded wait the node is checked (and here not reached).
    await expect
      .poll(() => byTestId(popup, TID.errorMessage).textContent(), { timeout: 45_000 })
      .toContain(shownError('network_unreachable', 'could not read the status of https://node.example.org'));
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: 'https://node.example.org' }).count()).toBe(0);
    expect(await byTestId(popup, TID.networkAddSubmit).isDisabled()).toBe(false);
  });
});

function committeePower(block: Block): string {
  const entry = (block.BlockCommitteeInfo as unknown[]).find(
    (item): item is { singleCommitteePower: string } => typeof item === 'object' && item !== null && 'singleCommitteePower' in item,
  );
  return entry?.singleCommitteePower ?? '';
}
