// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface CreateDisplayNameRequestRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'display_name'?: (string);
}

export interface CreateDisplayNameRequestRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  'display_name': (string);
}
