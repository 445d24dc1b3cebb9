import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { CursorPaging as _svc_common_v1_CursorPaging, CursorPaging__Output as _svc_common_v1_CursorPaging__Output } from './svc/common/v1/CursorPaging';
import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from './svc/common/v1/Cursors';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from './svc/common/v1/Empty';
import type { ErrorInfo as _svc_common_v1_ErrorInfo, ErrorInfo__Output as _svc_common_v1_ErrorInfo__Output } from './svc/common/v1/ErrorInfo';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from './svc/common/v1/PageMeta';
import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from './svc/common/v1/PageRequest';
import type { ConfigureConnectorPropRequest as _svc_workflows_agent_v1_ConfigureConnectorPropRequest, ConfigureConnectorPropRequest__Output as _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output } from './svc/workflows_agent/v1/ConfigureConnectorPropRequest';
import type { ConfigureConnectorPropResponse as _svc_workflows_agent_v1_ConfigureConnectorPropResponse, ConfigureConnectorPropResponse__Output as _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output } from './svc/workflows_agent/v1/ConfigureConnectorPropResponse';
import type { ConnectorAccount as _svc_workflows_agent_v1_ConnectorAccount, ConnectorAccount__Output as _svc_workflows_agent_v1_ConnectorAccount__Output } from './svc/workflows_agent/v1/ConnectorAccount';
import type { ConnectorAccountIdRequest as _svc_workflows_agent_v1_ConnectorAccountIdRequest, ConnectorAccountIdRequest__Output as _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output } from './svc/workflows_agent/v1/ConnectorAccountIdRequest';
import type { ConnectorAction as _svc_workflows_agent_v1_ConnectorAction, ConnectorAction__Output as _svc_workflows_agent_v1_ConnectorAction__Output } from './svc/workflows_agent/v1/ConnectorAction';
import type { ConnectorActionRequest as _svc_workflows_agent_v1_ConnectorActionRequest, ConnectorActionRequest__Output as _svc_workflows_agent_v1_ConnectorActionRequest__Output } from './svc/workflows_agent/v1/ConnectorActionRequest';
import type { ConnectorActionSchemaResponse as _svc_workflows_agent_v1_ConnectorActionSchemaResponse, ConnectorActionSchemaResponse__Output as _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output } from './svc/workflows_agent/v1/ConnectorActionSchemaResponse';
import type { ConnectorApp as _svc_workflows_agent_v1_ConnectorApp, ConnectorApp__Output as _svc_workflows_agent_v1_ConnectorApp__Output } from './svc/workflows_agent/v1/ConnectorApp';
import type { ConnectorProject as _svc_workflows_agent_v1_ConnectorProject, ConnectorProject__Output as _svc_workflows_agent_v1_ConnectorProject__Output } from './svc/workflows_agent/v1/ConnectorProject';
import type { ConnectorUser as _svc_workflows_agent_v1_ConnectorUser, ConnectorUser__Output as _svc_workflows_agent_v1_ConnectorUser__Output } from './svc/workflows_agent/v1/ConnectorUser';
import type { CreateConnectTokenRequest as _svc_workflows_agent_v1_CreateConnectTokenRequest, CreateConnectTokenRequest__Output as _svc_workflows_agent_v1_CreateConnectTokenRequest__Output } from './svc/workflows_agent/v1/CreateConnectTokenRequest';
import type { CreateConnectTokenResponse as _svc_workflows_agent_v1_CreateConnectTokenResponse, CreateConnectTokenResponse__Output as _svc_workflows_agent_v1_CreateConnectTokenResponse__Output } from './svc/workflows_agent/v1/CreateConnectTokenResponse';
import type { CreateIntegrationRequest as _svc_workflows_agent_v1_CreateIntegrationRequest, CreateIntegrationRequest__Output as _svc_workflows_agent_v1_CreateIntegrationRequest__Output } from './svc/workflows_agent/v1/CreateIntegrationRequest';
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
import type { DeleteIntegrationResponse as _svc_workflows_agent_v1_DeleteIntegrationResponse, DeleteIntegrationResponse__Output as _svc_workflows_agent_v1_DeleteIntegrationResponse__Output } from './svc/workflows_agent/v1/DeleteIntegrationResponse';
import type { GetDbTableRequest as _svc_workflows_agent_v1_GetDbTableRequest, GetDbTableRequest__Output as _svc_workflows_agent_v1_GetDbTableRequest__Output } from './svc/workflows_agent/v1/GetDbTableRequest';
import type { GetDbTableResponse as _svc_workflows_agent_v1_GetDbTableResponse, GetDbTableResponse__Output as _svc_workflows_agent_v1_GetDbTableResponse__Output } from './svc/workflows_agent/v1/GetDbTableResponse';
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { Integration as _svc_workflows_agent_v1_Integration, Integration__Output as _svc_workflows_agent_v1_Integration__Output } from './svc/workflows_agent/v1/Integration';
import type { IntegrationIdRequest as _svc_workflows_agent_v1_IntegrationIdRequest, IntegrationIdRequest__Output as _svc_workflows_agent_v1_IntegrationIdRequest__Output } from './svc/workflows_agent/v1/IntegrationIdRequest';
import type { IntegrationResponse as _svc_workflows_agent_v1_IntegrationResponse, IntegrationResponse__Output as _svc_workflows_agent_v1_IntegrationResponse__Output } from './svc/workflows_agent/v1/IntegrationResponse';
import type { IntegrationRun as _svc_workflows_agent_v1_IntegrationRun, IntegrationRun__Output as _svc_workflows_agent_v1_IntegrationRun__Output } from './svc/workflows_agent/v1/IntegrationRun';
import type { InvokeIntegrationRequest as _svc_workflows_agent_v1_InvokeIntegrationRequest, InvokeIntegrationRequest__Output as _svc_workflows_agent_v1_InvokeIntegrationRequest__Output } from './svc/workflows_agent/v1/InvokeIntegrationRequest';
import type { InvokeIntegrationResponse as _svc_workflows_agent_v1_InvokeIntegrationResponse, InvokeIntegrationResponse__Output as _svc_workflows_agent_v1_InvokeIntegrationResponse__Output } from './svc/workflows_agent/v1/InvokeIntegrationResponse';
import type { ListConnectorAccountsRequest as _svc_workflows_agent_v1_ListConnectorAccountsRequest, ListConnectorAccountsRequest__Output as _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output } from './svc/workflows_agent/v1/ListConnectorAccountsRequest';
import type { ListConnectorAccountsResponse as _svc_workflows_agent_v1_ListConnectorAccountsResponse, ListConnectorAccountsResponse__Output as _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output } from './svc/workflows_agent/v1/ListConnectorAccountsResponse';
import type { ListConnectorActionsRequest as _svc_workflows_agent_v1_ListConnectorActionsRequest, ListConnectorActionsRequest__Output as _svc_workflows_agent_v1_ListConnectorActionsRequest__Output } from './svc/workflows_agent/v1/ListConnectorActionsRequest';
import type { ListConnectorActionsResponse as _svc_workflows_agent_v1_ListConnectorActionsResponse, ListConnectorActionsResponse__Output as _svc_workflows_agent_v1_ListConnectorActionsResponse__Output } from './svc/workflows_agent/v1/ListConnectorActionsResponse';
import type { ListConnectorAppsRequest as _svc_workflows_agent_v1_ListConnectorAppsRequest, ListConnectorAppsRequest__Output as _svc_workflows_agent_v1_ListConnectorAppsRequest__Output } from './svc/workflows_agent/v1/ListConnectorAppsRequest';
import type { ListConnectorAppsResponse as _svc_workflows_agent_v1_ListConnectorAppsResponse, ListConnectorAppsResponse__Output as _svc_workflows_agent_v1_ListConnectorAppsResponse__Output } from './svc/workflows_agent/v1/ListConnectorAppsResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from './svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from './svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListIntegrationRunsRequest as _svc_workflows_agent_v1_ListIntegrationRunsRequest, ListIntegrationRunsRequest__Output as _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output } from './svc/workflows_agent/v1/ListIntegrationRunsRequest';
import type { ListIntegrationRunsResponse as _svc_workflows_agent_v1_ListIntegrationRunsResponse, ListIntegrationRunsResponse__Output as _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output } from './svc/workflows_agent/v1/ListIntegrationRunsResponse';
import type { ListIntegrationsRequest as _svc_workflows_agent_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _svc_workflows_agent_v1_ListIntegrationsRequest__Output } from './svc/workflows_agent/v1/ListIntegrationsRequest';
import type { ListIntegrationsResponse as _svc_workflows_agent_v1_ListIntegrationsResponse, ListIntegrationsResponse__Output as _svc_workflows_agent_v1_ListIntegrationsResponse__Output } from './svc/workflows_agent/v1/ListIntegrationsResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from './svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from './svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ProviderModel as _svc_workflows_agent_v1_ProviderModel, ProviderModel__Output as _svc_workflows_agent_v1_ProviderModel__Output } from './svc/workflows_agent/v1/ProviderModel';
import type { QueryParam as _svc_workflows_agent_v1_QueryParam, QueryParam__Output as _svc_workflows_agent_v1_QueryParam__Output } from './svc/workflows_agent/v1/QueryParam';
import type { ReloadConnectorPropsRequest as _svc_workflows_agent_v1_ReloadConnectorPropsRequest, ReloadConnectorPropsRequest__Output as _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output } from './svc/workflows_agent/v1/ReloadConnectorPropsRequest';
import type { ReloadConnectorPropsResponse as _svc_workflows_agent_v1_ReloadConnectorPropsResponse, ReloadConnectorPropsResponse__Output as _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output } from './svc/workflows_agent/v1/ReloadConnectorPropsResponse';
import type { UpdateIntegrationRequest as _svc_workflows_agent_v1_UpdateIntegrationRequest, UpdateIntegrationRequest__Output as _svc_workflows_agent_v1_UpdateIntegrationRequest__Output } from './svc/workflows_agent/v1/UpdateIntegrationRequest';
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
    workflows_agent: {
      v1: {
        ConfigureConnectorPropRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ConfigureConnectorPropRequest, _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output>
        ConfigureConnectorPropResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ConfigureConnectorPropResponse, _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>
        ConnectorAccount: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorAccount, _svc_workflows_agent_v1_ConnectorAccount__Output>
        ConnectorAccountIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorAccountIdRequest, _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output>
        ConnectorAction: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorAction, _svc_workflows_agent_v1_ConnectorAction__Output>
        ConnectorActionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorActionRequest, _svc_workflows_agent_v1_ConnectorActionRequest__Output>
        ConnectorActionSchemaResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorActionSchemaResponse, _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>
        ConnectorApp: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorApp, _svc_workflows_agent_v1_ConnectorApp__Output>
        ConnectorProject: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorProject, _svc_workflows_agent_v1_ConnectorProject__Output>
        ConnectorUser: MessageTypeDefinition<_svc_workflows_agent_v1_ConnectorUser, _svc_workflows_agent_v1_ConnectorUser__Output>
        CreateConnectTokenRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateConnectTokenRequest, _svc_workflows_agent_v1_CreateConnectTokenRequest__Output>
        CreateConnectTokenResponse: MessageTypeDefinition<_svc_workflows_agent_v1_CreateConnectTokenResponse, _svc_workflows_agent_v1_CreateConnectTokenResponse__Output>
        CreateIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateIntegrationRequest, _svc_workflows_agent_v1_CreateIntegrationRequest__Output>
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
        DeleteIntegrationResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
        GetDbTableRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetDbTableRequest, _svc_workflows_agent_v1_GetDbTableRequest__Output>
        GetDbTableResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetDbTableResponse, _svc_workflows_agent_v1_GetDbTableResponse__Output>
        GetWorkflowExecutionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output>
        GetWorkflowExecutionResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
        Integration: MessageTypeDefinition<_svc_workflows_agent_v1_Integration, _svc_workflows_agent_v1_Integration__Output>
        IntegrationIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_IntegrationIdRequest, _svc_workflows_agent_v1_IntegrationIdRequest__Output>
        IntegrationResponse: MessageTypeDefinition<_svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_IntegrationResponse__Output>
        IntegrationRun: MessageTypeDefinition<_svc_workflows_agent_v1_IntegrationRun, _svc_workflows_agent_v1_IntegrationRun__Output>
        InvokeIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_InvokeIntegrationRequest, _svc_workflows_agent_v1_InvokeIntegrationRequest__Output>
        InvokeIntegrationResponse: MessageTypeDefinition<_svc_workflows_agent_v1_InvokeIntegrationResponse, _svc_workflows_agent_v1_InvokeIntegrationResponse__Output>
        ListConnectorAccountsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAccountsRequest, _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output>
        ListConnectorAccountsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAccountsResponse, _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>
        ListConnectorActionsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorActionsRequest, _svc_workflows_agent_v1_ListConnectorActionsRequest__Output>
        ListConnectorActionsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorActionsResponse, _svc_workflows_agent_v1_ListConnectorActionsResponse__Output>
        ListConnectorAppsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAppsRequest, _svc_workflows_agent_v1_ListConnectorAppsRequest__Output>
        ListConnectorAppsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAppsResponse, _svc_workflows_agent_v1_ListConnectorAppsResponse__Output>
        ListDbTablesRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesRequest__Output>
        ListDbTablesResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
        ListIntegrationRunsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationRunsRequest, _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output>
        ListIntegrationRunsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationRunsResponse, _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>
        ListIntegrationsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationsRequest, _svc_workflows_agent_v1_ListIntegrationsRequest__Output>
        ListIntegrationsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationsResponse, _svc_workflows_agent_v1_ListIntegrationsResponse__Output>
        ListProviderModelsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsRequest__Output>
        ListProviderModelsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
        ProviderModel: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderModel, _svc_workflows_agent_v1_ProviderModel__Output>
        QueryParam: MessageTypeDefinition<_svc_workflows_agent_v1_QueryParam, _svc_workflows_agent_v1_QueryParam__Output>
        ReloadConnectorPropsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsRequest, _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output>
        ReloadConnectorPropsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsResponse, _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>
        UpdateIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_UpdateIntegrationRequest, _svc_workflows_agent_v1_UpdateIntegrationRequest__Output>
        WorkflowExecution: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowExecution, _svc_workflows_agent_v1_WorkflowExecution__Output>
        /**
         * Workflows, agent runs and integrations of a project.
         */
        WorkflowsAgentService: SubtypeConstructor<typeof grpc.Client, _svc_workflows_agent_v1_WorkflowsAgentServiceClient> & { service: _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition }
      }
    }
  }
}

