import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';
import { invocationLimit, invocationStatus } from './request';

/** ListFlowFunctionInvocations (spec 4.4). */
export function listFlowFunctionInvocationsRpc(uc: FlowsUsecase) {
  return (req: flows.ListFlowFunctionInvocationsRequest__Output): Promise<flows.FunctionInvocationsResponse> =>
    uc.functionInvocations(req.project_id, req.flow_id, invocationStatus(req.status), invocationLimit(req.limit));
}
