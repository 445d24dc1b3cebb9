// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SendMessageResponse as _svc_messaging_proxy_v1_SendMessageResponse, SendMessageResponse__Output as _svc_messaging_proxy_v1_SendMessageResponse__Output } from '../../../svc/messaging_proxy/v1/SendMessageResponse';
import type { SendMessageError as _svc_messaging_proxy_v1_SendMessageError, SendMessageError__Output as _svc_messaging_proxy_v1_SendMessageError__Output } from '../../../svc/messaging_proxy/v1/SendMessageError';

/**
 * The outcome of one send of SendMessages: exactly one of the two is set.
 */
export interface SendMessageResult {
  /**
   * What SendMessage would have answered.
   */
  'response'?: (_svc_messaging_proxy_v1_SendMessageResponse | null);
  /**
   * The gRPC error SendMessage would have raised (UNAVAILABLE: outcome unknown; INVALID_ARGUMENT,
   * NOT_FOUND: the send itself is wrong), with its reason and message.
   */
  'error'?: (_svc_messaging_proxy_v1_SendMessageError | null);
}

/**
 * The outcome of one send of SendMessages: exactly one of the two is set.
 */
export interface SendMessageResult__Output {
  /**
   * What SendMessage would have answered.
   */
  'response': (_svc_messaging_proxy_v1_SendMessageResponse__Output | null);
  /**
   * The gRPC error SendMessage would have raised (UNAVAILABLE: outcome unknown; INVALID_ARGUMENT,
   * NOT_FOUND: the send itself is wrong), with its reason and message.
   */
  'error': (_svc_messaging_proxy_v1_SendMessageError__Output | null);
}
