import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** MarkFindingAddressed. */
export function markFindingAddressedRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingToWire(await findings.markAddressed(req.project_id, req.finding_id)),
  });
}
