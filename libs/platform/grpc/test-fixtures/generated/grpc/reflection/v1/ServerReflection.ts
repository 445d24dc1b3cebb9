// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ServerReflectionRequest as _grpc_reflection_v1_ServerReflectionRequest, ServerReflectionRequest__Output as _grpc_reflection_v1_ServerReflectionRequest__Output } from '../../../grpc/reflection/v1/ServerReflectionRequest';
import type { ServerReflectionResponse as _grpc_reflection_v1_ServerReflectionResponse, ServerReflectionResponse__Output as _grpc_reflection_v1_ServerReflectionResponse__Output } from '../../../grpc/reflection/v1/ServerReflectionResponse';

export interface ServerReflectionClient extends grpc.Client {
  ServerReflectionInfo(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionResponse__Output>;
  ServerReflectionInfo(options?: grpc.CallOptions): grpc.ClientDuplexStream<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionResponse__Output>;
  serverReflectionInfo(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionResponse__Output>;
  serverReflectionInfo(options?: grpc.CallOptions): grpc.ClientDuplexStream<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionResponse__Output>;
  
}

export interface ServerReflectionHandlers extends grpc.UntypedServiceImplementation {
  ServerReflectionInfo: grpc.handleBidiStreamingCall<_grpc_reflection_v1_ServerReflectionRequest__Output, _grpc_reflection_v1_ServerReflectionResponse>;
  
}

export interface ServerReflectionDefinition extends grpc.ServiceDefinition {
  ServerReflectionInfo: MethodDefinition<_grpc_reflection_v1_ServerReflectionRequest, _grpc_reflection_v1_ServerReflectionResponse, _grpc_reflection_v1_ServerReflectionRequest__Output, _grpc_reflection_v1_ServerReflectionResponse__Output>
}
