// Original file: protos/svc/flows/v1/flows.proto


/**
 * One console line of an invocation.
 */
export interface ConsoleLog {
  /**
   * The console method: log, info, warn, error or debug.
   */
  'level'?: (string);
  'message'?: (string);
  'logged_at'?: (string);
}

/**
 * One console line of an invocation.
 */
export interface ConsoleLog__Output {
  /**
   * The console method: log, info, warn, error or debug.
   */
  'level': (string);
  'message': (string);
  'logged_at': (string);
}
