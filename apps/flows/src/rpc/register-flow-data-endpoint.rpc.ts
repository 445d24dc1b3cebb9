import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** RegisterFlowDataEndpoint: registers the configured function again. */
export function registerFlowDataEndpointRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.registerDataEndpoint(req.project_id, req.flow_id);
}
