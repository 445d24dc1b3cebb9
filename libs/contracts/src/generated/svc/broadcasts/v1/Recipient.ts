// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { RecipientError as _svc_broadcasts_v1_RecipientError, RecipientError__Output as _svc_broadcasts_v1_RecipientError__Output } from '../../../svc/broadcasts/v1/RecipientError';
import type { RecipientAgentHandoff as _svc_broadcasts_v1_RecipientAgentHandoff, RecipientAgentHandoff__Output as _svc_broadcasts_v1_RecipientAgentHandoff__Output } from '../../../svc/broadcasts/v1/RecipientAgentHandoff';

/**
 * One recipient of a broadcast.
 */
export interface Recipient {
  'id'?: (string);
  /**
   * Digits only; empty when the recipient is addressed by business-scoped user id.
   */
  'phone_number'?: (string);
  /**
   * Business-scoped user id, when the recipient is addressed by it.
   */
  'user_id'?: (string);
  /**
   * pending, sending, sent, delivered, read, failed, suppressed (extensible).
   */
  'status'?: (string);
  /**
   * The recipient's template components, frozen when added (upstream component syntax).
   */
  'template_components'?: (_google_protobuf_Struct)[];
  'wamid'?: (string);
  'sent_at'?: (string);
  'delivered_at'?: (string);
  'read_at'?: (string);
  'responded_at'?: (string);
  'failed_at'?: (string);
  'error_message'?: (string);
  'error_details'?: (_svc_broadcasts_v1_RecipientError | null);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * The recipient's first reply handed to the broadcast's agent, when there was one (decision 0805).
   */
  'agent_handoff'?: (_svc_broadcasts_v1_RecipientAgentHandoff | null);
  '_user_id'?: "user_id";
  '_wamid'?: "wamid";
  '_sent_at'?: "sent_at";
  '_delivered_at'?: "delivered_at";
  '_read_at'?: "read_at";
  '_responded_at'?: "responded_at";
  '_failed_at'?: "failed_at";
  '_error_message'?: "error_message";
  '_error_details'?: "error_details";
  '_agent_handoff'?: "agent_handoff";
}

/**
 * One recipient of a broadcast.
 */
export interface Recipient__Output {
  'id': (string);
  /**
   * Digits only; empty when the recipient is addressed by business-scoped user id.
   */
  'phone_number': (string);
  /**
   * Business-scoped user id, when the recipient is addressed by it.
   */
  'user_id'?: (string);
  /**
   * pending, sending, sent, delivered, read, failed, suppressed (extensible).
   */
  'status': (string);
  /**
   * The recipient's template components, frozen when added (upstream component syntax).
   */
  'template_components': (_google_protobuf_Struct__Output)[];
  'wamid'?: (string);
  'sent_at'?: (string);
  'delivered_at'?: (string);
  'read_at'?: (string);
  'responded_at'?: (string);
  'failed_at'?: (string);
  'error_message'?: (string);
  'error_details'?: (_svc_broadcasts_v1_RecipientError__Output | null);
  'created_at': (string);
  'updated_at': (string);
  /**
   * The recipient's first reply handed to the broadcast's agent, when there was one (decision 0805).
   */
  'agent_handoff'?: (_svc_broadcasts_v1_RecipientAgentHandoff__Output | null);
  '_user_id'?: "user_id";
  '_wamid'?: "wamid";
  '_sent_at'?: "sent_at";
  '_delivered_at'?: "delivered_at";
  '_read_at'?: "read_at";
  '_responded_at'?: "responded_at";
  '_failed_at'?: "failed_at";
  '_error_message'?: "error_message";
  '_error_details'?: "error_details";
  '_agent_handoff'?: "agent_handoff";
}
