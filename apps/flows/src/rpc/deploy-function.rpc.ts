import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** DeployFunction. */
export function deployFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.FunctionResponse> => ({ function: await uc.deploy(req.project_id, req.function_id) });
}
