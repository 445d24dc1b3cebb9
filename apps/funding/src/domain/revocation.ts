/**
 * Portfolio funding revocation operation state machine (4.12 revoke/poll). Pure.
 *
 * pending → running (a worker picked it up) → succeeded (every allocation in scope confirmed
 * deleted upstream) | failed (at least one could not be revoked; may be partially applied).
 * running → running is a resume after a worker crash.
 */

/** Every operation status. */
export const OPERATION_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
/** An operation status. */
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
/** What can happen to an operation. */
export type OperationEvent = 'start' | 'resume' | 'succeed' | 'fail';

/** The transition table: (status, event) → next status. */
export const OPERATION_TRANSITIONS: Readonly<Record<OperationStatus, Partial<Record<OperationEvent, OperationStatus>>>> = {
  pending: { start: 'running', fail: 'failed' },
  running: { resume: 'running', succeed: 'succeeded', fail: 'failed' },
  succeeded: {},
  failed: {},
};

/** The next status, or undefined when `event` is not allowed in `status`. */
export function nextOperationStatus(status: OperationStatus, event: OperationEvent): OperationStatus | undefined {
  return OPERATION_TRANSITIONS[status][event];
}

/** True for succeeded and failed. */
export function isTerminalOperation(status: OperationStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}
