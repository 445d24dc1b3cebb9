// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface GetDisplayNameRequestRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'request_id'?: (string);
}

export interface GetDisplayNameRequestRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  'request_id': (string);
}
