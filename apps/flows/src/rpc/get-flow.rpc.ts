import type { flows } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { FlowsRepository } from '../infra/db/flows.repository';

/** Project and flow ids are UUIDs; anything else is refused before it reaches the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GetFlow: one flow of the caller's project; a foreign or unknown id is NOT_FOUND alike. */
export function getFlowRpc(repo: FlowsRepository) {
  return async (req: flows.GetFlowRequest__Output): Promise<flows.GetFlowResponse> => {
    if (!req.project_id) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
    if (!UUID.test(req.project_id)) throw invalidArgument('INVALID_PROJECT_ID', 'project_id must be a UUID');
    if (!UUID.test(req.flow_id)) throw invalidArgument('INVALID_FLOW_ID', 'flow_id must be a UUID');
    const flow = await repo.get(req.project_id, req.flow_id);
    if (!flow) throw notFound('FLOW_NOT_FOUND', 'Flow not found');
    return { flow };
  };
}
