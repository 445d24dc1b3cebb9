import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** GetFlowVersion: one version with its flow_json. */
export function getFlowVersionRpc(uc: FlowsUsecase) {
  return (req: flows.GetFlowVersionRequest__Output): Promise<flows.FlowVersionResponse> => uc.version(req.project_id, req.flow_id, req.version_id);
}
