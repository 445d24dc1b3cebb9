import type { workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { DISMISS_REASONS } from '../domain/signals';
import type { FindingsUsecase } from '../usecases/findings.usecase';
import { findingToWire } from '../wire/finding.wire';

/** DismissFinding {reason, note}: both required. */
export function dismissFindingRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.DismissFindingRequest__Output): Promise<workflowsAgent.FindingResponse> => {
    if (!(DISMISS_REASONS as readonly string[]).includes(req.reason))
      throw invalidArgument('INVALID_REASON', `reason must be one of ${DISMISS_REASONS.join(', ')}`, { field: 'reason' });
    const note = req.note.trim();
    if (!note || note.length > 2000) throw invalidArgument('INVALID_NOTE', 'note is required (at most 2000 characters)', { field: 'note' });
    return { finding: findingToWire(await findings.dismiss(req.project_id, req.finding_id, req.reason, note)) };
  };
}
