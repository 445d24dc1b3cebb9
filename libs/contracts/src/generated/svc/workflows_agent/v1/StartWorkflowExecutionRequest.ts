// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface StartWorkflowExecutionRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  /**
   * Business-scoped user id or parent id; the participant identity.
   */
  'recipient'?: (string);
  /**
   * Contact phone number; routes the conversation when given.
   */
  'phone_number'?: (string);
  'phone_number_id'?: (string);
  /**
   * Initial `vars`.
   */
  'variables'?: (_google_protobuf_Struct | null);
  /**
   * Extra `context` keys.
   */
  'context'?: (_google_protobuf_Struct | null);
  /**
   * Request metadata (ip, user_agent) for `metadata.request`.
   */
  'metadata'?: (_google_protobuf_Struct | null);
  /**
   * Idempotency key (1-255 characters, decision 0726): the same (project, key) answers the execution
   * it started (no second start); reused with another workflow, number, contact, variables or
   * context: VALIDATION_FAILED (422) `idempotency_key_reused`.
   */
  'idempotency_key'?: (string);
  '_recipient'?: "recipient";
  '_phone_number'?: "phone_number";
  '_idempotency_key'?: "idempotency_key";
}

export interface StartWorkflowExecutionRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  /**
   * Business-scoped user id or parent id; the participant identity.
   */
  'recipient'?: (string);
  /**
   * Contact phone number; routes the conversation when given.
   */
  'phone_number'?: (string);
  'phone_number_id': (string);
  /**
   * Initial `vars`.
   */
  'variables': (_google_protobuf_Struct__Output | null);
  /**
   * Extra `context` keys.
   */
  'context': (_google_protobuf_Struct__Output | null);
  /**
   * Request metadata (ip, user_agent) for `metadata.request`.
   */
  'metadata': (_google_protobuf_Struct__Output | null);
  /**
   * Idempotency key (1-255 characters, decision 0726): the same (project, key) answers the execution
   * it started (no second start); reused with another workflow, number, contact, variables or
   * context: VALIDATION_FAILED (422) `idempotency_key_reused`.
   */
  'idempotency_key'?: (string);
  '_recipient'?: "recipient";
  '_phone_number'?: "phone_number";
  '_idempotency_key'?: "idempotency_key";
}
