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

/** Nanoseconds per call of `fn` over one block of calls lasting at least `ms`. */
async function timeBlock(fn: () => unknown, ms: number): Promise<number> {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await fn();
    calls++;
  }
  return ((performance.now() - start) * 1e6) / calls;
}

/** Median nanoseconds per call over a few timed rounds, after a warm-up. */
export async function timeIt(fn: () => unknown, minMs = 300): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) samples.push(await timeBlock(fn, minMs / 5));
  return median(samples);
}

/** Median nanoseconds per call of `ours` and of `baseline`, timed in turn after a warm-up of each: ten
 *  rounds, each a block of one and then of the other (the order flipped every round), so a slow spell of
 *  the machine falls on both sides of a row instead of on whichever was timed then. */
async function timeInTurn(ours: () => unknown, baseline: () => unknown, minMs = 300): Promise<{ ours: number; baseline: number }> {
  for (let i = 0; i < 3; i++) {
    await ours();
    await baseline();
  }
  const timed = { ours: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < 10; round++) {
    const sides = round % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
    for (const side of sides) timed[side].push(await timeBlock(side === 'ours' ? ours : baseline, minMs / 10));
  }
  return { ours: median(timed.ours), baseline: median(timed.baseline) };
}

/** A row of two functions timed in turn (timeInTurn). */
export async function timedRow(
  name: string,
  ours: () => unknown,
  baselineName: string,
  baseline: () => unknown,
  minMs?: number,
): Promise<Row> {
  const times = await timeInTurn(ours, baseline, minMs);
  return { name, ...times, baselineName, unit: 'ns' };
}
