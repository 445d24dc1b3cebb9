import { describe, expect, it } from 'vitest';
import {
  decideEnsure,
  isActiveRun,
  isPastDeadline,
  isTerminalRun,
  nextRunStatus,
  RUN_STATUSES,
  RUN_TRANSITIONS,
  type RunEvent,
  type RunStatus,
} from './funding-run';
import { nextOperationStatus, OPERATION_STATUSES, isTerminalOperation, type OperationEvent } from './revocation';

const EVENTS: RunEvent[] = ['start', 'resume', 'succeed', 'fail', 'cancel', 'expire'];
const EXPECTED: Record<RunStatus, Partial<Record<RunEvent, RunStatus>>> = {
  pending: { start: 'running', cancel: 'cancelled', expire: 'expired' },
  running: { resume: 'running', succeed: 'succeeded', fail: 'failed', cancel: 'cancelled', expire: 'expired' },
  succeeded: {},
  failed: {},
  cancelled: {},
  expired: {},
};

describe('funding run state machine', () => {
  for (const s of RUN_STATUSES) {
    for (const e of EVENTS) {
      it(`${s} + ${e} → ${EXPECTED[s][e] ?? 'not allowed'}`, () => {
        expect(nextRunStatus(s, e)).toBe(EXPECTED[s][e]);
      });
    }
  }

  it('terminal states have no way out (a finished run is never resumed)', () => {
    for (const s of RUN_STATUSES.filter(isTerminalRun)) expect(RUN_TRANSITIONS[s]).toEqual({});
    expect(RUN_STATUSES.filter(isActiveRun)).toEqual(['pending', 'running']);
  });

  it('deadline is inclusive: at the deadline instant the run is past it', () => {
    expect(isPastDeadline(new Date(1000), new Date(999))).toBe(false);
    expect(isPastDeadline(new Date(1000), new Date(1000))).toBe(true);
  });
});

describe('decideEnsure (spec 3.2)', () => {
  const t0 = new Date('2026-01-01T00:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  it('no run yet → start', () => expect(decideEnsure(null, false, t0, 30_000)).toEqual({ kind: 'start' }));
  it('pending or running → reuse the same run', () => {
    expect(decideEnsure({ status: 'pending', finishedAt: null }, false, t0, 30_000)).toEqual({ kind: 'reuse', why: 'in_progress' });
    expect(decideEnsure({ status: 'running', finishedAt: null }, false, t0, 30_000)).toEqual({ kind: 'reuse', why: 'in_progress' });
  });
  for (const s of ['succeeded', 'failed', 'cancelled', 'expired'] as const) {
    it(`${s}: 29.9 s after it ended → same run; 30.0 s and 30.1 s → new run`, () => {
      expect(decideEnsure({ status: s, finishedAt: t0 }, false, at(29_900), 30_000)).toEqual({ kind: 'reuse', why: 'cooldown' });
      expect(decideEnsure({ status: s, finishedAt: t0 }, false, at(30_000), 30_000)).toEqual({ kind: 'start' });
      expect(decideEnsure({ status: s, finishedAt: t0 }, false, at(30_100), 30_000)).toEqual({ kind: 'start' });
    });
  }
  it('already funded after the cooldown → no new run (200)', () => {
    expect(decideEnsure({ status: 'succeeded', finishedAt: t0 }, true, at(60_000), 30_000)).toEqual({ kind: 'reuse', why: 'already_funded' });
  });
});

describe('revocation operation state machine', () => {
  const events: OperationEvent[] = ['start', 'resume', 'succeed', 'fail'];
  const expected: Record<string, Partial<Record<OperationEvent, string>>> = {
    pending: { start: 'running', fail: 'failed' },
    running: { resume: 'running', succeed: 'succeeded', fail: 'failed' },
    succeeded: {},
    failed: {},
  };
  for (const s of OPERATION_STATUSES) {
    for (const e of events) {
      it(`${s} + ${e} → ${expected[s][e] ?? 'not allowed'}`, () => expect(nextOperationStatus(s, e)).toBe(expected[s][e]));
    }
  }
  it('terminal operations', () => expect(OPERATION_STATUSES.filter(isTerminalOperation)).toEqual(['succeeded', 'failed']));
});
