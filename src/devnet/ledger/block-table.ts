// Every block header the node has produced, in typed arrays (~110 bytes a block instead of a
// ~1 KiB object): hashes and roots as bytes, times as numbers, and where each block's txs start in
// the tx index. Proposer and seed are recomputed from the previous hash, as they were produced.
import { blockSeed, chooseProposer, type BlockInfo, type CommitteeView } from './blocks';

const HASH = 32;
/** hash, txn_root, state_root: 32 bytes each. */
const ROW = 3 * HASH;

/** The table without its code, for a snapshot. */
export interface BlockTableImage {
  rows: Uint8Array;
  times: Float64Array;
  /** Tx-index position of each block's first tx, and one more entry: the count after the last block. */
  firstTx: Float64Array;
}

const hexBytes = (hex: string) => {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length !== HASH) throw new Error(`block hash or root ${hex} is not 32 bytes of hex`);
  return bytes;
};

export class BlockTable {
  private rows = new Uint8Array(ROW * 256);
  private times = new Float64Array(256);
  private firstTx = new Float64Array(257);
  private count = 0;

  constructor(
    private readonly chainId: string,
    private readonly committee: CommitteeView,
    /** Prefixed hashes of the txs at these tx-index positions. */
    private readonly txHashes: (from: number, to: number) => string[],
    image?: BlockTableImage,
    /** Height of the first block kept: 1, or a forked chain's fork height + 1. */
    readonly firstHeight = 1,
  ) {
    if (!image) return;
    const count = image.times.length;
    if (image.rows.length !== count * ROW || image.firstTx.length !== count + 1) throw new Error('block table image is malformed');
    this.grow(count);
    this.rows.set(image.rows);
    this.times.set(image.times);
    this.firstTx.set(image.firstTx);
    this.count = count;
  }

  get length(): number {
    return this.count;
  }

  /** Height of the latest block (firstHeight - 1 before the first). */
  get height(): number {
    return this.firstHeight - 1 + this.count;
  }

  byHeight(height: number): BlockInfo | undefined {
    return height < this.firstHeight ? undefined : this.at(height - this.firstHeight);
  }

  /** Tx-index position after the last block's txs. */
  get txCount(): number {
    return this.firstTx[this.count]!;
  }

  push(info: BlockInfo, txCount: number): void {
    if (info.height !== this.height + 1) throw new Error(`block ${info.height} pushed after ${this.height}`);
    this.grow(this.count + 1);
    const at = this.count * ROW;
    this.rows.set(hexBytes(info.hash), at);
    this.rows.set(hexBytes(info.txn_root), at + HASH);
    this.rows.set(hexBytes(info.state_root), at + 2 * HASH);
    this.times[this.count] = info.time;
    this.firstTx[this.count + 1] = this.firstTx[this.count]! + txCount;
    this.count += 1;
  }

  /** Keeps the first `count` blocks (/dev/revert). */
  truncate(count: number): void {
    if (count > this.count) throw new Error(`cannot cut the block table back from ${this.count} to ${count} blocks`);
    this.count = count;
  }

  /** Block at an index from 0 (negative counts from the end, like Array.at). */
  at(index: number): BlockInfo | undefined {
    const i = index < 0 ? this.count + index : index;
    if (!Number.isInteger(i) || i < 0 || i >= this.count) return undefined;
    const height = this.firstHeight + i;
    const previousHash = i === 0 ? '' : this.hex(i - 1, 0);
    const [from, to, txHashes] = [this.firstTx[i]!, this.firstTx[i + 1]!, this.txHashes];
    return {
      chain_id: this.chainId,
      height,
      time: this.times[i]!,
      previous_hash: previousHash,
      proposer: chooseProposer(this.committee.conAccounts, previousHash, height),
      seed: blockSeed(previousHash, height),
      txn_root: this.hex(i, HASH),
      state_root: this.hex(i, 2 * HASH),
      hash: this.hex(i, 0),
      // Read from the tx records only when asked (a block answer does not list them).
      get txs() {
        return txHashes(from, to);
      },
    };
  }

  map<T>(fn: (info: BlockInfo) => T): T[] {
    return Array.from({ length: this.count }, (_, i) => fn(this.at(i)!));
  }

  image(): BlockTableImage {
    return {
      rows: this.rows.slice(0, this.count * ROW),
      times: this.times.slice(0, this.count),
      firstTx: this.firstTx.slice(0, this.count + 1),
    };
  }

  private hex(index: number, part: number): string {
    const at = index * ROW + part;
    return Buffer.from(this.rows.buffer, this.rows.byteOffset + at, HASH).toString('hex');
  }

  private grow(count: number): void {
    if (count <= this.times.length) return;
    let capacity = this.times.length;
    while (capacity < count) capacity *= 2;
    const rows = new Uint8Array(capacity * ROW);
    rows.set(this.rows);
    this.rows = rows;
    const times = new Float64Array(capacity);
    times.set(this.times);
    this.times = times;
    const firstTx = new Float64Array(capacity + 1);
    firstTx.set(this.firstTx);
    this.firstTx = firstTx;
  }
}
