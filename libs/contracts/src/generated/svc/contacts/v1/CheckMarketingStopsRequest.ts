// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Which of up to 500 recipients (each resolved as ListMarketingPreferences resolves its identifier:
 * contact uuid, phone number, BSUID or parent BSUID) stopped marketing messages on the number.
 */
export interface CheckMarketingStopsRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'identifiers'?: (string)[];
}

/**
 * Which of up to 500 recipients (each resolved as ListMarketingPreferences resolves its identifier:
 * contact uuid, phone number, BSUID or parent BSUID) stopped marketing messages on the number.
 */
export interface CheckMarketingStopsRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  'identifiers': (string)[];
}
