/**
 * Integration rules (issue 21, spec 2.4/4.3, decision 0701): names, variable definitions, the
 * `{{placeholder}}` inputs of configured props and their substitution. Pure.
 */
import { invalidArgument } from '@platform/errors';

/** Integration name bound (spec 8). */
export const MAX_INTEGRATION_NAME = 100;
/** Bytes of configured_props, variable_definitions or metadata as JSON. */
export const MAX_INTEGRATION_JSON_BYTES = 64 * 1024;
/** Types a variable may declare. */
export const VARIABLE_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'] as const;
/** A variable type. */
export type VariableType = (typeof VARIABLE_TYPES)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}$/;

const bad = (m: string) => invalidArgument('INVALID_INTEGRATION', m);

/** Names of every `{{placeholder}}` in the string values of configured props (any depth). */
export function placeholdersOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const m of value.matchAll(PLACEHOLDER)) out.add(m[1]);
  else if (Array.isArray(value)) for (const v of value) placeholdersOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) placeholdersOf(v, out);
  return out;
}

/** The declared type of a variable definition (`"number"` or `{ "type": "number" }`). */
function typeOfDefinition(name: string, def: unknown): VariableType {
  const t = typeof def === 'string' ? def : def && typeof def === 'object' ? (def as { type?: unknown }).type : undefined;
  if (typeof t !== 'string' || !(VARIABLE_TYPES as readonly string[]).includes(t)) {
    throw bad(`Invalid variable_definitions: ${name} must be one of ${VARIABLE_TYPES.join(', ')} (or { "type": ... })`);
  }
  return t as VariableType;
}

/** The typed inputs of an integration: one per placeholder, string unless defined otherwise. */
export function inputsOf(configuredProps: Record<string, unknown>, definitions: Record<string, unknown>): Record<string, VariableType> {
  const names = placeholdersOf(configuredProps);
  for (const k of Object.keys(definitions)) {
    if (!names.has(k)) throw bad(`Invalid variable_definitions: ${k} has no {{${k}}} placeholder in configured_props`);
  }
  const out: Record<string, VariableType> = {};
  for (const n of names) out[n] = n in definitions ? typeOfDefinition(n, definitions[n]) : 'string';
  return out;
}

/** Checks a name (1 to 100 characters after trimming). */
export function checkName(name: string): string {
  const n = name.trim();
  if (!n) throw bad('Invalid name: must not be empty');
  if ([...n].length > MAX_INTEGRATION_NAME) throw bad(`Invalid name: at most ${MAX_INTEGRATION_NAME} characters`);
  return n;
}

/** Levels of objects and arrays a JSON field may nest. */
export const MAX_INTEGRATION_JSON_DEPTH = 32;

function depthOf(v: unknown, level = 0): number {
  if (v === null || typeof v !== 'object' || level > MAX_INTEGRATION_JSON_DEPTH) return level;
  let max = level + 1;
  for (const x of Object.values(v as Record<string, unknown>)) max = Math.max(max, depthOf(x, level + 1));
  return max;
}

/** Checks the size and nesting of a JSON field. */
export function checkJsonSize(field: string, v: unknown): void {
  if (Buffer.byteLength(JSON.stringify(v)) > MAX_INTEGRATION_JSON_BYTES) throw bad(`Invalid ${field}: larger than ${MAX_INTEGRATION_JSON_BYTES} bytes`);
  if (depthOf(v) > MAX_INTEGRATION_JSON_DEPTH) throw bad(`Invalid ${field}: nests objects and arrays deeper than ${MAX_INTEGRATION_JSON_DEPTH} levels`);
}

function checkType(name: string, type: VariableType, v: unknown): void {
  const ok =
    type === 'string'
      ? typeof v === 'string'
      : type === 'number'
        ? typeof v === 'number' && Number.isFinite(v)
        : type === 'integer'
          ? Number.isInteger(v)
          : type === 'boolean'
            ? typeof v === 'boolean'
            : type === 'array'
              ? Array.isArray(v)
              : v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!ok) throw bad(`Invalid input: ${name} must be ${type === 'integer' || type === 'array' || type === 'object' ? `an ${type}` : `a ${type}`}`);
}

/**
 * Substitutes the inputs into configured props: a value that is exactly one placeholder takes the
 * input with its type; placeholders inside text are replaced by the input's text. Every input is
 * required and typed; unknown inputs are refused.
 */
export function substitute(
  configuredProps: Record<string, unknown>,
  types: Record<string, VariableType>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  for (const k of Object.keys(input)) if (!(k in types)) throw bad(`Invalid input: ${k} is not a variable of this integration`);
  for (const [k, t] of Object.entries(types)) {
    if (!(k in input) || input[k] === null || input[k] === undefined) throw bad(`Invalid input: ${k} is required`);
    checkType(k, t, input[k]);
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = WHOLE.exec(v);
      if (whole) return input[whole[1]];
      return v.replace(PLACEHOLDER, (_m, name: string) => text(input[name]));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(configuredProps) as Record<string, unknown>;
}
