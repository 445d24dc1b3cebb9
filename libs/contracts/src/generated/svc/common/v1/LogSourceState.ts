// Original file: protos/svc/common/v1/common.proto


/**
 * How one source answered a search.
 */
export interface LogSourceState {
  'source'?: (string);
  /**
   * searched | not_applicable (it has not every key asked for) | failed.
   */
  'status'?: (string);
  /**
   * Days the source keeps (its retention) and the oldest row it holds for the project (ISO 8601; empty when none).
   */
  'retention_days'?: (number);
  'oldest_at'?: (string);
}

/**
 * How one source answered a search.
 */
export interface LogSourceState__Output {
  'source': (string);
  /**
   * searched | not_applicable (it has not every key asked for) | failed.
   */
  'status': (string);
  /**
   * Days the source keeps (its retention) and the oldest row it holds for the project (ISO 8601; empty when none).
   */
  'retention_days': (number);
  'oldest_at': (string);
}
