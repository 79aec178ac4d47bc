// Included transactions by hash, and event search for GET /v1/tx?type.key=value&limit=&page=.
import { isAddress, toGt1 } from '../../core/address.js';
import { bareTxHash } from '../../core/amino.js';
import type { TxEvent, TxRecord, TxSearchPage } from '../../core/rest/types.js';

export const DEFAULT_PAGE_LIMIT = 30;
export const MAX_PAGE_LIMIT = 100;

export interface EventFilter { type: string; key: string; value: string }

function normalizedValue(value: string): string {
  return isAddress(value) ? toGt1(value) : value;
}

const term = (type: string, key: string, value: string) => `${type}\u0000${key}\u0000${normalizedValue(value)}`;

/** Searchable (type, key, value) terms of a record, addresses in gt1 form, computed once per record. */
function eventTerms(events: TxEvent[]): Set<string> {
  const terms = new Set<string>();
  for (const event of events) for (const a of event.attributes) terms.add(term(event.type, a.key, a.value));
  return terms;
}

export class TxIndex {
  private readonly byHash = new Map<string, TxRecord>();
  private readonly ordered: Array<{ record: TxRecord; terms: Set<string> }> = [];

  add(record: TxRecord): void {
    this.byHash.set(bareTxHash(record.txhash), record);
    this.ordered.push({ record, terms: eventTerms(record.events) });
  }

  get(hash: string): TxRecord | undefined {
    return this.byHash.get(bareTxHash(hash));
  }

  has(hash: string): boolean {
    return this.byHash.has(bareTxHash(hash));
  }

  get size(): number {
    return this.ordered.length;
  }

  /** Oldest first, like the ledger's search; every filter must match some event attribute. */
  search(filters: EventFilter[], page: number, limit: number): TxSearchPage {
    const wanted = filters.map((f) => term(f.type, f.key, f.value));
    const found = this.ordered.filter(({ terms }) => wanted.every((t) => terms.has(t))).map(({ record }) => record);
    const start = (page - 1) * limit;
    const txs = found.slice(start, start + limit);
    return {
      count: String(txs.length),
      limit: String(limit),
      page_number: String(page),
      page_total: String(Math.max(1, Math.ceil(found.length / limit))),
      total_count: String(found.length),
      txs,
    };
  }
}
