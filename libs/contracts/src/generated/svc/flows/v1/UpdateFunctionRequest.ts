// Original file: protos/svc/flows/v1/flows.proto


export interface UpdateFunctionRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  'timeout_ms'?: (number);
  '_name'?: "name";
  '_code'?: "code";
  '_description'?: "description";
  '_timeout_ms'?: "timeout_ms";
}

export interface UpdateFunctionRequest__Output {
  'project_id': (string);
  'function_id': (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  'timeout_ms'?: (number);
  '_name'?: "name";
  '_code'?: "code";
  '_description'?: "description";
  '_timeout_ms'?: "timeout_ms";
}
