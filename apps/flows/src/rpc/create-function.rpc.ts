import type { flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';
import { invokeResponseModeOf } from './request';

/** CreateFunction. */
export function createFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.CreateFunctionRequest__Output): Promise<flows.FunctionResponse> => ({
    function: await uc.create(req.project_id, {
      name: req.name,
      code: req.code,
      description: req.description ?? undefined,
      timeoutMs: req.timeout_ms || undefined,
      invokeResponseMode: invokeResponseModeOf(req.invoke_response_mode),
    }),
  });
}
