/**
 * Funding run state machine (spec 2.2, 3.2). Pure: no I/O, time passed in.
 *
 * pending → running (a worker picked it up) → succeeded | failed;
 * pending | running → cancelled (the portfolio's funding was disabled, the membership removed or the
 * attachment revoked while it was in progress; docs/decisions/0100);
 * pending | running → expired (its deadline passed before it finished: a sweeper or the worker).
 * running → running is a resume after a worker crash (the queue redelivered the item).
 */

/** Every run status. */
export const RUN_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
/** A run status. */
export type RunStatus = (typeof RUN_STATUSES)[number];
/** Statuses of a run in progress (at most one per project and account: partial unique index). */
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['pending', 'running'];

/** What can happen to a run. */
export type RunEvent = 'start' | 'resume' | 'succeed' | 'fail' | 'cancel' | 'expire';

/** The transition table: (status, event) → next status. Absent = not allowed. */
export const RUN_TRANSITIONS: Readonly<Record<RunStatus, Partial<Record<RunEvent, RunStatus>>>> = {
  pending: { start: 'running', cancel: 'cancelled', expire: 'expired' },
  running: { resume: 'running', succeed: 'succeeded', fail: 'failed', cancel: 'cancelled', expire: 'expired' },
  succeeded: {},
  failed: {},
  cancelled: {},
  expired: {},
};

/** True for pending and running. */
export function isActiveRun(status: RunStatus): boolean {
  return ACTIVE_RUN_STATUSES.includes(status);
}

/** True for succeeded, failed, cancelled and expired. */
export function isTerminalRun(status: RunStatus): boolean {
  return !isActiveRun(status);
}

/** The next status, or undefined when `event` is not allowed in `status`. */
export function nextRunStatus(status: RunStatus, event: RunEvent): RunStatus | undefined {
  return RUN_TRANSITIONS[status][event];
}

/** The minimal view of a run the ensure decision needs. */
export interface RunSnapshot {
  status: RunStatus;
  finishedAt: Date | null;
}

/** What POST funding does with the latest run (spec 3.2 table). */
export type EnsureDecision = { kind: 'reuse'; why: 'in_progress' | 'cooldown' | 'already_funded' } | { kind: 'start' };

/**
 * Decides POST funding against the latest run: an active run is reused; a terminal run that ended
 * less than `cooldownMs` ago is returned; an account already funded starts nothing (200); otherwise
 * a new run starts. The cooldown boundary is exclusive: at exactly `cooldownMs` a new run starts.
 */
export function decideEnsure(latest: RunSnapshot | null, alreadyFunded: boolean, now: Date, cooldownMs: number): EnsureDecision {
  if (latest && isActiveRun(latest.status)) return { kind: 'reuse', why: 'in_progress' };
  if (latest && latest.finishedAt && now.getTime() - latest.finishedAt.getTime() < cooldownMs) return { kind: 'reuse', why: 'cooldown' };
  if (alreadyFunded) return { kind: 'reuse', why: 'already_funded' };
  return { kind: 'start' };
}

/** True when an active run is past its deadline at `now`. */
export function isPastDeadline(deadlineAt: Date, now: Date): boolean {
  return now.getTime() >= deadlineAt.getTime();
}
