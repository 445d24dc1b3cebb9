// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A customer's thread on a shared number after a thread-control call.
 */
export interface ControlledThread {
  /**
   * this_app, other_app, upstream_agent or idle.
   */
  'handler'?: (string);
  /**
   * The upstream app handling the thread, when known (this platform's for this_app).
   */
  'owner_app_id'?: (string);
  /**
   * When the handler last changed (ISO 8601).
   */
  'changed_at'?: (string);
}

/**
 * A customer's thread on a shared number after a thread-control call.
 */
export interface ControlledThread__Output {
  /**
   * this_app, other_app, upstream_agent or idle.
   */
  'handler': (string);
  /**
   * The upstream app handling the thread, when known (this platform's for this_app).
   */
  'owner_app_id': (string);
  /**
   * When the handler last changed (ISO 8601).
   */
  'changed_at': (string);
}
