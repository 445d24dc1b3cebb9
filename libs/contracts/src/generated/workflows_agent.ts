import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { DbColumn as _svc_workflows_agent_v1_DbColumn, DbColumn__Output as _svc_workflows_agent_v1_DbColumn__Output } from './svc/workflows_agent/v1/DbColumn';
import type { DbDeleteRequest as _svc_workflows_agent_v1_DbDeleteRequest, DbDeleteRequest__Output as _svc_workflows_agent_v1_DbDeleteRequest__Output } from './svc/workflows_agent/v1/DbDeleteRequest';
import type { DbGetRowRequest as _svc_workflows_agent_v1_DbGetRowRequest, DbGetRowRequest__Output as _svc_workflows_agent_v1_DbGetRowRequest__Output } from './svc/workflows_agent/v1/DbGetRowRequest';
import type { DbRowResponse as _svc_workflows_agent_v1_DbRowResponse, DbRowResponse__Output as _svc_workflows_agent_v1_DbRowResponse__Output } from './svc/workflows_agent/v1/DbRowResponse';
import type { DbRowsResponse as _svc_workflows_agent_v1_DbRowsResponse, DbRowsResponse__Output as _svc_workflows_agent_v1_DbRowsResponse__Output } from './svc/workflows_agent/v1/DbRowsResponse';
import type { DbSelectRequest as _svc_workflows_agent_v1_DbSelectRequest, DbSelectRequest__Output as _svc_workflows_agent_v1_DbSelectRequest__Output } from './svc/workflows_agent/v1/DbSelectRequest';
import type { DbTable as _svc_workflows_agent_v1_DbTable, DbTable__Output as _svc_workflows_agent_v1_DbTable__Output } from './svc/workflows_agent/v1/DbTable';
import type { DbUpdateRequest as _svc_workflows_agent_v1_DbUpdateRequest, DbUpdateRequest__Output as _svc_workflows_agent_v1_DbUpdateRequest__Output } from './svc/workflows_agent/v1/DbUpdateRequest';
import type { DbWriteRequest as _svc_workflows_agent_v1_DbWriteRequest, DbWriteRequest__Output as _svc_workflows_agent_v1_DbWriteRequest__Output } from './svc/workflows_agent/v1/DbWriteRequest';
import type { DeleteDbTableRequest as _svc_workflows_agent_v1_DeleteDbTableRequest, DeleteDbTableRequest__Output as _svc_workflows_agent_v1_DeleteDbTableRequest__Output } from './svc/workflows_agent/v1/DeleteDbTableRequest';
import type { DeleteDbTableResponse as _svc_workflows_agent_v1_DeleteDbTableResponse, DeleteDbTableResponse__Output as _svc_workflows_agent_v1_DeleteDbTableResponse__Output } from './svc/workflows_agent/v1/DeleteDbTableResponse';
import type { GetDbTableRequest as _svc_workflows_agent_v1_GetDbTableRequest, GetDbTableRequest__Output as _svc_workflows_agent_v1_GetDbTableRequest__Output } from './svc/workflows_agent/v1/GetDbTableRequest';
import type { GetDbTableResponse as _svc_workflows_agent_v1_GetDbTableResponse, GetDbTableResponse__Output as _svc_workflows_agent_v1_GetDbTableResponse__Output } from './svc/workflows_agent/v1/GetDbTableResponse';
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from './svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from './svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from './svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from './svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ProviderModel as _svc_workflows_agent_v1_ProviderModel, ProviderModel__Output as _svc_workflows_agent_v1_ProviderModel__Output } from './svc/workflows_agent/v1/ProviderModel';
import type { QueryParam as _svc_workflows_agent_v1_QueryParam, QueryParam__Output as _svc_workflows_agent_v1_QueryParam__Output } from './svc/workflows_agent/v1/QueryParam';
import type { WorkflowExecution as _svc_workflows_agent_v1_WorkflowExecution, WorkflowExecution__Output as _svc_workflows_agent_v1_WorkflowExecution__Output } from './svc/workflows_agent/v1/WorkflowExecution';
import type { WorkflowsAgentServiceClient as _svc_workflows_agent_v1_WorkflowsAgentServiceClient, WorkflowsAgentServiceDefinition as _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition } from './svc/workflows_agent/v1/WorkflowsAgentService';

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
    workflows_agent: {
      v1: {
        DbColumn: MessageTypeDefinition<_svc_workflows_agent_v1_DbColumn, _svc_workflows_agent_v1_DbColumn__Output>
        DbDeleteRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DbDeleteRequest, _svc_workflows_agent_v1_DbDeleteRequest__Output>
        DbGetRowRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DbGetRowRequest, _svc_workflows_agent_v1_DbGetRowRequest__Output>
        DbRowResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DbRowResponse, _svc_workflows_agent_v1_DbRowResponse__Output>
        DbRowsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbRowsResponse__Output>
        DbSelectRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DbSelectRequest, _svc_workflows_agent_v1_DbSelectRequest__Output>
        DbTable: MessageTypeDefinition<_svc_workflows_agent_v1_DbTable, _svc_workflows_agent_v1_DbTable__Output>
        DbUpdateRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DbUpdateRequest, _svc_workflows_agent_v1_DbUpdateRequest__Output>
        DbWriteRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbWriteRequest__Output>
        DeleteDbTableRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteDbTableRequest, _svc_workflows_agent_v1_DeleteDbTableRequest__Output>
        DeleteDbTableResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteDbTableResponse, _svc_workflows_agent_v1_DeleteDbTableResponse__Output>
        GetDbTableRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetDbTableRequest, _svc_workflows_agent_v1_GetDbTableRequest__Output>
        GetDbTableResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetDbTableResponse, _svc_workflows_agent_v1_GetDbTableResponse__Output>
        GetWorkflowExecutionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output>
        GetWorkflowExecutionResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
        ListDbTablesRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesRequest__Output>
        ListDbTablesResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
        ListProviderModelsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsRequest__Output>
        ListProviderModelsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
        ProviderModel: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderModel, _svc_workflows_agent_v1_ProviderModel__Output>
        QueryParam: MessageTypeDefinition<_svc_workflows_agent_v1_QueryParam, _svc_workflows_agent_v1_QueryParam__Output>
        WorkflowExecution: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowExecution, _svc_workflows_agent_v1_WorkflowExecution__Output>
        /**
         * Workflows, agent runs and integrations of a project.
         */
        WorkflowsAgentService: SubtypeConstructor<typeof grpc.Client, _svc_workflows_agent_v1_WorkflowsAgentServiceClient> & { service: _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition }
      }
    }
  }
}

