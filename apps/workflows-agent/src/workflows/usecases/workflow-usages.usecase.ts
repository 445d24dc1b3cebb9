import { definitionReferences } from '../domain/graph-navigation';
import { parseDefinition } from '../domain/graph-parse';
import type { WorkflowsRepository } from '../infra/db/workflows.repository';

/** A resource a workflow definition may name. */
export type WorkflowReferenceTarget = { functionId: string } | { integrationId: string };

/** A workflow that uses a resource. */
export interface WorkflowUsage {
  id: string;
  name: string;
}

/**
 * Which active workflows use a function or an integration: the nodes of their definitions (function
 * and function-decide nodes, integration nodes, agent nodes' integration tools) name it. Deleting
 * such a resource is refused while they do (decision 0701 for integrations, 0601 for functions).
 */
export class WorkflowUsagesUsecase {
  constructor(private readonly workflows: Pick<WorkflowsRepository, 'activeMentioning'>) {}

  /** The project's active workflows that name `target`, oldest first. */
  async activeUsing(projectId: string, target: WorkflowReferenceTarget): Promise<WorkflowUsage[]> {
    const id = 'functionId' in target ? target.functionId : target.integrationId;
    const out: WorkflowUsage[] = [];
    for (const row of await this.workflows.activeMentioning(projectId, id)) {
      const parsed = parseDefinition(row.definition);
      if (!parsed.ok) continue;
      const refs = definitionReferences(parsed.definition);
      const named = 'functionId' in target ? refs.functions.some((f) => f.ref === id) : refs.integrations.some((i) => i.id === id);
      if (named) out.push({ id: row.id, name: row.name });
    }
    return out;
  }
}
