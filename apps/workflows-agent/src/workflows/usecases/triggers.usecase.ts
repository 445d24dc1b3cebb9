import type { workflowsAgent } from '@platform/contracts';
import { isUniqueViolation, type Trx } from '@platform/db';
import { conflict, invalidArgument, notFound, validationFailed } from '@platform/errors';
import type { UsecaseContext } from '../../context';
import { parseTrigger, type TriggerInput, type TriggerSpec } from '../domain/trigger';
import type { TriggersRepository } from '../infra/db/triggers.repository';
import type { WorkflowsRepository } from '../infra/db/workflows.repository';
import type { ProjectReferences } from '../infra/grpc/project-references.client';
import { workflowTriggerToWire } from '../wire/workflow-trigger.wire';

/** What triggers need beyond the shared context. */
export interface TriggersDeps {
  workflows: WorkflowsRepository;
  triggers: TriggersRepository;
  refs: ProjectReferences;
}

/** Triggers one workflow may have. */
export const MAX_TRIGGERS_PER_WORKFLOW = 50;

const workflowNotFound = () => notFound('WORKFLOW_NOT_FOUND', 'Workflow not found');
const triggerNotFound = () => notFound('WORKFLOW_TRIGGER_NOT_FOUND', 'Trigger not found');

/**
 * Triggers (issue 19 item 2, decision 0713): create, toggle, delete, and the atomic replace of a
 * workflow's whole set. One active inbound_message trigger per number of a project: a partial unique
 * index decides races; the 409 names the workflow holding the number. A trigger's number must be one
 * of the project's.
 */
export class TriggersUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: TriggersDeps,
  ) {}

  /** Validates inputs and checks their numbers belong to the project (before any lock). */
  private async specs(projectId: string, inputs: TriggerInput[], at: (i: number) => string): Promise<TriggerSpec[]> {
    const specs = inputs.map((input, i) => {
      const r = parseTrigger(input, at(i));
      if (!r.ok) throw validationFailed(r.message);
      return r.spec;
    });
    const numbers = [...new Set(specs.map((s) => s.phone_number_id).filter((n): n is string => Boolean(n)))];
    for (const n of numbers) {
      if (!(await this.deps.refs.phoneNumberExists(projectId, n))) {
        throw validationFailed(`phone_number_id ${n} is not a number of this project`, { field: 'phone_number_id' });
      }
    }
    const seen = new Set<string>();
    specs.forEach((s, i) => {
      if (s.trigger_type !== 'inbound_message' || !s.active) return;
      if (seen.has(s.phone_number_id!)) {
        throw conflict(`${at(i)}: phone number ${s.phone_number_id} already has an active inbound_message trigger in this request`, {
          code: 'inbound_trigger_exists',
        });
      }
      seen.add(s.phone_number_id!);
    });
    return specs;
  }

  /** The 409 of a number already held by another active inbound_message trigger. */
  private async numberTaken(trx: Trx | undefined, projectId: string, phoneNumberId: string): Promise<never> {
    const holder = await this.deps.triggers.inboundHolder(projectId, phoneNumberId, trx);
    throw conflict(`Phone number ${phoneNumberId} already has an active inbound_message trigger${holder ? ` (workflow ${holder.workflowId})` : ''}`, {
      code: 'inbound_trigger_exists',
    });
  }

  /** Runs `fn`, turning the one-active-per-number index's violation into the 409. */
  private async guarded<T>(projectId: string, specs: TriggerSpec[], fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Find which number collided (outside the failed transaction).
      for (const s of specs) {
        if (s.trigger_type !== 'inbound_message' || !s.active || !s.phone_number_id) continue;
        const holder = await this.deps.triggers.inboundHolder(projectId, s.phone_number_id);
        if (holder) await this.numberTaken(undefined, projectId, s.phone_number_id);
      }
      throw conflict('A phone number already has an active inbound_message trigger', { code: 'inbound_trigger_exists' });
    }
  }

  /** GET /workflows/{id}/triggers. */
  async list(projectId: string, workflowId: string): Promise<workflowsAgent.WorkflowTrigger[]> {
    if (!(await this.deps.workflows.statuses(projectId, [workflowId])).has(workflowId)) throw workflowNotFound();
    return (await this.deps.triggers.listByWorkflow(projectId, workflowId)).map(workflowTriggerToWire);
  }

  /** POST /workflows/{id}/triggers. */
  async create(projectId: string, workflowId: string, input: TriggerInput): Promise<workflowsAgent.WorkflowTrigger> {
    const [spec] = await this.specs(projectId, [input], () => 'trigger');
    const id = await this.guarded(projectId, [spec!], () =>
      this.ctx.db.transaction(async (trx) => {
        const wf = await this.deps.workflows.lock(trx, projectId, workflowId);
        if (!wf) throw workflowNotFound();
        if (wf.status === 'archived') throw conflict('The workflow is archived; restore it to draft to add triggers', { code: 'workflow_archived' });
        const existing = await this.deps.triggers.listByWorkflow(projectId, workflowId, trx);
        if (existing.length >= MAX_TRIGGERS_PER_WORKFLOW) throw validationFailed(`A workflow has at most ${MAX_TRIGGERS_PER_WORKFLOW} triggers`);
        return this.deps.triggers.insert(trx, projectId, workflowId, spec!, this.ctx.clock.now());
      }),
    );
    return workflowTriggerToWire((await this.deps.triggers.get(projectId, id))!);
  }

  /** PUT /workflows/{id}/triggers: the whole set replaced in one transaction ([] removes all). */
  async replace(projectId: string, workflowId: string, inputs: TriggerInput[]): Promise<workflowsAgent.WorkflowTrigger[]> {
    if (inputs.length > MAX_TRIGGERS_PER_WORKFLOW) throw invalidArgument('INVALID_TRIGGERS', `triggers must have at most ${MAX_TRIGGERS_PER_WORKFLOW} entries`);
    const specs = await this.specs(projectId, inputs, (i) => `triggers[${i}]`);
    await this.guarded(projectId, specs, () =>
      this.ctx.db.transaction(async (trx) => {
        const wf = await this.deps.workflows.lock(trx, projectId, workflowId);
        if (!wf) throw workflowNotFound();
        if (wf.status === 'archived' && specs.length)
          throw conflict('The workflow is archived; restore it to draft to add triggers', { code: 'workflow_archived' });
        await this.deps.triggers.deleteByWorkflow(trx, projectId, workflowId);
        const now = this.ctx.clock.now();
        // Inserted last to first: lists are newest first (by insertion), so the set reads back in the order given.
        for (const s of [...specs].reverse()) await this.deps.triggers.insert(trx, projectId, workflowId, s, now);
      }),
    );
    return (await this.deps.triggers.listByWorkflow(projectId, workflowId)).map(workflowTriggerToWire);
  }

  /** PATCH /triggers/{id}: toggle active. */
  async setActive(projectId: string, id: string, active: boolean): Promise<workflowsAgent.WorkflowTrigger> {
    const current = await this.deps.triggers.get(projectId, id);
    if (!current) throw triggerNotFound();
    await this.guarded(projectId, [{ ...current, active }], () =>
      this.ctx.db.transaction(async (trx) => {
        const t = await this.deps.triggers.get(projectId, id, trx);
        if (!t) throw triggerNotFound();
        const wf = await this.deps.workflows.lock(trx, projectId, t.workflowId);
        if (!wf) throw triggerNotFound();
        if (active && wf.status === 'archived')
          throw conflict('The workflow is archived; restore it to draft to activate its triggers', { code: 'workflow_archived' });
        if (t.active !== active) await this.deps.triggers.setActive(trx, projectId, id, active, this.ctx.clock.now());
      }),
    );
    return workflowTriggerToWire((await this.deps.triggers.get(projectId, id))!);
  }

  /** DELETE /triggers/{id}. */
  async delete(projectId: string, id: string): Promise<void> {
    const deleted = await this.ctx.db.transaction((trx) => this.deps.triggers.delete(trx, projectId, id));
    if (!deleted) throw triggerNotFound();
  }
}
