// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * One restriction of an account (spec 6, messaging.account.restricted).
 */
export interface AccountRestriction {
  /**
   * Upstream restriction type, e.g. RESTRICTED_BIZ_INITIATED_MESSAGING.
   */
  'type'?: (string);
  /**
   * ISO 8601; unset when the restriction has no end.
   */
  'expires_at'?: (string);
  '_expires_at'?: "expires_at";
}

/**
 * One restriction of an account (spec 6, messaging.account.restricted).
 */
export interface AccountRestriction__Output {
  /**
   * Upstream restriction type, e.g. RESTRICTED_BIZ_INITIATED_MESSAGING.
   */
  'type': (string);
  /**
   * ISO 8601; unset when the restriction has no end.
   */
  'expires_at'?: (string);
  '_expires_at'?: "expires_at";
}
