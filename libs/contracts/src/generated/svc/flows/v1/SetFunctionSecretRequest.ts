// Original file: protos/svc/flows/v1/flows.proto


export interface SetFunctionSecretRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  'name'?: (string);
  'value'?: (string);
}

export interface SetFunctionSecretRequest__Output {
  'project_id': (string);
  'function_id': (string);
  'name': (string);
  'value': (string);
}
