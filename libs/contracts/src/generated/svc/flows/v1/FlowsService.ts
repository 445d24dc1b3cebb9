// Original file: protos/svc/flows/v1/flows.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetFlowRequest as _svc_flows_v1_GetFlowRequest, GetFlowRequest__Output as _svc_flows_v1_GetFlowRequest__Output } from '../../../svc/flows/v1/GetFlowRequest';
import type { GetFlowResponse as _svc_flows_v1_GetFlowResponse, GetFlowResponse__Output as _svc_flows_v1_GetFlowResponse__Output } from '../../../svc/flows/v1/GetFlowResponse';
import type { ListFlowsRequest as _svc_flows_v1_ListFlowsRequest, ListFlowsRequest__Output as _svc_flows_v1_ListFlowsRequest__Output } from '../../../svc/flows/v1/ListFlowsRequest';
import type { ListFlowsResponse as _svc_flows_v1_ListFlowsResponse, ListFlowsResponse__Output as _svc_flows_v1_ListFlowsResponse__Output } from '../../../svc/flows/v1/ListFlowsResponse';

/**
 * Flows of a project.
 */
export interface FlowsServiceClient extends grpc.Client {
  /**
   * GET /messaging/flows/{flow_id}
   */
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows/{flow_id}
   */
  getFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows
   */
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows
   */
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Flows of a project.
 */
export interface FlowsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /messaging/flows/{flow_id}
   */
  GetFlow: grpc.handleUnaryCall<_svc_flows_v1_GetFlowRequest__Output, _svc_flows_v1_GetFlowResponse>;
  
  /**
   * GET /messaging/flows
   */
  ListFlows: grpc.handleUnaryCall<_svc_flows_v1_ListFlowsRequest__Output, _svc_flows_v1_ListFlowsResponse>;
  
}

export interface FlowsServiceDefinition extends grpc.ServiceDefinition {
  GetFlow: MethodDefinition<_svc_flows_v1_GetFlowRequest, _svc_flows_v1_GetFlowResponse, _svc_flows_v1_GetFlowRequest__Output, _svc_flows_v1_GetFlowResponse__Output>
  ListFlows: MethodDefinition<_svc_flows_v1_ListFlowsRequest, _svc_flows_v1_ListFlowsResponse, _svc_flows_v1_ListFlowsRequest__Output, _svc_flows_v1_ListFlowsResponse__Output>
}
