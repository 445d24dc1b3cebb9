import type { workflowsAgent } from '@platform/contracts';
import { notFound } from '@platform/errors';

/** A proto optional field: null (absent) → undefined. */
export const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** The 404 of an unknown, foreign or non-API agent run. */
export const runNotFound = () => notFound('AGENT_RUN_NOT_FOUND', 'Agent run not found');

/** The tool call an approval or rejection names (absent: the pending one) and its reason (at most 2,000 characters). */
export function decisionOf(req: workflowsAgent.AgentRunDecisionRequest__Output): { toolCallId?: string; reason?: string } {
  return { toolCallId: opt(req.tool_call_id), reason: opt(req.reason)?.slice(0, 2000) };
}
