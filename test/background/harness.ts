// Loads a fresh copy of the background (as a restarted worker would) against the fake chrome and ledger.
import { vi } from 'vitest';
import type { WalletMethod, WalletResponse, WalletResults } from '../../src/shared/wallet-api';
import { FakeEvent, installFakeChrome, type FakeChrome, type FakePort } from './fakeChrome';
import { fakeLedger, type FakeLedger } from './fakeLedger';
import { openDB } from 'idb';
import { STORAGE_DB } from '../../src/background/local-store';

export const MNEMONIC = 'test test test test test test test test test test test junk';
export const PASSWORD = 'a long enough password';

export async function loadBackground(fake: FakeChrome, ledger: FakeLedger) {
  vi.resetModules();
  // A restarted worker registers its listeners anew: forget the previous worker's.
  for (const api of [fake.chrome.runtime, fake.chrome.storage, fake.chrome.alarms, fake.chrome.windows, fake.chrome.tabs] as Array<
    Record<string, unknown>
  >) {
    for (const value of Object.values(api)) if (value instanceof FakeEvent) value.listeners.length = 0;
  }
  await import('../../src/background/index');
  const keyring = await import('../../src/background/keyring');
  const chain = await import('../../src/background/chain');
  const provider = await import('../../src/background/provider');
  const wallet = await import('../../src/background/wallet');
  const approvals = await import('../../src/background/approvals');
  // Imported by the parts that use it, not through approvals/index.ts (so it stays out of the start file).
  const holdOff = await import('../../src/background/approvals/hold-off');
  chain.chainConfig.fetch = ledger.fetch;
  keyring.unlockPolicy.sleep = async () => undefined;

  async function call<M extends WalletMethod>(method: M, params: unknown = {}): Promise<WalletResponse<M>> {
    return (await wallet.handleWalletMessage({ channel: 'vaultline:wallet', method, params }, fake.popupSender)) as WalletResponse<M>;
  }
  async function ok<M extends WalletMethod>(method: M, params: unknown = {}): Promise<WalletResults[M]> {
    const response = await call(method, params);
    if (!response.ok) throw new Error(`${method} failed: ${response.error.code} ${response.error.message}`);
    return response.result;
  }
  return { keyring, chain, provider, wallet, approvals, holdOff, call, ok };
}

export type Background = Awaited<ReturnType<typeof loadBackground>>;

/** A background on the fake chrome and ledger with the dev mnemonic's wallet set up; `me` is account 0. */
export async function walletBackground(fake: FakeChrome, ledger: FakeLedger): Promise<{ bg: Background; me: string }> {
  const bg = await loadBackground(fake, ledger);
  await bg.ok('wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC }, password: PASSWORD });
  return { bg, me: (await bg.ok('wallet_getState')).accounts[0]!.address };
}

/** A fresh fake browser and ledger with the dev mnemonic's wallet set up (see walletBackground). */
export async function freshWallet(): Promise<{ fake: FakeChrome; ledger: FakeLedger; bg: Background; me: string }> {
  const fake = installFakeChrome();
  const ledger = fakeLedger();
  return { fake, ledger, ...(await walletBackground(fake, ledger)) };
}

/** Opens a port from `origin`, asks to connect, and approves it; answers the port. */
export async function connectSite(fake: FakeChrome, bg: Background, origin: string, tabId = 1): Promise<FakePort> {
  const port = fake.connectPort(origin, tabId);
  const id = send(port, 'ledger_requestAccounts');
  const approval = await vi.waitFor(
    async () => {
      const found = (await bg.ok('wallet_listApprovals')).find((entry) => entry.origin === origin && entry.kind === 'connect');
      if (!found) throw new Error('no connect prompt yet');
      return found;
    },
    { timeout: 20_000, interval: 5 },
  );
  await bg.ok('wallet_resolveApproval', { approvalId: approval.id, approved: true });
  await answerOf(port, id);
  return port;
}

/** Waits until exactly `count` approvals are queued and answers them. */
export function waitForApprovals(bg: Background, count: number) {
  return vi.waitFor(
    async () => {
      const list = await bg.ok('wallet_listApprovals');
      if (list.length !== count) throw new Error(`${list.length} approvals`);
      return list;
    },
    { timeout: 20_000, interval: 5 },
  );
}

let nextId = 0;

/** Sends a request on the port; answers the id to wait on. */
export function send(port: FakePort, method: string, params?: unknown): string {
  const id = `req-${++nextId}`;
  port.onMessage.fire({ id, method, params });
  return id;
}

export async function answerOf(
  port: FakePort,
  id: string,
): Promise<{ result?: any; error?: { code: number; message: string; data?: any } }> {
  return vi.waitFor(
    () => {
      const found = port.received.find((message: any) => message?.id === id);
      if (!found) throw new Error(`no answer for ${id} yet`);
      return found as any;
    },
    { timeout: 20_000, interval: 5 },
  );
}

export async function request(port: FakePort, method: string, params?: unknown) {
  return answerOf(port, send(port, method, params));
}

export function eventsOf(port: FakePort, event: string): unknown[] {
  return port.received.filter((message: any) => message?.event === event).map((message: any) => message.data);
}

/** A value of the background's private 'local' area (the extension's IndexedDB, src/background/local-store.ts). */
export async function storedValue(key: string): Promise<unknown> {
  const db = await openDB(STORAGE_DB);
  try {
    return await db.get('values', key);
  } finally {
    db.close();
  }
}

/** Writes one 'local' value as another extension context would: in the database, then said on the channel. */
export async function storeValueElsewhere(key: string, value: unknown): Promise<void> {
  const db = await openDB(STORAGE_DB);
  try {
    await db.put('values', value, key);
  } finally {
    db.close();
  }
  const channel = new BroadcastChannel('vaultline-storage');
  channel.postMessage([key]);
  channel.close();
}
