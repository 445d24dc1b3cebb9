import type { flows } from '@platform/contracts';
import type { FlowsUsecase } from '../usecases/flows.usecase';

/** SetupFlowEncryption: key pair for the flow's number, public key uploaded. */
export function setupFlowEncryptionRpc(uc: FlowsUsecase) {
  return (req: flows.FlowIdRequest__Output): Promise<flows.FlowResponse> => uc.setupEncryption(req.project_id, req.flow_id);
}
