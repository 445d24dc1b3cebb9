// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.account.reinstated: the account was reinstated after a disable.
 */
export interface AccountReinstated {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_numbers'?: (_svc_messaging_proxy_v1_EventPhoneNumber)[];
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.account.reinstated: the account was reinstated after a disable.
 */
export interface AccountReinstated__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_numbers': (_svc_messaging_proxy_v1_EventPhoneNumber__Output)[];
  'occurred_at': (string);
}
