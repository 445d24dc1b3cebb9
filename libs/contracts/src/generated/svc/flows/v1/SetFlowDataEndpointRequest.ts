// Original file: protos/svc/flows/v1/flows.proto


export interface SetFlowDataEndpointRequest {
  'project_id'?: (string);
  'flow_id'?: (string);
  'function_id'?: (string);
}

export interface SetFlowDataEndpointRequest__Output {
  'project_id': (string);
  'flow_id': (string);
  'function_id': (string);
}
