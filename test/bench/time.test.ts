// The bench's two-sided rows (bench/time.ts, timedRow): ours and the baseline timed in turn, so a slow
// spell of the machine falls on both sides of a row.
import { describe, expect, it } from 'vitest';
import { timedRow } from '../../bench/time';

describe('a row timed in turn', () => {
  it('warms both sides, then times ten blocks of each, the order flipped every block', async () => {
    const calls: string[] = [];
    const row = await timedRow(
      'ours',
      () => calls.push('o'),
      'the baseline',
      () => calls.push('b'),
      20,
    );
    // Warm-up: each side three times, in turn.
    expect(calls.slice(0, 6)).toEqual(['o', 'b', 'o', 'b', 'o', 'b']);
    // Then blocks o b | b o | o b | …: adjacent blocks of one side run together, so eleven runs in all.
    const runs = calls.slice(6).filter((side, i, rest) => i === 0 || rest[i - 1] !== side);
    expect(runs).toEqual(['o', 'b', 'o', 'b', 'o', 'b', 'o', 'b', 'o', 'b', 'o']);
    expect(row).toMatchObject({ name: 'ours', baselineName: 'the baseline', unit: 'ns' });
    expect(row.ours).toBeGreaterThan(0);
    expect(row.baseline).toBeGreaterThan(0);
  });

  it('gives each side its own time per call', async () => {
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const row = await timedRow(
      'slow',
      () => spin(0.5),
      'quick',
      () => undefined,
      50,
    );
    expect(row.ours).toBeGreaterThanOrEqual(0.5e6);
    expect(row.baseline).toBeLessThan(row.ours);
  });
});
