/**
 * Events produced by workflows-agent (agent runs), handed to webhooks through the ingestion RPC
 * (PublishProjectEvent).
 */
import { z } from 'zod';
import { BOTH, digits, isoDate, uuid, type CatalogEntry, type JsonObject, type PublicEvent } from './types';

const agentRunInput = z
  .object({
    run_id: uuid,
    agent_id: uuid.optional(),
    status: z.string().min(1).max(64),
    workflow_execution_id: uuid.optional(),
    phone_number_id: digits.optional(),
    approval: z
      .object({ tool_call_id: z.string().max(128), tool_name: z.string().max(128), arguments: z.record(z.unknown()).optional() })
      .strict()
      .optional(),
    error: z
      .object({ code: z.string().max(128).optional(), message: z.string().max(2000) })
      .strict()
      .optional(),
    finished_at: isoDate.optional(),
  })
  .strict();

/** Catalog entries of the agent run events, in documentation order. */
export const WORKFLOWS_AGENT_EVENTS: readonly CatalogEntry[] = [
  {
    name: 'agent.run.approval_required',
    versions: BOTH,
    source: 'ingestion',
    description: 'An agent run waits for a tool call approval.',
    input: agentRunInput,
  },
  { name: 'agent.run.completed', versions: BOTH, source: 'ingestion', description: 'An agent run completed.', input: agentRunInput },
  { name: 'agent.run.failed', versions: BOTH, source: 'ingestion', description: 'An agent run failed.', input: agentRunInput },
  { name: 'agent.run.cancelled', versions: BOTH, source: 'ingestion', description: 'An agent run was cancelled.', input: agentRunInput },
];

/** Validated input of an agent run event → public event, or undefined when `name` is not one. */
export function agentRunEvent(name: string, input: JsonObject): PublicEvent | undefined {
  if (!name.startsWith('agent.run.')) return undefined;
  const phone = typeof input.phone_number_id === 'string' ? input.phone_number_id : undefined;
  const run: JsonObject = { id: input.run_id, status: input.status };
  for (const k of ['agent_id', 'workflow_execution_id', 'phone_number_id', 'approval', 'error', 'finished_at']) if (input[k] !== undefined) run[k] = input[k];
  return { name, fields: { agent_run: run }, phoneNumberIds: phone ? [phone] : [], businessAccountId: null };
}

/** A realistic sample of an agent run event, or undefined when `name` is not one. */
export function agentRunSample(name: string): PublicEvent | undefined {
  return agentRunEvent(name, { run_id: '00000000-0000-4000-8000-000000000003', status: name.split('.')[2] });
}
