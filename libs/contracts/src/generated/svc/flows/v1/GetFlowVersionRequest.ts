// Original file: protos/svc/flows/v1/flows.proto


export interface GetFlowVersionRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
  'version_id'?: (string);
}

export interface GetFlowVersionRequest__Output {
  'project_id': (string);
  'flow_id': (string);
  'version_id': (string);
}
