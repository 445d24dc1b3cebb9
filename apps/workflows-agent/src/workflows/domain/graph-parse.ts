/**
 * Parsing of the peer graph JSON into the typed model (./graph.schema) and back (`definitionToWire`).
 * `parseDefinition` checks the shape of every node's config and the graph's structure (see
 * ./graph-validation); references that need the project's data (functions, child workflows, provider
 * models, webhook URLs) are listed by `definitionReferences` (./graph-navigation) and checked by the
 * workflows use case. Pure: no I/O.
 */
import { z } from 'zod';
import { skeleton, validateStructure } from './graph-validation';
import {
  GRAPH_LIMITS,
  NEXT_LABEL,
  NODE_CONFIG_SCHEMAS,
  NODE_TYPES,
  type GraphError,
  type NodeType,
  type ParseResult,
  type Position,
  type WorkflowDefinition,
  type WorkflowEdge,
  type WorkflowNode,
} from './graph.schema';

// ---------------------------------------------------------------------------------------------
// Wire shape (peer graph JSON)
// ---------------------------------------------------------------------------------------------

const wireNode = z.object({
  id: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
  type: z.string().optional(),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: z.object(
    {
      node_type: z.string({ invalid_type_error: 'must be a string' }).optional(),
      display_name: z.string().max(200, 'must be at most 200 characters').optional(),
      config: z.unknown().optional(),
    },
    { required_error: 'is required', invalid_type_error: 'must be an object' },
  ),
});
const wireEdge = z.object({
  id: z.string().max(128).optional(),
  type: z.string().optional(),
  source: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
  target: z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }),
  label: z.string({ invalid_type_error: 'must be a string' }).optional(),
  flow_condition_id: z.string().nullable().optional(),
});
const wireDefinition = z.object(
  {
    nodes: z
      .array(wireNode, { required_error: 'is required', invalid_type_error: 'must be an array' })
      .max(GRAPH_LIMITS.maxNodes, `must have at most ${GRAPH_LIMITS.maxNodes} nodes`),
    edges: z
      .array(wireEdge, { invalid_type_error: 'must be an array' })
      .max(GRAPH_LIMITS.maxEdges, `must have at most ${GRAPH_LIMITS.maxEdges} edges`)
      .optional(),
  },
  { required_error: 'is required', invalid_type_error: 'must be an object with nodes and edges' },
);

/** Renders a zod issue path as `nodes[2].data.config.buttons[0].title`. */
export function formatPath(base: string, path: (string | number)[]): string {
  let out = base;
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

function zodErrors(base: string, error: z.ZodError): GraphError[] {
  const out: GraphError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'invalid_union' && issue.unionErrors.length) {
      // A plain union (template parameters, body_template): report the first branch's issues.
      out.push(...zodErrors(base, issue.unionErrors[0]!));
      continue;
    }
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s): ${issue.keys.join(', ')}`;
    else if (issue.code === 'invalid_union_discriminator') message = `must be one of ${issue.options.map(String).join(', ')}`;
    else if (issue.code === 'invalid_type' && issue.received === 'undefined') message = 'is required';
    else if (issue.code === 'invalid_type' && message.startsWith('Expected'))
      message = `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}, not ${issue.received}`;
    else if (issue.code === 'invalid_literal' || issue.code === 'invalid_enum_value')
      message = issue.message.replace(/^Invalid (literal|enum) value\. Expected /, 'must be ');
    else if (issue.code === 'too_big' && issue.type === 'array' && message.startsWith('Array must')) message = `must have at most ${issue.maximum} items`;
    else if (issue.code === 'too_small' && issue.type === 'array' && message.startsWith('Array must')) message = `must have at least ${issue.minimum} items`;
    out.push({ path: formatPath(base, issue.path), message });
  }
  return out;
}

/**
 * Parses the peer graph JSON into a `WorkflowDefinition` and validates it fully (shape, configs and
 * structure: ./graph-validation). Never throws; errors carry a JSON path into the input.
 */
export function parseDefinition(json: unknown): ParseResult {
  const wire = wireDefinition.safeParse(json);
  if (!wire.success) return { ok: false, errors: zodErrors('', wire.error) };
  const errors: GraphError[] = [];
  const nodes: WorkflowNode[] = [];
  wire.data.nodes.forEach((n, i) => {
    const base = `nodes[${i}]`;
    // The peer's rule: a node without node_type is a start node.
    const type = n.data.node_type ?? 'start';
    if (!(NODE_TYPES as string[]).includes(type)) {
      errors.push({ path: `${base}.data.node_type`, message: `unknown node type '${type}'; must be one of ${NODE_TYPES.join(', ')}` });
      return;
    }
    const schema = NODE_CONFIG_SCHEMAS[type as NodeType] as z.ZodTypeAny;
    const parsed = schema.safeParse(n.data.config ?? {});
    if (!parsed.success) {
      errors.push(...zodErrors(`${base}.data.config`, parsed.error));
      return;
    }
    nodes.push({
      id: n.id,
      type: type as NodeType,
      config: parsed.data,
      position: n.position ?? { x: 0, y: 0 },
      ...(n.data.display_name !== undefined ? { display_name: n.data.display_name } : {}),
    } as WorkflowNode);
  });
  const edges: WorkflowEdge[] = (wire.data.edges ?? []).map((e, i) => ({
    id: e.id ?? `e${i}_${e.source}_${e.target}`,
    source: e.source,
    target: e.target,
    label: e.label ?? NEXT_LABEL,
    ...(e.flow_condition_id ? { flow_condition_id: e.flow_condition_id } : {}),
  }));
  if (errors.length) {
    // Configs failed: still report what needs only ids, types and edge ends (one answer, all problems).
    const declared = wire.data.nodes.map((n) => ({ id: n.id, type: n.data.node_type ?? 'start' }));
    return { ok: false, errors: [...errors, ...skeleton(declared, edges).errors] };
  }
  const structural = validateStructure({ nodes, edges });
  if (structural.length) return { ok: false, errors: structural };
  return { ok: true, definition: assignConditionIds({ nodes, edges }) };
}

/**
 * Gives every decide condition a stable id (kept when given; else `<node id>_<index>`) and every
 * decide edge the `flow_condition_id` of the condition its label names.
 */
function assignConditionIds(def: WorkflowDefinition): WorkflowDefinition {
  const condIds = new Map<string, Map<string, string>>();
  const nodes = def.nodes.map((n) => {
    if (n.type !== 'decide') return n;
    const byLabel = new Map<string, string>();
    const conds = n.config.conditions.map((c, i) => {
      const id = c.id ?? `${n.id}_c${i}`;
      byLabel.set(c.label, id);
      return { ...c, id };
    });
    condIds.set(n.id, byLabel);
    return { ...n, config: { ...n.config, conditions: conds } } as WorkflowNode;
  });
  const edges = def.edges.map((e) => {
    const byLabel = condIds.get(e.source);
    return byLabel ? { ...e, flow_condition_id: byLabel.get(e.label) } : e;
  });
  return { nodes, edges };
}

/** The peer graph JSON of a definition (what the API returns and stores). */
export function definitionToWire(def: WorkflowDefinition): {
  nodes: { id: string; type: 'flow-node'; position: Position; data: { node_type: NodeType; config: unknown; display_name?: string } }[];
  edges: { id: string; type: 'default'; source: string; target: string; label: string; flow_condition_id?: string }[];
} {
  return {
    nodes: def.nodes.map((n) => ({
      id: n.id,
      type: 'flow-node' as const,
      position: n.position,
      data: { node_type: n.type, config: n.config, ...(n.display_name !== undefined ? { display_name: n.display_name } : {}) },
    })),
    edges: def.edges.map((e) => ({
      id: e.id,
      type: 'default' as const,
      source: e.source,
      target: e.target,
      label: e.label,
      ...(e.flow_condition_id ? { flow_condition_id: e.flow_condition_id } : {}),
    })),
  };
}

/** An empty draft definition: one start node. */
export function emptyDefinition(): WorkflowDefinition {
  return { nodes: [{ id: 'start', type: 'start', config: {}, position: { x: 0, y: 0 } }], edges: [] };
}
