/**
 * An execution as the engine and the repository read it: the record behind `workflow_executions`
 * (states and rules over it: ./execution-state).
 */
import type { ExecutionStatus, WaitingReason } from './execution-state';

/** The execution context (reference §1.4): four variable scopes. */
export interface ExecutionContextVars {
  vars: Record<string, unknown>;
  system: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** An execution row as the engine reads it (under its lock). */
export interface ExecutionRow {
  id: string;
  projectId: string;
  workflowId: string;
  status: ExecutionStatus;
  resumableExecutionId: string | null;
  trackingId: string | null;
  triggerType: string;
  observer: boolean;
  parentExecutionId: string | null;
  rootExecutionId: string;
  parentNodeId: string | null;
  phoneNumberId: string | null;
  phoneNumber: string | null;
  recipient: string | null;
  conversationId: string | null;
  currentNodeId: string | null;
  currentNodeType: string | null;
  step: number;
  waitingReason: WaitingReason | null;
  waitSeq: number;
  timeoutAt: Date | null;
  inputDueAt: Date | null;
  /** While a worker runs this step's side effects outside a transaction (see the engine). */
  leaseUntil: Date | null;
  context: ExecutionContextVars;
  errorDetails: Record<string, unknown> | null;
  createdAt: Date;
  startedAt: Date;
  endedAt: Date | null;
  /** The request that started it (decision 0018): the gRPC call's, an event's `x-request-id`, a parent's; null when none. */
  requestId?: string | null;
}
