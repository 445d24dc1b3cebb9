import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';
import { logLimit } from './request';

/** ListFunctionLogs (GET /functions/{id}/logs). */
export function listFunctionLogsRpc(uc: FunctionsUsecase) {
  return (req: flows.ListFunctionLogsRequest__Output): Promise<flows.FunctionLogsResponse> => uc.logs(req.project_id, req.function_id, logLimit(req.limit));
}
