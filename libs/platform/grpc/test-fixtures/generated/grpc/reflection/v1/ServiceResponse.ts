// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto


export interface ServiceResponse {
  'name'?: (string);
}

export interface ServiceResponse__Output {
  'name': (string);
}
