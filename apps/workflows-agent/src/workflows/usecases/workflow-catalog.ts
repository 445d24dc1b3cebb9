import { parseDefinition, type WorkflowDefinition } from '../domain/graph';
import { matchesFilter } from '../domain/trigger';
import type { TriggersRepository } from '../infra/db/triggers.repository';
import type { WorkflowsRepository } from '../infra/db/workflows.repository';
import type { WorkflowCatalog, WorkflowForExecution } from './execution-engine.usecase';

/** Parsed definitions kept per (workflow, lock_version): a definition only changes with its lock version. */
const CACHE_SIZE = 1000;

/**
 * The engine's view of workflows and triggers (the workflows capability's repositories): the live
 * definition parsed once per lock version, the number's inbound trigger, matching event triggers.
 */
export class WorkflowCatalogReader implements WorkflowCatalog {
  private readonly cache = new Map<string, WorkflowDefinition>();

  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly triggers: TriggersRepository,
  ) {}

  async getForExecution(projectId: string, workflowId: string): Promise<WorkflowForExecution | undefined> {
    const row = await this.workflows.getForExecution(projectId, workflowId);
    if (!row) return undefined;
    const key = `${row.id}:${row.lockVersion}`;
    let definition = this.cache.get(key);
    if (!definition) {
      const parsed = parseDefinition(row.definition);
      // Saved definitions are validated on save; one that no longer parses cannot run.
      if (!parsed.ok) return undefined;
      definition = parsed.definition;
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, definition);
    }
    return { id: row.id, name: row.name, status: row.status, definition, messageDebounceSeconds: row.messageDebounceSeconds };
  }

  async inboundWorkflow(projectId: string, phoneNumberId: string): Promise<string | undefined> {
    return (await this.triggers.findInboundMessageTrigger(projectId, phoneNumberId))?.workflowId;
  }

  async eventWorkflows(projectId: string, eventName: string, phoneNumberId: string | null): Promise<string[]> {
    const matches = await this.triggers.findEventTriggers(projectId, 'messaging_event', eventName, phoneNumberId ?? undefined);
    return [...new Set(matches.map((m) => m.workflowId))];
  }

  async projectEventWorkflows(projectId: string, eventName: string, properties: Record<string, unknown>): Promise<string[]> {
    const matches = await this.triggers.findEventTriggers(projectId, 'project_event', eventName);
    return [...new Set(matches.filter((m) => matchesFilter(m.filter, properties)).map((m) => m.workflowId))];
  }

  async apiStartAllowed(projectId: string, workflowId: string): Promise<boolean> {
    const t = await this.triggers.apiCallTriggers(projectId, workflowId);
    return t.total === 0 || t.active > 0;
  }
}
