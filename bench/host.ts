// How much CPU the host took back while the bench ran (Linux's /proc/stat "steal", vmstat's `st`): on
// a virtual machine whose host is busy, a run measures the host more than the code, whatever its
// ratios say (a node row of 2026-11-28's tree went from 49 ms to 821 ms on such an hour: README, "Speed").
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  total: number;
}

/** Above this share of steal, a run's figures are not a measure of the code. */
const STEAL_LIMIT_PERCENT = 5;

function readStat(): string | null {
  try {
    return readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
}

/** The machine's CPU time so far (clock ticks), from /proc/stat's `cpu` line; null where there is none. */
export function cpuTimes(stat: string | null = readStat()): CpuTimes | null {
  const line = stat?.split('\n').find((text) => text.startsWith('cpu '));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal; guest and guest_nice are counted in user and nice already.
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return null;
  return { steal: fields[7]!, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** The share of the machine's CPU time the host took between two readings, in %; null without both. */
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/** The line the bench prints under its rows: how much the host took, and what that means for them. */
export function stealLine(percent: number | null): string | null {
  if (percent === null) return null;
  const share = `the host took back ${percent.toFixed(1)}% of this machine's CPU during the run (/proc/stat steal)`;
  return percent > STEAL_LIMIT_PERCENT ? `${share}: these figures measure the host more than the code; run again` : share;
}
