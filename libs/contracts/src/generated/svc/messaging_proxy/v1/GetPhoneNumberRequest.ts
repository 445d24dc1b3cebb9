// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface GetPhoneNumberRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
}

export interface GetPhoneNumberRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
}
