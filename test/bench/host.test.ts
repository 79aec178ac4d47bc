// The bench's reading of the host's steal (bench/host.ts): /proc/stat's cpu line, the share between two
// readings, and the warning printed above the limit.
import { describe, expect, it } from 'vitest';
import { cpuTimes, stealLine, stealPercent } from '../../bench/host';

const stat = (steal: number, idle: number) =>
  `cpu  100 0 50 ${idle} 0 0 0 ${steal} 0 0\ncpu0 50 0 25 ${idle / 2} 0 0 0 ${steal / 2} 0 0\nintr 1 2 3\n`;

describe("the host's steal", () => {
  it("reads the whole machine's cpu line, steal its eighth field, guest time not counted twice", () => {
    expect(cpuTimes(stat(30, 820))).toEqual({ steal: 30, total: 1000 });
    expect(cpuTimes('cpu  1 2 3\n')).toBeNull();
    expect(cpuTimes('intr 1 2\n')).toBeNull();
    expect(cpuTimes(null)).toBeNull();
  });

  it('gives the share the host took between two readings', () => {
    expect(stealPercent(cpuTimes(stat(30, 820)), cpuTimes(stat(130, 1720)))).toBeCloseTo(10);
    expect(stealPercent(cpuTimes(stat(30, 820)), cpuTimes(stat(30, 1820)))).toBe(0);
    expect(stealPercent(null, cpuTimes(stat(30, 820)))).toBeNull();
  });

  it('says a run above the limit measures the host, and one under it only gives the share', () => {
    expect(stealLine(36)).toMatch(/took back 36\.0% .*measure the host more than the code/);
    expect(stealLine(0.4)).toBe("the host took back 0.4% of this machine's CPU during the run (/proc/stat steal)");
    expect(stealLine(null)).toBeNull();
  });
});
