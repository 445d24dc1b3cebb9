import { describe, expect, it } from 'vitest';
import { eventOptions, eventsFor } from './events';
import {
  attemptAnswer,
  defaultRecoveryWindow,
  deliveryState,
  fromLocalInput,
  recoveryPercent,
  recoveryRunning,
  recoveryWindowProblem,
  toLocalInput,
  webhookState,
} from './webhook-state';

describe('webhookState', () => {
  it.each([
    [{ active: true, disabled_reason: null, failing_since: null }, 'Active'],
    [{ active: false, disabled_reason: null, failing_since: null }, 'Inactive'],
    [{ active: true, disabled_reason: null, failing_since: '2026-01-01T00:00:00Z' }, 'Failing'],
    [{ active: false, disabled_reason: 'gone', failing_since: null }, 'Disabled: the endpoint answered 410 Gone'],
    [{ active: false, disabled_reason: 'failing', failing_since: '2026-01-01T00:00:00Z' }, 'Disabled: failing for too long'],
  ])('%o → %s', (w, label) => {
    expect(webhookState(w).label).toBe(label);
  });
});

describe('deliveries and attempts in words', () => {
  it.each([
    ['delivered', 'Delivered'],
    ['failed', 'Failed'],
    ['pending', 'Pending'],
  ])('%s → %s', (s, label) => expect(deliveryState(s).label).toBe(label));
  it.each([
    [200, null, 'HTTP 200 (success)'],
    [503, 'HTTP 503', 'HTTP 503 (failure)'],
    [null, 'timeout', 'No answer: timeout'],
    [0, null, 'No answer'],
  ])('%s %s → %s', (s, e, words) => expect(attemptAnswer(s, e)).toBe(words));
});

describe('recovery jobs', () => {
  it.each([
    [{ status: 'queued', total: 0, resent: 0, skipped: 0 }, 0, true],
    [{ status: 'running', total: 4, resent: 1, skipped: 1 }, 50, true],
    [{ status: 'completed', total: 0, resent: 0, skipped: 0 }, 100, false],
    [{ status: 'failed', total: 4, resent: 1, skipped: 0 }, 25, false],
  ] as const)('%o → %s %%, running %s', (r, pct, running) => {
    expect(recoveryPercent(r)).toBe(pct);
    expect(recoveryRunning(r.status)).toBe(running);
  });

  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z', null],
    [null, '2026-03-10T11:00:00.000Z', 'Give both the start and the end of the window.'],
    ['2026-03-10T11:00:00.000Z', '2026-03-10T10:00:00.000Z', 'The start must be before the end.'],
    ['2026-03-01T00:00:00.000Z', '2026-03-10T00:00:00.000Z', 'The window spans at most 7 days.'],
    ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', 'The window starts within the last 30 days.'],
  ])('window %s – %s → %s', (s, u, problem) => {
    expect(recoveryWindowProblem(s, u, now)).toBe(problem);
  });

  it('proposes the last 24 hours up to the next minute', () => {
    const at = new Date(2026, 2, 10, 9, 5, 30);
    expect(defaultRecoveryWindow(at)).toEqual({ since: '2026-03-09T09:05', until: '2026-03-10T09:06' });
  });

  it('reads back a datetime-local value it wrote', () => {
    const d = new Date(2026, 2, 10, 9, 5);
    expect(toLocalInput(d)).toBe('2026-03-10T09:05');
    expect(fromLocalInput(toLocalInput(d))).toBe(d.toISOString());
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});

describe('events', () => {
  it('v1 lacks the v2-only events', () => {
    expect(eventsFor('v2')).toContain('messaging.account.disabled');
    expect(eventsFor('v1')).not.toContain('messaging.account.disabled');
    expect(eventsFor('v1')).toContain('messaging.message.sent');
    expect(eventOptions('v2').map((g) => g.group)).toEqual(['messaging', 'agent', 'workflow']);
  });
});
