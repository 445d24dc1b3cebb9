import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { GetWorkflowExecutionRequest as _svc_workflows_agent_v1_GetWorkflowExecutionRequest, GetWorkflowExecutionRequest__Output as _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionRequest';
import type { GetWorkflowExecutionResponse as _svc_workflows_agent_v1_GetWorkflowExecutionResponse, GetWorkflowExecutionResponse__Output as _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output } from './svc/workflows_agent/v1/GetWorkflowExecutionResponse';
import type { ListProviderModelsRequest as _svc_workflows_agent_v1_ListProviderModelsRequest, ListProviderModelsRequest__Output as _svc_workflows_agent_v1_ListProviderModelsRequest__Output } from './svc/workflows_agent/v1/ListProviderModelsRequest';
import type { ListProviderModelsResponse as _svc_workflows_agent_v1_ListProviderModelsResponse, ListProviderModelsResponse__Output as _svc_workflows_agent_v1_ListProviderModelsResponse__Output } from './svc/workflows_agent/v1/ListProviderModelsResponse';
import type { ProviderModel as _svc_workflows_agent_v1_ProviderModel, ProviderModel__Output as _svc_workflows_agent_v1_ProviderModel__Output } from './svc/workflows_agent/v1/ProviderModel';
import type { WorkflowExecution as _svc_workflows_agent_v1_WorkflowExecution, WorkflowExecution__Output as _svc_workflows_agent_v1_WorkflowExecution__Output } from './svc/workflows_agent/v1/WorkflowExecution';
import type { WorkflowsAgentServiceClient as _svc_workflows_agent_v1_WorkflowsAgentServiceClient, WorkflowsAgentServiceDefinition as _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition } from './svc/workflows_agent/v1/WorkflowsAgentService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    workflows_agent: {
      v1: {
        GetWorkflowExecutionRequest: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionRequest, _svc_workflows_agent_v1_GetWorkflowExecutionRequest__Output>
        GetWorkflowExecutionResponse: MessageTypeDefinition<_svc_workflows_agent_v1_GetWorkflowExecutionResponse, _svc_workflows_agent_v1_GetWorkflowExecutionResponse__Output>
        ListProviderModelsRequest: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsRequest, _svc_workflows_agent_v1_ListProviderModelsRequest__Output>
        ListProviderModelsResponse: MessageTypeDefinition<_svc_workflows_agent_v1_ListProviderModelsResponse, _svc_workflows_agent_v1_ListProviderModelsResponse__Output>
        ProviderModel: MessageTypeDefinition<_svc_workflows_agent_v1_ProviderModel, _svc_workflows_agent_v1_ProviderModel__Output>
        WorkflowExecution: MessageTypeDefinition<_svc_workflows_agent_v1_WorkflowExecution, _svc_workflows_agent_v1_WorkflowExecution__Output>
        /**
         * Workflows, agent runs and integrations of a project.
         */
        WorkflowsAgentService: SubtypeConstructor<typeof grpc.Client, _svc_workflows_agent_v1_WorkflowsAgentServiceClient> & { service: _svc_workflows_agent_v1_WorkflowsAgentServiceDefinition }
      }
    }
  }
}

