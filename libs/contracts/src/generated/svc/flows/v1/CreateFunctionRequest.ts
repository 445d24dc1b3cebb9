// Original file: protos/svc/flows/v1/flows.proto


export interface CreateFunctionRequest {
  'project_id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'description'?: (string);
  /**
   * 0 = the service default.
   */
  'timeout_ms'?: (number);
  '_description'?: "description";
}

export interface CreateFunctionRequest__Output {
  'project_id': (string);
  'name': (string);
  'code': (string);
  'description'?: (string);
  /**
   * 0 = the service default.
   */
  'timeout_ms': (number);
  '_description'?: "description";
}
