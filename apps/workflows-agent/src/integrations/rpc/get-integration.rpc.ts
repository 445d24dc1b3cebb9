import type { workflowsAgent } from '@platform/contracts';
import type { IntegrationsRepository } from '../infra/db/integrations.repository';
import { integrationNotFound } from './request';

/** GetIntegration (GET /integrations/{id}, a query). */
export function getIntegrationRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.IntegrationIdRequest__Output): Promise<workflowsAgent.IntegrationResponse> => {
    const row = await repo.get(req.project_id, req.integration_id);
    if (!row) {
      throw integrationNotFound();
    }
    return { integration: row.view };
  };
}
