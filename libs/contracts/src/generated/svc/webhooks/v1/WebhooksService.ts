// Original file: protos/svc/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListWebhooksRequest as _svc_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _svc_webhooks_v1_ListWebhooksRequest__Output } from '../../../svc/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _svc_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _svc_webhooks_v1_ListWebhooksResponse__Output } from '../../../svc/webhooks/v1/ListWebhooksResponse';

/**
 * Project webhook endpoints, scoped by project.
 */
export interface WebhooksServiceClient extends grpc.Client {
  /**
   * GET /webhooks
   */
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhooks
   */
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Project webhook endpoints, scoped by project.
 */
export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /webhooks
   */
  ListWebhooks: grpc.handleUnaryCall<_svc_webhooks_v1_ListWebhooksRequest__Output, _svc_webhooks_v1_ListWebhooksResponse>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  ListWebhooks: MethodDefinition<_svc_webhooks_v1_ListWebhooksRequest, _svc_webhooks_v1_ListWebhooksResponse, _svc_webhooks_v1_ListWebhooksRequest__Output, _svc_webhooks_v1_ListWebhooksResponse__Output>
}
