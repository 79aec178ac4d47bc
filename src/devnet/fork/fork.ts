// Fork mode (--fork-url): the upstream's con-accounts and tokens are read at the fork height before
// the first request runs; an address's state (balance, account and vault rules, delegations,
// undelegations and redelegations, pending revocable transfers) the first time a request names it. What is read is written into the local state (between blocks) and kept; local txs then
// apply on top. What the local chain already has (its genesis con-accounts and tokens, its dev
// accounts, anything a local tx created) is never read. Nothing is ever sent upstream.
import { isAddress, toGt1 } from '../../core/address';
import type { Ledger } from '../ledger/ledger';
import { addCoins, accountExists } from '../modules/bank/keeper';
import { bond, getCon, importDelegation, importRedelegation, importUnbonding, principalRecipient, setCon } from '../modules/staking/keeper';
import { getToken, tokenKey } from '../modules/token/keeper';
import { scaledRate } from '../modules/shared/math';
import { NodeError } from '../ledger/errors';
import { conRecordOf, writeAuth } from './records';
import { readAccount, readConAccounts, readHeight, readTokens, readTransfer, UpstreamError, type UpstreamTransfer } from './upstream';
import { getRevocable, getVault, saveRevocable } from '../modules/vault/keeper';
import { bareTxHash } from '../../core/amino';
import type { RevocableTxEntry } from '../../core/rest/types';

// Bech32 addresses in request paths and bodies: gt1/gt2/vault1/vault2, then the separator 1.
const ADDRESS = /\b(?:gt1|gt2|vault1|vault2)1[02-9ac-hj-np-z]{20,}/g;

export interface ForkOptions {
  url: string;
  height?: number;
}

// What has been read is marked in the state itself, written with what was read, so that
// /dev/revert to before a read forgets both and the next request reads again.
const GLOBAL_READ = 'fork/global';
const addressRead = (gt1: string) => `fork/address/${gt1}`;
const upstreamCon = (gt1: string) => `fork/con/${gt1}`;

/** Runs a read of the upstream, its failure answered as 502. */
async function fromUpstream<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError) throw new NodeError(502, 'upstream_unavailable', error.message);
    throw error;
  }
}

export class Fork {
  private readonly reading = new Map<string, Promise<void>>();
  private global: Promise<void> | undefined;
  /** Upstream (un/re)delegations with a con-account neither chain lists, left out (gt1 → con-accounts). */
  readonly skipped = new Map<string, string[]>();

  private constructor(
    readonly url: string,
    readonly height: number,
    private readonly ledger: () => Ledger,
  ) {}

  /** The fork at `height`, or at the upstream's latest height; refuses a height the upstream has not reached. */
  static async open(options: ForkOptions, ledger: () => Ledger): Promise<Fork> {
    const latest = await readHeight(options.url);
    const height = options.height ?? latest;
    if (height < 1 || height > latest) throw new Error(`--fork-height ${height}: the upstream node is at height ${latest}`);
    return new Fork(options.url, height, ledger);
  }

  /** Reads the con-accounts and tokens once, then every address named in `text` not yet known locally (once each, concurrent requests share a read). */
  async ensureIn(text: string): Promise<void> {
    await this.ensureGlobal();
    const addresses = new Set<string>();
    for (const match of text.matchAll(ADDRESS)) if (isAddress(match[0])) addresses.add(toGt1(match[0]));
    await Promise.all([...addresses].map((address) => this.ensure(address)));
  }

  private ensureGlobal(): Promise<void> {
    if (this.ledger().store.get(GLOBAL_READ)) return Promise.resolve();
    this.global ??= this.readGlobal().finally(() => {
      this.global = undefined;
    });
    return this.global;
  }

  private async readGlobal(): Promise<void> {
    const [cons, tokens] = await fromUpstream(() =>
      Promise.all([readConAccounts(this.url, this.height), readTokens(this.url, this.height)]),
    );
    this.ledger().betweenBlocks(({ store }) => {
      if (store.get(GLOBAL_READ)) return;
      for (const view of cons) {
        const record = conRecordOf(view);
        if (getCon(store, record.operator_address)) continue;
        setCon(store, record);
        // Its tokens already count every upstream delegation.
        store.set(upstreamCon(record.operator_address), true);
      }
      for (const token of tokens) if (!getToken(store, token.symbol)) store.set(tokenKey(token.symbol), token);
      store.set(GLOBAL_READ, true);
    });
  }

  private known(address: string): boolean {
    const { store } = this.ledger();
    return store.get(addressRead(address)) === true || accountExists(store, address);
  }

  private ensure(address: string): Promise<void> {
    if (this.known(address)) return Promise.resolve();
    let read = this.reading.get(address);
    if (!read) {
      read = this.read(address).finally(() => this.reading.delete(address));
      this.reading.set(address, read);
    }
    return read;
  }

  private async read(address: string): Promise<void> {
    const ledger = this.ledger();
    const upstream = await fromUpstream(() => readAccount(this.url, address, this.height));
    // Every read of this address's own state comes before anything is written.
    const transfers = await Promise.all(
      (upstream.auth?.revocables ?? []).map(async (entry) => {
        const index = Number(entry.msg_index);
        return { entry, index, ...(await fromUpstream(() => readTransfer(this.url, entry.tx_hash, index, this.height))) };
      }),
    );
    if (this.known(address)) return; // a local tx got there first
    const skipped: string[] = [];
    ledger.betweenBlocks((ctx) => {
      ctx.store.set(addressRead(address), true);
      if (upstream.auth) writeAuth(ctx.store, address, upstream.auth);
      if (upstream.coins.length > 0) addCoins(ctx.store, address, upstream.coins);
      for (const { con, tokens, shares } of upstream.delegations) {
        const local = toGt1(con);
        // An upstream con-account's tokens count this delegation already; a local one's do not.
        if (ctx.store.get(upstreamCon(local))) importDelegation(ctx, address, local, scaledRate(shares));
        else if (tokens > 0n && getCon(ctx.store, local)) bond(ctx, address, local, tokens);
        else skipped.push(con);
      }
      for (const { con, entries } of upstream.unbondings) {
        const local = toGt1(con);
        if (!getCon(ctx.store, local)) {
          skipped.push(con);
          continue;
        }
        const recipient = principalRecipient(ctx, address);
        importUnbonding(
          ctx.store,
          address,
          local,
          entries.filter((e) => Number.isFinite(e.completion_time)).map((e) => ({ ...e, recipient })),
        );
      }
      for (const { src, dst, entries } of upstream.redelegations) {
        const [from, to] = [toGt1(src), toGt1(dst)];
        if (getCon(ctx.store, from) && getCon(ctx.store, to))
          importRedelegation(
            ctx.store,
            address,
            from,
            to,
            entries.filter((e) => Number.isFinite(e.completion_time)),
          );
        else skipped.push(getCon(ctx.store, from) ? dst : src);
      }
    });
    if (skipped.length > 0) this.skipped.set(address, skipped);
    // A retrieval account's vaults, so that its answer lists them as the upstream's does.
    await Promise.all((upstream.auth?.vaults ?? []).map((vault) => this.ensure(toGt1(vault))));
    await Promise.all(transfers.map((transfer) => this.writeRevocable(transfer)));
  }

  /** A transfer still revocable at the fork height: both parties are read first, so the vault that may revoke it is known. */
  private async writeRevocable({
    entry,
    index,
    ...transfer
  }: { entry: RevocableTxEntry; index: number } & UpstreamTransfer): Promise<void> {
    const [from, to] = [toGt1(transfer.from), toGt1(transfer.to)];
    await Promise.all([this.ensure(from), this.ensure(to)]);
    const hash = bareTxHash(entry.tx_hash);
    this.ledger().betweenBlocks(({ store }) => {
      if (getRevocable(store, hash, index)) return; // read with the other party
      const revoker = getVault(store, from) ? from : getVault(store, to) ? to : '';
      if (revoker === '') return;
      saveRevocable(store, {
        tx_hash: hash,
        tx_hash_prefixed: entry.tx_hash,
        msg_index: index,
        from,
        to,
        amount: entry.tokens,
        height: transfer.height,
        effect_height: Number(entry.height),
        status: 1,
        revoke_hash: '',
        revoker,
      });
    });
  }
}
