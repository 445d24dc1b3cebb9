import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** SetFlowDataEndpoint: points the flow at a function and registers the URL upstream. */
export function setFlowDataEndpointRpc(uc: FlowsUsecase) {
  return (req: flows.SetFlowDataEndpointRequest__Output): Promise<flows.FlowResponse> => uc.setDataEndpoint(req.project_id, req.flow_id, req.function_id);
}
