// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * One message to send, as a Cloud API message body.
 */
export interface SendMessageRequest {
  'project_id'?: (string);
  /**
   * The platform phone number id the message goes out from.
   */
  'phone_number_id'?: (string);
  /**
   * The Cloud API message body (`to`, `type`, the type's object, `biz_opaque_callback_data`, ...);
   * `messaging_product` is added when absent.
   */
  'message'?: (_google_protobuf_Struct | null);
  /**
   * Names the send for at-most-once delivery (like the pass-through's Idempotency-Key): a retry with the
   * same key never forwards twice. Callers derive it from their own durable state, for example
   * `broadcast:{broadcast_id}:{recipient_id}` or `execution:{execution_id}:step:{step}`. 1-190 printable
   * ASCII characters without spaces (INVALID_ARGUMENT otherwise); one key space per project, shared with
   * the pass-through's Idempotency-Key (decision 0232). A retry of a key the upstream accepted answers
   * accepted = false, http_status 409, code `duplicate_send` and the original `wamid`; a retry while the
   * first attempt is still in flight answers 409 `send_in_progress` (retry_after_seconds 5); a key whose
   * earlier send was not accepted answers 409 `idempotency_key_spent` (send again with a new key).
   */
  'idempotency_key'?: (string);
  /**
   * Take the conversation thread before sending when another app handles it (X-Svc-Take-Control).
   */
  'take_control'?: (boolean);
  /**
   * Who sends, for logs and the outbound record: `broadcast:{id}`, `workflow_execution:{id}`, `agent_run:{id}`.
   */
  'source'?: (string);
}

/**
 * One message to send, as a Cloud API message body.
 */
export interface SendMessageRequest__Output {
  'project_id': (string);
  /**
   * The platform phone number id the message goes out from.
   */
  'phone_number_id': (string);
  /**
   * The Cloud API message body (`to`, `type`, the type's object, `biz_opaque_callback_data`, ...);
   * `messaging_product` is added when absent.
   */
  'message': (_google_protobuf_Struct__Output | null);
  /**
   * Names the send for at-most-once delivery (like the pass-through's Idempotency-Key): a retry with the
   * same key never forwards twice. Callers derive it from their own durable state, for example
   * `broadcast:{broadcast_id}:{recipient_id}` or `execution:{execution_id}:step:{step}`. 1-190 printable
   * ASCII characters without spaces (INVALID_ARGUMENT otherwise); one key space per project, shared with
   * the pass-through's Idempotency-Key (decision 0232). A retry of a key the upstream accepted answers
   * accepted = false, http_status 409, code `duplicate_send` and the original `wamid`; a retry while the
   * first attempt is still in flight answers 409 `send_in_progress` (retry_after_seconds 5); a key whose
   * earlier send was not accepted answers 409 `idempotency_key_spent` (send again with a new key).
   */
  'idempotency_key': (string);
  /**
   * Take the conversation thread before sending when another app handles it (X-Svc-Take-Control).
   */
  'take_control': (boolean);
  /**
   * Who sends, for logs and the outbound record: `broadcast:{id}`, `workflow_execution:{id}`, `agent_run:{id}`.
   */
  'source': (string);
}
