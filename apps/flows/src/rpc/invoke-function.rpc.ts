import { fromStruct, type flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';

/** InvokeFunction: runs the deployed function on a JSON body (recorded). */
export function invokeFunctionRpc(uc: FunctionsUsecase) {
  return (req: flows.InvokeFunctionRequest__Output): Promise<flows.InvokeFunctionResponse> =>
    uc.invoke(req.project_id, req.function_id, req.body ? (fromStruct(req.body) as Record<string, unknown>) : {});
}
