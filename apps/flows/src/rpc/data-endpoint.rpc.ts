import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';
import { invocationLimit, invocationStatus } from './guards';

/** SetupFlowEncryption: key pair for the flow's number, public key uploaded. */
export function setupFlowEncryptionRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.setupEncryption(req.project_id, req.flow_id);
}

/** SetFlowDataEndpoint: points the flow at a function and registers the URL upstream. */
export function setFlowDataEndpointRpc(uc: FlowsUsecase) {
  return (req: flows.SetFlowDataEndpointRequest__Output): Promise<flows.FlowResponse> => uc.setDataEndpoint(req.project_id, req.flow_id, req.function_id);
}

/** RegisterFlowDataEndpoint: registers the configured function again. */
export function registerFlowDataEndpointRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.registerDataEndpoint(req.project_id, req.flow_id);
}

/** ListFlowFunctionInvocations (spec 4.4). */
export function listFlowFunctionInvocationsRpc(uc: FlowsUsecase) {
  return (req: flows.ListFlowFunctionInvocationsRequest__Output): Promise<flows.FunctionInvocationsResponse> =>
    uc.functionInvocations(req.project_id, req.flow_id, invocationStatus(req.status), invocationLimit(req.limit));
}
