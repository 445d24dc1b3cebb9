// Original file: protos/svc/contacts/v1/contacts.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Marketing preference of a contact on one phone number (read-only).
 */
export interface MarketingPreference {
  'phone_number_id'?: (string);
  /**
   * stopped or resumed.
   */
  'status'?: (string);
  /**
   * meta_webhook, meta_delivery_error or meta_synchronous_error.
   */
  'source'?: (string);
  'sequence'?: (number | string | Long);
  'updated_at'?: (string);
}

/**
 * Marketing preference of a contact on one phone number (read-only).
 */
export interface MarketingPreference__Output {
  'phone_number_id': (string);
  /**
   * stopped or resumed.
   */
  'status': (string);
  /**
   * meta_webhook, meta_delivery_error or meta_synchronous_error.
   */
  'source': (string);
  'sequence': (string);
  'updated_at': (string);
}
