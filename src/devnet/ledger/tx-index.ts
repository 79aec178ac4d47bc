// Included transactions by hash, and event search for GET /v1/tx?type.key=value&limit=&page=.
// RAM holds only typed arrays (48 hash bytes and a few postings per tx); the records themselves
// live in a RecordStore (a file on a node with a data dir) and are read per page.
import { isAddress } from '../../core/address';
import { bareTxHash } from '../../core/amino';
import type { TxEvent, TxRecord, TxSearchPage } from '../../core/rest/types';
import { BoundedCache } from './bounded-cache';
import { gt1Of } from './gt1';
import { MemoryRecords, type RecordStore } from './tx-records';

export const DEFAULT_PAGE_LIMIT = 30;
export const MAX_PAGE_LIMIT = 100;
/** A tx hash is SHA-384: 48 bytes. */
export const HASH_BYTES = 48;

export interface EventFilter {
  type: string;
  key: string;
  value: string;
}

/** The index without its records, for a snapshot. */
export interface TxIndexImage {
  /** 48 bytes per tx, in inclusion order. */
  hashes: Uint8Array;
  terms: string[];
  /** Postings of each term, one after another; `postingLengths[i]` belongs to `terms[i]`. */
  postingLengths: Uint32Array;
  /** Those postings in one array (read from a snapshot) or several (one per term, to write one). */
  postings: Uint32Array[];
}

// Only values shaped like a bech32 account are decoded (decoding every event value cost ~13% of replay).
const ADDRESS_SHAPE = /^(?:gt|vault)[12]1[02-9ac-hj-np-z]{30,}$/i;

// The same few addresses recur in every tx's events: decode each once (bech32 was ~7% of a block).
const gt1Forms = new BoundedCache<string, string>(10_000);
const gt1FormOf = (value: string) => (isAddress(value) ? gt1Of(value) : value);

function normalizedValue(value: string): string {
  return ADDRESS_SHAPE.test(value) ? gt1Forms.get(value, gt1FormOf) : value;
}

const term = (type: string, key: string, value: string) => `${type}\u0000${key}\u0000${normalizedValue(value)}`;

/** Searchable (type, key, value) terms of a record, addresses in gt1 form, computed once per record. */
function eventTerms(events: TxEvent[]): Set<string> {
  const terms = new Set<string>();
  for (const event of events) for (const a of event.attributes) terms.add(term(event.type, a.key, a.value));
  return terms;
}

/** An ascending list of positions in a growable Uint32Array. */
class Postings {
  constructor(
    public data: Uint32Array = new Uint32Array(4),
    public length = 0,
  ) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/** True when the ascending list holds `position` (binary search). */
function holds(list: Uint32Array, position: number): boolean {
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

const NONE = new Uint32Array(0);

function concat(lists: readonly Uint32Array[]): Uint32Array {
  const all = new Uint32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
}

/** A hash's last four bytes as a number: SHA-384 output is uniform, and hand-made test hashes differ there. */
const bucketOf = (bytes: Uint8Array, at: number) => (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
const HEX96 = /^[0-9A-F]{96}$/;
const COMMA = 0x2c;
const PAGE_END = Buffer.from(']}]');

/** Bytes of record answers kept for re-reads (a MsgSend's answer is ~3 KB). */
const ANSWER_BYTES = 16 * 2 ** 20;

/** A string's UTF-8 bytes in a buffer of their own (a pooled one would keep its whole slab alive). */
function ownBytes(text: string): Buffer<ArrayBuffer> {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Records' JSON answers by position, as UTF-8 bytes, the least recently read dropped first once
 * over `budget` bytes: a page read again (a wallet polling its history) costs no disk read, parse,
 * stringify or encoding. Included records never change, so a kept answer stays exact.
 */
export class AnswerCache {
  private readonly answers = new Map<number, Buffer<ArrayBuffer>>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  get(position: number, make: (position: number) => string): Buffer<ArrayBuffer> {
    const known = this.answers.get(position);
    if (known !== undefined) {
      // Map order is insertion order: re-inserting makes it the most recent.
      this.answers.delete(position);
      this.answers.set(position, known);
      return known;
    }
    const answer = ownBytes(make(position));
    this.answers.set(position, answer);
    this.bytes += answer.length;
    for (const [old, oldAnswer] of this.answers) {
      if (this.bytes <= this.budget) break;
      this.answers.delete(old);
      this.bytes -= oldAnswer.length;
    }
    return answer;
  }
}

/**
 * Tx hashes in an open-addressing table over their bytes, plus an inverted index term → ascending
 * positions, so a search reads only the postings of its rarest term and pages without collecting.
 */
export class TxIndex {
  private hashes: Uint8Array = new Uint8Array(HASH_BYTES * 1024);
  private count = 0;
  /** position + 1 per slot, 0 for empty; capacity a power of two, at most half full. */
  private table = new Int32Array(2048);
  private readonly postings = new Map<string, Postings>();
  private readonly answers = new AnswerCache(ANSWER_BYTES);
  private readonly answerOf = (position: number) => JSON.stringify(this.records.read(position));

  constructor(
    private readonly records: RecordStore = new MemoryRecords(),
    image?: TxIndexImage,
  ) {
    if (image) this.load(image);
    if (this.count !== records.count) throw new Error(`the tx index counts ${this.count} txs, its records ${records.count}`);
  }

  add(record: TxRecord): void {
    const bytes = Buffer.from(bareTxHash(record.txhash), 'hex');
    if (bytes.length !== HASH_BYTES) throw new Error(`tx hash ${record.txhash} is not 48 bytes`);
    const position = this.count;
    this.records.append(record);
    this.pushHash(bytes);
    for (const t of eventTerms(record.events)) {
      const list = this.postings.get(t);
      if (list) list.push(position);
      else this.postings.set(t, new Postings(Uint32Array.of(position, 0, 0, 0), 1));
    }
  }

  /** Forgets the txs from position `count` on (/dev/revert, on a node whose records are in memory). */
  truncate(count: number): void {
    if (!this.records.truncate || count > this.count) throw new Error(`cannot cut the tx index back from ${this.count} to ${count} txs`);
    this.records.truncate(count);
    this.count = count;
    this.rehash(this.table.length);
    for (const [t, list] of this.postings) {
      while (list.length > 0 && list.data[list.length - 1]! >= count) list.length -= 1;
      if (list.length === 0) this.postings.delete(t);
    }
    this.answers.clear();
  }

  get(hash: string): TxRecord | undefined {
    const position = this.find(hash);
    return position === -1 ? undefined : this.records.read(position);
  }

  has(hash: string): boolean {
    return this.find(hash) !== -1;
  }

  get size(): number {
    return this.count;
  }

  /** Prefixed hashes of the txs at positions from..to-1 (read from their records). */
  txhashes(from: number, to: number): string[] {
    const out: string[] = [];
    for (let position = from; position < to; position++) out.push(this.records.read(position).txhash);
    return out;
  }

  /** GET /v1/tx/{hash}'s answer: exactly the UTF-8 of JSON.stringify(get(hash)), or undefined when not included. */
  answer(hash: string): Buffer<ArrayBuffer> | undefined {
    const position = this.find(hash);
    return position === -1 ? undefined : this.answers.get(position, this.answerOf);
  }

  /** Oldest first, like the ledger's search; every filter must match some event attribute. */
  search(filters: EventFilter[], page: number, limit: number): TxSearchPage {
    const { positions, fields } = this.page(filters, page, limit);
    return { ...fields, txs: Array.from(positions, (position) => this.records.read(position)) };
  }

  /**
   * GET /v1/tx's answer: exactly the UTF-8 of JSON.stringify([search(filters, page, limit)]), from
   * the records' kept answers, copied once into a buffer outside the JS heap (a page as a string
   * was ~90 KB of young-generation garbage per search, twice: joined, then joined to the headers).
   */
  searchAnswer(filters: EventFilter[], page: number, limit: number): Buffer<ArrayBuffer> {
    const { positions, fields } = this.page(filters, page, limit);
    // The page's fields as JSON.stringify writes them, up to the txs array, which ends the object.
    const head = `[${JSON.stringify({ ...fields, txs: [] }).slice(0, -']}'.length)}`;
    const txs = Array.from(positions, (position) => this.answers.get(position, this.answerOf));
    let length = head.length + Math.max(0, txs.length - 1) + PAGE_END.length;
    for (const tx of txs) length += tx.length;
    const out = Buffer.allocUnsafeSlow(length);
    let at = out.write(head, 'latin1');
    txs.forEach((tx, i) => {
      if (i > 0) out[at++] = COMMA;
      at += tx.copy(out, at);
    });
    PAGE_END.copy(out, at);
    return out;
  }

  /** The positions of a search page's txs, and the page's other fields. */
  private page(filters: EventFilter[], page: number, limit: number): { positions: Uint32Array; fields: Omit<TxSearchPage, 'txs'> } {
    const lists = filters.map((f) => this.postings.get(term(f.type, f.key, f.value))?.view() ?? NONE).sort((a, b) => a.length - b.length);
    const [rarest = NONE, ...others] = lists;
    const matches = others.length === 0 ? rarest : rarest.filter((position) => others.every((list) => holds(list, position)));
    const start = (page - 1) * limit;
    const positions = matches.subarray(start, start + limit);
    return {
      positions,
      fields: {
        count: String(positions.length),
        limit: String(limit),
        page_number: String(page),
        page_total: String(Math.max(1, Math.ceil(matches.length / limit))),
        total_count: String(matches.length),
      },
    };
  }

  /**
   * Views, not copies (at 1M txs a copy was ~70 MB on the event loop per snapshot): adding a tx only
   * writes past the viewed lengths, or into new grown arrays, so a view keeps its bytes meanwhile.
   */
  image(): TxIndexImage {
    const terms = [...this.postings.keys()];
    const postings = terms.map((t) => this.postings.get(t)!.view());
    const postingLengths = Uint32Array.from(postings, (list) => list.length);
    return { hashes: this.hashes.subarray(0, this.count * HASH_BYTES), terms, postingLengths, postings };
  }

  /** Adopts the image's arrays (no copies: at 1M txs they are ~70 MB). */
  private load(image: TxIndexImage): void {
    if (image.hashes.length % HASH_BYTES !== 0 || image.terms.length !== image.postingLengths.length)
      throw new Error('tx index image is malformed');
    this.hashes = image.hashes.length > 0 ? image.hashes : this.hashes;
    this.count = image.hashes.length / HASH_BYTES;
    let capacity = this.table.length;
    while (this.count * 2 > capacity) capacity *= 2;
    this.rehash(capacity);
    const all = image.postings.length === 1 ? image.postings[0]! : concat(image.postings);
    let at = 0;
    image.terms.forEach((t, i) => {
      const length = image.postingLengths[i]!;
      if (at + length > all.length) throw new Error('tx index image is malformed');
      this.postings.set(t, new Postings(all.subarray(at, at + length), length));
      at += length;
    });
  }

  private pushHash(bytes: Uint8Array): void {
    if ((this.count + 1) * HASH_BYTES > this.hashes.length) {
      const grown = new Uint8Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes.set(bytes, this.count * HASH_BYTES);
    this.count += 1;
    if (this.count * 2 > this.table.length) this.rehash(this.table.length * 2);
    else this.place(this.count - 1);
  }

  private slotOf(position: number): number {
    return bucketOf(this.hashes, position * HASH_BYTES + HASH_BYTES - 4) & (this.table.length - 1);
  }

  private place(position: number): void {
    const mask = this.table.length - 1;
    let slot = this.slotOf(position);
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = position + 1;
  }

  private rehash(capacity: number): void {
    this.table = new Int32Array(capacity);
    for (let position = 0; position < this.count; position++) this.place(position);
  }

  /** Position of a tx by its hash (prefixed or bare, any case), or -1. */
  private find(hash: string): number {
    const bare = bareTxHash(hash);
    if (!HEX96.test(bare)) return -1;
    const bytes = Buffer.from(bare, 'hex');
    const mask = this.table.length - 1;
    let slot = bucketOf(bytes, HASH_BYTES - 4) & mask;
    for (let entry = this.table[slot]!; entry !== 0; slot = (slot + 1) & mask, entry = this.table[slot]!) {
      const at = (entry - 1) * HASH_BYTES;
      if (bytes.equals(this.hashes.subarray(at, at + HASH_BYTES))) return entry - 1;
    }
    return -1;
  }
}
