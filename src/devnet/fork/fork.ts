// Fork mode (--fork-url): an address's balance and delegations are read from the upstream node at
// the fork height the first time a request names it, written into the local state (between
// blocks), and kept; local txs then apply on top. An address the local chain already knows (a dev
// account, or one a local tx created) is never read. Nothing is ever sent upstream.
import { isAddress, toGt1 } from '../../core/address.js';
import type { Ledger } from '../ledger/ledger.js';
import { addCoins } from '../modules/bank/keeper.js';
import { accountExists } from '../modules/bank/keeper.js';
import { bond, getCon } from '../modules/staking/keeper.js';
import { NodeError } from '../ledger/errors.js';
import { readAccount, readHeight, UpstreamError } from './upstream.js';

// Bech32 addresses in request paths and bodies: gt1/gt2/vault1/vault2, then the separator 1.
const ADDRESS = /\b(?:gt1|gt2|vault1|vault2)1[02-9ac-hj-np-z]{20,}/g;

export interface ForkOptions { url: string; height?: number }

export class Fork {
  private readonly known = new Set<string>();
  private readonly reading = new Map<string, Promise<void>>();
  /** Upstream delegations to con-accounts the local chain does not have, left out (gt1 → con-accounts). */
  readonly skipped = new Map<string, string[]>();

  private constructor(readonly url: string, readonly height: number, private readonly ledger: () => Ledger) {}

  /** The fork at `height`, or at the upstream's latest height; refuses a height the upstream has not reached. */
  static async open(options: ForkOptions, ledger: () => Ledger): Promise<Fork> {
    const latest = await readHeight(options.url);
    const height = options.height ?? latest;
    if (height < 1 || height > latest) throw new Error(`--fork-height ${height}: the upstream node is at height ${latest}`);
    return new Fork(options.url, height, ledger);
  }

  /** Reads every address named in `text` not yet known locally (once each, concurrent requests share a read). */
  async ensureIn(text: string): Promise<void> {
    const addresses = new Set<string>();
    for (const match of text.matchAll(ADDRESS)) if (isAddress(match[0])) addresses.add(toGt1(match[0]));
    await Promise.all([...addresses].map((address) => this.ensure(address)));
  }

  private ensure(address: string): Promise<void> {
    if (this.known.has(address)) return Promise.resolve();
    let read = this.reading.get(address);
    if (!read) {
      read = this.read(address).finally(() => this.reading.delete(address));
      this.reading.set(address, read);
    }
    return read;
  }

  private async read(address: string): Promise<void> {
    const ledger = this.ledger();
    if (accountExists(ledger.store, address)) {
      this.known.add(address);
      return;
    }
    let upstream;
    try {
      upstream = await readAccount(this.url, address, this.height);
    } catch (error) {
      if (error instanceof UpstreamError) throw new NodeError(502, 'upstream_unavailable', error.message);
      throw error;
    }
    if (this.known.has(address) || accountExists(ledger.store, address)) return; // a local tx got there first
    const skipped: string[] = [];
    ledger.betweenBlocks((ctx) => {
      if (upstream.coins.length > 0) addCoins(ctx.store, address, upstream.coins);
      for (const { con, tokens } of upstream.delegations) {
        if (tokens > 0n && getCon(ctx.store, toGt1(con))) bond(ctx, address, toGt1(con), tokens);
        else skipped.push(con);
      }
    });
    if (skipped.length > 0) this.skipped.set(address, skipped);
    this.known.add(address);
  }
}
