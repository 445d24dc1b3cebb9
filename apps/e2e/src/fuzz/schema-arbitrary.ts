/**
 * JSON Schema → fast-check arbitraries, over the subset the served OpenAPI document uses (what
 * zod-to-json-schema emits for the route table). Strict: a keyword, type or format it does not know
 * throws at startup, naming the operation and the place in the schema, so a route that starts using
 * a new construct extends this converter instead of being fuzzed with noise. (The one npm converter,
 * json-schema-fast-check 0.0.6, is built on fast-check 1 and unmaintained: hence this small one.)
 */
import fc from 'fast-check';
import { hostileNumber, hostileNumericString, hostileString, UNKNOWN_KEYS, wrongShape } from './hostile';

/** A JSON Schema node as the OpenAPI document carries it. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  /** The schema every key of an object matches (a `z.record` with a key schema). */
  propertyNames?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  nullable?: boolean;
  default?: unknown;
  description?: string;
  title?: string;
  examples?: unknown[];
}

const KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'not',
  'nullable',
  'default',
  'description',
  'title',
  'examples',
]);
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);
const FORMATS = new Set(['uuid', 'uri', 'date-time', 'email']);

/** A schema construct this converter does not understand (thrown at startup, never skipped). */
export class UnsupportedSchemaError extends Error {}

/** Throws {@link UnsupportedSchemaError} for anything outside the supported subset. `at` names the place. */
export function assertSupported(s: Schema, at: string): void {
  if (typeof s !== 'object' || s === null) throw new UnsupportedSchemaError(`${at}: not a schema object`);
  for (const k of Object.keys(s)) if (!KEYWORDS.has(k)) throw new UnsupportedSchemaError(`${at}: keyword "${k}" is not supported by the fuzz converter`);
  for (const t of [s.type ?? []].flat()) if (!TYPES.has(t)) throw new UnsupportedSchemaError(`${at}: type "${t}" is not supported`);
  if (s.format !== undefined && !FORMATS.has(s.format)) throw new UnsupportedSchemaError(`${at}: format "${s.format}" is not supported`);
  if (s.pattern !== undefined) new RegExp(s.pattern, 'u');
  if (s.not !== undefined && Object.keys(s.not).length > 0) throw new UnsupportedSchemaError(`${at}: only "not: {}" (no value) is supported`);
  if (typeof s.additionalProperties === 'object') assertSupported(s.additionalProperties, `${at}/additionalProperties`);
  if (s.propertyNames) {
    assertSupported(s.propertyNames, `${at}/propertyNames`);
    if ((typeOf(s.propertyNames) ?? 'string') !== 'string') throw new UnsupportedSchemaError(`${at}/propertyNames: keys are strings`);
  }
  if (s.items) assertSupported(s.items, `${at}/items`);
  for (const [k, v] of Object.entries(s.properties ?? {})) assertSupported(v, `${at}/properties/${k}`);
  for (const [i, v] of (s.anyOf ?? s.oneOf ?? []).entries()) assertSupported(v, `${at}/anyOf/${i}`);
}

/** `{ not: {} }`: the schema no value satisfies; in an anyOf it means "may be absent". */
const isNothing = (s: Schema) => s.not !== undefined;
const typeOf = (s: Schema) => [s.type ?? []].flat().find((t) => t !== 'null');
const isNullable = (s: Schema) => s.nullable === true || [s.type ?? []].flat().includes('null');
const URLS = ['https://example.com/hook', 'https://example.org/a?b=c', 'https://hooks.example.net/x/y#z'];

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri') return fc.constantFrom(...URLS);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + 40, minLength + 40);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function numberBounds(s: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = s.minimum ?? (integer ? -(2 ** 31) : -1e9);
  let max = s.maximum ?? (integer ? 2 ** 31 - 1 : 1e9);
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + step;
  else if (s.exclusiveMinimum === true) min += step;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - step;
  else if (s.exclusiveMaximum === true) max -= step;
  return { min, max };
}

/** A value the schema accepts; `undefined` stands for "absent" (an anyOf with `not: {}`). */
export function validArbitrary(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (isNothing(s)) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => validArbitrary(o, depth + 1)));
  const base = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(s)) {
      case 'string':
        return stringArbitrary(s);
      case 'integer':
        return fc.integer(numberBounds(s, true));
      case 'number':
        return fc.double({ ...numberBounds(s, false), noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = s.minItems ?? 0;
        return fc.array(s.items ? validArbitrary(s.items, depth + 1) : fc.jsonValue({ maxDepth: 2 }), {
          minLength,
          maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3),
        });
      }
      case 'object': {
        const props = s.properties ?? {};
        const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validArbitrary(v, depth + 1)])), {
          requiredKeys: (s.required ?? []).filter((k) => k in props),
        });
        if (typeof s.additionalProperties !== 'object' || depth > 4) return record;
        const keys = s.propertyNames ? stringArbitrary(s.propertyNames) : fc.string({ minLength: 1, maxLength: 12 });
        const extra = fc.dictionary(keys, validArbitrary(s.additionalProperties, depth + 1), { maxKeys: 3 });
        return fc.tuple(extra, record).map(([e, r]) => ({ ...e, ...(r as object) }));
      }
      case 'null':
        return fc.constant(null);
      default:
        // No type: any JSON value is valid.
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return isNullable(s) ? fc.option(base, { nil: null, freq: 4 }) : base;
}

/**
 * A valid value with every optional part present (no nulls, the first non-empty anyOf branch, one
 * array item), or with `minimal` only the required ones: the bases a single mutation is applied to,
 * so the mutated field is neither hidden behind a missing sibling nor behind a sibling the upstream
 * rejects (a made-up access token).
 */
export function fullArbitrary(s: Schema, depth = 0, minimal = false): fc.Arbitrary<unknown> {
  const options = (s.anyOf ?? s.oneOf)?.filter((o) => !isNothing(o));
  if (options?.length) return fullArbitrary(options[0], depth + 1, minimal);
  if (s.const !== undefined || s.enum || depth > 5) return validArbitrary(s, depth);
  switch (typeOf(s)) {
    case 'object': {
      const required = new Set(s.required ?? []);
      const props = Object.entries(s.properties ?? {}).filter(([k]) => !minimal || required.has(k));
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, fullArbitrary(v, depth + 1, minimal)])));
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, Math.min(1, s.maxItems ?? 1));
      return fc.array(s.items ? fullArbitrary(s.items, depth + 1, minimal) : fc.constant('x'), { minLength: n, maxLength: n });
    }
    case 'string':
      return s.format || s.pattern ? stringArbitrary(s) : fc.string({ minLength: Math.max(s.minLength ?? 0, 1), maxLength: Math.min(s.maxLength ?? 12, 12) });
    default:
      return isNullable(s) ? validArbitrary({ ...s, nullable: false, type: typeOf(s) }, depth) : validArbitrary(s, depth);
  }
}

/** Values just outside the schema's bounds: one past each limit, fractions for integers, other notations. */
export function boundaryArbitrary(s: Schema): fc.Arbitrary<unknown> {
  const out: unknown[] = [];
  switch (typeOf(s)) {
    case 'string':
      if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1), '😀'.repeat(s.maxLength), 'é'.repeat(s.maxLength));
      if (s.minLength) out.push('x'.repeat(s.minLength - 1));
      if (s.enum) out.push(`${String(s.enum[0])} `, String(s.enum[0]).toUpperCase(), `${String(s.enum[0])}\u0000`);
      if (s.format === 'uuid') out.push('00000000-0000-0000-0000-00000000000g', 'not-a-uuid');
      if (s.format === 'uri')
        out.push('not a url', 'http://127.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/', 'ftp://example.com/', `https://example.com/${'a'.repeat(3000)}`);
      if (s.pattern) out.push('1'.repeat(40), '-1', '0x10', '１２３', '1\n', '\n1');
      out.push(0, true, ['x'], { x: 1 });
      break;
    case 'integer':
    case 'number':
      if (s.minimum !== undefined) out.push(s.minimum - 1, s.minimum - 0.5);
      if (s.maximum !== undefined) out.push(s.maximum + 1, s.maximum + 0.5);
      out.push(2 ** 31, 2 ** 32 + 1, -1, 1e308, 0.5, '1', '2147483648', null, [1], { n: 1 });
      break;
    case 'boolean':
      out.push('true', 1, 0, null, 'yes');
      break;
    case 'array':
      if (s.maxItems !== undefined) out.push(new Array(s.maxItems + 1).fill(s.items ? sampleOne(validArbitrary(s.items)) : 'x'));
      if (s.minItems) out.push([]);
      out.push({}, 'x', [null], [[[]]]);
      break;
    case 'object':
      out.push([], 'x', 1, null, [{}]);
      break;
    default:
      out.push(null);
  }
  return fc.constantFrom(...out);
}

function sampleOne<T>(arb: fc.Arbitrary<T>): T {
  return fc.sample(arb, { numRuns: 1, seed: 1 })[0];
}

/** A leaf value that is hostile to this schema: valid, boundary, hostile text or number, or a wrong shape. */
function hostileLeaf(s: Schema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validArbitrary(s, depth + 1) },
    { weight: 2, arbitrary: boundaryArbitrary(s) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: hostileNumericString },
    { weight: 1, arbitrary: wrongShape },
  );
}

/**
 * A value for the schema with hostile mutations: mostly the valid structure with hostile leaves, and
 * sometimes a wrong shape at the top, a missing required field or an unknown key.
 */
export function hostileArbitrary(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongShape;
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => hostileArbitrary(o, depth + 1)));
  if (isNothing(s)) return fc.oneof(fc.constant(undefined), wrongShape);
  const t = typeOf(s);
  if (t === 'object') {
    const props = s.properties ?? {};
    const required = (s.required ?? []).filter((k) => k in props);
    // Required fields present most of the time, so the mutation reaches the field checks behind them.
    const full = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, hostileArbitrary(v, depth + 1)])), { requiredKeys: required });
    const sparse = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, hostileArbitrary(v, depth + 1)])), { requiredKeys: [] });
    const withUnknown = fc
      .tuple(full, fc.constantFrom(...UNKNOWN_KEYS), fc.oneof(hostileString, wrongShape))
      .map(([o, k, v]) => ({ ...(o as object), [k]: v }));
    return fc.oneof(
      { weight: 6, arbitrary: full },
      { weight: 1, arbitrary: sparse },
      { weight: 1, arbitrary: withUnknown },
      { weight: 1, arbitrary: boundaryArbitrary(s) },
      { weight: 1, arbitrary: wrongShape },
    );
  }
  if (t === 'array') {
    const items = s.items ?? {};
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(hostileArbitrary(items, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 3) }) },
      { weight: 1, arbitrary: boundaryArbitrary(s) },
      { weight: 1, arbitrary: wrongShape },
    );
  }
  return hostileLeaf(s, depth);
}
