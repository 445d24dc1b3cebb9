import { randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { conflict, failedPrecondition, notFound, validationFailed, type DomainError } from '@platform/errors';
import { checkTargetUrl, type AllowList } from '@platform/ssrf';
import type { UsecaseContext } from '../../context';
import { applyModelRules, type CatalogModel } from '../../agents/domain/provider-rules';
import { definitionReferences } from '../domain/graph-navigation';
import { emptyDefinition, parseDefinition, definitionToWire } from '../domain/graph-parse';
import type { GraphError, WorkflowDefinition } from '../domain/graph.schema';
import { httpUrlOrTemplate } from '../domain/graph-validation';
import { statusTransition, type WorkflowStatus } from '../domain/workflow-status';
import type { ProjectReferences } from '../infra/grpc/project-references.client';
import type { WorkflowsRepository, WorkflowPatch, WorkflowRow } from '../infra/db/workflows.repository';
import type { TriggersRepository } from '../infra/db/triggers.repository';
import { workflowToWire } from '../wire/workflow.wire';

/** Reads of the provider model catalog (the agents capability's repository). */
export interface ModelCatalog {
  get(id: string): Promise<CatalogModel | undefined>;
  ids(): Promise<string[]>;
}

/** What workflows need beyond the shared context. */
export interface WorkflowsDeps {
  workflows: WorkflowsRepository;
  triggers: TriggersRepository;
  /** Functions and numbers of the project (flows, messaging-proxy). */
  refs: ProjectReferences;
  models: ModelCatalog;
  /** SSRF allow list of webhook URLs (the same list the webhook node calls through). */
  allowList: AllowList;
}

/** Fields of a new workflow. */
export interface CreateWorkflowInput {
  name: string;
  description?: string;
  definition?: unknown;
  messageDebounceSeconds?: number;
}

/** Fields a PATCH may change; `lockVersion` is the version the change is based on. */
export interface UpdateWorkflowInput {
  lockVersion: number;
  name?: string;
  description?: string;
  status?: string;
  definition?: unknown;
  messageDebounceSeconds?: number;
}

const NAME_MAX = 200;
const DESCRIPTION_MAX = 2000;
const DEBOUNCE_MAX = 60;
const DEFINITION_MAX_BYTES = 1024 * 1024;
const MAX_LISTED_ERRORS = 10;

const workflowNotFound = () => notFound('WORKFLOW_NOT_FOUND', 'Workflow not found');

/** The 422 of an invalid definition: every error (up to 10) with its path in the message. */
function invalidDefinition(errors: GraphError[], fields: Record<string, string> = {}): DomainError {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  const more = errors.length > MAX_LISTED_ERRORS ? `; and ${errors.length - MAX_LISTED_ERRORS} more` : '';
  return validationFailed(`Invalid workflow definition: ${listed.join('; ')}${more}`, fields);
}

function checkName(name: string): string {
  const n = name.trim();
  if (!n) throw validationFailed('name must not be empty');
  if ([...n].length > NAME_MAX) throw validationFailed(`name must be at most ${NAME_MAX} characters`);
  return n;
}

function checkDescription(d: string): string | null {
  if ([...d].length > DESCRIPTION_MAX) throw validationFailed(`description must be at most ${DESCRIPTION_MAX} characters`);
  return d === '' ? null : d;
}

function checkDebounce(v: number): number {
  if (!Number.isInteger(v) || v < 0 || v > DEBOUNCE_MAX) throw validationFailed(`message_debounce_seconds must be an integer from 0 to ${DEBOUNCE_MAX}`);
  return v;
}

/**
 * Workflows (issue 19 items 1-2, decisions 0710-0712): definitions validated on save (graph rules,
 * then the project references: functions, child workflows, integrations, provider models, webhook
 * URLs through the SSRF policy), `lock_version` enforced on every PATCH, status changes by the rules
 * of domain/workflow-status. (The engine reads workflows and triggers through WorkflowCatalogReader.)
 */
export class WorkflowsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: WorkflowsDeps,
  ) {}

  /**
   * Parses and fully validates a submitted definition against the project: graph rules, then
   * references. Returns the graph JSON to store. 422 naming the first error's path on any problem.
   */
  async validateDefinition(projectId: string, json: unknown, selfId?: string): Promise<{ definition: WorkflowDefinition; wire: Record<string, unknown> }> {
    let size = 0;
    try {
      size = Buffer.byteLength(JSON.stringify(json) ?? '', 'utf8');
    } catch {
      throw validationFailed('Invalid workflow definition: not serialisable JSON');
    }
    if (size > DEFINITION_MAX_BYTES) throw validationFailed(`Invalid workflow definition: larger than ${DEFINITION_MAX_BYTES} bytes`);
    const parsed = parseDefinition(json);
    if (!parsed.ok) throw invalidDefinition(parsed.errors);
    await this.checkReferences(projectId, parsed.definition, selfId);
    return { definition: parsed.definition, wire: definitionToWire(parsed.definition) as unknown as Record<string, unknown> };
  }

  /** The project references of a parsed definition (see `validateDefinition`). */
  private async checkReferences(projectId: string, def: WorkflowDefinition, selfId?: string): Promise<void> {
    const refs = definitionReferences(def);
    const errors: GraphError[] = [];
    let extra: Record<string, string> = {};

    const functionIds = [...new Set(refs.functions.map((f) => f.ref))];
    const functionOk = new Map(await Promise.all(functionIds.map(async (id) => [id, await this.deps.refs.functionExists(projectId, id)] as const)));
    for (const f of refs.functions) {
      if (!functionOk.get(f.ref)) errors.push({ path: f.path, message: `function ${f.ref} does not exist in this project` });
    }

    const statuses = await this.deps.workflows.statuses(
      projectId,
      refs.workflows.map((w) => w.id),
    );
    for (const w of refs.workflows) {
      if (selfId && w.id === selfId) errors.push({ path: w.path, message: 'a workflow cannot call itself' });
      else if (!statuses.has(w.id)) errors.push({ path: w.path, message: `workflow ${w.id} does not exist in this project` });
      else if (statuses.get(w.id) === 'archived') errors.push({ path: w.path, message: `workflow ${w.id} is archived` });
    }

    for (const i of refs.integrations) {
      if (!(await this.ctx.integrations.get(projectId, i.id))) errors.push({ path: i.path, message: `integration ${i.id} does not exist in this project` });
    }

    const nodeOf = (path: string) => def.nodes[Number(/^nodes\[(\d+)\]/.exec(path)?.[1] ?? -1)];
    for (const m of refs.providerModels) {
      const model = await this.deps.models.get(m.id);
      if (!model) {
        const known = await this.deps.models.ids();
        errors.push({ path: m.path, message: `provider model ${m.id} is not in the catalog (known: ${known.join(', ')})` });
        extra = { field: 'provider_model', ...extra };
        continue;
      }
      const node = nodeOf(m.path);
      if (node?.type !== 'agent') continue;
      const verdict = applyModelRules(model, {
        temperature: node.config.temperature,
        reasoning_effort: node.config.reasoning_effort,
        message_delivery_mode: node.config.message_delivery_mode ?? 'auto_send_assistant_text',
      });
      if (!verdict.ok) {
        const base = m.path.slice(0, m.path.lastIndexOf('.'));
        const path = verdict.violation.field === 'provider_model' ? m.path : `${base}.${verdict.violation.field}`;
        errors.push({ path, message: verdict.violation.message });
        // Spec 7.7: tool-only delivery with a model that cannot do it is an error on field provider_model.
        extra = { field: verdict.violation.field, ...extra };
      }
    }

    for (const u of refs.urls) {
      if (!httpUrlOrTemplate(u.url)) continue; // the graph rules already reported it
      // The host is literal (graph rule); placeholders in the path or query are checked when called.
      const probe = u.url.replace(/\{\{[^{}]*\}\}/g, 'x');
      const checked = checkTargetUrl(probe, this.deps.allowList);
      if (!checked.ok) errors.push({ path: u.path, message: `URL refused by the outbound policy: ${checked.reason}` });
    }

    if (errors.length) throw invalidDefinition(errors, extra);
  }

  /** POST /workflows: a draft (a lone start node when no definition is given). */
  async create(projectId: string, input: CreateWorkflowInput): Promise<workflowsAgent.Workflow> {
    const name = checkName(input.name);
    const description = input.description === undefined ? null : checkDescription(input.description);
    const debounce = input.messageDebounceSeconds === undefined ? 0 : checkDebounce(input.messageDebounceSeconds);
    const wire =
      input.definition === undefined
        ? (definitionToWire(emptyDefinition()) as unknown as Record<string, unknown>)
        : (await this.validateDefinition(projectId, input.definition)).wire;
    const id = randomUUID();
    await this.ctx.db.transaction((trx) =>
      this.deps.workflows.insert(
        trx,
        projectId,
        { id, name, description, status: 'draft', definition: wire, messageDebounceSeconds: debounce },
        this.ctx.clock.now(),
      ),
    );
    return workflowToWire((await this.deps.workflows.get(projectId, id))!);
  }

  /**
   * PATCH /workflows/{id}: the change applies only when `lockVersion` is the current version (else
   * 409 with both versions); a new definition is validated fully; a status change follows the rules.
   */
  async update(projectId: string, id: string, input: UpdateWorkflowInput): Promise<workflowsAgent.Workflow> {
    const name = input.name === undefined ? undefined : checkName(input.name);
    const description = input.description === undefined ? undefined : checkDescription(input.description);
    const debounce = input.messageDebounceSeconds === undefined ? undefined : checkDebounce(input.messageDebounceSeconds);
    const target = input.status === undefined ? undefined : this.statusOf(input.status);
    // Validation calls other services: done before the row lock, against the current row's id.
    const current = await this.deps.workflows.get(projectId, id);
    if (!current) throw workflowNotFound();
    this.checkVersion(current, input.lockVersion);
    const validated = input.definition === undefined ? undefined : await this.validateDefinition(projectId, input.definition, id);
    await this.ctx.db.transaction(async (trx) => {
      const row = await this.deps.workflows.lock(trx, projectId, id);
      if (!row) throw workflowNotFound();
      this.checkVersion(row, input.lockVersion);
      const patch: WorkflowPatch = {};
      if (name !== undefined) patch.name = name;
      if (description !== undefined) patch.description = description;
      if (debounce !== undefined) patch.messageDebounceSeconds = debounce;
      if (validated) patch.definition = validated.wire;
      const editing = Object.keys(patch).length > 0;
      const to = target ?? row.status;
      if (row.status === 'archived' && to === 'archived' && editing) {
        throw conflict('The workflow is archived; set its status to draft to change it', { code: 'workflow_archived' });
      }
      if (target !== undefined) await this.applyStatus(trx, projectId, row, target, patch, validated?.definition);
      if (Object.keys(patch).length === 0) return;
      await this.deps.workflows.update(trx, projectId, id, patch, this.ctx.clock.now());
    });
    return workflowToWire((await this.deps.workflows.get(projectId, id))!);
  }

  /** POST /workflows/{id}/activate|pause|archive|restore: a status change (no lock_version; it bumps it). */
  async setStatus(projectId: string, id: string, status: string): Promise<workflowsAgent.Workflow> {
    const target = this.statusOf(status);
    const current = await this.deps.workflows.get(projectId, id);
    if (!current) throw workflowNotFound();
    // Activation re-checks the stored definition against the project before taking the lock.
    const revalidated = target === 'active' && current.status !== 'active' ? await this.revalidate(projectId, current) : undefined;
    await this.ctx.db.transaction(async (trx) => {
      const row = await this.deps.workflows.lock(trx, projectId, id);
      if (!row) throw workflowNotFound();
      if (revalidated && row.lockVersion !== current.lockVersion) {
        throw conflict('The workflow changed while it was being activated; retry', { code: 'workflow_changed' });
      }
      const patch: WorkflowPatch = {};
      await this.applyStatus(trx, projectId, row, target, patch, revalidated);
      if (Object.keys(patch).length) await this.deps.workflows.update(trx, projectId, id, patch, this.ctx.clock.now());
    });
    return workflowToWire((await this.deps.workflows.get(projectId, id))!);
  }

  private statusOf(v: string): WorkflowStatus {
    if (v === 'draft' || v === 'active' || v === 'paused' || v === 'archived') return v;
    throw validationFailed('status must be one of draft, active, paused, archived');
  }

  private checkVersion(row: WorkflowRow, expected: number): void {
    if (row.lockVersion !== expected) {
      throw conflict('Conflict: workflow was modified. Refetch and retry.', {
        code: 'stale_lock_version',
        expected_lock_version: expected,
        current_lock_version: row.lockVersion,
      });
    }
  }

  /** The stored definition, parsed and checked against the project (activation). */
  private async revalidate(projectId: string, row: WorkflowRow): Promise<WorkflowDefinition> {
    const parsed = parseDefinition(row.definition ?? {});
    if (!parsed.ok) throw invalidDefinition(parsed.errors, { code: 'invalid_definition' });
    await this.checkReferences(projectId, parsed.definition, row.id);
    return parsed.definition;
  }

  /**
   * Adds a status change to `patch` by the rules; activation needs the (new or stored) definition
   * validated — a new one already was, a stored one is re-checked here unless `validated` is given.
   */
  private async applyStatus(
    trx: Trx,
    projectId: string,
    row: WorkflowRow,
    target: WorkflowStatus,
    patch: WorkflowPatch,
    validated: WorkflowDefinition | undefined,
  ): Promise<void> {
    const t = statusTransition(row.status, target);
    if (t.kind === 'same') return;
    if (t.kind === 'refused') throw failedPrecondition('WORKFLOW_STATUS_TRANSITION', t.message);
    if (t.validate && !validated) await this.revalidate(projectId, row);
    const now = this.ctx.clock.now();
    patch.status = target;
    if (target === 'active') patch.activatedAt = now;
    if (target === 'archived') {
      patch.archivedAt = now;
      await this.deps.triggers.deactivateByWorkflow(trx, projectId, row.id, now);
    }
    if (row.status === 'archived') patch.archivedAt = null;
  }
}
