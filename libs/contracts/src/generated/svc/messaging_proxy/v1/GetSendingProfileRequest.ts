// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface GetSendingProfileRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * A template by name and language, or by its upstream id; none = the number only.
   */
  'template_name'?: (string);
  'template_language'?: (string);
  'template_id'?: (string);
}

export interface GetSendingProfileRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  /**
   * A template by name and language, or by its upstream id; none = the number only.
   */
  'template_name': (string);
  'template_language': (string);
  'template_id': (string);
}
