// What every bench row is, and how one figure is timed (shared by the core and devnet benches).
export interface Row {
  name: string;
  ours: number;
  baseline: number;
  baselineName: string;
  unit: string;
}

/** Milliseconds as a row's nanoseconds. */
export const ms = (value: number): number => value * 1e6;

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median nanoseconds per call over a few timed rounds, after a warm-up. */
export async function timeIt(fn: () => unknown, minMs = 300): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    let calls = 0;
    const start = performance.now();
    while (performance.now() - start < minMs / 5) {
      await fn();
      calls++;
    }
    samples.push(((performance.now() - start) * 1e6) / calls);
  }
  samples.sort((a, b) => a - b);
  return samples[2]!;
}
