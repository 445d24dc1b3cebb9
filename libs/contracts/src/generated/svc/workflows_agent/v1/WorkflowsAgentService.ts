// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AgentRunDecisionRequest as _svc_workflows_agent_v1_AgentRunDecisionRequest, AgentRunDecisionRequest__Output as _svc_workflows_agent_v1_AgentRunDecisionRequest__Output } from '../../../svc/workflows_agent/v1/AgentRunDecisionRequest';
import type { AgentRunIdRequest as _svc_workflows_agent_v1_AgentRunIdRequest, AgentRunIdRequest__Output as _svc_workflows_agent_v1_AgentRunIdRequest__Output } from '../../../svc/workflows_agent/v1/AgentRunIdRequest';
import type { AgentRunResponse as _svc_workflows_agent_v1_AgentRunResponse, AgentRunResponse__Output as _svc_workflows_agent_v1_AgentRunResponse__Output } from '../../../svc/workflows_agent/v1/AgentRunResponse';
import type { ConfigureConnectorPropRequest as _svc_workflows_agent_v1_ConfigureConnectorPropRequest, ConfigureConnectorPropRequest__Output as _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output } from '../../../svc/workflows_agent/v1/ConfigureConnectorPropRequest';
import type { ConfigureConnectorPropResponse as _svc_workflows_agent_v1_ConfigureConnectorPropResponse, ConfigureConnectorPropResponse__Output as _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output } from '../../../svc/workflows_agent/v1/ConfigureConnectorPropResponse';
import type { ConnectorAccountIdRequest as _svc_workflows_agent_v1_ConnectorAccountIdRequest, ConnectorAccountIdRequest__Output as _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output } from '../../../svc/workflows_agent/v1/ConnectorAccountIdRequest';
import type { ConnectorActionRequest as _svc_workflows_agent_v1_ConnectorActionRequest, ConnectorActionRequest__Output as _svc_workflows_agent_v1_ConnectorActionRequest__Output } from '../../../svc/workflows_agent/v1/ConnectorActionRequest';
import type { ConnectorActionSchemaResponse as _svc_workflows_agent_v1_ConnectorActionSchemaResponse, ConnectorActionSchemaResponse__Output as _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output } from '../../../svc/workflows_agent/v1/ConnectorActionSchemaResponse';
import type { CountOpenFindingsRequest as _svc_workflows_agent_v1_CountOpenFindingsRequest, CountOpenFindingsRequest__Output as _svc_workflows_agent_v1_CountOpenFindingsRequest__Output } from '../../../svc/workflows_agent/v1/CountOpenFindingsRequest';
import type { CountOpenFindingsResponse as _svc_workflows_agent_v1_CountOpenFindingsResponse, CountOpenFindingsResponse__Output as _svc_workflows_agent_v1_CountOpenFindingsResponse__Output } from '../../../svc/workflows_agent/v1/CountOpenFindingsResponse';
import type { CreateAgentRunRequest as _svc_workflows_agent_v1_CreateAgentRunRequest, CreateAgentRunRequest__Output as _svc_workflows_agent_v1_CreateAgentRunRequest__Output } from '../../../svc/workflows_agent/v1/CreateAgentRunRequest';
import type { CreateConnectTokenRequest as _svc_workflows_agent_v1_CreateConnectTokenRequest, CreateConnectTokenRequest__Output as _svc_workflows_agent_v1_CreateConnectTokenRequest__Output } from '../../../svc/workflows_agent/v1/CreateConnectTokenRequest';
import type { CreateConnectTokenResponse as _svc_workflows_agent_v1_CreateConnectTokenResponse, CreateConnectTokenResponse__Output as _svc_workflows_agent_v1_CreateConnectTokenResponse__Output } from '../../../svc/workflows_agent/v1/CreateConnectTokenResponse';
import type { CreateIntegrationRequest as _svc_workflows_agent_v1_CreateIntegrationRequest, CreateIntegrationRequest__Output as _svc_workflows_agent_v1_CreateIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/CreateIntegrationRequest';
import type { CreateProjectEventRequest as _svc_workflows_agent_v1_CreateProjectEventRequest, CreateProjectEventRequest__Output as _svc_workflows_agent_v1_CreateProjectEventRequest__Output } from '../../../svc/workflows_agent/v1/CreateProjectEventRequest';
import type { CreateWorkflowRequest as _svc_workflows_agent_v1_CreateWorkflowRequest, CreateWorkflowRequest__Output as _svc_workflows_agent_v1_CreateWorkflowRequest__Output } from '../../../svc/workflows_agent/v1/CreateWorkflowRequest';
import type { CreateWorkflowTriggerRequest as _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, CreateWorkflowTriggerRequest__Output as _svc_workflows_agent_v1_CreateWorkflowTriggerRequest__Output } from '../../../svc/workflows_agent/v1/CreateWorkflowTriggerRequest';
import type { DbDeleteRequest as _svc_workflows_agent_v1_DbDeleteRequest, DbDeleteRequest__Output as _svc_workflows_agent_v1_DbDeleteRequest__Output } from '../../../svc/workflows_agent/v1/DbDeleteRequest';
import type { DbGetRowRequest as _svc_workflows_agent_v1_DbGetRowRequest, DbGetRowRequest__Output as _svc_workflows_agent_v1_DbGetRowRequest__Output } from '../../../svc/workflows_agent/v1/DbGetRowRequest';
import type { DbRowResponse as _svc_workflows_agent_v1_DbRowResponse, DbRowResponse__Output as _svc_workflows_agent_v1_DbRowResponse__Output } from '../../../svc/workflows_agent/v1/DbRowResponse';
import type { DbRowsResponse as _svc_workflows_agent_v1_DbRowsResponse, DbRowsResponse__Output as _svc_workflows_agent_v1_DbRowsResponse__Output } from '../../../svc/workflows_agent/v1/DbRowsResponse';
import type { DbSelectRequest as _svc_workflows_agent_v1_DbSelectRequest, DbSelectRequest__Output as _svc_workflows_agent_v1_DbSelectRequest__Output } from '../../../svc/workflows_agent/v1/DbSelectRequest';
import type { DbUpdateRequest as _svc_workflows_agent_v1_DbUpdateRequest, DbUpdateRequest__Output as _svc_workflows_agent_v1_DbUpdateRequest__Output } from '../../../svc/workflows_agent/v1/DbUpdateRequest';
import type { DbWriteRequest as _svc_workflows_agent_v1_DbWriteRequest, DbWriteRequest__Output as _svc_workflows_agent_v1_DbWriteRequest__Output } from '../../../svc/workflows_agent/v1/DbWriteRequest';
import type { DeleteDbTableRequest as _svc_workflows_agent_v1_DeleteDbTableRequest, DeleteDbTableRequest__Output as _svc_workflows_agent_v1_DeleteDbTableRequest__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableRequest';
import type { DeleteDbTableResponse as _svc_workflows_agent_v1_DeleteDbTableResponse, DeleteDbTableResponse__Output as _svc_workflows_agent_v1_DeleteDbTableResponse__Output } from '../../../svc/workflows_agent/v1/DeleteDbTableResponse';
import type { DeleteIntegrationRequest as _svc_workflows_agent_v1_DeleteIntegrationRequest, DeleteIntegrationRequest__Output as _svc_workflows_agent_v1_DeleteIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/DeleteIntegrationRequest';
import type { DeleteIntegrationResponse as _svc_workflows_agent_v1_DeleteIntegrationResponse, DeleteIntegrationResponse__Output as _svc_workflows_agent_v1_DeleteIntegrationResponse__Output } from '../../../svc/workflows_agent/v1/DeleteIntegrationResponse';
import type { DeleteProviderKeyRequest as _svc_workflows_agent_v1_DeleteProviderKeyRequest, DeleteProviderKeyRequest__Output as _svc_workflows_agent_v1_DeleteProviderKeyRequest__Output } from '../../../svc/workflows_agent/v1/DeleteProviderKeyRequest';
import type { DeleteProviderKeyResponse as _svc_workflows_agent_v1_DeleteProviderKeyResponse, DeleteProviderKeyResponse__Output as _svc_workflows_agent_v1_DeleteProviderKeyResponse__Output } from '../../../svc/workflows_agent/v1/DeleteProviderKeyResponse';
import type { DeleteWorkflowTriggerResponse as _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse, DeleteWorkflowTriggerResponse__Output as _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output } from '../../../svc/workflows_agent/v1/DeleteWorkflowTriggerResponse';
import type { DismissFindingRequest as _svc_workflows_agent_v1_DismissFindingRequest, DismissFindingRequest__Output as _svc_workflows_agent_v1_DismissFindingRequest__Output } from '../../../svc/workflows_agent/v1/DismissFindingRequest';
import type { FindingEvidenceResponse as _svc_workflows_agent_v1_FindingEvidenceResponse, FindingEvidenceResponse__Output as _svc_workflows_agent_v1_FindingEvidenceResponse__Output } from '../../../svc/workflows_agent/v1/FindingEvidenceResponse';
import type { FindingIdRequest as _svc_workflows_agent_v1_FindingIdRequest, FindingIdRequest__Output as _svc_workflows_agent_v1_FindingIdRequest__Output } from '../../../svc/workflows_agent/v1/FindingIdRequest';
import type { FindingResponse as _svc_workflows_agent_v1_FindingResponse, FindingResponse__Output as _svc_workflows_agent_v1_FindingResponse__Output } from '../../../svc/workflows_agent/v1/FindingResponse';
import type { GetConversationOwnerRequest as _svc_workflows_agent_v1_GetConversationOwnerRequest, GetConversationOwnerRequest__Output as _svc_workflows_agent_v1_GetConversationOwnerRequest__Output } from '../../../svc/workflows_agent/v1/GetConversationOwnerRequest';
import type { GetConversationOwnerResponse as _svc_workflows_agent_v1_GetConversationOwnerResponse, GetConversationOwnerResponse__Output as _svc_workflows_agent_v1_GetConversationOwnerResponse__Output } from '../../../svc/workflows_agent/v1/GetConversationOwnerResponse';
import type { GetDbTableRequest as _svc_workflows_agent_v1_GetDbTableRequest, GetDbTableRequest__Output as _svc_workflows_agent_v1_GetDbTableRequest__Output } from '../../../svc/workflows_agent/v1/GetDbTableRequest';
import type { GetDbTableResponse as _svc_workflows_agent_v1_GetDbTableResponse, GetDbTableResponse__Output as _svc_workflows_agent_v1_GetDbTableResponse__Output } from '../../../svc/workflows_agent/v1/GetDbTableResponse';
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { IntegrationIdRequest as _svc_workflows_agent_v1_IntegrationIdRequest, IntegrationIdRequest__Output as _svc_workflows_agent_v1_IntegrationIdRequest__Output } from '../../../svc/workflows_agent/v1/IntegrationIdRequest';
import type { IntegrationResponse as _svc_workflows_agent_v1_IntegrationResponse, IntegrationResponse__Output as _svc_workflows_agent_v1_IntegrationResponse__Output } from '../../../svc/workflows_agent/v1/IntegrationResponse';
import type { InvokeIntegrationRequest as _svc_workflows_agent_v1_InvokeIntegrationRequest, InvokeIntegrationRequest__Output as _svc_workflows_agent_v1_InvokeIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/InvokeIntegrationRequest';
import type { InvokeIntegrationResponse as _svc_workflows_agent_v1_InvokeIntegrationResponse, InvokeIntegrationResponse__Output as _svc_workflows_agent_v1_InvokeIntegrationResponse__Output } from '../../../svc/workflows_agent/v1/InvokeIntegrationResponse';
import type { ListAgentRunStepsResponse as _svc_workflows_agent_v1_ListAgentRunStepsResponse, ListAgentRunStepsResponse__Output as _svc_workflows_agent_v1_ListAgentRunStepsResponse__Output } from '../../../svc/workflows_agent/v1/ListAgentRunStepsResponse';
import type { ListAgentRunsRequest as _svc_workflows_agent_v1_ListAgentRunsRequest, ListAgentRunsRequest__Output as _svc_workflows_agent_v1_ListAgentRunsRequest__Output } from '../../../svc/workflows_agent/v1/ListAgentRunsRequest';
import type { ListAgentRunsResponse as _svc_workflows_agent_v1_ListAgentRunsResponse, ListAgentRunsResponse__Output as _svc_workflows_agent_v1_ListAgentRunsResponse__Output } from '../../../svc/workflows_agent/v1/ListAgentRunsResponse';
import type { ListConnectorAccountsRequest as _svc_workflows_agent_v1_ListConnectorAccountsRequest, ListConnectorAccountsRequest__Output as _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorAccountsRequest';
import type { ListConnectorAccountsResponse as _svc_workflows_agent_v1_ListConnectorAccountsResponse, ListConnectorAccountsResponse__Output as _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorAccountsResponse';
import type { ListConnectorActionsRequest as _svc_workflows_agent_v1_ListConnectorActionsRequest, ListConnectorActionsRequest__Output as _svc_workflows_agent_v1_ListConnectorActionsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorActionsRequest';
import type { ListConnectorActionsResponse as _svc_workflows_agent_v1_ListConnectorActionsResponse, ListConnectorActionsResponse__Output as _svc_workflows_agent_v1_ListConnectorActionsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorActionsResponse';
import type { ListConnectorAppsRequest as _svc_workflows_agent_v1_ListConnectorAppsRequest, ListConnectorAppsRequest__Output as _svc_workflows_agent_v1_ListConnectorAppsRequest__Output } from '../../../svc/workflows_agent/v1/ListConnectorAppsRequest';
import type { ListConnectorAppsResponse as _svc_workflows_agent_v1_ListConnectorAppsResponse, ListConnectorAppsResponse__Output as _svc_workflows_agent_v1_ListConnectorAppsResponse__Output } from '../../../svc/workflows_agent/v1/ListConnectorAppsResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from '../../../svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from '../../../svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListFindingsRequest as _svc_workflows_agent_v1_ListFindingsRequest, ListFindingsRequest__Output as _svc_workflows_agent_v1_ListFindingsRequest__Output } from '../../../svc/workflows_agent/v1/ListFindingsRequest';
import type { ListFindingsResponse as _svc_workflows_agent_v1_ListFindingsResponse, ListFindingsResponse__Output as _svc_workflows_agent_v1_ListFindingsResponse__Output } from '../../../svc/workflows_agent/v1/ListFindingsResponse';
import type { ListIntegrationRunsRequest as _svc_workflows_agent_v1_ListIntegrationRunsRequest, ListIntegrationRunsRequest__Output as _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output } from '../../../svc/workflows_agent/v1/ListIntegrationRunsRequest';
import type { ListIntegrationRunsResponse as _svc_workflows_agent_v1_ListIntegrationRunsResponse, ListIntegrationRunsResponse__Output as _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output } from '../../../svc/workflows_agent/v1/ListIntegrationRunsResponse';
import type { ListIntegrationsRequest as _svc_workflows_agent_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _svc_workflows_agent_v1_ListIntegrationsRequest__Output } from '../../../svc/workflows_agent/v1/ListIntegrationsRequest';
import type { ListIntegrationsResponse as _svc_workflows_agent_v1_ListIntegrationsResponse, ListIntegrationsResponse__Output as _svc_workflows_agent_v1_ListIntegrationsResponse__Output } from '../../../svc/workflows_agent/v1/ListIntegrationsResponse';
import type { ListProjectEventsRequest as _svc_workflows_agent_v1_ListProjectEventsRequest, ListProjectEventsRequest__Output as _svc_workflows_agent_v1_ListProjectEventsRequest__Output } from '../../../svc/workflows_agent/v1/ListProjectEventsRequest';
import type { ListProjectEventsResponse as _svc_workflows_agent_v1_ListProjectEventsResponse, ListProjectEventsResponse__Output as _svc_workflows_agent_v1_ListProjectEventsResponse__Output } from '../../../svc/workflows_agent/v1/ListProjectEventsResponse';
import type { ListProviderKeysRequest as _svc_workflows_agent_v1_ListProviderKeysRequest, ListProviderKeysRequest__Output as _svc_workflows_agent_v1_ListProviderKeysRequest__Output } from '../../../svc/workflows_agent/v1/ListProviderKeysRequest';
import type { ListProviderKeysResponse as _svc_workflows_agent_v1_ListProviderKeysResponse, ListProviderKeysResponse__Output as _svc_workflows_agent_v1_ListProviderKeysResponse__Output } from '../../../svc/workflows_agent/v1/ListProviderKeysResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ListWorkflowExecutionEventsRequest as _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, ListWorkflowExecutionEventsRequest__Output as _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest__Output } from '../../../svc/workflows_agent/v1/ListWorkflowExecutionEventsRequest';
import type { ListWorkflowExecutionEventsResponse as _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse, ListWorkflowExecutionEventsResponse__Output as _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output } from '../../../svc/workflows_agent/v1/ListWorkflowExecutionEventsResponse';
import type { ListWorkflowExecutionsRequest as _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, ListWorkflowExecutionsRequest__Output as _svc_workflows_agent_v1_ListWorkflowExecutionsRequest__Output } from '../../../svc/workflows_agent/v1/ListWorkflowExecutionsRequest';
import type { ListWorkflowExecutionsResponse as _svc_workflows_agent_v1_ListWorkflowExecutionsResponse, ListWorkflowExecutionsResponse__Output as _svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output } from '../../../svc/workflows_agent/v1/ListWorkflowExecutionsResponse';
import type { ListWorkflowsRequest as _svc_workflows_agent_v1_ListWorkflowsRequest, ListWorkflowsRequest__Output as _svc_workflows_agent_v1_ListWorkflowsRequest__Output } from '../../../svc/workflows_agent/v1/ListWorkflowsRequest';
import type { ListWorkflowsResponse as _svc_workflows_agent_v1_ListWorkflowsResponse, ListWorkflowsResponse__Output as _svc_workflows_agent_v1_ListWorkflowsResponse__Output } from '../../../svc/workflows_agent/v1/ListWorkflowsResponse';
import type { ListWorkflowsUsingReferenceRequest as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, ListWorkflowsUsingReferenceRequest__Output as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest__Output } from '../../../svc/workflows_agent/v1/ListWorkflowsUsingReferenceRequest';
import type { ListWorkflowsUsingReferenceResponse as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse, ListWorkflowsUsingReferenceResponse__Output as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output } from '../../../svc/workflows_agent/v1/ListWorkflowsUsingReferenceResponse';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from '../../../svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from '../../../svc/common/v1/LogSearchRequest';
import type { MarkFindingAddressedRequest as _svc_workflows_agent_v1_MarkFindingAddressedRequest, MarkFindingAddressedRequest__Output as _svc_workflows_agent_v1_MarkFindingAddressedRequest__Output } from '../../../svc/workflows_agent/v1/MarkFindingAddressedRequest';
import type { ProjectEventResponse as _svc_workflows_agent_v1_ProjectEventResponse, ProjectEventResponse__Output as _svc_workflows_agent_v1_ProjectEventResponse__Output } from '../../../svc/workflows_agent/v1/ProjectEventResponse';
import type { ProviderKeyResponse as _svc_workflows_agent_v1_ProviderKeyResponse, ProviderKeyResponse__Output as _svc_workflows_agent_v1_ProviderKeyResponse__Output } from '../../../svc/workflows_agent/v1/ProviderKeyResponse';
import type { ReloadConnectorPropsRequest as _svc_workflows_agent_v1_ReloadConnectorPropsRequest, ReloadConnectorPropsRequest__Output as _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output } from '../../../svc/workflows_agent/v1/ReloadConnectorPropsRequest';
import type { ReloadConnectorPropsResponse as _svc_workflows_agent_v1_ReloadConnectorPropsResponse, ReloadConnectorPropsResponse__Output as _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output } from '../../../svc/workflows_agent/v1/ReloadConnectorPropsResponse';
import type { ReplaceWorkflowTriggersRequest as _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, ReplaceWorkflowTriggersRequest__Output as _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest__Output } from '../../../svc/workflows_agent/v1/ReplaceWorkflowTriggersRequest';
import type { ResumeWorkflowExecutionRequest as _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, ResumeWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/ResumeWorkflowExecutionRequest';
import type { SetProviderKeyRequest as _svc_workflows_agent_v1_SetProviderKeyRequest, SetProviderKeyRequest__Output as _svc_workflows_agent_v1_SetProviderKeyRequest__Output } from '../../../svc/workflows_agent/v1/SetProviderKeyRequest';
import type { SetWorkflowStatusRequest as _svc_workflows_agent_v1_SetWorkflowStatusRequest, SetWorkflowStatusRequest__Output as _svc_workflows_agent_v1_SetWorkflowStatusRequest__Output } from '../../../svc/workflows_agent/v1/SetWorkflowStatusRequest';
import type { StartWorkflowExecutionRequest as _svc_workflows_agent_v1_StartWorkflowExecutionRequest, StartWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_StartWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/StartWorkflowExecutionRequest';
import type { UpdateIntegrationRequest as _svc_workflows_agent_v1_UpdateIntegrationRequest, UpdateIntegrationRequest__Output as _svc_workflows_agent_v1_UpdateIntegrationRequest__Output } from '../../../svc/workflows_agent/v1/UpdateIntegrationRequest';
import type { UpdateWorkflowExecutionStatusRequest as _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, UpdateWorkflowExecutionStatusRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest__Output } from '../../../svc/workflows_agent/v1/UpdateWorkflowExecutionStatusRequest';
import type { UpdateWorkflowRequest as _svc_workflows_agent_v1_UpdateWorkflowRequest, UpdateWorkflowRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowRequest__Output } from '../../../svc/workflows_agent/v1/UpdateWorkflowRequest';
import type { UpdateWorkflowTriggerRequest as _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, UpdateWorkflowTriggerRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest__Output } from '../../../svc/workflows_agent/v1/UpdateWorkflowTriggerRequest';
import type { WorkflowExecutionResponse as _svc_workflows_agent_v1_WorkflowExecutionResponse, WorkflowExecutionResponse__Output as _svc_workflows_agent_v1_WorkflowExecutionResponse__Output } from '../../../svc/workflows_agent/v1/WorkflowExecutionResponse';
import type { WorkflowIdRequest as _svc_workflows_agent_v1_WorkflowIdRequest, WorkflowIdRequest__Output as _svc_workflows_agent_v1_WorkflowIdRequest__Output } from '../../../svc/workflows_agent/v1/WorkflowIdRequest';
import type { WorkflowResponse as _svc_workflows_agent_v1_WorkflowResponse, WorkflowResponse__Output as _svc_workflows_agent_v1_WorkflowResponse__Output } from '../../../svc/workflows_agent/v1/WorkflowResponse';
import type { WorkflowTriggerIdRequest as _svc_workflows_agent_v1_WorkflowTriggerIdRequest, WorkflowTriggerIdRequest__Output as _svc_workflows_agent_v1_WorkflowTriggerIdRequest__Output } from '../../../svc/workflows_agent/v1/WorkflowTriggerIdRequest';
import type { WorkflowTriggerResponse as _svc_workflows_agent_v1_WorkflowTriggerResponse, WorkflowTriggerResponse__Output as _svc_workflows_agent_v1_WorkflowTriggerResponse__Output } from '../../../svc/workflows_agent/v1/WorkflowTriggerResponse';
import type { WorkflowTriggersResponse as _svc_workflows_agent_v1_WorkflowTriggersResponse, WorkflowTriggersResponse__Output as _svc_workflows_agent_v1_WorkflowTriggersResponse__Output } from '../../../svc/workflows_agent/v1/WorkflowTriggersResponse';

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceClient extends grpc.Client {
  /**
   * POST /agent/runs/{id}/approve and /reject: the pending tool call of a run waiting_for_approval.
   */
  ApproveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ApproveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ApproveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ApproveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /agent/runs/{id}/approve and /reject: the pending tool call of a run waiting_for_approval.
   */
  approveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  approveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  approveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  approveAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
  CancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  cancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  cancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  cancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  cancelAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
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
   * The project's open findings counted, in all and per signal (the dashboard's overview; exact, however many).
   */
  CountOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  CountOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  CountOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  CountOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The project's open findings counted, in all and per signal (the dashboard's overview; exact, however many).
   */
  countOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  countOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  countOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  countOpenFindings(argument: _svc_workflows_agent_v1_CountOpenFindingsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_CountOpenFindingsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Agents (issue 20, decisions 0730-0749). POST /agent/runs (202): validated, queued, run by the worker.
   */
  CreateAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CreateAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CreateAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  CreateAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Agents (issue 20, decisions 0730-0749). POST /agent/runs (202): validated, queued, run by the worker.
   */
  createAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  createAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  createAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  createAgentRun(argument: _svc_workflows_agent_v1_CreateAgentRunRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
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
   * Project events (issue 36 item 4, decision 0743). POST /events: validated like the emit_event node;
   * stored append-only and, in the same transaction, starts every active workflow whose project_event
   * trigger matches. A client `id` makes the post idempotent (same id and content -> the stored event).
   */
  CreateProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  CreateProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  CreateProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  CreateProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Project events (issue 36 item 4, decision 0743). POST /events: validated like the emit_event node;
   * stored append-only and, in the same transaction, starts every active workflow whose project_event
   * trigger matches. A client `id` makes the post idempotent (same id and content -> the stored event).
   */
  createProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  createProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  createProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  createProjectEvent(argument: _svc_workflows_agent_v1_CreateProjectEventRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProjectEventResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Workflows and triggers (issue 19, decisions 0710-0719). POST /workflows: a draft; the definition is
   * validated on save (INVALID_ARGUMENT/VALIDATION_FAILED -> 422 with the first error's path).
   */
  CreateWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Workflows and triggers (issue 19, decisions 0710-0719). POST /workflows: a draft; the definition is
   * validated on save (INVALID_ARGUMENT/VALIDATION_FAILED -> 422 with the first error's path).
   */
  createWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  createWorkflow(argument: _svc_workflows_agent_v1_CreateWorkflowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /workflows/{id}/triggers: one active inbound_message trigger per number (409 otherwise).
   */
  CreateWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /workflows/{id}/triggers: one active inbound_message trigger per number (409 otherwise).
   */
  createWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  createWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  createWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  createWorkflowTrigger(argument: _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  
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
   * DELETE /integration_accounts/{account_id}: disconnects the account at the connector.
   */
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteConnectorAccount(argument: _svc_workflows_agent_v1_ConnectorAccountIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /integration_accounts/{account_id}: disconnects the account at the connector.
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
   * Refused (409 INTEGRATION_IN_USE, `workflows` [{id, name}]) while an active workflow uses it, unless force.
   */
  DeleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /integrations/{id}
   * Refused (409 INTEGRATION_IN_USE, `workflows` [{id, name}]) while an active workflow uses it, unless force.
   */
  deleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _svc_workflows_agent_v1_DeleteIntegrationRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteIntegrationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /agent/provider_keys/{provider}
   */
  DeleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /agent/provider_keys/{provider}
   */
  deleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderKey(argument: _svc_workflows_agent_v1_DeleteProviderKeyRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /triggers/{id}
   */
  DeleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /triggers/{id}
   */
  deleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkflowTrigger(argument: _svc_workflows_agent_v1_WorkflowTriggerIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /findings/{id}/dismiss {reason, note}
   */
  DismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  DismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  DismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  DismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /findings/{id}/dismiss {reason, note}
   */
  dismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  dismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  dismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  dismissFinding(argument: _svc_workflows_agent_v1_DismissFindingRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /agent/runs/{id}
   */
  GetAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  GetAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  GetAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  GetAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /agent/runs/{id}
   */
  getAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  getAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  getAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  getAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
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
   * The execution that owns a contact's conversation on a number (decision 0722's inbound routing
   * rule: a root, non-observer execution running, waiting or in handoff; a handoff one first, else
   * the newest); none when no execution holds it. Decision 0726.
   */
  GetConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  GetConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  GetConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  GetConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The execution that owns a contact's conversation on a number (decision 0722's inbound routing
   * rule: a root, non-observer execution running, waiting or in handoff; a handoff one first, else
   * the newest); none when no execution holds it. Decision 0726.
   */
  getConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  getConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  getConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  getConversationOwner(argument: _svc_workflows_agent_v1_GetConversationOwnerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetConversationOwnerResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /findings/{id}: any status, with metrics and the latest investigation.
   */
  GetFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  GetFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  GetFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  GetFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /findings/{id}: any status, with metrics and the latest investigation.
   */
  getFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  getFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  getFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  getFinding(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /findings/{id}/evidence: daily history and capped samples.
   */
  GetFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  GetFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  GetFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  GetFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /findings/{id}/evidence: daily history and capped samples.
   */
  getFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  getFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  getFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  getFindingEvidence(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingEvidenceResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /workflows/{id} (with the definition).
   */
  GetWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflows/{id} (with the definition).
   */
  getWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  getWorkflow(argument: _svc_workflows_agent_v1_WorkflowIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Executions (issue 19, decisions 0720-0729). GET /workflow_executions/{id}
   */
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  GetWorkflowExecution(argument: _svc_workflows_agent_v1_GetWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Executions (issue 19, decisions 0720-0729). GET /workflow_executions/{id}
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
   * GET /agent/runs/{id}/steps (oldest first): model calls and tool calls with usage and cost.
   */
  ListAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /agent/runs/{id}/steps (oldest first): model calls and tool calls with usage and cost.
   */
  listAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRunSteps(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /agent/runs (newest first, cursor style).
   */
  ListAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  ListAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /agent/runs (newest first, cursor style).
   */
  listAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  listAgentRuns(argument: _svc_workflows_agent_v1_ListAgentRunsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListAgentRunsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /integration_accounts
   */
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectorAccounts(argument: _svc_workflows_agent_v1_ListConnectorAccountsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /integration_accounts
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
   * Findings (issue 20 item 5, decisions 0740-0743). GET /findings: candidate and open only, most
   * recently qualified first, cursor paged.
   */
  ListFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Findings (issue 20 item 5, decisions 0740-0743). GET /findings: candidate and open only, most
   * recently qualified first, cursor paged.
   */
  listFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _svc_workflows_agent_v1_ListFindingsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListFindingsResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /events (cursor style, newest first by received time).
   */
  ListProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  ListProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  ListProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  ListProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /events (cursor style, newest first by received time).
   */
  listProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  listProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  listProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  listProjectEvents(argument: _svc_workflows_agent_v1_ListProjectEventsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProjectEventsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /agent/provider_keys: which providers have a project key (never the key).
   */
  ListProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  ListProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  ListProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  ListProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /agent/provider_keys: which providers have a project key (never the key).
   */
  listProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  listProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  listProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  listProviderKeys(argument: _svc_workflows_agent_v1_ListProviderKeysRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListProviderKeysResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /workflow_executions/{id}/events (newest first).
   */
  ListWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflow_executions/{id}/events (newest first).
   */
  listWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutionEvents(argument: _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /workflows/{id}/executions (cursor style, newest first).
   */
  ListWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflows/{id}/executions (cursor style, newest first).
   */
  listWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowExecutions(argument: _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /workflows/{id}/triggers
   */
  ListWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflows/{id}/triggers
   */
  listWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowTriggers(argument: _svc_workflows_agent_v1_WorkflowIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /workflows (page style, newest first; no definitions).
   */
  ListWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /workflows (page style, newest first; no definitions).
   */
  listWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  listWorkflows(argument: _svc_workflows_agent_v1_ListWorkflowsRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The project's active workflows whose definition names a function or an integration (flows asks
   * before deleting a function). Internal: no public route.
   */
  ListWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  ListWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The project's active workflows whose definition names a function or an integration (flows asks
   * before deleting a function). Internal: no public route.
   */
  listWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  listWorkflowsUsingReference(argument: _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /findings/{id}/mark_addressed {note?}: FAILED_PRECONDITION (422) without a completed
   * investigation of the current qualification or a note.
   */
  MarkFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  MarkFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  MarkFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  MarkFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /findings/{id}/mark_addressed {note?}: FAILED_PRECONDITION (422) without a completed
   * investigation of the current qualification or a note.
   */
  markFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  markFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  markFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  markFindingAddressed(argument: _svc_workflows_agent_v1_MarkFindingAddressedRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /agent/runs/{id}/pause, /resume, /cancel: ABORTED (409) when the status does not allow it.
   */
  PauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  PauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  PauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  PauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /agent/runs/{id}/pause, /resume, /cancel: ABORTED (409) when the status does not allow it.
   */
  pauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  pauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  pauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  pauseAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
  RejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  RejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  RejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  RejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  rejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  rejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  rejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  rejectAgentRunToolCall(argument: _svc_workflows_agent_v1_AgentRunDecisionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
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
   * PUT /workflows/{id}/triggers: atomic replace of the workflow's whole set ([] removes all).
   */
  ReplaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ReplaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ReplaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  ReplaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PUT /workflows/{id}/triggers: atomic replace of the workflow's whole set ([] removes all).
   */
  replaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  replaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  replaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  replaceWorkflowTriggers(argument: _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggersResponse__Output>): grpc.ClientUnaryCall;
  
  ResumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ResumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ResumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  ResumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  resumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  resumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  resumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  resumeAgentRun(argument: _svc_workflows_agent_v1_AgentRunIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_AgentRunResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /workflow_executions/{id}/resume: ABORTED (409) at once when busy; FAILED_PRECONDITION (422)
   * when not waiting or when the call step now names another workflow than its active child's.
   */
  ResumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  ResumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  ResumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  ResumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /workflow_executions/{id}/resume: ABORTED (409) at once when busy; FAILED_PRECONDITION (422)
   * when not waiting or when the call step now names another workflow than its active child's.
   */
  resumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  resumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  resumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  resumeWorkflowExecution(argument: _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /log_search: this service's sources (workflow_step, agent_run) searched for the project (decision 0019).
   */
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  /**
   * GET /log_search: this service's sources (workflow_step, agent_run) searched for the project (decision 0019).
   */
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  
  /**
   * PUT /agent/provider_keys/{provider}: stores the project's key, encrypted.
   */
  SetProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  SetProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  SetProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  SetProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PUT /agent/provider_keys/{provider}: stores the project's key, encrypted.
   */
  setProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  setProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  setProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  setProviderKey(argument: _svc_workflows_agent_v1_SetProviderKeyRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_ProviderKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /workflows/{id}/activate|pause|archive|restore: a status change by the state rules (decision 0712).
   */
  SetWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  SetWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  SetWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  SetWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /workflows/{id}/activate|pause|archive|restore: a status change by the state rules (decision 0712).
   */
  setWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  setWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  setWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  setWorkflowStatus(argument: _svc_workflows_agent_v1_SetWorkflowStatusRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /findings/{id}/start_investigation (202): ABORTED (409) while a dispatch is in flight;
   * FAILED_PRECONDITION (422) when one is running or the finding is not eligible.
   */
  StartFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  StartFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  StartFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  StartFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /findings/{id}/start_investigation (202): ABORTED (409) while a dispatch is in flight;
   * FAILED_PRECONDITION (422) when one is running or the finding is not eligible.
   */
  startFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  startFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  startFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  startFindingInvestigation(argument: _svc_workflows_agent_v1_FindingIdRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_FindingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /workflows/{id}/executions (202): starts an execution of an active workflow.
   */
  StartWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  StartWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  StartWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  StartWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /workflows/{id}/executions (202): starts an execution of an active workflow.
   */
  startWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  startWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  startWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  startWorkflowExecution(argument: _svc_workflows_agent_v1_StartWorkflowExecutionRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  /**
   * PATCH /workflows/{id}: lock_version enforced (stale -> 409 with expected and current versions).
   */
  UpdateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /workflows/{id}: lock_version enforced (stale -> 409 with expected and current versions).
   */
  updateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflow(argument: _svc_workflows_agent_v1_UpdateWorkflowRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /workflow_executions/{id}: force a status (ended, handoff, waiting, running).
   */
  UpdateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /workflow_executions/{id}: force a status (ended, handoff, waiting, running).
   */
  updateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowExecutionStatus(argument: _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowExecutionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /triggers/{id}: toggle active.
   */
  UpdateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  UpdateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /triggers/{id}: toggle active.
   */
  updateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  updateWorkflowTrigger(argument: _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, callback: grpc.requestCallback<_svc_workflows_agent_v1_WorkflowTriggerResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /agent/runs/{id}/approve and /reject: the pending tool call of a run waiting_for_approval.
   */
  ApproveAgentRunToolCall: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunDecisionRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  CancelAgentRun: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  /**
   * POST /integrations/actions/{action_id}/configure_prop
   */
  ConfigureConnectorProp: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output, _svc_workflows_agent_v1_ConfigureConnectorPropResponse>;
  
  /**
   * The project's open findings counted, in all and per signal (the dashboard's overview; exact, however many).
   */
  CountOpenFindings: grpc.handleUnaryCall<_svc_workflows_agent_v1_CountOpenFindingsRequest__Output, _svc_workflows_agent_v1_CountOpenFindingsResponse>;
  
  /**
   * Agents (issue 20, decisions 0730-0749). POST /agent/runs (202): validated, queued, run by the worker.
   */
  CreateAgentRun: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateAgentRunRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  /**
   * POST /integrations/connect_token
   */
  CreateConnectToken: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateConnectTokenRequest__Output, _svc_workflows_agent_v1_CreateConnectTokenResponse>;
  
  /**
   * Integrations (spec 2.4, 4.3, decision 0701). POST /integrations
   */
  CreateIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
  /**
   * Project events (issue 36 item 4, decision 0743). POST /events: validated like the emit_event node;
   * stored append-only and, in the same transaction, starts every active workflow whose project_event
   * trigger matches. A client `id` makes the post idempotent (same id and content -> the stored event).
   */
  CreateProjectEvent: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateProjectEventRequest__Output, _svc_workflows_agent_v1_ProjectEventResponse>;
  
  /**
   * Workflows and triggers (issue 19, decisions 0710-0719). POST /workflows: a draft; the definition is
   * validated on save (INVALID_ARGUMENT/VALIDATION_FAILED -> 422 with the first error's path).
   */
  CreateWorkflow: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateWorkflowRequest__Output, _svc_workflows_agent_v1_WorkflowResponse>;
  
  /**
   * POST /workflows/{id}/triggers: one active inbound_message trigger per number (409 otherwise).
   */
  CreateWorkflowTrigger: grpc.handleUnaryCall<_svc_workflows_agent_v1_CreateWorkflowTriggerRequest__Output, _svc_workflows_agent_v1_WorkflowTriggerResponse>;
  
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
   * DELETE /integration_accounts/{account_id}: disconnects the account at the connector.
   */
  DeleteConnectorAccount: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConnectorAccountIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse>;
  
  /**
   * DELETE /database_tables/{table}
   */
  DeleteDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse>;
  
  /**
   * DELETE /integrations/{id}
   * Refused (409 INTEGRATION_IN_USE, `workflows` [{id, name}]) while an active workflow uses it, unless force.
   */
  DeleteIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_DeleteIntegrationRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse>;
  
  /**
   * DELETE /agent/provider_keys/{provider}
   */
  DeleteProviderKey: grpc.handleUnaryCall<_svc_workflows_agent_v1_DeleteProviderKeyRequest__Output, _svc_workflows_agent_v1_DeleteProviderKeyResponse>;
  
  /**
   * DELETE /triggers/{id}
   */
  DeleteWorkflowTrigger: grpc.handleUnaryCall<_svc_workflows_agent_v1_WorkflowTriggerIdRequest__Output, _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse>;
  
  /**
   * POST /findings/{id}/dismiss {reason, note}
   */
  DismissFinding: grpc.handleUnaryCall<_svc_workflows_agent_v1_DismissFindingRequest__Output, _svc_workflows_agent_v1_FindingResponse>;
  
  /**
   * GET /agent/runs/{id}
   */
  GetAgentRun: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  /**
   * GET /integrations/actions/{action_id}/schema
   */
  GetConnectorActionSchema: grpc.handleUnaryCall<_svc_workflows_agent_v1_ConnectorActionRequest__Output, _svc_workflows_agent_v1_ConnectorActionSchemaResponse>;
  
  /**
   * The execution that owns a contact's conversation on a number (decision 0722's inbound routing
   * rule: a root, non-observer execution running, waiting or in handoff; a handoff one first, else
   * the newest); none when no execution holds it. Decision 0726.
   */
  GetConversationOwner: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetConversationOwnerRequest__Output, _svc_workflows_agent_v1_GetConversationOwnerResponse>;
  
  /**
   * GET /database_tables/{table}
   */
  GetDbTable: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse>;
  
  /**
   * GET /findings/{id}: any status, with metrics and the latest investigation.
   */
  GetFinding: grpc.handleUnaryCall<_svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingResponse>;
  
  /**
   * GET /findings/{id}/evidence: daily history and capped samples.
   */
  GetFindingEvidence: grpc.handleUnaryCall<_svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingEvidenceResponse>;
  
  /**
   * GET /integrations/{id}
   */
  GetIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
  /**
   * GET /workflows/{id} (with the definition).
   */
  GetWorkflow: grpc.handleUnaryCall<_svc_workflows_agent_v1_WorkflowIdRequest__Output, _svc_workflows_agent_v1_WorkflowResponse>;
  
  /**
   * Executions (issue 19, decisions 0720-0729). GET /workflow_executions/{id}
   */
  GetWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse>;
  
  /**
   * POST /integrations/{id}/invoke; also the workflow node and the agent tool (source).
   */
  InvokeIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_InvokeIntegrationRequest__Output, _svc_workflows_agent_v1_InvokeIntegrationResponse>;
  
  /**
   * GET /agent/runs/{id}/steps (oldest first): model calls and tool calls with usage and cost.
   */
  ListAgentRunSteps: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_ListAgentRunStepsResponse>;
  
  /**
   * GET /agent/runs (newest first, cursor style).
   */
  ListAgentRuns: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListAgentRunsRequest__Output, _svc_workflows_agent_v1_ListAgentRunsResponse>;
  
  /**
   * GET /integration_accounts
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
   * Findings (issue 20 item 5, decisions 0740-0743). GET /findings: candidate and open only, most
   * recently qualified first, cursor paged.
   */
  ListFindings: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListFindingsRequest__Output, _svc_workflows_agent_v1_ListFindingsResponse>;
  
  /**
   * GET /integrations/{id}/runs
   */
  ListIntegrationRuns: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListIntegrationRunsRequest__Output, _svc_workflows_agent_v1_ListIntegrationRunsResponse>;
  
  /**
   * GET /integrations (newest first)
   */
  ListIntegrations: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListIntegrationsRequest__Output, _svc_workflows_agent_v1_ListIntegrationsResponse>;
  
  /**
   * GET /events (cursor style, newest first by received time).
   */
  ListProjectEvents: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProjectEventsRequest__Output, _svc_workflows_agent_v1_ListProjectEventsResponse>;
  
  /**
   * GET /agent/provider_keys: which providers have a project key (never the key).
   */
  ListProviderKeys: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProviderKeysRequest__Output, _svc_workflows_agent_v1_ListProviderKeysResponse>;
  
  /**
   * GET /provider_models
   */
  ListProviderModels: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse>;
  
  /**
   * GET /workflow_executions/{id}/events (newest first).
   */
  ListWorkflowExecutionEvents: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest__Output, _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse>;
  
  /**
   * GET /workflows/{id}/executions (cursor style, newest first).
   */
  ListWorkflowExecutions: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListWorkflowExecutionsRequest__Output, _svc_workflows_agent_v1_ListWorkflowExecutionsResponse>;
  
  /**
   * GET /workflows/{id}/triggers
   */
  ListWorkflowTriggers: grpc.handleUnaryCall<_svc_workflows_agent_v1_WorkflowIdRequest__Output, _svc_workflows_agent_v1_WorkflowTriggersResponse>;
  
  /**
   * GET /workflows (page style, newest first; no definitions).
   */
  ListWorkflows: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListWorkflowsRequest__Output, _svc_workflows_agent_v1_ListWorkflowsResponse>;
  
  /**
   * The project's active workflows whose definition names a function or an integration (flows asks
   * before deleting a function). Internal: no public route.
   */
  ListWorkflowsUsingReference: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest__Output, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse>;
  
  /**
   * POST /findings/{id}/mark_addressed {note?}: FAILED_PRECONDITION (422) without a completed
   * investigation of the current qualification or a note.
   */
  MarkFindingAddressed: grpc.handleUnaryCall<_svc_workflows_agent_v1_MarkFindingAddressedRequest__Output, _svc_workflows_agent_v1_FindingResponse>;
  
  /**
   * POST /agent/runs/{id}/pause, /resume, /cancel: ABORTED (409) when the status does not allow it.
   */
  PauseAgentRun: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  RejectAgentRunToolCall: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunDecisionRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  /**
   * POST /integrations/actions/{action_id}/reload_props
   */
  ReloadConnectorProps: grpc.handleUnaryCall<_svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output, _svc_workflows_agent_v1_ReloadConnectorPropsResponse>;
  
  /**
   * PUT /workflows/{id}/triggers: atomic replace of the workflow's whole set ([] removes all).
   */
  ReplaceWorkflowTriggers: grpc.handleUnaryCall<_svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest__Output, _svc_workflows_agent_v1_WorkflowTriggersResponse>;
  
  ResumeAgentRun: grpc.handleUnaryCall<_svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse>;
  
  /**
   * POST /workflow_executions/{id}/resume: ABORTED (409) at once when busy; FAILED_PRECONDITION (422)
   * when not waiting or when the call step now names another workflow than its active child's.
   */
  ResumeWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_ResumeWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse>;
  
  /**
   * GET /log_search: this service's sources (workflow_step, agent_run) searched for the project (decision 0019).
   */
  SearchLogs: grpc.handleUnaryCall<_svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply>;
  
  /**
   * PUT /agent/provider_keys/{provider}: stores the project's key, encrypted.
   */
  SetProviderKey: grpc.handleUnaryCall<_svc_workflows_agent_v1_SetProviderKeyRequest__Output, _svc_workflows_agent_v1_ProviderKeyResponse>;
  
  /**
   * POST /workflows/{id}/activate|pause|archive|restore: a status change by the state rules (decision 0712).
   */
  SetWorkflowStatus: grpc.handleUnaryCall<_svc_workflows_agent_v1_SetWorkflowStatusRequest__Output, _svc_workflows_agent_v1_WorkflowResponse>;
  
  /**
   * POST /findings/{id}/start_investigation (202): ABORTED (409) while a dispatch is in flight;
   * FAILED_PRECONDITION (422) when one is running or the finding is not eligible.
   */
  StartFindingInvestigation: grpc.handleUnaryCall<_svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingResponse>;
  
  /**
   * POST /workflows/{id}/executions (202): starts an execution of an active workflow.
   */
  StartWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_StartWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse>;
  
  /**
   * PATCH /integrations/{id}
   */
  UpdateIntegration: grpc.handleUnaryCall<_svc_workflows_agent_v1_UpdateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse>;
  
  /**
   * PATCH /workflows/{id}: lock_version enforced (stale -> 409 with expected and current versions).
   */
  UpdateWorkflow: grpc.handleUnaryCall<_svc_workflows_agent_v1_UpdateWorkflowRequest__Output, _svc_workflows_agent_v1_WorkflowResponse>;
  
  /**
   * PATCH /workflow_executions/{id}: force a status (ended, handoff, waiting, running).
   */
  UpdateWorkflowExecutionStatus: grpc.handleUnaryCall<_svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse>;
  
  /**
   * PATCH /triggers/{id}: toggle active.
   */
  UpdateWorkflowTrigger: grpc.handleUnaryCall<_svc_workflows_agent_v1_UpdateWorkflowTriggerRequest__Output, _svc_workflows_agent_v1_WorkflowTriggerResponse>;
  
}

export interface WorkflowsAgentServiceDefinition extends grpc.ServiceDefinition {
  ApproveAgentRunToolCall: MethodDefinition<_svc_workflows_agent_v1_AgentRunDecisionRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunDecisionRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  CancelAgentRun: MethodDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  ConfigureConnectorProp: MethodDefinition<_svc_workflows_agent_v1_ConfigureConnectorPropRequest, _svc_workflows_agent_v1_ConfigureConnectorPropResponse, _svc_workflows_agent_v1_ConfigureConnectorPropRequest__Output, _svc_workflows_agent_v1_ConfigureConnectorPropResponse__Output>
  CountOpenFindings: MethodDefinition<_svc_workflows_agent_v1_CountOpenFindingsRequest, _svc_workflows_agent_v1_CountOpenFindingsResponse, _svc_workflows_agent_v1_CountOpenFindingsRequest__Output, _svc_workflows_agent_v1_CountOpenFindingsResponse__Output>
  CreateAgentRun: MethodDefinition<_svc_workflows_agent_v1_CreateAgentRunRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_CreateAgentRunRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  CreateConnectToken: MethodDefinition<_svc_workflows_agent_v1_CreateConnectTokenRequest, _svc_workflows_agent_v1_CreateConnectTokenResponse, _svc_workflows_agent_v1_CreateConnectTokenRequest__Output, _svc_workflows_agent_v1_CreateConnectTokenResponse__Output>
  CreateIntegration: MethodDefinition<_svc_workflows_agent_v1_CreateIntegrationRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_CreateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
  CreateProjectEvent: MethodDefinition<_svc_workflows_agent_v1_CreateProjectEventRequest, _svc_workflows_agent_v1_ProjectEventResponse, _svc_workflows_agent_v1_CreateProjectEventRequest__Output, _svc_workflows_agent_v1_ProjectEventResponse__Output>
  CreateWorkflow: MethodDefinition<_svc_workflows_agent_v1_CreateWorkflowRequest, _svc_workflows_agent_v1_WorkflowResponse, _svc_workflows_agent_v1_CreateWorkflowRequest__Output, _svc_workflows_agent_v1_WorkflowResponse__Output>
  CreateWorkflowTrigger: MethodDefinition<_svc_workflows_agent_v1_CreateWorkflowTriggerRequest, _svc_workflows_agent_v1_WorkflowTriggerResponse, _svc_workflows_agent_v1_CreateWorkflowTriggerRequest__Output, _svc_workflows_agent_v1_WorkflowTriggerResponse__Output>
  DbDelete: MethodDefinition<_svc_workflows_agent_v1_DbDeleteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbDeleteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbGetRow: MethodDefinition<_svc_workflows_agent_v1_DbGetRowRequest, _svc_workflows_agent_v1_DbRowResponse, _svc_workflows_agent_v1_DbGetRowRequest__Output, _svc_workflows_agent_v1_DbRowResponse__Output>
  DbInsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbSelect: MethodDefinition<_svc_workflows_agent_v1_DbSelectRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbSelectRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpdate: MethodDefinition<_svc_workflows_agent_v1_DbUpdateRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbUpdateRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DbUpsert: MethodDefinition<_svc_workflows_agent_v1_DbWriteRequest, _svc_workflows_agent_v1_DbRowsResponse, _svc_workflows_agent_v1_DbWriteRequest__Output, _svc_workflows_agent_v1_DbRowsResponse__Output>
  DeleteConnectorAccount: MethodDefinition<_svc_workflows_agent_v1_ConnectorAccountIdRequest, _svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_ConnectorAccountIdRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
  DeleteDbTable: MethodDefinition<_svc_workflows_agent_v1_DeleteDbTableRequest, _svc_workflows_agent_v1_DeleteDbTableResponse, _svc_workflows_agent_v1_DeleteDbTableRequest__Output, _svc_workflows_agent_v1_DeleteDbTableResponse__Output>
  DeleteIntegration: MethodDefinition<_svc_workflows_agent_v1_DeleteIntegrationRequest, _svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_DeleteIntegrationRequest__Output, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
  DeleteProviderKey: MethodDefinition<_svc_workflows_agent_v1_DeleteProviderKeyRequest, _svc_workflows_agent_v1_DeleteProviderKeyResponse, _svc_workflows_agent_v1_DeleteProviderKeyRequest__Output, _svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>
  DeleteWorkflowTrigger: MethodDefinition<_svc_workflows_agent_v1_WorkflowTriggerIdRequest, _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse, _svc_workflows_agent_v1_WorkflowTriggerIdRequest__Output, _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>
  DismissFinding: MethodDefinition<_svc_workflows_agent_v1_DismissFindingRequest, _svc_workflows_agent_v1_FindingResponse, _svc_workflows_agent_v1_DismissFindingRequest__Output, _svc_workflows_agent_v1_FindingResponse__Output>
  GetAgentRun: MethodDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  GetConnectorActionSchema: MethodDefinition<_svc_workflows_agent_v1_ConnectorActionRequest, _svc_workflows_agent_v1_ConnectorActionSchemaResponse, _svc_workflows_agent_v1_ConnectorActionRequest__Output, _svc_workflows_agent_v1_ConnectorActionSchemaResponse__Output>
  GetConversationOwner: MethodDefinition<_svc_workflows_agent_v1_GetConversationOwnerRequest, _svc_workflows_agent_v1_GetConversationOwnerResponse, _svc_workflows_agent_v1_GetConversationOwnerRequest__Output, _svc_workflows_agent_v1_GetConversationOwnerResponse__Output>
  GetDbTable: MethodDefinition<_svc_workflows_agent_v1_GetDbTableRequest, _svc_workflows_agent_v1_GetDbTableResponse, _svc_workflows_agent_v1_GetDbTableRequest__Output, _svc_workflows_agent_v1_GetDbTableResponse__Output>
  GetFinding: MethodDefinition<_svc_workflows_agent_v1_FindingIdRequest, _svc_workflows_agent_v1_FindingResponse, _svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingResponse__Output>
  GetFindingEvidence: MethodDefinition<_svc_workflows_agent_v1_FindingIdRequest, _svc_workflows_agent_v1_FindingEvidenceResponse, _svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingEvidenceResponse__Output>
  GetIntegration: MethodDefinition<_svc_workflows_agent_v1_IntegrationIdRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_IntegrationIdRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
  GetWorkflow: MethodDefinition<_svc_workflows_agent_v1_WorkflowIdRequest, _svc_workflows_agent_v1_WorkflowResponse, _svc_workflows_agent_v1_WorkflowIdRequest__Output, _svc_workflows_agent_v1_WorkflowResponse__Output>
  GetWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
  InvokeIntegration: MethodDefinition<_svc_workflows_agent_v1_InvokeIntegrationRequest, _svc_workflows_agent_v1_InvokeIntegrationResponse, _svc_workflows_agent_v1_InvokeIntegrationRequest__Output, _svc_workflows_agent_v1_InvokeIntegrationResponse__Output>
  ListAgentRunSteps: MethodDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_ListAgentRunStepsResponse, _svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>
  ListAgentRuns: MethodDefinition<_svc_workflows_agent_v1_ListAgentRunsRequest, _svc_workflows_agent_v1_ListAgentRunsResponse, _svc_workflows_agent_v1_ListAgentRunsRequest__Output, _svc_workflows_agent_v1_ListAgentRunsResponse__Output>
  ListConnectorAccounts: MethodDefinition<_svc_workflows_agent_v1_ListConnectorAccountsRequest, _svc_workflows_agent_v1_ListConnectorAccountsResponse, _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output, _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>
  ListConnectorActions: MethodDefinition<_svc_workflows_agent_v1_ListConnectorActionsRequest, _svc_workflows_agent_v1_ListConnectorActionsResponse, _svc_workflows_agent_v1_ListConnectorActionsRequest__Output, _svc_workflows_agent_v1_ListConnectorActionsResponse__Output>
  ListConnectorApps: MethodDefinition<_svc_workflows_agent_v1_ListConnectorAppsRequest, _svc_workflows_agent_v1_ListConnectorAppsResponse, _svc_workflows_agent_v1_ListConnectorAppsRequest__Output, _svc_workflows_agent_v1_ListConnectorAppsResponse__Output>
  ListDbTables: MethodDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesRequest__Output, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
  ListFindings: MethodDefinition<_svc_workflows_agent_v1_ListFindingsRequest, _svc_workflows_agent_v1_ListFindingsResponse, _svc_workflows_agent_v1_ListFindingsRequest__Output, _svc_workflows_agent_v1_ListFindingsResponse__Output>
  ListIntegrationRuns: MethodDefinition<_svc_workflows_agent_v1_ListIntegrationRunsRequest, _svc_workflows_agent_v1_ListIntegrationRunsResponse, _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output, _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>
  ListIntegrations: MethodDefinition<_svc_workflows_agent_v1_ListIntegrationsRequest, _svc_workflows_agent_v1_ListIntegrationsResponse, _svc_workflows_agent_v1_ListIntegrationsRequest__Output, _svc_workflows_agent_v1_ListIntegrationsResponse__Output>
  ListProjectEvents: MethodDefinition<_svc_workflows_agent_v1_ListProjectEventsRequest, _svc_workflows_agent_v1_ListProjectEventsResponse, _svc_workflows_agent_v1_ListProjectEventsRequest__Output, _svc_workflows_agent_v1_ListProjectEventsResponse__Output>
  ListProviderKeys: MethodDefinition<_svc_workflows_agent_v1_ListProviderKeysRequest, _svc_workflows_agent_v1_ListProviderKeysResponse, _svc_workflows_agent_v1_ListProviderKeysRequest__Output, _svc_workflows_agent_v1_ListProviderKeysResponse__Output>
  ListProviderModels: MethodDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
  ListWorkflowExecutionEvents: MethodDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse, _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest__Output, _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>
  ListWorkflowExecutions: MethodDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionsRequest, _svc_workflows_agent_v1_ListWorkflowExecutionsResponse, _svc_workflows_agent_v1_ListWorkflowExecutionsRequest__Output, _svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>
  ListWorkflowTriggers: MethodDefinition<_svc_workflows_agent_v1_WorkflowIdRequest, _svc_workflows_agent_v1_WorkflowTriggersResponse, _svc_workflows_agent_v1_WorkflowIdRequest__Output, _svc_workflows_agent_v1_WorkflowTriggersResponse__Output>
  ListWorkflows: MethodDefinition<_svc_workflows_agent_v1_ListWorkflowsRequest, _svc_workflows_agent_v1_ListWorkflowsResponse, _svc_workflows_agent_v1_ListWorkflowsRequest__Output, _svc_workflows_agent_v1_ListWorkflowsResponse__Output>
  ListWorkflowsUsingReference: MethodDefinition<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest__Output, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>
  MarkFindingAddressed: MethodDefinition<_svc_workflows_agent_v1_MarkFindingAddressedRequest, _svc_workflows_agent_v1_FindingResponse, _svc_workflows_agent_v1_MarkFindingAddressedRequest__Output, _svc_workflows_agent_v1_FindingResponse__Output>
  PauseAgentRun: MethodDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  RejectAgentRunToolCall: MethodDefinition<_svc_workflows_agent_v1_AgentRunDecisionRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunDecisionRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  ReloadConnectorProps: MethodDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsRequest, _svc_workflows_agent_v1_ReloadConnectorPropsResponse, _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output, _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>
  ReplaceWorkflowTriggers: MethodDefinition<_svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, _svc_workflows_agent_v1_WorkflowTriggersResponse, _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest__Output, _svc_workflows_agent_v1_WorkflowTriggersResponse__Output>
  ResumeAgentRun: MethodDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunIdRequest__Output, _svc_workflows_agent_v1_AgentRunResponse__Output>
  ResumeWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, _svc_workflows_agent_v1_WorkflowExecutionResponse, _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse__Output>
  SearchLogs: MethodDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply__Output>
  SetProviderKey: MethodDefinition<_svc_workflows_agent_v1_SetProviderKeyRequest, _svc_workflows_agent_v1_ProviderKeyResponse, _svc_workflows_agent_v1_SetProviderKeyRequest__Output, _svc_workflows_agent_v1_ProviderKeyResponse__Output>
  SetWorkflowStatus: MethodDefinition<_svc_workflows_agent_v1_SetWorkflowStatusRequest, _svc_workflows_agent_v1_WorkflowResponse, _svc_workflows_agent_v1_SetWorkflowStatusRequest__Output, _svc_workflows_agent_v1_WorkflowResponse__Output>
  StartFindingInvestigation: MethodDefinition<_svc_workflows_agent_v1_FindingIdRequest, _svc_workflows_agent_v1_FindingResponse, _svc_workflows_agent_v1_FindingIdRequest__Output, _svc_workflows_agent_v1_FindingResponse__Output>
  StartWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_StartWorkflowExecutionRequest, _svc_workflows_agent_v1_WorkflowExecutionResponse, _svc_workflows_agent_v1_StartWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse__Output>
  UpdateIntegration: MethodDefinition<_svc_workflows_agent_v1_UpdateIntegrationRequest, _svc_workflows_agent_v1_IntegrationResponse, _svc_workflows_agent_v1_UpdateIntegrationRequest__Output, _svc_workflows_agent_v1_IntegrationResponse__Output>
  UpdateWorkflow: MethodDefinition<_svc_workflows_agent_v1_UpdateWorkflowRequest, _svc_workflows_agent_v1_WorkflowResponse, _svc_workflows_agent_v1_UpdateWorkflowRequest__Output, _svc_workflows_agent_v1_WorkflowResponse__Output>
  UpdateWorkflowExecutionStatus: MethodDefinition<_svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, _svc_workflows_agent_v1_WorkflowExecutionResponse, _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest__Output, _svc_workflows_agent_v1_WorkflowExecutionResponse__Output>
  UpdateWorkflowTrigger: MethodDefinition<_svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, _svc_workflows_agent_v1_WorkflowTriggerResponse, _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest__Output, _svc_workflows_agent_v1_WorkflowTriggerResponse__Output>
}
