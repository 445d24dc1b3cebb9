import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** PublishFlow. */
export function publishFlowRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.publish(req.project_id, req.flow_id);
}
