// Original file: protos/svc/flows/v1/flows.proto


export interface CloneFlowRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
  /**
   * Name of the clone; unset: "<name> (copy)".
   */
  'name'?: (string);
  '_name'?: "name";
}

export interface CloneFlowRequest__Output {
  'project_id': (string);
  'flow_id': (string);
  /**
   * Name of the clone; unset: "<name> (copy)".
   */
  'name'?: (string);
  '_name'?: "name";
}
