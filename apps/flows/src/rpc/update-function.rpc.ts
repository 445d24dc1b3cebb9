import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';
import { invokeResponseModeOf } from './request';

/** UpdateFunction. */
export function updateFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.UpdateFunctionRequest__Output): Promise<flows.FunctionResponse> => ({
    function: await uc.update(req.project_id, req.function_id, {
      name: req.name ?? undefined,
      code: req.code ?? undefined,
      description: req.description ?? undefined,
      timeoutMs: req.timeout_ms ?? undefined,
      invokeResponseMode: invokeResponseModeOf(req.invoke_response_mode),
    }),
  });
}
