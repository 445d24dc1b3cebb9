/**
 * Variables and `{{...}}` templating of workflow executions (decision 0711). Pure.
 *
 * An execution's variables live in four scopes: `vars` (the workflow's own: set_variable,
 * save_response_to, start variables, merged child vars), `system` (set by the platform, read-only to
 * the graph: workflow_id, workflow_name, execution_id, trigger_type, tracking_id, last_resume,
 * last_user_input, ...), `context` (the conversation and channel: channel, phone_number,
 * phone_number_id, conversation_id, contact, event, plus the start request's `context`), `metadata`
 * (the start request: request.ip, request.user_agent, request.timestamp, plus caller metadata).
 *
 * A placeholder is `{{ scope.path }}` where path is dot-separated keys (a digit key indexes an
 * array), or the shorthand `{{last_user_input}}` (= `{{system.last_user_input}}`). A missing value
 * renders as the empty string; an object or array renders as JSON. A string that is exactly one
 * placeholder renders, in a JSON value (`renderValue`), as the referenced value itself.
 */

/** The four variable scopes. */
export const SCOPES = ['vars', 'system', 'context', 'metadata'] as const;
/** A variable scope. */
export type Scope = (typeof SCOPES)[number];

/** The variables of an execution. */
export interface ExecutionContext {
  vars: Record<string, unknown>;
  system: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** Keys the platform sets in `system` (a reference to another system key is a save-time error). */
export const SYSTEM_KEYS = [
  'workflow_id',
  'workflow_name',
  'flow_id',
  'flow_name',
  'execution_id',
  'parent_execution_id',
  'trigger_type',
  'tracking_id',
  'project_id',
  'project_event_id',
  'observer_mode',
  'allow_outbound',
  'last_user_input',
  'last_resume',
  'current_step',
  'started_at',
  'now',
  'whatsapp_config',
  'phone_number_id',
  'trigger_message_id',
  'call_stack',
  'steps_since_wait',
  'delayed_step',
] as const;

/** A placeholder found in a template. */
export interface TemplateRef {
  scope: Scope;
  /** Keys after the scope (`vars.a.b` → ['a', 'b']). */
  path: string[];
  /** The placeholder as written, with braces. */
  raw: string;
}

/** A malformed placeholder. */
export interface TemplateError {
  message: string;
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const KEY = /^[A-Za-z0-9_-]+$/;

function parseExpression(expr: string): TemplateRef | TemplateError {
  const inner = expr.trim();
  if (!inner) return { message: 'empty placeholder {{}}' };
  if (inner === 'last_user_input') return { scope: 'system', path: ['last_user_input'], raw: `{{${expr}}}` };
  const parts = inner.split('.');
  const scope = parts[0]!;
  if (!(SCOPES as readonly string[]).includes(scope)) {
    return { message: `unknown variable scope '${scope}' in {{${inner}}}; use vars, system, context, metadata or last_user_input` };
  }
  const path = parts.slice(1);
  if (!path.length) return { message: `{{${inner}}} names a whole scope; name a variable such as {{${scope}.name}}` };
  for (const key of path) {
    if (!KEY.test(key)) return { message: `invalid variable path in {{${inner}}}` };
  }
  if (scope === 'system' && !(SYSTEM_KEYS as readonly string[]).includes(path[0]!)) {
    return { message: `unknown system variable '${path[0]}' in {{${inner}}}; known: ${SYSTEM_KEYS.join(', ')}` };
  }
  return { scope: scope as Scope, path, raw: `{{${expr}}}` };
}

/** The placeholders of a template, and the errors of malformed ones (unknown scope, bad path, unclosed braces). */
export function scanTemplate(template: string): { refs: TemplateRef[]; errors: TemplateError[] } {
  const refs: TemplateRef[] = [];
  const errors: TemplateError[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) {
    const r = parseExpression(m[1]!);
    if ('scope' in r) refs.push(r);
    else errors.push(r);
  }
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{')) errors.push({ message: "unclosed placeholder: '{{' without a matching '}}'" });
  return { refs, errors };
}

/** Reads `scope.path` from a context; undefined when any step is missing. */
export function resolveRef(ctx: ExecutionContext, scope: Scope, path: string[]): unknown {
  let cur: unknown = ctx[scope];
  for (const key of path) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) {
      const i = Number(key);
      cur = Number.isInteger(i) ? cur[i] : undefined;
    } else if (typeof cur === 'object') {
      cur = Object.prototype.hasOwnProperty.call(cur, key) ? (cur as Record<string, unknown>)[key] : undefined;
    } else {
      return undefined;
    }
  }
  return cur;
}

function stringify(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

/** Renders a template string against a context (malformed placeholders are left as written). */
export function renderTemplate(template: string, ctx: ExecutionContext): string {
  return template.replace(PLACEHOLDER, (whole, expr: string) => {
    const r = parseExpression(expr);
    if (!('scope' in r)) return whole;
    return stringify(resolveRef(ctx, r.scope, r.path));
  });
}

/**
 * Renders every string inside a JSON value (webhook bodies, headers, event properties, template
 * parameters). A string that is exactly one placeholder becomes the referenced value itself (an
 * object stays an object); a missing one becomes null.
 */
export function renderValue(value: unknown, ctx: ExecutionContext): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{([^{}]*)\}\}$/.exec(value);
    if (whole) {
      const r = parseExpression(whole[1]!);
      if ('scope' in r) return resolveRef(ctx, r.scope, r.path) ?? null;
    }
    return renderTemplate(value, ctx);
  }
  if (Array.isArray(value)) return value.map((v) => renderValue(v, ctx));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = renderValue(v, ctx);
    return out;
  }
  return value;
}

/** Every string inside a JSON value with its relative path (`.a.b[0]`), for validation. */
export function stringsOf(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, `${path}.${k}`));
  return [];
}

/** A set_variable value type. */
export type ValueType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Converts a rendered set_variable value to its `value_type`: number (finite decimal), boolean
 * (`true`/`false`, case-insensitive), json (parsed), string (as is).
 */
export function coerceValue(rendered: string, type: ValueType = 'string'): { ok: true; value: unknown } | { ok: false; message: string } {
  switch (type) {
    case 'string':
      return { ok: true, value: rendered };
    case 'number': {
      const t = rendered.trim();
      const n = Number(t);
      return t !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: `'${rendered.slice(0, 64)}' is not a number` };
    }
    case 'boolean': {
      const t = rendered.trim().toLowerCase();
      if (t === 'true') return { ok: true, value: true };
      if (t === 'false') return { ok: true, value: false };
      return { ok: false, message: `'${rendered.slice(0, 64)}' is not true or false` };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(rendered) };
      } catch {
        return { ok: false, message: 'the value is not valid JSON' };
      }
  }
}

/** Sets `vars[name]`, returning a new context (contexts are treated as immutable). */
export function withVar(ctx: ExecutionContext, name: string, value: unknown): ExecutionContext {
  return { ...ctx, vars: { ...ctx.vars, [name]: value } };
}
