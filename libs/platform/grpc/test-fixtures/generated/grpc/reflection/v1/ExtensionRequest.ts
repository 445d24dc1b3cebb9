// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto


export interface ExtensionRequest {
  'containing_type'?: (string);
  'extension_number'?: (number);
}

export interface ExtensionRequest__Output {
  'containing_type': (string);
  'extension_number': (number);
}
