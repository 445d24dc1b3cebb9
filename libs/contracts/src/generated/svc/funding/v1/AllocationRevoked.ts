// Original file: protos/svc/funding/v1/events.proto


/**
 * funding.allocation.revoked: the upstream confirmed an account's credit allocation deleted (a
 * portfolio revocation, or a run observing it DELETED); the account's paid messages pause.
 */
export interface AllocationRevoked {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  /**
   * The revocation operation or the funding run that observed it.
   */
  'cause_id'?: (string);
  'occurred_at'?: (string);
}

/**
 * funding.allocation.revoked: the upstream confirmed an account's credit allocation deleted (a
 * portfolio revocation, or a run observing it DELETED); the account's paid messages pause.
 */
export interface AllocationRevoked__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  /**
   * The revocation operation or the funding run that observed it.
   */
  'cause_id': (string);
  'occurred_at': (string);
}
