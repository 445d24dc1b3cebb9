// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * Why a number was disconnected.
 */
export interface Disconnection {
  /**
   * Upstream reason, e.g. ACCOUNT_DISCONNECTED.
   */
  'reason'?: (string);
  /**
   * Upstream initiator, e.g. USER, BUSINESS, PLATFORM.
   */
  'initiated_by'?: (string);
}

/**
 * Why a number was disconnected.
 */
export interface Disconnection__Output {
  /**
   * Upstream reason, e.g. ACCOUNT_DISCONNECTED.
   */
  'reason': (string);
  /**
   * Upstream initiator, e.g. USER, BUSINESS, PLATFORM.
   */
  'initiated_by': (string);
}
