import { GraphError } from './graph-error';

/** One requested field, with its own sub-selection for `field{a,b}`. */
export interface FieldSelection {
  name: string;
  sub: FieldSelection[] | null;
}

/** Parses Graph's `fields` syntax: `id,name,throughput{level},owner_business_info{id,name}`. */
export function parseFields(raw: string): FieldSelection[] {
  let i = 0;
  const parseList = (): FieldSelection[] => {
    const out: FieldSelection[] = [];
    let name = '';
    const flush = (sub: FieldSelection[] | null): void => {
      const n = name.trim();
      if (n) out.push({ name: n, sub });
      name = '';
    };
    while (i < raw.length) {
      const ch = raw[i++];
      if (ch === ',') flush(null);
      else if (ch === '{') {
        const n = name;
        const sub = parseList();
        name = n;
        flush(sub);
        if (raw[i] === ',') i++;
      } else if (ch === '}') break;
      else name += ch;
    }
    flush(null);
    return out;
  };
  return parseList();
}

function pick(value: unknown, sub: FieldSelection[] | null): unknown {
  if (!sub || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, sub));
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of sub) if (f.name in obj) out[f.name] = pick(obj[f.name], f.sub);
  return out;
}

/**
 * Builds a node's answer from a full representation, like Graph: `id` always; requested fields
 * only; a field the node type does not have is error 100 "Tried accessing nonexisting field";
 * without `fields`, the node type's default fields. Values are thunks so costly fields
 * (health_status) are computed only when asked for.
 */
export function selectFields(nodeType: string, full: Record<string, () => unknown>, fieldsParam: unknown, defaults: string[]): Record<string, unknown> {
  const selection = typeof fieldsParam === 'string' && fieldsParam.trim() !== '' ? parseFields(fieldsParam) : defaults.map((name) => ({ name, sub: null }));
  const out: Record<string, unknown> = {};
  for (const f of selection) {
    const get = full[f.name];
    if (!get) {
      throw new GraphError(100, {
        title: `Tried accessing nonexisting field (${f.name}) on node type (${nodeType})`,
      });
    }
    const value = get();
    if (value !== undefined) out[f.name] = pick(value, f.sub);
  }
  if (full.id && !('id' in out)) out.id = full.id();
  return out;
}

/** A Graph list edge: `{ data, paging:{cursors:{before,after}} }` with `limit` and `after` cursors. */
export function listEdge<T>(items: T[], query: Record<string, unknown>): { data: T[]; paging?: Record<string, unknown> } {
  const limit = Math.min(Math.max(Number(query.limit) || 25, 1), 100);
  const after = typeof query.after === 'string' ? Number(Buffer.from(query.after, 'base64url').toString()) + 1 : 0;
  const start = Number.isFinite(after) && after > 0 ? after : 0;
  const page = items.slice(start, start + limit);
  if (page.length === 0) return { data: [] };
  const cursor = (i: number): string => Buffer.from(String(i)).toString('base64url');
  const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + page.length - 1) } };
  return { data: page, paging };
}
