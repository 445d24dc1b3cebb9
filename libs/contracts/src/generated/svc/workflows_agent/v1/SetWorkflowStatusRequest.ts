// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface SetWorkflowStatusRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  /**
   * active, paused, archived, draft.
   */
  'status'?: (string);
}

export interface SetWorkflowStatusRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  /**
   * active, paused, archived, draft.
   */
  'status': (string);
}
