import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import type { IntegrationsUsecase } from '../usecases/integrations.usecase';

/** InvokeIntegration (POST /integrations/{id}/invoke; the workflow node and agent tool pass their source). */
export function invokeIntegrationRpc(uc: IntegrationsUsecase) {
  return async (req: workflowsAgent.InvokeIntegrationRequest__Output): Promise<workflowsAgent.InvokeIntegrationResponse> => {
    const source = req.source === 'workflow' || req.source === 'agent' ? req.source : 'api';
    const out = await uc.invoke(req.project_id, req.integration_id, fromStruct(req.input), source);
    return { run: out.run, result: toStruct({ ret: out.ret ?? null, exports: out.exports }) };
  };
}
