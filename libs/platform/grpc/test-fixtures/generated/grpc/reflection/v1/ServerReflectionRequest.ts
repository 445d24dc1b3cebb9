// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto

import type { ExtensionRequest as _grpc_reflection_v1_ExtensionRequest, ExtensionRequest__Output as _grpc_reflection_v1_ExtensionRequest__Output } from '../../../grpc/reflection/v1/ExtensionRequest';

export interface ServerReflectionRequest {
  'host'?: (string);
  'file_by_filename'?: (string);
  'file_containing_symbol'?: (string);
  'file_containing_extension'?: (_grpc_reflection_v1_ExtensionRequest | null);
  'all_extension_numbers_of_type'?: (string);
  'list_services'?: (string);
  'message_request'?: "file_by_filename"|"file_containing_symbol"|"file_containing_extension"|"all_extension_numbers_of_type"|"list_services";
}

export interface ServerReflectionRequest__Output {
  'host': (string);
  'file_by_filename'?: (string);
  'file_containing_symbol'?: (string);
  'file_containing_extension'?: (_grpc_reflection_v1_ExtensionRequest__Output | null);
  'all_extension_numbers_of_type'?: (string);
  'list_services'?: (string);
  'message_request'?: "file_by_filename"|"file_containing_symbol"|"file_containing_extension"|"all_extension_numbers_of_type"|"list_services";
}
