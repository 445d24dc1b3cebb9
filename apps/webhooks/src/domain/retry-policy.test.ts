import { describe, expect, it } from 'vitest';
import {
  classifyAttempt,
  DEFAULT_JITTER,
  DEFAULT_RETRY_SCHEDULE_S,
  maxAttempts,
  nextAttemptAt,
  parseRetryAfter,
  parseSchedule,
  shouldAutoDisable,
} from './retry-policy';

const policy = { scheduleS: DEFAULT_RETRY_SCHEDULE_S, jitter: DEFAULT_JITTER, retryAfterMaxS: 86_400 };
const t0 = new Date('2026-01-01T00:00:00Z');

describe('retry schedule', () => {
  it('has 8 attempts whose nominal last attempt is ≈ 27 h 35 min after the first (about a day)', () => {
    expect(maxAttempts(policy)).toBe(8);
    const total = DEFAULT_RETRY_SCHEDULE_S.reduce((a, b) => a + b, 0);
    expect(total).toBe(27 * 3600 + 35 * 60 + 5);
  });

  it('applies ± jitter around each scheduled delay', () => {
    const low = nextAttemptAt(policy, 2, t0, undefined, () => 0)!;
    const high = nextAttemptAt(policy, 2, t0, undefined, () => 0.999999)!;
    expect(low.getTime() - t0.getTime()).toBe(270_000);
    expect(Math.round((high.getTime() - t0.getTime()) / 1000)).toBe(330);
    const mid = nextAttemptAt(policy, 1, t0, undefined, () => 0.5)!;
    expect(mid.getTime() - t0.getTime()).toBe(5_000);
  });

  it('stops after the schedule is exhausted', () => {
    expect(nextAttemptAt(policy, 7, t0, undefined)).not.toBeNull();
    expect(nextAttemptAt(policy, 8, t0, undefined)).toBeNull();
    expect(nextAttemptAt(policy, 8, t0, 10)).toBeNull();
  });

  it('honours Retry-After in place of the scheduled delay', () => {
    expect(nextAttemptAt(policy, 1, t0, 120)!.getTime() - t0.getTime()).toBe(120_000);
  });
});

describe('Retry-After parsing', () => {
  it('reads delta-seconds and HTTP dates, clamped to [1 s, max]', () => {
    expect(parseRetryAfter('30', t0)).toBe(30);
    expect(parseRetryAfter('0', t0)).toBe(1);
    expect(parseRetryAfter('999999', t0)).toBe(86_400);
    expect(parseRetryAfter(new Date(t0.getTime() + 90_000).toUTCString(), t0)).toBe(90);
    expect(parseRetryAfter('soon', t0)).toBeUndefined();
    expect(parseRetryAfter(undefined, t0)).toBeUndefined();
  });
});

describe('attempt classification', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [299, 'success'],
    [301, 'retryable'],
    [302, 'retryable'],
    [400, 'retryable'],
    [429, 'retryable'],
    [500, 'retryable'],
    [503, 'retryable'],
    [410, 'gone'],
  ])('HTTP %i → %s', (status, outcome) => expect(classifyAttempt({ status })).toBe(outcome));
  it('no response (timeout, refused, blocked) is retryable', () => expect(classifyAttempt({ error: 'timeout' })).toBe('retryable'));
});

describe('auto-disable', () => {
  const fiveDays = 5 * 86_400_000;
  it('disables only after continuous failure for the whole window', () => {
    expect(shouldAutoDisable(null, t0, fiveDays)).toBe(false);
    expect(shouldAutoDisable(new Date(t0.getTime() - fiveDays + 1), t0, fiveDays)).toBe(false);
    expect(shouldAutoDisable(new Date(t0.getTime() - fiveDays), t0, fiveDays)).toBe(true);
  });
});

describe('schedule config', () => {
  it('parses seconds lists and rejects junk', () => {
    expect(parseSchedule('0.1, 0.5,2')).toEqual([0.1, 0.5, 2]);
    expect(() => parseSchedule('')).toThrow();
    expect(() => parseSchedule('1,-2')).toThrow();
    expect(() => parseSchedule('1,x')).toThrow();
  });
});
