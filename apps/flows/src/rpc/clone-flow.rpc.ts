import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** CloneFlow. */
export function cloneFlowRpc(uc: FlowsUsecase) {
  return (req: flows.CloneFlowRequest__Output): Promise<flows.FlowResponse> => uc.clone(req.project_id, req.flow_id, req.name ?? undefined);
}
