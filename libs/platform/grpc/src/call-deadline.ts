import { AsyncLocalStorage } from 'node:async_hooks';
import type * as grpc from '@grpc/grpc-js';
import { deadlineExceeded } from '@platform/errors';

/**
 * The deadline of the gRPC call being served, for the code it runs (set by {@link unaryHandler}).
 * A caller that gave up at its deadline answered its own client "outcome unknown" (the gateway's 504):
 * a change committed after that is a write nobody was told about (issue 32, "no phantom writes").
 */
const scope = new AsyncLocalStorage<{ deadline: number }>();

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
export function runWithCallDeadline<T>(deadline: number, fn: () => T): T {
  return scope.run({ deadline }, fn);
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
