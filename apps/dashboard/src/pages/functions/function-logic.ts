/** What the functions and flows pages compute without a DOM: states in words, JSON in and out, invocation outcomes. */

/** A function's status (spec: draft until deployed, deployed, error after a failed deploy). */
export type FunctionStatus = 'draft' | 'deployed' | 'error';

/** A function as the API answers it. */
export interface FunctionRecord {
  id: string;
  name: string;
  slug: string;
  description?: string | null;
  code: string;
  version: number;
  status: FunctionStatus;
  last_deployed_at?: string | null;
  deploy_error?: string | null;
  endpoint_url: string;
  timeout_ms: number;
  created_at: string;
  updated_at: string;
  secret_names: string[];
  invoke_response_mode: 'passthrough' | 'wrapped';
}

/** One console line of an invocation. */
export interface ConsoleLog {
  level: string;
  message: string;
  logged_at: string;
}

/** One invocation record (spec 2.7). */
export interface Invocation {
  id: string;
  status_code: number;
  duration_ms: number;
  request_body?: Record<string, unknown> | null;
  response_body?: Record<string, unknown> | null;
  error_message?: string | null;
  edge_ray_id: string;
  created_at: string;
  console_logs?: ConsoleLog[];
  kind?: string;
}

/** `{ function_id, function_name, invocations }` (spec 2.7, 4.4). */
export interface Invocations {
  function_id: string;
  function_name: string;
  invocations: Invocation[];
}

/** One console line with the invocation it came from (`GET /functions/{id}/logs`). */
export interface FunctionLog {
  level: string;
  message: string;
  logged_at: string;
  invocation_id: string;
  cf_ray: string;
  outcome: string;
}

/** A function's status in words and a colour (the words carry it; the colour only repeats it). */
export function functionStatusWords(status: string): { label: string; color: string; hint: string } {
  switch (status) {
    case 'deployed':
      return { label: 'Deployed', color: 'green.9', hint: 'The code of this version answers invocations.' };
    case 'error':
      return { label: 'Deploy failed', color: 'red.9', hint: 'The last deploy failed; the reason is below. Fix the code and deploy again.' };
    case 'draft':
      return { label: 'Draft', color: 'gray.7', hint: 'Not deployed yet, or changed since the last deploy: deploy to make it live.' };
    default:
      return { label: status || 'Unknown', color: 'gray.7', hint: '' };
  }
}

/** An invocation's outcome: failed when it carries an error or answered 4xx/5xx. */
export function invocationOutcome(inv: Pick<Invocation, 'status_code' | 'error_message'>): 'success' | 'failed' {
  return inv.error_message || inv.status_code >= 400 || inv.status_code === 0 ? 'failed' : 'success';
}

/** An invocation's kind in words. */
export function invocationKindWords(kind: string | undefined): string {
  if (kind === 'upstream_notification') return 'Upstream notification';
  return 'Invocation';
}

/** A value as indented JSON (what the pages show in their scrollable blocks). */
export function prettyJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2);
}

/** The result of reading a JSON text typed in a page. */
export type ParsedJson = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Reads a JSON object typed in a textarea: an object is required (the API's bodies are objects); a
 * syntax error says where (line and column) when the engine tells the position. `emptyAs` is the value
 * of an empty text (undefined: an empty text is an error).
 */
export function parseJsonObject(text: string, emptyAs?: Record<string, unknown>): ParsedJson {
  if (!text.trim()) {
    if (emptyAs) return { ok: true, value: emptyAs };
    return { ok: false, error: 'Write a JSON object, for example {"name": "value"}.' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const where = positionOf(text, message);
    return { ok: false, error: `This is not valid JSON${where ? ` (${where})` : ''}: ${message.replace(/\.$/, '')}.` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'The JSON must be an object ({ ... }), not an array, a string or a number.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** "line L, column C" of the first syntax error of a JSON text (the engines' messages do not all tell it). */
function positionOf(text: string, message: string): string | null {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return `line ${lc[1]}, column ${lc[2]}`;
  const pos = /position (\d+)/.exec(message);
  const n = pos ? Number(pos[1]) : firstJsonErrorAt(text);
  if (n === null) return null;
  const before = text.slice(0, n).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

/** The offset of the first character a JSON reader refuses (a small recursive reader), null when none. */
export function firstJsonErrorAt(text: string): number | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const str = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') fail();
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail();
      }
    }
    if (c === '"') return str();
    const lit = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!lit) fail();
    i += lit![0].length;
  };
  try {
    value();
    ws();
    return i < text.length ? i : null;
  } catch (at) {
    return typeof at === 'number' ? at : null;
  }
}

/** Rules of a secret's name (the API's: an upper-case letter, then upper-case letters, digits, `_`; 64 at most). */
export function secretNameError(name: string): string | null {
  if (!name) return 'Give the secret a name.';
  if (name.length > 64) return 'A secret name has 64 characters at most.';
  if (!/^[A-Z][A-Z0-9_]*$/.test(name)) return 'A secret name starts with an upper-case letter and has only upper-case letters, digits and _ (like SHOP_KEY).';
  return null;
}

/** The code a new function starts with: the handler the runtime requires. */
export const STARTER_CODE = `async function handler(request, env) {
  const body = await request.json();
  console.log('called with', JSON.stringify(body));
  return Response.json({ hello: body.name ?? 'world' });
}`;

/** Whether the code starts as the runtime requires (`async function handler(request, env) {`). */
export function codeShapeError(code: string): string | null {
  if (!code.trim()) return 'Write the function’s code.';
  if (!/^\s*async\s+function\s+handler\s*\(\s*request\s*,\s*env\s*\)\s*\{/.test(code)) {
    return 'The code must start with async function handler(request, env) { and return a Response.';
  }
  return null;
}

/**
 * The fields of a function's settings that changed (what PATCH sends): only those, so a save never
 * rewrites what someone else changed meanwhile; `null` when nothing changed.
 */
export function changedFields(
  before: Pick<FunctionRecord, 'name' | 'description' | 'timeout_ms' | 'invoke_response_mode' | 'code'>,
  after: Partial<Pick<FunctionRecord, 'name' | 'description' | 'timeout_ms' | 'invoke_response_mode' | 'code'>>,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const k of ['name', 'description', 'timeout_ms', 'invoke_response_mode', 'code'] as const) {
    const a = after[k];
    if (a === undefined) continue;
    if ((before[k] ?? '') !== a) out[k] = a;
  }
  return Object.keys(out).length ? out : null;
}
