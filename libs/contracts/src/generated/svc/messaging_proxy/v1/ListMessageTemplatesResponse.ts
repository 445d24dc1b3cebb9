// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SendingTemplate as _svc_messaging_proxy_v1_SendingTemplate, SendingTemplate__Output as _svc_messaging_proxy_v1_SendingTemplate__Output } from '../../../svc/messaging_proxy/v1/SendingTemplate';

export interface ListMessageTemplatesResponse {
  'templates'?: (_svc_messaging_proxy_v1_SendingTemplate)[];
}

export interface ListMessageTemplatesResponse__Output {
  'templates': (_svc_messaging_proxy_v1_SendingTemplate__Output)[];
}
