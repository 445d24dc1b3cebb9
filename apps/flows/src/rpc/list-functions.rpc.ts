import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** ListFunctions (page style). */
export function listFunctionsRpc(uc: FunctionsUsecase) {
  return (req: flows.ListFunctionsRequest__Output): Promise<flows.ListFunctionsResponse> => uc.list(req.project_id, req.page);
}
