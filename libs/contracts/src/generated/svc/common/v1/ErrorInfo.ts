// Original file: protos/svc/common/v1/common.proto


/**
 * Error details carried as gRPC metadata by @platform/errors (google.rpc.ErrorInfo style).
 */
export interface ErrorInfo {
  /**
   * Stable UPPER_SNAKE reason, e.g. FUNDING_DISABLED.
   */
  'reason'?: (string);
  /**
   * Extra public fields of the error body (JSON-encoded values).
   */
  'fields'?: ({[key: string]: string});
}

/**
 * Error details carried as gRPC metadata by @platform/errors (google.rpc.ErrorInfo style).
 */
export interface ErrorInfo__Output {
  /**
   * Stable UPPER_SNAKE reason, e.g. FUNDING_DISABLED.
   */
  'reason': (string);
  /**
   * Extra public fields of the error body (JSON-encoded values).
   */
  'fields': ({[key: string]: string});
}
