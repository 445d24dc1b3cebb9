import { describe, expect, it } from 'vitest';
import { classifyByRules, levelOf, metricsOf, verdict, windowsOf } from './signals';

describe('the deterministic classifier (fallback of the model)', () => {
  it('finds a bot loop, a handoff request, frustration and an unanswered question; a plain conversation has none', () => {
    expect(
      classifyByRules([
        { direction: 'inbound', text: 'hi' },
        { direction: 'outbound', text: 'Sorry, I did not get that.' },
        { direction: 'outbound', text: 'sorry, I did not  get that.' },
      ]),
    ).toEqual(['bot_loop']);
    expect(classifyByRules([{ direction: 'inbound', text: 'Can I speak to a representative' }])).toEqual(['question_unanswered', 'handoff_requested']);
    expect(
      classifyByRules([
        { direction: 'inbound', text: 'this is useless!!!' },
        { direction: 'outbound', text: 'Sorry' },
      ]),
    ).toEqual(['user_frustrated']);
    expect(
      classifyByRules([
        { direction: 'inbound', text: 'when do you open?' },
        { direction: 'outbound', text: 'At 9.' },
      ]),
    ).toEqual([]);
    expect(
      classifyByRules([
        { direction: 'inbound', text: 'hello' },
        { direction: 'outbound', text: 'Hi!' },
        { direction: 'inbound', text: 'thanks' },
      ]),
    ).toEqual([]);
  });
});

describe('the 7-versus-28-day rule', () => {
  it('needs volume and a rise; a zero baseline counts as a rise', () => {
    expect(levelOf('handoff_requested', { recent: 12, baseline: 4 })).toBe('open');
    expect(levelOf('handoff_requested', { recent: 6, baseline: 4 })).toBe('candidate');
    expect(levelOf('handoff_requested', { recent: 4, baseline: 0 })).toBe('none');
    expect(levelOf('send_failed', { recent: 7, baseline: 28 })).toBe('none');
    expect(levelOf('number_health_degraded', { recent: 1, baseline: 0 })).toBe('open');
    expect(metricsOf({ recent: 14, baseline: 2 })).toMatchObject({ recent_daily_rate: 2, baseline_daily_rate: 0.071, ratio: 28 });
    expect(metricsOf({ recent: 3, baseline: 0 }).ratio).toBeNull();
  });

  it('webhook endpoints: failed attempts need more volume than failed sends (retries multiply them); a disable is worth a look at once', () => {
    // A dead endpoint getting one event a day: 7 deliveries × 8 attempts this week, nothing before.
    expect(levelOf('webhook_failing', { recent: 56, baseline: 0 })).toBe('open');
    expect(levelOf('webhook_failing', { recent: 12, baseline: 8 })).toBe('candidate');
    // A few transient 5xx recovered by a retry, and a steady failure rate, stay quiet.
    expect(levelOf('webhook_failing', { recent: 4, baseline: 0 })).toBe('none');
    expect(levelOf('webhook_failing', { recent: 40, baseline: 160 })).toBe('none');
    expect(levelOf('webhook_disabled', { recent: 1, baseline: 0 })).toBe('open');
  });

  it('moves findings: new, promote, quiet, requalify; dismissed reopens only on a doubling; addressed only on a regression after it', () => {
    const s = (status: 'candidate' | 'open' | 'quiet' | 'dismissed' | 'addressed', dismissed: number | null = null) => ({
      status,
      dismissed_recent_count: dismissed,
      addressed_at: null,
    });
    expect(verdict('bot_loop', undefined, { recent: 2, baseline: 0 }, undefined)).toEqual({ change: false });
    expect(verdict('bot_loop', undefined, { recent: 6, baseline: 0 }, undefined)).toEqual({ change: true, status: 'candidate', qualified: true });
    expect(verdict('bot_loop', s('candidate'), { recent: 10, baseline: 0 }, undefined)).toEqual({ change: true, status: 'open', qualified: true });
    expect(verdict('bot_loop', s('open'), { recent: 6, baseline: 0 }, undefined)).toEqual({ change: false });
    expect(verdict('bot_loop', s('open'), { recent: 1, baseline: 0 }, undefined)).toEqual({ change: true, status: 'quiet', qualified: false });
    expect(verdict('bot_loop', s('quiet'), { recent: 10, baseline: 0 }, undefined)).toEqual({ change: true, status: 'open', qualified: true });
    expect(verdict('bot_loop', s('dismissed', 10), { recent: 15, baseline: 0 }, undefined)).toEqual({ change: false });
    expect(verdict('bot_loop', s('dismissed', 10), { recent: 20, baseline: 0 }, undefined)).toEqual({ change: true, status: 'open', qualified: true });
    expect(verdict('bot_loop', s('addressed'), { recent: 30, baseline: 0 }, { recent: 2, baseline: 0 })).toEqual({ change: false });
    expect(verdict('bot_loop', s('addressed'), { recent: 30, baseline: 0 }, { recent: 12, baseline: 0 })).toEqual({
      change: true,
      status: 'open',
      qualified: true,
    });
  });

  it('windows are UTC days: today and the 6 before, then 28 days of baseline', () => {
    expect(windowsOf(new Date('2025-03-10T05:00:00Z'))).toEqual({ today: '2025-03-10', recentFrom: '2025-03-04', baselineFrom: '2025-02-04' });
  });
});
