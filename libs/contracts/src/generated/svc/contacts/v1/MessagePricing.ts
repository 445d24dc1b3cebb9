// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Pricing of a message as the upstream reported it.
 */
export interface MessagePricing {
  'category'?: (string);
  'pricing_model'?: (string);
  'pricing_type'?: (string);
  'billable'?: (boolean);
}

/**
 * Pricing of a message as the upstream reported it.
 */
export interface MessagePricing__Output {
  'category': (string);
  'pricing_model': (string);
  'pricing_type': (string);
  'billable': (boolean);
}
