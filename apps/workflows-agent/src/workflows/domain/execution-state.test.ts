import { describe, expect, it } from 'vitest';
import {
  EXECUTION_STATUSES,
  FORCEABLE_STATUSES,
  TRANSITIONS,
  applyWait,
  canTransition,
  decideForce,
  decideWait,
  isTerminal,
  type ExecutionStatus,
  type WaitView,
} from './execution-state';

const expected: Record<ExecutionStatus, ExecutionStatus[]> = {
  running: ['waiting', 'ended', 'failed', 'handoff'],
  waiting: ['running', 'ended', 'failed', 'handoff'],
  handoff: ['running', 'ended', 'failed'],
  ended: [],
  failed: [],
};

describe('execution transitions (reference §1.10)', () => {
  it('allows exactly the table, for every pair', () => {
    for (const from of EXECUTION_STATUSES)
      for (const to of EXECUTION_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(expected[from].includes(to));
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...EXECUTION_STATUSES].sort());
  });

  it('ended and failed are terminal, nothing else is', () => {
    expect(EXECUTION_STATUSES.filter(isTerminal)).toEqual(['ended', 'failed']);
  });

  it('a forced status follows the table; terminal and unchanged are refused', () => {
    for (const from of EXECUTION_STATUSES)
      for (const to of FORCEABLE_STATUSES) {
        const d = decideForce(from, to);
        if (isTerminal(from)) expect(d).toEqual({ reject: 'terminal' });
        else if (from === to) expect(d).toEqual({ reject: 'unchanged' });
        else if (expected[from].includes(to)) expect(d).toEqual({ to });
        else expect(d).toEqual({ reject: 'not_allowed' });
      }
    expect(decideForce('handoff', 'waiting')).toEqual({ reject: 'not_allowed' });
    expect(decideForce('handoff', 'running')).toEqual({ to: 'running' });
  });
});

const t0 = new Date('2026-01-01T00:00:00Z');
const waiting = (over: Partial<WaitView> = {}): WaitView => ({
  status: 'waiting',
  waitingReason: 'wait_for_response',
  waitSeq: 3,
  timeoutAt: new Date(t0.getTime() + 60_000),
  ...over,
});

describe('reply versus timeout', () => {
  it('a reply during the wait is taken; the timeout of the same wait is then stale', () => {
    const view = waiting();
    const d = decideWait(view, { kind: 'reply', waitSeq: 3 });
    expect(d).toEqual({ take: 'reply', status: 'running', nextWaitSeq: 4 });
    const after = applyWait(view, d);
    expect(decideWait(after, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 61_000) })).toEqual({ ignore: 'not_waiting' });
  });

  it('a timeout before its time is not due; at its time it is taken and a late reply is ignored', () => {
    const view = waiting();
    expect(decideWait(view, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 59_999) })).toEqual({ ignore: 'not_due' });
    const d = decideWait(view, { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 60_000) });
    expect(d).toMatchObject({ take: 'timeout' });
    expect(decideWait(applyWait(view, d), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting' });
  });

  it('a timer of an earlier wait never ends a later wait', () => {
    expect(decideWait(waiting({ waitSeq: 5 }), { kind: 'timeout', waitSeq: 4, now: new Date(t0.getTime() + 3_600_000) })).toEqual({ ignore: 'stale_wait' });
  });

  it('a wait without timeout never times out; a call wait takes no reply', () => {
    expect(decideWait(waiting({ timeoutAt: null }), { kind: 'timeout', waitSeq: 3, now: new Date(8.64e15) })).toEqual({ ignore: 'not_due' });
    expect(decideWait(waiting({ waitingReason: 'call' }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting_for_response' });
    expect(decideWait(waiting({ waitingReason: 'call' }), { kind: 'timeout', waitSeq: 3, now: new Date(8.64e15) })).toEqual({
      ignore: 'not_waiting_for_response',
    });
    // A send's delay ends by its timer, never by a reply.
    expect(decideWait(waiting({ waitingReason: 'delay' }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting_for_response' });
    expect(decideWait(waiting({ waitingReason: 'delay' }), { kind: 'timeout', waitSeq: 3, now: new Date(t0.getTime() + 60_000) })).toMatchObject({
      take: 'timeout',
    });
    for (const s of ['running', 'handoff', 'ended', 'failed'] as const)
      expect(decideWait(waiting({ status: s }), { kind: 'reply', waitSeq: 3 })).toEqual({ ignore: 'not_waiting' });
  });

  it('over 1,000 random interleavings with an injected clock, exactly one of reply and timeout is taken', () => {
    // A seeded generator keeps failures reproducible.
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const counts = { reply: 0, timeout: 0 };
    for (let trial = 0; trial < 1000; trial++) {
      let view = waiting({ waitSeq: trial });
      const timeoutAt = view.timeoutAt!.getTime();
      // The clock at which each event is evaluated: around the deadline, either order.
      const replyFirst = rand() < 0.5;
      const timerNow = new Date(timeoutAt + Math.floor(rand() * 2000) - 500);
      const events = replyFirst
        ? [
            { kind: 'reply' as const, waitSeq: trial },
            { kind: 'timeout' as const, waitSeq: trial, now: timerNow },
          ]
        : [
            { kind: 'timeout' as const, waitSeq: trial, now: timerNow },
            { kind: 'reply' as const, waitSeq: trial },
          ];
      // A timer that was not due is re-armed and fires again once due (as the sweeper does).
      const retry = { kind: 'timeout' as const, waitSeq: trial, now: new Date(timeoutAt + 1) };
      const taken: string[] = [];
      for (const e of [...events, retry]) {
        const d = decideWait(view, e);
        if ('take' in d) {
          taken.push(d.take);
          view = applyWait(view, d);
        }
      }
      expect(taken, `trial ${trial}`).toHaveLength(1);
      counts[taken[0] as 'reply' | 'timeout']++;
      expect(view).toMatchObject({ status: 'running', waitSeq: trial + 1 });
    }
    // Both paths were exercised.
    expect(counts.reply).toBeGreaterThan(100);
    expect(counts.timeout).toBeGreaterThan(100);
  });
});
