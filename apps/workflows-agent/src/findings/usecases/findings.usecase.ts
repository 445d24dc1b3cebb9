import { publishFindingOpened } from '../infra/events/findings.publisher';
import { randomUUID } from 'node:crypto';
import { conflict, invalidArgument, isDomainError, notFound, validationFailed } from '@platform/errors';
import type { KeysetPage, KeysetRange, Trx } from '@platform/db';
import { lenient, looseList, nullableText as text, z } from '@platform/lenient';
import type { UsecaseContext } from '../../context';
import { ModelCallError } from '../../agents/infra/llm/model-client';
import type { AgentLoopUsecase } from '../../agents/usecases/agent-loop.usecase';
import type { AgentsUsecase } from '../../agents/usecases/agents.usecase';
import { TERMINAL } from '../../agents/domain/run-state';
import {
  CODE_SIGNALS,
  CONVERSATION_SIGNALS,
  INVESTIGABLE,
  SIGNAL_RULES,
  SIGNALS,
  classifyByRules,
  metricsOf,
  verdict,
  windowsOf,
  type ConvMessage,
  type ConversationSignal,
  type Signal,
} from '../domain/signals';
import type { FindingRow, InvestigationRow } from '../infra/db/findings.repository';
import { readFindingEvidence, type FindingEvidenceView } from './finding-evidence';
import { InvestigationReporter } from './investigation-report';
import { INVESTIGATOR_MODE } from './investigator-tools';

/** The tool the evaluator model answers with. */
export const REPORT_SIGNALS_TOOL = 'report_signals';

/** A finding with its latest investigation (what reads show). */
export interface FindingView {
  finding: FindingRow;
  investigation: InvestigationRow | undefined;
}

type Obj = Record<string, unknown>;
// A text field is a non-empty string (a number as its text), else null: contacts' fields are another service's JSON, anything else reads as absent.
const SendErrorSchema = lenient({ code: text, title: text });
/** The v2 fields of the contacts events findings reads (a conversation ended, a message failed). */
const ContactsFieldsSchema = lenient({
  phone_number_id: text,
  conversation: lenient({ id: text, phone_number_id: text }),
  message: lenient({ id: text, svc: lenient({ errors: looseList.pipe(z.array(SendErrorSchema)) }) }),
});
/** The statuses GET /findings lists: a finding leaves the list once dismissed, addressed or quiet. */
export const LIVE_STATUSES = ['candidate', 'open'] as const;
/** A status GET /findings lists. */
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const findingNotFound = () => notFound('FINDING_NOT_FOUND', 'Finding not found');

const INVESTIGATOR_PROMPT = [
  'You investigate a finding of a business messaging platform: a signal that rose in the last 7 days against the 28 days before.',
  'Read its evidence with your tools: read_finding_metrics, read_finding_events (the events of its window), read_conversation_messages (an affected or comparison conversation).',
  'Work out the most likely causes and concrete fixes the business can make. Every item the tools return has an evidence_id: keep those you rely on, your report will cite them.',
  'When you have read enough, call complete_task with a one-line summary; the report is asked for next.',
  'You only read: never send messages to customers.',
].join('\n');

/**
 * Findings (issue 20 item 5; decisions 0740-0743): signals from ended conversations (classified by
 * the agent model, rules as fallback) and from the platform's events, counted per day; a sweep that
 * opens, promotes and quiets findings by the 7-versus-28-day rule; dismiss, mark addressed, and
 * investigations run as agent runs in the findings-investigator mode.
 */
export class FindingsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly agents: AgentsUsecase,
    private readonly loop: AgentLoopUsecase,
    private readonly wakeAgents: () => void = () => {},
  ) {
    this.reporter = new InvestigationReporter(ctx, loop);
  }

  private readonly reporter: InvestigationReporter;

  private get repo() {
    return this.ctx.findings.repo;
  }

  // ---- signals ----------------------------------------------------------------------------------

  /** A contacts customer event (in the consumer's transaction): ended conversations are queued, failed sends counted. */
  async ingestContactsEvent(trx: Trx, e: { projectId: string; eventId: string; name: string; fields: Obj; occurredAt: Date }): Promise<void> {
    if (e.name === 'messaging.conversation.ended') {
      const conversationId = ContactsFieldsSchema.parse(e.fields).conversation.id;
      if (!conversationId) return;
      await this.repo.queueEvaluation(trx, {
        project_id: e.projectId,
        event_id: e.eventId,
        conversation_id: conversationId,
        ended_at: e.occurredAt,
        now: this.ctx.clock.now(),
      });
      return;
    }
    if (e.name !== 'messaging.message.failed') return;
    const fields = ContactsFieldsSchema.parse(e.fields);
    const message = fields.message;
    const conv = fields.conversation;
    const phoneNumberId = fields.phone_number_id ?? conv.phone_number_id ?? '';
    const errors = message.svc.errors;
    const codes = [...new Set(errors.map((x) => x.code).filter((c): c is string => c !== null))];
    if (codes.length === 0) codes.push('unknown');
    for (const code of codes) {
      const own = CODE_SIGNALS[code];
      await this.repo.recordSignal(trx, {
        id: randomUUID(),
        project_id: e.projectId,
        signal: own ?? 'send_failed',
        key: own ? phoneNumberId : code,
        source_id: `${e.eventId}:${code}`,
        occurred_at: e.occurredAt,
        conversation_id: conv.id,
        detail: {
          event: e.name,
          code,
          wamid: message.id,
          phone_number_id: phoneNumberId || null,
          title: errors.find((x) => x.code === code)?.title ?? null,
        },
      });
    }
  }

  /** A number health event of messaging-proxy (account restricted, disabled, violated; number disconnected). */
  async ingestHealthEvent(
    trx: Trx,
    e: { projectId: string; eventId: string; kind: string; wabaId: string; phoneNumberIds: string[]; occurredAt: Date },
  ): Promise<void> {
    await this.repo.recordSignal(trx, {
      id: randomUUID(),
      project_id: e.projectId,
      signal: 'number_health_degraded',
      key: e.wabaId,
      source_id: e.eventId,
      occurred_at: e.occurredAt,
      conversation_id: null,
      detail: { kind: e.kind, phone_number_ids: e.phoneNumberIds.slice(0, 50) },
    });
  }

  /** A failed delivery attempt to a webhook endpoint (webhooks' DeliveryAttemptFailed): counts `webhook_failing` by webhook. */
  async ingestWebhookAttemptFailed(
    trx: Trx,
    e: {
      projectId: string;
      eventId: string;
      webhookId: string;
      deliveryId: string;
      eventName: string;
      endpointHost: string;
      attempt: number;
      responseStatus: number | null;
      errorKind: string;
      outcome: string;
      occurredAt: Date;
    },
  ): Promise<void> {
    await this.repo.recordSignal(trx, {
      id: randomUUID(),
      project_id: e.projectId,
      signal: 'webhook_failing',
      key: e.webhookId,
      source_id: e.eventId,
      occurred_at: e.occurredAt,
      conversation_id: null,
      detail: {
        endpoint_host: e.endpointHost,
        delivery_id: e.deliveryId,
        event: e.eventName,
        attempt: e.attempt,
        response_status: e.responseStatus,
        error_kind: e.errorKind,
        outcome: e.outcome,
      },
    });
  }

  /** A webhook the delivery engine disabled (410 Gone or prolonged failure): counts `webhook_disabled` by webhook. */
  async ingestWebhookDisabled(
    trx: Trx,
    e: { projectId: string; eventId: string; webhookId: string; endpointHost: string; reason: string; failingSince: string | null; occurredAt: Date },
  ): Promise<void> {
    await this.repo.recordSignal(trx, {
      id: randomUUID(),
      project_id: e.projectId,
      signal: 'webhook_disabled',
      key: e.webhookId,
      source_id: e.eventId,
      occurred_at: e.occurredAt,
      conversation_id: null,
      detail: { endpoint_host: e.endpointHost, reason: e.reason, failing_since: e.failingSince },
    });
  }

  /** Evaluates up to `limit` ended conversations; returns how many were settled. */
  async evaluatePending(limit = 10): Promise<number> {
    const s = this.ctx.findings.settings;
    const claimed = await this.repo.claimEvaluations(this.ctx.clock.now(), s.evaluationLeaseMs, limit);
    let done = 0;
    for (const ev of claimed) {
      try {
        const raw = await this.ctx.agents.peers.conversations.messages(ev.project_id, ev.conversation_id, s.evaluationMessages);
        const messages: ConvMessage[] = raw
          .filter((m) => typeof m.text === 'string' && m.text)
          .map((m) => ({ direction: m.direction === 'outbound' ? 'outbound' : 'inbound', text: String(m.text).slice(0, 2000) }));
        const byModel = ev.attempts <= s.maxModelAttempts ? await this.classifyByModel(ev.project_id, messages) : undefined;
        const signals = byModel ?? classifyByRules(messages);
        const method = byModel ? 'model' : 'rules';
        await this.ctx.db.transaction(async (trx) => {
          if (!(await this.repo.finishEvaluation(trx, ev.project_id, ev.event_id, method, signals, this.ctx.clock.now()))) return;
          for (const signal of signals)
            await this.repo.recordSignal(trx, {
              id: randomUUID(),
              project_id: ev.project_id,
              signal,
              key: '',
              source_id: ev.event_id,
              occurred_at: ev.ended_at,
              conversation_id: ev.conversation_id,
              detail: {
                method,
                messages: messages.length,
                last_customer_message:
                  [...messages]
                    .reverse()
                    .find((m) => m.direction === 'inbound')
                    ?.text.slice(0, 280) ?? null,
              },
            });
        });
        done += 1;
      } catch (err) {
        // contacts unreachable: the lease ends and the evaluation is tried again.
        this.ctx.logger.warn({ err, conversation_id: ev.conversation_id }, 'conversation evaluation deferred');
      }
    }
    return done;
  }

  /** The agent model's classification, or undefined when no model is available or it fails (the rules decide). */
  private async classifyByModel(projectId: string, messages: ConvMessage[]): Promise<ConversationSignal[] | undefined> {
    if (messages.length === 0) return [];
    let settings;
    try {
      ({ settings } = await this.agents.settingsFor(projectId, { enabled_default_tools: [], max_tokens: 1024 }, { workflowNode: true }));
    } catch (err) {
      if (isDomainError(err)) return undefined; // no key for the default model: rules
      throw err;
    }
    const apiKey = await this.loop.apiKey(projectId, settings.provider);
    if (!apiKey) return undefined;
    const transcript = messages.map((m) => `${m.direction === 'inbound' ? 'customer' : 'business'}: ${m.text}`).join('\n');
    try {
      const answer = await this.ctx.agents.llm.call({
        settings: { ...settings, force_tool_choice: !settings.thinking },
        apiKey,
        system:
          'You review an ended customer conversation of a business messaging bot and report which signals it shows: ' +
          'user_frustrated (the customer is annoyed or angry), question_unanswered (a customer question got no real answer), ' +
          'bot_loop (the bot repeats itself), handoff_requested (the customer asks for a person). Answer only with the report_signals tool; an empty list when none apply.',
        messages: [{ role: 'user', content: `The conversation (oldest first):\n${transcript.slice(-16_000)}` }],
        tools: {
          [REPORT_SIGNALS_TOOL]: {
            description: 'Report the signals the conversation shows.',
            inputSchema: {
              type: 'object',
              properties: { signals: { type: 'array', items: { type: 'string', enum: [...CONVERSATION_SIGNALS] } } },
              required: ['signals'],
              additionalProperties: false,
            },
          },
        },
        cacheKey: `findings-evaluator:${projectId}`,
        signal: new AbortController().signal,
      });
      const call = answer.toolCalls.find((c) => c.tool_name === REPORT_SIGNALS_TOOL);
      const picked = call?.arguments.signals;
      if (!Array.isArray(picked) || !picked.every((x) => (CONVERSATION_SIGNALS as readonly unknown[]).includes(x))) return undefined;
      return CONVERSATION_SIGNALS.filter((x) => picked.includes(x));
    } catch (err) {
      if (!(err instanceof ModelCallError)) throw err;
      this.ctx.logger.warn({ project_id: projectId, code: err.code }, 'conversation evaluation: model failed; rules decide');
      return undefined;
    }
  }

  // ---- the sweep --------------------------------------------------------------------------------

  /** Compares every signal's last 7 days with the 28 before at `now` and moves findings (decision 0741); returns the findings changed. */
  async sweep(now: Date = this.ctx.clock.now(), projectId?: string): Promise<number> {
    const w = windowsOf(now);
    const counts = await this.repo.windowCounts(projectId, w.recentFrom, w.baselineFrom);
    const byKey = new Map(counts.map((c) => [`${c.project_id}|${c.signal}|${c.key}`, c]));
    const projects = [...new Set([...counts.map((c) => c.project_id), ...(await this.repo.liveFindings(projectId)).map((f) => f.project_id)])];
    const findings = await this.repo.findingsOf(projects);
    const existing = new Map(findings.map((f) => [`${f.project_id}|${f.signal}|${f.key}`, f]));
    const keys = new Set([...byKey.keys(), ...existing.keys()]);
    const recentStart = new Date(`${w.recentFrom}T00:00:00.000Z`);
    let changed = 0;
    for (const k of keys) {
      const [project, signal, key] = k.split('|') as [string, Signal, string];
      if (!(SIGNALS as readonly string[]).includes(signal)) continue;
      const c = byKey.get(k) ?? { recent: 0, baseline: 0 };
      const f = existing.get(k);
      let sinceAddressed;
      if (f?.status === 'addressed' && f.addressed_at) {
        const from = f.addressed_at > recentStart ? f.addressed_at : recentStart;
        sinceAddressed = { recent: await this.repo.countSince(project, signal, key, from), baseline: c.baseline };
      }
      const v = verdict(
        signal,
        f ? { status: f.status, dismissed_recent_count: f.dismissed_recent_count, addressed_at: f.addressed_at } : undefined,
        c,
        sinceAddressed,
      );
      const metrics = metricsOf(c);
      if (!v.change) {
        if (f && (f.status === 'candidate' || f.status === 'open'))
          await this.ctx.db.transaction((trx) => this.repo.update(trx, f.id, { metrics, updated_at: now }).then(() => undefined));
        continue;
      }
      changed += 1;
      await this.ctx.db.transaction(async (trx) => {
        if (!f) {
          const rule = SIGNAL_RULES[signal];
          const id = randomUUID();
          if (v.status === 'open')
            await publishFindingOpened(trx, { id, project_id: project, signal, key, category: rule.category, title: rule.title(key) }, now);
          await this.repo.insertFinding(trx, {
            id,
            project_id: project,
            signal,
            key,
            status: v.status,
            category: rule.category,
            title: rule.title(key),
            metrics,
            qualified_at: now,
            first_qualified_at: now,
            dismiss_reason: null,
            dismiss_note: null,
            dismissed_at: null,
            dismissed_recent_count: null,
            addressed_at: null,
            addressed_metrics: null,
            addressed_note: null,
            created_at: now,
            updated_at: now,
          });
          return;
        }
        await this.repo.update(trx, f.id, { status: v.status, metrics, updated_at: now, ...(v.qualified ? { qualified_at: now } : {}) });
        if (v.status === 'open' && f.status !== 'open') await publishFindingOpened(trx, f, now);
      });
    }
    return changed;
  }

  // ---- reads ------------------------------------------------------------------------------------

  /** GET /findings: candidate and open (or the one `status`), most recently qualified first; `after` pages on to older ones, `before` back to newer ones. */
  async list(projectId: string, range: KeysetRange, status?: LiveStatus): Promise<KeysetPage<FindingView>> {
    const page = await this.repo.listLive(projectId, range, status ? [status] : LIVE_STATUSES);
    const inv = await this.repo.latestInvestigations(page.items.map((f) => f.id));
    return { ...page, items: page.items.map((f) => ({ finding: f, investigation: inv.get(f.id) })) };
  }

  /** The project's open findings, in all and per signal (the dashboard's overview). */
  async countOpen(projectId: string): Promise<{ open: number; bySignal: Map<string, number> }> {
    const bySignal = await this.repo.countOpenBySignal(projectId);
    let open = 0;
    for (const n of bySignal.values()) open += n;
    return { open, bySignal };
  }

  /** GET /findings/{id}: any status. */
  async get(projectId: string, findingId: string): Promise<FindingView> {
    const f = await this.repo.get(projectId, findingId);
    if (!f) throw findingNotFound();
    return { finding: f, investigation: (await this.repo.latestInvestigations([f.id])).get(f.id) };
  }

  /** GET /findings/{id}/evidence: daily history of the 35 days, capped samples of the recent window. */
  async evidence(projectId: string, findingId: string): Promise<FindingEvidenceView> {
    const read = await readFindingEvidence(this.ctx, projectId, findingId);
    if (!read) throw findingNotFound();
    return read.evidence;
  }

  // ---- commands ---------------------------------------------------------------------------------

  private async act(
    projectId: string,
    findingId: string,
    fn: (trx: Trx, f: FindingRow, inv: InvestigationRow | undefined) => Promise<void>,
  ): Promise<FindingView> {
    await this.ctx.db.transaction(async (trx) => {
      const f = await this.repo.lock(trx, projectId, findingId);
      if (!f) throw findingNotFound();
      await fn(trx, f, (await this.repo.latestInvestigations([f.id], trx)).get(f.id));
    });
    return this.get(projectId, findingId);
  }

  /** POST /findings/{id}/dismiss: any finding but a dismissed one; it reopens only on a further doubling (decision 0741). */
  dismiss(projectId: string, findingId: string, reason: string, note: string): Promise<FindingView> {
    return this.act(projectId, findingId, async (trx, f) => {
      if (f.status === 'dismissed') throw conflict('The finding is already dismissed', { status: f.status });
      const now = this.ctx.clock.now();
      await this.repo.update(trx, f.id, {
        status: 'dismissed',
        dismiss_reason: reason,
        dismiss_note: note,
        dismissed_at: now,
        dismissed_recent_count: f.metrics.recent_count,
        updated_at: now,
      });
    });
  }

  /**
   * POST /findings/{id}/mark_addressed {note?}: needs a completed investigation of the current
   * qualification or a note saying what was done (422 `investigation_required` otherwise; note 1-2000 characters).
   */
  markAddressed(projectId: string, findingId: string, note?: string): Promise<FindingView> {
    if (note !== undefined && [...note].length > 2000) throw invalidArgument('INVALID_NOTE', 'note must be at most 2000 characters', { field: 'note' });
    return this.act(projectId, findingId, async (trx, f, inv) => {
      if (f.status === 'addressed') throw conflict('The finding is already marked addressed', { status: f.status });
      if (f.status === 'dismissed')
        throw validationFailed('A dismissed finding cannot be marked addressed', { code: 'finding_not_eligible', status: f.status });
      const investigated = inv?.status === 'completed' && inv.covers_qualified_at.getTime() >= f.qualified_at.getTime();
      if (!investigated && !note)
        throw validationFailed(
          'Mark addressed needs a completed investigation of the finding’s current evidence (start one with start_investigation) or a note saying what was done',
          { code: 'investigation_required' },
        );
      const now = this.ctx.clock.now();
      await this.repo.update(trx, f.id, {
        status: 'addressed',
        addressed_at: now,
        addressed_metrics: f.metrics,
        addressed_note: note ?? null,
        updated_at: now,
      });
    });
  }

  /**
   * POST /findings/{id}/start_investigation (decision 0742): 409 while another start is dispatching
   * the run; 422 when an investigation is running or the finding is not candidate/open, or no model
   * key is configured (investigator not configured). The agent run is created after the dispatch
   * marker commits, so two concurrent starts cannot both create one.
   */
  async startInvestigation(projectId: string, findingId: string): Promise<FindingView> {
    const invId = randomUUID();
    let finding!: FindingRow;
    await this.act(projectId, findingId, async (trx, f, inv) => {
      if (inv?.status === 'dispatching') throw conflict('Another investigation of this finding is being dispatched', { code: 'dispatch_in_flight' });
      if (inv?.status === 'running') throw validationFailed('An investigation of this finding is already running', { code: 'investigation_active' });
      if (!INVESTIGABLE.includes(f.status))
        throw validationFailed(`A ${f.status} finding is not eligible for an investigation (candidate or open only)`, {
          code: 'finding_not_eligible',
          status: f.status,
        });
      const now = this.ctx.clock.now();
      finding = f;
      await this.repo.insertInvestigation(trx, {
        id: invId,
        project_id: projectId,
        finding_id: f.id,
        status: 'dispatching',
        agent_run_id: null,
        report: null,
        error_code: null,
        error_message: null,
        covers_qualified_at: f.qualified_at,
        started_at: now,
        finished_at: null,
        updated_at: now,
      });
    });
    try {
      const run = await this.agents.createRun({
        projectId,
        prompt: this.investigatorPrompt(finding),
        metadata: { mode: INVESTIGATOR_MODE, finding_id: finding.id, investigation_id: invId },
        agent: { system_prompt: INVESTIGATOR_PROMPT, enabled_default_tools: ['get_current_datetime'], max_iterations: 12 },
      });
      await this.repo.updateInvestigation(undefined, invId, { status: 'running', agent_run_id: run.id, updated_at: this.ctx.clock.now() }, ['dispatching']);
      this.wakeAgents();
    } catch (err) {
      const now = this.ctx.clock.now();
      const message = isDomainError(err) ? err.publicMessage : 'the investigator could not be started';
      await this.repo.updateInvestigation(
        undefined,
        invId,
        { status: 'failed', error_code: 'investigator_not_configured', error_message: message, finished_at: now, updated_at: now },
        ['dispatching'],
      );
      if (isDomainError(err)) throw validationFailed(`The investigator is not configured: ${message}`, { code: 'investigator_not_configured' });
      throw err;
    }
    return this.get(projectId, findingId);
  }

  /** What the investigator is asked: the finding; its evidence it reads through its tools. */
  private investigatorPrompt(f: FindingRow): string {
    return [
      `Finding ${f.id}: ${f.title} (signal ${f.signal}${f.key ? `, key ${f.key}` : ''}, status ${f.status}).`,
      `Metrics: ${JSON.stringify(f.metrics)}`,
      'Investigate it with your tools.',
    ].join('\n');
  }

  /**
   * Settles running investigations whose agent run ended: a completed run is asked for its report
   * (structured output citing the evidence it read; the investigation is claimed as `reporting` first,
   * so one process asks), which completes the investigation or fails it with the reason; a run that
   * failed or was cancelled fails it with the run's error.
   */
  async settleInvestigations(limit = 20): Promise<number> {
    let settled = 0;
    for (const inv of await this.repo.runningInvestigations(limit)) {
      if (!inv.agent_run_id) continue;
      const run = await this.ctx.agents.runs.get(inv.project_id, inv.agent_run_id);
      if (!run || !TERMINAL.includes(run.status)) continue;
      let patch: Partial<InvestigationRow>;
      let from: InvestigationRow['status'] = 'running';
      if (run.status === 'completed') {
        if (!(await this.repo.updateInvestigation(undefined, inv.id, { status: 'reporting', updated_at: this.ctx.clock.now() }, ['running']))) continue;
        from = 'reporting';
        patch = await this.reporter.report(inv, run);
      } else
        patch = { status: 'failed', error_code: run.error_code ?? run.status, error_message: run.error_message ?? `the investigator run ended ${run.status}` };
      const now = this.ctx.clock.now();
      if (await this.repo.updateInvestigation(undefined, inv.id, { ...patch, finished_at: now, updated_at: now }, [from])) settled += 1;
    }
    // A report asked for by a process that died is asked for again.
    for (const inv of await this.repo.staleReports(new Date(this.ctx.clock.now().getTime() - 5 * 60_000), limit))
      await this.repo.updateInvestigation(undefined, inv.id, { status: 'running', updated_at: this.ctx.clock.now() }, ['reporting']);
    // A dispatch whose process died before creating the run is released (a new start may go ahead).
    const stale = await this.repo.staleDispatches(new Date(this.ctx.clock.now().getTime() - 60_000), limit);
    for (const inv of stale) {
      const now = this.ctx.clock.now();
      await this.repo.updateInvestigation(
        undefined,
        inv.id,
        { status: 'failed', error_code: 'dispatch_lost', error_message: 'the investigation was not dispatched', finished_at: now, updated_at: now },
        ['dispatching'],
      );
    }
    return settled;
  }
}
