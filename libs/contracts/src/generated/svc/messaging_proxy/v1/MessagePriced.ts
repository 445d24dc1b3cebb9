// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { Long } from '@grpc/proto-loader';

/**
 * messaging_proxy.message.priced: the upstream priced a sent message (first status carrying
 * pricing; one event per message id).
 */
export interface MessagePriced {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'message_id'?: (string);
  /**
   * marketing, utility, authentication, service, ...
   */
  'category'?: (string);
  /**
   * PMP (or CBP before 2025-07-01).
   */
  'pricing_model'?: (string);
  /**
   * regular, free_customer_service, free_entry_point.
   */
  'pricing_type'?: (string);
  'billable'?: (boolean);
  /**
   * Price in millionths of `currency`; 0 when not billable.
   */
  'amount_micros'?: (number | string | Long);
  'currency'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.message.priced: the upstream priced a sent message (first status carrying
 * pricing; one event per message id).
 */
export interface MessagePriced__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'message_id': (string);
  /**
   * marketing, utility, authentication, service, ...
   */
  'category': (string);
  /**
   * PMP (or CBP before 2025-07-01).
   */
  'pricing_model': (string);
  /**
   * regular, free_customer_service, free_entry_point.
   */
  'pricing_type': (string);
  'billable': (boolean);
  /**
   * Price in millionths of `currency`; 0 when not billable.
   */
  'amount_micros': (string);
  'currency': (string);
  'occurred_at': (string);
}
