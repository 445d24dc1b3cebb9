// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { EventPhoneNumber as _svc_messaging_proxy_v1_EventPhoneNumber, EventPhoneNumber__Output as _svc_messaging_proxy_v1_EventPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/EventPhoneNumber';

/**
 * messaging_proxy.account.disabled: the upstream disabled the business account. One event per
 * project and account, listing every affected number of that project.
 */
export interface AccountDisabled {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_numbers'?: (_svc_messaging_proxy_v1_EventPhoneNumber)[];
  /**
   * Upstream ban date as sent (free text), when given.
   */
  'ban_date'?: (string);
  'occurred_at'?: (string);
  '_ban_date'?: "ban_date";
}

/**
 * messaging_proxy.account.disabled: the upstream disabled the business account. One event per
 * project and account, listing every affected number of that project.
 */
export interface AccountDisabled__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_numbers': (_svc_messaging_proxy_v1_EventPhoneNumber__Output)[];
  /**
   * Upstream ban date as sent (free text), when given.
   */
  'ban_date'?: (string);
  'occurred_at': (string);
  '_ban_date'?: "ban_date";
}
