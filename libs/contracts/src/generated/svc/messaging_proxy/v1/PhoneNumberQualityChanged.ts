// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.phone_number.quality_changed: the upstream changed a number's quality rating or
 * messaging limit (phone_number_quality_update).
 */
export interface PhoneNumberQualityChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  /**
   * Upstream event as sent: FLAGGED, UNFLAGGED, DOWNGRADE, UPGRADE, ...
   */
  'event'?: (string);
  /**
   * Messaging limit after the change, e.g. TIER_1K, when given.
   */
  'current_limit'?: (string);
  /**
   * True for a drop (FLAGGED: quality low; DOWNGRADE: limit lowered).
   */
  'dropped'?: (boolean);
  'occurred_at'?: (string);
  '_current_limit'?: "current_limit";
}

/**
 * messaging_proxy.phone_number.quality_changed: the upstream changed a number's quality rating or
 * messaging limit (phone_number_quality_update).
 */
export interface PhoneNumberQualityChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  /**
   * Upstream event as sent: FLAGGED, UNFLAGGED, DOWNGRADE, UPGRADE, ...
   */
  'event': (string);
  /**
   * Messaging limit after the change, e.g. TIER_1K, when given.
   */
  'current_limit'?: (string);
  /**
   * True for a drop (FLAGGED: quality low; DOWNGRADE: limit lowered).
   */
  'dropped': (boolean);
  'occurred_at': (string);
  '_current_limit'?: "current_limit";
}
