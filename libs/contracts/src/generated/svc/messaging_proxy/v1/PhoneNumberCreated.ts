// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.phone_number.created: a setup link connected a number for its customer (embedded
 * signup, decision 0247; the peer's whatsapp.phone_number.created). A reconnect publishes it too, with
 * reconnected true: the same number record got fresh credentials.
 */
export interface PhoneNumberCreated {
  'event_id'?: (string);
  'project_id'?: (string);
  'customer_id'?: (string);
  'waba_id'?: (string);
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  /**
   * dedicated or coexistence.
   */
  'connection_type'?: (string);
  'setup_link_id'?: (string);
  'reconnected'?: (boolean);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.phone_number.created: a setup link connected a number for its customer (embedded
 * signup, decision 0247; the peer's whatsapp.phone_number.created). A reconnect publishes it too, with
 * reconnected true: the same number record got fresh credentials.
 */
export interface PhoneNumberCreated__Output {
  'event_id': (string);
  'project_id': (string);
  'customer_id': (string);
  'waba_id': (string);
  'phone_number': (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  /**
   * dedicated or coexistence.
   */
  'connection_type': (string);
  'setup_link_id': (string);
  'reconnected': (boolean);
  'occurred_at': (string);
}
