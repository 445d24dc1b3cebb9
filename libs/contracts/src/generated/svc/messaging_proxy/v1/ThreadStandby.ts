// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { Thread as _svc_messaging_proxy_v1_Thread, Thread__Output as _svc_messaging_proxy_v1_Thread__Output } from '../../../svc/messaging_proxy/v1/Thread';

/**
 * messaging_proxy.thread.standby: this platform received a standby copy (a message, an echo or a
 * status of the app handling the thread). contacts renders messaging.thread.standby.
 */
export interface ThreadStandby {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'thread'?: (_svc_messaging_proxy_v1_Thread | null);
  /**
   * message (from the customer), echo (sent by the handling app) or status.
   */
  'kind'?: (string);
  /**
   * The upstream message id concerned.
   */
  'message_id'?: (string);
  /**
   * The message type (message, echo) or the status (status).
   */
  'detail'?: (string);
  /**
   * The standby item as JSON text, unchanged.
   */
  'value_json'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.thread.standby: this platform received a standby copy (a message, an echo or a
 * status of the app handling the thread). contacts renders messaging.thread.standby.
 */
export interface ThreadStandby__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'thread': (_svc_messaging_proxy_v1_Thread__Output | null);
  /**
   * message (from the customer), echo (sent by the handling app) or status.
   */
  'kind': (string);
  /**
   * The upstream message id concerned.
   */
  'message_id': (string);
  /**
   * The message type (message, echo) or the status (status).
   */
  'detail': (string);
  /**
   * The standby item as JSON text, unchanged.
   */
  'value_json': (string);
  'occurred_at': (string);
}
