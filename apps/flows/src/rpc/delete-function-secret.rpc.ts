import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** DeleteFunctionSecret. */
export function deleteFunctionSecretRpc(uc: FunctionsUsecase) {
  return async (req: flows.DeleteFunctionSecretRequest__Output): Promise<Record<string, never>> => {
    await uc.deleteSecret(req.project_id, req.function_id, req.name);
    return {};
  };
}
