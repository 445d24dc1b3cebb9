// Original file: protos/svc/workflows_agent/v1/events.proto


/**
 * workflows_agent.execution_event.created: a public workflow.execution.* event (docs/events.md) for
 * project webhooks; `fields_json` holds the payload fields without `event`.
 */
export interface ExecutionEventCreated {
  'event_id'?: (string);
  'project_id'?: (string);
  /**
   * workflow.execution.started, .waiting, .handoff, .ended, .failed.
   */
  'name'?: (string);
  'fields_json'?: (string);
  'occurred_at'?: (string);
}

/**
 * workflows_agent.execution_event.created: a public workflow.execution.* event (docs/events.md) for
 * project webhooks; `fields_json` holds the payload fields without `event`.
 */
export interface ExecutionEventCreated__Output {
  'event_id': (string);
  'project_id': (string);
  /**
   * workflow.execution.started, .waiting, .handoff, .ended, .failed.
   */
  'name': (string);
  'fields_json': (string);
  'occurred_at': (string);
}
