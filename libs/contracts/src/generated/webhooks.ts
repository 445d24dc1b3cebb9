import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { CursorPaging as _svc_common_v1_CursorPaging, CursorPaging__Output as _svc_common_v1_CursorPaging__Output } from './svc/common/v1/CursorPaging';
import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from './svc/common/v1/Cursors';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from './svc/common/v1/Empty';
import type { ErrorInfo as _svc_common_v1_ErrorInfo, ErrorInfo__Output as _svc_common_v1_ErrorInfo__Output } from './svc/common/v1/ErrorInfo';
import type { LogSearchHit as _svc_common_v1_LogSearchHit, LogSearchHit__Output as _svc_common_v1_LogSearchHit__Output } from './svc/common/v1/LogSearchHit';
import type { LogSearchPosition as _svc_common_v1_LogSearchPosition, LogSearchPosition__Output as _svc_common_v1_LogSearchPosition__Output } from './svc/common/v1/LogSearchPosition';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from './svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from './svc/common/v1/LogSearchRequest';
import type { LogSourceState as _svc_common_v1_LogSourceState, LogSourceState__Output as _svc_common_v1_LogSourceState__Output } from './svc/common/v1/LogSourceState';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from './svc/common/v1/PageMeta';
import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from './svc/common/v1/PageRequest';
import type { CreateWebhookListenerRequest as _svc_webhooks_v1_CreateWebhookListenerRequest, CreateWebhookListenerRequest__Output as _svc_webhooks_v1_CreateWebhookListenerRequest__Output } from './svc/webhooks/v1/CreateWebhookListenerRequest';
import type { CreateWebhookListenerResponse as _svc_webhooks_v1_CreateWebhookListenerResponse, CreateWebhookListenerResponse__Output as _svc_webhooks_v1_CreateWebhookListenerResponse__Output } from './svc/webhooks/v1/CreateWebhookListenerResponse';
import type { CreateWebhookRequest as _svc_webhooks_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _svc_webhooks_v1_CreateWebhookRequest__Output } from './svc/webhooks/v1/CreateWebhookRequest';
import type { CreateWebhookResponse as _svc_webhooks_v1_CreateWebhookResponse, CreateWebhookResponse__Output as _svc_webhooks_v1_CreateWebhookResponse__Output } from './svc/webhooks/v1/CreateWebhookResponse';
import type { DeleteWebhookListenerRequest as _svc_webhooks_v1_DeleteWebhookListenerRequest, DeleteWebhookListenerRequest__Output as _svc_webhooks_v1_DeleteWebhookListenerRequest__Output } from './svc/webhooks/v1/DeleteWebhookListenerRequest';
import type { DeleteWebhookListenerResponse as _svc_webhooks_v1_DeleteWebhookListenerResponse, DeleteWebhookListenerResponse__Output as _svc_webhooks_v1_DeleteWebhookListenerResponse__Output } from './svc/webhooks/v1/DeleteWebhookListenerResponse';
import type { DeleteWebhookRequest as _svc_webhooks_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _svc_webhooks_v1_DeleteWebhookRequest__Output } from './svc/webhooks/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _svc_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _svc_webhooks_v1_DeleteWebhookResponse__Output } from './svc/webhooks/v1/DeleteWebhookResponse';
import type { DeliveryAttempt as _svc_webhooks_v1_DeliveryAttempt, DeliveryAttempt__Output as _svc_webhooks_v1_DeliveryAttempt__Output } from './svc/webhooks/v1/DeliveryAttempt';
import type { GetDeliveryRequest as _svc_webhooks_v1_GetDeliveryRequest, GetDeliveryRequest__Output as _svc_webhooks_v1_GetDeliveryRequest__Output } from './svc/webhooks/v1/GetDeliveryRequest';
import type { GetDeliveryResponse as _svc_webhooks_v1_GetDeliveryResponse, GetDeliveryResponse__Output as _svc_webhooks_v1_GetDeliveryResponse__Output } from './svc/webhooks/v1/GetDeliveryResponse';
import type { GetWebhookListenerRequest as _svc_webhooks_v1_GetWebhookListenerRequest, GetWebhookListenerRequest__Output as _svc_webhooks_v1_GetWebhookListenerRequest__Output } from './svc/webhooks/v1/GetWebhookListenerRequest';
import type { GetWebhookListenerResponse as _svc_webhooks_v1_GetWebhookListenerResponse, GetWebhookListenerResponse__Output as _svc_webhooks_v1_GetWebhookListenerResponse__Output } from './svc/webhooks/v1/GetWebhookListenerResponse';
import type { GetWebhookRecoveryRequest as _svc_webhooks_v1_GetWebhookRecoveryRequest, GetWebhookRecoveryRequest__Output as _svc_webhooks_v1_GetWebhookRecoveryRequest__Output } from './svc/webhooks/v1/GetWebhookRecoveryRequest';
import type { GetWebhookRecoveryResponse as _svc_webhooks_v1_GetWebhookRecoveryResponse, GetWebhookRecoveryResponse__Output as _svc_webhooks_v1_GetWebhookRecoveryResponse__Output } from './svc/webhooks/v1/GetWebhookRecoveryResponse';
import type { GetWebhookRequest as _svc_webhooks_v1_GetWebhookRequest, GetWebhookRequest__Output as _svc_webhooks_v1_GetWebhookRequest__Output } from './svc/webhooks/v1/GetWebhookRequest';
import type { GetWebhookResponse as _svc_webhooks_v1_GetWebhookResponse, GetWebhookResponse__Output as _svc_webhooks_v1_GetWebhookResponse__Output } from './svc/webhooks/v1/GetWebhookResponse';
import type { KeepWebhookListenerRequest as _svc_webhooks_v1_KeepWebhookListenerRequest, KeepWebhookListenerRequest__Output as _svc_webhooks_v1_KeepWebhookListenerRequest__Output } from './svc/webhooks/v1/KeepWebhookListenerRequest';
import type { KeepWebhookListenerResponse as _svc_webhooks_v1_KeepWebhookListenerResponse, KeepWebhookListenerResponse__Output as _svc_webhooks_v1_KeepWebhookListenerResponse__Output } from './svc/webhooks/v1/KeepWebhookListenerResponse';
import type { ListDeliveriesRequest as _svc_webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _svc_webhooks_v1_ListDeliveriesRequest__Output } from './svc/webhooks/v1/ListDeliveriesRequest';
import type { ListDeliveriesResponse as _svc_webhooks_v1_ListDeliveriesResponse, ListDeliveriesResponse__Output as _svc_webhooks_v1_ListDeliveriesResponse__Output } from './svc/webhooks/v1/ListDeliveriesResponse';
import type { ListWebhookRecoveriesRequest as _svc_webhooks_v1_ListWebhookRecoveriesRequest, ListWebhookRecoveriesRequest__Output as _svc_webhooks_v1_ListWebhookRecoveriesRequest__Output } from './svc/webhooks/v1/ListWebhookRecoveriesRequest';
import type { ListWebhookRecoveriesResponse as _svc_webhooks_v1_ListWebhookRecoveriesResponse, ListWebhookRecoveriesResponse__Output as _svc_webhooks_v1_ListWebhookRecoveriesResponse__Output } from './svc/webhooks/v1/ListWebhookRecoveriesResponse';
import type { ListWebhooksRequest as _svc_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _svc_webhooks_v1_ListWebhooksRequest__Output } from './svc/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _svc_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _svc_webhooks_v1_ListWebhooksResponse__Output } from './svc/webhooks/v1/ListWebhooksResponse';
import type { PublishProjectEventRequest as _svc_webhooks_v1_PublishProjectEventRequest, PublishProjectEventRequest__Output as _svc_webhooks_v1_PublishProjectEventRequest__Output } from './svc/webhooks/v1/PublishProjectEventRequest';
import type { PublishProjectEventResponse as _svc_webhooks_v1_PublishProjectEventResponse, PublishProjectEventResponse__Output as _svc_webhooks_v1_PublishProjectEventResponse__Output } from './svc/webhooks/v1/PublishProjectEventResponse';
import type { RecoverWebhookRequest as _svc_webhooks_v1_RecoverWebhookRequest, RecoverWebhookRequest__Output as _svc_webhooks_v1_RecoverWebhookRequest__Output } from './svc/webhooks/v1/RecoverWebhookRequest';
import type { RecoverWebhookResponse as _svc_webhooks_v1_RecoverWebhookResponse, RecoverWebhookResponse__Output as _svc_webhooks_v1_RecoverWebhookResponse__Output } from './svc/webhooks/v1/RecoverWebhookResponse';
import type { RedeliverDeliveryRequest as _svc_webhooks_v1_RedeliverDeliveryRequest, RedeliverDeliveryRequest__Output as _svc_webhooks_v1_RedeliverDeliveryRequest__Output } from './svc/webhooks/v1/RedeliverDeliveryRequest';
import type { RedeliverDeliveryResponse as _svc_webhooks_v1_RedeliverDeliveryResponse, RedeliverDeliveryResponse__Output as _svc_webhooks_v1_RedeliverDeliveryResponse__Output } from './svc/webhooks/v1/RedeliverDeliveryResponse';
import type { ReplayWebhookEventRequest as _svc_webhooks_v1_ReplayWebhookEventRequest, ReplayWebhookEventRequest__Output as _svc_webhooks_v1_ReplayWebhookEventRequest__Output } from './svc/webhooks/v1/ReplayWebhookEventRequest';
import type { ReplayWebhookEventResponse as _svc_webhooks_v1_ReplayWebhookEventResponse, ReplayWebhookEventResponse__Output as _svc_webhooks_v1_ReplayWebhookEventResponse__Output } from './svc/webhooks/v1/ReplayWebhookEventResponse';
import type { ResumeWebhookListenerRequest as _svc_webhooks_v1_ResumeWebhookListenerRequest, ResumeWebhookListenerRequest__Output as _svc_webhooks_v1_ResumeWebhookListenerRequest__Output } from './svc/webhooks/v1/ResumeWebhookListenerRequest';
import type { ResumeWebhookListenerResponse as _svc_webhooks_v1_ResumeWebhookListenerResponse, ResumeWebhookListenerResponse__Output as _svc_webhooks_v1_ResumeWebhookListenerResponse__Output } from './svc/webhooks/v1/ResumeWebhookListenerResponse';
import type { RotateWebhookSecretRequest as _svc_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _svc_webhooks_v1_RotateWebhookSecretRequest__Output } from './svc/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _svc_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _svc_webhooks_v1_RotateWebhookSecretResponse__Output } from './svc/webhooks/v1/RotateWebhookSecretResponse';
import type { TestWebhookRequest as _svc_webhooks_v1_TestWebhookRequest, TestWebhookRequest__Output as _svc_webhooks_v1_TestWebhookRequest__Output } from './svc/webhooks/v1/TestWebhookRequest';
import type { TestWebhookResponse as _svc_webhooks_v1_TestWebhookResponse, TestWebhookResponse__Output as _svc_webhooks_v1_TestWebhookResponse__Output } from './svc/webhooks/v1/TestWebhookResponse';
import type { UpdateWebhookRequest as _svc_webhooks_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _svc_webhooks_v1_UpdateWebhookRequest__Output } from './svc/webhooks/v1/UpdateWebhookRequest';
import type { UpdateWebhookResponse as _svc_webhooks_v1_UpdateWebhookResponse, UpdateWebhookResponse__Output as _svc_webhooks_v1_UpdateWebhookResponse__Output } from './svc/webhooks/v1/UpdateWebhookResponse';
import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from './svc/webhooks/v1/Webhook';
import type { WebhookDelivery as _svc_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _svc_webhooks_v1_WebhookDelivery__Output } from './svc/webhooks/v1/WebhookDelivery';
import type { WebhookListener as _svc_webhooks_v1_WebhookListener, WebhookListener__Output as _svc_webhooks_v1_WebhookListener__Output } from './svc/webhooks/v1/WebhookListener';
import type { WebhookRecovery as _svc_webhooks_v1_WebhookRecovery, WebhookRecovery__Output as _svc_webhooks_v1_WebhookRecovery__Output } from './svc/webhooks/v1/WebhookRecovery';
import type { WebhooksServiceClient as _svc_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _svc_webhooks_v1_WebhooksServiceDefinition } from './svc/webhooks/v1/WebhooksService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  svc: {
    common: {
      v1: {
        CursorPaging: MessageTypeDefinition<_svc_common_v1_CursorPaging, _svc_common_v1_CursorPaging__Output>
        Cursors: MessageTypeDefinition<_svc_common_v1_Cursors, _svc_common_v1_Cursors__Output>
        Empty: MessageTypeDefinition<_svc_common_v1_Empty, _svc_common_v1_Empty__Output>
        ErrorInfo: MessageTypeDefinition<_svc_common_v1_ErrorInfo, _svc_common_v1_ErrorInfo__Output>
        LogSearchHit: MessageTypeDefinition<_svc_common_v1_LogSearchHit, _svc_common_v1_LogSearchHit__Output>
        LogSearchPosition: MessageTypeDefinition<_svc_common_v1_LogSearchPosition, _svc_common_v1_LogSearchPosition__Output>
        LogSearchReply: MessageTypeDefinition<_svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchReply__Output>
        LogSearchRequest: MessageTypeDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchRequest__Output>
        LogSourceState: MessageTypeDefinition<_svc_common_v1_LogSourceState, _svc_common_v1_LogSourceState__Output>
        PageMeta: MessageTypeDefinition<_svc_common_v1_PageMeta, _svc_common_v1_PageMeta__Output>
        PageRequest: MessageTypeDefinition<_svc_common_v1_PageRequest, _svc_common_v1_PageRequest__Output>
      }
    }
    webhooks: {
      v1: {
        CreateWebhookListenerRequest: MessageTypeDefinition<_svc_webhooks_v1_CreateWebhookListenerRequest, _svc_webhooks_v1_CreateWebhookListenerRequest__Output>
        CreateWebhookListenerResponse: MessageTypeDefinition<_svc_webhooks_v1_CreateWebhookListenerResponse, _svc_webhooks_v1_CreateWebhookListenerResponse__Output>
        CreateWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_CreateWebhookRequest, _svc_webhooks_v1_CreateWebhookRequest__Output>
        CreateWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_CreateWebhookResponse, _svc_webhooks_v1_CreateWebhookResponse__Output>
        DeleteWebhookListenerRequest: MessageTypeDefinition<_svc_webhooks_v1_DeleteWebhookListenerRequest, _svc_webhooks_v1_DeleteWebhookListenerRequest__Output>
        DeleteWebhookListenerResponse: MessageTypeDefinition<_svc_webhooks_v1_DeleteWebhookListenerResponse, _svc_webhooks_v1_DeleteWebhookListenerResponse__Output>
        DeleteWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_DeleteWebhookRequest, _svc_webhooks_v1_DeleteWebhookRequest__Output>
        DeleteWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_DeleteWebhookResponse, _svc_webhooks_v1_DeleteWebhookResponse__Output>
        DeliveryAttempt: MessageTypeDefinition<_svc_webhooks_v1_DeliveryAttempt, _svc_webhooks_v1_DeliveryAttempt__Output>
        GetDeliveryRequest: MessageTypeDefinition<_svc_webhooks_v1_GetDeliveryRequest, _svc_webhooks_v1_GetDeliveryRequest__Output>
        GetDeliveryResponse: MessageTypeDefinition<_svc_webhooks_v1_GetDeliveryResponse, _svc_webhooks_v1_GetDeliveryResponse__Output>
        GetWebhookListenerRequest: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookListenerRequest, _svc_webhooks_v1_GetWebhookListenerRequest__Output>
        GetWebhookListenerResponse: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookListenerResponse, _svc_webhooks_v1_GetWebhookListenerResponse__Output>
        GetWebhookRecoveryRequest: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookRecoveryRequest, _svc_webhooks_v1_GetWebhookRecoveryRequest__Output>
        GetWebhookRecoveryResponse: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookRecoveryResponse, _svc_webhooks_v1_GetWebhookRecoveryResponse__Output>
        GetWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookRequest, _svc_webhooks_v1_GetWebhookRequest__Output>
        GetWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_GetWebhookResponse, _svc_webhooks_v1_GetWebhookResponse__Output>
        KeepWebhookListenerRequest: MessageTypeDefinition<_svc_webhooks_v1_KeepWebhookListenerRequest, _svc_webhooks_v1_KeepWebhookListenerRequest__Output>
        KeepWebhookListenerResponse: MessageTypeDefinition<_svc_webhooks_v1_KeepWebhookListenerResponse, _svc_webhooks_v1_KeepWebhookListenerResponse__Output>
        ListDeliveriesRequest: MessageTypeDefinition<_svc_webhooks_v1_ListDeliveriesRequest, _svc_webhooks_v1_ListDeliveriesRequest__Output>
        ListDeliveriesResponse: MessageTypeDefinition<_svc_webhooks_v1_ListDeliveriesResponse, _svc_webhooks_v1_ListDeliveriesResponse__Output>
        ListWebhookRecoveriesRequest: MessageTypeDefinition<_svc_webhooks_v1_ListWebhookRecoveriesRequest, _svc_webhooks_v1_ListWebhookRecoveriesRequest__Output>
        ListWebhookRecoveriesResponse: MessageTypeDefinition<_svc_webhooks_v1_ListWebhookRecoveriesResponse, _svc_webhooks_v1_ListWebhookRecoveriesResponse__Output>
        ListWebhooksRequest: MessageTypeDefinition<_svc_webhooks_v1_ListWebhooksRequest, _svc_webhooks_v1_ListWebhooksRequest__Output>
        ListWebhooksResponse: MessageTypeDefinition<_svc_webhooks_v1_ListWebhooksResponse, _svc_webhooks_v1_ListWebhooksResponse__Output>
        PublishProjectEventRequest: MessageTypeDefinition<_svc_webhooks_v1_PublishProjectEventRequest, _svc_webhooks_v1_PublishProjectEventRequest__Output>
        PublishProjectEventResponse: MessageTypeDefinition<_svc_webhooks_v1_PublishProjectEventResponse, _svc_webhooks_v1_PublishProjectEventResponse__Output>
        RecoverWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_RecoverWebhookRequest, _svc_webhooks_v1_RecoverWebhookRequest__Output>
        RecoverWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_RecoverWebhookResponse, _svc_webhooks_v1_RecoverWebhookResponse__Output>
        RedeliverDeliveryRequest: MessageTypeDefinition<_svc_webhooks_v1_RedeliverDeliveryRequest, _svc_webhooks_v1_RedeliverDeliveryRequest__Output>
        RedeliverDeliveryResponse: MessageTypeDefinition<_svc_webhooks_v1_RedeliverDeliveryResponse, _svc_webhooks_v1_RedeliverDeliveryResponse__Output>
        ReplayWebhookEventRequest: MessageTypeDefinition<_svc_webhooks_v1_ReplayWebhookEventRequest, _svc_webhooks_v1_ReplayWebhookEventRequest__Output>
        ReplayWebhookEventResponse: MessageTypeDefinition<_svc_webhooks_v1_ReplayWebhookEventResponse, _svc_webhooks_v1_ReplayWebhookEventResponse__Output>
        ResumeWebhookListenerRequest: MessageTypeDefinition<_svc_webhooks_v1_ResumeWebhookListenerRequest, _svc_webhooks_v1_ResumeWebhookListenerRequest__Output>
        ResumeWebhookListenerResponse: MessageTypeDefinition<_svc_webhooks_v1_ResumeWebhookListenerResponse, _svc_webhooks_v1_ResumeWebhookListenerResponse__Output>
        RotateWebhookSecretRequest: MessageTypeDefinition<_svc_webhooks_v1_RotateWebhookSecretRequest, _svc_webhooks_v1_RotateWebhookSecretRequest__Output>
        RotateWebhookSecretResponse: MessageTypeDefinition<_svc_webhooks_v1_RotateWebhookSecretResponse, _svc_webhooks_v1_RotateWebhookSecretResponse__Output>
        TestWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_TestWebhookRequest, _svc_webhooks_v1_TestWebhookRequest__Output>
        TestWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_TestWebhookResponse, _svc_webhooks_v1_TestWebhookResponse__Output>
        UpdateWebhookRequest: MessageTypeDefinition<_svc_webhooks_v1_UpdateWebhookRequest, _svc_webhooks_v1_UpdateWebhookRequest__Output>
        UpdateWebhookResponse: MessageTypeDefinition<_svc_webhooks_v1_UpdateWebhookResponse, _svc_webhooks_v1_UpdateWebhookResponse__Output>
        Webhook: MessageTypeDefinition<_svc_webhooks_v1_Webhook, _svc_webhooks_v1_Webhook__Output>
        WebhookDelivery: MessageTypeDefinition<_svc_webhooks_v1_WebhookDelivery, _svc_webhooks_v1_WebhookDelivery__Output>
        WebhookListener: MessageTypeDefinition<_svc_webhooks_v1_WebhookListener, _svc_webhooks_v1_WebhookListener__Output>
        WebhookRecovery: MessageTypeDefinition<_svc_webhooks_v1_WebhookRecovery, _svc_webhooks_v1_WebhookRecovery__Output>
        /**
         * Project (and per-number) webhook endpoints, their deliveries, and the event ingestion entry
         * point for producers that publish no internal event stream of their own yet.
         */
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _svc_webhooks_v1_WebhooksServiceClient> & { service: _svc_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}

