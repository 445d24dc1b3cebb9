/** The workflows-agent resources these pages show, as the API answers them (protos `svc.workflows_agent.v1`). */

export interface Workflow {
  id: string;
  name: string;
  description: string | null;
  status: string;
  lock_version: number;
  definition?: unknown;
  execution_count: number;
  last_executed_at: string | null;
  created_at: string;
  updated_at: string;
  activated_at: string | null;
  archived_at: string | null;
  message_debounce_seconds: number;
}

export interface WorkflowTrigger {
  id: string;
  workflow_id: string;
  trigger_type: string;
  active: boolean;
  display_name: string;
  phone_number_id: string | null;
  event: string | null;
  triggerable_attributes: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

export interface ExecutionStep {
  node_id: string;
  node_type: string;
  position: number;
}

export interface WorkflowExecution {
  id: string;
  workflow_id: string;
  status: string;
  resumable_execution_id: string | null;
  created_at: string;
  updated_at: string;
  tracking_id: string;
  started_at: string;
  last_event_at: string;
  ended_at: string | null;
  conversation_id: string | null;
  phone_number_id: string | null;
  phone_number: string | null;
  recipient: string | null;
  trigger_type: string;
  current_step: ExecutionStep | null;
  execution_context: { vars?: Record<string, unknown>; system?: unknown; context?: unknown; metadata?: unknown } & Record<string, unknown>;
  error_details: Record<string, unknown> | null;
  parent_execution_id: string | null;
  waiting_reason: string | null;
  observer: boolean;
  timeout_at: string | null;
  request_id: string | null;
}

export interface ExecutionEvent {
  id: string;
  execution_id: string;
  event_type: string;
  created_at: string;
  direction: string;
  edge_label: string | null;
  payload: Record<string, unknown>;
  step: ExecutionStep | null;
}
