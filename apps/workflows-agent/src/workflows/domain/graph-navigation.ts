/**
 * Navigation of a parsed workflow definition (./graph.schema): the start node, a node by id, edges and
 * their labels, which nodes wait for a reply and how long, and what a definition references. The
 * engine, the executions use case and the validation read definitions through these. Pure: no I/O.
 */
import { NEXT_LABEL, TIMEOUT_LABEL, type NodeOf, type WorkflowDefinition, type WorkflowNode } from './graph.schema';

/** The start node of a valid definition. */
export function startNode(def: WorkflowDefinition): NodeOf<'start'> {
  return def.nodes.find((n): n is NodeOf<'start'> => n.type === 'start')!;
}

/** A node by id, or undefined. */
export function findNode(def: WorkflowDefinition, id: string): WorkflowNode | undefined {
  return def.nodes.find((n) => n.id === id);
}

/** The target node id of a node's edge with `label`, or undefined (a leaf: the workflow ends). */
export function nextNodeId(def: WorkflowDefinition, nodeId: string, label: string = NEXT_LABEL): string | undefined {
  return def.edges.find((e) => e.source === nodeId && e.label === label)?.target;
}

/** Button ids / list row ids of a button or list node (the labels it may branch on). */
export function choiceIds(node: WorkflowNode): string[] {
  if (node.type !== 'send_interactive') return [];
  const c = node.config;
  if (c.interactive_type === 'button') return c.buttons.map((b) => b.id);
  if (c.interactive_type === 'list') return c.list_sections.flatMap((s) => s.rows.map((r) => r.id));
  return [];
}

/**
 * Whether executing this node suspends the execution for a user reply: every wait_for_response
 * node, and a button/list node with at least one edge labelled by a button/row id (it then waits
 * for the choice: a matching reply takes that edge, any other reply the `next` edge — or keeps
 * waiting when there is none —, `timeout_seconds` elapsed takes the `timeout` edge, else `next`).
 */
export function nodeWaitsForReply(def: WorkflowDefinition, node: WorkflowNode): boolean {
  if (node.type === 'wait_for_response') return true;
  const ids = choiceIds(node);
  return ids.length > 0 && def.edges.some((e) => e.source === node.id && ids.includes(e.label));
}

/** The timeout of a waiting node in seconds, or undefined (waits forever). */
export function waitTimeoutSeconds(node: WorkflowNode): number | undefined {
  if (node.type === 'wait_for_response') return node.config.has_timeout === false ? undefined : node.config.timeout_seconds;
  if (node.type === 'send_interactive' && (node.config.interactive_type === 'button' || node.config.interactive_type === 'list'))
    return node.config.timeout_seconds;
  return undefined;
}

/**
 * The labels a node's outgoing edges may carry:
 * start, send_text, send_template, send_interactive (cta_url, flow), set_variable, function, call,
 * webhook, integration, agent, emit_event, handoff → `next` (at most one edge; handoff continues when the
 * execution is set back to running); wait_for_response → `next` (reply; also timeout when there is
 * no `timeout` edge) and `timeout` (only with a timeout); send_interactive button/list → `next`,
 * each button/row id, and `timeout` (only with `timeout_seconds`); decide → its condition labels
 * (one edge each); end → none.
 */
export function allowedLabels(node: WorkflowNode): string[] {
  switch (node.type) {
    case 'end':
      return [];
    case 'decide':
      return node.config.conditions.map((c) => c.label);
    case 'wait_for_response':
      return node.config.has_timeout !== false && node.config.timeout_seconds !== undefined ? [NEXT_LABEL, TIMEOUT_LABEL] : [NEXT_LABEL];
    case 'send_interactive': {
      const ids = choiceIds(node);
      if (!ids.length) return [NEXT_LABEL];
      return [NEXT_LABEL, ...ids, ...(waitTimeoutSeconds(node) !== undefined ? [TIMEOUT_LABEL] : [])];
    }
    default:
      return [NEXT_LABEL];
  }
}

/** Everything in a definition that needs the project's data to validate (checked by the use case). */
export interface DefinitionReferences {
  functions: { ref: string; path: string }[];
  workflows: { id: string; path: string }[];
  integrations: { id: string; path: string }[];
  providerModels: { id: string; path: string; toolOnly: boolean }[];
  /** URLs the platform calls (webhook nodes, agent webhook tools): SSRF policy at save and at call. */
  urls: { url: string; path: string }[];
}

/** Lists the functions, child workflows, integrations, provider models and URLs a definition names. */
export function definitionReferences(def: WorkflowDefinition): DefinitionReferences {
  const refs: DefinitionReferences = { functions: [], workflows: [], integrations: [], providerModels: [], urls: [] };
  def.nodes.forEach((n, i) => {
    const base = `nodes[${i}].data.config`;
    switch (n.type) {
      case 'function':
        refs.functions.push({ ref: n.config.function_id, path: `${base}.function_id` });
        break;
      case 'decide':
        if (n.config.decision_type === 'function') refs.functions.push({ ref: n.config.function_id, path: `${base}.function_id` });
        else refs.providerModels.push({ id: n.config.provider_model_name, path: `${base}.provider_model_name`, toolOnly: false });
        break;
      case 'call':
        refs.workflows.push({ id: n.config.workflow_id, path: `${base}.workflow_id` });
        break;
      case 'integration':
        refs.integrations.push({ id: n.config.integration_id, path: `${base}.integration_id` });
        break;
      case 'webhook':
        refs.urls.push({ url: n.config.url, path: `${base}.url` });
        break;
      case 'agent':
        refs.providerModels.push({
          id: n.config.provider_model_name,
          path: `${base}.provider_model_name`,
          toolOnly: n.config.message_delivery_mode === 'tool_only',
        });
        n.config.flow_agent_webhooks?.forEach((w, j) => refs.urls.push({ url: w.url, path: `${base}.flow_agent_webhooks[${j}].url` }));
        n.config.flow_agent_app_integration_tools?.forEach((t, j) =>
          refs.integrations.push({ id: t.app_integration_id, path: `${base}.flow_agent_app_integration_tools[${j}].app_integration_id` }),
        );
        break;
      default:
        break;
    }
  });
  return refs;
}
