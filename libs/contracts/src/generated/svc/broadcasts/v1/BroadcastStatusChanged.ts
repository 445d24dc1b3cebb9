// Original file: protos/svc/broadcasts/v1/events.proto


/**
 * Event broadcasts.broadcast.status_changed: a broadcast changed status (public event
 * messaging.broadcast.status_changed, rendered by webhooks).
 */
export interface BroadcastStatusChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'broadcast_id'?: (string);
  'name'?: (string);
  'status'?: (string);
  'previous_status'?: (string);
  'phone_number_id'?: (string);
  'total_recipients'?: (number);
  'sent'?: (number);
  'delivered'?: (number);
  'read'?: (number);
  'failed'?: (number);
  'responded'?: (number);
  'pending'?: (number);
  'suppressed_count'?: (number);
  'failure_reason'?: (string);
  'occurred_at'?: (string);
  '_failure_reason'?: "failure_reason";
}

/**
 * Event broadcasts.broadcast.status_changed: a broadcast changed status (public event
 * messaging.broadcast.status_changed, rendered by webhooks).
 */
export interface BroadcastStatusChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'broadcast_id': (string);
  'name': (string);
  'status': (string);
  'previous_status': (string);
  'phone_number_id': (string);
  'total_recipients': (number);
  'sent': (number);
  'delivered': (number);
  'read': (number);
  'failed': (number);
  'responded': (number);
  'pending': (number);
  'suppressed_count': (number);
  'failure_reason'?: (string);
  'occurred_at': (string);
  '_failure_reason'?: "failure_reason";
}
