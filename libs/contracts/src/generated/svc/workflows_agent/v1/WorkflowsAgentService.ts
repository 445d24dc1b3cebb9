// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from '../../../svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from '../../../svc/workflows_agent/v1/ListProviderModelsResponse';

/**
 * Workflows, agent runs and integrations of a project.
 */
export interface WorkflowsAgentServiceClient extends grpc.Client {
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
   * GET /workflow_executions/{id}
   */
  GetWorkflowExecution: grpc.handleUnaryCall<_svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse>;
  
  /**
   * GET /provider_models
   */
  ListProviderModels: grpc.handleUnaryCall<_svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse>;
  
}

export interface WorkflowsAgentServiceDefinition extends grpc.ServiceDefinition {
  GetWorkflowExecution: MethodDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
  ListProviderModels: MethodDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsRequest__Output, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
}
