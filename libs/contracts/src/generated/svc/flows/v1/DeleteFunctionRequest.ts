// Original file: protos/svc/flows/v1/flows.proto


export interface DeleteFunctionRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  /**
   * Delete even while active workflows or flows use it (their references then dangle).
   */
  'force'?: (boolean);
}

export interface DeleteFunctionRequest__Output {
  'project_id': (string);
  'function_id': (string);
  /**
   * Delete even while active workflows or flows use it (their references then dangle).
   */
  'force': (boolean);
}
