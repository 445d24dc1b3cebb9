// Original file: protos/svc/messaging_proxy/v1/events.proto

import type { Long } from '@grpc/proto-loader';

/**
 * messaging_proxy.call.priced: a finished call with its price (one event per call id).
 */
export interface CallPriced {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'call_id'?: (string);
  'duration_seconds'?: (number);
  /**
   * Price in millionths of `currency`; 0 when not billable.
   */
  'amount_micros'?: (number | string | Long);
  'currency'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.call.priced: a finished call with its price (one event per call id).
 */
export interface CallPriced__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'call_id': (string);
  'duration_seconds': (number);
  /**
   * Price in millionths of `currency`; 0 when not billable.
   */
  'amount_micros': (string);
  'currency': (string);
  'occurred_at': (string);
}
