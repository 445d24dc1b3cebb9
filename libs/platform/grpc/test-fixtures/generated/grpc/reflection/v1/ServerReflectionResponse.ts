// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto

import type { ServerReflectionRequest as _grpc_reflection_v1_ServerReflectionRequest, ServerReflectionRequest__Output as _grpc_reflection_v1_ServerReflectionRequest__Output } from '../../../grpc/reflection/v1/ServerReflectionRequest';
import type { FileDescriptorResponse as _grpc_reflection_v1_FileDescriptorResponse, FileDescriptorResponse__Output as _grpc_reflection_v1_FileDescriptorResponse__Output } from '../../../grpc/reflection/v1/FileDescriptorResponse';
import type { ExtensionNumberResponse as _grpc_reflection_v1_ExtensionNumberResponse, ExtensionNumberResponse__Output as _grpc_reflection_v1_ExtensionNumberResponse__Output } from '../../../grpc/reflection/v1/ExtensionNumberResponse';
import type { ListServiceResponse as _grpc_reflection_v1_ListServiceResponse, ListServiceResponse__Output as _grpc_reflection_v1_ListServiceResponse__Output } from '../../../grpc/reflection/v1/ListServiceResponse';
import type { ErrorResponse as _grpc_reflection_v1_ErrorResponse, ErrorResponse__Output as _grpc_reflection_v1_ErrorResponse__Output } from '../../../grpc/reflection/v1/ErrorResponse';

export interface ServerReflectionResponse {
  'valid_host'?: (string);
  'original_request'?: (_grpc_reflection_v1_ServerReflectionRequest | null);
  'file_descriptor_response'?: (_grpc_reflection_v1_FileDescriptorResponse | null);
  'all_extension_numbers_response'?: (_grpc_reflection_v1_ExtensionNumberResponse | null);
  'list_services_response'?: (_grpc_reflection_v1_ListServiceResponse | null);
  'error_response'?: (_grpc_reflection_v1_ErrorResponse | null);
  'message_response'?: "file_descriptor_response"|"all_extension_numbers_response"|"list_services_response"|"error_response";
}

export interface ServerReflectionResponse__Output {
  'valid_host': (string);
  'original_request': (_grpc_reflection_v1_ServerReflectionRequest__Output | null);
  'file_descriptor_response'?: (_grpc_reflection_v1_FileDescriptorResponse__Output | null);
  'all_extension_numbers_response'?: (_grpc_reflection_v1_ExtensionNumberResponse__Output | null);
  'list_services_response'?: (_grpc_reflection_v1_ListServiceResponse__Output | null);
  'error_response'?: (_grpc_reflection_v1_ErrorResponse__Output | null);
  'message_response'?: "file_descriptor_response"|"all_extension_numbers_response"|"list_services_response"|"error_response";
}
