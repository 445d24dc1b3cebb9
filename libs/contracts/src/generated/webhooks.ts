import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListWebhooksRequest as _svc_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _svc_webhooks_v1_ListWebhooksRequest__Output } from './svc/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _svc_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _svc_webhooks_v1_ListWebhooksResponse__Output } from './svc/webhooks/v1/ListWebhooksResponse';
import type { Webhook as _svc_webhooks_v1_Webhook, Webhook__Output as _svc_webhooks_v1_Webhook__Output } from './svc/webhooks/v1/Webhook';
import type { WebhooksServiceClient as _svc_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _svc_webhooks_v1_WebhooksServiceDefinition } from './svc/webhooks/v1/WebhooksService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    webhooks: {
      v1: {
        ListWebhooksRequest: MessageTypeDefinition<_svc_webhooks_v1_ListWebhooksRequest, _svc_webhooks_v1_ListWebhooksRequest__Output>
        ListWebhooksResponse: MessageTypeDefinition<_svc_webhooks_v1_ListWebhooksResponse, _svc_webhooks_v1_ListWebhooksResponse__Output>
        Webhook: MessageTypeDefinition<_svc_webhooks_v1_Webhook, _svc_webhooks_v1_Webhook__Output>
        /**
         * Project webhook endpoints, scoped by project.
         */
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _svc_webhooks_v1_WebhooksServiceClient> & { service: _svc_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}

