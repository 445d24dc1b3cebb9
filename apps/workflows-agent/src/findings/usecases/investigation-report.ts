import { z } from 'zod';
import type { UsecaseContext } from '../../context';
import { costOf } from '../../agents/domain/provider-rules';
import type { RunRow, StepRow } from '../../agents/infra/db/agent-runs.repository';
import { ModelCallError, UnreadableAnswerError, type ModelAnswer } from '../../agents/infra/llm/model-client';
import type { AgentLoopUsecase } from '../../agents/usecases/agent-loop.usecase';
import type { InvestigationReport, InvestigationRow, ReportEvidence } from '../infra/db/findings.repository';
import { INVESTIGATOR_TOOLS } from './investigator-tools';

/** The report the investigator writes: the SDK's structured output, validated against this schema. */
export const ReportOutputSchema = z.object({
  summary: z.string().describe('What is happening and how sure you are, in a few sentences.'),
  causes: z
    .array(
      z.object({
        cause: z.string().describe('One likely cause.'),
        evidence_ids: z.array(z.string()).describe('The evidence_id values (from the tools) that support this cause.'),
      }),
    )
    .describe('The most likely causes, most likely first.'),
  suggested_fixes: z.array(z.string()).describe('Concrete changes the business can make.'),
});

const REPORT_PROMPT = [
  'Write the investigation report of the finding from what the tools returned.',
  'Cite for each cause the evidence_id values of the events, messages or metrics that support it; cite only evidence_id values the tools returned.',
  'Suggested fixes are concrete changes the business can make (bot prompts, workflow steps, templates, opt-in handling, sending windows, number health, webhook endpoints).',
].join('\n');

/** Caps of a stored report (characters of the summary and of each entry; entries per list). */
const CAPS = { summary: 10_000, entry: 2_000, entries: 20 } as const;

/** Every `evidence_id` string in the results of the investigator's tools: what a report may cite. */
export function evidenceRead(steps: StepRow[]): Set<string> {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'evidence_id' && typeof x === 'string') ids.add(x);
        else walk(x);
      }
  };
  for (const s of steps)
    if (s.kind === 'tool' && s.status === 'completed' && (INVESTIGATOR_TOOLS as readonly string[]).includes(s.tool_name ?? '')) walk(s.result);
  return ids;
}

/**
 * The stored report of a structured answer, or why it cannot be one: empty (no summary and no cause)
 * or citing none of the evidence the investigator read. Citations of ids it did not read are dropped.
 */
export function reportFrom(
  answer: z.infer<typeof ReportOutputSchema>,
  read: Set<string>,
): { ok: true; report: InvestigationReport } | { ok: false; code: string; message: string } {
  const summary = answer.summary.trim().slice(0, CAPS.summary);
  const causes = answer.causes.filter((c) => c.cause.trim()).slice(0, CAPS.entries);
  if (!summary && causes.length === 0) return { ok: false, code: 'report_empty', message: 'the investigator’s report has no summary and no cause' };
  const evidence = new Map<string, ReportEvidence>();
  causes.forEach((c, i) => {
    for (const id of c.evidence_ids) {
      if (!read.has(id)) continue;
      const e = evidence.get(id) ?? { id, kind: id.slice(0, id.indexOf(':')), causes: [] };
      if (!e.causes.includes(i)) e.causes.push(i);
      evidence.set(id, e);
    }
  });
  if (evidence.size === 0)
    return { ok: false, code: 'report_uncited', message: 'the investigator’s report cites none of the evidence it read through its tools' };
  return {
    ok: true,
    report: {
      summary,
      causes: causes.map((c) => c.cause.trim().slice(0, CAPS.entry)),
      suggested_fixes: answer.suggested_fixes
        .map((x) => x.trim().slice(0, CAPS.entry))
        .filter(Boolean)
        .slice(0, CAPS.entries),
      evidence: [...evidence.values()],
    },
  };
}

/**
 * Asks an investigator run that completed for its report (decision 0742): one structured-output call
 * of the run's model over the run's conversation (what its tools read), the answer validated against
 * {@link ReportOutputSchema}, recorded on the run as a model step with its usage and cost. Answers the
 * investigation's patch: completed with the report, or failed with the reason (no evidence read, an
 * empty, unparseable or uncited report, a provider that could not answer).
 */
export class InvestigationReporter {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly loop: AgentLoopUsecase,
  ) {}

  /** The patch of investigation `inv` whose run `run` completed. */
  async report(inv: InvestigationRow, run: RunRow): Promise<Partial<InvestigationRow>> {
    const failed = (code: string, message: string): Partial<InvestigationRow> => ({ status: 'failed', error_code: code, error_message: message });
    const steps = await this.ctx.agents.runs.steps(run.id);
    const read = evidenceRead(steps);
    if (read.size === 0) return failed('report_without_evidence', 'the investigator read no evidence through its tools');
    const apiKey = await this.loop.apiKey(inv.project_id, run.settings.provider);
    if (!apiKey) return failed('provider_key_missing', `no API key for provider ${run.settings.provider}`);
    try {
      const out = await this.ctx.agents.llm.structured({
        settings: { ...run.settings, max_tokens: Math.max(run.settings.max_tokens, 2048) },
        apiKey,
        system: [run.settings.system_prompt ?? '', REPORT_PROMPT].filter(Boolean).join('\n\n'),
        messages: [...this.loop.messages(run, steps), { role: 'user', content: 'Write the report now.' }],
        schema: ReportOutputSchema,
        cacheKey: `agent_run:${run.id}`,
        signal: new AbortController().signal,
      });
      await this.record(run, out.usage, JSON.stringify(out.object));
      const r = reportFrom(out.object, read);
      return r.ok ? { status: 'completed', report: r.report } : failed(r.code, r.message);
    } catch (err) {
      if (err instanceof UnreadableAnswerError) {
        await this.record(run, err.usage, null);
        return failed(/empty/.test(err.message) ? 'report_empty' : 'report_unparseable', err.message);
      }
      if (err instanceof ModelCallError) return failed(err.code, err.message);
      throw err;
    }
  }

  /** The report call as a model step of the run, with its usage and cost. */
  private async record(run: RunRow, usage: ModelAnswer['usage'], text: string | null): Promise<void> {
    const model = await this.ctx.agents.models.get(run.settings.provider_model);
    const cost = model ? costOf(model, usage.input, usage.output) : 0;
    await this.ctx.db.transaction(async (trx) => {
      const at = this.ctx.clock.now();
      await this.ctx.agents.runs.appendStep(
        trx,
        {
          run_id: run.id,
          kind: 'model',
          status: 'completed',
          text: null,
          tool_calls: [],
          tool_call_id: null,
          tool_name: null,
          result: {
            message: { role: 'assistant', content: text ?? '' },
            report: true,
            cache_read_input_tokens: usage.cacheRead,
            cache_write_input_tokens: usage.cacheWrite,
          },
          input_tokens: usage.input,
          output_tokens: usage.output,
          reasoning_tokens: usage.reasoning,
          cost_usd: cost,
        },
        at,
      );
      await this.ctx.agents.runs.addUsage(trx, run.id, { input: usage.input, output: usage.output, reasoning: usage.reasoning, cost }, at);
    });
  }
}
