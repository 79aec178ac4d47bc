// Included transactions by hash, and event search for GET /v1/tx?type.key=value&limit=&page=.
import { isAddress, toGt1 } from '../../core/address.js';
import { bareTxHash } from '../../core/amino.js';
import type { TxEvent, TxRecord, TxSearchPage } from '../../core/rest/types.js';

export const DEFAULT_PAGE_LIMIT = 30;
export const MAX_PAGE_LIMIT = 100;

export interface EventFilter { type: string; key: string; value: string }

// Only values shaped like a bech32 account are decoded (decoding every event value cost ~13% of replay).
const ADDRESS_SHAPE = /^(?:gt|vault)[12]1[02-9ac-hj-np-z]{30,}$/i;

function normalizedValue(value: string): string {
  return ADDRESS_SHAPE.test(value) && isAddress(value) ? toGt1(value) : value;
}

const term = (type: string, key: string, value: string) => `${type}\u0000${key}\u0000${normalizedValue(value)}`;

/** Searchable (type, key, value) terms of a record, addresses in gt1 form, computed once per record. */
function eventTerms(events: TxEvent[]): Set<string> {
  const terms = new Set<string>();
  for (const event of events) for (const a of event.attributes) terms.add(term(event.type, a.key, a.value));
  return terms;
}

/** True when the ascending list holds `position` (binary search). */
function holds(list: readonly number[], position: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = list[middle]!;
    if (value === position) return true;
    if (value < position) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const NONE: readonly number[] = [];

/**
 * Records in inclusion order plus an inverted index term → ascending positions, so a search reads
 * only the postings of its rarest term and pages without collecting every record.
 */
export class TxIndex {
  private readonly byHash = new Map<string, TxRecord>();
  private readonly records: TxRecord[] = [];
  private readonly postings = new Map<string, number[]>();

  add(record: TxRecord): void {
    this.byHash.set(bareTxHash(record.txhash), record);
    const position = this.records.push(record) - 1;
    for (const t of eventTerms(record.events)) {
      const list = this.postings.get(t);
      if (list) list.push(position);
      else this.postings.set(t, [position]);
    }
  }

  get(hash: string): TxRecord | undefined {
    return this.byHash.get(bareTxHash(hash));
  }

  has(hash: string): boolean {
    return this.byHash.has(bareTxHash(hash));
  }

  get size(): number {
    return this.records.length;
  }

  /** Oldest first, like the ledger's search; every filter must match some event attribute. */
  search(filters: EventFilter[], page: number, limit: number): TxSearchPage {
    const lists = filters.map((f) => this.postings.get(term(f.type, f.key, f.value)) ?? NONE).sort((a, b) => a.length - b.length);
    const [rarest = NONE, ...others] = lists;
    const matches = others.length === 0 ? rarest : rarest.filter((position) => others.every((list) => holds(list, position)));
    const start = (page - 1) * limit;
    const txs = matches.slice(start, start + limit).map((position) => this.records[position]!);
    return {
      count: String(txs.length),
      limit: String(limit),
      page_number: String(page),
      page_total: String(Math.max(1, Math.ceil(matches.length / limit))),
      total_count: String(matches.length),
      txs,
    };
  }
}
