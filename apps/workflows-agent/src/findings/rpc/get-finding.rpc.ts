import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** GetFinding (any status). */
export function getFindingRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingToWire(await findings.get(req.project_id, req.finding_id)),
  });
}
