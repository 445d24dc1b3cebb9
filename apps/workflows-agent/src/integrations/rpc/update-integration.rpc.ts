import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

/** UpdateIntegration (PATCH /integrations/{id}). */
export function updateIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.UpdateIntegrationRequest__Output): Promise<workflowsAgent.IntegrationResponse> => ({
    integration: await uc.update(req.project_id, req.integration_id, {
      name: opt(req.name),
      configuredProps: req.configured_props ? fromStruct(req.configured_props) : undefined,
      variableDefinitions: req.variable_definitions ? fromStruct(req.variable_definitions) : undefined,
      dynamicPropsId: opt(req.dynamic_props_id),
      enabled: opt(req.enabled),
      metadata: req.metadata ? fromStruct(req.metadata) : undefined,
      accountId: opt(req.account_id),
    }),
  });
}
