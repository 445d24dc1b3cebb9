// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.user_preference.changed: a user stopped or resumed marketing messages from a number.
 */
export interface UserPreferenceChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  /**
   * The user's upstream id (wa_id).
   */
  'wa_id'?: (string);
  /**
   * marketing_messages.
   */
  'category'?: (string);
  /**
   * stop or resume.
   */
  'value'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.user_preference.changed: a user stopped or resumed marketing messages from a number.
 */
export interface UserPreferenceChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  /**
   * The user's upstream id (wa_id).
   */
  'wa_id': (string);
  /**
   * marketing_messages.
   */
  'category': (string);
  /**
   * stop or resume.
   */
  'value': (string);
  'occurred_at': (string);
}
