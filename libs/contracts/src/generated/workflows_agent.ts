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
import type { AgentRun as _svc_workflows_agent_v1_AgentRun, AgentRun__Output as _svc_workflows_agent_v1_AgentRun__Output } from './svc/workflows_agent/v1/AgentRun';
import type { AgentRunDecisionRequest as _svc_workflows_agent_v1_AgentRunDecisionRequest, AgentRunDecisionRequest__Output as _svc_workflows_agent_v1_AgentRunDecisionRequest__Output } from './svc/workflows_agent/v1/AgentRunDecisionRequest';
import type { AgentRunError as _svc_workflows_agent_v1_AgentRunError, AgentRunError__Output as _svc_workflows_agent_v1_AgentRunError__Output } from './svc/workflows_agent/v1/AgentRunError';
import type { AgentRunIdRequest as _svc_workflows_agent_v1_AgentRunIdRequest, AgentRunIdRequest__Output as _svc_workflows_agent_v1_AgentRunIdRequest__Output } from './svc/workflows_agent/v1/AgentRunIdRequest';
import type { AgentRunResponse as _svc_workflows_agent_v1_AgentRunResponse, AgentRunResponse__Output as _svc_workflows_agent_v1_AgentRunResponse__Output } from './svc/workflows_agent/v1/AgentRunResponse';
import type { AgentRunStep as _svc_workflows_agent_v1_AgentRunStep, AgentRunStep__Output as _svc_workflows_agent_v1_AgentRunStep__Output } from './svc/workflows_agent/v1/AgentRunStep';
import type { AgentSettings as _svc_workflows_agent_v1_AgentSettings, AgentSettings__Output as _svc_workflows_agent_v1_AgentSettings__Output } from './svc/workflows_agent/v1/AgentSettings';
import type { AgentToolCall as _svc_workflows_agent_v1_AgentToolCall, AgentToolCall__Output as _svc_workflows_agent_v1_AgentToolCall__Output } from './svc/workflows_agent/v1/AgentToolCall';
import type { AgentUsage as _svc_workflows_agent_v1_AgentUsage, AgentUsage__Output as _svc_workflows_agent_v1_AgentUsage__Output } from './svc/workflows_agent/v1/AgentUsage';
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
import type { CountOpenFindingsRequest as _svc_workflows_agent_v1_CountOpenFindingsRequest, CountOpenFindingsRequest__Output as _svc_workflows_agent_v1_CountOpenFindingsRequest__Output } from './svc/workflows_agent/v1/CountOpenFindingsRequest';
import type { CountOpenFindingsResponse as _svc_workflows_agent_v1_CountOpenFindingsResponse, CountOpenFindingsResponse__Output as _svc_workflows_agent_v1_CountOpenFindingsResponse__Output } from './svc/workflows_agent/v1/CountOpenFindingsResponse';
import type { CreateAgentRunRequest as _svc_workflows_agent_v1_CreateAgentRunRequest, CreateAgentRunRequest__Output as _svc_workflows_agent_v1_CreateAgentRunRequest__Output } from './svc/workflows_agent/v1/CreateAgentRunRequest';
import type { CreateConnectTokenRequest as _svc_workflows_agent_v1_CreateConnectTokenRequest, CreateConnectTokenRequest__Output as _svc_workflows_agent_v1_CreateConnectTokenRequest__Output } from './svc/workflows_agent/v1/CreateConnectTokenRequest';
import type { CreateConnectTokenResponse as _svc_workflows_agent_v1_CreateConnectTokenResponse, CreateConnectTokenResponse__Output as _svc_workflows_agent_v1_CreateConnectTokenResponse__Output } from './svc/workflows_agent/v1/CreateConnectTokenResponse';
import type { CreateIntegrationRequest as _svc_workflows_agent_v1_CreateIntegrationRequest, CreateIntegrationRequest__Output as _svc_workflows_agent_v1_CreateIntegrationRequest__Output } from './svc/workflows_agent/v1/CreateIntegrationRequest';
import type { CreateProjectEventRequest as _svc_workflows_agent_v1_CreateProjectEventRequest, CreateProjectEventRequest__Output as _svc_workflows_agent_v1_CreateProjectEventRequest__Output } from './svc/workflows_agent/v1/CreateProjectEventRequest';
import type { CreateWorkflowRequest as _svc_workflows_agent_v1_CreateWorkflowRequest, CreateWorkflowRequest__Output as _svc_workflows_agent_v1_CreateWorkflowRequest__Output } from './svc/workflows_agent/v1/CreateWorkflowRequest';
import type { CreateWorkflowTriggerRequest as _svc_workflows_agent_v1_CreateWorkflowTriggerRequest, CreateWorkflowTriggerRequest__Output as _svc_workflows_agent_v1_CreateWorkflowTriggerRequest__Output } from './svc/workflows_agent/v1/CreateWorkflowTriggerRequest';
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
import type { DeleteIntegrationRequest as _svc_workflows_agent_v1_DeleteIntegrationRequest, DeleteIntegrationRequest__Output as _svc_workflows_agent_v1_DeleteIntegrationRequest__Output } from './svc/workflows_agent/v1/DeleteIntegrationRequest';
import type { DeleteIntegrationResponse as _svc_workflows_agent_v1_DeleteIntegrationResponse, DeleteIntegrationResponse__Output as _svc_workflows_agent_v1_DeleteIntegrationResponse__Output } from './svc/workflows_agent/v1/DeleteIntegrationResponse';
import type { DeleteProviderKeyRequest as _svc_workflows_agent_v1_DeleteProviderKeyRequest, DeleteProviderKeyRequest__Output as _svc_workflows_agent_v1_DeleteProviderKeyRequest__Output } from './svc/workflows_agent/v1/DeleteProviderKeyRequest';
import type { DeleteProviderKeyResponse as _svc_workflows_agent_v1_DeleteProviderKeyResponse, DeleteProviderKeyResponse__Output as _svc_workflows_agent_v1_DeleteProviderKeyResponse__Output } from './svc/workflows_agent/v1/DeleteProviderKeyResponse';
import type { DeleteWorkflowTriggerResponse as _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse, DeleteWorkflowTriggerResponse__Output as _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output } from './svc/workflows_agent/v1/DeleteWorkflowTriggerResponse';
import type { DismissFindingRequest as _svc_workflows_agent_v1_DismissFindingRequest, DismissFindingRequest__Output as _svc_workflows_agent_v1_DismissFindingRequest__Output } from './svc/workflows_agent/v1/DismissFindingRequest';
import type { ExecutionEvent as _svc_workflows_agent_v1_ExecutionEvent, ExecutionEvent__Output as _svc_workflows_agent_v1_ExecutionEvent__Output } from './svc/workflows_agent/v1/ExecutionEvent';
import type { ExecutionStep as _svc_workflows_agent_v1_ExecutionStep, ExecutionStep__Output as _svc_workflows_agent_v1_ExecutionStep__Output } from './svc/workflows_agent/v1/ExecutionStep';
import type { Finding as _svc_workflows_agent_v1_Finding, Finding__Output as _svc_workflows_agent_v1_Finding__Output } from './svc/workflows_agent/v1/Finding';
import type { FindingDailyCount as _svc_workflows_agent_v1_FindingDailyCount, FindingDailyCount__Output as _svc_workflows_agent_v1_FindingDailyCount__Output } from './svc/workflows_agent/v1/FindingDailyCount';
import type { FindingDismissal as _svc_workflows_agent_v1_FindingDismissal, FindingDismissal__Output as _svc_workflows_agent_v1_FindingDismissal__Output } from './svc/workflows_agent/v1/FindingDismissal';
import type { FindingEventSample as _svc_workflows_agent_v1_FindingEventSample, FindingEventSample__Output as _svc_workflows_agent_v1_FindingEventSample__Output } from './svc/workflows_agent/v1/FindingEventSample';
import type { FindingEvidence as _svc_workflows_agent_v1_FindingEvidence, FindingEvidence__Output as _svc_workflows_agent_v1_FindingEvidence__Output } from './svc/workflows_agent/v1/FindingEvidence';
import type { FindingEvidenceCoverage as _svc_workflows_agent_v1_FindingEvidenceCoverage, FindingEvidenceCoverage__Output as _svc_workflows_agent_v1_FindingEvidenceCoverage__Output } from './svc/workflows_agent/v1/FindingEvidenceCoverage';
import type { FindingEvidenceResponse as _svc_workflows_agent_v1_FindingEvidenceResponse, FindingEvidenceResponse__Output as _svc_workflows_agent_v1_FindingEvidenceResponse__Output } from './svc/workflows_agent/v1/FindingEvidenceResponse';
import type { FindingIdRequest as _svc_workflows_agent_v1_FindingIdRequest, FindingIdRequest__Output as _svc_workflows_agent_v1_FindingIdRequest__Output } from './svc/workflows_agent/v1/FindingIdRequest';
import type { FindingInvestigation as _svc_workflows_agent_v1_FindingInvestigation, FindingInvestigation__Output as _svc_workflows_agent_v1_FindingInvestigation__Output } from './svc/workflows_agent/v1/FindingInvestigation';
import type { FindingMetrics as _svc_workflows_agent_v1_FindingMetrics, FindingMetrics__Output as _svc_workflows_agent_v1_FindingMetrics__Output } from './svc/workflows_agent/v1/FindingMetrics';
import type { FindingReport as _svc_workflows_agent_v1_FindingReport, FindingReport__Output as _svc_workflows_agent_v1_FindingReport__Output } from './svc/workflows_agent/v1/FindingReport';
import type { FindingReportEvidence as _svc_workflows_agent_v1_FindingReportEvidence, FindingReportEvidence__Output as _svc_workflows_agent_v1_FindingReportEvidence__Output } from './svc/workflows_agent/v1/FindingReportEvidence';
import type { FindingResponse as _svc_workflows_agent_v1_FindingResponse, FindingResponse__Output as _svc_workflows_agent_v1_FindingResponse__Output } from './svc/workflows_agent/v1/FindingResponse';
import type { GetConversationOwnerRequest as _svc_workflows_agent_v1_GetConversationOwnerRequest, GetConversationOwnerRequest__Output as _svc_workflows_agent_v1_GetConversationOwnerRequest__Output } from './svc/workflows_agent/v1/GetConversationOwnerRequest';
import type { GetConversationOwnerResponse as _svc_workflows_agent_v1_GetConversationOwnerResponse, GetConversationOwnerResponse__Output as _svc_workflows_agent_v1_GetConversationOwnerResponse__Output } from './svc/workflows_agent/v1/GetConversationOwnerResponse';
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
import type { ListAgentRunStepsResponse as _svc_workflows_agent_v1_ListAgentRunStepsResponse, ListAgentRunStepsResponse__Output as _svc_workflows_agent_v1_ListAgentRunStepsResponse__Output } from './svc/workflows_agent/v1/ListAgentRunStepsResponse';
import type { ListAgentRunsRequest as _svc_workflows_agent_v1_ListAgentRunsRequest, ListAgentRunsRequest__Output as _svc_workflows_agent_v1_ListAgentRunsRequest__Output } from './svc/workflows_agent/v1/ListAgentRunsRequest';
import type { ListAgentRunsResponse as _svc_workflows_agent_v1_ListAgentRunsResponse, ListAgentRunsResponse__Output as _svc_workflows_agent_v1_ListAgentRunsResponse__Output } from './svc/workflows_agent/v1/ListAgentRunsResponse';
import type { ListConnectorAccountsRequest as _svc_workflows_agent_v1_ListConnectorAccountsRequest, ListConnectorAccountsRequest__Output as _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output } from './svc/workflows_agent/v1/ListConnectorAccountsRequest';
import type { ListConnectorAccountsResponse as _svc_workflows_agent_v1_ListConnectorAccountsResponse, ListConnectorAccountsResponse__Output as _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output } from './svc/workflows_agent/v1/ListConnectorAccountsResponse';
import type { ListConnectorActionsRequest as _svc_workflows_agent_v1_ListConnectorActionsRequest, ListConnectorActionsRequest__Output as _svc_workflows_agent_v1_ListConnectorActionsRequest__Output } from './svc/workflows_agent/v1/ListConnectorActionsRequest';
import type { ListConnectorActionsResponse as _svc_workflows_agent_v1_ListConnectorActionsResponse, ListConnectorActionsResponse__Output as _svc_workflows_agent_v1_ListConnectorActionsResponse__Output } from './svc/workflows_agent/v1/ListConnectorActionsResponse';
import type { ListConnectorAppsRequest as _svc_workflows_agent_v1_ListConnectorAppsRequest, ListConnectorAppsRequest__Output as _svc_workflows_agent_v1_ListConnectorAppsRequest__Output } from './svc/workflows_agent/v1/ListConnectorAppsRequest';
import type { ListConnectorAppsResponse as _svc_workflows_agent_v1_ListConnectorAppsResponse, ListConnectorAppsResponse__Output as _svc_workflows_agent_v1_ListConnectorAppsResponse__Output } from './svc/workflows_agent/v1/ListConnectorAppsResponse';
import type { ListDbTablesRequest as _svc_workflows_agent_v1_ListDbTablesRequest, ListDbTablesRequest__Output as _svc_workflows_agent_v1_ListDbTablesRequest__Output } from './svc/workflows_agent/v1/ListDbTablesRequest';
import type { ListDbTablesResponse as _svc_workflows_agent_v1_ListDbTablesResponse, ListDbTablesResponse__Output as _svc_workflows_agent_v1_ListDbTablesResponse__Output } from './svc/workflows_agent/v1/ListDbTablesResponse';
import type { ListFindingsRequest as _svc_workflows_agent_v1_ListFindingsRequest, ListFindingsRequest__Output as _svc_workflows_agent_v1_ListFindingsRequest__Output } from './svc/workflows_agent/v1/ListFindingsRequest';
import type { ListFindingsResponse as _svc_workflows_agent_v1_ListFindingsResponse, ListFindingsResponse__Output as _svc_workflows_agent_v1_ListFindingsResponse__Output } from './svc/workflows_agent/v1/ListFindingsResponse';
import type { ListIntegrationRunsRequest as _svc_workflows_agent_v1_ListIntegrationRunsRequest, ListIntegrationRunsRequest__Output as _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output } from './svc/workflows_agent/v1/ListIntegrationRunsRequest';
import type { ListIntegrationRunsResponse as _svc_workflows_agent_v1_ListIntegrationRunsResponse, ListIntegrationRunsResponse__Output as _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output } from './svc/workflows_agent/v1/ListIntegrationRunsResponse';
import type { ListIntegrationsRequest as _svc_workflows_agent_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _svc_workflows_agent_v1_ListIntegrationsRequest__Output } from './svc/workflows_agent/v1/ListIntegrationsRequest';
import type { ListIntegrationsResponse as _svc_workflows_agent_v1_ListIntegrationsResponse, ListIntegrationsResponse__Output as _svc_workflows_agent_v1_ListIntegrationsResponse__Output } from './svc/workflows_agent/v1/ListIntegrationsResponse';
import type { ListProjectEventsRequest as _svc_workflows_agent_v1_ListProjectEventsRequest, ListProjectEventsRequest__Output as _svc_workflows_agent_v1_ListProjectEventsRequest__Output } from './svc/workflows_agent/v1/ListProjectEventsRequest';
import type { ListProjectEventsResponse as _svc_workflows_agent_v1_ListProjectEventsResponse, ListProjectEventsResponse__Output as _svc_workflows_agent_v1_ListProjectEventsResponse__Output } from './svc/workflows_agent/v1/ListProjectEventsResponse';
import type { ListProviderKeysRequest as _svc_workflows_agent_v1_ListProviderKeysRequest, ListProviderKeysRequest__Output as _svc_workflows_agent_v1_ListProviderKeysRequest__Output } from './svc/workflows_agent/v1/ListProviderKeysRequest';
import type { ListProviderKeysResponse as _svc_workflows_agent_v1_ListProviderKeysResponse, ListProviderKeysResponse__Output as _svc_workflows_agent_v1_ListProviderKeysResponse__Output } from './svc/workflows_agent/v1/ListProviderKeysResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from './svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from './svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ListWorkflowExecutionEventsRequest as _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, ListWorkflowExecutionEventsRequest__Output as _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest__Output } from './svc/workflows_agent/v1/ListWorkflowExecutionEventsRequest';
import type { ListWorkflowExecutionEventsResponse as _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse, ListWorkflowExecutionEventsResponse__Output as _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output } from './svc/workflows_agent/v1/ListWorkflowExecutionEventsResponse';
import type { ListWorkflowExecutionsRequest as _svc_workflows_agent_v1_ListWorkflowExecutionsRequest, ListWorkflowExecutionsRequest__Output as _svc_workflows_agent_v1_ListWorkflowExecutionsRequest__Output } from './svc/workflows_agent/v1/ListWorkflowExecutionsRequest';
import type { ListWorkflowExecutionsResponse as _svc_workflows_agent_v1_ListWorkflowExecutionsResponse, ListWorkflowExecutionsResponse__Output as _svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output } from './svc/workflows_agent/v1/ListWorkflowExecutionsResponse';
import type { ListWorkflowsRequest as _svc_workflows_agent_v1_ListWorkflowsRequest, ListWorkflowsRequest__Output as _svc_workflows_agent_v1_ListWorkflowsRequest__Output } from './svc/workflows_agent/v1/ListWorkflowsRequest';
import type { ListWorkflowsResponse as _svc_workflows_agent_v1_ListWorkflowsResponse, ListWorkflowsResponse__Output as _svc_workflows_agent_v1_ListWorkflowsResponse__Output } from './svc/workflows_agent/v1/ListWorkflowsResponse';
import type { ListWorkflowsUsingReferenceRequest as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, ListWorkflowsUsingReferenceRequest__Output as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest__Output } from './svc/workflows_agent/v1/ListWorkflowsUsingReferenceRequest';
import type { ListWorkflowsUsingReferenceResponse as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse, ListWorkflowsUsingReferenceResponse__Output as _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output } from './svc/workflows_agent/v1/ListWorkflowsUsingReferenceResponse';
import type { MarkFindingAddressedRequest as _svc_workflows_agent_v1_MarkFindingAddressedRequest, MarkFindingAddressedRequest__Output as _svc_workflows_agent_v1_MarkFindingAddressedRequest__Output } from './svc/workflows_agent/v1/MarkFindingAddressedRequest';
import type { ProjectEvent as _svc_workflows_agent_v1_ProjectEvent, ProjectEvent__Output as _svc_workflows_agent_v1_ProjectEvent__Output } from './svc/workflows_agent/v1/ProjectEvent';
import type { ProjectEventResponse as _svc_workflows_agent_v1_ProjectEventResponse, ProjectEventResponse__Output as _svc_workflows_agent_v1_ProjectEventResponse__Output } from './svc/workflows_agent/v1/ProjectEventResponse';
import type { ProviderKey as _svc_workflows_agent_v1_ProviderKey, ProviderKey__Output as _svc_workflows_agent_v1_ProviderKey__Output } from './svc/workflows_agent/v1/ProviderKey';
import type { ProviderKeyResponse as _svc_workflows_agent_v1_ProviderKeyResponse, ProviderKeyResponse__Output as _svc_workflows_agent_v1_ProviderKeyResponse__Output } from './svc/workflows_agent/v1/ProviderKeyResponse';
import type { ProviderModel as _svc_workflows_agent_v1_ProviderModel, ProviderModel__Output as _svc_workflows_agent_v1_ProviderModel__Output } from './svc/workflows_agent/v1/ProviderModel';
import type { QueryParam as _svc_workflows_agent_v1_QueryParam, QueryParam__Output as _svc_workflows_agent_v1_QueryParam__Output } from './svc/workflows_agent/v1/QueryParam';
import type { ReloadConnectorPropsRequest as _svc_workflows_agent_v1_ReloadConnectorPropsRequest, ReloadConnectorPropsRequest__Output as _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output } from './svc/workflows_agent/v1/ReloadConnectorPropsRequest';
import type { ReloadConnectorPropsResponse as _svc_workflows_agent_v1_ReloadConnectorPropsResponse, ReloadConnectorPropsResponse__Output as _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output } from './svc/workflows_agent/v1/ReloadConnectorPropsResponse';
import type { ReplaceWorkflowTriggersRequest as _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, ReplaceWorkflowTriggersRequest__Output as _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest__Output } from './svc/workflows_agent/v1/ReplaceWorkflowTriggersRequest';
import type { ResumeWorkflowExecutionRequest as _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, ResumeWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest__Output } from './svc/workflows_agent/v1/ResumeWorkflowExecutionRequest';
import type { SetProviderKeyRequest as _svc_workflows_agent_v1_SetProviderKeyRequest, SetProviderKeyRequest__Output as _svc_workflows_agent_v1_SetProviderKeyRequest__Output } from './svc/workflows_agent/v1/SetProviderKeyRequest';
import type { SetWorkflowStatusRequest as _svc_workflows_agent_v1_SetWorkflowStatusRequest, SetWorkflowStatusRequest__Output as _svc_workflows_agent_v1_SetWorkflowStatusRequest__Output } from './svc/workflows_agent/v1/SetWorkflowStatusRequest';
import type { StartWorkflowExecutionRequest as _svc_workflows_agent_v1_StartWorkflowExecutionRequest, StartWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_StartWorkflowExecutionRequest__Output } from './svc/workflows_agent/v1/StartWorkflowExecutionRequest';
import type { UpdateIntegrationRequest as _svc_workflows_agent_v1_UpdateIntegrationRequest, UpdateIntegrationRequest__Output as _svc_workflows_agent_v1_UpdateIntegrationRequest__Output } from './svc/workflows_agent/v1/UpdateIntegrationRequest';
import type { UpdateWorkflowExecutionStatusRequest as _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, UpdateWorkflowExecutionStatusRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest__Output } from './svc/workflows_agent/v1/UpdateWorkflowExecutionStatusRequest';
import type { UpdateWorkflowRequest as _svc_workflows_agent_v1_UpdateWorkflowRequest, UpdateWorkflowRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowRequest__Output } from './svc/workflows_agent/v1/UpdateWorkflowRequest';
import type { UpdateWorkflowTriggerRequest as _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, UpdateWorkflowTriggerRequest__Output as _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest__Output } from './svc/workflows_agent/v1/UpdateWorkflowTriggerRequest';
import type { Workflow as _svc_workflows_agent_v1_Workflow, Workflow__Output as _svc_workflows_agent_v1_Workflow__Output } from './svc/workflows_agent/v1/Workflow';
import type { WorkflowExecution as _svc_workflows_agent_v1_WorkflowExecution, WorkflowExecution__Output as _svc_workflows_agent_v1_WorkflowExecution__Output } from './svc/workflows_agent/v1/WorkflowExecution';
import type { WorkflowExecutionResponse as _svc_workflows_agent_v1_WorkflowExecutionResponse, WorkflowExecutionResponse__Output as _svc_workflows_agent_v1_WorkflowExecutionResponse__Output } from './svc/workflows_agent/v1/WorkflowExecutionResponse';
import type { WorkflowIdRequest as _svc_workflows_agent_v1_WorkflowIdRequest, WorkflowIdRequest__Output as _svc_workflows_agent_v1_WorkflowIdRequest__Output } from './svc/workflows_agent/v1/WorkflowIdRequest';
import type { WorkflowReference as _svc_workflows_agent_v1_WorkflowReference, WorkflowReference__Output as _svc_workflows_agent_v1_WorkflowReference__Output } from './svc/workflows_agent/v1/WorkflowReference';
import type { WorkflowResponse as _svc_workflows_agent_v1_WorkflowResponse, WorkflowResponse__Output as _svc_workflows_agent_v1_WorkflowResponse__Output } from './svc/workflows_agent/v1/WorkflowResponse';
import type { WorkflowTrigger as _svc_workflows_agent_v1_WorkflowTrigger, WorkflowTrigger__Output as _svc_workflows_agent_v1_WorkflowTrigger__Output } from './svc/workflows_agent/v1/WorkflowTrigger';
import type { WorkflowTriggerIdRequest as _svc_workflows_agent_v1_WorkflowTriggerIdRequest, WorkflowTriggerIdRequest__Output as _svc_workflows_agent_v1_WorkflowTriggerIdRequest__Output } from './svc/workflows_agent/v1/WorkflowTriggerIdRequest';
import type { WorkflowTriggerInput as _svc_workflows_agent_v1_WorkflowTriggerInput, WorkflowTriggerInput__Output as _svc_workflows_agent_v1_WorkflowTriggerInput__Output } from './svc/workflows_agent/v1/WorkflowTriggerInput';
import type { WorkflowTriggerResponse as _svc_workflows_agent_v1_WorkflowTriggerResponse, WorkflowTriggerResponse__Output as _svc_workflows_agent_v1_WorkflowTriggerResponse__Output } from './svc/workflows_agent/v1/WorkflowTriggerResponse';
import type { WorkflowTriggersResponse as _svc_workflows_agent_v1_WorkflowTriggersResponse, WorkflowTriggersResponse__Output as _svc_workflows_agent_v1_WorkflowTriggersResponse__Output } from './svc/workflows_agent/v1/WorkflowTriggersResponse';
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
        LogSearchHit: MessageTypeDefinition<_svc_common_v1_LogSearchHit, _svc_common_v1_LogSearchHit__Output>
        LogSearchPosition: MessageTypeDefinition<_svc_common_v1_LogSearchPosition, _svc_common_v1_LogSearchPosition__Output>
        LogSearchReply: MessageTypeDefinition<_svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchReply__Output>
        LogSearchRequest: MessageTypeDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchRequest__Output>
        LogSourceState: MessageTypeDefinition<_svc_common_v1_LogSourceState, _svc_common_v1_LogSourceState__Output>
        PageMeta: MessageTypeDefinition<_svc_common_v1_PageMeta, _svc_common_v1_PageMeta__Output>
        PageRequest: MessageTypeDefinition<_svc_common_v1_PageRequest, _svc_common_v1_PageRequest__Output>
      }
    }
    workflows_agent: {
      v1: {
        AgentRun: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRun, _svc_workflows_agent_v1_AgentRun__Output>
        AgentRunDecisionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRunDecisionRequest, _svc_workflows_agent_v1_AgentRunDecisionRequest__Output>
        AgentRunError: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRunError, _svc_workflows_agent_v1_AgentRunError__Output>
        AgentRunIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRunIdRequest, _svc_workflows_agent_v1_AgentRunIdRequest__Output>
        AgentRunResponse: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRunResponse, _svc_workflows_agent_v1_AgentRunResponse__Output>
        AgentRunStep: MessageTypeDefinition<_svc_workflows_agent_v1_AgentRunStep, _svc_workflows_agent_v1_AgentRunStep__Output>
        AgentSettings: MessageTypeDefinition<_svc_workflows_agent_v1_AgentSettings, _svc_workflows_agent_v1_AgentSettings__Output>
        AgentToolCall: MessageTypeDefinition<_svc_workflows_agent_v1_AgentToolCall, _svc_workflows_agent_v1_AgentToolCall__Output>
        AgentUsage: MessageTypeDefinition<_svc_workflows_agent_v1_AgentUsage, _svc_workflows_agent_v1_AgentUsage__Output>
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
        CountOpenFindingsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CountOpenFindingsRequest, _svc_workflows_agent_v1_CountOpenFindingsRequest__Output>
        CountOpenFindingsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_CountOpenFindingsResponse, _svc_workflows_agent_v1_CountOpenFindingsResponse__Output>
        CreateAgentRunRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateAgentRunRequest, _svc_workflows_agent_v1_CreateAgentRunRequest__Output>
        CreateConnectTokenRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateConnectTokenRequest, _svc_workflows_agent_v1_CreateConnectTokenRequest__Output>
        CreateConnectTokenResponse: MessageTypeDefinition<_svc_workflows_agent_v1_CreateConnectTokenResponse, _svc_workflows_agent_v1_CreateConnectTokenResponse__Output>
        CreateIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateIntegrationRequest, _svc_workflows_agent_v1_CreateIntegrationRequest__Output>
        CreateProjectEventRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateProjectEventRequest, _svc_workflows_agent_v1_CreateProjectEventRequest__Output>
        CreateWorkflowRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateWorkflowRequest, _svc_workflows_agent_v1_CreateWorkflowRequest__Output>
        CreateWorkflowTriggerRequest: MessageTypeDefinition<_svc_workflows_agent_v1_CreateWorkflowTriggerRequest, _svc_workflows_agent_v1_CreateWorkflowTriggerRequest__Output>
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
        DeleteIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteIntegrationRequest, _svc_workflows_agent_v1_DeleteIntegrationRequest__Output>
        DeleteIntegrationResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteIntegrationResponse, _svc_workflows_agent_v1_DeleteIntegrationResponse__Output>
        DeleteProviderKeyRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteProviderKeyRequest, _svc_workflows_agent_v1_DeleteProviderKeyRequest__Output>
        DeleteProviderKeyResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteProviderKeyResponse, _svc_workflows_agent_v1_DeleteProviderKeyResponse__Output>
        DeleteWorkflowTriggerResponse: MessageTypeDefinition<_svc_workflows_agent_v1_DeleteWorkflowTriggerResponse, _svc_workflows_agent_v1_DeleteWorkflowTriggerResponse__Output>
        DismissFindingRequest: MessageTypeDefinition<_svc_workflows_agent_v1_DismissFindingRequest, _svc_workflows_agent_v1_DismissFindingRequest__Output>
        ExecutionEvent: MessageTypeDefinition<_svc_workflows_agent_v1_ExecutionEvent, _svc_workflows_agent_v1_ExecutionEvent__Output>
        ExecutionStep: MessageTypeDefinition<_svc_workflows_agent_v1_ExecutionStep, _svc_workflows_agent_v1_ExecutionStep__Output>
        Finding: MessageTypeDefinition<_svc_workflows_agent_v1_Finding, _svc_workflows_agent_v1_Finding__Output>
        FindingDailyCount: MessageTypeDefinition<_svc_workflows_agent_v1_FindingDailyCount, _svc_workflows_agent_v1_FindingDailyCount__Output>
        FindingDismissal: MessageTypeDefinition<_svc_workflows_agent_v1_FindingDismissal, _svc_workflows_agent_v1_FindingDismissal__Output>
        FindingEventSample: MessageTypeDefinition<_svc_workflows_agent_v1_FindingEventSample, _svc_workflows_agent_v1_FindingEventSample__Output>
        FindingEvidence: MessageTypeDefinition<_svc_workflows_agent_v1_FindingEvidence, _svc_workflows_agent_v1_FindingEvidence__Output>
        FindingEvidenceCoverage: MessageTypeDefinition<_svc_workflows_agent_v1_FindingEvidenceCoverage, _svc_workflows_agent_v1_FindingEvidenceCoverage__Output>
        FindingEvidenceResponse: MessageTypeDefinition<_svc_workflows_agent_v1_FindingEvidenceResponse, _svc_workflows_agent_v1_FindingEvidenceResponse__Output>
        FindingIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_FindingIdRequest, _svc_workflows_agent_v1_FindingIdRequest__Output>
        FindingInvestigation: MessageTypeDefinition<_svc_workflows_agent_v1_FindingInvestigation, _svc_workflows_agent_v1_FindingInvestigation__Output>
        FindingMetrics: MessageTypeDefinition<_svc_workflows_agent_v1_FindingMetrics, _svc_workflows_agent_v1_FindingMetrics__Output>
        FindingReport: MessageTypeDefinition<_svc_workflows_agent_v1_FindingReport, _svc_workflows_agent_v1_FindingReport__Output>
        FindingReportEvidence: MessageTypeDefinition<_svc_workflows_agent_v1_FindingReportEvidence, _svc_workflows_agent_v1_FindingReportEvidence__Output>
        FindingResponse: MessageTypeDefinition<_svc_workflows_agent_v1_FindingResponse, _svc_workflows_agent_v1_FindingResponse__Output>
        GetConversationOwnerRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetConversationOwnerRequest, _svc_workflows_agent_v1_GetConversationOwnerRequest__Output>
        GetConversationOwnerResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetConversationOwnerResponse, _svc_workflows_agent_v1_GetConversationOwnerResponse__Output>
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
        ListAgentRunStepsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListAgentRunStepsResponse, _svc_workflows_agent_v1_ListAgentRunStepsResponse__Output>
        ListAgentRunsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListAgentRunsRequest, _svc_workflows_agent_v1_ListAgentRunsRequest__Output>
        ListAgentRunsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListAgentRunsResponse, _svc_workflows_agent_v1_ListAgentRunsResponse__Output>
        ListConnectorAccountsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAccountsRequest, _svc_workflows_agent_v1_ListConnectorAccountsRequest__Output>
        ListConnectorAccountsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAccountsResponse, _svc_workflows_agent_v1_ListConnectorAccountsResponse__Output>
        ListConnectorActionsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorActionsRequest, _svc_workflows_agent_v1_ListConnectorActionsRequest__Output>
        ListConnectorActionsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorActionsResponse, _svc_workflows_agent_v1_ListConnectorActionsResponse__Output>
        ListConnectorAppsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAppsRequest, _svc_workflows_agent_v1_ListConnectorAppsRequest__Output>
        ListConnectorAppsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListConnectorAppsResponse, _svc_workflows_agent_v1_ListConnectorAppsResponse__Output>
        ListDbTablesRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesRequest, _svc_workflows_agent_v1_ListDbTablesRequest__Output>
        ListDbTablesResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListDbTablesResponse, _svc_workflows_agent_v1_ListDbTablesResponse__Output>
        ListFindingsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListFindingsRequest, _svc_workflows_agent_v1_ListFindingsRequest__Output>
        ListFindingsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListFindingsResponse, _svc_workflows_agent_v1_ListFindingsResponse__Output>
        ListIntegrationRunsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationRunsRequest, _svc_workflows_agent_v1_ListIntegrationRunsRequest__Output>
        ListIntegrationRunsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationRunsResponse, _svc_workflows_agent_v1_ListIntegrationRunsResponse__Output>
        ListIntegrationsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationsRequest, _svc_workflows_agent_v1_ListIntegrationsRequest__Output>
        ListIntegrationsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListIntegrationsResponse, _svc_workflows_agent_v1_ListIntegrationsResponse__Output>
        ListProjectEventsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProjectEventsRequest, _svc_workflows_agent_v1_ListProjectEventsRequest__Output>
        ListProjectEventsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProjectEventsResponse, _svc_workflows_agent_v1_ListProjectEventsResponse__Output>
        ListProviderKeysRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderKeysRequest, _svc_workflows_agent_v1_ListProviderKeysRequest__Output>
        ListProviderKeysResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderKeysResponse, _svc_workflows_agent_v1_ListProviderKeysResponse__Output>
        ListProviderModelsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsRequest__Output>
        ListProviderModelsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
        ListWorkflowExecutionEventsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest, _svc_workflows_agent_v1_ListWorkflowExecutionEventsRequest__Output>
        ListWorkflowExecutionEventsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse, _svc_workflows_agent_v1_ListWorkflowExecutionEventsResponse__Output>
        ListWorkflowExecutionsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionsRequest, _svc_workflows_agent_v1_ListWorkflowExecutionsRequest__Output>
        ListWorkflowExecutionsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowExecutionsResponse, _svc_workflows_agent_v1_ListWorkflowExecutionsResponse__Output>
        ListWorkflowsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowsRequest, _svc_workflows_agent_v1_ListWorkflowsRequest__Output>
        ListWorkflowsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowsResponse, _svc_workflows_agent_v1_ListWorkflowsResponse__Output>
        ListWorkflowsUsingReferenceRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceRequest__Output>
        ListWorkflowsUsingReferenceResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse, _svc_workflows_agent_v1_ListWorkflowsUsingReferenceResponse__Output>
        MarkFindingAddressedRequest: MessageTypeDefinition<_svc_workflows_agent_v1_MarkFindingAddressedRequest, _svc_workflows_agent_v1_MarkFindingAddressedRequest__Output>
        ProjectEvent: MessageTypeDefinition<_svc_workflows_agent_v1_ProjectEvent, _svc_workflows_agent_v1_ProjectEvent__Output>
        ProjectEventResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ProjectEventResponse, _svc_workflows_agent_v1_ProjectEventResponse__Output>
        ProviderKey: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderKey, _svc_workflows_agent_v1_ProviderKey__Output>
        ProviderKeyResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderKeyResponse, _svc_workflows_agent_v1_ProviderKeyResponse__Output>
        ProviderModel: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderModel, _svc_workflows_agent_v1_ProviderModel__Output>
        QueryParam: MessageTypeDefinition<_svc_workflows_agent_v1_QueryParam, _svc_workflows_agent_v1_QueryParam__Output>
        ReloadConnectorPropsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsRequest, _svc_workflows_agent_v1_ReloadConnectorPropsRequest__Output>
        ReloadConnectorPropsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ReloadConnectorPropsResponse, _svc_workflows_agent_v1_ReloadConnectorPropsResponse__Output>
        ReplaceWorkflowTriggersRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest, _svc_workflows_agent_v1_ReplaceWorkflowTriggersRequest__Output>
        ResumeWorkflowExecutionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ResumeWorkflowExecutionRequest, _svc_workflows_agent_v1_ResumeWorkflowExecutionRequest__Output>
        SetProviderKeyRequest: MessageTypeDefinition<_svc_workflows_agent_v1_SetProviderKeyRequest, _svc_workflows_agent_v1_SetProviderKeyRequest__Output>
        SetWorkflowStatusRequest: MessageTypeDefinition<_svc_workflows_agent_v1_SetWorkflowStatusRequest, _svc_workflows_agent_v1_SetWorkflowStatusRequest__Output>
        StartWorkflowExecutionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_StartWorkflowExecutionRequest, _svc_workflows_agent_v1_StartWorkflowExecutionRequest__Output>
        UpdateIntegrationRequest: MessageTypeDefinition<_svc_workflows_agent_v1_UpdateIntegrationRequest, _svc_workflows_agent_v1_UpdateIntegrationRequest__Output>
        UpdateWorkflowExecutionStatusRequest: MessageTypeDefinition<_svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest, _svc_workflows_agent_v1_UpdateWorkflowExecutionStatusRequest__Output>
        UpdateWorkflowRequest: MessageTypeDefinition<_svc_workflows_agent_v1_UpdateWorkflowRequest, _svc_workflows_agent_v1_UpdateWorkflowRequest__Output>
        UpdateWorkflowTriggerRequest: MessageTypeDefinition<_svc_workflows_agent_v1_UpdateWorkflowTriggerRequest, _svc_workflows_agent_v1_UpdateWorkflowTriggerRequest__Output>
        Workflow: MessageTypeDefinition<_svc_workflows_agent_v1_Workflow, _svc_workflows_agent_v1_Workflow__Output>
        WorkflowExecution: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowExecution, _svc_workflows_agent_v1_WorkflowExecution__Output>
        WorkflowExecutionResponse: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowExecutionResponse, _svc_workflows_agent_v1_WorkflowExecutionResponse__Output>
        WorkflowIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowIdRequest, _svc_workflows_agent_v1_WorkflowIdRequest__Output>
        WorkflowReference: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowReference, _svc_workflows_agent_v1_WorkflowReference__Output>
        WorkflowResponse: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowResponse, _svc_workflows_agent_v1_WorkflowResponse__Output>
        WorkflowTrigger: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowTrigger, _svc_workflows_agent_v1_WorkflowTrigger__Output>
        WorkflowTriggerIdRequest: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowTriggerIdRequest, _svc_workflows_agent_v1_WorkflowTriggerIdRequest__Output>
        WorkflowTriggerInput: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowTriggerInput, _svc_workflows_agent_v1_WorkflowTriggerInput__Output>
        WorkflowTriggerResponse: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowTriggerResponse, _svc_workflows_agent_v1_WorkflowTriggerResponse__Output>
        WorkflowTriggersResponse: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowTriggersResponse, _svc_workflows_agent_v1_WorkflowTriggersResponse__Output>
        /**
         * Workflows, agent runs and integrations of a project.
         */
        WorkflowsAgentService: SubtypeConstructor<typeof grpc.Client, _svc_workflows_agent_v1_WorkflowsAgentServiceClient> & { service: _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition }
      }
    }
  }
}

