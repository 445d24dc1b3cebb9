// Original file: protos/svc/flows/v1/flows.proto


export interface ListFunctionSecretsResponse {
  'names'?: (string)[];
}

export interface ListFunctionSecretsResponse__Output {
  'names': (string)[];
}
