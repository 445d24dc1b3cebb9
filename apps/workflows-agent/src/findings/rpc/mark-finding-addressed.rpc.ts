import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** MarkFindingAddressed {note?}. */
export function markFindingAddressedRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.MarkFindingAddressedRequest__Output): Promise<workflowsAgent.FindingResponse> => ({
    finding: findingToWire(await findings.markAddressed(req.project_id, req.finding_id, req.note?.trim() || undefined)),
  });
}
