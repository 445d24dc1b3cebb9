// Original file: protos/svc/flows/v1/flows.proto


export interface ListFlowVersionsRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
}

export interface ListFlowVersionsRequest__Output {
  'project_id': (string);
  'flow_id': (string);
}
