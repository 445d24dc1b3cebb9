// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { Thread as _svc_messaging_proxy_v1_Thread, Thread__Output as _svc_messaging_proxy_v1_Thread__Output } from '../../../svc/messaging_proxy/v1/Thread';

/**
 * messaging_proxy.thread.changed: who handles a customer's thread on a shared number changed
 * (handover webhook, standby copy, thread_control call through the pass-through, a send with
 * take-control, or 24 h without customer messages). contacts renders messaging.thread.ownership_changed.
 */
export interface ThreadChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'thread'?: (_svc_messaging_proxy_v1_Thread | null);
  /**
   * The handler before the change (empty when it was unknown).
   */
  'previous_handler'?: (string);
  'previous_owner_app_id'?: (string);
  /**
   * pass, take, release (thread control), standby, take_control (a send), idle (a customer message
   * on a thread that had gone idle).
   */
  'reason'?: (string);
  /**
   * The `metadata` string of the handover, when any.
   */
  'metadata'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.thread.changed: who handles a customer's thread on a shared number changed
 * (handover webhook, standby copy, thread_control call through the pass-through, a send with
 * take-control, or 24 h without customer messages). contacts renders messaging.thread.ownership_changed.
 */
export interface ThreadChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'thread': (_svc_messaging_proxy_v1_Thread__Output | null);
  /**
   * The handler before the change (empty when it was unknown).
   */
  'previous_handler': (string);
  'previous_owner_app_id': (string);
  /**
   * pass, take, release (thread control), standby, take_control (a send), idle (a customer message
   * on a thread that had gone idle).
   */
  'reason': (string);
  /**
   * The `metadata` string of the handover, when any.
   */
  'metadata': (string);
  'occurred_at': (string);
}
