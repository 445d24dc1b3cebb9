// Original file: protos/svc/common/v1/common.proto


/**
 * A position in the merged order of log search: (occurred_at, source, id).
 */
export interface LogSearchPosition {
  /**
   * ISO 8601 with microseconds, as the hit carried it.
   */
  'occurred_at'?: (string);
  'source'?: (string);
  'id'?: (string);
}

/**
 * A position in the merged order of log search: (occurred_at, source, id).
 */
export interface LogSearchPosition__Output {
  /**
   * ISO 8601 with microseconds, as the hit carried it.
   */
  'occurred_at': (string);
  'source': (string);
  'id': (string);
}
