import { randomUUID } from 'node:crypto';
import { status as grpcStatus } from '@grpc/grpc-js';
import type { broadcasts } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { assertCommitInTime } from '@platform/grpc';
import { conflict, invalidArgument, isDomainError, notFound, validationFailed } from '@platform/errors';
import { AGENT_SELECTABLE_STATUSES } from '../domain/agent-handoff';
import { copyName, RESTARTABLE_STATES, transition, type BroadcastOperation, type BroadcastState, type ResumeScope } from '../domain/broadcast-state';
import {
  MAX_RECIPIENTS_PER_REQUEST,
  normaliseRecipient,
  RequestDedupe,
  sameTemplateForRecipients,
  type NormalisedRecipient,
  type RecipientInput,
} from '../domain/recipients';
import type { BroadcastPatch, BroadcastRow, TemplateSnapshot } from '../infra/db/broadcasts.repository';
import { broadcastToWire } from '../wire/broadcast.wire';
import { publishStatusChanged } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

/** A template chosen by a client: name and language, or the upstream id. */
export interface TemplateChoice {
  name?: string;
  language?: string;
  id?: string;
}

/** Fields of a new broadcast. */
export interface CreateBroadcastInput {
  name: string;
  phoneNumberId: string;
  template: TemplateChoice;
  templateParameters: Array<Record<string, unknown>>;
  /** The workflow that handles replies (decision 0805); absent or null: none. */
  agentWorkflowId?: string | null;
}

/** Fields an update may change (draft only). */
export interface UpdateBroadcastInput {
  name?: string;
  phoneNumberId?: string;
  template?: TemplateChoice;
  templateParameters?: Array<Record<string, unknown>>;
  /** A new agent workflow, or null to remove the agent; undefined: unchanged. */
  agentWorkflowId?: string | null;
}

const AGENT_FIELD = 'agent.workflow_id';

/** Broadcast commands (spec 2.11, 3.4, 4.6; issue 17). */
export class BroadcastsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly engine: { wake(): void } = { wake: () => undefined },
  ) {}

  /**
   * A transaction of a client's command (its whole outcome): it does not start, and does not commit,
   * once the call's deadline has (nearly) passed, so a caller that gave up (the gateway answered 504,
   * outcome unknown) never finds the change made after all (issue 32, decision 0806).
   */
  private write<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    return this.ctx.db.transaction(async (trx) => {
      assertCommitInTime();
      const result = await fn(trx);
      assertCommitInTime();
      return result;
    });
  }

  /** The public view of a row with its counters. */
  async view(row: BroadcastRow, trx?: Trx): Promise<broadcasts.Broadcast> {
    return broadcastToWire(row, await this.ctx.broadcasts.countersOf(row.id, trx));
  }

  /** Reads the template from the upstream through messaging-proxy; refused unless it exists and is approved. */
  private async approvedTemplate(projectId: string, phoneNumberId: string, choice: TemplateChoice): Promise<TemplateSnapshot> {
    const p = await this.ctx.proxy.profile({ projectId, phoneNumberId, template: choice });
    if (!p.template) {
      throw validationFailed(
        choice.id
          ? `Template ${choice.id} was not found on this phone number's account`
          : `Template ${choice.name} (${choice.language}) was not found on this phone number's account`,
      );
    }
    if (p.template.status !== 'APPROVED')
      throw validationFailed(`Template ${p.template.name} is ${p.template.status}; only an approved template can be broadcast`);
    return p.template;
  }

  /**
   * Checks the agent a client names: a workflow of the project (a foreign id reads as unknown) that
   * is draft, active or paused (an archived one is refused). 422 naming the field otherwise.
   */
  private async checkAgent(projectId: string, workflowId: string): Promise<void> {
    const wf = await this.ctx.workflows.getWorkflow(projectId, workflowId);
    if (!wf) throw validationFailed(`${AGENT_FIELD}: workflow ${workflowId} was not found`, { field: AGENT_FIELD, code: 'agent_workflow_not_found' });
    if (!AGENT_SELECTABLE_STATUSES.includes(wf.status))
      throw validationFailed(`${AGENT_FIELD}: workflow ${workflowId} is ${wf.status}; choose a draft, active or paused workflow`, {
        field: AGENT_FIELD,
        code: 'agent_workflow_archived',
      });
  }

  /** Before a run starts: the agent must be active, or replies would be recorded as skipped for the whole run. */
  private async recheckAgent(row: BroadcastRow): Promise<void> {
    if (!row.agentWorkflowId) return;
    const wf = await this.ctx.workflows.getWorkflow(row.projectId, row.agentWorkflowId);
    if (!wf)
      throw validationFailed(`${AGENT_FIELD}: the agent workflow no longer exists; choose another or remove the agent`, {
        field: AGENT_FIELD,
        code: 'agent_workflow_not_found',
      });
    if (wf.status !== 'active')
      throw validationFailed(`${AGENT_FIELD}: the agent workflow is ${wf.status}; activate it before sending, or remove the agent`, {
        field: AGENT_FIELD,
        code: 'agent_workflow_not_active',
      });
  }

  /** Creates a draft broadcast. */
  async create(projectId: string, input: CreateBroadcastInput): Promise<broadcasts.Broadcast> {
    const template = await this.approvedTemplate(projectId, input.phoneNumberId, input.template);
    if (input.agentWorkflowId) await this.checkAgent(projectId, input.agentWorkflowId);
    const now = this.ctx.clock.now();
    return this.write(async (trx) => {
      const row = await this.ctx.broadcasts.insert(trx, {
        id: randomUUID(),
        projectId,
        name: input.name,
        status: 'draft',
        phoneNumberId: input.phoneNumberId,
        template,
        templateParameters: input.templateParameters,
        agentWorkflowId: input.agentWorkflowId ?? null,
        now,
      });
      return broadcastToWire(row);
    });
  }

  /** Locks the broadcast and checks `op` is allowed; NOT_FOUND for unknown and foreign ids alike. */
  private async lockFor(trx: Trx, projectId: string, id: string, op: BroadcastOperation): Promise<{ row: BroadcastRow; to: BroadcastState }> {
    const row = await this.ctx.broadcasts.get(projectId, id, trx);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
    const t = transition(row.status, op, row.locked);
    if (!t.ok) throw conflict(t.reason);
    return { row, to: t.to };
  }

  /**
   * The same check without a lock, before any call out or row lock: a broadcast being copied (or a
   * source locked by its copy) is refused at once instead of waiting behind the copy job.
   */
  private async precheck(projectId: string, id: string, op: BroadcastOperation): Promise<BroadcastRow> {
    const row = await this.ctx.broadcasts.get(projectId, id);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
    const t = transition(row.status, op, row.locked);
    if (!t.ok) throw conflict(t.reason);
    return row;
  }

  /** Applies a patch and, when the status changes, publishes the change (same transaction). */
  private async apply(trx: Trx, row: BroadcastRow, patch: BroadcastPatch): Promise<BroadcastRow> {
    const now = this.ctx.clock.now();
    const next = await this.ctx.broadcasts.update(trx, row.id, patch, now);
    if (patch.status && patch.status !== row.status) {
      await publishStatusChanged(trx, next, row.status, await this.ctx.broadcasts.countersOf(row.id, trx), now);
    }
    return next;
  }

  /**
   * Updates a draft: name, number, template, default parameters. The template (chosen, or re-read
   * on a new number's account) cannot change while the broadcast has recipients: their frozen
   * parameters were checked against the current one (409; clear the recipients first).
   */
  async update(projectId: string, id: string, input: UpdateBroadcastInput): Promise<broadcasts.Broadcast> {
    const current = await this.precheck(projectId, id, 'edit');
    const numberChanges = input.phoneNumberId !== undefined && input.phoneNumberId !== current.phoneNumberId;
    const phoneNumberId = input.phoneNumberId ?? current.phoneNumberId;
    const choice = input.template ?? (numberChanges ? { id: current.template.id } : undefined);
    const template = choice ? await this.approvedTemplate(projectId, phoneNumberId, choice) : undefined;
    if (input.agentWorkflowId) await this.checkAgent(projectId, input.agentWorkflowId);
    return this.write(async (trx) => {
      const { row } = await this.lockFor(trx, projectId, id, 'edit');
      if (template && !sameTemplateForRecipients(row.template, template) && (await this.ctx.recipients.hasAny(trx, projectId, id)))
        throw conflict(
          input.template
            ? 'Cannot change the template of a broadcast that has recipients (their parameters were checked against the current template); clear the recipients first'
            : 'Cannot change the phone number: the template on its account differs from the current one and the broadcast has recipients (their parameters were checked against the current template); clear the recipients first',
        );
      const patch: BroadcastPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (numberChanges) patch.phone_number_id = phoneNumberId;
      if (template) patch.template = template;
      if (input.templateParameters !== undefined) patch.template_parameters = input.templateParameters;
      if (input.agentWorkflowId !== undefined) patch.agent_workflow_id = input.agentWorkflowId;
      return this.view(await this.apply(trx, row, patch), trx);
    });
  }

  /** Deletes a draft and its recipients. */
  async delete(projectId: string, id: string): Promise<void> {
    await this.precheck(projectId, id, 'edit');
    await this.write(async (trx) => {
      await this.lockFor(trx, projectId, id, 'edit');
      await this.ctx.broadcasts.delete(trx, projectId, id);
    });
  }

  /**
   * Adds up to 1,000 recipients (draft or scheduled); deduplicated by phone or user id (decision
   * 0801): an entry whose phone or user id is that of an entry kept earlier in the request, or of a
   * recipient already on the broadcast, counts in `duplicates` (added + duplicates + errors = entries).
   */
  async addRecipients(projectId: string, id: string, inputs: RecipientInput[]): Promise<{ added: number; duplicates: number; errors: string[] }> {
    if (inputs.length === 0) throw invalidArgument('INVALID_RECIPIENTS', 'recipients must hold at least one recipient');
    if (inputs.length > MAX_RECIPIENTS_PER_REQUEST)
      throw invalidArgument('TOO_MANY_RECIPIENTS', `At most ${MAX_RECIPIENTS_PER_REQUEST} recipients per request`);
    // A broadcast being copied is refused at once, not after waiting for the copy job's row lock.
    await this.precheck(projectId, id, 'recipients');
    return this.write(async (trx) => {
      const { row } = await this.lockFor(trx, projectId, id, 'recipients');
      const errors: string[] = [];
      const valid: NormalisedRecipient[] = [];
      // Same phone or same user id as an entry kept earlier in the request: a duplicate.
      const dedupe = new RequestDedupe();
      let duplicates = 0;
      inputs.forEach((input, i) => {
        const r = normaliseRecipient(input, row.templateParameters, row.template.components);
        if (!r.ok) errors.push(`Recipient ${i + 1}: ${r.error}`);
        else if (!dedupe.keep(r.recipient)) duplicates++;
        else valid.push(r.recipient);
      });
      const added = await this.ctx.recipients.insertMany(trx, projectId, id, valid, this.ctx.clock.now());
      await this.ctx.broadcasts.update(trx, id, {}, this.ctx.clock.now());
      return { added, duplicates: duplicates + (valid.length - added), errors };
    });
  }

  /** Removes one recipient (draft or scheduled). */
  async removeRecipient(projectId: string, id: string, recipientId: string): Promise<void> {
    await this.precheck(projectId, id, 'recipients');
    await this.write(async (trx) => {
      await this.lockFor(trx, projectId, id, 'recipients');
      if (!(await this.ctx.recipients.remove(trx, projectId, id, recipientId))) throw notFound('RECIPIENT_NOT_FOUND', 'Recipient not found');
    });
  }

  /** Removes every recipient (draft or scheduled); a scheduled broadcast returns to draft. */
  async clearRecipients(projectId: string, id: string): Promise<{ broadcast: broadcasts.Broadcast; removed: number }> {
    await this.precheck(projectId, id, 'clear');
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, 'clear');
      const removed = await this.ctx.recipients.clear(trx, projectId, id);
      const next = await this.apply(trx, row, to === row.status ? {} : { status: to, scheduled_at: null });
      return { broadcast: await this.view(next, trx), removed };
    });
  }

  /** Checks the template is still approved before a run starts (a paused template fails every send otherwise). */
  private async recheckTemplate(row: BroadcastRow): Promise<void> {
    try {
      await this.approvedTemplate(row.projectId, row.phoneNumberId, { id: row.template.id });
    } catch (err) {
      if (isDomainError(err) && err.code === grpcStatus.NOT_FOUND)
        throw validationFailed('The phone number of this broadcast is no longer connected to the project');
      throw err;
    }
  }

  /**
   * Starts sending at once (spec 4.6; 3.4 "any → sending"): a draft or scheduled broadcast starts
   * its run; a stopped, failed or completed one restarts for its pending recipients, exactly as
   * resume scope `pending` (a completed one with nothing pending completes again on the engine's
   * next pass); a sending one answers its current state unchanged. Refused while copying or locked
   * by a copy.
   */
  async send(projectId: string, id: string): Promise<broadcasts.Broadcast> {
    const current = await this.precheck(projectId, id, 'send');
    if (current.status === 'sending') return this.view(current);
    if (RESTARTABLE_STATES.has(current.status)) return this.restart(projectId, id, 'pending', 'send', current);
    await this.recheckTemplate(current);
    await this.recheckAgent(current);
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, 'send');
      // Changed meanwhile: sending answers as it is; a finished run restarts like a resume.
      if (row.status === 'sending') return this.view(row, trx);
      if (RESTARTABLE_STATES.has(row.status)) return this.restartLocked(trx, row, to, 'pending');
      const now = this.ctx.clock.now();
      return this.view(await this.apply(trx, row, { status: to, started_at: now, scheduled_at: null, completed_at: null, failure_reason: null }), trx);
    }).finally(() => this.engine.wake());
  }

  /** Schedules the broadcast at `at` (future); the engine starts it then, across restarts. */
  async schedule(projectId: string, id: string, at: Date): Promise<broadcasts.Broadcast> {
    if (at.getTime() <= this.ctx.clock.now().getTime()) throw validationFailed('scheduled_at must be in the future');
    await this.precheck(projectId, id, 'schedule');
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, 'schedule');
      return this.view(await this.apply(trx, row, { status: to, scheduled_at: at }), trx);
    });
  }

  /** Cancels a scheduled broadcast (back to draft). */
  async cancel(projectId: string, id: string): Promise<broadcasts.Broadcast> {
    await this.precheck(projectId, id, 'cancel');
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, 'cancel');
      return this.view(await this.apply(trx, row, { status: to, scheduled_at: null, started_at: null, completed_at: null }), trx);
    });
  }

  /** Stops a sending broadcast; its pending recipients stay pending (sends in flight finish and are recorded). */
  async stop(projectId: string, id: string): Promise<broadcasts.Broadcast> {
    await this.precheck(projectId, id, 'stop');
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, 'stop');
      return this.view(await this.apply(trx, row, { status: to }), trx);
    });
  }

  /** Resumes a stopped, failed or completed broadcast for its pending recipients, its failed ones, or both. */
  async resume(projectId: string, id: string, scope: ResumeScope): Promise<broadcasts.Broadcast> {
    return this.restart(projectId, id, scope, 'resume', await this.precheck(projectId, id, 'resume'));
  }

  /** A stopped, failed or completed broadcast runs again for the recipients of `scope` (resume, or send on a finished run). */
  private async restart(projectId: string, id: string, scope: ResumeScope, op: 'resume' | 'send', current: BroadcastRow): Promise<broadcasts.Broadcast> {
    if (current.copiedFromId && current.status === 'failed' && current.failureReason?.startsWith('Copy'))
      throw conflict(`A copy that could not complete cannot be ${op === 'send' ? 'sent' : 'resumed'}`);
    await this.recheckTemplate(current);
    await this.recheckAgent(current);
    return this.write(async (trx) => {
      const { row, to } = await this.lockFor(trx, projectId, id, op);
      // A send that finds the broadcast sending again (a concurrent send or resume) changes nothing.
      if (op === 'send' && row.status === 'sending') return this.view(row, trx);
      return this.restartLocked(trx, row, to, scope);
    }).finally(() => this.engine.wake());
  }

  /** The restart itself, on the locked row: which recipients go, then the status (resume's effects). */
  private async restartLocked(trx: Trx, row: BroadcastRow, to: BroadcastState, scope: ResumeScope): Promise<broadcasts.Broadcast> {
    const now = this.ctx.clock.now();
    if (scope === 'failed') await this.ctx.recipients.parkPending(trx, row.projectId, row.id, now);
    else await this.ctx.recipients.unpark(trx, row.projectId, row.id, now);
    if (scope !== 'pending') await this.ctx.recipients.retryFailed(trx, row.projectId, row.id, now);
    return this.view(await this.apply(trx, row, { status: to, completed_at: null, failure_reason: null, started_at: row.startedAt ?? now }), trx);
  }

  /**
   * Duplicates a broadcast (spec 3.4): the copy starts in `copying` and the source is locked; the
   * copy job (DeliveryUsecase) writes the recipients in the background, then the copy is `draft`
   * (or `failed`, unlocking the source).
   */
  async duplicate(projectId: string, id: string): Promise<broadcasts.Broadcast> {
    await this.precheck(projectId, id, 'duplicate');
    return this.write(async (trx) => {
      const { row } = await this.lockFor(trx, projectId, id, 'duplicate');
      const now = this.ctx.clock.now();
      const copy = await this.ctx.broadcasts.insert(trx, {
        id: randomUUID(),
        projectId,
        name: copyName(row.name),
        status: 'copying',
        phoneNumberId: row.phoneNumberId,
        template: row.template,
        templateParameters: row.templateParameters,
        agentWorkflowId: row.agentWorkflowId,
        copiedFromId: row.id,
        now,
      });
      await this.ctx.broadcasts.update(trx, row.id, { locked_by_copy_id: copy.id }, now);
      return broadcastToWire(copy);
    }).finally(() => this.engine.wake());
  }
}
