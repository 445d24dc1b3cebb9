import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { ExecutionRow } from '../domain/execution';
import { iso, isoOrUndef } from './iso';

/** An execution row (`r` as read, `row` parsed from it) → the public WorkflowExecution. */
export function workflowExecutionToWire(r: Record<string, unknown>, row: ExecutionRow): workflowsAgent.WorkflowExecution {
  return {
    id: row.id,
    workflow_id: row.workflowId,
    status: row.status,
    resumable_execution_id: row.resumableExecutionId ?? undefined,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    tracking_id: row.trackingId ?? '',
    started_at: row.startedAt.toISOString(),
    last_event_at: iso(r.last_event_at ?? r.updated_at),
    ended_at: isoOrUndef(r.ended_at),
    conversation_id: row.conversationId ?? undefined,
    phone_number_id: row.phoneNumberId ?? undefined,
    phone_number: row.phoneNumber ?? undefined,
    recipient: row.recipient ?? undefined,
    trigger_type: row.triggerType,
    current_step: row.currentNodeId ? { node_id: row.currentNodeId, node_type: row.currentNodeType ?? '', position: row.step } : undefined,
    execution_context: toStruct(row.context),
    error_details: row.errorDetails ? toStruct(row.errorDetails) : undefined,
    parent_execution_id: row.parentExecutionId ?? undefined,
    waiting_reason: row.status === 'waiting' ? (row.waitingReason ?? undefined) : undefined,
    observer: row.observer,
    timeout_at: row.status === 'waiting' ? isoOrUndef(r.timeout_at) : undefined,
    request_id: row.requestId ?? undefined,
  };
}

/** A `workflow_execution_events` row → the public ExecutionEvent. */
export function executionEventToWire(r: Record<string, unknown>): workflowsAgent.ExecutionEvent {
  return {
    id: r.id as string,
    execution_id: r.execution_id as string,
    event_type: r.event_type as string,
    created_at: iso(r.created_at),
    direction: r.direction as string,
    edge_label: (r.edge_label as string) ?? undefined,
    payload: toStruct((r.payload as object) ?? {}),
    step: r.node_id ? { node_id: r.node_id as string, node_type: (r.node_type as string) ?? '', position: Number(r.step ?? 0) } : undefined,
  };
}
