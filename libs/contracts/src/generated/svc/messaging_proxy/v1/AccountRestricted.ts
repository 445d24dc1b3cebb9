// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';
import type { AccountRestriction as _svc_messaging_proxy_v1_AccountRestriction, AccountRestriction__Output as _svc_messaging_proxy_v1_AccountRestriction__Output } from '../../../svc/messaging_proxy/v1/AccountRestriction';

/**
 * messaging_proxy.account.restricted: the account (or one number) got restrictions. When the
 * upstream named a single number, `phone_number` is set and phone_numbers holds only it.
 */
export interface AccountRestricted {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_numbers'?: (_svc_messaging_proxy_v1_EventPhoneNumber)[];
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber | null);
  'restrictions'?: (_svc_messaging_proxy_v1_AccountRestriction)[];
  'occurred_at'?: (string);
  '_phone_number'?: "phone_number";
}

/**
 * messaging_proxy.account.restricted: the account (or one number) got restrictions. When the
 * upstream named a single number, `phone_number` is set and phone_numbers holds only it.
 */
export interface AccountRestricted__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_numbers': (_svc_messaging_proxy_v1_EventPhoneNumber__Output)[];
  'phone_number'?: (_svc_messaging_proxy_v1_EventPhoneNumber__Output | null);
  'restrictions': (_svc_messaging_proxy_v1_AccountRestriction__Output)[];
  'occurred_at': (string);
  '_phone_number'?: "phone_number";
}
