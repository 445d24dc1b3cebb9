import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ErrorResponse as _grpc_reflection_v1_ErrorResponse, ErrorResponse__Output as _grpc_reflection_v1_ErrorResponse__Output } from './grpc/reflection/v1/ErrorResponse';
import type { ExtensionNumberResponse as _grpc_reflection_v1_ExtensionNumberResponse, ExtensionNumberResponse__Output as _grpc_reflection_v1_ExtensionNumberResponse__Output } from './grpc/reflection/v1/ExtensionNumberResponse';
import type { ExtensionRequest as _grpc_reflection_v1_ExtensionRequest, ExtensionRequest__Output as _grpc_reflection_v1_ExtensionRequest__Output } from './grpc/reflection/v1/ExtensionRequest';
import type { FileDescriptorResponse as _grpc_reflection_v1_FileDescriptorResponse, FileDescriptorResponse__Output as _grpc_reflection_v1_FileDescriptorResponse__Output } from './grpc/reflection/v1/FileDescriptorResponse';
import type { ListServiceResponse as _grpc_reflection_v1_ListServiceResponse, ListServiceResponse__Output as _grpc_reflection_v1_ListServiceResponse__Output } from './grpc/reflection/v1/ListServiceResponse';
import type { ServerReflectionClient as _grpc_reflection_v1_ServerReflectionClient, ServerReflectionDefinition as _grpc_reflection_v1_ServerReflectionDefinition } from './grpc/reflection/v1/ServerReflection';
import type { ServerReflectionRequest as _grpc_reflection_v1_ServerReflectionRequest, ServerReflectionRequest__Output as _grpc_reflection_v1_ServerReflectionRequest__Output } from './grpc/reflection/v1/ServerReflectionRequest';
import type { ServerReflectionResponse as _grpc_reflection_v1_ServerReflectionResponse, ServerReflectionResponse__Output as _grpc_reflection_v1_ServerReflectionResponse__Output } from './grpc/reflection/v1/ServerReflectionResponse';
import type { ServiceResponse as _grpc_reflection_v1_ServiceResponse, ServiceResponse__Output as _grpc_reflection_v1_ServiceResponse__Output } from './grpc/reflection/v1/ServiceResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  grpc: {
    reflection: {
      v1: {
        ErrorResponse: MessageTypeDefinition<_grpc_reflection_v1_ErrorResponse, _grpc_reflection_v1_ErrorResponse__Output>
        ExtensionNumberResponse: MessageTypeDefinition<_grpc_reflection_v1_ExtensionNumberResponse, _grpc_reflection_v1_ExtensionNumberResponse__Output>
        ExtensionRequest: MessageTypeDefinition<_grpc_reflection_v1_ExtensionRequest, _grpc_reflection_v1_ExtensionRequest__Output>
        FileDescriptorResponse: MessageTypeDefinition<_grpc_reflection_v1_FileDescriptorResponse, _grpc_reflection_v1_FileDescriptorResponse__Output>
        ListServiceResponse: MessageTypeDefinition<_grpc_reflection_v1_ListServiceResponse, _grpc_reflection_v1_ListServiceResponse__Output>
        ServerReflection: SubtypeConstructor<typeof grpc.Client, _grpc_reflection_v1_ServerReflectionClient> & { service: _grpc_reflection_v1_ServerReflectionDefinition }
        ServerReflectionRequest: MessageTypeDefinition<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionRequest__Output>
        ServerReflectionResponse: MessageTypeDefinition<_grpc_reflection_v1_ServerReflectionResponse, _grpc_reflection_v1_ServerReflectionResponse__Output>
        ServiceResponse: MessageTypeDefinition<_grpc_reflection_v1_ServiceResponse, _grpc_reflection_v1_ServiceResponse__Output>
      }
    }
  }
}

