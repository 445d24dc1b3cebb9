import { AsyncLocalStorage } from 'node:async_hooks';
import type * as grpc from '@grpc/grpc-js';
import { deadlineExceeded } from '@platform/errors';

/**
 * The deadline of the gRPC call being served, for the code it runs (set by {@link unaryHandler}).
 * A caller that gave up at its deadline answered its own client "outcome unknown" (the gateway's 504):
 * a change committed after that is a write nobody was told about (issue 32, "no phantom writes").
 */
const scope = new AsyncLocalStorage<CallScope>();

/**
 * What the code serving one call knows about it (decision 0018): its deadline, the correlation id of
 * the request that caused it (`x-request-id` metadata, or an HTTP entry point's own id) and the
 * project it acts for. One store for all three: the handler already runs every call inside it.
 */
export interface CallScope {
  deadline: number;
  requestId?: string;
  projectId?: string;
}

/**
 * Time a change needs after its commit check to reach the caller before the caller's own deadline:
 * the COMMIT itself, the answer's trip back (one loopback hop; an all-in-one event loop under load).
 */
export const COMMIT_MARGIN_MS = 250;

/** Milliseconds since the epoch of a grpc-js deadline (Infinity: none). */
export function deadlineMillis(deadline: grpc.Deadline | undefined): number {
  if (deadline === undefined) return Infinity;
  return deadline instanceof Date ? deadline.getTime() : deadline;
}

/** Runs `fn` as the work of a call whose deadline is `deadline` (ms since the epoch; Infinity: none). */
export function runWithCallDeadline<T>(deadline: number, fn: () => T, ids: { requestId?: string; projectId?: string } = {}): T {
  return scope.run({ deadline, requestId: ids.requestId, projectId: ids.projectId }, fn);
}

/**
 * Runs `fn` as work caused by request `requestId` for `projectId` (decision 0018): HTTP entry points
 * (the pass-through, the upstream webhook receiver) that are not gRPC calls. No deadline.
 */
export function runWithRequestScope<T>(ids: { requestId?: string; projectId?: string }, fn: () => T): T {
  return scope.run({ deadline: Infinity, requestId: ids.requestId, projectId: ids.projectId }, fn);
}

/** The correlation id and project of the call or request being served (undefined outside one). */
export function currentRequestScope(): { requestId?: string; projectId?: string } | undefined {
  return scope.getStore();
}

/** Milliseconds left before the deadline of the call being served (Infinity outside a call or without one). */
export function callTimeLeftMs(): number {
  const s = scope.getStore();
  return s ? s.deadline - Date.now() : Infinity;
}

/**
 * Throws DEADLINE_EXCEEDED when the call being served has less than {@link COMMIT_MARGIN_MS} left:
 * called inside a transaction as its last step, the change is rolled back instead of committed after
 * the caller stopped waiting (its client was told the outcome is unknown; with nothing written a retry
 * is plainly safe). Outside a call (background work) it never throws. Only for changes that are the
 * whole outcome of the call: a transaction recording something that already happened elsewhere (an
 * upstream send) must commit whatever the caller's deadline.
 */
export function assertCommitInTime(): void {
  if (callTimeLeftMs() < COMMIT_MARGIN_MS)
    throw deadlineExceeded('DEADLINE_EXCEEDED', "The request's deadline passed before its change was saved; nothing was changed");
}
