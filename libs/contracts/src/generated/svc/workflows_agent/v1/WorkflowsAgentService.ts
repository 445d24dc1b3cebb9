// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DbDeleteRequest as _svc_workflows_agent_v1_DbDeleteRequest, DbDeleteRequest__Output as _svc_workflows_agent_v1_DbDeleteRequest__Output } from '../../../svc/workflows_agent/v1/DbDeleteRequest';
import type { DbGetRowRequest as _svc_workflows_agent_v1_DbGetRowRequest, DbGetRowRequest__Output as _svc_workflows_agent_v1_DbGetRowRequest__Output } from '../../../svc/workflows_agent/v1/DbGetRowRequest';
import type { DbRowResponse as _svc_workflows_agent_v1_DbRowResponse, DbRowResponse__Output as _svc_workflows_agent_v1_DbRowResponse__Output } from '../../../svc/workflows_agent/v1/DbRowResponse';
import type { DbRowsResponse as _svc_workflows_agent_v1_DbRowsResponse, DbRowsResponse__Output as _svc_workflows_agent_v1_DbRowsResponse__Output } from '../../../svc/workflows_agent/v1/DbRowsResponse';
import type { DbSelectRequest as _svc_workflows_agent_v1_DbSelectRequest, DbSelectRequest__Output as _svc_workflows_agent_v1_DbSelectRequest__Output } from '../../../svc/workflows_agent/v1/DbSelectRequest';
import type { DbUpdateRequest as _svc_workflows_agent_v1_DbUpdateRequest, DbUpdateRequest__Output as _svc_workflows_agent_v1_DbUpdateRequest__Output } from '../../../svc/workflows_agent/v1/DbUpdateRequest';
import type { DbWriteRequest as _svc_workflows_agent_v1_DbWriteRequest, DbWriteRequest__Output as _svc_workflows_agent_v1_DbWriteRequest__Output } from '../../../svc/workflows_agent/v1/DbWriteRequest';
import type { DeleteDbTableRequest as _svc_workflows_agent_v1_DeleteDbTableRequest, DeleteDbTableRequest__Output as _svc_workflows_agent_v1_DeleteDbTableRequest__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableRequest';
import type { DeleteDbTableResponse as _svc_workflows_agent_v1_DeleteDbTableResponse, DeleteDbTableResponse__Output as _svc_workflows_agent_v1_DeleteDbTableResponse__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableResponse';
import type { GetDbTableRequest as _svc_workflows_agent_v1_GetDbTableRequest, GetDbTableRequest__Output as _svc_workflows_agent_v1_GetDbTableRequest__Output } from '../../../svc/workflows_agent/v1/GetDbTableRequest';
import type { GetDbTableResponse as _svc_workflows_agent_v1_GetDbTableResponse, GetDbTableResponse__Output as _svc_workflows_agent_v1_GetDbTableResponse__Output } from '../../../svc/workflows_agent/v1/GetDbTableResponse';
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from '../../../svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from '../../../svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsResponse';

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceClient extends grpc.Client {
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
  
}

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceHandlers extends grpc.UntypedServiceImplementation {
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
   * DELETE /database_tables/{table}
   */
  DeleteDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse>;
  
  /**
   * GET /database_tables/{table}
   */
  GetDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse>;
  
  /**
   * GET /workflow_executions/{id}
   */
  GetWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse>;
  
  /**
   * GET /database_tables
   */
  ListDbTables: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListDbTablesRequest__Output, _svc_workflows_agent_v1_ListDbTablesResponse>;
  
  /**
   * GET /provider_models
   */
  ListProviderModels: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse>;
  
}

export interface WorkflowsAgentServiceDefinition extends grpc.ServiceDefinition {
  DbDelete: MethodDefinition<_svc_workflows_agent_v1_DbDeleteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbDeleteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbGetRow: MethodDefinition<_svc_workflows_agent_v1_DbGetRowRequest, _svc_workflows_agent_v1_DbRowResponse, _svc_workflows_agent_v1_DbGetRowRequest__Output, _svc_workflows_agent_v1_DbRowResponse__Output>
  DbInsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbSelect: MethodDefinition<_svc_workflows_agent_v1_DbSelectRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbSelectRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpdate: MethodDefinition<_svc_workflows_agent_v1_DbUpdateRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbUpdateRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DeleteDbTable: MethodDefinition<_svc_workflows_agent_v1_DeleteDbTableRequest, _svc_workflows_agent_v1_DeleteDbTableResponse, _svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse__Output>
  GetDbTable: MethodDefinition<_svc_workflows_agent_v1_GetDbTableRequest, _svc_workflows_agent_v1_GetDbTableResponse, _svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse__Output>
  GetWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
  ListDbTables: MethodDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesRequest__Output, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
  ListProviderModels: MethodDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
}
