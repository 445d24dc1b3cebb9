// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto


export interface ErrorResponse {
  'error_code'?: (number);
  'error_message'?: (string);
}

export interface ErrorResponse__Output {
  'error_code': (number);
  'error_message': (string);
}
