/**
 * Workflows and their triggers written straight into workflows-agent's tables, as the workflows capability stores
 * them: the engine's tests start from these rows instead of going through the API's validation each time.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export type GraphNode = { id: string; type: string; config?: Record<string, unknown> };
/** `[source, target, label]`; the label is `next` unless told. */
export type GraphEdge = [string, string, string?];

/** A definition as the editor stores it (nodes at the origin); without edges, each node leads to the next. */
export function graph(nodes: GraphNode[], edges?: GraphEdge[]) {
  const links: GraphEdge[] = edges ?? nodes.slice(1).map((n, i): GraphEdge => [nodes[i]!.id, n.id]);
  return {
    nodes: nodes.map((n) => ({ id: n.id, position: { x: 0, y: 0 }, data: { node_type: n.type, config: n.config ?? {} } })),
    edges: links.map(([source, target, label]) => ({ source, target, label: label ?? 'next' })),
  };
}

export type WorkflowDefinition = ReturnType<typeof graph>;

/** Inserts a workflow of `project` (active unless told); its id. */
export async function insertWorkflow(
  knex: Knex,
  o: { project: string; definition: WorkflowDefinition; status?: string; debounceSeconds?: number; name?: string },
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await knex('workflows').insert({
    id,
    project_id: o.project,
    name: o.name ?? `wf-${id.slice(0, 6)}`,
    status: o.status ?? 'active',
    lock_version: 1,
    definition: JSON.stringify(o.definition),
    message_debounce_seconds: o.debounceSeconds ?? 0,
    created_at: now,
    updated_at: now,
    activated_at: now,
  });
  return id;
}

/** Inserts an active trigger of a workflow. */
export async function insertTrigger(
  knex: Knex,
  o: {
    project: string;
    workflowId: string;
    type: 'inbound_message' | 'messaging_event' | 'project_event';
    phoneNumberId?: string | null;
    event?: string | null;
    filter?: Record<string, unknown>;
  },
): Promise<void> {
  const now = new Date();
  await knex('workflow_triggers').insert({
    id: randomUUID(),
    project_id: o.project,
    workflow_id: o.workflowId,
    trigger_type: o.type,
    active: true,
    phone_number_id: o.phoneNumberId ?? null,
    event: o.event ?? null,
    filter: o.filter ? JSON.stringify(o.filter) : null,
    created_at: now,
    updated_at: now,
  });
}
