// The dev clock: real time plus the offset /dev/advance-time added; never earlier than the last block.

let lastSeconds = Number.NaN;
let lastIso = '';

/** Unix seconds → ISO 8601 UTC without milliseconds, as block and tx timestamps read (the last one remembered: every tx of a block asks for the same). */
export function isoSeconds(seconds: number): string {
  if (seconds !== lastSeconds) {
    lastIso = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    lastSeconds = seconds;
  }
  return lastIso;
}

export class DevClock {
  constructor(
    public offset = 0,
    private readonly realNow: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** The next block's time (/dev/set-next-block-time), until a block takes it. */
  private next: number | undefined;

  /** Unix seconds for a new block after one stamped `lastBlockTime`. */
  now(lastBlockTime = 0): number {
    return Math.max(this.next ?? this.realNow() + this.offset, lastBlockTime);
  }

  advance(seconds: number): void {
    this.offset += seconds;
  }

  /** Stamps the next block `seconds` (undefined: no longer); the blocks after it go on from there (the offset follows). */
  setNext(seconds: number | undefined): void {
    this.next = seconds;
  }

  /** The time set for the next block, if any (a /dev/snapshot keeps it). */
  get pinned(): number | undefined {
    return this.next;
  }

  /** A block took the time set with setNext: later blocks go on from it. */
  nextTaken(): void {
    if (this.next === undefined) return;
    this.offset = this.next - this.realNow();
    this.next = undefined;
  }
}
