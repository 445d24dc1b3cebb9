// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.display_name_request.reviewed: the upstream decided on a display name request.
 */
export interface DisplayNameRequestReviewed {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  'request_id'?: (string);
  'requested_display_name'?: (string);
  /**
   * Upstream decision: APPROVED, REJECTED, DEFERRED.
   */
  'decision'?: (string);
  /**
   * New status of the request: approved, declined, pending_review.
   */
  'status'?: (string);
  'rejection_reason'?: (string);
  'occurred_at'?: (string);
  '_rejection_reason'?: "rejection_reason";
}

/**
 * messaging_proxy.display_name_request.reviewed: the upstream decided on a display name request.
 */
export interface DisplayNameRequestReviewed__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  'request_id': (string);
  'requested_display_name': (string);
  /**
   * Upstream decision: APPROVED, REJECTED, DEFERRED.
   */
  'decision': (string);
  /**
   * New status of the request: approved, declined, pending_review.
   */
  'status': (string);
  'rejection_reason'?: (string);
  'occurred_at': (string);
  '_rejection_reason'?: "rejection_reason";
}
