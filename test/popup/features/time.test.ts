import { describe, expect, it } from 'vitest';
import { blocksEta, blocksFor, countdownText, formatDuration, parseDurationSeconds, secondsPerBlock, timestampMs } from '../../../src/popup/lib/time';

describe('durations', () => {
  it('formats seconds for people', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(-5)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
    expect(formatDuration(3 * 86400)).toBe('3 d');
  });

  it('counts down with a clock face and days', () => {
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(2 * 86_400_000 + 3_725_000)).toBe('2 d 01:02:05');
    expect(countdownText(-1)).toBe('0:00');
  });

  it('reads the undelegating time in every shape a ledger writes it', () => {
    expect(parseDurationSeconds('259200')).toBe(259200);
    expect(parseDurationSeconds('259200000000000')).toBe(259200);
    expect(parseDurationSeconds('72h0m0s')).toBe(259200);
    expect(parseDurationSeconds('1h30m')).toBe(5400);
    expect(parseDurationSeconds('1.5s')).toBe(1.5);
    expect(parseDurationSeconds(86400)).toBe(86400);
    expect(parseDurationSeconds('26000000000', 'ns')).toBe(26);
    expect(parseDurationSeconds('three days')).toBeNull();
    expect(parseDurationSeconds('')).toBeNull();
    expect(parseDurationSeconds(undefined)).toBeNull();
  });
});

describe('block rate', () => {
  it('averages seconds per block and refuses what it cannot tell', () => {
    expect(secondsPerBlock(80, 1000, 100, 1100)).toBe(5);
    expect(secondsPerBlock(100, 1000, 100, 1100)).toBeNull();
    expect(secondsPerBlock(80, 1000, 100, 1000)).toBeNull();
  });

  it('turns blocks into time and time into blocks', () => {
    expect(blocksEta(720, 5)).toBe('about 1 h');
    expect(blocksEta(0, 5)).toBe('now');
    expect(blocksEta(10, null)).toBe('');
    expect(blocksFor(3600, 5)).toBe(720);
    expect(blocksFor(1, 5)).toBe(1);
    expect(blocksFor(3600, null)).toBeNull();
  });

  it('reads unix-second and ISO timestamps', () => {
    expect(timestampMs('1700000000')).toBe(1_700_000_000_000);
    expect(timestampMs('2024-01-02T03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(timestampMs('not a time')).toBeNull();
    expect(timestampMs(null)).toBeNull();
  });
});
