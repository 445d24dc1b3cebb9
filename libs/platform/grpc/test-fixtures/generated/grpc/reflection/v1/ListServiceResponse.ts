// Original file: node_modules/@grpc/reflection/build/proto/grpc/reflection/v1/reflection.proto

import type { ServiceResponse as _grpc_reflection_v1_ServiceResponse, ServiceResponse__Output as _grpc_reflection_v1_ServiceResponse__Output } from '../../../grpc/reflection/v1/ServiceResponse';

export interface ListServiceResponse {
  'service'?: (_grpc_reflection_v1_ServiceResponse)[];
}

export interface ListServiceResponse__Output {
  'service': (_grpc_reflection_v1_ServiceResponse__Output)[];
}
