// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A workflow: a graph of nodes and edges (reference §1.2) with a status and an optimistic lock.
 */
export interface Workflow {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  /**
   * draft, active, paused, archived.
   */
  'status'?: (string);
  /**
   * Incremented by every change; PATCH must send the current value.
   */
  'lock_version'?: (number);
  /**
   * { nodes: [...], edges: [...] } in the graph JSON; absent in lists.
   */
  'definition'?: (_google_protobuf_Struct | null);
  /**
   * Executions started so far.
   */
  'execution_count'?: (number);
  'last_executed_at'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'activated_at'?: (string);
  'archived_at'?: (string);
  /**
   * Inbound replies arriving within this many seconds are merged into one input (0: none).
   */
  'message_debounce_seconds'?: (number);
  '_description'?: "description";
  '_definition'?: "definition";
  '_last_executed_at'?: "last_executed_at";
  '_activated_at'?: "activated_at";
  '_archived_at'?: "archived_at";
}

/**
 * A workflow: a graph of nodes and edges (reference §1.2) with a status and an optimistic lock.
 */
export interface Workflow__Output {
  'id': (string);
  'name': (string);
  'description'?: (string);
  /**
   * draft, active, paused, archived.
   */
  'status': (string);
  /**
   * Incremented by every change; PATCH must send the current value.
   */
  'lock_version': (number);
  /**
   * { nodes: [...], edges: [...] } in the graph JSON; absent in lists.
   */
  'definition'?: (_google_protobuf_Struct__Output | null);
  /**
   * Executions started so far.
   */
  'execution_count': (number);
  'last_executed_at'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'activated_at'?: (string);
  'archived_at'?: (string);
  /**
   * Inbound replies arriving within this many seconds are merged into one input (0: none).
   */
  'message_debounce_seconds': (number);
  '_description'?: "description";
  '_definition'?: "definition";
  '_last_executed_at'?: "last_executed_at";
  '_activated_at'?: "activated_at";
  '_archived_at'?: "archived_at";
}
