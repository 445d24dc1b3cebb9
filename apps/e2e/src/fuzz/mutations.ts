/**
 * Single mutations: one place of an otherwise valid request (a path, query or header parameter, or
 * one field of the body) set to one known-dangerous value. Random samples that mutate everything at
 * once are refused at the first bad field and rarely reach the code behind validation; these reach
 * it for every field of every operation, every run (a NUL in a flow-name filter, 2^31 in a page).
 */
import type { Schema } from './schema-arbitrary';

/** A place in a request. `pointer` is the property path inside the body (empty: the body itself). */
export type Location = { in: 'path' | 'query' | 'header'; name: string; schema: Schema } | { in: 'body'; pointer: string[]; schema: Schema };

const typeOf = (s: Schema) => [s.type ?? []].flat().find((t) => t !== 'null') ?? (s.enum ? typeof s.enum[0] : undefined);

/**
 * The schema's one value branch: a body that may be absent is `anyOf: [{ not: {} }, object]`, and
 * OpenAPI 3.1 states a nullable object, enum or formatted string as `anyOf: [schema, { type: "null" }]`
 * (decision 0026): the branch, marked `nullable` when a null branch stood beside it.
 */
function objectBranch(s: Schema): Schema {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  const isNull = (o: Schema) => o.type === 'null' && Object.keys(o).length === 1;
  const branch = options.find((o) => o.not === undefined && !isNull(o));
  if (!branch) return s;
  return options.some(isNull) ? { ...branch, nullable: true } : branch;
}

/** Every field of a body schema, down to `maxDepth`, the body itself first. */
export function bodyLocations(schema: Schema, maxDepth = 4): Location[] {
  const out: Location[] = [];
  const walk = (s: Schema, pointer: string[]) => {
    const o = objectBranch(s);
    out.push({ in: 'body', pointer, schema: o });
    if (pointer.length >= maxDepth) return;
    for (const [k, v] of Object.entries(o.properties ?? {})) walk(v, [...pointer, k]);
    if (typeOf(o) === 'array' && o.items) walk(o.items, [...pointer, '0']);
  };
  walk(schema, []);
  return out;
}

/** A dangerous value, and whether the document (or the input rules of decision 0010) forbids it. */
export interface Killer<T> {
  value: T;
  /** A 2xx for it means the server accepted what its own document refuses. */
  forbidden: boolean;
}

const kill = <T>(value: T, forbidden: boolean): Killer<T> => ({ value, forbidden });
const nullable = (s: Schema) => s.nullable === true || [s.type ?? []].flat().includes('null');

/** Dangerous JSON values for a body field of this schema. */
export function bodyKillers(s: Schema, root: boolean): Array<Killer<unknown>> {
  const t = typeOf(s);
  const out: Array<Killer<unknown>> = [];
  if (t === 'string') {
    // NUL and unpaired surrogates are refused in every string (issue 13, decision 0010).
    out.push(
      kill('a\u0000b', true),
      kill('x\ud800y', true),
      kill('\r\nX-Injected: 1', !!(s.pattern || s.format || s.enum)),
      kill(123, true),
      kill(null, !nullable(s)),
    );
    if (s.maxLength !== undefined) out.push(kill('x'.repeat(s.maxLength + 1), true));
    if (s.enum) out.push(kill(`${String(s.enum[0])}\u0000`, true));
  } else if (t === 'integer' || t === 'number') {
    const outside = (n: number) => (s.maximum !== undefined && n > s.maximum) || (s.minimum !== undefined && n < s.minimum);
    for (const n of [2 ** 31, 2 ** 32 + 1, -1, 1e308]) out.push(kill(n, outside(n)));
    out.push(kill(1.5, t === 'integer' || outside(1.5)), kill('1', true));
  } else if (t === 'boolean') {
    out.push(kill('true', true), kill(1, true));
  } else if (t === 'array') {
    out.push(kill({}, true), kill('x', true), kill(new Array((s.maxItems ?? 1000) + 1).fill('x'), s.maxItems !== undefined));
  } else if (t === 'object') {
    // An unknown key at the root is forbidden unless the schema opens its keys (a free-form
    // object: `additionalProperties` true or a schema, e.g. a table store row).
    const openKeys = s.additionalProperties === true || typeof s.additionalProperties === 'object';
    out.push(kill([], true), kill('x', true), kill(root ? { unknown_key: 1 } : null, root ? !openKeys : !nullable(s)));
  }
  return out;
}

/** Dangerous text for a query or header parameter of this schema. */
export function textKillers(s: Schema, where: 'query' | 'header'): Array<Killer<string>> {
  if (where === 'header')
    return [kill('', false), kill('x'.repeat(256), s.maxLength !== undefined && s.maxLength < 256), kill('x'.repeat(8000), s.maxLength !== undefined)];
  const t = typeOf(s);
  // A lone surrogate cannot be valid UTF-8 in a URL: it goes out as invalid percent-encoding, which a
  // query parser may keep as literal text, so only its 5xx and error shape are judged.
  const out = [kill('a\u0000b', true), kill('x\ud800y', false)];
  if (t === 'integer' || t === 'number') {
    const outside = (n: number) => (s.maximum !== undefined && n > s.maximum) || (s.minimum !== undefined && n < s.minimum);
    for (const n of ['2147483648', '4294967297', '-1', '1e308']) out.push(kill(n, outside(Number(n))));
    out.push(kill('1.5', t === 'integer' || outside(1.5)), kill('', false), kill('0x10', true));
  } else {
    out.push(kill('\r\n', !!(s.pattern || s.format || s.enum)));
    if (s.maxLength !== undefined) out.push(kill('x'.repeat(s.maxLength + 1), true));
  }
  if (s.enum) out.push(kill(`${String(s.enum[0])}\u0000`, true));
  return out;
}

/** Dangerous path ids (the other project's ids are added by the caller). */
export const PATH_KILLERS: readonly string[] = ['a\u0000b', '\ud800', '1', '2147483648', '00000000-0000-0000-0000-000000000000', 'x'.repeat(3000)];

/** A copy of `body` with `value` at `pointer`, creating the objects on the way. */
export function setAt(body: unknown, pointer: string[], value: unknown): unknown {
  if (pointer.length === 0) return value;
  const [head, ...rest] = pointer;
  const base: Record<string, unknown> | unknown[] = Array.isArray(body)
    ? [...body]
    : body && typeof body === 'object'
      ? { ...(body as object) }
      : /^\d+$/.test(head)
        ? []
        : {};
  (base as Record<string, unknown>)[head] = setAt((base as Record<string, unknown>)[head], rest, value);
  return base;
}
