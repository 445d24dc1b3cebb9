import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** SyncFlows: pulls the business account's flows from the upstream. */
export function syncFlowsRpc(uc: FlowsUsecase) {
  return (req: flows.SyncFlowsRequest__Output): Promise<flows.SyncFlowsResponse> => uc.sync(req.project_id, req.business_account_id);
}
