import type { flows } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { FlowsRepository } from '../infra/db/flows.repository';
import { flowToWire } from '../wire/flow.wire';

/** GetFlow: one flow of the caller's project; a foreign or unknown id is NOT_FOUND alike. */
export function getFlowRpc(repo: FlowsRepository) {
  return async (req: flows.GetFlowRequest__Output): Promise<flows.GetFlowResponse> => {
    const flow = await repo.get(req.project_id, req.flow_id);
    if (!flow) throw notFound('FLOW_NOT_FOUND', 'Flow not found');
    return { flow: flowToWire(flow) };
  };
}
