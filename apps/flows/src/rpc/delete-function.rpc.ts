import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** DeleteFunction (DELETE /functions/{id}). */
export function deleteFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.DeleteFunctionRequest__Output): Promise<Record<string, never>> => {
    await uc.delete(req.project_id, req.function_id, req.force);
    return {};
  };
}
