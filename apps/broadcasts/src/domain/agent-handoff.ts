/**
 * The agent of a broadcast (decision 0805): which workflows may be chosen, what a start refusal
 * means for the handoff, how long to wait before a retry, the start's idempotency key, and whether
 * the conversation's owner is the execution this handoff started. Pure: no I/O.
 */

/** Workflow statuses a broadcast may name as its agent (an archived workflow is refused). */
export const AGENT_SELECTABLE_STATUSES: readonly string[] = ['draft', 'active', 'paused'];

/** Reasons a handoff was skipped or failed (public codes). */
export type HandoffReason =
  'workflow_not_found' | 'workflow_not_active' | 'api_trigger_inactive' | 'conversation_has_execution' | 'start_refused' | 'start_failed';

/** What to do after StartWorkflowExecution failed. */
export type StartFailure =
  { kind: 'skip'; reason: HandoffReason; message: string } | { kind: 'fail'; reason: HandoffReason; message: string } | { kind: 'retry' };

/** gRPC status codes this module distinguishes (numbers, to stay free of the transport). */
const NOT_FOUND = 5;
const INVALID_ARGUMENT = 3;
const FAILED_PRECONDITION = 9;
const PERMISSION_DENIED = 7;

/**
 * Classifies a refused or failed start: the workflow gone (NOT_FOUND) or no longer startable
 * (`workflow_not_active`, `api_trigger_inactive`) is skipped for good, with the reason on the
 * recipient; any other refusal fails the handoff (retrying cannot change it); everything else
 * (unavailable, deadline, internal) is retried later.
 */
export function classifyStartFailure(err: { grpcCode?: number; code?: string; message?: string }): StartFailure {
  const message = err.message ?? '';
  if (err.grpcCode === NOT_FOUND) return { kind: 'skip', reason: 'workflow_not_found', message: 'The workflow no longer exists' };
  if (err.code === 'workflow_not_active') return { kind: 'skip', reason: 'workflow_not_active', message: message || 'The workflow is not active' };
  if (err.code === 'api_trigger_inactive')
    return { kind: 'skip', reason: 'api_trigger_inactive', message: message || "The workflow's api_call trigger is inactive" };
  if (err.grpcCode === INVALID_ARGUMENT || err.grpcCode === FAILED_PRECONDITION || err.grpcCode === PERMISSION_DENIED)
    return { kind: 'fail', reason: 'start_refused', message: message || 'The workflow refused the start' };
  return { kind: 'retry' };
}

/** Delay before attempt `attempts + 1` of a start that failed transiently: 2 s doubling, at most 5 min. */
export function startRetryDelayMs(attempts: number): number {
  return Math.min(300_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The idempotency key of a handoff's StartWorkflowExecution: one per recipient (a recipient has at
 * most one handoff), so every attempt, on any replica, names the same start (decision 0726).
 */
export function handoffStartKey(recipientId: string): string {
  return `broadcast-agent-handoff:${recipientId}`;
}

/** The contact a handoff is for: phone digits and/or business-scoped user id. */
export interface HandoffContact {
  phoneNumberId: string;
  phoneNumber: string | null;
  userId: string | null;
}

/** An execution as seen when checking who owns a conversation. */
export interface ExecutionSeen {
  id: string;
  status: string;
  phoneNumberId: string | null;
  phoneNumber: string | null;
  recipient: string | null;
  context: Record<string, unknown>;
}

/** The broadcast recipient an execution was started for (`context.broadcast.recipient_id`), if any. */
export function startedForRecipient(e: ExecutionSeen): string | undefined {
  const b = e.context.broadcast;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return undefined;
  const id = (b as Record<string, unknown>).recipient_id;
  return typeof id === 'string' ? id : undefined;
}
