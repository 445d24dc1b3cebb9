import type { flows } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { FlowsRepository } from '../infra/db/flows.repository';
import { requireProject } from './guards';

/** ListFlows: the project's flows, most recent first, page style. */
export function listFlowsRpc(repo: FlowsRepository) {
  return async (req: flows.ListFlowsRequest__Output): Promise<flows.ListFlowsResponse> => {
    requireProject(req.project_id);
    if (req.status && req.status !== 'draft' && req.status !== 'published') throw invalidArgument('INVALID_STATUS', 'status must be draft or published');
    const page = req.page?.page || 1;
    const perPage = req.page?.per_page || 20;
    const { items, total } = await repo.list(req.project_id, { status: req.status, businessAccountId: req.business_account_id, phoneNumberId: req.phone_number_id, name: req.name }, page, perPage);
    return { flows: items, meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) } };
  };
}
