import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** GetFunction. */
export function getFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.FunctionResponse> => ({ function: await uc.get(req.project_id, req.function_id) });
}
