// Original file: protos/svc/contacts/v1/contacts.proto


export interface ListMarketingPreferencesRequest {
  'project_id'?: (string);
  'identifier'?: (string);
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}

export interface ListMarketingPreferencesRequest__Output {
  'project_id': (string);
  'identifier': (string);
  'phone_number_id'?: (string);
  '_phone_number_id'?: "phone_number_id";
}
