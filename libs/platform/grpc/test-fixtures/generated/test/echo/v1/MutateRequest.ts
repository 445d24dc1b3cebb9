// Original file: libs/platform/grpc/test-fixtures/echo.proto


export interface MutateRequest {
  'value'?: (string);
}

export interface MutateRequest__Output {
  'value': (string);
}
