// Original file: protos/svc/flows/v1/flows.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CloneFlowRequest as _svc_flows_v1_CloneFlowRequest, CloneFlowRequest__Output as _svc_flows_v1_CloneFlowRequest__Output } from '../../../svc/flows/v1/CloneFlowRequest';
import type { CreateFlowRequest as _svc_flows_v1_CreateFlowRequest, CreateFlowRequest__Output as _svc_flows_v1_CreateFlowRequest__Output } from '../../../svc/flows/v1/CreateFlowRequest';
import type { CreateFlowVersionRequest as _svc_flows_v1_CreateFlowVersionRequest, CreateFlowVersionRequest__Output as _svc_flows_v1_CreateFlowVersionRequest__Output } from '../../../svc/flows/v1/CreateFlowVersionRequest';
import type { CreateFunctionRequest as _svc_flows_v1_CreateFunctionRequest, CreateFunctionRequest__Output as _svc_flows_v1_CreateFunctionRequest__Output } from '../../../svc/flows/v1/CreateFunctionRequest';
import type { DeleteFunctionRequest as _svc_flows_v1_DeleteFunctionRequest, DeleteFunctionRequest__Output as _svc_flows_v1_DeleteFunctionRequest__Output } from '../../../svc/flows/v1/DeleteFunctionRequest';
import type { DeleteFunctionSecretRequest as _svc_flows_v1_DeleteFunctionSecretRequest, DeleteFunctionSecretRequest__Output as _svc_flows_v1_DeleteFunctionSecretRequest__Output } from '../../../svc/flows/v1/DeleteFunctionSecretRequest';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from '../../../svc/common/v1/Empty';
import type { FlowIdRequest as _svc_flows_v1_FlowIdRequest, FlowIdRequest__Output as _svc_flows_v1_FlowIdRequest__Output } from '../../../svc/flows/v1/FlowIdRequest';
import type { FlowResponse as _svc_flows_v1_FlowResponse, FlowResponse__Output as _svc_flows_v1_FlowResponse__Output } from '../../../svc/flows/v1/FlowResponse';
import type { FlowVersionResponse as _svc_flows_v1_FlowVersionResponse, FlowVersionResponse__Output as _svc_flows_v1_FlowVersionResponse__Output } from '../../../svc/flows/v1/FlowVersionResponse';
import type { FunctionIdRequest as _svc_flows_v1_FunctionIdRequest, FunctionIdRequest__Output as _svc_flows_v1_FunctionIdRequest__Output } from '../../../svc/flows/v1/FunctionIdRequest';
import type { FunctionInvocationsResponse as _svc_flows_v1_FunctionInvocationsResponse, FunctionInvocationsResponse__Output as _svc_flows_v1_FunctionInvocationsResponse__Output } from '../../../svc/flows/v1/FunctionInvocationsResponse';
import type { FunctionLogsResponse as _svc_flows_v1_FunctionLogsResponse, FunctionLogsResponse__Output as _svc_flows_v1_FunctionLogsResponse__Output } from '../../../svc/flows/v1/FunctionLogsResponse';
import type { FunctionResponse as _svc_flows_v1_FunctionResponse, FunctionResponse__Output as _svc_flows_v1_FunctionResponse__Output } from '../../../svc/flows/v1/FunctionResponse';
import type { GetFlowRequest as _svc_flows_v1_GetFlowRequest, GetFlowRequest__Output as _svc_flows_v1_GetFlowRequest__Output } from '../../../svc/flows/v1/GetFlowRequest';
import type { GetFlowResponse as _svc_flows_v1_GetFlowResponse, GetFlowResponse__Output as _svc_flows_v1_GetFlowResponse__Output } from '../../../svc/flows/v1/GetFlowResponse';
import type { GetFlowVersionRequest as _svc_flows_v1_GetFlowVersionRequest, GetFlowVersionRequest__Output as _svc_flows_v1_GetFlowVersionRequest__Output } from '../../../svc/flows/v1/GetFlowVersionRequest';
import type { InvokeFunctionRequest as _svc_flows_v1_InvokeFunctionRequest, InvokeFunctionRequest__Output as _svc_flows_v1_InvokeFunctionRequest__Output } from '../../../svc/flows/v1/InvokeFunctionRequest';
import type { InvokeFunctionResponse as _svc_flows_v1_InvokeFunctionResponse, InvokeFunctionResponse__Output as _svc_flows_v1_InvokeFunctionResponse__Output } from '../../../svc/flows/v1/InvokeFunctionResponse';
import type { ListFlowFunctionInvocationsRequest as _svc_flows_v1_ListFlowFunctionInvocationsRequest, ListFlowFunctionInvocationsRequest__Output as _svc_flows_v1_ListFlowFunctionInvocationsRequest__Output } from '../../../svc/flows/v1/ListFlowFunctionInvocationsRequest';
import type { ListFlowVersionsRequest as _svc_flows_v1_ListFlowVersionsRequest, ListFlowVersionsRequest__Output as _svc_flows_v1_ListFlowVersionsRequest__Output } from '../../../svc/flows/v1/ListFlowVersionsRequest';
import type { ListFlowVersionsResponse as _svc_flows_v1_ListFlowVersionsResponse, ListFlowVersionsResponse__Output as _svc_flows_v1_ListFlowVersionsResponse__Output } from '../../../svc/flows/v1/ListFlowVersionsResponse';
import type { ListFlowsRequest as _svc_flows_v1_ListFlowsRequest, ListFlowsRequest__Output as _svc_flows_v1_ListFlowsRequest__Output } from '../../../svc/flows/v1/ListFlowsRequest';
import type { ListFlowsResponse as _svc_flows_v1_ListFlowsResponse, ListFlowsResponse__Output as _svc_flows_v1_ListFlowsResponse__Output } from '../../../svc/flows/v1/ListFlowsResponse';
import type { ListFunctionInvocationsRequest as _svc_flows_v1_ListFunctionInvocationsRequest, ListFunctionInvocationsRequest__Output as _svc_flows_v1_ListFunctionInvocationsRequest__Output } from '../../../svc/flows/v1/ListFunctionInvocationsRequest';
import type { ListFunctionLogsRequest as _svc_flows_v1_ListFunctionLogsRequest, ListFunctionLogsRequest__Output as _svc_flows_v1_ListFunctionLogsRequest__Output } from '../../../svc/flows/v1/ListFunctionLogsRequest';
import type { ListFunctionSecretsResponse as _svc_flows_v1_ListFunctionSecretsResponse, ListFunctionSecretsResponse__Output as _svc_flows_v1_ListFunctionSecretsResponse__Output } from '../../../svc/flows/v1/ListFunctionSecretsResponse';
import type { ListFunctionsRequest as _svc_flows_v1_ListFunctionsRequest, ListFunctionsRequest__Output as _svc_flows_v1_ListFunctionsRequest__Output } from '../../../svc/flows/v1/ListFunctionsRequest';
import type { ListFunctionsResponse as _svc_flows_v1_ListFunctionsResponse, ListFunctionsResponse__Output as _svc_flows_v1_ListFunctionsResponse__Output } from '../../../svc/flows/v1/ListFunctionsResponse';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from '../../../svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from '../../../svc/common/v1/LogSearchRequest';
import type { SetFlowDataEndpointRequest as _svc_flows_v1_SetFlowDataEndpointRequest, SetFlowDataEndpointRequest__Output as _svc_flows_v1_SetFlowDataEndpointRequest__Output } from '../../../svc/flows/v1/SetFlowDataEndpointRequest';
import type { SetFunctionSecretRequest as _svc_flows_v1_SetFunctionSecretRequest, SetFunctionSecretRequest__Output as _svc_flows_v1_SetFunctionSecretRequest__Output } from '../../../svc/flows/v1/SetFunctionSecretRequest';
import type { SyncFlowsRequest as _svc_flows_v1_SyncFlowsRequest, SyncFlowsRequest__Output as _svc_flows_v1_SyncFlowsRequest__Output } from '../../../svc/flows/v1/SyncFlowsRequest';
import type { SyncFlowsResponse as _svc_flows_v1_SyncFlowsResponse, SyncFlowsResponse__Output as _svc_flows_v1_SyncFlowsResponse__Output } from '../../../svc/flows/v1/SyncFlowsResponse';
import type { UpdateFunctionRequest as _svc_flows_v1_UpdateFunctionRequest, UpdateFunctionRequest__Output as _svc_flows_v1_UpdateFunctionRequest__Output } from '../../../svc/flows/v1/UpdateFunctionRequest';

/**
 * Flows of a project.
 */
export interface FlowsServiceClient extends grpc.Client {
  /**
   * POST /messaging/flows/{flow_id}/clone
   */
  CloneFlow(argument: _svc_flows_v1_CloneFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CloneFlow(argument: _svc_flows_v1_CloneFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CloneFlow(argument: _svc_flows_v1_CloneFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CloneFlow(argument: _svc_flows_v1_CloneFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/clone
   */
  cloneFlow(argument: _svc_flows_v1_CloneFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  cloneFlow(argument: _svc_flows_v1_CloneFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  cloneFlow(argument: _svc_flows_v1_CloneFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  cloneFlow(argument: _svc_flows_v1_CloneFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows (created upstream first, then stored).
   */
  CreateFlow(argument: _svc_flows_v1_CreateFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _svc_flows_v1_CreateFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _svc_flows_v1_CreateFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _svc_flows_v1_CreateFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows (created upstream first, then stored).
   */
  createFlow(argument: _svc_flows_v1_CreateFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _svc_flows_v1_CreateFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _svc_flows_v1_CreateFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _svc_flows_v1_CreateFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/versions: a new draft version of the flow JSON (assets upload).
   */
  CreateFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  CreateFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  CreateFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  CreateFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/versions: a new draft version of the flow JSON (assets upload).
   */
  createFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  createFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  createFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  createFlowVersion(argument: _svc_flows_v1_CreateFlowVersionRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /functions
   */
  CreateFunction(argument: _svc_flows_v1_CreateFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  CreateFunction(argument: _svc_flows_v1_CreateFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  CreateFunction(argument: _svc_flows_v1_CreateFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  CreateFunction(argument: _svc_flows_v1_CreateFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /functions
   */
  createFunction(argument: _svc_flows_v1_CreateFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  createFunction(argument: _svc_flows_v1_CreateFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  createFunction(argument: _svc_flows_v1_CreateFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  createFunction(argument: _svc_flows_v1_CreateFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /functions/{function_id}: refused (FAILED_PRECONDITION FUNCTION_IN_USE) while an active
   * workflow or a flow's data endpoint uses it, unless `force`.
   */
  DeleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /functions/{function_id}: refused (FAILED_PRECONDITION FUNCTION_IN_USE) while an active
   * workflow or a flow's data endpoint uses it, unless `force`.
   */
  deleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunction(argument: _svc_flows_v1_DeleteFunctionRequest, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /functions/{function_id}/secrets/{name}
   */
  DeleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /functions/{function_id}/secrets/{name}
   */
  deleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteFunctionSecret(argument: _svc_flows_v1_DeleteFunctionSecretRequest, callback: grpc.requestCallback<_svc_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /functions/{function_id}/deploy
   */
  DeployFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  DeployFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  DeployFunction(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  DeployFunction(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /functions/{function_id}/deploy
   */
  deployFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  deployFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  deployFunction(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  deployFunction(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/deprecate
   */
  DeprecateFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  DeprecateFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  DeprecateFlow(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  DeprecateFlow(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/deprecate
   */
  deprecateFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  deprecateFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  deprecateFlow(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  deprecateFlow(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows/{flow_id}
   */
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _svc_flows_v1_GetFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows/{flow_id}
   */
  getFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _svc_flows_v1_GetFlowRequest, callback: grpc.requestCallback<_svc_flows_v1_GetFlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows/{flow_id}/versions/{version_id}
   */
  GetFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  GetFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  GetFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  GetFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows/{flow_id}/versions/{version_id}
   */
  getFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  getFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  getFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  getFlowVersion(argument: _svc_flows_v1_GetFlowVersionRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowVersionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /functions/{function_id}
   */
  GetFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  GetFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  GetFunction(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  GetFunction(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /functions/{function_id}
   */
  getFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  getFunction(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  getFunction(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  getFunction(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /functions/{function_id}/invoke
   */
  InvokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  InvokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  InvokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  InvokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /functions/{function_id}/invoke
   */
  invokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  invokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  invokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  invokeFunction(argument: _svc_flows_v1_InvokeFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_InvokeFunctionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows/{flow_id}/function_invocations
   */
  ListFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows/{flow_id}/function_invocations
   */
  listFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFlowFunctionInvocations(argument: _svc_flows_v1_ListFlowFunctionInvocationsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows/{flow_id}/versions
   */
  ListFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows/{flow_id}/versions
   */
  listFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFlowVersions(argument: _svc_flows_v1_ListFlowVersionsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/flows
   */
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  ListFlows(argument: _svc_flows_v1_ListFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/flows
   */
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  listFlows(argument: _svc_flows_v1_ListFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFlowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /functions/{function_id}/invocations
   */
  ListFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /functions/{function_id}/invocations
   */
  listFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionInvocations(argument: _svc_flows_v1_ListFunctionInvocationsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionInvocationsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /functions/{function_id}/logs: the console lines of its recent invocations, most recent first.
   */
  ListFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /functions/{function_id}/logs: the console lines of its recent invocations, most recent first.
   */
  listFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionLogs(argument: _svc_flows_v1_ListFunctionLogsRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionLogsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /functions/{function_id}/secrets (names only)
   */
  ListFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /functions/{function_id}/secrets (names only)
   */
  listFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  listFunctionSecrets(argument: _svc_flows_v1_FunctionIdRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /functions
   */
  ListFunctions(argument: _svc_flows_v1_ListFunctionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctions(argument: _svc_flows_v1_ListFunctionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctions(argument: _svc_flows_v1_ListFunctionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  ListFunctions(argument: _svc_flows_v1_ListFunctionsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /functions
   */
  listFunctions(argument: _svc_flows_v1_ListFunctionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  listFunctions(argument: _svc_flows_v1_ListFunctionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  listFunctions(argument: _svc_flows_v1_ListFunctionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  listFunctions(argument: _svc_flows_v1_ListFunctionsRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/publish
   */
  PublishFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  PublishFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  PublishFlow(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  PublishFlow(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/publish
   */
  publishFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  publishFlow(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  publishFlow(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  publishFlow(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/preview: a fresh preview URL from the upstream.
   */
  RefreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RefreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RefreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RefreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/preview: a fresh preview URL from the upstream.
   */
  refreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  refreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  refreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  refreshFlowPreview(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/data_endpoint/register
   */
  RegisterFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RegisterFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RegisterFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  RegisterFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/data_endpoint/register
   */
  registerFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  registerFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  registerFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  registerFlowDataEndpoint(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /log_search: this service's sources (function_invocation, function_log, flow_data_exchange) searched for the project (decision 0019).
   */
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  /**
   * GET /log_search: this service's sources (function_invocation, function_log, flow_data_exchange) searched for the project (decision 0019).
   */
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/flows/{flow_id}/data_endpoint
   */
  SetFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/flows/{flow_id}/data_endpoint
   */
  setFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setFlowDataEndpoint(argument: _svc_flows_v1_SetFlowDataEndpointRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /functions/{function_id}/secrets (write-only value)
   */
  SetFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  SetFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  SetFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  SetFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /functions/{function_id}/secrets (write-only value)
   */
  setFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  setFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  setFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  setFunctionSecret(argument: _svc_flows_v1_SetFunctionSecretRequest, callback: grpc.requestCallback<_svc_flows_v1_ListFunctionSecretsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/{flow_id}/setup_encryption
   */
  SetupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  SetupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/{flow_id}/setup_encryption
   */
  setupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  setupFlowEncryption(argument: _svc_flows_v1_FlowIdRequest, callback: grpc.requestCallback<_svc_flows_v1_FlowResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/flows/sync: pulls the flows of a business account created upstream.
   */
  SyncFlows(argument: _svc_flows_v1_SyncFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  SyncFlows(argument: _svc_flows_v1_SyncFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  SyncFlows(argument: _svc_flows_v1_SyncFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  SyncFlows(argument: _svc_flows_v1_SyncFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/flows/sync: pulls the flows of a business account created upstream.
   */
  syncFlows(argument: _svc_flows_v1_SyncFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  syncFlows(argument: _svc_flows_v1_SyncFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  syncFlows(argument: _svc_flows_v1_SyncFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  syncFlows(argument: _svc_flows_v1_SyncFlowsRequest, callback: grpc.requestCallback<_svc_flows_v1_SyncFlowsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /functions/{function_id}
   */
  UpdateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  UpdateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  UpdateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  UpdateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /functions/{function_id}
   */
  updateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  updateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  updateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  updateFunction(argument: _svc_flows_v1_UpdateFunctionRequest, callback: grpc.requestCallback<_svc_flows_v1_FunctionResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Flows of a project.
 */
export interface FlowsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /messaging/flows/{flow_id}/clone
   */
  CloneFlow: grpc.handleUnaryCall<_svc_flows_v1_CloneFlowRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /messaging/flows (created upstream first, then stored).
   */
  CreateFlow: grpc.handleUnaryCall<_svc_flows_v1_CreateFlowRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/versions: a new draft version of the flow JSON (assets upload).
   */
  CreateFlowVersion: grpc.handleUnaryCall<_svc_flows_v1_CreateFlowVersionRequest__Output, _svc_flows_v1_FlowVersionResponse>;
  
  /**
   * POST /functions
   */
  CreateFunction: grpc.handleUnaryCall<_svc_flows_v1_CreateFunctionRequest__Output, _svc_flows_v1_FunctionResponse>;
  
  /**
   * DELETE /functions/{function_id}: refused (FAILED_PRECONDITION FUNCTION_IN_USE) while an active
   * workflow or a flow's data endpoint uses it, unless `force`.
   */
  DeleteFunction: grpc.handleUnaryCall<_svc_flows_v1_DeleteFunctionRequest__Output, _svc_common_v1_Empty>;
  
  /**
   * DELETE /functions/{function_id}/secrets/{name}
   */
  DeleteFunctionSecret: grpc.handleUnaryCall<_svc_flows_v1_DeleteFunctionSecretRequest__Output, _svc_common_v1_Empty>;
  
  /**
   * POST /functions/{function_id}/deploy
   */
  DeployFunction: grpc.handleUnaryCall<_svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_FunctionResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/deprecate
   */
  DeprecateFlow: grpc.handleUnaryCall<_svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * GET /messaging/flows/{flow_id}
   */
  GetFlow: grpc.handleUnaryCall<_svc_flows_v1_GetFlowRequest__Output, _svc_flows_v1_GetFlowResponse>;
  
  /**
   * GET /messaging/flows/{flow_id}/versions/{version_id}
   */
  GetFlowVersion: grpc.handleUnaryCall<_svc_flows_v1_GetFlowVersionRequest__Output, _svc_flows_v1_FlowVersionResponse>;
  
  /**
   * GET /functions/{function_id}
   */
  GetFunction: grpc.handleUnaryCall<_svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_FunctionResponse>;
  
  /**
   * POST /functions/{function_id}/invoke
   */
  InvokeFunction: grpc.handleUnaryCall<_svc_flows_v1_InvokeFunctionRequest__Output, _svc_flows_v1_InvokeFunctionResponse>;
  
  /**
   * GET /messaging/flows/{flow_id}/function_invocations
   */
  ListFlowFunctionInvocations: grpc.handleUnaryCall<_svc_flows_v1_ListFlowFunctionInvocationsRequest__Output, _svc_flows_v1_FunctionInvocationsResponse>;
  
  /**
   * GET /messaging/flows/{flow_id}/versions
   */
  ListFlowVersions: grpc.handleUnaryCall<_svc_flows_v1_ListFlowVersionsRequest__Output, _svc_flows_v1_ListFlowVersionsResponse>;
  
  /**
   * GET /messaging/flows
   */
  ListFlows: grpc.handleUnaryCall<_svc_flows_v1_ListFlowsRequest__Output, _svc_flows_v1_ListFlowsResponse>;
  
  /**
   * GET /functions/{function_id}/invocations
   */
  ListFunctionInvocations: grpc.handleUnaryCall<_svc_flows_v1_ListFunctionInvocationsRequest__Output, _svc_flows_v1_FunctionInvocationsResponse>;
  
  /**
   * GET /functions/{function_id}/logs: the console lines of its recent invocations, most recent first.
   */
  ListFunctionLogs: grpc.handleUnaryCall<_svc_flows_v1_ListFunctionLogsRequest__Output, _svc_flows_v1_FunctionLogsResponse>;
  
  /**
   * GET /functions/{function_id}/secrets (names only)
   */
  ListFunctionSecrets: grpc.handleUnaryCall<_svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_ListFunctionSecretsResponse>;
  
  /**
   * GET /functions
   */
  ListFunctions: grpc.handleUnaryCall<_svc_flows_v1_ListFunctionsRequest__Output, _svc_flows_v1_ListFunctionsResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/publish
   */
  PublishFlow: grpc.handleUnaryCall<_svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/preview: a fresh preview URL from the upstream.
   */
  RefreshFlowPreview: grpc.handleUnaryCall<_svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/data_endpoint/register
   */
  RegisterFlowDataEndpoint: grpc.handleUnaryCall<_svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * GET /log_search: this service's sources (function_invocation, function_log, flow_data_exchange) searched for the project (decision 0019).
   */
  SearchLogs: grpc.handleUnaryCall<_svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply>;
  
  /**
   * PATCH /messaging/flows/{flow_id}/data_endpoint
   */
  SetFlowDataEndpoint: grpc.handleUnaryCall<_svc_flows_v1_SetFlowDataEndpointRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /functions/{function_id}/secrets (write-only value)
   */
  SetFunctionSecret: grpc.handleUnaryCall<_svc_flows_v1_SetFunctionSecretRequest__Output, _svc_flows_v1_ListFunctionSecretsResponse>;
  
  /**
   * POST /messaging/flows/{flow_id}/setup_encryption
   */
  SetupFlowEncryption: grpc.handleUnaryCall<_svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse>;
  
  /**
   * POST /messaging/flows/sync: pulls the flows of a business account created upstream.
   */
  SyncFlows: grpc.handleUnaryCall<_svc_flows_v1_SyncFlowsRequest__Output, _svc_flows_v1_SyncFlowsResponse>;
  
  /**
   * PATCH /functions/{function_id}
   */
  UpdateFunction: grpc.handleUnaryCall<_svc_flows_v1_UpdateFunctionRequest__Output, _svc_flows_v1_FunctionResponse>;
  
}

export interface FlowsServiceDefinition extends grpc.ServiceDefinition {
  CloneFlow: MethodDefinition<_svc_flows_v1_CloneFlowRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_CloneFlowRequest__Output, _svc_flows_v1_FlowResponse__Output>
  CreateFlow: MethodDefinition<_svc_flows_v1_CreateFlowRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_CreateFlowRequest__Output, _svc_flows_v1_FlowResponse__Output>
  CreateFlowVersion: MethodDefinition<_svc_flows_v1_CreateFlowVersionRequest, _svc_flows_v1_FlowVersionResponse, _svc_flows_v1_CreateFlowVersionRequest__Output, _svc_flows_v1_FlowVersionResponse__Output>
  CreateFunction: MethodDefinition<_svc_flows_v1_CreateFunctionRequest, _svc_flows_v1_FunctionResponse, _svc_flows_v1_CreateFunctionRequest__Output, _svc_flows_v1_FunctionResponse__Output>
  DeleteFunction: MethodDefinition<_svc_flows_v1_DeleteFunctionRequest, _svc_common_v1_Empty, _svc_flows_v1_DeleteFunctionRequest__Output, _svc_common_v1_Empty__Output>
  DeleteFunctionSecret: MethodDefinition<_svc_flows_v1_DeleteFunctionSecretRequest, _svc_common_v1_Empty, _svc_flows_v1_DeleteFunctionSecretRequest__Output, _svc_common_v1_Empty__Output>
  DeployFunction: MethodDefinition<_svc_flows_v1_FunctionIdRequest, _svc_flows_v1_FunctionResponse, _svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_FunctionResponse__Output>
  DeprecateFlow: MethodDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse__Output>
  GetFlow: MethodDefinition<_svc_flows_v1_GetFlowRequest, _svc_flows_v1_GetFlowResponse, _svc_flows_v1_GetFlowRequest__Output, _svc_flows_v1_GetFlowResponse__Output>
  GetFlowVersion: MethodDefinition<_svc_flows_v1_GetFlowVersionRequest, _svc_flows_v1_FlowVersionResponse, _svc_flows_v1_GetFlowVersionRequest__Output, _svc_flows_v1_FlowVersionResponse__Output>
  GetFunction: MethodDefinition<_svc_flows_v1_FunctionIdRequest, _svc_flows_v1_FunctionResponse, _svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_FunctionResponse__Output>
  InvokeFunction: MethodDefinition<_svc_flows_v1_InvokeFunctionRequest, _svc_flows_v1_InvokeFunctionResponse, _svc_flows_v1_InvokeFunctionRequest__Output, _svc_flows_v1_InvokeFunctionResponse__Output>
  ListFlowFunctionInvocations: MethodDefinition<_svc_flows_v1_ListFlowFunctionInvocationsRequest, _svc_flows_v1_FunctionInvocationsResponse, _svc_flows_v1_ListFlowFunctionInvocationsRequest__Output, _svc_flows_v1_FunctionInvocationsResponse__Output>
  ListFlowVersions: MethodDefinition<_svc_flows_v1_ListFlowVersionsRequest, _svc_flows_v1_ListFlowVersionsResponse, _svc_flows_v1_ListFlowVersionsRequest__Output, _svc_flows_v1_ListFlowVersionsResponse__Output>
  ListFlows: MethodDefinition<_svc_flows_v1_ListFlowsRequest, _svc_flows_v1_ListFlowsResponse, _svc_flows_v1_ListFlowsRequest__Output, _svc_flows_v1_ListFlowsResponse__Output>
  ListFunctionInvocations: MethodDefinition<_svc_flows_v1_ListFunctionInvocationsRequest, _svc_flows_v1_FunctionInvocationsResponse, _svc_flows_v1_ListFunctionInvocationsRequest__Output, _svc_flows_v1_FunctionInvocationsResponse__Output>
  ListFunctionLogs: MethodDefinition<_svc_flows_v1_ListFunctionLogsRequest, _svc_flows_v1_FunctionLogsResponse, _svc_flows_v1_ListFunctionLogsRequest__Output, _svc_flows_v1_FunctionLogsResponse__Output>
  ListFunctionSecrets: MethodDefinition<_svc_flows_v1_FunctionIdRequest, _svc_flows_v1_ListFunctionSecretsResponse, _svc_flows_v1_FunctionIdRequest__Output, _svc_flows_v1_ListFunctionSecretsResponse__Output>
  ListFunctions: MethodDefinition<_svc_flows_v1_ListFunctionsRequest, _svc_flows_v1_ListFunctionsResponse, _svc_flows_v1_ListFunctionsRequest__Output, _svc_flows_v1_ListFunctionsResponse__Output>
  PublishFlow: MethodDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse__Output>
  RefreshFlowPreview: MethodDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse__Output>
  RegisterFlowDataEndpoint: MethodDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse__Output>
  SearchLogs: MethodDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply__Output>
  SetFlowDataEndpoint: MethodDefinition<_svc_flows_v1_SetFlowDataEndpointRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_SetFlowDataEndpointRequest__Output, _svc_flows_v1_FlowResponse__Output>
  SetFunctionSecret: MethodDefinition<_svc_flows_v1_SetFunctionSecretRequest, _svc_flows_v1_ListFunctionSecretsResponse, _svc_flows_v1_SetFunctionSecretRequest__Output, _svc_flows_v1_ListFunctionSecretsResponse__Output>
  SetupFlowEncryption: MethodDefinition<_svc_flows_v1_FlowIdRequest, _svc_flows_v1_FlowResponse, _svc_flows_v1_FlowIdRequest__Output, _svc_flows_v1_FlowResponse__Output>
  SyncFlows: MethodDefinition<_svc_flows_v1_SyncFlowsRequest, _svc_flows_v1_SyncFlowsResponse, _svc_flows_v1_SyncFlowsRequest__Output, _svc_flows_v1_SyncFlowsResponse__Output>
  UpdateFunction: MethodDefinition<_svc_flows_v1_UpdateFunctionRequest, _svc_flows_v1_FunctionResponse, _svc_flows_v1_UpdateFunctionRequest__Output, _svc_flows_v1_FunctionResponse__Output>
}
