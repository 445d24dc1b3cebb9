import { normalizePage, pageMeta, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsRepository } from '../infra/db/integrations.repository';
import { integrationNotFound } from './request';

/** ListIntegrationRuns (GET /integrations/{id}/runs, a query). */
export function listIntegrationRunsRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.ListIntegrationRunsRequest__Output): Promise<workflowsAgent.ListIntegrationRunsResponse> => {
    const p = normalizePage(req.page);
    if (!(await repo.get(req.project_id, req.integration_id))) {
      throw integrationNotFound();
    }
    const { runs, total } = await repo.listRuns(req.project_id, req.integration_id, p.perPage, p.offset);
    return { runs, meta: pageMeta(p.page, p.perPage, total) };
  };
}
