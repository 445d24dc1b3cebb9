import { describe, expect, it } from 'vitest';
import { dailyTotals, findingActions, findingStatusWords, investigationIsLive, metricsSentence, reasonWords, signalWords } from './words';

describe('findingActions', () => {
  it.each([
    ['open', null, { dismiss: true, markAddressed: true, investigate: true }],
    ['candidate', 'completed', { dismiss: true, markAddressed: true, investigate: true }],
    ['open', 'running', { dismiss: true, markAddressed: true, investigate: false }],
    ['open', 'dispatching', { dismiss: true, markAddressed: true, investigate: false }],
    ['quiet', null, { dismiss: true, markAddressed: true, investigate: false }],
    ['addressed', null, { dismiss: true, markAddressed: false, investigate: false }],
    ['dismissed', null, { dismiss: false, markAddressed: false, investigate: false }],
  ])('%s, investigation %s', (status, inv, expected) => expect(findingActions(status, inv)).toEqual(expected));
});

describe('words', () => {
  it.each([
    ['send_failed', 'Sends failing'],
    ['webhook_disabled', 'Webhook disabled'],
    ['something_new', 'something new'],
  ])('signal %s → %s', (s, w) => expect(signalWords(s)).toBe(w));
  it.each([
    ['false_positive', 'False positive'],
    ['other', 'Other'],
  ])('reason %s → %s', (r, w) => expect(reasonWords(r)).toBe(w));
  it.each([
    ['open', 'Open'],
    ['quiet', 'Quiet'],
  ])('status %s → %s', (s, w) => expect(findingStatusWords(s).label).toBe(w));
  it.each([
    ['dispatching', true],
    ['running', true],
    ['completed', false],
    [null, false],
  ])('investigation %s live → %s', (s, live) => expect(investigationIsLive(s)).toBe(live));
});

describe('metricsSentence', () => {
  it.each([
    [
      { recent_count: 30, baseline_count: 4, recent_daily_rate: 4.2857, baseline_daily_rate: 0.1428, ratio: 30.01, recent_days: 7, baseline_days: 28 },
      '30 in the last 7 days (4.29 a day) against 4 in the 28 days before (0.14 a day): 30× the usual rate.',
    ],
    [
      { recent_count: 3, baseline_count: 0, recent_daily_rate: 0.43, baseline_daily_rate: 0, ratio: null, recent_days: 7, baseline_days: 28 },
      '3 in the last 7 days (0.43 a day) against 0 in the 28 days before (0 a day): none before.',
    ],
  ])('%j', (m, s) => expect(metricsSentence(m)).toBe(s));
});

describe('dailyTotals', () => {
  it.each([
    [[], { recent: 0, before: 0 }],
    [[1, 2, 3].map((c, i) => ({ day: `d${i}`, count: c })), { recent: 6, before: 0 }],
    [Array.from({ length: 10 }, (_, i) => ({ day: `d${i}`, count: i })), { recent: 3 + 4 + 5 + 6 + 7 + 8 + 9, before: 0 + 1 + 2 }],
  ])('%#', (daily, expected) => expect(dailyTotals(daily)).toEqual(expected));
});
