// Original file: protos/svc/flows/v1/flows.proto


export interface GetFlowRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
}

export interface GetFlowRequest__Output {
  'project_id': (string);
  'flow_id': (string);
}
