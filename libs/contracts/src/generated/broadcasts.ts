import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { AddRecipientsRequest as _svc_broadcasts_v1_AddRecipientsRequest, AddRecipientsRequest__Output as _svc_broadcasts_v1_AddRecipientsRequest__Output } from './svc/broadcasts/v1/AddRecipientsRequest';
import type { AddRecipientsResponse as _svc_broadcasts_v1_AddRecipientsResponse, AddRecipientsResponse__Output as _svc_broadcasts_v1_AddRecipientsResponse__Output } from './svc/broadcasts/v1/AddRecipientsResponse';
import type { Broadcast as _svc_broadcasts_v1_Broadcast, Broadcast__Output as _svc_broadcasts_v1_Broadcast__Output } from './svc/broadcasts/v1/Broadcast';
import type { BroadcastAgent as _svc_broadcasts_v1_BroadcastAgent, BroadcastAgent__Output as _svc_broadcasts_v1_BroadcastAgent__Output } from './svc/broadcasts/v1/BroadcastAgent';
import type { BroadcastTemplate as _svc_broadcasts_v1_BroadcastTemplate, BroadcastTemplate__Output as _svc_broadcasts_v1_BroadcastTemplate__Output } from './svc/broadcasts/v1/BroadcastTemplate';
import type { BroadcastsServiceClient as _svc_broadcasts_v1_BroadcastsServiceClient, BroadcastsServiceDefinition as _svc_broadcasts_v1_BroadcastsServiceDefinition } from './svc/broadcasts/v1/BroadcastsService';
import type { CancelBroadcastRequest as _svc_broadcasts_v1_CancelBroadcastRequest, CancelBroadcastRequest__Output as _svc_broadcasts_v1_CancelBroadcastRequest__Output } from './svc/broadcasts/v1/CancelBroadcastRequest';
import type { CancelBroadcastResponse as _svc_broadcasts_v1_CancelBroadcastResponse, CancelBroadcastResponse__Output as _svc_broadcasts_v1_CancelBroadcastResponse__Output } from './svc/broadcasts/v1/CancelBroadcastResponse';
import type { ClearRecipientsRequest as _svc_broadcasts_v1_ClearRecipientsRequest, ClearRecipientsRequest__Output as _svc_broadcasts_v1_ClearRecipientsRequest__Output } from './svc/broadcasts/v1/ClearRecipientsRequest';
import type { ClearRecipientsResponse as _svc_broadcasts_v1_ClearRecipientsResponse, ClearRecipientsResponse__Output as _svc_broadcasts_v1_ClearRecipientsResponse__Output } from './svc/broadcasts/v1/ClearRecipientsResponse';
import type { CreateBroadcastRequest as _svc_broadcasts_v1_CreateBroadcastRequest, CreateBroadcastRequest__Output as _svc_broadcasts_v1_CreateBroadcastRequest__Output } from './svc/broadcasts/v1/CreateBroadcastRequest';
import type { CreateBroadcastResponse as _svc_broadcasts_v1_CreateBroadcastResponse, CreateBroadcastResponse__Output as _svc_broadcasts_v1_CreateBroadcastResponse__Output } from './svc/broadcasts/v1/CreateBroadcastResponse';
import type { DeleteBroadcastRequest as _svc_broadcasts_v1_DeleteBroadcastRequest, DeleteBroadcastRequest__Output as _svc_broadcasts_v1_DeleteBroadcastRequest__Output } from './svc/broadcasts/v1/DeleteBroadcastRequest';
import type { DeleteBroadcastResponse as _svc_broadcasts_v1_DeleteBroadcastResponse, DeleteBroadcastResponse__Output as _svc_broadcasts_v1_DeleteBroadcastResponse__Output } from './svc/broadcasts/v1/DeleteBroadcastResponse';
import type { DuplicateBroadcastRequest as _svc_broadcasts_v1_DuplicateBroadcastRequest, DuplicateBroadcastRequest__Output as _svc_broadcasts_v1_DuplicateBroadcastRequest__Output } from './svc/broadcasts/v1/DuplicateBroadcastRequest';
import type { DuplicateBroadcastResponse as _svc_broadcasts_v1_DuplicateBroadcastResponse, DuplicateBroadcastResponse__Output as _svc_broadcasts_v1_DuplicateBroadcastResponse__Output } from './svc/broadcasts/v1/DuplicateBroadcastResponse';
import type { GetBroadcastRequest as _svc_broadcasts_v1_GetBroadcastRequest, GetBroadcastRequest__Output as _svc_broadcasts_v1_GetBroadcastRequest__Output } from './svc/broadcasts/v1/GetBroadcastRequest';
import type { GetBroadcastResponse as _svc_broadcasts_v1_GetBroadcastResponse, GetBroadcastResponse__Output as _svc_broadcasts_v1_GetBroadcastResponse__Output } from './svc/broadcasts/v1/GetBroadcastResponse';
import type { ListBroadcastsRequest as _svc_broadcasts_v1_ListBroadcastsRequest, ListBroadcastsRequest__Output as _svc_broadcasts_v1_ListBroadcastsRequest__Output } from './svc/broadcasts/v1/ListBroadcastsRequest';
import type { ListBroadcastsResponse as _svc_broadcasts_v1_ListBroadcastsResponse, ListBroadcastsResponse__Output as _svc_broadcasts_v1_ListBroadcastsResponse__Output } from './svc/broadcasts/v1/ListBroadcastsResponse';
import type { ListRecipientsRequest as _svc_broadcasts_v1_ListRecipientsRequest, ListRecipientsRequest__Output as _svc_broadcasts_v1_ListRecipientsRequest__Output } from './svc/broadcasts/v1/ListRecipientsRequest';
import type { ListRecipientsResponse as _svc_broadcasts_v1_ListRecipientsResponse, ListRecipientsResponse__Output as _svc_broadcasts_v1_ListRecipientsResponse__Output } from './svc/broadcasts/v1/ListRecipientsResponse';
import type { NewRecipient as _svc_broadcasts_v1_NewRecipient, NewRecipient__Output as _svc_broadcasts_v1_NewRecipient__Output } from './svc/broadcasts/v1/NewRecipient';
import type { Recipient as _svc_broadcasts_v1_Recipient, Recipient__Output as _svc_broadcasts_v1_Recipient__Output } from './svc/broadcasts/v1/Recipient';
import type { RecipientAgentHandoff as _svc_broadcasts_v1_RecipientAgentHandoff, RecipientAgentHandoff__Output as _svc_broadcasts_v1_RecipientAgentHandoff__Output } from './svc/broadcasts/v1/RecipientAgentHandoff';
import type { RecipientError as _svc_broadcasts_v1_RecipientError, RecipientError__Output as _svc_broadcasts_v1_RecipientError__Output } from './svc/broadcasts/v1/RecipientError';
import type { RemoveRecipientRequest as _svc_broadcasts_v1_RemoveRecipientRequest, RemoveRecipientRequest__Output as _svc_broadcasts_v1_RemoveRecipientRequest__Output } from './svc/broadcasts/v1/RemoveRecipientRequest';
import type { RemoveRecipientResponse as _svc_broadcasts_v1_RemoveRecipientResponse, RemoveRecipientResponse__Output as _svc_broadcasts_v1_RemoveRecipientResponse__Output } from './svc/broadcasts/v1/RemoveRecipientResponse';
import type { ResumeBroadcastRequest as _svc_broadcasts_v1_ResumeBroadcastRequest, ResumeBroadcastRequest__Output as _svc_broadcasts_v1_ResumeBroadcastRequest__Output } from './svc/broadcasts/v1/ResumeBroadcastRequest';
import type { ResumeBroadcastResponse as _svc_broadcasts_v1_ResumeBroadcastResponse, ResumeBroadcastResponse__Output as _svc_broadcasts_v1_ResumeBroadcastResponse__Output } from './svc/broadcasts/v1/ResumeBroadcastResponse';
import type { ScheduleBroadcastRequest as _svc_broadcasts_v1_ScheduleBroadcastRequest, ScheduleBroadcastRequest__Output as _svc_broadcasts_v1_ScheduleBroadcastRequest__Output } from './svc/broadcasts/v1/ScheduleBroadcastRequest';
import type { ScheduleBroadcastResponse as _svc_broadcasts_v1_ScheduleBroadcastResponse, ScheduleBroadcastResponse__Output as _svc_broadcasts_v1_ScheduleBroadcastResponse__Output } from './svc/broadcasts/v1/ScheduleBroadcastResponse';
import type { SendBroadcastRequest as _svc_broadcasts_v1_SendBroadcastRequest, SendBroadcastRequest__Output as _svc_broadcasts_v1_SendBroadcastRequest__Output } from './svc/broadcasts/v1/SendBroadcastRequest';
import type { SendBroadcastResponse as _svc_broadcasts_v1_SendBroadcastResponse, SendBroadcastResponse__Output as _svc_broadcasts_v1_SendBroadcastResponse__Output } from './svc/broadcasts/v1/SendBroadcastResponse';
import type { StopBroadcastRequest as _svc_broadcasts_v1_StopBroadcastRequest, StopBroadcastRequest__Output as _svc_broadcasts_v1_StopBroadcastRequest__Output } from './svc/broadcasts/v1/StopBroadcastRequest';
import type { StopBroadcastResponse as _svc_broadcasts_v1_StopBroadcastResponse, StopBroadcastResponse__Output as _svc_broadcasts_v1_StopBroadcastResponse__Output } from './svc/broadcasts/v1/StopBroadcastResponse';
import type { TemplateRef as _svc_broadcasts_v1_TemplateRef, TemplateRef__Output as _svc_broadcasts_v1_TemplateRef__Output } from './svc/broadcasts/v1/TemplateRef';
import type { UpdateBroadcastRequest as _svc_broadcasts_v1_UpdateBroadcastRequest, UpdateBroadcastRequest__Output as _svc_broadcasts_v1_UpdateBroadcastRequest__Output } from './svc/broadcasts/v1/UpdateBroadcastRequest';
import type { UpdateBroadcastResponse as _svc_broadcasts_v1_UpdateBroadcastResponse, UpdateBroadcastResponse__Output as _svc_broadcasts_v1_UpdateBroadcastResponse__Output } from './svc/broadcasts/v1/UpdateBroadcastResponse';
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
    broadcasts: {
      v1: {
        AddRecipientsRequest: MessageTypeDefinition<_svc_broadcasts_v1_AddRecipientsRequest, _svc_broadcasts_v1_AddRecipientsRequest__Output>
        AddRecipientsResponse: MessageTypeDefinition<_svc_broadcasts_v1_AddRecipientsResponse, _svc_broadcasts_v1_AddRecipientsResponse__Output>
        Broadcast: MessageTypeDefinition<_svc_broadcasts_v1_Broadcast, _svc_broadcasts_v1_Broadcast__Output>
        BroadcastAgent: MessageTypeDefinition<_svc_broadcasts_v1_BroadcastAgent, _svc_broadcasts_v1_BroadcastAgent__Output>
        BroadcastTemplate: MessageTypeDefinition<_svc_broadcasts_v1_BroadcastTemplate, _svc_broadcasts_v1_BroadcastTemplate__Output>
        /**
         * Broadcasts of a project, their recipients and their delivery.
         */
        BroadcastsService: SubtypeConstructor<typeof grpc.Client, _svc_broadcasts_v1_BroadcastsServiceClient> & { service: _svc_broadcasts_v1_BroadcastsServiceDefinition }
        CancelBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_CancelBroadcastRequest, _svc_broadcasts_v1_CancelBroadcastRequest__Output>
        CancelBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_CancelBroadcastResponse, _svc_broadcasts_v1_CancelBroadcastResponse__Output>
        ClearRecipientsRequest: MessageTypeDefinition<_svc_broadcasts_v1_ClearRecipientsRequest, _svc_broadcasts_v1_ClearRecipientsRequest__Output>
        ClearRecipientsResponse: MessageTypeDefinition<_svc_broadcasts_v1_ClearRecipientsResponse, _svc_broadcasts_v1_ClearRecipientsResponse__Output>
        CreateBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_CreateBroadcastRequest, _svc_broadcasts_v1_CreateBroadcastRequest__Output>
        CreateBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_CreateBroadcastResponse, _svc_broadcasts_v1_CreateBroadcastResponse__Output>
        DeleteBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_DeleteBroadcastRequest, _svc_broadcasts_v1_DeleteBroadcastRequest__Output>
        DeleteBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_DeleteBroadcastResponse, _svc_broadcasts_v1_DeleteBroadcastResponse__Output>
        DuplicateBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_DuplicateBroadcastRequest, _svc_broadcasts_v1_DuplicateBroadcastRequest__Output>
        DuplicateBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_DuplicateBroadcastResponse, _svc_broadcasts_v1_DuplicateBroadcastResponse__Output>
        GetBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_GetBroadcastRequest, _svc_broadcasts_v1_GetBroadcastRequest__Output>
        GetBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_GetBroadcastResponse, _svc_broadcasts_v1_GetBroadcastResponse__Output>
        ListBroadcastsRequest: MessageTypeDefinition<_svc_broadcasts_v1_ListBroadcastsRequest, _svc_broadcasts_v1_ListBroadcastsRequest__Output>
        ListBroadcastsResponse: MessageTypeDefinition<_svc_broadcasts_v1_ListBroadcastsResponse, _svc_broadcasts_v1_ListBroadcastsResponse__Output>
        ListRecipientsRequest: MessageTypeDefinition<_svc_broadcasts_v1_ListRecipientsRequest, _svc_broadcasts_v1_ListRecipientsRequest__Output>
        ListRecipientsResponse: MessageTypeDefinition<_svc_broadcasts_v1_ListRecipientsResponse, _svc_broadcasts_v1_ListRecipientsResponse__Output>
        NewRecipient: MessageTypeDefinition<_svc_broadcasts_v1_NewRecipient, _svc_broadcasts_v1_NewRecipient__Output>
        Recipient: MessageTypeDefinition<_svc_broadcasts_v1_Recipient, _svc_broadcasts_v1_Recipient__Output>
        RecipientAgentHandoff: MessageTypeDefinition<_svc_broadcasts_v1_RecipientAgentHandoff, _svc_broadcasts_v1_RecipientAgentHandoff__Output>
        RecipientError: MessageTypeDefinition<_svc_broadcasts_v1_RecipientError, _svc_broadcasts_v1_RecipientError__Output>
        RemoveRecipientRequest: MessageTypeDefinition<_svc_broadcasts_v1_RemoveRecipientRequest, _svc_broadcasts_v1_RemoveRecipientRequest__Output>
        RemoveRecipientResponse: MessageTypeDefinition<_svc_broadcasts_v1_RemoveRecipientResponse, _svc_broadcasts_v1_RemoveRecipientResponse__Output>
        ResumeBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_ResumeBroadcastRequest, _svc_broadcasts_v1_ResumeBroadcastRequest__Output>
        ResumeBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_ResumeBroadcastResponse, _svc_broadcasts_v1_ResumeBroadcastResponse__Output>
        ScheduleBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_ScheduleBroadcastRequest, _svc_broadcasts_v1_ScheduleBroadcastRequest__Output>
        ScheduleBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_ScheduleBroadcastResponse, _svc_broadcasts_v1_ScheduleBroadcastResponse__Output>
        SendBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_SendBroadcastRequest, _svc_broadcasts_v1_SendBroadcastRequest__Output>
        SendBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_SendBroadcastResponse, _svc_broadcasts_v1_SendBroadcastResponse__Output>
        StopBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_StopBroadcastRequest, _svc_broadcasts_v1_StopBroadcastRequest__Output>
        StopBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_StopBroadcastResponse, _svc_broadcasts_v1_StopBroadcastResponse__Output>
        TemplateRef: MessageTypeDefinition<_svc_broadcasts_v1_TemplateRef, _svc_broadcasts_v1_TemplateRef__Output>
        UpdateBroadcastRequest: MessageTypeDefinition<_svc_broadcasts_v1_UpdateBroadcastRequest, _svc_broadcasts_v1_UpdateBroadcastRequest__Output>
        UpdateBroadcastResponse: MessageTypeDefinition<_svc_broadcasts_v1_UpdateBroadcastResponse, _svc_broadcasts_v1_UpdateBroadcastResponse__Output>
      }
    }
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
  }
}

