import { z } from 'zod';
import type { UsecaseContext } from '../../context';
import type { PlanToolCall } from '../../agents/domain/loop-plan';
import type { RunRow } from '../../agents/infra/db/agent-runs.repository';
import type { ToolSpec } from '../../agents/infra/llm/model-client';
import type { RunToolbox } from '../../agents/usecases/agent-loop.usecase';
import { readFindingEvidence } from './finding-evidence';

/** Agent run mode of investigations (metadata.mode). */
export const INVESTIGATOR_MODE = 'findings-investigator';

/** The investigator's evidence readers (decision 0742): the finding's metrics, its window's events, a conversation's messages. */
export const INVESTIGATOR_TOOLS = ['read_finding_metrics', 'read_finding_events', 'read_conversation_messages'] as const;

/** Messages of one conversation the investigator reads (the newest). */
const MESSAGES_READ = 30;

const SPECS: Record<(typeof INVESTIGATOR_TOOLS)[number], ToolSpec> = {
  read_finding_metrics: {
    description: 'The finding (signal, key, status), its metrics (last 7 days against the 28 before) and its daily counts of the last 35 days.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  },
  read_finding_events: {
    description:
      'The signal events of the finding’s recent window, newest first: failed sends (error code, wamid), failed webhook deliveries ' +
      '(delivery_id, attempt, response status, error kind), number health events, ended conversations the evaluator flagged; ' +
      'with the affected conversations and, for conversation signals, comparison conversations without the signal. Optionally of one conversation.',
    inputSchema: {
      type: 'object',
      properties: { conversation_id: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
      additionalProperties: false,
    },
  },
  read_conversation_messages: {
    description: `The last ${MESSAGES_READ} messages (oldest first) of one affected or comparison conversation of the finding.`,
    inputSchema: { type: 'object', properties: { conversation_id: { type: 'string' } }, required: ['conversation_id'], additionalProperties: false },
  },
};

/** The investigator run's metadata: its finding. */
const InvestigatorMetadataSchema = z.object({ mode: z.literal(INVESTIGATOR_MODE), finding_id: z.string().uuid() });
/** The tools' arguments (the model's JSON: lenient). */
const ArgsSchema = z.object({
  conversation_id: z.string().max(100).optional().catch(undefined),
  limit: z.number().int().min(1).max(50).optional().catch(undefined),
});
/** A message as contacts gives it, the fields the investigator reads. */
const MessageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).catch(''),
  direction: z.string().catch(''),
  type: z.string().optional().catch(undefined),
  text: z.string().nullable().optional().catch(null),
  created_at: z.string().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
});

/** The finding an investigator run investigates, or undefined for any other run. */
export function investigatedFinding(run: Pick<RunRow, 'metadata' | 'kind'>): string | undefined {
  if (run.kind !== 'api') return undefined;
  const m = InvestigatorMetadataSchema.safeParse(run.metadata ?? {});
  return m.success ? m.data.finding_id : undefined;
}

/**
 * The findings investigator's evidence readers, lent to investigator runs (runs whose metadata names
 * mode `findings-investigator` and a finding) by the agent loop: read-only, scoped to the run's
 * project and finding. Every item they return carries an `evidence_id` (`metrics:<finding>`,
 * `event:<id>`, `message:<id>`) that the report cites.
 */
export class InvestigatorToolbox implements RunToolbox {
  constructor(private readonly ctx: UsecaseContext) {}

  /** The evidence readers for an investigator run; none for other runs. */
  specs(run: RunRow): Record<string, ToolSpec> {
    return investigatedFinding(run) ? SPECS : {};
  }

  /** Runs one evidence reader. */
  async execute(run: RunRow, call: PlanToolCall): Promise<{ ok: boolean; result: unknown } | undefined> {
    const findingId = investigatedFinding(run);
    if (!findingId || !(INVESTIGATOR_TOOLS as readonly string[]).includes(call.tool_name)) return undefined;
    const read = await readFindingEvidence(this.ctx, run.project_id, findingId);
    if (!read) return { ok: false, result: { error: 'the finding no longer exists' } };
    const { finding: f, evidence: ev } = read;
    const args = ArgsSchema.parse(call.arguments ?? {});
    switch (call.tool_name) {
      case 'read_finding_metrics':
        return {
          ok: true,
          result: {
            evidence_id: `metrics:${f.id}`,
            finding: { id: f.id, title: f.title, signal: f.signal, key: f.key, status: f.status, qualified_at: f.qualified_at },
            metrics: f.metrics,
            daily: ev.daily,
          },
        };
      case 'read_finding_events': {
        const events = ev.events.filter((e) => !args.conversation_id || e.conversation_id === args.conversation_id).slice(0, args.limit ?? 25);
        return {
          ok: true,
          result: {
            events: events.map((e) => ({ evidence_id: `event:${e.id}`, occurred_at: e.occurred_at, conversation_id: e.conversation_id, ...e.detail })),
            events_in_window: ev.coverage.events_total,
            affected_conversation_ids: ev.affected_conversation_ids,
            comparison_conversation_ids: ev.comparison_conversation_ids,
          },
        };
      }
      default: {
        const id = args.conversation_id;
        if (!id || ![...ev.affected_conversation_ids, ...ev.comparison_conversation_ids].includes(id))
          return { ok: false, result: { error: 'conversation_id must be one of the finding’s affected or comparison conversations' } };
        const raw = await this.ctx.agents.peers.conversations.messages(run.project_id, id, MESSAGES_READ);
        const messages = raw.map((m) => MessageSchema.parse(m)).filter((m) => m.id);
        return {
          ok: true,
          result: { conversation_id: id, messages: messages.map((m) => ({ evidence_id: `message:${m.id}`, ...m, text: m.text?.slice(0, 2000) ?? null })) },
        };
      }
    }
  }
}
