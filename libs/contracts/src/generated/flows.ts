import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CursorPaging as _svc_common_v1_CursorPaging, CursorPaging__Output as _svc_common_v1_CursorPaging__Output } from './svc/common/v1/CursorPaging';
import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from './svc/common/v1/Cursors';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from './svc/common/v1/Empty';
import type { ErrorInfo as _svc_common_v1_ErrorInfo, ErrorInfo__Output as _svc_common_v1_ErrorInfo__Output } from './svc/common/v1/ErrorInfo';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from './svc/common/v1/PageMeta';
import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from './svc/common/v1/PageRequest';
import type { Flow as _svc_flows_v1_Flow, Flow__Output as _svc_flows_v1_Flow__Output } from './svc/flows/v1/Flow';
import type { FlowsServiceClient as _svc_flows_v1_FlowsServiceClient, FlowsServiceDefinition as _svc_flows_v1_FlowsServiceDefinition } from './svc/flows/v1/FlowsService';
import type { GetFlowRequest as _svc_flows_v1_GetFlowRequest, GetFlowRequest__Output as _svc_flows_v1_GetFlowRequest__Output } from './svc/flows/v1/GetFlowRequest';
import type { GetFlowResponse as _svc_flows_v1_GetFlowResponse, GetFlowResponse__Output as _svc_flows_v1_GetFlowResponse__Output } from './svc/flows/v1/GetFlowResponse';
import type { ListFlowsRequest as _svc_flows_v1_ListFlowsRequest, ListFlowsRequest__Output as _svc_flows_v1_ListFlowsRequest__Output } from './svc/flows/v1/ListFlowsRequest';
import type { ListFlowsResponse as _svc_flows_v1_ListFlowsResponse, ListFlowsResponse__Output as _svc_flows_v1_ListFlowsResponse__Output } from './svc/flows/v1/ListFlowsResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    common: {
      v1: {
        CursorPaging: MessageTypeDefinition<_svc_common_v1_CursorPaging, _svc_common_v1_CursorPaging__Output>
        Cursors: MessageTypeDefinition<_svc_common_v1_Cursors, _svc_common_v1_Cursors__Output>
        Empty: MessageTypeDefinition<_svc_common_v1_Empty, _svc_common_v1_Empty__Output>
        ErrorInfo: MessageTypeDefinition<_svc_common_v1_ErrorInfo, _svc_common_v1_ErrorInfo__Output>
        PageMeta: MessageTypeDefinition<_svc_common_v1_PageMeta, _svc_common_v1_PageMeta__Output>
        PageRequest: MessageTypeDefinition<_svc_common_v1_PageRequest, _svc_common_v1_PageRequest__Output>
      }
    }
    flows: {
      v1: {
        Flow: MessageTypeDefinition<_svc_flows_v1_Flow, _svc_flows_v1_Flow__Output>
        FlowStatus: EnumTypeDefinition
        /**
         * Flows of a project.
         */
        FlowsService: SubtypeConstructor<typeof grpc.Client, _svc_flows_v1_FlowsServiceClient> & { service: _svc_flows_v1_FlowsServiceDefinition }
        GetFlowRequest: MessageTypeDefinition<_svc_flows_v1_GetFlowRequest, _svc_flows_v1_GetFlowRequest__Output>
        GetFlowResponse: MessageTypeDefinition<_svc_flows_v1_GetFlowResponse, _svc_flows_v1_GetFlowResponse__Output>
        ListFlowsRequest: MessageTypeDefinition<_svc_flows_v1_ListFlowsRequest, _svc_flows_v1_ListFlowsRequest__Output>
        ListFlowsResponse: MessageTypeDefinition<_svc_flows_v1_ListFlowsResponse, _svc_flows_v1_ListFlowsResponse__Output>
      }
    }
  }
}

