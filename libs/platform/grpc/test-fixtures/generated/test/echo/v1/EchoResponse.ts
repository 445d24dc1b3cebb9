// Original file: libs/platform/grpc/test-fixtures/echo.proto


export interface EchoResponse {
  'message'?: (string);
  'in_flight'?: (number);
}

export interface EchoResponse__Output {
  'message': (string);
  'in_flight': (number);
}
