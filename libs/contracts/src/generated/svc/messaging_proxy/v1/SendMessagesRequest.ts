// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SendMessageRequest as _svc_messaging_proxy_v1_SendMessageRequest, SendMessageRequest__Output as _svc_messaging_proxy_v1_SendMessageRequest__Output } from '../../../svc/messaging_proxy/v1/SendMessageRequest';

/**
 * 1 to 100 sends, each a SendMessage of its own (its project, number, key).
 */
export interface SendMessagesRequest {
  'sends'?: (_svc_messaging_proxy_v1_SendMessageRequest)[];
}

/**
 * 1 to 100 sends, each a SendMessage of its own (its project, number, key).
 */
export interface SendMessagesRequest__Output {
  'sends': (_svc_messaging_proxy_v1_SendMessageRequest__Output)[];
}
