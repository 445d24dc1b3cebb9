// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { ControlledThread as _svc_messaging_proxy_v1_ControlledThread, ControlledThread__Output as _svc_messaging_proxy_v1_ControlledThread__Output } from '../../../svc/messaging_proxy/v1/ControlledThread';

export interface ControlThreadResponse {
  /**
   * False: the number is not shared with another app; nothing was called (the platform handles every thread there).
   */
  'shared'?: (boolean);
  /**
   * The thread as recorded after the call; unset when the number is not shared.
   */
  'thread'?: (_svc_messaging_proxy_v1_ControlledThread | null);
  '_thread'?: "thread";
}

export interface ControlThreadResponse__Output {
  /**
   * False: the number is not shared with another app; nothing was called (the platform handles every thread there).
   */
  'shared': (boolean);
  /**
   * The thread as recorded after the call; unset when the number is not shared.
   */
  'thread'?: (_svc_messaging_proxy_v1_ControlledThread__Output | null);
  '_thread'?: "thread";
}
