import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Broadcast as _svc_broadcasts_v1_Broadcast, Broadcast__Output as _svc_broadcasts_v1_Broadcast__Output } from './svc/broadcasts/v1/Broadcast';
import type { BroadcastsServiceClient as _svc_broadcasts_v1_BroadcastsServiceClient, BroadcastsServiceDefinition as _svc_broadcasts_v1_BroadcastsServiceDefinition } from './svc/broadcasts/v1/BroadcastsService';
import type { GetBroadcastRequest as _svc_broadcasts_v1_GetBroadcastRequest, GetBroadcastRequest__Output as _svc_broadcasts_v1_GetBroadcastRequest__Output } from './svc/broadcasts/v1/GetBroadcastRequest';
import type { GetBroadcastResponse as _svc_broadcasts_v1_GetBroadcastResponse, GetBroadcastResponse__Output as _svc_broadcasts_v1_GetBroadcastResponse__Output } from './svc/broadcasts/v1/GetBroadcastResponse';
import type { SendBroadcastRequest as _svc_broadcasts_v1_SendBroadcastRequest, SendBroadcastRequest__Output as _svc_broadcasts_v1_SendBroadcastRequest__Output } from './svc/broadcasts/v1/SendBroadcastRequest';
import type { SendBroadcastResponse as _svc_broadcasts_v1_SendBroadcastResponse, SendBroadcastResponse__Output as _svc_broadcasts_v1_SendBroadcastResponse__Output } from './svc/broadcasts/v1/SendBroadcastResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    broadcasts: {
      v1: {
        Broadcast: MessageTypeDefinition<_svc_broadcasts_v1_Broadcast, _svc_broadcasts_v1_Broadcast__Output>
        /**
         * Broadcasts of a project.
         */
        BroadcastsService: SubtypeConstructor<typeof grpc.Client, _svc_broadcasts_v1_BroadcastsServiceClient> & { service: _svc_broadcasts_v1_BroadcastsServiceDefinition }
        GetBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_GetBroadcastRequest, _svc_broadcasts_v1_GetBroadcastRequest__Output>
        GetBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_GetBroadcastResponse, _svc_broadcasts_v1_GetBroadcastResponse__Output>
        SendBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_SendBroadcastRequest, _svc_broadcasts_v1_SendBroadcastRequest__Output>
        SendBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_SendBroadcastResponse, _svc_broadcasts_v1_SendBroadcastResponse__Output>
      }
    }
  }
}

