// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A recording's or transcription's state, estimated from the call's end (decision 0220).
 */
export interface CallArtifact {
  /**
   * absent, available or expired.
   */
  'state'?: (string);
  'expires_at'?: (string);
  '_expires_at'?: "expires_at";
}

/**
 * A recording's or transcription's state, estimated from the call's end (decision 0220).
 */
export interface CallArtifact__Output {
  /**
   * absent, available or expired.
   */
  'state': (string);
  'expires_at'?: (string);
  '_expires_at'?: "expires_at";
}
