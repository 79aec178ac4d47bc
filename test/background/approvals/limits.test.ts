// The per-origin budgets: a minute's requests are counted per bucket and origin, and each leaves the
// count a minute after it came, however many came before or after it.
import { describe, expect, it } from 'vitest';
import { takeBudget } from '../../../src/background/approvals/limits';

const MINUTE = 60_000;

describe('takeBudget', () => {
  it('refuses the request over the budget within a minute, per origin and bucket', () => {
    const t0 = 5_000_000;
    for (let i = 0; i < 3; i++) expect(takeBudget('limits-a', 'https://one.example', 3, t0 + i)).toBe(true);
    expect(takeBudget('limits-a', 'https://one.example', 3, t0 + 10)).toBe(false);
    expect(takeBudget('limits-a', 'https://two.example', 3, t0 + 10)).toBe(true);
    expect(takeBudget('limits-b', 'https://one.example', 3, t0 + 10)).toBe(true);
  });

  it('frees one place as each request leaves the minute, and a refused request takes none', () => {
    const t0 = 7_000_000;
    const site = 'https://steady.example';
    expect(takeBudget('limits-c', site, 2, t0)).toBe(true);
    expect(takeBudget('limits-c', site, 2, t0 + 1000)).toBe(true);
    expect(takeBudget('limits-c', site, 2, t0 + 2000)).toBe(false);
    expect(takeBudget('limits-c', site, 2, t0 + MINUTE - 1)).toBe(false);
    // The first left the minute; the second (t0 + 1000) has not.
    expect(takeBudget('limits-c', site, 2, t0 + MINUTE)).toBe(true);
    expect(takeBudget('limits-c', site, 2, t0 + MINUTE + 999)).toBe(false);
    expect(takeBudget('limits-c', site, 2, t0 + MINUTE + 1000)).toBe(true);
  });

  it('counts right over many minutes of steady requests (the dropped ones are cut off as it goes)', () => {
    const t0 = 9_000_000;
    const site = 'https://busy.example';
    const perMinute = 50;
    // One request a second for ten minutes: the first 50 seconds of each minute pass, the last 10 do not.
    const passed: number[] = [];
    for (let second = 0; second < 600; second++) if (takeBudget('limits-d', site, perMinute, t0 + second * 1000)) passed.push(second);
    for (const second of passed) {
      const inMinute = passed.filter((other) => other <= second && other > second - 60);
      expect(inMinute.length).toBeLessThanOrEqual(perMinute);
    }
    // Every refused second had a full minute behind it.
    for (let second = 0; second < 600; second++) {
      if (passed.includes(second)) continue;
      expect(passed.filter((other) => other < second && other > second - 60).length).toBe(perMinute);
    }
    expect(passed.length).toBe(500);
  });
});
