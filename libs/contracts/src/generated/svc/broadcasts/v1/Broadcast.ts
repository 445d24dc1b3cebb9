// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { BroadcastTemplate as _svc_broadcasts_v1_BroadcastTemplate, BroadcastTemplate__Output as _svc_broadcasts_v1_BroadcastTemplate__Output } from '../../../svc/broadcasts/v1/BroadcastTemplate';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { BroadcastAgent as _svc_broadcasts_v1_BroadcastAgent, BroadcastAgent__Output as _svc_broadcasts_v1_BroadcastAgent__Output } from '../../../svc/broadcasts/v1/BroadcastAgent';

/**
 * A broadcast (spec 2.11; the counters and rates are this service's design, decision 0800).
 */
export interface Broadcast {
  'id'?: (string);
  'name'?: (string);
  /**
   * copying, draft, scheduled, sending, completed, stopped, failed (extensible).
   */
  'status'?: (string);
  'scheduled_at'?: (string);
  'started_at'?: (string);
  'completed_at'?: (string);
  /**
   * Recipients never sent because they stopped marketing messages on this number.
   */
  'suppressed_count'?: (number);
  /**
   * The sending phone number (upstream phone_number_id).
   */
  'phone_number_id'?: (string);
  'template'?: (_svc_broadcasts_v1_BroadcastTemplate | null);
  /**
   * Default template components (upstream component syntax) for recipients without their own.
   */
  'template_parameters'?: (_google_protobuf_Struct)[];
  /**
   * Number of recipients.
   */
  'total_recipients'?: (number);
  /**
   * Recipients the upstream accepted (sent, delivered or read).
   */
  'sent'?: (number);
  /**
   * Recipients whose message was delivered (or read).
   */
  'delivered'?: (number);
  /**
   * Recipients who read the message.
   */
  'read'?: (number);
  /**
   * Recipients whose send failed (error_details on the recipient).
   */
  'failed'?: (number);
  /**
   * Recipients who replied after the message.
   */
  'responded'?: (number);
  /**
   * Recipients not sent yet (waiting or in flight).
   */
  'pending'?: (number);
  /**
   * delivered / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'delivery_rate'?: (number | string);
  /**
   * failed / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'failure_rate'?: (number | string);
  /**
   * responded / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'response_rate'?: (number | string);
  /**
   * Why the broadcast failed (a copy that could not complete, the number gone), when failed.
   */
  'failure_reason'?: (string);
  /**
   * The broadcast this one was copied from.
   */
  'copied_from_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * The workflow that handles replies to this broadcast (null: none; decision 0805).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent | null);
  '_scheduled_at'?: "scheduled_at";
  '_started_at'?: "started_at";
  '_completed_at'?: "completed_at";
  '_failure_reason'?: "failure_reason";
  '_copied_from_id'?: "copied_from_id";
  '_agent'?: "agent";
}

/**
 * A broadcast (spec 2.11; the counters and rates are this service's design, decision 0800).
 */
export interface Broadcast__Output {
  'id': (string);
  'name': (string);
  /**
   * copying, draft, scheduled, sending, completed, stopped, failed (extensible).
   */
  'status': (string);
  'scheduled_at'?: (string);
  'started_at'?: (string);
  'completed_at'?: (string);
  /**
   * Recipients never sent because they stopped marketing messages on this number.
   */
  'suppressed_count': (number);
  /**
   * The sending phone number (upstream phone_number_id).
   */
  'phone_number_id': (string);
  'template': (_svc_broadcasts_v1_BroadcastTemplate__Output | null);
  /**
   * Default template components (upstream component syntax) for recipients without their own.
   */
  'template_parameters': (_google_protobuf_Struct__Output)[];
  /**
   * Number of recipients.
   */
  'total_recipients': (number);
  /**
   * Recipients the upstream accepted (sent, delivered or read).
   */
  'sent': (number);
  /**
   * Recipients whose message was delivered (or read).
   */
  'delivered': (number);
  /**
   * Recipients who read the message.
   */
  'read': (number);
  /**
   * Recipients whose send failed (error_details on the recipient).
   */
  'failed': (number);
  /**
   * Recipients who replied after the message.
   */
  'responded': (number);
  /**
   * Recipients not sent yet (waiting or in flight).
   */
  'pending': (number);
  /**
   * delivered / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'delivery_rate': (number);
  /**
   * failed / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'failure_rate': (number);
  /**
   * responded / (total_recipients - suppressed_count); 0 when nothing is sendable.
   */
  'response_rate': (number);
  /**
   * Why the broadcast failed (a copy that could not complete, the number gone), when failed.
   */
  'failure_reason'?: (string);
  /**
   * The broadcast this one was copied from.
   */
  'copied_from_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * The workflow that handles replies to this broadcast (null: none; decision 0805).
   */
  'agent'?: (_svc_broadcasts_v1_BroadcastAgent__Output | null);
  '_scheduled_at'?: "scheduled_at";
  '_started_at'?: "started_at";
  '_completed_at'?: "completed_at";
  '_failure_reason'?: "failure_reason";
  '_copied_from_id'?: "copied_from_id";
  '_agent'?: "agent";
}
