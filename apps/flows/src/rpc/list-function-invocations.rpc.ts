import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';
import { invocationLimit, invocationStatus } from './request';

/** ListFunctionInvocations. */
export function listFunctionInvocationsRpc(uc: FunctionsUsecase) {
  return (req: flows.ListFunctionInvocationsRequest__Output): Promise<flows.FunctionInvocationsResponse> =>
    uc.invocations(req.project_id, req.function_id, invocationStatus(req.status), invocationLimit(req.limit));
}
