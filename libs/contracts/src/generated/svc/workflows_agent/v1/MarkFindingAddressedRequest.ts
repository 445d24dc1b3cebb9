// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface MarkFindingAddressedRequest {
  'project_id'?: (string);
  'finding_id'?: (string);
  /**
   * Why the finding is addressed (1-2000 characters); needed when no completed investigation covers
   * the current qualification.
   */
  'note'?: (string);
  '_note'?: "note";
}

export interface MarkFindingAddressedRequest__Output {
  'project_id': (string);
  'finding_id': (string);
  /**
   * Why the finding is addressed (1-2000 characters); needed when no completed investigation covers
   * the current qualification.
   */
  'note'?: (string);
  '_note'?: "note";
}
