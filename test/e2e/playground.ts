// Driving the playground page (demo/playground.html) and the steps the feature e2e tests share:
// a wallet imported from the devnet's mnemonic on the local node, the playground connected, and
// each operation submitted from its form and approved (or rejected) in the approval window.
import { expect } from 'vitest';
import type { E2EPage as Page } from './driver';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { LedgerClient } from '../../src/core/rest/client';
import { buildUnsignedTx, defaultValidHeight, signStdTx } from '../../src/core/tx';
import type { Msg } from '../../src/core/types';
import { TID } from '../../src/popup/testids';
import { settled, startRequest, type SettledRequest } from './demo-page';
import { DEV_MNEMONIC } from './devnet';
import type { Harness } from './harness';
import { approvalOf, byTestId, decide, waitForValue } from './wallet';

/** Dev account `index` of the devnet's mnemonic: its key (for txs signed outside the wallet) and address. */
export function devKeyOf(index: number): { kL: Uint8Array; publicKey: Uint8Array; address: string } {
  const { kL } = deriveExtendedKey(DEV_MNEMONIC, accountPath(index));
  const publicKey = publicKeyOf(kL);
  return { kL, publicKey, address: addressFromPublicKey(publicKey) };
}

export const devAddress = (index: number): string => devKeyOf(index).address;

/** Signs one message with a dev key outside the wallet (fee 0.0001 GT, default window), broadcasts it and waits for its block; its hash. */
export async function signAndWait(h: Harness, from: ReturnType<typeof devKeyOf>, msg: Msg, memo = ''): Promise<string> {
  const client = new LedgerClient({ baseUrl: h.devnet!.url });
  const latest = Number((await client.getLatestBlock()).height);
  const unsigned = buildUnsignedTx({
    msgs: [msg],
    fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
    memo,
    validHeight: defaultValidHeight(latest),
  });
  const { txhash } = await client.broadcastTx(signStdTx(unsigned, h.devnet!.chainId, [{ kL: from.kL, publicKey: from.publicKey }]));
  await waitForValue(
    async () => (await client.getTx(txhash).catch(() => undefined)) !== undefined,
    true,
    `tx ${txhash} in a block`,
    30_000,
  );
  return txhash;
}

/** Opens the playground and connects it (approving the connect prompt); returns the page. Hook-safe. */
export async function connectedPlayground(h: Harness): Promise<Page> {
  const page = await h.openDemo(new URL('playground.html', h.demoUrl).href);
  await waitForValue(() => page.locator('#provider-status').getAttribute('data-status'), 'found', 'provider found');
  await page.click('#connect');
  await decide(await approvalOf(h, 'connect'), true);
  await waitForValue(() => page.locator('#account').getAttribute('data-connected'), 'true', 'playground connected');
  await waitForValue(() => page.locator('#network').getAttribute('data-rest-url'), h.devnet!.url, 'playground on the devnet');
  return page;
}

export type FormValues = Record<string, string | boolean>;

/** Fills an operation's form (`<op>-<field>`), clicks `<op>-submit`, and returns the request's number. */
export async function submitOperation(page: Page, op: string, values: FormValues): Promise<number> {
  for (const [field, value] of Object.entries(values)) {
    const selector = `#${op}-${field}`;
    if (typeof value === 'boolean') await page.setChecked(selector, value);
    else if ((await page.locator(selector).evaluate((node) => node.tagName)) === 'SELECT') await page.selectOption(selector, value);
    else await page.fill(selector, value);
  }
  return startRequest(page, `#${op}-submit`);
}

export interface ApprovalCheck {
  /** Message types the approval window must show, in order. */
  msgTypes: string[];
  /** Each card's one-line summary, when the test states it (in the run's language: tr('summary.…')). */
  summaries?: string[];
  approve?: boolean;
  screenshot?: string;
}

/** Waits for the tx approval, checks the messages shown, approves or rejects it. */
export async function answerTxApproval(h: Harness, kind: 'sendTx' | 'signTx', check: ApprovalCheck): Promise<void> {
  const win = await approvalOf(h, kind);
  const shown = byTestId(win, TID.approvalMsg);
  await expect.poll(() => shown.count()).toBe(check.msgTypes.length);
  const types = await shown.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-msg-type')));
  expect(types).toEqual(check.msgTypes);
  if (check.summaries) expect(await shown.locator('.msg-summary').allTextContents()).toEqual(check.summaries);
  expect(await byTestId(win, TID.approvalMsgInvalid).count()).toBe(0);
  if (check.screenshot) await h.screenshot(win, check.screenshot);
  await decide(win, check.approve ?? true);
}

/** One operation from the playground through the approval window to its settled result. */
export async function playgroundTx(h: Harness, page: Page, op: string, values: FormValues, check: ApprovalCheck): Promise<SettledRequest> {
  const seq = await submitOperation(page, op, values);
  await answerTxApproval(h, 'sendTx', check);
  return settled(page, seq);
}

export function txHashOf(request: SettledRequest): string {
  expect(request, JSON.stringify(request.result)).toMatchObject({ status: 'ok', method: 'ledger_sendTx' });
  const { txhash } = request.result as { txhash: string };
  expect(txhash).toMatch(/^[A-Z]+-[0-9A-F]{96}$/);
  return txhash;
}

/** The playground's own read through the node's REST URL (the "Read from the node" form). */
export async function playgroundRead(page: Page, kind: string, arg = ''): Promise<SettledRequest> {
  const seq = await submitOperation(page, 'read', { kind, arg });
  return settled(page, seq);
}

export async function gtBalance(client: LedgerClient, address: string, denom = 'NANOGT'): Promise<bigint> {
  return BigInt((await client.getBalance(address)).result.find((coin) => coin.denom === denom)?.amount ?? '0');
}

/** Opens a popup route in the given page (a fresh navigation, so data is read again). */
export async function showPopupRoute(popup: Page, route: string): Promise<void> {
  const target = popup.url().replace(/#.*$/, `#${route}`);
  await popup.goto('about:blank');
  await popup.goto(target);
}
