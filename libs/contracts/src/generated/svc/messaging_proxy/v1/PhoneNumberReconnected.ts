// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';
import type { EventSource as _svc_messaging_proxy_v1_EventSource, EventSource__Output as _svc_messaging_proxy_v1_EventSource__Output } from '../../../svc/messaging_proxy/v1/EventSource';

/**
 * messaging_proxy.phone_number.reconnected: a disconnected number is connected again.
 */
export interface PhoneNumberReconnected {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  'connection_type'?: (string);
  'source'?: (_svc_messaging_proxy_v1_EventSource | null);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.phone_number.reconnected: a disconnected number is connected again.
 */
export interface PhoneNumberReconnected__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  'connection_type': (string);
  'source': (_svc_messaging_proxy_v1_EventSource__Output | null);
  'occurred_at': (string);
}
