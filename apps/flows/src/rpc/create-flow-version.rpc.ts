import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';
import { flowJsonOf } from './request';

/** CreateFlowVersion: a new version of the flow JSON. */
export function createFlowVersionRpc(uc: FlowsUsecase) {
  return (req: flows.CreateFlowVersionRequest__Output): Promise<flows.FlowVersionResponse> =>
    uc.createVersion(req.project_id, req.flow_id, flowJsonOf(req.flow_json, true)!);
}
