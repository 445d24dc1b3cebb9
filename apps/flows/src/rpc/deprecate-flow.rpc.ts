import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** DeprecateFlow. */
export function deprecateFlowRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.deprecate(req.project_id, req.flow_id);
}
