// Original file: libs/platform/grpc/test-fixtures/echo.proto


export interface MutateResponse {
  'value'?: (string);
}

export interface MutateResponse__Output {
  'value': (string);
}
