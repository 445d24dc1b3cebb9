import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** ListFlowVersions: most recent first, without flow_json. */
export function listFlowVersionsRpc(uc: FlowsUsecase) {
  return (req: flows.ListFlowVersionsRequest__Output): Promise<flows.ListFlowVersionsResponse> => uc.versions(req.project_id, req.flow_id);
}

/** GetFlowVersion: one version with its flow_json. */
export function getFlowVersionRpc(uc: FlowsUsecase) {
  return (req: flows.GetFlowVersionRequest__Output): Promise<flows.FlowVersionResponse> => uc.version(req.project_id, req.flow_id, req.version_id);
}
