// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetBroadcastRequest as _svc_broadcasts_v1_GetBroadcastRequest, GetBroadcastRequest__Output as _svc_broadcasts_v1_GetBroadcastRequest__Output } from '../../../svc/broadcasts/v1/GetBroadcastRequest';
import type { GetBroadcastResponse as _svc_broadcasts_v1_GetBroadcastResponse, GetBroadcastResponse__Output as _svc_broadcasts_v1_GetBroadcastResponse__Output } from '../../../svc/broadcasts/v1/GetBroadcastResponse';
import type { SendBroadcastRequest as _svc_broadcasts_v1_SendBroadcastRequest, SendBroadcastRequest__Output as _svc_broadcasts_v1_SendBroadcastRequest__Output } from '../../../svc/broadcasts/v1/SendBroadcastRequest';
import type { SendBroadcastResponse as _svc_broadcasts_v1_SendBroadcastResponse, SendBroadcastResponse__Output as _svc_broadcasts_v1_SendBroadcastResponse__Output } from '../../../svc/broadcasts/v1/SendBroadcastResponse';

/**
 * Broadcasts of a project.
 */
export interface BroadcastsServiceClient extends grpc.Client {
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  GetBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  getBroadcast(argument: _svc_broadcasts_v1_GetBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_GetBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send
   */
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  SendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send
   */
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  sendBroadcast(argument: _svc_broadcasts_v1_SendBroadcastRequest, callback: grpc.requestCallback<_svc_broadcasts_v1_SendBroadcastResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Broadcasts of a project.
 */
export interface BroadcastsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /messaging/broadcasts/{broadcast_id}
   */
  GetBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_GetBroadcastRequest__Output, _svc_broadcasts_v1_GetBroadcastResponse>;
  
  /**
   * POST /messaging/broadcasts/{broadcast_id}/send
   */
  SendBroadcast: grpc.handleUnaryCall<_svc_broadcasts_v1_SendBroadcastRequest__Output, _svc_broadcasts_v1_SendBroadcastResponse>;
  
}

export interface BroadcastsServiceDefinition extends grpc.ServiceDefinition {
  GetBroadcast: MethodDefinition<_svc_broadcasts_v1_GetBroadcastRequest, _svc_broadcasts_v1_GetBroadcastResponse, _svc_broadcasts_v1_GetBroadcastRequest__Output, _svc_broadcasts_v1_GetBroadcastResponse__Output>
  SendBroadcast: MethodDefinition<_svc_broadcasts_v1_SendBroadcastRequest, _svc_broadcasts_v1_SendBroadcastResponse, _svc_broadcasts_v1_SendBroadcastRequest__Output, _svc_broadcasts_v1_SendBroadcastResponse__Output>
}
