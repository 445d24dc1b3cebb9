// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { SendingTemplate as _svc_messaging_proxy_v1_SendingTemplate, SendingTemplate__Output as _svc_messaging_proxy_v1_SendingTemplate__Output } from '../../../svc/messaging_proxy/v1/SendingTemplate';

export interface GetSendingProfileResponse {
  'phone_number_id'?: (string);
  'is_coexistence'?: (boolean);
  /**
   * The upstream's throughput level (STANDARD, HIGH, ...); empty when it did not say.
   */
  'throughput_level'?: (string);
  /**
   * Messages per second this number may send: 20 coexistence, 1,000 HIGH, 80 otherwise.
   */
  'messages_per_second'?: (number);
  /**
   * Set when a template was asked for and found.
   */
  'template'?: (_svc_messaging_proxy_v1_SendingTemplate | null);
  '_template'?: "template";
}

export interface GetSendingProfileResponse__Output {
  'phone_number_id': (string);
  'is_coexistence': (boolean);
  /**
   * The upstream's throughput level (STANDARD, HIGH, ...); empty when it did not say.
   */
  'throughput_level': (string);
  /**
   * Messages per second this number may send: 20 coexistence, 1,000 HIGH, 80 otherwise.
   */
  'messages_per_second': (number);
  /**
   * Set when a template was asked for and found.
   */
  'template'?: (_svc_messaging_proxy_v1_SendingTemplate__Output | null);
  '_template'?: "template";
}
