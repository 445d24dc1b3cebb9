// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface ControlThreadRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * The customer: the phone number (digits, `+` allowed) or the business-scoped user id.
   */
  'recipient'?: (string);
  /**
   * take or release.
   */
  'action'?: (string);
}

export interface ControlThreadRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  /**
   * The customer: the phone number (digits, `+` allowed) or the business-scoped user id.
   */
  'recipient': (string);
  /**
   * take or release.
   */
  'action': (string);
}
