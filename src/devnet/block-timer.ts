// The node's block interval, which /dev/block-time changes while the node runs (in memory: a
// restart takes --block-time again).
import type { Ledger } from './ledger/ledger';

/** What the routes read: seconds between blocks, 0 = a block right after transactions are accepted. */
export interface BlockTiming {
  readonly blockTime: number;
  /** Changes the interval; absent when the node's interval is fixed (an app built without a timer). */
  set?(seconds: number): void;
}

export class BlockTimer implements BlockTiming {
  private interval: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly ledger: Ledger,
    private seconds: number,
  ) {
    this.arm();
  }

  get blockTime(): number {
    return this.seconds;
  }

  set(seconds: number): void {
    this.stop();
    this.seconds = seconds;
    // Txs waiting for the old timer's block would otherwise wait for the next broadcast.
    if (seconds === 0 && this.ledger.pendingCount > 0) this.tick();
    this.arm();
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = undefined;
  }

  tick(): void {
    try {
      this.ledger.mine(1);
    } catch (error) {
      console.error('devnet: producing a block failed', error);
    }
  }

  private arm(): void {
    if (this.seconds > 0) this.interval = setInterval(() => this.tick(), this.seconds * 1000);
  }
}
