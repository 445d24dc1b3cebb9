import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** RefreshFlowPreview. */
export function refreshFlowPreviewRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.refreshPreview(req.project_id, req.flow_id);
}
