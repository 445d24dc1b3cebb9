// Original file: libs/platform/grpc/test-fixtures/echo.proto


export interface EchoRequest {
  'message'?: (string);
}

export interface EchoRequest__Output {
  'message': (string);
}
