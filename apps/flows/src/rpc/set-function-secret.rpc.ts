import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** SetFunctionSecret: write-only value. */
export function setFunctionSecretRpc(uc: FunctionsUsecase) {
  return async (req: flows.SetFunctionSecretRequest__Output): Promise<flows.ListFunctionSecretsResponse> => ({
    names: await uc.setSecret(req.project_id, req.function_id, req.name, req.value),
  });
}
