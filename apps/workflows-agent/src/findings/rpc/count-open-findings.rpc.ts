import type { workflowsAgent } from '@platform/contracts';
import type { FindingsUsecase } from '../usecases/findings.usecase';

/** CountOpenFindings: the project's open findings, in all and per signal, exact however many. */
export function countOpenFindingsRpc(findings: FindingsUsecase) {
  return async (req: workflowsAgent.CountOpenFindingsRequest__Output): Promise<workflowsAgent.CountOpenFindingsResponse> => {
    const { open, bySignal } = await findings.countOpen(req.project_id);
    return { open, by_signal: Object.fromEntries(bySignal) };
  };
}
