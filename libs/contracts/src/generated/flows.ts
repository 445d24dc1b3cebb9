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
import type { CloneFlowRequest as _svc_flows_v1_CloneFlowRequest, CloneFlowRequest__Output as _svc_flows_v1_CloneFlowRequest__Output } from './svc/flows/v1/CloneFlowRequest';
import type { ConsoleLog as _svc_flows_v1_ConsoleLog, ConsoleLog__Output as _svc_flows_v1_ConsoleLog__Output } from './svc/flows/v1/ConsoleLog';
import type { CreateFlowRequest as _svc_flows_v1_CreateFlowRequest, CreateFlowRequest__Output as _svc_flows_v1_CreateFlowRequest__Output } from './svc/flows/v1/CreateFlowRequest';
import type { CreateFlowVersionRequest as _svc_flows_v1_CreateFlowVersionRequest, CreateFlowVersionRequest__Output as _svc_flows_v1_CreateFlowVersionRequest__Output } from './svc/flows/v1/CreateFlowVersionRequest';
import type { CreateFunctionRequest as _svc_flows_v1_CreateFunctionRequest, CreateFunctionRequest__Output as _svc_flows_v1_CreateFunctionRequest__Output } from './svc/flows/v1/CreateFunctionRequest';
import type { DeleteFunctionRequest as _svc_flows_v1_DeleteFunctionRequest, DeleteFunctionRequest__Output as _svc_flows_v1_DeleteFunctionRequest__Output } from './svc/flows/v1/DeleteFunctionRequest';
import type { DeleteFunctionSecretRequest as _svc_flows_v1_DeleteFunctionSecretRequest, DeleteFunctionSecretRequest__Output as _svc_flows_v1_DeleteFunctionSecretRequest__Output } from './svc/flows/v1/DeleteFunctionSecretRequest';
import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from './svc/flows/v1/Flow';
import type { FlowIdRequest as _svc_flows_v1_FlowIdRequest, FlowIdRequest__Output as _svc_flows_v1_FlowIdRequest__Output } from './svc/flows/v1/FlowIdRequest';
import type { FlowResponse as _svc_flows_v1_FlowResponse, FlowResponse__Output as _svc_flows_v1_FlowResponse__Output } from './svc/flows/v1/FlowResponse';
import type { FlowVersion as _svc_flows_v1_FlowVersion, FlowVersion__Output as _svc_flows_v1_FlowVersion__Output } from './svc/flows/v1/FlowVersion';
import type { FlowVersionResponse as _svc_flows_v1_FlowVersionResponse, FlowVersionResponse__Output as _svc_flows_v1_FlowVersionResponse__Output } from './svc/flows/v1/FlowVersionResponse';
import type { FlowsServiceClient as _svc_flows_v1_FlowsServiceClient, FlowsServiceDefinition as _svc_flows_v1_FlowsServiceDefinition } from './svc/flows/v1/FlowsService';
import type { Function as _svc_flows_v1_Function, Function__Output as _svc_flows_v1_Function__Output } from './svc/flows/v1/Function';
import type { FunctionIdRequest as _svc_flows_v1_FunctionIdRequest, FunctionIdRequest__Output as _svc_flows_v1_FunctionIdRequest__Output } from './svc/flows/v1/FunctionIdRequest';
import type { FunctionInvocation as _svc_flows_v1_FunctionInvocation, FunctionInvocation__Output as _svc_flows_v1_FunctionInvocation__Output } from './svc/flows/v1/FunctionInvocation';
import type { FunctionInvocationsResponse as _svc_flows_v1_FunctionInvocationsResponse, FunctionInvocationsResponse__Output as _svc_flows_v1_FunctionInvocationsResponse__Output } from './svc/flows/v1/FunctionInvocationsResponse';
import type { FunctionLog as _svc_flows_v1_FunctionLog, FunctionLog__Output as _svc_flows_v1_FunctionLog__Output } from './svc/flows/v1/FunctionLog';
import type { FunctionLogsResponse as _svc_flows_v1_FunctionLogsResponse, FunctionLogsResponse__Output as _svc_flows_v1_FunctionLogsResponse__Output } from './svc/flows/v1/FunctionLogsResponse';
import type { FunctionResponse as _svc_flows_v1_FunctionResponse, FunctionResponse__Output as _svc_flows_v1_FunctionResponse__Output } from './svc/flows/v1/FunctionResponse';
import type { GetFlowRequest as _svc_flows_v1_GetFlowRequest, GetFlowRequest__Output as _svc_flows_v1_GetFlowRequest__Output } from './svc/flows/v1/GetFlowRequest';
import type { GetFlowResponse as _svc_flows_v1_GetFlowResponse, GetFlowResponse__Output as _svc_flows_v1_GetFlowResponse__Output } from './svc/flows/v1/GetFlowResponse';
import type { GetFlowVersionRequest as _svc_flows_v1_GetFlowVersionRequest, GetFlowVersionRequest__Output as _svc_flows_v1_GetFlowVersionRequest__Output } from './svc/flows/v1/GetFlowVersionRequest';
import type { HttpHeader as _svc_flows_v1_HttpHeader, HttpHeader__Output as _svc_flows_v1_HttpHeader__Output } from './svc/flows/v1/HttpHeader';
import type { InvokeFunctionRequest as _svc_flows_v1_InvokeFunctionRequest, InvokeFunctionRequest__Output as _svc_flows_v1_InvokeFunctionRequest__Output } from './svc/flows/v1/InvokeFunctionRequest';
import type { InvokeFunctionResponse as _svc_flows_v1_InvokeFunctionResponse, InvokeFunctionResponse__Output as _svc_flows_v1_InvokeFunctionResponse__Output } from './svc/flows/v1/InvokeFunctionResponse';
import type { ListFlowFunctionInvocationsRequest as _svc_flows_v1_ListFlowFunctionInvocationsRequest, ListFlowFunctionInvocationsRequest__Output as _svc_flows_v1_ListFlowFunctionInvocationsRequest__Output } from './svc/flows/v1/ListFlowFunctionInvocationsRequest';
import type { ListFlowVersionsRequest as _svc_flows_v1_ListFlowVersionsRequest, ListFlowVersionsRequest__Output as _svc_flows_v1_ListFlowVersionsRequest__Output } from './svc/flows/v1/ListFlowVersionsRequest';
import type { ListFlowVersionsResponse as _svc_flows_v1_ListFlowVersionsResponse, ListFlowVersionsResponse__Output as _svc_flows_v1_ListFlowVersionsResponse__Output } from './svc/flows/v1/ListFlowVersionsResponse';
import type { ListFlowsRequest as _svc_flows_v1_ListFlowsRequest, ListFlowsRequest__Output as _svc_flows_v1_ListFlowsRequest__Output } from './svc/flows/v1/ListFlowsRequest';
import type { ListFlowsResponse as _svc_flows_v1_ListFlowsResponse, ListFlowsResponse__Output as _svc_flows_v1_ListFlowsResponse__Output } from './svc/flows/v1/ListFlowsResponse';
import type { ListFunctionInvocationsRequest as _svc_flows_v1_ListFunctionInvocationsRequest, ListFunctionInvocationsRequest__Output as _svc_flows_v1_ListFunctionInvocationsRequest__Output } from './svc/flows/v1/ListFunctionInvocationsRequest';
import type { ListFunctionLogsRequest as _svc_flows_v1_ListFunctionLogsRequest, ListFunctionLogsRequest__Output as _svc_flows_v1_ListFunctionLogsRequest__Output } from './svc/flows/v1/ListFunctionLogsRequest';
import type { ListFunctionSecretsResponse as _svc_flows_v1_ListFunctionSecretsResponse, ListFunctionSecretsResponse__Output as _svc_flows_v1_ListFunctionSecretsResponse__Output } from './svc/flows/v1/ListFunctionSecretsResponse';
import type { ListFunctionsRequest as _svc_flows_v1_ListFunctionsRequest, ListFunctionsRequest__Output as _svc_flows_v1_ListFunctionsRequest__Output } from './svc/flows/v1/ListFunctionsRequest';
import type { ListFunctionsResponse as _svc_flows_v1_ListFunctionsResponse, ListFunctionsResponse__Output as _svc_flows_v1_ListFunctionsResponse__Output } from './svc/flows/v1/ListFunctionsResponse';
import type { SetFlowDataEndpointRequest as _svc_flows_v1_SetFlowDataEndpointRequest, SetFlowDataEndpointRequest__Output as _svc_flows_v1_SetFlowDataEndpointRequest__Output } from './svc/flows/v1/SetFlowDataEndpointRequest';
import type { SetFunctionSecretRequest as _svc_flows_v1_SetFunctionSecretRequest, SetFunctionSecretRequest__Output as _svc_flows_v1_SetFunctionSecretRequest__Output } from './svc/flows/v1/SetFunctionSecretRequest';
import type { SyncFlowsRequest as _svc_flows_v1_SyncFlowsRequest, SyncFlowsRequest__Output as _svc_flows_v1_SyncFlowsRequest__Output } from './svc/flows/v1/SyncFlowsRequest';
import type { SyncFlowsResponse as _svc_flows_v1_SyncFlowsResponse, SyncFlowsResponse__Output as _svc_flows_v1_SyncFlowsResponse__Output } from './svc/flows/v1/SyncFlowsResponse';
import type { UpdateFunctionRequest as _svc_flows_v1_UpdateFunctionRequest, UpdateFunctionRequest__Output as _svc_flows_v1_UpdateFunctionRequest__Output } from './svc/flows/v1/UpdateFunctionRequest';

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
    flows: {
      v1: {
        CloneFlowRequest: MessageTypeDefinition<_svc_flows_v1_CloneFlowRequest, _svc_flows_v1_CloneFlowRequest__Output>
        ConsoleLog: MessageTypeDefinition<_svc_flows_v1_ConsoleLog, _svc_flows_v1_ConsoleLog__Output>
        CreateFlowRequest: MessageTypeDefinition<_svc_flows_v1_CreateFlowRequest, _svc_flows_v1_CreateFlowRequest__Output>
        CreateFlowVersionRequest: MessageTypeDefinition<_svc_flows_v1_CreateFlowVersionRequest, _svc_flows_v1_CreateFlowVersionRequest__Output>
        CreateFunctionRequest: MessageTypeDefinition<_svc_flows_v1_CreateFunctionRequest, _svc_flows_v1_CreateFunctionRequest__Output>
        DeleteFunctionRequest: MessageTypeDefinition<_svc_flows_v1_DeleteFunctionRequest, _svc_flows_v1_DeleteFunctionRequest__Output>
        DeleteFunctionSecretRequest: MessageTypeDefinition<_svc_flows_v1_DeleteFunctionSecretRequest, _svc_flows_v1_DeleteFunctionSecretRequest__Output>
        Flow: MessageTypeDefinition<_svc_flows_v1_Flow, _svc_flows_v1_Flow__Output>
        FlowIdRequest: MessageTypeDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowIdRequest__Output>
        FlowResponse: MessageTypeDefinition<_svc_flows_v1_FlowResponse, _svc_flows_v1_FlowResponse__Output>
        FlowStatus: EnumTypeDefinition
        FlowVersion: MessageTypeDefinition<_svc_flows_v1_FlowVersion, _svc_flows_v1_FlowVersion__Output>
        FlowVersionResponse: MessageTypeDefinition<_svc_flows_v1_FlowVersionResponse, _svc_flows_v1_FlowVersionResponse__Output>
        /**
         * Flows of a project.
         */
        FlowsService: SubtypeConstructor<typeof grpc.Client, _svc_flows_v1_FlowsServiceClient> & { service: _svc_flows_v1_FlowsServiceDefinition }
        Function: MessageTypeDefinition<_svc_flows_v1_Function, _svc_flows_v1_Function__Output>
        FunctionIdRequest: MessageTypeDefinition<_svc_flows_v1_FunctionIdRequest, _svc_flows_v1_FunctionIdRequest__Output>
        FunctionInvocation: MessageTypeDefinition<_svc_flows_v1_FunctionInvocation, _svc_flows_v1_FunctionInvocation__Output>
        FunctionInvocationsResponse: MessageTypeDefinition<_svc_flows_v1_FunctionInvocationsResponse, _svc_flows_v1_FunctionInvocationsResponse__Output>
        FunctionLog: MessageTypeDefinition<_svc_flows_v1_FunctionLog, _svc_flows_v1_FunctionLog__Output>
        FunctionLogsResponse: MessageTypeDefinition<_svc_flows_v1_FunctionLogsResponse, _svc_flows_v1_FunctionLogsResponse__Output>
        FunctionResponse: MessageTypeDefinition<_svc_flows_v1_FunctionResponse, _svc_flows_v1_FunctionResponse__Output>
        FunctionStatus: EnumTypeDefinition
        GetFlowRequest: MessageTypeDefinition<_svc_flows_v1_GetFlowRequest, _svc_flows_v1_GetFlowRequest__Output>
        GetFlowResponse: MessageTypeDefinition<_svc_flows_v1_GetFlowResponse, _svc_flows_v1_GetFlowResponse__Output>
        GetFlowVersionRequest: MessageTypeDefinition<_svc_flows_v1_GetFlowVersionRequest, _svc_flows_v1_GetFlowVersionRequest__Output>
        HttpHeader: MessageTypeDefinition<_svc_flows_v1_HttpHeader, _svc_flows_v1_HttpHeader__Output>
        InvocationStatus: EnumTypeDefinition
        InvokeFunctionRequest: MessageTypeDefinition<_svc_flows_v1_InvokeFunctionRequest, _svc_flows_v1_InvokeFunctionRequest__Output>
        InvokeFunctionResponse: MessageTypeDefinition<_svc_flows_v1_InvokeFunctionResponse, _svc_flows_v1_InvokeFunctionResponse__Output>
        InvokeResponseMode: EnumTypeDefinition
        ListFlowFunctionInvocationsRequest: MessageTypeDefinition<_svc_flows_v1_ListFlowFunctionInvocationsRequest, _svc_flows_v1_ListFlowFunctionInvocationsRequest__Output>
        ListFlowVersionsRequest: MessageTypeDefinition<_svc_flows_v1_ListFlowVersionsRequest, _svc_flows_v1_ListFlowVersionsRequest__Output>
        ListFlowVersionsResponse: MessageTypeDefinition<_svc_flows_v1_ListFlowVersionsResponse, _svc_flows_v1_ListFlowVersionsResponse__Output>
        ListFlowsRequest: MessageTypeDefinition<_svc_flows_v1_ListFlowsRequest, _svc_flows_v1_ListFlowsRequest__Output>
        ListFlowsResponse: MessageTypeDefinition<_svc_flows_v1_ListFlowsResponse, _svc_flows_v1_ListFlowsResponse__Output>
        ListFunctionInvocationsRequest: MessageTypeDefinition<_svc_flows_v1_ListFunctionInvocationsRequest, _svc_flows_v1_ListFunctionInvocationsRequest__Output>
        ListFunctionLogsRequest: MessageTypeDefinition<_svc_flows_v1_ListFunctionLogsRequest, _svc_flows_v1_ListFunctionLogsRequest__Output>
        ListFunctionSecretsResponse: MessageTypeDefinition<_svc_flows_v1_ListFunctionSecretsResponse, _svc_flows_v1_ListFunctionSecretsResponse__Output>
        ListFunctionsRequest: MessageTypeDefinition<_svc_flows_v1_ListFunctionsRequest, _svc_flows_v1_ListFunctionsRequest__Output>
        ListFunctionsResponse: MessageTypeDefinition<_svc_flows_v1_ListFunctionsResponse, _svc_flows_v1_ListFunctionsResponse__Output>
        SetFlowDataEndpointRequest: MessageTypeDefinition<_svc_flows_v1_SetFlowDataEndpointRequest, _svc_flows_v1_SetFlowDataEndpointRequest__Output>
        SetFunctionSecretRequest: MessageTypeDefinition<_svc_flows_v1_SetFunctionSecretRequest, _svc_flows_v1_SetFunctionSecretRequest__Output>
        SyncFlowsRequest: MessageTypeDefinition<_svc_flows_v1_SyncFlowsRequest, _svc_flows_v1_SyncFlowsRequest__Output>
        SyncFlowsResponse: MessageTypeDefinition<_svc_flows_v1_SyncFlowsResponse, _svc_flows_v1_SyncFlowsResponse__Output>
        UpdateFunctionRequest: MessageTypeDefinition<_svc_flows_v1_UpdateFunctionRequest, _svc_flows_v1_UpdateFunctionRequest__Output>
      }
    }
  }
}

