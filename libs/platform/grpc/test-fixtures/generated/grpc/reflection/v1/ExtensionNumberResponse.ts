// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto


export interface ExtensionNumberResponse {
  'base_type_name'?: (string);
  'extension_number'?: (number)[];
}

export interface ExtensionNumberResponse__Output {
  'base_type_name': (string);
  'extension_number': (number)[];
}
