import { fromStruct, type flows } from '@platform/contracts';
import type { FunctionsUsecase } from '../usecases/functions.usecase';
import { invocationLimit, invocationStatus } from './guards';

/** CreateFunction. */
export function createFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.CreateFunctionRequest__Output): Promise<flows.FunctionResponse> => ({
    function: await uc.create(req.project_id, {
      name: req.name,
      code: req.code,
      description: req.description ?? undefined,
      timeoutMs: req.timeout_ms || undefined,
    }),
  });
}

/** ListFunctions (page style). */
export function listFunctionsRpc(uc: FunctionsUsecase) {
  return (req: flows.ListFunctionsRequest__Output): Promise<flows.ListFunctionsResponse> => uc.list(req.project_id, req.page);
}

/** GetFunction. */
export function getFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.FunctionResponse> => ({ function: await uc.get(req.project_id, req.function_id) });
}

/** UpdateFunction. */
export function updateFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.UpdateFunctionRequest__Output): Promise<flows.FunctionResponse> => ({
    function: await uc.update(req.project_id, req.function_id, {
      name: req.name ?? undefined,
      code: req.code ?? undefined,
      description: req.description ?? undefined,
      timeoutMs: req.timeout_ms ?? undefined,
    }),
  });
}

/** DeployFunction. */
export function deployFunctionRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.FunctionResponse> => ({ function: await uc.deploy(req.project_id, req.function_id) });
}

/** InvokeFunction: runs the deployed function on a JSON body (recorded). */
export function invokeFunctionRpc(uc: FunctionsUsecase) {
  return (req: flows.InvokeFunctionRequest__Output): Promise<flows.InvokeFunctionResponse> =>
    uc.invoke(req.project_id, req.function_id, req.body ? (fromStruct(req.body) as Record<string, unknown>) : {});
}

/** ListFunctionInvocations. */
export function listFunctionInvocationsRpc(uc: FunctionsUsecase) {
  return (req: flows.ListFunctionInvocationsRequest__Output): Promise<flows.FunctionInvocationsResponse> =>
    uc.invocations(req.project_id, req.function_id, invocationStatus(req.status), invocationLimit(req.limit));
}

/** ListFunctionSecrets: names only. */
export function listFunctionSecretsRpc(uc: FunctionsUsecase) {
  return async (req: flows.FunctionIdRequest__Output): Promise<flows.ListFunctionSecretsResponse> => ({
    names: await uc.secretNames(req.project_id, req.function_id),
  });
}

/** SetFunctionSecret: write-only value. */
export function setFunctionSecretRpc(uc: FunctionsUsecase) {
  return async (req: flows.SetFunctionSecretRequest__Output): Promise<flows.ListFunctionSecretsResponse> => ({
    names: await uc.setSecret(req.project_id, req.function_id, req.name, req.value),
  });
}

/** DeleteFunctionSecret. */
export function deleteFunctionSecretRpc(uc: FunctionsUsecase) {
  return async (req: flows.DeleteFunctionSecretRequest__Output): Promise<Record<string, never>> => {
    await uc.deleteSecret(req.project_id, req.function_id, req.name);
    return {};
  };
}
