/**
 * Structural validation of a workflow definition whose node configs already parsed (decision 0710):
 * node ids, the one start node, edges and their labels per node type, decide conditions, waits and
 * their timeouts, interactive limits across fields, agent tool rules, emit_event property limits,
 * templating references, reachability. Pure; errors carry a JSON path into the submitted graph.
 */
import { allowedLabels, choiceIds } from './graph-navigation';
import { GRAPH_LIMITS, NEXT_LABEL, NODE_ID_RE, TIMEOUT_LABEL, type GraphError, type WorkflowDefinition, type WorkflowNode } from './graph.schema';
import { AgentConfigSchema, nodeConfigToAgentConfig, resolveTools } from '../../agents/domain/agent-config';
import { scanTemplate, stringsOf } from './templating';
import { eventPropertiesViolations } from './project-event';

/** The node key of an agent setting's path (webhook_tools[0].name → flow_agent_webhooks[0].name). */
function agentKey(path: (string | number)[]): string {
  const rename: Record<string, string> = {
    provider_model: 'provider_model_name',
    webhook_tools: 'flow_agent_webhooks',
    integration_tools: 'flow_agent_app_integration_tools',
    method: 'http_method',
    input_schema: 'body_schema',
    integration_id: 'app_integration_id',
  };
  let out = '';
  path.forEach((p, i) => {
    if (typeof p === 'number') out += `[${p}]`;
    else {
      const inTools = i > 0 && (path[0] === 'webhook_tools' || path[0] === 'integration_tools');
      const key =
        i === 0 || (inTools && (p === 'method' || p === 'integration_id' || (p === 'input_schema' && path[0] === 'webhook_tools'))) ? (rename[p] ?? p) : p;
      out += out ? `.${key}` : key;
    }
  });
  return out;
}

/**
 * True when `raw` is an http(s) URL, or a template whose scheme and host are literal: a placeholder
 * may only follow the first `/`, `?` or `#` after the host (so the host is known, and checked, at save).
 */
export function httpUrlOrTemplate(raw: string): boolean {
  if (raw.includes('{{')) return /^https?:\/\/[^/?#{}\s]+[/?#]/i.test(raw.split('{{')[0]!);
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A URL message for `httpUrlOrTemplate` failures. */
export const URL_MESSAGE = 'must be an http(s) URL; placeholders may only follow the host (e.g. https://api.example.com/orders/{{vars.id}})';

function nodeRules(node: WorkflowNode, base: string, def: WorkflowDefinition): GraphError[] {
  const errors: GraphError[] = [];
  const cfg = `${base}.data.config`;
  switch (node.type) {
    case 'wait_for_response': {
      const c = node.config;
      if (c.has_timeout === true && c.timeout_seconds === undefined) {
        errors.push({ path: `${cfg}.timeout_seconds`, message: 'is required when has_timeout is true' });
      }
      break;
    }
    case 'send_interactive': {
      const c = node.config;
      const header = c.header_type ?? (c.header_text !== undefined ? 'text' : 'none');
      if (header === 'text' && !c.header_text) errors.push({ path: `${cfg}.header_text`, message: "is required when header_type is 'text'" });
      if (header !== 'text' && c.header_text !== undefined) errors.push({ path: `${cfg}.header_text`, message: "is only allowed when header_type is 'text'" });
      if ((header === 'image' || header === 'video' || header === 'document') && !c.header_media_url) {
        errors.push({ path: `${cfg}.header_media_url`, message: `is required when header_type is '${header}'` });
      }
      if (header !== 'image' && header !== 'video' && header !== 'document' && c.header_media_url !== undefined) {
        errors.push({ path: `${cfg}.header_media_url`, message: 'is only allowed with a media header_type (image, video, document)' });
      }
      if (c.header_media_url !== undefined && !httpUrlOrTemplate(c.header_media_url)) errors.push({ path: `${cfg}.header_media_url`, message: URL_MESSAGE });
      if (c.interactive_type === 'cta_url' && !httpUrlOrTemplate(c.cta_url)) errors.push({ path: `${cfg}.cta_url`, message: URL_MESSAGE });
      if (c.interactive_type === 'button') {
        const seenIds = new Set<string>();
        const seenTitles = new Set<string>();
        c.buttons.forEach((b, j) => {
          if (seenIds.has(b.id)) errors.push({ path: `${cfg}.buttons[${j}].id`, message: `duplicate button id '${b.id}'` });
          if (seenTitles.has(b.title)) errors.push({ path: `${cfg}.buttons[${j}].title`, message: `duplicate button title '${b.title}'` });
          seenIds.add(b.id);
          seenTitles.add(b.title);
        });
      }
      if (c.interactive_type === 'list') {
        const total = c.list_sections.reduce((n, s) => n + s.rows.length, 0);
        if (total > GRAPH_LIMITS.listRowsTotalMax) {
          errors.push({
            path: `${cfg}.list_sections`,
            message: `must have at most ${GRAPH_LIMITS.listRowsTotalMax} rows in total across sections (has ${total})`,
          });
        }
        const seen = new Set<string>();
        c.list_sections.forEach((s, si) => {
          if (c.list_sections.length > 1 && !s.title)
            errors.push({ path: `${cfg}.list_sections[${si}].title`, message: 'is required when the list has more than one section' });
          s.rows.forEach((r, ri) => {
            if (seen.has(r.id)) errors.push({ path: `${cfg}.list_sections[${si}].rows[${ri}].id`, message: `duplicate row id '${r.id}'` });
            seen.add(r.id);
          });
        });
      }
      if (c.interactive_type === 'button' || c.interactive_type === 'list') {
        const ids = choiceIds(node);
        const branches = def.edges.some((e) => e.source === node.id && ids.includes(e.label));
        if (!branches && c.timeout_seconds !== undefined) {
          errors.push({
            path: `${cfg}.timeout_seconds`,
            message: 'applies only when an outgoing edge is labelled with a button or row id (the node then waits for the choice)',
          });
        }
        if (!branches && c.save_response_to !== undefined) {
          errors.push({
            path: `${cfg}.save_response_to`,
            message: 'applies only when an outgoing edge is labelled with a button or row id (the node then waits for the choice)',
          });
        }
        for (const id of ids) {
          if (id === NEXT_LABEL || id === TIMEOUT_LABEL) {
            errors.push({ path: cfg, message: `a ${c.interactive_type === 'button' ? 'button' : 'row'} id may not be '${id}' (reserved edge label)` });
          }
        }
      }
      break;
    }
    case 'decide': {
      const seen = new Set<string>();
      node.config.conditions.forEach((c, j) => {
        if (seen.has(c.label)) errors.push({ path: `${cfg}.conditions[${j}].label`, message: `duplicate condition label '${c.label}'` });
        seen.add(c.label);
        if (!def.edges.some((e) => e.source === node.id && e.label === c.label)) {
          errors.push({ path: `${cfg}.conditions[${j}]`, message: `condition '${c.label}' has no outgoing edge labelled '${c.label}'` });
        }
      });
      const ids = new Set(node.config.conditions.map((c) => c.id).filter((x): x is string => !!x));
      if (ids.size !== node.config.conditions.filter((c) => c.id).length) errors.push({ path: `${cfg}.conditions`, message: 'condition ids must be unique' });
      break;
    }
    case 'agent': {
      // The agents capability's own checks of the settings it runs the node with.
      const parsed = AgentConfigSchema.safeParse(nodeConfigToAgentConfig(node.config as Record<string, unknown>));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors.push({ path: `${cfg}.${agentKey(issue.path)}`, message: issue.message });
        break;
      }
      const tools = resolveTools(parsed.data, { workflowNode: true });
      if (!tools.ok) errors.push({ path: `${cfg}.${agentKey(tools.path ?? [tools.field])}`, message: tools.message });
      break;
    }
    case 'webhook':
      if (!httpUrlOrTemplate(node.config.url)) errors.push({ path: `${cfg}.url`, message: URL_MESSAGE });
      break;
    case 'emit_event':
      // The project events rule (one function for the node and POST /events, decision 0743).
      for (const v of eventPropertiesViolations(node.config.properties)) errors.push({ path: `${cfg}.${v.path}`, message: v.message });
      break;
    default:
      break;
  }
  // Templating: every string of the config must hold only well-formed placeholders.
  for (const s of stringsOf(node.config)) {
    for (const e of scanTemplate(s.value).errors) errors.push({ path: `${cfg}${s.path}`, message: e.message });
  }
  return errors;
}

/**
 * The checks that need only node ids and types and edge ends: node ids, the one start node, edge ids,
 * edges' source and target, no edge into the start node. Also run when some node configs failed to
 * parse, so one answer lists those problems too.
 */
export function skeleton(
  nodes: readonly { id: string; type: string }[],
  edges: readonly { id: string; source: string; target: string }[],
): { errors: GraphError[]; index: Map<string, number> } {
  const errors: GraphError[] = [];
  const index = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (!NODE_ID_RE.test(n.id) || n.id.length > GRAPH_LIMITS.nodeIdMax) {
      errors.push({
        path: `nodes[${i}].id`,
        message: `must start with a letter and hold only letters, digits, _ and - (at most ${GRAPH_LIMITS.nodeIdMax} characters)`,
      });
    }
    if (index.has(n.id)) errors.push({ path: `nodes[${i}].id`, message: `duplicate node id '${n.id}'` });
    else index.set(n.id, i);
  });
  const starts = nodes.map((n, i) => ({ n, i })).filter(({ n }) => n.type === 'start');
  if (starts.length === 0) errors.push({ path: 'nodes', message: 'the workflow needs exactly one start node (none found)' });
  for (const { i } of starts.slice(1))
    errors.push({ path: `nodes[${i}].data.node_type`, message: `the workflow needs exactly one start node (found ${starts.length})` });
  const seenEdgeId = new Set<string>();
  edges.forEach((e, i) => {
    const base = `edges[${i}]`;
    if (seenEdgeId.has(e.id)) errors.push({ path: `${base}.id`, message: `duplicate edge id '${e.id}'` });
    seenEdgeId.add(e.id);
    const ti = index.get(e.target);
    if (!index.has(e.source)) errors.push({ path: `${base}.source`, message: `no node with id '${e.source}'` });
    if (ti === undefined) errors.push({ path: `${base}.target`, message: `no node with id '${e.target}'` });
    if (ti !== undefined && nodes[ti]!.type === 'start') errors.push({ path: `${base}.target`, message: 'the start node cannot be the target of an edge' });
  });
  return { errors, index };
}

/**
 * Validates the structure of a definition (configs already parsed). Returns every error found, in
 * graph order; empty when the definition is valid.
 */
export function validateStructure(def: WorkflowDefinition): GraphError[] {
  const { errors, index } = skeleton(def.nodes, def.edges);
  const starts = def.nodes.map((n, i) => ({ n, i })).filter(({ n }) => n.type === 'start');

  const seenLabel = new Set<string>();
  def.edges.forEach((e, i) => {
    const base = `edges[${i}]`;
    const si = index.get(e.source);
    if (si === undefined) return;
    const src = def.nodes[si]!;
    const allowed = allowedLabels(src);
    if (!allowed.includes(e.label)) {
      const why =
        src.type === 'end'
          ? 'an end node has no outgoing edges'
          : `allowed label${allowed.length > 1 ? 's' : ''} for this ${src.type} node: ${allowed.map((l) => `'${l}'`).join(', ')}`;
      errors.push({ path: `${base}.label`, message: `label '${e.label}' is not allowed from node '${src.id}'; ${why}` });
    }
    const key = `${e.source}\u0000${e.label}`;
    if (seenLabel.has(key)) errors.push({ path: `${base}.label`, message: `node '${e.source}' already has an outgoing edge labelled '${e.label}'` });
    seenLabel.add(key);
    if (e.flow_condition_id !== undefined) {
      if (src.type !== 'decide') errors.push({ path: `${base}.flow_condition_id`, message: 'is only allowed on edges leaving a decide node' });
      else {
        const cond = src.config.conditions.find((c) => c.label === e.label);
        if (cond?.id !== undefined && cond.id !== e.flow_condition_id) {
          errors.push({ path: `${base}.flow_condition_id`, message: `does not match condition '${e.label}' of node '${src.id}' (id '${cond.id}')` });
        } else if (cond && cond.id === undefined && src.config.conditions.every((c) => c.id !== e.flow_condition_id)) {
          errors.push({ path: `${base}.flow_condition_id`, message: `names no condition of node '${src.id}'` });
        }
      }
    }
  });

  def.nodes.forEach((n, i) => errors.push(...nodeRules(n, `nodes[${i}]`, def)));

  // Reachability from the start node (only meaningful once edges point at real nodes).
  if (starts.length === 1) {
    const reached = new Set<string>([starts[0]!.n.id]);
    const queue = [starts[0]!.n.id];
    while (queue.length) {
      const id = queue.shift()!;
      for (const e of def.edges) {
        if (e.source === id && index.has(e.target) && !reached.has(e.target)) {
          reached.add(e.target);
          queue.push(e.target);
        }
      }
    }
    def.nodes.forEach((n, i) => {
      if (!reached.has(n.id) && index.get(n.id) === i) errors.push({ path: `nodes[${i}]`, message: `node '${n.id}' is unreachable from the start node` });
    });
  }
  return errors;
}
