// Original file: protos/svc/funding/v1/funding.proto


export interface ConfirmCreditHoldRequest {
  'project_id'?: (string);
  'send_key'?: (string);
  /**
   * The upstream message id of the accepted send (wamid).
   */
  'message_id'?: (string);
}

export interface ConfirmCreditHoldRequest__Output {
  'project_id': (string);
  'send_key': (string);
  /**
   * The upstream message id of the accepted send (wamid).
   */
  'message_id': (string);
}
