// Original file: protos/svc/flows/v1/flows.proto


export interface DeleteFunctionSecretRequest {
  'project_id'?: (string);
  'function_id'?: (string);
  'name'?: (string);
}

export interface DeleteFunctionSecretRequest__Output {
  'project_id': (string);
  'function_id': (string);
  'name': (string);
}
