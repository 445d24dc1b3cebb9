// Original file: protos/svc/workflows_agent/v1/events.proto


/**
 * workflows_agent.work.execution: "advance this execution" (a JetStream work item, decision 0721).
 * Idempotent by nature: the engine runs the execution from its stored state until it waits or ends, so
 * a duplicate or a redelivery after a crash finds the steps already committed and does nothing more.
 */
export interface ExecutionWork {
  'project_id'?: (string);
  'execution_id'?: (string);
  /**
   * Why it was queued (start, input, resume, timer, child_done, status), for logs.
   */
  'reason'?: (string);
}

/**
 * workflows_agent.work.execution: "advance this execution" (a JetStream work item, decision 0721).
 * Idempotent by nature: the engine runs the execution from its stored state until it waits or ends, so
 * a duplicate or a redelivery after a crash finds the steps already committed and does nothing more.
 */
export interface ExecutionWork__Output {
  'project_id': (string);
  'execution_id': (string);
  /**
   * Why it was queued (start, input, resume, timer, child_done, status), for logs.
   */
  'reason': (string);
}
