// The dev clock: real time plus the offset /dev/advance-time added; never earlier than the last block.

/** Unix seconds → ISO 8601 UTC without milliseconds, as block and tx timestamps read. */
export const isoSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export class DevClock {
  constructor(
    public offset = 0,
    private readonly realNow: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Unix seconds for a new block after one stamped `lastBlockTime`. */
  now(lastBlockTime = 0): number {
    return Math.max(this.realNow() + this.offset, lastBlockTime);
  }

  advance(seconds: number): void {
    this.offset += seconds;
  }
}
