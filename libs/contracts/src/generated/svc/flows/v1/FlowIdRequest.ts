// Original file: protos/svc/flows/v1/flows.proto


export interface FlowIdRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
}

export interface FlowIdRequest__Output {
  'project_id': (string);
  'flow_id': (string);
}
