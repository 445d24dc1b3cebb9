import { normalizePage, pageMeta, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsRepository } from '../infra/db/integrations.repository';

/** ListIntegrations (GET /integrations, a query): newest first, page style. */
export function listIntegrationsRpc(repo: IntegrationsRepository) {
  return async (req: workflowsAgent.ListIntegrationsRequest__Output): Promise<workflowsAgent.ListIntegrationsResponse> => {
    const p = normalizePage(req.page);
    const { rows, total } = await repo.list(req.project_id, p.perPage, p.offset);
    return { integrations: rows.map((r) => r.view), meta: pageMeta(p.page, p.perPage, total) };
  };
}
