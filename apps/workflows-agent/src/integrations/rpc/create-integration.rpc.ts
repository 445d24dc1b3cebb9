import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';
import { opt } from './request';

/** CreateIntegration (POST /integrations). */
export function createIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.CreateIntegrationRequest__Output): Promise<workflowsAgent.IntegrationResponse> => ({
    integration: await uc.create(req.project_id, {
      actionId: req.action_id,
      appSlug: req.app_slug,
      appName: opt(req.app_name),
      name: opt(req.name),
      configuredProps: fromStruct(req.configured_props),
      variableDefinitions: fromStruct(req.variable_definitions),
      dynamicPropsId: opt(req.dynamic_props_id),
      accountId: opt(req.account_id),
      metadata: fromStruct(req.metadata),
      enabled: opt(req.enabled),
    }),
  });
}
