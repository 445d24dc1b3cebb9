/**
 * Input rules every route shares, applied before a route's own schema (issue 13):
 * - no string the platform may store or forward contains NUL or an unpaired UTF-16 surrogate
 *   (Postgres refuses them; they are never meaningful text) — 400 naming the field;
 * - unknown keys in a JSON body are refused — 400 naming them — as the OpenAPI document says
 *   (`additionalProperties: false`; docs/decisions/0010-input-edges.md); unknown query
 *   parameters are ignored (spec 9.7);
 * - validation messages never echo the value that was sent (it may be hostile, and it is stored in
 *   the request log).
 */
import { hasUnstorableCharacter, UNSTORABLE_CHARACTER } from '@platform/db';
import { z } from 'zod';

const MAX_DEPTH = 64;

/** Path (`a.b[2]`) of the first string, or object key, holding an unstorable character; undefined when clean. */
export function unstorableStringPath(value: unknown, path = '', depth = 0): string | undefined {
  const found = firstUnstorable(value, depth);
  if (!found) return undefined;
  let out = path;
  for (const part of found) out = typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${safeKey(part)}` : safeKey(part);
  return out || '(value)';
}

/**
 * The keys and indexes leading to the first unstorable string or key (outermost first), built only once
 * one is found: a clean input (nearly every request) costs one walk and no string building.
 */
function firstUnstorable(value: unknown, depth: number): Array<string | number> | undefined {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? [] : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = firstUnstorable(value[i], depth + 1);
      if (p) return [i, ...p];
    }
    return undefined;
  }
  for (const k in value as Record<string, unknown>) {
    if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
    if (hasUnstorableCharacter(k)) return [k];
    const p = firstUnstorable((value as Record<string, unknown>)[k], depth + 1);
    if (p) return [k, ...p];
  }
  return undefined;
}

const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE_CHARACTER.source, 'g');

/** A key as it may appear in an error message: bounded, without the characters it is refused for. */
function safeKey(k: string): string {
  const clean = k.replace(UNSTORABLE_GLOBAL, '?');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}

function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let s = schema;
  for (let i = 0; i < 16; i++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
    else if (s instanceof z.ZodDefault) s = s._def.innerType;
    else if (s instanceof z.ZodEffects) s = s.innerType();
    else if (s instanceof z.ZodLazy) s = s.schema;
    else if (s instanceof z.ZodPipeline) s = s._def.in;
    else if (s instanceof z.ZodBranded) s = s.unwrap();
    else if (s instanceof z.ZodCatch) s = s.removeCatch();
    else if (s instanceof z.ZodReadonly) s = s.unwrap();
    else break;
  }
  return s;
}

/**
 * Keys of `value` that `schema` does not declare, as paths (`customer.nmae`), at every level the
 * schema describes as a closed object (passthrough objects and records accept any key).
 */
export function unknownKeys(schema: z.ZodTypeAny, value: unknown, path = '', depth = 0): string[] {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  const s = unwrap(schema);
  if (s instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((v, i) => unknownKeys(s.element, v, `${path}[${i}]`, depth + 1));
  }
  if (s instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = s.shape as Record<string, z.ZodTypeAny>;
    const open = s._def.unknownKeys === 'passthrough' || !(s._def.catchall instanceof z.ZodNever);
    const out: string[] = [];
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const here = path ? `${path}.${safeKey(k)}` : safeKey(k);
      if (k in shape) out.push(...unknownKeys(shape[k], v, here, depth + 1));
      else if (!open) out.push(here);
    }
    return out;
  }
  if (s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) {
    // Unknown for every option = unknown; a key some option declares is accepted.
    const options = (s.options as z.ZodTypeAny[]).map((o) => new Set(unknownKeys(o, value, path, depth + 1)));
    if (options.length === 0) return [];
    return [...options[0]].filter((k) => options.every((o) => o.has(k)));
  }
  return [];
}

/** The public message of a failed schema check: the field and the rule, never the value sent. */
export function validationMessage(where: string, err: z.ZodError): string {
  const first = err.issues[0];
  const field = first.path.length ? first.path.map((p) => (typeof p === 'string' ? safeKey(p) : String(p))).join('.') : where;
  let rule: string;
  switch (first.code) {
    case 'invalid_enum_value':
      rule = `must be one of ${first.options.map(String).join(', ')}`;
      break;
    case 'invalid_literal':
      rule = `must be ${JSON.stringify(first.expected)}`;
      break;
    default:
      // zod's own messages may quote the input ("received 'x'"): cut it.
      rule = first.message.replace(/,?\s*received\b.*$/is, '').trim() || 'is invalid';
      rule = `${rule.charAt(0).toLowerCase()}${rule.slice(1)}`;
  }
  return `Invalid ${where}: ${field} ${rule}`;
}
