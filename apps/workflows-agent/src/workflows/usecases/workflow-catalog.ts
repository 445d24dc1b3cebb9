import type { Trx } from '@platform/db';
import { parseDefinition } from '../domain/graph-parse';
import type { WorkflowDefinition } from '../domain/graph.schema';
import { matchesFilter, type TriggerSpec } from '../domain/trigger';
import type { CatalogWorkflowHead, ExecutionCatalogRepository } from '../infra/db/execution-catalog.repository';
import type { WorkflowCatalog, WorkflowForExecution } from '../engine/ports';

/** Parsed definitions kept per (workflow, lock_version): a definition only changes with its lock version. */
const CACHE_SIZE = 1000;

/**
 * The engine's view of workflows and triggers: the live definition (parsed once per lock version), the
 * number's inbound trigger, matching event triggers. Every read runs on the caller's transaction when
 * one is given (never a second pooled connection while a transaction is open).
 */
export class WorkflowCatalogReader implements WorkflowCatalog {
  private readonly cache = new Map<string, WorkflowDefinition>();

  constructor(private readonly repo: ExecutionCatalogRepository) {}

  async getForExecution(projectId: string, workflowId: string, trx?: Trx, known?: CatalogWorkflowHead): Promise<WorkflowForExecution | undefined> {
    const head = known ?? (await this.repo.head(projectId, workflowId, trx));
    if (!head) return undefined;
    let definition = this.cache.get(`${workflowId}:${head.lockVersion}`);
    if (!definition) {
      const row = await this.repo.definition(projectId, workflowId, trx);
      if (!row) return undefined;
      const parsed = parseDefinition(row.definition);
      // Saved definitions are validated on save; one that no longer parses cannot run.
      if (!parsed.ok) return undefined;
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(`${workflowId}:${row.lockVersion}`, parsed.definition);
      // A head read before an edit committed: the definition read after it is the newer one (cached under
      // its own version; this step still gets a definition no older than its head).
      definition = parsed.definition;
    }
    return { id: workflowId, name: head.name, status: head.status, definition, messageDebounceSeconds: head.messageDebounceSeconds };
  }

  async inboundWorkflow(projectId: string, phoneNumberId: string, trx?: Trx): Promise<string | undefined> {
    return this.repo.inboundWorkflow(projectId, phoneNumberId, trx);
  }

  async eventWorkflows(projectId: string, eventName: string, phoneNumberId: string | null, trx?: Trx): Promise<string[]> {
    const matches = await this.repo.eventTriggers(projectId, 'messaging_event', eventName, phoneNumberId, trx);
    return [...new Set(matches.map((m) => m.workflowId))];
  }

  async projectEventWorkflows(projectId: string, eventName: string, properties: Record<string, unknown>, trx?: Trx): Promise<string[]> {
    const matches = await this.repo.eventTriggers(projectId, 'project_event', eventName, null, trx);
    return [...new Set(matches.filter((m) => matchesFilter(m.filter as TriggerSpec['filter'], properties)).map((m) => m.workflowId))];
  }

  async apiStartAllowed(projectId: string, workflowId: string, trx?: Trx): Promise<boolean> {
    const t = await this.repo.apiCallTriggers(projectId, workflowId, trx);
    return t.total === 0 || t.active > 0;
  }
}
