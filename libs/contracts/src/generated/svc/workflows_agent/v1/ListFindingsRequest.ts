// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListFindingsRequest {
  'project_id'?: (string);
  'limit'?: (number);
  /**
   * At most one of after (older) and before (newer: the previous page).
   */
  'after'?: (string);
  'before'?: (string);
  '_after'?: "after";
  '_before'?: "before";
}

export interface ListFindingsRequest__Output {
  'project_id': (string);
  'limit': (number);
  /**
   * At most one of after (older) and before (newer: the previous page).
   */
  'after'?: (string);
  'before'?: (string);
  '_after'?: "after";
  '_before'?: "before";
}
