import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** ListFunctionSecrets: names only. */
export function listFunctionSecretsRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.ListFunctionSecretsResponse> => ({
    names: await uc.secretNames(req.project_id, req.function_id),
  });
}
