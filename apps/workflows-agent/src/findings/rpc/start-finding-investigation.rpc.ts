import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** StartFindingInvestigation (the gateway answers 202). */
export function startFindingInvestigationRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.FindingIdRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingToWire(await findings.startInvestigation(req.project_id, req.finding_id)),
  });
}
