/**
 * Agent run statuses and their transitions (issue 20; decision 0733), pure. Every status change of
 * a run goes through {@link transition}.
 */

/** Every run status. */
export const RUN_STATUSES = ['queued', 'running', 'paused', 'waiting_for_approval', 'completed', 'failed', 'cancelled'] as const;
/** A run status. */
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Statuses a run never leaves. */
export const TERMINAL: readonly RunStatus[] = ['completed', 'failed', 'cancelled'];

/** What moves a run. Client actions: pause, resume, cancel, approve, reject; the rest is the worker's. */
export type RunAction = 'start' | 'pause' | 'resume' | 'continue' | 'cancel' | 'await_approval' | 'approve' | 'reject' | 'complete' | 'fail';

const TABLE: Record<RunAction, Partial<Record<RunStatus, RunStatus>>> = {
  // The worker picks a queued run (or takes over a running one whose lease expired: same status).
  start: { queued: 'running', running: 'running' },
  // Takes effect at the next step boundary: the step in flight finishes and is kept, none follows.
  pause: { queued: 'paused', running: 'paused' },
  // Back to the queue; the worker continues from the last completed step.
  resume: { paused: 'queued' },
  // A workflow agent node called again (the user answered, the conversation came back): it runs in the caller.
  continue: { paused: 'running', running: 'running' },
  cancel: { queued: 'cancelled', running: 'cancelled', paused: 'cancelled', waiting_for_approval: 'cancelled' },
  await_approval: { running: 'waiting_for_approval' },
  // The decision is recorded and the run queued: the worker runs (or skips) the tool, then the model.
  approve: { waiting_for_approval: 'queued' },
  reject: { waiting_for_approval: 'queued' },
  complete: { running: 'completed' },
  fail: { running: 'failed', queued: 'failed' },
};

/** The status after `action`, or an explanation why the run cannot take it. */
export function transition(from: RunStatus, action: RunAction): { ok: true; to: RunStatus } | { ok: false; reason: string } {
  const to = TABLE[action][from];
  if (to) return { ok: true, to };
  if (TERMINAL.includes(from)) return { ok: false, reason: `the run is ${from}` };
  if (action === 'pause' && from === 'paused') return { ok: false, reason: 'the run is already paused' };
  if (action === 'pause' && from === 'waiting_for_approval') return { ok: false, reason: 'the run is waiting for approval: approve, reject or cancel it' };
  if (action === 'resume') return { ok: false, reason: `only a paused run can be resumed (the run is ${from})` };
  if (action === 'approve' || action === 'reject') return { ok: false, reason: `the run has no tool call waiting for approval (it is ${from})` };
  return { ok: false, reason: `the run is ${from}` };
}
