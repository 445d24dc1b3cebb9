import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingEvidenceToWire } from '../wire/finding.wire';

/** GetFindingEvidence. */
export function getFindingEvidenceRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingEvidenceResponse> => ({
    evidence: findingEvidenceToWire(await findings.evidence(req.project_id, req.finding_id)),
  });
}
