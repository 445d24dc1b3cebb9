// Original file: protos/svc/flows/v1/flows.proto


export interface FunctionIdRequest {
  'project_id'?: (string);
  'function_id'?: (string);
}

export interface FunctionIdRequest__Output {
  'project_id': (string);
  'function_id': (string);
}
