// Original file: protos/svc/flows/v1/flows.proto


export interface ListFunctionLogsRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  /**
   * 1 to 50; 0 = the default 20.
   */
  'limit'?: (number);
}

export interface ListFunctionLogsRequest__Output {
  'project_id': (string);
  'function_id': (string);
  /**
   * 1 to 50; 0 = the default 20.
   */
  'limit': (number);
}
