// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';
import type { EventSource as _svc_messaging_proxy_v1_EventSource, EventSource__Output as _svc_messaging_proxy_v1_EventSource__Output } from '../../../svc/messaging_proxy/v1/EventSource';

/**
 * messaging_proxy.phone_number.offboarded: the number left the platform's app (partner removed
 * or app uninstalled upstream).
 */
export interface PhoneNumberOffboarded {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  /**
   * coexistence or dedicated.
   */
  'connection_type'?: (string);
  'source'?: (_svc_messaging_proxy_v1_EventSource | null);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.phone_number.offboarded: the number left the platform's app (partner removed
 * or app uninstalled upstream).
 */
export interface PhoneNumberOffboarded__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  /**
   * coexistence or dedicated.
   */
  'connection_type': (string);
  'source': (_svc_messaging_proxy_v1_EventSource__Output | null);
  'occurred_at': (string);
}
