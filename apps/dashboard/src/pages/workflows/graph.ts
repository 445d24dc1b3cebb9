import dagre from '@dagrejs/dagre';

/** A node of a workflow definition as the API returns it (decision 0710: `{id, position, data{node_type, config, display_name?}}`). */
export interface DefinitionNode {
  id: string;
  type?: string;
  position?: { x: number; y: number };
  data?: { node_type?: string; config?: Record<string, unknown>; display_name?: string | null };
}

/** An edge of a workflow definition (`{source, target, label}`; a missing label is `next`). */
export interface DefinitionEdge {
  id?: string;
  source: string;
  target: string;
  label?: string | null;
}

/** The graph JSON of a workflow. */
export interface Definition {
  nodes: DefinitionNode[];
  edges?: DefinitionEdge[];
}

/** A node placed by the layout. */
export interface PlacedNode {
  id: string;
  nodeType: string;
  name: string;
  x: number;
  y: number;
  /** On the path an execution took. */
  visited: boolean;
  /** The step the execution is at now. */
  current: boolean;
}

/** An edge with its label, and whether the execution took it. */
export interface PlacedEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  taken: boolean;
}

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 64;

/** What a node type is called in words. */
const NODE_TYPE_WORDS: Record<string, string> = {
  start: 'Start',
  send_text: 'Send text',
  send_template: 'Send template',
  send_interactive: 'Send interactive',
  wait_for_response: 'Wait for response',
  set_variable: 'Set variable',
  decide: 'Decide',
  function: 'Function',
  call: 'Call workflow',
  webhook: 'Webhook',
  integration: 'Integration',
  agent: 'Agent',
  emit_event: 'Emit event',
  handoff: 'Handoff',
  end: 'End',
};

/** A node type in words (`wait_for_response` → `Wait for response`); unknown types as written, underscores spaced. */
export function nodeTypeWords(type: string): string {
  return NODE_TYPE_WORDS[type] ?? type.replace(/_/g, ' ');
}

/** A node's type: `data.node_type`, a start node when missing (decision 0710). */
export function nodeTypeOf(n: DefinitionNode): string {
  return n.data?.node_type || 'start';
}

/** A node's name: its display name, else its id. */
export function nodeNameOf(n: DefinitionNode): string {
  const d = n.data?.display_name;
  return d && d.trim() ? d : n.id;
}

/** An edge's label (`next` when missing). */
export function edgeLabelOf(e: DefinitionEdge): string {
  return e.label && e.label.trim() ? e.label : 'next';
}

/** The definition's nodes and edges, tolerating an absent or malformed definition (no nodes). */
export function readDefinition(raw: unknown): Definition {
  if (!raw || typeof raw !== 'object') return { nodes: [], edges: [] };
  const r = raw as { nodes?: unknown; edges?: unknown };
  const nodes = Array.isArray(r.nodes)
    ? (r.nodes.filter((n) => n && typeof n === 'object' && typeof (n as DefinitionNode).id === 'string') as DefinitionNode[])
    : [];
  const edges = Array.isArray(r.edges)
    ? (r.edges.filter(
        (e) => e && typeof e === 'object' && typeof (e as DefinitionEdge).source === 'string' && typeof (e as DefinitionEdge).target === 'string',
      ) as DefinitionEdge[])
    : [];
  return { nodes, edges };
}

/** The path an execution took: the node ids in the order it visited them, and the edges between consecutive ones. */
export interface ExecutionPath {
  nodeIds: string[];
  current: string | null;
}

/**
 * Places the nodes top to bottom with dagre (read-only drawing); marks the nodes of the path and the
 * edges between consecutive visited nodes (the edges it took).
 */
export function layoutGraph(def: Definition, path: ExecutionPath = { nodeIds: [], current: null }): { nodes: PlacedNode[]; edges: PlacedEdge[] } {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, marginx: 10, marginy: 10 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(def.nodes.map((n) => n.id));
  for (const n of def.nodes) g.setNode(n.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  const edges = (def.edges ?? []).filter((e) => ids.has(e.source) && ids.has(e.target));
  edges.forEach((e, i) => g.setEdge(e.source, e.target, { label: edgeLabelOf(e), width: 60, height: 20 }, `e${i}`));
  dagre.layout(g);
  const visited = new Set(path.nodeIds);
  const takenPairs = new Set<string>();
  for (let i = 1; i < path.nodeIds.length; i++) takenPairs.add(`${path.nodeIds[i - 1]}→${path.nodeIds[i]}`);
  return {
    nodes: def.nodes.map((n) => {
      const p = g.node(n.id) as { x: number; y: number } | undefined;
      return {
        id: n.id,
        nodeType: nodeTypeOf(n),
        name: nodeNameOf(n),
        x: Math.round((p?.x ?? 0) - NODE_WIDTH / 2),
        y: Math.round((p?.y ?? 0) - NODE_HEIGHT / 2),
        visited: visited.has(n.id),
        current: path.current === n.id,
      };
    }),
    edges: edges.map((e, i) => ({
      id: e.id ?? `e${i}-${e.source}-${e.target}`,
      source: e.source,
      target: e.target,
      label: edgeLabelOf(e),
      taken: takenPairs.has(`${e.source}→${e.target}`),
    })),
  };
}

/** A step of the text equivalent of the graph: the node and where each of its edges leads. */
export interface StepLine {
  id: string;
  nodeType: string;
  name: string;
  next: Array<{ label: string; target: string; targetName: string }>;
}

/**
 * The graph as an ordered list (the text equivalent of the drawing): breadth first from the start
 * node(s) (nodes nothing leads to), then any node not reached, each with its outgoing edges.
 */
export function stepsInOrder(def: Definition): StepLine[] {
  const byId = new Map(def.nodes.map((n) => [n.id, n]));
  const edges = (def.edges ?? []).filter((e) => byId.has(e.source) && byId.has(e.target));
  const targets = new Set(edges.map((e) => e.target));
  const roots = def.nodes.filter((n) => nodeTypeOf(n) === 'start' || !targets.has(n.id)).map((n) => n.id);
  const order: string[] = [];
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    order.push(id);
    for (const e of edges) if (e.source === id && !seen.has(e.target)) queue.push(e.target);
  }
  for (const n of def.nodes) if (!seen.has(n.id)) order.push(n.id);
  return order.map((id) => {
    const n = byId.get(id)!;
    return {
      id,
      nodeType: nodeTypeOf(n),
      name: nodeNameOf(n),
      next: edges.filter((e) => e.source === id).map((e) => ({ label: edgeLabelOf(e), target: e.target, targetName: nodeNameOf(byId.get(e.target)!) })),
    };
  });
}

/** An execution event as the API gives it (`GET /workflow_executions/{id}/events`). */
export interface ExecutionEventLike {
  event_type: string;
  created_at: string;
  step?: { node_id: string; node_type: string; position: number } | null;
}

/**
 * The path from an execution's events (newest first, as the API lists them): the node ids in the order
 * the execution entered them, oldest first (a node entered again later, e.g. in a loop, appears again),
 * ending with the current step when it is not the last one seen.
 */
export function pathOfEvents(events: ExecutionEventLike[], currentNodeId: string | null = null): ExecutionPath {
  const oldestFirst = [...events].reverse();
  const nodeIds: string[] = [];
  for (const e of oldestFirst) {
    const id = e.step?.node_id;
    if (!id) continue;
    if (nodeIds[nodeIds.length - 1] !== id) nodeIds.push(id);
  }
  if (currentNodeId && nodeIds[nodeIds.length - 1] !== currentNodeId) nodeIds.push(currentNodeId);
  return { nodeIds, current: currentNodeId };
}
