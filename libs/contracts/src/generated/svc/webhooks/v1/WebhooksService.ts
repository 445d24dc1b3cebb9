// Original file: protos/svc/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateWebhookListenerRequest as _svc_webhooks_v1_CreateWebhookListenerRequest, CreateWebhookListenerRequest__Output as _svc_webhooks_v1_CreateWebhookListenerRequest__Output } from '../../../svc/webhooks/v1/CreateWebhookListenerRequest';
import type { CreateWebhookListenerResponse as _svc_webhooks_v1_CreateWebhookListenerResponse, CreateWebhookListenerResponse__Output as _svc_webhooks_v1_CreateWebhookListenerResponse__Output } from '../../../svc/webhooks/v1/CreateWebhookListenerResponse';
import type { CreateWebhookRequest as _svc_webhooks_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _svc_webhooks_v1_CreateWebhookRequest__Output } from '../../../svc/webhooks/v1/CreateWebhookRequest';
import type { CreateWebhookResponse as _svc_webhooks_v1_CreateWebhookResponse, CreateWebhookResponse__Output as _svc_webhooks_v1_CreateWebhookResponse__Output } from '../../../svc/webhooks/v1/CreateWebhookResponse';
import type { DeleteWebhookListenerRequest as _svc_webhooks_v1_DeleteWebhookListenerRequest, DeleteWebhookListenerRequest__Output as _svc_webhooks_v1_DeleteWebhookListenerRequest__Output } from '../../../svc/webhooks/v1/DeleteWebhookListenerRequest';
import type { DeleteWebhookListenerResponse as _svc_webhooks_v1_DeleteWebhookListenerResponse, DeleteWebhookListenerResponse__Output as _svc_webhooks_v1_DeleteWebhookListenerResponse__Output } from '../../../svc/webhooks/v1/DeleteWebhookListenerResponse';
import type { DeleteWebhookRequest as _svc_webhooks_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _svc_webhooks_v1_DeleteWebhookRequest__Output } from '../../../svc/webhooks/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _svc_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _svc_webhooks_v1_DeleteWebhookResponse__Output } from '../../../svc/webhooks/v1/DeleteWebhookResponse';
import type { GetDeliveryRequest as _svc_webhooks_v1_GetDeliveryRequest, GetDeliveryRequest__Output as _svc_webhooks_v1_GetDeliveryRequest__Output } from '../../../svc/webhooks/v1/GetDeliveryRequest';
import type { GetDeliveryResponse as _svc_webhooks_v1_GetDeliveryResponse, GetDeliveryResponse__Output as _svc_webhooks_v1_GetDeliveryResponse__Output } from '../../../svc/webhooks/v1/GetDeliveryResponse';
import type { GetWebhookListenerRequest as _svc_webhooks_v1_GetWebhookListenerRequest, GetWebhookListenerRequest__Output as _svc_webhooks_v1_GetWebhookListenerRequest__Output } from '../../../svc/webhooks/v1/GetWebhookListenerRequest';
import type { GetWebhookListenerResponse as _svc_webhooks_v1_GetWebhookListenerResponse, GetWebhookListenerResponse__Output as _svc_webhooks_v1_GetWebhookListenerResponse__Output } from '../../../svc/webhooks/v1/GetWebhookListenerResponse';
import type { GetWebhookRecoveryRequest as _svc_webhooks_v1_GetWebhookRecoveryRequest, GetWebhookRecoveryRequest__Output as _svc_webhooks_v1_GetWebhookRecoveryRequest__Output } from '../../../svc/webhooks/v1/GetWebhookRecoveryRequest';
import type { GetWebhookRecoveryResponse as _svc_webhooks_v1_GetWebhookRecoveryResponse, GetWebhookRecoveryResponse__Output as _svc_webhooks_v1_GetWebhookRecoveryResponse__Output } from '../../../svc/webhooks/v1/GetWebhookRecoveryResponse';
import type { GetWebhookRequest as _svc_webhooks_v1_GetWebhookRequest, GetWebhookRequest__Output as _svc_webhooks_v1_GetWebhookRequest__Output } from '../../../svc/webhooks/v1/GetWebhookRequest';
import type { GetWebhookResponse as _svc_webhooks_v1_GetWebhookResponse, GetWebhookResponse__Output as _svc_webhooks_v1_GetWebhookResponse__Output } from '../../../svc/webhooks/v1/GetWebhookResponse';
import type { KeepWebhookListenerRequest as _svc_webhooks_v1_KeepWebhookListenerRequest, KeepWebhookListenerRequest__Output as _svc_webhooks_v1_KeepWebhookListenerRequest__Output } from '../../../svc/webhooks/v1/KeepWebhookListenerRequest';
import type { KeepWebhookListenerResponse as _svc_webhooks_v1_KeepWebhookListenerResponse, KeepWebhookListenerResponse__Output as _svc_webhooks_v1_KeepWebhookListenerResponse__Output } from '../../../svc/webhooks/v1/KeepWebhookListenerResponse';
import type { ListDeliveriesRequest as _svc_webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _svc_webhooks_v1_ListDeliveriesRequest__Output } from '../../../svc/webhooks/v1/ListDeliveriesRequest';
import type { ListDeliveriesResponse as _svc_webhooks_v1_ListDeliveriesResponse, ListDeliveriesResponse__Output as _svc_webhooks_v1_ListDeliveriesResponse__Output } from '../../../svc/webhooks/v1/ListDeliveriesResponse';
import type { ListWebhookRecoveriesRequest as _svc_webhooks_v1_ListWebhookRecoveriesRequest, ListWebhookRecoveriesRequest__Output as _svc_webhooks_v1_ListWebhookRecoveriesRequest__Output } from '../../../svc/webhooks/v1/ListWebhookRecoveriesRequest';
import type { ListWebhookRecoveriesResponse as _svc_webhooks_v1_ListWebhookRecoveriesResponse, ListWebhookRecoveriesResponse__Output as _svc_webhooks_v1_ListWebhookRecoveriesResponse__Output } from '../../../svc/webhooks/v1/ListWebhookRecoveriesResponse';
import type { ListWebhooksRequest as _svc_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _svc_webhooks_v1_ListWebhooksRequest__Output } from '../../../svc/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _svc_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _svc_webhooks_v1_ListWebhooksResponse__Output } from '../../../svc/webhooks/v1/ListWebhooksResponse';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from '../../../svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from '../../../svc/common/v1/LogSearchRequest';
import type { PublishProjectEventRequest as _svc_webhooks_v1_PublishProjectEventRequest, PublishProjectEventRequest__Output as _svc_webhooks_v1_PublishProjectEventRequest__Output } from '../../../svc/webhooks/v1/PublishProjectEventRequest';
import type { PublishProjectEventResponse as _svc_webhooks_v1_PublishProjectEventResponse, PublishProjectEventResponse__Output as _svc_webhooks_v1_PublishProjectEventResponse__Output } from '../../../svc/webhooks/v1/PublishProjectEventResponse';
import type { RecoverWebhookRequest as _svc_webhooks_v1_RecoverWebhookRequest, RecoverWebhookRequest__Output as _svc_webhooks_v1_RecoverWebhookRequest__Output } from '../../../svc/webhooks/v1/RecoverWebhookRequest';
import type { RecoverWebhookResponse as _svc_webhooks_v1_RecoverWebhookResponse, RecoverWebhookResponse__Output as _svc_webhooks_v1_RecoverWebhookResponse__Output } from '../../../svc/webhooks/v1/RecoverWebhookResponse';
import type { RedeliverDeliveryRequest as _svc_webhooks_v1_RedeliverDeliveryRequest, RedeliverDeliveryRequest__Output as _svc_webhooks_v1_RedeliverDeliveryRequest__Output } from '../../../svc/webhooks/v1/RedeliverDeliveryRequest';
import type { RedeliverDeliveryResponse as _svc_webhooks_v1_RedeliverDeliveryResponse, RedeliverDeliveryResponse__Output as _svc_webhooks_v1_RedeliverDeliveryResponse__Output } from '../../../svc/webhooks/v1/RedeliverDeliveryResponse';
import type { ReplayWebhookEventRequest as _svc_webhooks_v1_ReplayWebhookEventRequest, ReplayWebhookEventRequest__Output as _svc_webhooks_v1_ReplayWebhookEventRequest__Output } from '../../../svc/webhooks/v1/ReplayWebhookEventRequest';
import type { ReplayWebhookEventResponse as _svc_webhooks_v1_ReplayWebhookEventResponse, ReplayWebhookEventResponse__Output as _svc_webhooks_v1_ReplayWebhookEventResponse__Output } from '../../../svc/webhooks/v1/ReplayWebhookEventResponse';
import type { ResumeWebhookListenerRequest as _svc_webhooks_v1_ResumeWebhookListenerRequest, ResumeWebhookListenerRequest__Output as _svc_webhooks_v1_ResumeWebhookListenerRequest__Output } from '../../../svc/webhooks/v1/ResumeWebhookListenerRequest';
import type { ResumeWebhookListenerResponse as _svc_webhooks_v1_ResumeWebhookListenerResponse, ResumeWebhookListenerResponse__Output as _svc_webhooks_v1_ResumeWebhookListenerResponse__Output } from '../../../svc/webhooks/v1/ResumeWebhookListenerResponse';
import type { RotateWebhookSecretRequest as _svc_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _svc_webhooks_v1_RotateWebhookSecretRequest__Output } from '../../../svc/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _svc_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _svc_webhooks_v1_RotateWebhookSecretResponse__Output } from '../../../svc/webhooks/v1/RotateWebhookSecretResponse';
import type { TestWebhookRequest as _svc_webhooks_v1_TestWebhookRequest, TestWebhookRequest__Output as _svc_webhooks_v1_TestWebhookRequest__Output } from '../../../svc/webhooks/v1/TestWebhookRequest';
import type { TestWebhookResponse as _svc_webhooks_v1_TestWebhookResponse, TestWebhookResponse__Output as _svc_webhooks_v1_TestWebhookResponse__Output } from '../../../svc/webhooks/v1/TestWebhookResponse';
import type { UpdateWebhookRequest as _svc_webhooks_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _svc_webhooks_v1_UpdateWebhookRequest__Output } from '../../../svc/webhooks/v1/UpdateWebhookRequest';
import type { UpdateWebhookResponse as _svc_webhooks_v1_UpdateWebhookResponse, UpdateWebhookResponse__Output as _svc_webhooks_v1_UpdateWebhookResponse__Output } from '../../../svc/webhooks/v1/UpdateWebhookResponse';

/**
 * Project (and per-number) webhook endpoints, their deliveries, and the event ingestion entry
 * point for producers that publish no internal event stream of their own yet.
 */
export interface WebhooksServiceClient extends grpc.Client {
  /**
   * POST /webhooks (project) and POST /messaging/phone_numbers/{id}/webhooks (per number).
   */
  CreateWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhooks (project) and POST /messaging/phone_numbers/{id}/webhooks (per number).
   */
  createWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _svc_webhooks_v1_CreateWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhook_listeners: a live listener (a CLI's `webhooks listen`, decision 0028); its secret once.
   */
  CreateWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhook_listeners: a live listener (a CLI's `webhooks listen`, decision 0028); its secret once.
   */
  createWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  createWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  createWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  createWebhookListener(argument: _svc_webhooks_v1_CreateWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_CreateWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /webhooks/{webhook_id}
   */
  DeleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /webhooks/{webhook_id}
   */
  deleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _svc_webhooks_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /webhook_listeners/{listener_id}
   */
  DeleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /webhook_listeners/{listener_id}
   */
  deleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookListener(argument: _svc_webhooks_v1_DeleteWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_DeleteWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhook_deliveries/{delivery_id}: one delivery with its attempts.
   */
  GetDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  GetDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  GetDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  GetDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhook_deliveries/{delivery_id}: one delivery with its attempts.
   */
  getDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  getDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  getDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  getDelivery(argument: _svc_webhooks_v1_GetDeliveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetDeliveryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhooks/{webhook_id}
   */
  GetWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhooks/{webhook_id}
   */
  getWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _svc_webhooks_v1_GetWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhook_listeners/{listener_id}: a live listener (NOT_FOUND once deleted or expired).
   */
  GetWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhook_listeners/{listener_id}: a live listener (NOT_FOUND once deleted or expired).
   */
  getWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  getWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  getWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  getWebhookListener(argument: _svc_webhooks_v1_GetWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhooks/{webhook_id}/recoveries/{recovery_id}
   */
  GetWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  GetWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhooks/{webhook_id}/recoveries/{recovery_id}
   */
  getWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  getWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  getWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  getWebhookRecovery(argument: _svc_webhooks_v1_GetWebhookRecoveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_GetWebhookRecoveryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhook_listeners/{listener_id}/stream (opening and every keep-alive): pushes its expiry
   * back and answers where its frames are published. NOT_FOUND once deleted or expired.
   */
  KeepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  KeepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  KeepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  KeepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhook_listeners/{listener_id}/stream (opening and every keep-alive): pushes its expiry
   * back and answers where its frames are published. NOT_FOUND once deleted or expired.
   */
  keepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  keepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  keepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  keepWebhookListener(argument: _svc_webhooks_v1_KeepWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_KeepWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhook_deliveries (cursor style, like api_logs).
   */
  ListDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhook_deliveries (cursor style, like api_logs).
   */
  listDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _svc_webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhooks/{webhook_id}/recoveries, most recent first (page style).
   */
  ListWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhooks/{webhook_id}/recoveries, most recent first (page style).
   */
  listWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookRecoveries(argument: _svc_webhooks_v1_ListWebhookRecoveriesRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhooks and GET /messaging/phone_numbers/{id}/webhooks
   */
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhooks and GET /messaging/phone_numbers/{id}/webhooks
   */
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _svc_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Internal (no public route): producers without an event stream (contacts, agent runs) hand
   * project events to the delivery path. Idempotent per (project_id, idempotency_key).
   */
  PublishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  PublishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  PublishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  PublishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Internal (no public route): producers without an event stream (contacts, agent runs) hand
   * project events to the delivery path. Idempotent per (project_id, idempotency_key).
   */
  publishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  publishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  publishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  publishProjectEvent(argument: _svc_webhooks_v1_PublishProjectEventRequest, callback: grpc.requestCallback<_svc_webhooks_v1_PublishProjectEventResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhooks/{webhook_id}/recover: resends the failed deliveries of a window as a background
   * job (decision 0304). An identical request while one is queued or running returns that one.
   */
  RecoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  RecoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  RecoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  RecoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhooks/{webhook_id}/recover: resends the failed deliveries of a window as a background
   * job (decision 0304). An identical request while one is queued or running returns that one.
   */
  recoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  recoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  recoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  recoverWebhook(argument: _svc_webhooks_v1_RecoverWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RecoverWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhook_deliveries/{delivery_id}/redeliver: schedules a new attempt now.
   */
  RedeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RedeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RedeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RedeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhook_deliveries/{delivery_id}/redeliver: schedules a new attempt now.
   */
  redeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  redeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  redeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  redeliverDelivery(argument: _svc_webhooks_v1_RedeliverDeliveryRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RedeliverDeliveryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhook_listeners/{listener_id}/replay: one stored event, rendered and signed again, to the listener.
   */
  ReplayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  ReplayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  ReplayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  ReplayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhook_listeners/{listener_id}/replay: one stored event, rendered and signed again, to the listener.
   */
  replayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  replayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  replayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  replayWebhookEvent(argument: _svc_webhooks_v1_ReplayWebhookEventRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ReplayWebhookEventResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /webhook_listeners/{listener_id}/stream with Last-Event-ID (a reconnect): once the stream's
   * subscription is registered, the events the listener takes since that one are published to it again,
   * oldest first (decision 0028). NOT_FOUND for an unknown listener or event.
   */
  ResumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  ResumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  ResumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  ResumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /webhook_listeners/{listener_id}/stream with Last-Event-ID (a reconnect): once the stream's
   * subscription is registered, the events the listener takes since that one are published to it again,
   * oldest first (decision 0028). NOT_FOUND for an unknown listener or event.
   */
  resumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  resumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  resumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  resumeWebhookListener(argument: _svc_webhooks_v1_ResumeWebhookListenerRequest, callback: grpc.requestCallback<_svc_webhooks_v1_ResumeWebhookListenerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhooks/{webhook_id}/rotate_secret
   */
  RotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhooks/{webhook_id}/rotate_secret
   */
  rotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _svc_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_svc_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /log_search: this service's sources (webhook_delivery) searched for the project (decision 0019).
   */
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  /**
   * GET /log_search: this service's sources (webhook_delivery) searched for the project (decision 0019).
   */
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /webhooks/{webhook_id}/test: one signed attempt of a sample event, answered synchronously.
   */
  TestWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /webhooks/{webhook_id}/test: one signed attempt of a sample event, answered synchronously.
   */
  testWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _svc_webhooks_v1_TestWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_TestWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /webhooks/{webhook_id}
   */
  UpdateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /webhooks/{webhook_id}
   */
  updateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _svc_webhooks_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_svc_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Project (and per-number) webhook endpoints, their deliveries, and the event ingestion entry
 * point for producers that publish no internal event stream of their own yet.
 */
export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /webhooks (project) and POST /messaging/phone_numbers/{id}/webhooks (per number).
   */
  CreateWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_CreateWebhookRequest__Output, _svc_webhooks_v1_CreateWebhookResponse>;
  
  /**
   * POST /webhook_listeners: a live listener (a CLI's `webhooks listen`, decision 0028); its secret once.
   */
  CreateWebhookListener: grpc.handleUnaryCall<_svc_webhooks_v1_CreateWebhookListenerRequest__Output, _svc_webhooks_v1_CreateWebhookListenerResponse>;
  
  /**
   * DELETE /webhooks/{webhook_id}
   */
  DeleteWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_DeleteWebhookRequest__Output, _svc_webhooks_v1_DeleteWebhookResponse>;
  
  /**
   * DELETE /webhook_listeners/{listener_id}
   */
  DeleteWebhookListener: grpc.handleUnaryCall<_svc_webhooks_v1_DeleteWebhookListenerRequest__Output, _svc_webhooks_v1_DeleteWebhookListenerResponse>;
  
  /**
   * GET /webhook_deliveries/{delivery_id}: one delivery with its attempts.
   */
  GetDelivery: grpc.handleUnaryCall<_svc_webhooks_v1_GetDeliveryRequest__Output, _svc_webhooks_v1_GetDeliveryResponse>;
  
  /**
   * GET /webhooks/{webhook_id}
   */
  GetWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_GetWebhookRequest__Output, _svc_webhooks_v1_GetWebhookResponse>;
  
  /**
   * GET /webhook_listeners/{listener_id}: a live listener (NOT_FOUND once deleted or expired).
   */
  GetWebhookListener: grpc.handleUnaryCall<_svc_webhooks_v1_GetWebhookListenerRequest__Output, _svc_webhooks_v1_GetWebhookListenerResponse>;
  
  /**
   * GET /webhooks/{webhook_id}/recoveries/{recovery_id}
   */
  GetWebhookRecovery: grpc.handleUnaryCall<_svc_webhooks_v1_GetWebhookRecoveryRequest__Output, _svc_webhooks_v1_GetWebhookRecoveryResponse>;
  
  /**
   * GET /webhook_listeners/{listener_id}/stream (opening and every keep-alive): pushes its expiry
   * back and answers where its frames are published. NOT_FOUND once deleted or expired.
   */
  KeepWebhookListener: grpc.handleUnaryCall<_svc_webhooks_v1_KeepWebhookListenerRequest__Output, _svc_webhooks_v1_KeepWebhookListenerResponse>;
  
  /**
   * GET /webhook_deliveries (cursor style, like api_logs).
   */
  ListDeliveries: grpc.handleUnaryCall<_svc_webhooks_v1_ListDeliveriesRequest__Output, _svc_webhooks_v1_ListDeliveriesResponse>;
  
  /**
   * GET /webhooks/{webhook_id}/recoveries, most recent first (page style).
   */
  ListWebhookRecoveries: grpc.handleUnaryCall<_svc_webhooks_v1_ListWebhookRecoveriesRequest__Output, _svc_webhooks_v1_ListWebhookRecoveriesResponse>;
  
  /**
   * GET /webhooks and GET /messaging/phone_numbers/{id}/webhooks
   */
  ListWebhooks: grpc.handleUnaryCall<_svc_webhooks_v1_ListWebhooksRequest__Output, _svc_webhooks_v1_ListWebhooksResponse>;
  
  /**
   * Internal (no public route): producers without an event stream (contacts, agent runs) hand
   * project events to the delivery path. Idempotent per (project_id, idempotency_key).
   */
  PublishProjectEvent: grpc.handleUnaryCall<_svc_webhooks_v1_PublishProjectEventRequest__Output, _svc_webhooks_v1_PublishProjectEventResponse>;
  
  /**
   * POST /webhooks/{webhook_id}/recover: resends the failed deliveries of a window as a background
   * job (decision 0304). An identical request while one is queued or running returns that one.
   */
  RecoverWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_RecoverWebhookRequest__Output, _svc_webhooks_v1_RecoverWebhookResponse>;
  
  /**
   * POST /webhook_deliveries/{delivery_id}/redeliver: schedules a new attempt now.
   */
  RedeliverDelivery: grpc.handleUnaryCall<_svc_webhooks_v1_RedeliverDeliveryRequest__Output, _svc_webhooks_v1_RedeliverDeliveryResponse>;
  
  /**
   * POST /webhook_listeners/{listener_id}/replay: one stored event, rendered and signed again, to the listener.
   */
  ReplayWebhookEvent: grpc.handleUnaryCall<_svc_webhooks_v1_ReplayWebhookEventRequest__Output, _svc_webhooks_v1_ReplayWebhookEventResponse>;
  
  /**
   * GET /webhook_listeners/{listener_id}/stream with Last-Event-ID (a reconnect): once the stream's
   * subscription is registered, the events the listener takes since that one are published to it again,
   * oldest first (decision 0028). NOT_FOUND for an unknown listener or event.
   */
  ResumeWebhookListener: grpc.handleUnaryCall<_svc_webhooks_v1_ResumeWebhookListenerRequest__Output, _svc_webhooks_v1_ResumeWebhookListenerResponse>;
  
  /**
   * POST /webhooks/{webhook_id}/rotate_secret
   */
  RotateWebhookSecret: grpc.handleUnaryCall<_svc_webhooks_v1_RotateWebhookSecretRequest__Output, _svc_webhooks_v1_RotateWebhookSecretResponse>;
  
  /**
   * GET /log_search: this service's sources (webhook_delivery) searched for the project (decision 0019).
   */
  SearchLogs: grpc.handleUnaryCall<_svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply>;
  
  /**
   * POST /webhooks/{webhook_id}/test: one signed attempt of a sample event, answered synchronously.
   */
  TestWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_TestWebhookRequest__Output, _svc_webhooks_v1_TestWebhookResponse>;
  
  /**
   * PATCH /webhooks/{webhook_id}
   */
  UpdateWebhook: grpc.handleUnaryCall<_svc_webhooks_v1_UpdateWebhookRequest__Output, _svc_webhooks_v1_UpdateWebhookResponse>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  CreateWebhook: MethodDefinition<_svc_webhooks_v1_CreateWebhookRequest, _svc_webhooks_v1_CreateWebhookResponse, _svc_webhooks_v1_CreateWebhookRequest__Output, _svc_webhooks_v1_CreateWebhookResponse__Output>
  CreateWebhookListener: MethodDefinition<_svc_webhooks_v1_CreateWebhookListenerRequest, _svc_webhooks_v1_CreateWebhookListenerResponse, _svc_webhooks_v1_CreateWebhookListenerRequest__Output, _svc_webhooks_v1_CreateWebhookListenerResponse__Output>
  DeleteWebhook: MethodDefinition<_svc_webhooks_v1_DeleteWebhookRequest, _svc_webhooks_v1_DeleteWebhookResponse, _svc_webhooks_v1_DeleteWebhookRequest__Output, _svc_webhooks_v1_DeleteWebhookResponse__Output>
  DeleteWebhookListener: MethodDefinition<_svc_webhooks_v1_DeleteWebhookListenerRequest, _svc_webhooks_v1_DeleteWebhookListenerResponse, _svc_webhooks_v1_DeleteWebhookListenerRequest__Output, _svc_webhooks_v1_DeleteWebhookListenerResponse__Output>
  GetDelivery: MethodDefinition<_svc_webhooks_v1_GetDeliveryRequest, _svc_webhooks_v1_GetDeliveryResponse, _svc_webhooks_v1_GetDeliveryRequest__Output, _svc_webhooks_v1_GetDeliveryResponse__Output>
  GetWebhook: MethodDefinition<_svc_webhooks_v1_GetWebhookRequest, _svc_webhooks_v1_GetWebhookResponse, _svc_webhooks_v1_GetWebhookRequest__Output, _svc_webhooks_v1_GetWebhookResponse__Output>
  GetWebhookListener: MethodDefinition<_svc_webhooks_v1_GetWebhookListenerRequest, _svc_webhooks_v1_GetWebhookListenerResponse, _svc_webhooks_v1_GetWebhookListenerRequest__Output, _svc_webhooks_v1_GetWebhookListenerResponse__Output>
  GetWebhookRecovery: MethodDefinition<_svc_webhooks_v1_GetWebhookRecoveryRequest, _svc_webhooks_v1_GetWebhookRecoveryResponse, _svc_webhooks_v1_GetWebhookRecoveryRequest__Output, _svc_webhooks_v1_GetWebhookRecoveryResponse__Output>
  KeepWebhookListener: MethodDefinition<_svc_webhooks_v1_KeepWebhookListenerRequest, _svc_webhooks_v1_KeepWebhookListenerResponse, _svc_webhooks_v1_KeepWebhookListenerRequest__Output, _svc_webhooks_v1_KeepWebhookListenerResponse__Output>
  ListDeliveries: MethodDefinition<_svc_webhooks_v1_ListDeliveriesRequest, _svc_webhooks_v1_ListDeliveriesResponse, _svc_webhooks_v1_ListDeliveriesRequest__Output, _svc_webhooks_v1_ListDeliveriesResponse__Output>
  ListWebhookRecoveries: MethodDefinition<_svc_webhooks_v1_ListWebhookRecoveriesRequest, _svc_webhooks_v1_ListWebhookRecoveriesResponse, _svc_webhooks_v1_ListWebhookRecoveriesRequest__Output, _svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>
  ListWebhooks: MethodDefinition<_svc_webhooks_v1_ListWebhooksRequest, _svc_webhooks_v1_ListWebhooksResponse, _svc_webhooks_v1_ListWebhooksRequest__Output, _svc_webhooks_v1_ListWebhooksResponse__Output>
  PublishProjectEvent: MethodDefinition<_svc_webhooks_v1_PublishProjectEventRequest, _svc_webhooks_v1_PublishProjectEventResponse, _svc_webhooks_v1_PublishProjectEventRequest__Output, _svc_webhooks_v1_PublishProjectEventResponse__Output>
  RecoverWebhook: MethodDefinition<_svc_webhooks_v1_RecoverWebhookRequest, _svc_webhooks_v1_RecoverWebhookResponse, _svc_webhooks_v1_RecoverWebhookRequest__Output, _svc_webhooks_v1_RecoverWebhookResponse__Output>
  RedeliverDelivery: MethodDefinition<_svc_webhooks_v1_RedeliverDeliveryRequest, _svc_webhooks_v1_RedeliverDeliveryResponse, _svc_webhooks_v1_RedeliverDeliveryRequest__Output, _svc_webhooks_v1_RedeliverDeliveryResponse__Output>
  ReplayWebhookEvent: MethodDefinition<_svc_webhooks_v1_ReplayWebhookEventRequest, _svc_webhooks_v1_ReplayWebhookEventResponse, _svc_webhooks_v1_ReplayWebhookEventRequest__Output, _svc_webhooks_v1_ReplayWebhookEventResponse__Output>
  ResumeWebhookListener: MethodDefinition<_svc_webhooks_v1_ResumeWebhookListenerRequest, _svc_webhooks_v1_ResumeWebhookListenerResponse, _svc_webhooks_v1_ResumeWebhookListenerRequest__Output, _svc_webhooks_v1_ResumeWebhookListenerResponse__Output>
  RotateWebhookSecret: MethodDefinition<_svc_webhooks_v1_RotateWebhookSecretRequest, _svc_webhooks_v1_RotateWebhookSecretResponse, _svc_webhooks_v1_RotateWebhookSecretRequest__Output, _svc_webhooks_v1_RotateWebhookSecretResponse__Output>
  SearchLogs: MethodDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply__Output>
  TestWebhook: MethodDefinition<_svc_webhooks_v1_TestWebhookRequest, _svc_webhooks_v1_TestWebhookResponse, _svc_webhooks_v1_TestWebhookRequest__Output, _svc_webhooks_v1_TestWebhookResponse__Output>
  UpdateWebhook: MethodDefinition<_svc_webhooks_v1_UpdateWebhookRequest, _svc_webhooks_v1_UpdateWebhookResponse, _svc_webhooks_v1_UpdateWebhookRequest__Output, _svc_webhooks_v1_UpdateWebhookResponse__Output>
}
