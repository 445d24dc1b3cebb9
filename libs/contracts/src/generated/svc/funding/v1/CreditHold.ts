// Original file: protos/svc/funding/v1/funding.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The hold of one send (docs/decisions/0104).
 */
export interface CreditHold {
  'id'?: (string);
  'send_key'?: (string);
  /**
   * held, sent (accepted upstream, waiting for its pricing), settled, released.
   */
  'status'?: (string);
  /**
   * marketing, utility, authentication, service.
   */
  'category'?: (string);
  /**
   * Customer-service window at send time: open, closed, free_entry_point.
   */
  'window'?: (string);
  /**
   * ISO 3166-1 alpha-2 country of the recipient; unset when unknown.
   */
  'region'?: (string);
  /**
   * regular, free_entry_point, free_customer_service, service_allowance.
   */
  'pricing_type'?: (string);
  /**
   * Rate card version that priced it; unset for sends free whatever the card.
   */
  'rate_card_version'?: (number);
  /**
   * Amount held, millionths of `currency`.
   */
  'amount_micros'?: (number | string | Long);
  'currency'?: (string);
  /**
   * YYYY-MM of the free service message used (pricing_type service_allowance).
   */
  'allowance_month'?: (string);
  'message_id'?: (string);
  /**
   * What settlement charged (settled) or 0 (released).
   */
  'charged_micros'?: (number | string | Long);
  /**
   * priced, not_billable, unpriced_timeout, unbilled_late_confirmation (settled); send_failed,
   * hold_expired (released).
   */
  'outcome'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_region'?: "region";
  '_rate_card_version'?: "rate_card_version";
  '_allowance_month'?: "allowance_month";
  '_message_id'?: "message_id";
  '_charged_micros'?: "charged_micros";
  '_outcome'?: "outcome";
}

/**
 * The hold of one send (docs/decisions/0104).
 */
export interface CreditHold__Output {
  'id': (string);
  'send_key': (string);
  /**
   * held, sent (accepted upstream, waiting for its pricing), settled, released.
   */
  'status': (string);
  /**
   * marketing, utility, authentication, service.
   */
  'category': (string);
  /**
   * Customer-service window at send time: open, closed, free_entry_point.
   */
  'window': (string);
  /**
   * ISO 3166-1 alpha-2 country of the recipient; unset when unknown.
   */
  'region'?: (string);
  /**
   * regular, free_entry_point, free_customer_service, service_allowance.
   */
  'pricing_type': (string);
  /**
   * Rate card version that priced it; unset for sends free whatever the card.
   */
  'rate_card_version'?: (number);
  /**
   * Amount held, millionths of `currency`.
   */
  'amount_micros': (string);
  'currency': (string);
  /**
   * YYYY-MM of the free service message used (pricing_type service_allowance).
   */
  'allowance_month'?: (string);
  'message_id'?: (string);
  /**
   * What settlement charged (settled) or 0 (released).
   */
  'charged_micros'?: (string);
  /**
   * priced, not_billable, unpriced_timeout, unbilled_late_confirmation (settled); send_failed,
   * hold_expired (released).
   */
  'outcome'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_region'?: "region";
  '_rate_card_version'?: "rate_card_version";
  '_allowance_month'?: "allowance_month";
  '_message_id'?: "message_id";
  '_charged_micros'?: "charged_micros";
  '_outcome'?: "outcome";
}
