// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SendMessageResult as _svc_messaging_proxy_v1_SendMessageResult, SendMessageResult__Output as _svc_messaging_proxy_v1_SendMessageResult__Output } from '../../../svc/messaging_proxy/v1/SendMessageResult';

/**
 * One result per send, in the request's order.
 */
export interface SendMessagesResponse {
  'results'?: (_svc_messaging_proxy_v1_SendMessageResult)[];
}

/**
 * One result per send, in the request's order.
 */
export interface SendMessagesResponse__Output {
  'results': (_svc_messaging_proxy_v1_SendMessageResult__Output)[];
}
