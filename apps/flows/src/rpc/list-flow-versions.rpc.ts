import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** ListFlowVersions: most recent first, without flow_json. */
export function listFlowVersionsRpc(uc: FlowsUsecase) {
  return (req: flows.ListFlowVersionsRequest__Output): Promise<flows.ListFlowVersionsResponse> => uc.versions(req.project_id, req.flow_id);
}
