import type { QueryParam, TableStore } from '../grpc/table-store.client';
import { tableStoreError } from '../grpc/table-store.client';

/** Largest request a function may send through `env.DB` (the HTTP table store's body limit). */
const MAX_BINDING_BYTES = 1024 * 1024;
const OPS = new Set(['select', 'get', 'insert', 'upsert', 'update', 'delete']);

type Row = Record<string, unknown>;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

class BindingError extends Error {}

/** Filters as the HTTP query string carries them: `{ col: 'eq.x', order: 'id.desc' }` (a value may be an array) or `[[key, value], ...]`. */
function paramsOf(v: unknown): QueryParam[] {
  if (v === undefined || v === null) return [];
  const pairs: [unknown, unknown][] = Array.isArray(v)
    ? v.map((p) => {
        if (!Array.isArray(p) || p.length !== 2) throw new BindingError('filters must be an object or an array of [key, value] pairs');
        return [p[0], p[1]];
      })
    : typeof v === 'object'
      ? Object.entries(v as Record<string, unknown>).flatMap(([k, x]) =>
          Array.isArray(x) ? x.map((y) => [k, y] as [unknown, unknown]) : [[k, x] as [unknown, unknown]],
        )
      : (() => {
          throw new BindingError('filters must be an object or an array of [key, value] pairs');
        })();
  return pairs.map(([key, value]) => {
    if (typeof key !== 'string' || key === '') throw new BindingError('a filter key must be a non-empty string');
    if (typeof value === 'number' || typeof value === 'boolean') return { key, value: String(value) };
    if (typeof value !== 'string') throw new BindingError(`filter ${key} must be a string such as "eq.value"`);
    return { key, value };
  });
}

function rowOf(v: unknown, what: string): Row {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new BindingError(`${what} must be an object`);
  return v as Row;
}

/**
 * The `env.DB` service binding of one function (miniflare runs it in the flows process): a request
 * from the function's workerd names an operation, a table and PostgREST-style filters; it runs
 * against the table store of `projectId` — the function's own project, fixed when its instance
 * starts, never taken from the request. Store errors come back as `{ error }` with the HTTP API's
 * status (400 bad filter, 404 unknown row, 413/422 limits ...), which the function sees as a thrown error.
 */
export function tableStoreBinding(store: TableStore, projectId: string): (req: Request) => Promise<Response> {
  return async (req) => {
    let op: string;
    let table: string;
    let msg: Record<string, unknown>;
    try {
      const text = await req.text();
      if (Buffer.byteLength(text) > MAX_BINDING_BYTES) return answer(413, { error: `request larger than ${MAX_BINDING_BYTES} bytes` });
      msg = rowOf(JSON.parse(text), 'request');
      op = String(msg.op);
      if (!OPS.has(op)) throw new BindingError(`unknown operation ${op}`);
      if (typeof msg.table !== 'string') throw new BindingError('table must be a string');
      table = msg.table;
    } catch (e) {
      return answer(400, { error: e instanceof BindingError ? e.message : 'request must be JSON' });
    }
    try {
      const params = paramsOf(msg.params);
      let data: unknown;
      switch (op) {
        case 'select':
          data = await store.select(projectId, table, params);
          break;
        case 'get':
          if (typeof msg.id !== 'string') throw new BindingError('id must be a string');
          data = await store.get(projectId, table, msg.id, params);
          break;
        case 'insert':
        case 'upsert': {
          const rows = (Array.isArray(msg.rows) ? msg.rows : [msg.rows]).map((r, i) => rowOf(r, Array.isArray(msg.rows) ? `rows[${i}]` : 'row'));
          data = op === 'insert' ? await store.insert(projectId, table, rows, params) : await store.upsert(projectId, table, rows, params);
          break;
        }
        case 'update':
          data = await store.update(projectId, table, rowOf(msg.patch, 'patch'), params);
          break;
        default:
          data = await store.delete(projectId, table, params);
      }
      return answer(200, { data });
    } catch (e) {
      if (e instanceof BindingError) return answer(400, { error: e.message });
      const { status, error } = tableStoreError(e);
      return answer(status, { error });
    }
  };
}
