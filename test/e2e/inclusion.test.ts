// A node that includes txs seconds after accepting them, as a real one does: a dApp's ledger_sendTx
// resolves at acceptance (height "0"), Activity shows it pending, then included; ledger_waitForTx
// follows it. A tx that fails in its block (an earlier tx of that block spent the same funds) shows
// failed in Activity with the node's reason, and the site's wait says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { LedgerClient } from '../../src/core/rest/client';
import { buildUnsignedTx, defaultValidHeight, signStdTx } from '../../src/core/tx';
import type { Ledger } from '../../src/devnet/ledger/ledger';
import { TID } from '../../src/popup/testids';
import { fillTransfer, ledgerRequest, settled, startRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
import { tr } from './lang';
import { devKeyOf } from './playground';
import { approvalOf, byTestId, decide, walletOnDevnet } from './wallet';

const BLOCK_TIME_S = 3;
const SENDER = devKeyOf(0).address;
const RECIPIENT = devKeyOf(1).address;
const GT = 1_000_000_000n;

describe('following a dApp tx to inclusion on a node with a block time of seconds', () => {
  let h: Harness;
  let client: LedgerClient;
  let popup: Page;
  let demo: Page;

  const activityRow = (txhash: string) => popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
  const openActivity = async () => {
    await popup.goto(popup.url().replace(/#.*$/, '#/'));
    await byTestId(popup, TID.navActivity).click();
    await byTestId(popup, TID.activityItem).first().waitFor({ state: 'attached', timeout: 15_000 });
  };
  const balance = async (address: string) =>
    BigInt((await client.getBalance(address)).result.find((c) => c.denom === 'NANOGT')?.amount ?? '0');

  async function dappSend(amountGt: string, memo: string): Promise<{ txhash: string; height: string }> {
    await fillTransfer(demo, { to: RECIPIENT, amountGt, memo });
    const seq = await startRequest(demo, '#send-submit');
    await decide(await approvalOf(h, 'sendTx'), true);
    const sent = await settled(demo, seq);
    expect(sent, JSON.stringify(sent)).toMatchObject({ status: 'ok', method: 'ledger_sendTx' });
    return sent.result as { txhash: string; height: string };
  }

  /** Runs `body` while the node's block timer produces no block, then lets blocks come again. */
  async function withBlocksHeld<T>(body: () => Promise<T>): Promise<T> {
    const ledger = h.devnet!.node as Ledger & { mine: Ledger['mine'] };
    const mine = ledger.mine.bind(ledger);
    let hold = true;
    ledger.mine = (count) => (hold ? [] : mine(count));
    try {
      return await body();
    } finally {
      hold = false;
      ledger.mine = mine;
    }
  }

  beforeAll(async () => {
    h = await startHarness({ devnetOptions: { blockTime: BLOCK_TIME_S } });
    ({ client, popup } = await walletOnDevnet(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('connects the demo dApp', async () => {
    demo = await h.openDemo();
    const seq = await startRequest(demo, '#connect');
    await decide(await approvalOf(h, 'connect'), true);
    expect((await settled(demo, seq)).status).toBe('ok');
  });

  it('ledger_sendTx answers at acceptance; Activity shows it pending, then included; ledger_waitForTx resolves with its block', async () => {
    // Hold the node's block timer while the tx is pending, so "pending" is on screen for certain.
    const txhash = await withBlocksHeld(async () => {
      const sent = await dappSend('0.25', 'inclusion e2e');
      expect(sent.height).toBe('0');
      await openActivity();
      await expect.poll(() => activityRow(sent.txhash).getAttribute('data-status'), { timeout: 15_000 }).toBe('pending');
      expect(await activityRow(sent.txhash).locator(`[data-testid="${TID.activityStatus}"]`).textContent()).toBe(
        tr('activity.status.pending'),
      );
      await h.screenshot(popup, 'activity-pending');
      return sent.txhash;
    });
    const waited = await ledgerRequest(demo, 'ledger_waitForTx', { txhash, timeoutMs: 60_000 });
    const record = await client.getTx(txhash);
    expect(waited).toEqual({ result: { status: 'included', txhash, height: record.height } });
    await expect.poll(() => activityRow(txhash).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    await h.screenshot(popup, 'activity-included');
  });

  it("a tx that fails in its block shows failed in Activity with the node's reason", async () => {
    // An earlier tx of the same block (signed outside the wallet) spends most of the sender's funds;
    // the dApp's transfer, accepted against the last block's state, then fails at delivery.
    const txhash = await withBlocksHeld(async () => {
      const sender = devKeyOf(0);
      const available = await balance(SENDER);
      const drain = available - 2n * GT;
      const latest = Number((await client.getLatestBlock()).height);
      const unsigned = buildUnsignedTx({
        msgs: [
          {
            type: 'MsgSend',
            value: { from_address: SENDER, to_address: devKeyOf(2).address, amount: [{ denom: 'NANOGT', amount: drain.toString() }] },
          },
        ],
        fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
        validHeight: defaultValidHeight(latest),
      });
      await client.broadcastTx(signStdTx(unsigned, h.devnet!.chainId, [{ kL: sender.kL, publicKey: sender.publicKey }]));
      return (await dappSend('5', 'fails in its block')).txhash;
    });
    const waited = await ledgerRequest(demo, 'ledger_waitForTx', { txhash, timeoutMs: 60_000 });
    expect(waited.result).toMatchObject({ status: 'failed', txhash, reason: expect.stringContaining('insufficient_funds') });
    const record = await client.getTx(txhash);
    expect(record.logs[0]!.success).toBe(false);

    await openActivity();
    await expect.poll(() => activityRow(txhash).getAttribute('data-status'), { timeout: 30_000 }).toBe('failed');
    // A summary of the node's code in the page's language, then the node's own words as the detail.
    const reason = (await activityRow(txhash).locator(`[data-testid="${TID.activityReason}"]`).textContent()) ?? '';
    expect(reason.startsWith(tr('reason.insufficient_funds'))).toBe(true);
    expect(reason).toContain(tr('reason.detail', { text: 'insufficient_funds' }).replace(/insufficient_funds$/, ''));
    expect(reason).toContain('insufficient_funds');
    // Listed once, above the node's records.
    expect(await activityRow(txhash).count()).toBe(1);
    expect(await byTestId(popup, TID.activityItem).first().getAttribute('data-txhash')).toBe(txhash);
    await h.screenshot(popup, 'activity-failed');
  });

  it('ledger_waitForTx refuses a hash this wallet did not send for the site', async () => {
    const waited = await ledgerRequest(demo, 'ledger_waitForTx', { txhash: `IRREVOCABLEPAY-${'AB'.repeat(48)}`, timeoutMs: 1000 });
    expect(waited.error).toMatchObject({ code: -32602 });
  });
});
