import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../src/popup/i18n';
import {
  blocksApprox,
  blocksEta,
  blocksFor,
  countdownText,
  dateTimeText,
  parseDurationSeconds,
  secondsPerBlock,
  timestampMs,
} from '../../../src/popup/lib/time';

afterEach(() => setPageLanguage('en'));

describe('durations', () => {
  it('counts down with a clock face and days', () => {
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(2 * 86_400_000 + 3_725_000)).toBe('2 days 01:02:05');
    expect(countdownText(-1)).toBe('0:00');
    setPageLanguage('zh-CN');
    expect(countdownText(2 * 86_400_000 + 3_725_000)).toBe('2天 01:02:05');
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
    expect(blocksEta(720, 5)).toBe('about 1 hour');
    expect(blocksEta(17_280 * 3, 5)).toBe('about 3 days');
    expect(blocksEta(0, 5)).toBe('now');
    expect(blocksEta(10, null)).toBe('');
    expect(blocksApprox(30, 2)).toBe('≈ 1 minute');
    expect(blocksApprox(30, null)).toBe('');
    expect(blocksFor(3600, 5)).toBe(720);
    expect(blocksFor(1, 5)).toBe(1);
    expect(blocksFor(3600, null)).toBeNull();
  });

  it('says waiting times and moments in Chinese when Chinese is chosen', () => {
    setPageLanguage('zh-CN');
    expect(blocksEta(17_280 * 3, 5)).toBe('约 3天');
    expect(blocksEta(0, 5)).toBe('现在');
    expect(dateTimeText(null)).toBe('未知');
    expect(dateTimeText(Date.UTC(2024, 0, 2, 3, 4, 5))).toMatch(/2024年1月/);
  });

  it('reads unix-second and ISO timestamps', () => {
    expect(timestampMs('1700000000')).toBe(1_700_000_000_000);
    expect(timestampMs('2024-01-02T03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(timestampMs('not a time')).toBeNull();
    expect(timestampMs(null)).toBeNull();
  });
});
