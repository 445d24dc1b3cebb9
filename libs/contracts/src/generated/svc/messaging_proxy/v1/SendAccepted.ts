// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy_sends.accepted: the upstream accepted a send whose credits funding holds (the send
 * guard's HoldCredits `send_key`) and returned its message id. Internal (no project webhook): funding
 * confirms the hold from it (decision 0239) instead of a synchronous ConfirmCreditHold. Written in
 * the transaction of the send's outbound record, committed before the client gets its answer.
 * `event_id` is derived from the project and the send key: a repeat names the same event.
 */
export interface SendAccepted {
  'event_id'?: (string);
  'project_id'?: (string);
  /**
   * The hold's send key (HoldCredits.send_key).
   */
  'send_key'?: (string);
  /**
   * The upstream message id (wamid) the send was accepted as.
   */
  'message_id'?: (string);
  'phone_number_id'?: (string);
  'waba_id'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy_sends.accepted: the upstream accepted a send whose credits funding holds (the send
 * guard's HoldCredits `send_key`) and returned its message id. Internal (no project webhook): funding
 * confirms the hold from it (decision 0239) instead of a synchronous ConfirmCreditHold. Written in
 * the transaction of the send's outbound record, committed before the client gets its answer.
 * `event_id` is derived from the project and the send key: a repeat names the same event.
 */
export interface SendAccepted__Output {
  'event_id': (string);
  'project_id': (string);
  /**
   * The hold's send key (HoldCredits.send_key).
   */
  'send_key': (string);
  /**
   * The upstream message id (wamid) the send was accepted as.
   */
  'message_id': (string);
  'phone_number_id': (string);
  'waba_id': (string);
  'occurred_at': (string);
}
