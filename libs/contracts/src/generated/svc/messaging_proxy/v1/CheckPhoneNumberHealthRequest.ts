// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface CheckPhoneNumberHealthRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
}

export interface CheckPhoneNumberHealthRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
}
