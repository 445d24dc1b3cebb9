// Original file: protos/svc/funding/v1/funding.proto


/**
 * Freshness of the recorded usage per charge type, over the whole period.
 */
export interface UsageFreshness {
  'messaging_last_recorded_at'?: (string);
  'calling_last_recorded_at'?: (string);
  '_messaging_last_recorded_at'?: "messaging_last_recorded_at";
  '_calling_last_recorded_at'?: "calling_last_recorded_at";
}

/**
 * Freshness of the recorded usage per charge type, over the whole period.
 */
export interface UsageFreshness__Output {
  'messaging_last_recorded_at'?: (string);
  'calling_last_recorded_at'?: (string);
  '_messaging_last_recorded_at'?: "messaging_last_recorded_at";
  '_calling_last_recorded_at'?: "calling_last_recorded_at";
}
