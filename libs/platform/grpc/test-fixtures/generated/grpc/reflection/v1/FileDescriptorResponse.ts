// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto


export interface FileDescriptorResponse {
  'file_descriptor_proto'?: (Buffer | Uint8Array | string)[];
}

export interface FileDescriptorResponse__Output {
  'file_descriptor_proto': (Buffer)[];
}
