// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListFindingsRequest {
  'project_id'?: (string);
  'limit'?: (number);
  /**
   * At most one of after (older) and before (newer: the previous page).
   */
  'after'?: (string);
  'before'?: (string);
  /**
   * candidate or open: only findings in that status (absent: both).
   */
  'status'?: (string);
  '_after'?: "after";
  '_before'?: "before";
  '_status'?: "status";
}

export interface ListFindingsRequest__Output {
  'project_id': (string);
  'limit': (number);
  /**
   * At most one of after (older) and before (newer: the previous page).
   */
  'after'?: (string);
  'before'?: (string);
  /**
   * candidate or open: only findings in that status (absent: both).
   */
  'status'?: (string);
  '_after'?: "after";
  '_before'?: "before";
  '_status'?: "status";
}
