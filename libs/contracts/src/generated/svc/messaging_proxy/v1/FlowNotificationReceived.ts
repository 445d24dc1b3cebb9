// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.flow.notification_received: one `flows` change of an upstream webhook, the
 * upstream's report about an interactive flow (its data endpoint's error rate, latency or
 * availability crossing a threshold, or the flow's status changing), for each project with a
 * number on the business account. The flows service records it on the function serving that
 * flow's data endpoint (an invocation record of kind upstream_notification).
 */
export interface FlowNotificationReceived {
  /**
   * Derived from the delivery's body hash, the change's position and the project: stable across redeliveries.
   */
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  /**
   * The upstream flow id the change names (`flow_id`).
   */
  'upstream_flow_id'?: (string);
  /**
   * The upstream event: ENDPOINT_ERROR_RATE, ENDPOINT_LATENCY, ENDPOINT_AVAILABILITY,
   * CLIENT_ERROR_RATE, FLOW_STATUS_CHANGE, ... (passed on as received).
   */
  'event'?: (string);
  /**
   * The upstream's human-readable message.
   */
  'message'?: (string);
  /**
   * ACTIVATED or DEACTIVATED for an alert; empty when the change carries none.
   */
  'alert_state'?: (string);
  /**
   * The change's `value` object as JSON text, unchanged.
   */
  'value_json'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.flow.notification_received: one `flows` change of an upstream webhook, the
 * upstream's report about an interactive flow (its data endpoint's error rate, latency or
 * availability crossing a threshold, or the flow's status changing), for each project with a
 * number on the business account. The flows service records it on the function serving that
 * flow's data endpoint (an invocation record of kind upstream_notification).
 */
export interface FlowNotificationReceived__Output {
  /**
   * Derived from the delivery's body hash, the change's position and the project: stable across redeliveries.
   */
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  /**
   * The upstream flow id the change names (`flow_id`).
   */
  'upstream_flow_id': (string);
  /**
   * The upstream event: ENDPOINT_ERROR_RATE, ENDPOINT_LATENCY, ENDPOINT_AVAILABILITY,
   * CLIENT_ERROR_RATE, FLOW_STATUS_CHANGE, ... (passed on as received).
   */
  'event': (string);
  /**
   * The upstream's human-readable message.
   */
  'message': (string);
  /**
   * ACTIVATED or DEACTIVATED for an alert; empty when the change carries none.
   */
  'alert_state': (string);
  /**
   * The change's `value` object as JSON text, unchanged.
   */
  'value_json': (string);
  'occurred_at': (string);
}
