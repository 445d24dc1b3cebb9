// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ConfigureConnectorPropRequest as _svc_workflows_agent_v1_ConfigureConnectorPropRequest, ConfigureConnectorPropRequest__Output as _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output } from '../../../svc/workflows_agent/v1/ConfigureConnectorPropRequest';
import type { ConfigureConnectorPropResponse as _svc_workflows_agent_v1_ConfigureConnectorPropResponse, ConfigureConnectorPropResponse__Output as _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output } from '../../../svc/workflows_agent/v1/ConfigureConnectorPropResponse';
import type { ConnectorAccountIdRequest as _svc_workflows_agent_v1_ConnectorAccountIdRequest, ConnectorAccountIdRequest__Output as _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output } from '../../../svc/workflows_agent/v1/ConnectorAccountIdRequest';
import type { ConnectorActionRequest as _svc_workflows_agent_v1_ConnectorActionRequest, ConnectorActionRequest__Output as _svc_workflows_agent_v1_ConnectorActionRequest__Output } from '../../../svc/workflows_agent/v1/ConnectorActionRequest';
import type { ConnectorActionSchemaResponse as _svc_workflows_agent_v1_ConnectorActionSchemaResponse, ConnectorActionSchemaResponse__Output as _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output } from '../../../svc/workflows_agent/v1/ConnectorActionSchemaResponse';
import type { CreateConnectTokenRequest as _svc_workflows_agent_v1_CreateConnectTokenRequest, CreateConnectTokenRequest__Output as _svc_workflows_agent_v1_CreateConnectTokenRequest__Output } from '../../../svc/workflows_agent/v1/CreateConnectTokenRequest';
import type { CreateConnectTokenResponse as _svc_workflows_agent_v1_CreateConnectTokenResponse, CreateConnectTokenResponse__Output as _svc_workflows_agent_v1_CreateConnectTokenResponse__Output } from '../../../svc/workflows_agent/v1/CreateConnectTokenResponse';
import type { CreateIntegrationRequest as _svc_workflows_agent_v1_CreateIntegrationRequest, CreateIntegrationRequest__Output as _svc_workflows_agent_v1_CreateIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/CreateIntegrationRequest';
import type { DbDeleteRequest as _svc_workflows_agent_v1_DbDeleteRequest, DbDeleteRequest__Output as _svc_workflows_agent_v1_DbDeleteRequest__Output } from '../../../svc/workflows_agent/v1/DbDeleteRequest';
import type { DbGetRowRequest as _svc_workflows_agent_v1_DbGetRowRequest, DbGetRowRequest__Output as _svc_workflows_agent_v1_DbGetRowRequest__Output } from '../../../svc/workflows_agent/v1/DbGetRowRequest';
import type { DbRowResponse as _svc_workflows_agent_v1_DbRowResponse, DbRowResponse__Output as _svc_workflows_agent_v1_DbRowResponse__Output } from '../../../svc/workflows_agent/v1/DbRowResponse';
import type { DbRowsResponse as _svc_workflows_agent_v1_DbRowsResponse, DbRowsResponse__Output as _svc_workflows_agent_v1_DbRowsResponse__Output } from '../../../svc/workflows_agent/v1/DbRowsResponse';
import type { DbSelectRequest as _svc_workflows_agent_v1_DbSelectRequest, DbSelectRequest__Output as _svc_workflows_agent_v1_DbSelectRequest__Output } from '../../../svc/workflows_agent/v1/DbSelectRequest';
import type { DbUpdateRequest as _svc_workflows_agent_v1_DbUpdateRequest, DbUpdateRequest__Output as _svc_workflows_agent_v1_DbUpdateRequest__Output } from '../../../svc/workflows_agent/v1/DbUpdateRequest';
import type { DbWriteRequest as _svc_workflows_agent_v1_DbWriteRequest, DbWriteRequest__Output as _svc_workflows_agent_v1_DbWriteRequest__Output } from '../../../svc/workflows_agent/v1/DbWriteRequest';
import type { DeleteDbTableRequest as _svc_workflows_agent_v1_DeleteDbTableRequest, DeleteDbTableRequest__Output as _svc_workflows_agent_v1_DeleteDbTableRequest__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableRequest';
import type { DeleteDbTableResponse as _svc_workflows_agent_v1_DeleteDbTableResponse, DeleteDbTableResponse__Output as _svc_workflows_agent_v1_DeleteDbTableResponse__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableResponse';
import type { DeleteIntegrationResponse as _svc_workflows_agent_v1_DeleteIntegrationResponse, DeleteIntegrationResponse__Output as _svc_workflows_agent_v1_DeleteIntegrationResponse__Output } from '../../../svc/workflows_agent/v1/DeleteIntegrationResponse';
import type { GetDbTableRequest as _svc_workflows_agent_v1_GetDbTableRequest, GetDbTableRequest__Output as _svc_workflows_agent_v1_GetDbTableRequest__Output } from '../../../svc/workflows_agent/v1/GetDbTableRequest';
import type { GetDbTableResponse as _svc_workflows_agent_v1_GetDbTableResponse, GetDbTableResponse__Output as _svc_workflows_agent_v1_GetDbTableResponse__Output } from '../../../svc/workflows_agent/v1/GetDbTableResponse';
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { IntegrationIdRequest as _svc_workflows_agent_v1_IntegrationIdRequest, IntegrationIdRequest__Output as _svc_workflows_agent_v1_IntegrationIdRequest__Output } from '../../../svc/workflows_agent/v1/IntegrationIdRequest';
import type { IntegrationResponse as _svc_workflows_agent_v1_IntegrationResponse, IntegrationResponse__Output as _svc_workflows_agent_v1_IntegrationResponse__Output } from '../../../svc/workflows_agent/v1/IntegrationResponse';
import type { InvokeIntegrationRequest as _svc_workflows_agent_v1_InvokeIntegrationRequest, InvokeIntegrationRequest__Output as _svc_workflows_agent_v1_InvokeIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/InvokeIntegrationRequest';
import type { InvokeIntegrationResponse as _svc_workflows_agent_v1_InvokeIntegrationResponse, InvokeIntegrationResponse__Output as _svc_workflows_agent_v1_InvokeIntegrationResponse__Output } from '../../../svc/workflows_agent/v1/InvokeIntegrationResponse';
import type { ListConnectorAccountsRequest as _svc_workflows_agent_v1_ListConnectorAccountsRequest, ListConnectorAccountsRequest__Output as _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorAccountsRequest';
import type { ListConnectorAccountsResponse as _svc_workflows_agent_v1_ListConnectorAccountsResponse, ListConnectorAccountsResponse__Output as _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorAccountsResponse';
import type { ListConnectorActionsRequest as _svc_workflows_agent_v1_ListConnectorActionsRequest, ListConnectorActionsRequest__Output as _svc_workflows_agent_v1_ListConnectorActionsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorActionsRequest';
import type { ListConnectorActionsResponse as _svc_workflows_agent_v1_ListConnectorActionsResponse, ListConnectorActionsResponse__Output as _svc_workflows_agent_v1_ListConnectorActionsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorActionsResponse';
import type { ListConnectorAppsRequest as _svc_workflows_agent_v1_ListConnectorAppsRequest, ListConnectorAppsRequest__Output as _svc_workflows_agent_v1_ListConnectorAppsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorAppsRequest';
import type { ListConnectorAppsResponse as _svc_workflows_agent_v1_ListConnectorAppsResponse, ListConnectorAppsResponse__Output as _svc_workflows_agent_v1_ListConnectorAppsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorAppsResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from '../../../svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from '../../../svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListIntegrationRunsRequest as _svc_workflows_agent_v1_ListIntegrationRunsRequest, ListIntegrationRunsRequest__Output as _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output } from '../../../svc/workflows_agent/v1/ListIntegrationRunsRequest';
import type { ListIntegrationRunsResponse as _svc_workflows_agent_v1_ListIntegrationRunsResponse, ListIntegrationRunsResponse__Output as _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output } from '../../../svc/workflows_agent/v1/ListIntegrationRunsResponse';
import type { ListIntegrationsRequest as _svc_workflows_agent_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _svc_workflows_agent_v1_ListIntegrationsRequest__Output } from '../../../svc/workflows_agent/v1/ListIntegrationsRequest';
import type { ListIntegrationsResponse as _svc_workflows_agent_v1_ListIntegrationsResponse, ListIntegrationsResponse__Output as _svc_workflows_agent_v1_ListIntegrationsResponse__Output } from '../../../svc/workflows_agent/v1/ListIntegrationsResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ReloadConnectorPropsRequest as _svc_workflows_agent_v1_ReloadConnectorPropsRequest, ReloadConnectorPropsRequest__Output as _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output } from '../../../svc/workflows_agent/v1/ReloadConnectorPropsRequest';
import type { ReloadConnectorPropsResponse as _svc_workflows_agent_v1_ReloadConnectorPropsResponse, ReloadConnectorPropsResponse__Output as _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output } from '../../../svc/workflows_agent/v1/ReloadConnectorPropsResponse';
import type { UpdateIntegrationRequest as _svc_workflows_agent_v1_UpdateIntegrationRequest, UpdateIntegrationRequest__Output as _svc_workflows_agent_v1_UpdateIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/UpdateIntegrationRequest';

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceClient extends grpc.Client {
  /**
   * POST /integrations/actions/{action_id}/configure_prop
   */
  ConfigureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  ConfigureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  ConfigureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  ConfigureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /integrations/actions/{action_id}/configure_prop
   */
  configureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  configureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  configureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  configureConnectorProp(argument: _svc_workflows_agent_v1_ConfigureConnectorPropRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /integrations/connect_token
   */
  CreateConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /integrations/connect_token
   */
  createConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  createConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  createConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  createConnectToken(argument: _svc_workflows_agent_v1_CreateConnectTokenRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_CreateConnectTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Integrations (spec 2.4, 4.3, decision 0701). POST /integrations
   */
  CreateIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  CreateIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  CreateIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  CreateIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Integrations (spec 2.4, 4.3, decision 0701). POST /integrations
   */
  createIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  createIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  createIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  createIntegration(argument: _svc_workflows_agent_v1_CreateIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /db/{table}: delete the rows matching the filters.
   */
  DbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /db/{table}: delete the rows matching the filters.
   */
  dbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbDelete(argument: _svc_workflows_agent_v1_DbDeleteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /db/{table}/{id}
   */
  DbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  DbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  DbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  DbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /db/{table}/{id}
   */
  dbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  dbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  dbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  dbGetRow(argument: _svc_workflows_agent_v1_DbGetRowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /db/{table}: one row or many; creates the table on first use.
   */
  DbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /db/{table}: one row or many; creates the table on first use.
   */
  dbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbInsert(argument: _svc_workflows_agent_v1_DbWriteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Table store (spec 4.7, decision 0700). GET /db/{table}
   */
  DbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Table store (spec 4.7, decision 0700). GET /db/{table}
   */
  dbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbSelect(argument: _svc_workflows_agent_v1_DbSelectRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /db/{table}: merge into every row matching the filters.
   */
  DbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /db/{table}: merge into every row matching the filters.
   */
  dbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpdate(argument: _svc_workflows_agent_v1_DbUpdateRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PUT /db/{table}: upsert by eq filters or on_conflict.
   */
  DbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  DbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PUT /db/{table}: upsert by eq filters or on_conflict.
   */
  dbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  dbUpsert(argument: _svc_workflows_agent_v1_DbWriteRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DbRowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /integrations/accounts/{account_id}: disconnects the account at the connector.
   */
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /integrations/accounts/{account_id}: disconnects the account at the connector.
   */
  deleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /database_tables/{table}
   */
  DeleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  DeleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  DeleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  DeleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /database_tables/{table}
   */
  deleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  deleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  deleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  deleteDbTable(argument: _svc_workflows_agent_v1_DeleteDbTableRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteDbTableResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /integrations/{id}
   */
  DeleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /integrations/{id}
   */
  deleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/actions/{action_id}/schema
   */
  GetConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  GetConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  GetConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  GetConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/actions/{action_id}/schema
   */
  getConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  getConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  getConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  getConnectorActionSchema(argument: _svc_workflows_agent_v1_ConnectorActionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /database_tables/{table}
   */
  GetDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  GetDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  GetDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  GetDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /database_tables/{table}
   */
  getDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  getDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  getDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  getDbTable(argument: _svc_workflows_agent_v1_GetDbTableRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetDbTableResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/{id}
   */
  GetIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/{id}
   */
  getIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _svc_workflows_agent_v1_IntegrationIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /workflow_executions/{id}
   */
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflow_executions/{id}
   */
  getWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  getWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  getWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  getWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /integrations/{id}/invoke; also the workflow node and the agent tool (source).
   */
  InvokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  InvokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  InvokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  InvokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /integrations/{id}/invoke; also the workflow node and the agent tool (source).
   */
  invokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  invokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  invokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  invokeIntegration(argument: _svc_workflows_agent_v1_InvokeIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_InvokeIntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/accounts
   */
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/accounts
   */
  listConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/actions
   */
  ListConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/actions
   */
  listConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorActions(argument: _svc_workflows_agent_v1_ListConnectorActionsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorActionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/apps
   */
  ListConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/apps
   */
  listConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  listConnectorApps(argument: _svc_workflows_agent_v1_ListConnectorAppsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAppsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /database_tables
   */
  ListDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  ListDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  ListDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  ListDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /database_tables
   */
  listDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  listDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  listDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  listDbTables(argument: _svc_workflows_agent_v1_ListDbTablesRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListDbTablesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations/{id}/runs
   */
  ListIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations/{id}/runs
   */
  listIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrationRuns(argument: _svc_workflows_agent_v1_ListIntegrationRunsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integrations (newest first)
   */
  ListIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integrations (newest first)
   */
  listIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _svc_workflows_agent_v1_ListIntegrationsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /provider_models
   */
  ListProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  ListProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  ListProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  ListProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /provider_models
   */
  listProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  listProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  listProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  listProviderModels(argument: _svc_workflows_agent_v1_ListProviderModelsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderModelsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /integrations/actions/{action_id}/reload_props
   */
  ReloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  ReloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  ReloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  ReloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /integrations/actions/{action_id}/reload_props
   */
  reloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  reloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  reloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  reloadConnectorProps(argument: _svc_workflows_agent_v1_ReloadConnectorPropsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /integrations/{id}
   */
  UpdateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  UpdateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  UpdateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  UpdateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /integrations/{id}
   */
  updateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  updateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  updateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  updateIntegration(argument: _svc_workflows_agent_v1_UpdateIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_IntegrationResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /integrations/actions/{action_id}/configure_prop
   */
  ConfigureConnectorProp: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output, _svc_workflows_agent_v1_ConfigureConnectorPropResponse>;
  
  /**
   * POST /integrations/connect_token
   */
  CreateConnectToken: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateConnectTokenRequest__Output, _svc_workflows_agent_v1_CreateConnectTokenResponse>;
  
  /**
   * Integrations (spec 2.4, 4.3, decision 0701). POST /integrations
   */
  CreateIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
  /**
   * DELETE /db/{table}: delete the rows matching the filters.
   */
  DbDelete: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbDeleteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse>;
  
  /**
   * GET /db/{table}/{id}
   */
  DbGetRow: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbGetRowRequest__Output, _svc_workflows_agent_v1_DbRowResponse>;
  
  /**
   * POST /db/{table}: one row or many; creates the table on first use.
   */
  DbInsert: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse>;
  
  /**
   * Table store (spec 4.7, decision 0700). GET /db/{table}
   */
  DbSelect: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbSelectRequest__Output, _svc_workflows_agent_v1_DbRowsResponse>;
  
  /**
   * PATCH /db/{table}: merge into every row matching the filters.
   */
  DbUpdate: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbUpdateRequest__Output, _svc_workflows_agent_v1_DbRowsResponse>;
  
  /**
   * PUT /db/{table}: upsert by eq filters or on_conflict.
   */
  DbUpsert: grpc.handleUnaryCall<_svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse>;
  
  /**
   * DELETE /integrations/accounts/{account_id}: disconnects the account at the connector.
   */
  DeleteConnectorAccount: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConnectorAccountIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse>;
  
  /**
   * DELETE /database_tables/{table}
   */
  DeleteDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse>;
  
  /**
   * DELETE /integrations/{id}
   */
  DeleteIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse>;
  
  /**
   * GET /integrations/actions/{action_id}/schema
   */
  GetConnectorActionSchema: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConnectorActionRequest__Output, _svc_workflows_agent_v1_ConnectorActionSchemaResponse>;
  
  /**
   * GET /database_tables/{table}
   */
  GetDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse>;
  
  /**
   * GET /integrations/{id}
   */
  GetIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
  /**
   * GET /workflow_executions/{id}
   */
  GetWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse>;
  
  /**
   * POST /integrations/{id}/invoke; also the workflow node and the agent tool (source).
   */
  InvokeIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_InvokeIntegrationRequest__Output, _svc_workflows_agent_v1_InvokeIntegrationResponse>;
  
  /**
   * GET /integrations/accounts
   */
  ListConnectorAccounts: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListConnectorAccountsRequest__Output, _svc_workflows_agent_v1_ListConnectorAccountsResponse>;
  
  /**
   * GET /integrations/actions
   */
  ListConnectorActions: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListConnectorActionsRequest__Output, _svc_workflows_agent_v1_ListConnectorActionsResponse>;
  
  /**
   * GET /integrations/apps
   */
  ListConnectorApps: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListConnectorAppsRequest__Output, _svc_workflows_agent_v1_ListConnectorAppsResponse>;
  
  /**
   * GET /database_tables
   */
  ListDbTables: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListDbTablesRequest__Output, _svc_workflows_agent_v1_ListDbTablesResponse>;
  
  /**
   * GET /integrations/{id}/runs
   */
  ListIntegrationRuns: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListIntegrationRunsRequest__Output, _svc_workflows_agent_v1_ListIntegrationRunsResponse>;
  
  /**
   * GET /integrations (newest first)
   */
  ListIntegrations: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListIntegrationsRequest__Output, _svc_workflows_agent_v1_ListIntegrationsResponse>;
  
  /**
   * GET /provider_models
   */
  ListProviderModels: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse>;
  
  /**
   * POST /integrations/actions/{action_id}/reload_props
   */
  ReloadConnectorProps: grpc.handleUnaryCall<_svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output, _svc_workflows_agent_v1_ReloadConnectorPropsResponse>;
  
  /**
   * PATCH /integrations/{id}
   */
  UpdateIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_UpdateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
}

export interface WorkflowsAgentServiceDefinition extends grpc.ServiceDefinition {
  ConfigureConnectorProp: MethodDefinition<_svc_workflows_agent_v1_ConfigureConnectorPropRequest, _svc_workflows_agent_v1_ConfigureConnectorPropResponse, _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output, _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>
  CreateConnectToken: MethodDefinition<_svc_workflows_agent_v1_CreateConnectTokenRequest, _svc_workflows_agent_v1_CreateConnectTokenResponse, _svc_workflows_agent_v1_CreateConnectTokenRequest__Output, _svc_workflows_agent_v1_CreateConnectTokenResponse__Output>
  CreateIntegration: MethodDefinition<_svc_workflows_agent_v1_CreateIntegrationRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_CreateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
  DbDelete: MethodDefinition<_svc_workflows_agent_v1_DbDeleteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbDeleteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbGetRow: MethodDefinition<_svc_workflows_agent_v1_DbGetRowRequest, _svc_workflows_agent_v1_DbRowResponse, _svc_workflows_agent_v1_DbGetRowRequest__Output, _svc_workflows_agent_v1_DbRowResponse__Output>
  DbInsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbSelect: MethodDefinition<_svc_workflows_agent_v1_DbSelectRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbSelectRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpdate: MethodDefinition<_svc_workflows_agent_v1_DbUpdateRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbUpdateRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DeleteConnectorAccount: MethodDefinition<_svc_workflows_agent_v1_ConnectorAccountIdRequest, _svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
  DeleteDbTable: MethodDefinition<_svc_workflows_agent_v1_DeleteDbTableRequest, _svc_workflows_agent_v1_DeleteDbTableResponse, _svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse__Output>
  DeleteIntegration: MethodDefinition<_svc_workflows_agent_v1_IntegrationIdRequest, _svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
  GetConnectorActionSchema: MethodDefinition<_svc_workflows_agent_v1_ConnectorActionRequest, _svc_workflows_agent_v1_ConnectorActionSchemaResponse, _svc_workflows_agent_v1_ConnectorActionRequest__Output, _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>
  GetDbTable: MethodDefinition<_svc_workflows_agent_v1_GetDbTableRequest, _svc_workflows_agent_v1_GetDbTableResponse, _svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse__Output>
  GetIntegration: MethodDefinition<_svc_workflows_agent_v1_IntegrationIdRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
  GetWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
  InvokeIntegration: MethodDefinition<_svc_workflows_agent_v1_InvokeIntegrationRequest, _svc_workflows_agent_v1_InvokeIntegrationResponse, _svc_workflows_agent_v1_InvokeIntegrationRequest__Output, _svc_workflows_agent_v1_InvokeIntegrationResponse__Output>
  ListConnectorAccounts: MethodDefinition<_svc_workflows_agent_v1_ListConnectorAccountsRequest, _svc_workflows_agent_v1_ListConnectorAccountsResponse, _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output, _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>
  ListConnectorActions: MethodDefinition<_svc_workflows_agent_v1_ListConnectorActionsRequest, _svc_workflows_agent_v1_ListConnectorActionsResponse, _svc_workflows_agent_v1_ListConnectorActionsRequest__Output, _svc_workflows_agent_v1_ListConnectorActionsResponse__Output>
  ListConnectorApps: MethodDefinition<_svc_workflows_agent_v1_ListConnectorAppsRequest, _svc_workflows_agent_v1_ListConnectorAppsResponse, _svc_workflows_agent_v1_ListConnectorAppsRequest__Output, _svc_workflows_agent_v1_ListConnectorAppsResponse__Output>
  ListDbTables: MethodDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesRequest__Output, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
  ListIntegrationRuns: MethodDefinition<_svc_workflows_agent_v1_ListIntegrationRunsRequest, _svc_workflows_agent_v1_ListIntegrationRunsResponse, _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output, _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>
  ListIntegrations: MethodDefinition<_svc_workflows_agent_v1_ListIntegrationsRequest, _svc_workflows_agent_v1_ListIntegrationsResponse, _svc_workflows_agent_v1_ListIntegrationsRequest__Output, _svc_workflows_agent_v1_ListIntegrationsResponse__Output>
  ListProviderModels: MethodDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
  ReloadConnectorProps: MethodDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsRequest, _svc_workflows_agent_v1_ReloadConnectorPropsResponse, _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output, _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>
  UpdateIntegration: MethodDefinition<_svc_workflows_agent_v1_UpdateIntegrationRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_UpdateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
}
