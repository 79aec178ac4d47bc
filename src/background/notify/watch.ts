// The watch, run on its alarm (and when the popup asks): on the selected network, the wallet's vaults
// (and the ones the person watches) for revocable transfers out of them, its accounts for transfers in
// and unbondings completed. Reads the node, asks ./plan.ts what is new, shows it (./show.ts).
import { toForm, toGt1 } from '../../core/address-forms';
import type { LedgerClient } from '../../core/rest/client';
import type { TxRecord } from '../../core/rest/types';
import type { Coin } from '../../core/types';
import * as chain from '../chain';
import * as keyring from '../keyring';
import { trackedTxs } from '../txs/tracker';
import {
  incomingNotices,
  unbondingNotices,
  vaultNotices,
  type IncomingTransfer,
  type Notice,
  type UnbondingEntry,
  type VaultTransfer,
} from './plan';
import { showNotices } from './show';
import { incomingSince, notifiedKeys, notifySettings, seenUnbondings, setIncomingSince, setSeenUnbondings, watchedVaults } from './store';

const bare = (hash: string) => hash.replace(/^[A-Z]+-/, '').toUpperCase();
const gt1 = (address: string) => {
  try {
    return toGt1(address, 'address');
  } catch {
    return address;
  }
};

let running: Promise<number> | undefined;

/** One look; how many notices it raised. Looks never overlap (an alarm during a popup's look joins it). */
export function watchOnce(): Promise<number> {
  running ??= look().finally(() => {
    running = undefined;
  });
  return running;
}

async function look(): Promise<number> {
  if (!(await keyring.isInitialized())) return 0;
  const network = await chain.selectedNetwork();
  const client = await chain.fullClientFor(network, true);
  const [settings, notified, accounts, watched, latest] = await Promise.all([
    notifySettings(),
    notifiedKeys(),
    keyring.listAccounts(),
    watchedVaults(network.id),
    client.getLatestBlock(),
  ]);
  const height = Number(latest.height);
  const own = new Set(accounts.map((account) => gt1(account.address)));
  const notices: Notice[] = [];

  // Vaults: the wallet's vault keys and every watched address.
  const vaults = new Map<string, boolean>();
  for (const account of accounts) if (account.kind === 'vault') vaults.set(gt1(account.address), false);
  for (const address of watched) vaults.set(gt1(address), true);
  const ownTxs = new Set<string>();
  for (const address of own) for (const entry of await trackedTxs(network.id, address)) ownTxs.add(bare(entry.txhash));
  for (const [vaultGt1, isWatched] of vaults) {
    const scan = await scanVault(client, vaultGt1, height).catch(() => undefined);
    if (scan) notices.push(...vaultNotices({ watched: isWatched, height, ownTxs, ...scan }, settings, notified));
  }

  // Transfers in and unbondings, per account of ours (multisig accounts included).
  for (const address of own) {
    const bucket = `${network.id}|${address}`;
    const since = await incomingSince(bucket);
    if (settings.incoming)
      notices.push(...incomingNotices(await incomingOf(client, address, since ?? height).catch(() => []), own, since, settings, notified));
    if (since === undefined || height > since) await setIncomingSince(bucket, height);
    const unbonding = await unbondingsOf(client, address).catch(() => undefined);
    if (unbonding) {
      notices.push(...unbondingNotices(unbonding, await seenUnbondings(bucket), Number(latest.timestamp) * 1000, settings, notified));
      await setSeenUnbondings(bucket, unbonding);
    }
  }
  const unique = notices.filter((notice, index) => notices.findIndex((other) => other.key === notice.key) === index);
  return (await showNotices(network.id, unique)).length;
}

/** A vault's pending transfers; `vault` in its vault form (vault2 for a multisig vault), as the vault screen writes it. */
async function scanVault(
  client: LedgerClient,
  address: string,
  height: number,
): Promise<{ vault: string; delay: number; transfers: VaultTransfer[] }> {
  const answer = (await client.getAccount(address)).result.value;
  const account = answer.account_field.value;
  const vault = toForm(address, answer.account_type === 3 ? 'vault2' : 'vault1');
  const delay = Number(account.delay_height ?? 0);
  const entries = (await client.listRevocableTxs(vault)).result ?? [];
  const transfers: VaultTransfer[] = [];
  for (const entry of entries) {
    const effectHeight = Number(entry.height);
    if (!(effectHeight > height)) continue;
    const record = await client.getTx(entry.tx_hash).catch(() => null);
    const parties = partiesOf(record, Number(entry.msg_index));
    transfers.push({
      txhash: entry.tx_hash,
      msgIndex: entry.msg_index,
      effectHeight,
      coins: entry.tokens,
      from: parties?.from ?? null,
      to: parties?.to ?? null,
    });
  }
  return { vault, delay, transfers };
}

function partiesOf(record: TxRecord | null, index: number): { from: string; to: string } | null {
  const msgs = record?.tx?.value?.msg;
  const msg = Array.isArray(msgs) ? msgs[index] : undefined;
  const from = msg?.value?.from_address;
  const to = msg?.value?.to_address;
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
}

/** Transfers to `address` in blocks above `since`: the newest page of each incoming stream. */
async function incomingOf(client: LedgerClient, address: string, since: number): Promise<IncomingTransfer[]> {
  const out: IncomingTransfer[] = [];
  for (const events of [{ 'transfer.recipient': address }, { 'revocable_send.recipient': address }] as Array<Record<string, string>>) {
    const first = (await client.searchTxs({ events, limit: 20, page: 1 }))[0];
    const total = Number(first?.total_count ?? 0);
    const last = Math.max(1, Math.ceil(total / 20));
    const page = last === 1 ? first : (await client.searchTxs({ events, limit: 20, page: last }))[0];
    for (const record of page?.txs ?? []) {
      if (Number(record.height) <= since) continue;
      const msgs = record.tx?.value?.msg ?? [];
      for (const msg of msgs) {
        const to = msg?.value?.to_address;
        const from = msg?.value?.from_address;
        if (
          (msg.type !== 'MsgSend' && msg.type !== 'MsgRevocableSend') ||
          typeof to !== 'string' ||
          typeof from !== 'string' ||
          gt1(to) !== gt1(address)
        )
          continue;
        out.push({ txhash: record.txhash, to: address, from, coins: (msg.value.amount ?? []) as Coin[], height: Number(record.height) });
      }
    }
  }
  return out;
}

async function unbondingsOf(client: LedgerClient, address: string): Promise<UnbondingEntry[]> {
  const records = (await client.getUndelegations(address)).result ?? [];
  return records.flatMap((record) =>
    (record.entries ?? []).map((entry) => ({
      delegator: address,
      conAccount: record['con-account_address'],
      creationHeight: entry.creation_height,
      completion: entry.completion_time,
      amount: entry.balance,
    })),
  );
}
