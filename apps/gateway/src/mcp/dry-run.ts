/**
 * The request a tool call makes (docs/decisions/0029): built once from the tool's arguments, then
 * either sent (through {base_url}, `loopback.ts`) or shown as the dry run with the key and every
 * secret in the body redacted. Pure: no I/O.
 */
import { hash } from 'node:crypto';
import { validateHeaderValue } from 'node:http';
import { keyProblem } from '../idempotency/idempotency';
import type { RouteDef } from '../routes/route';

/** What replaces a secret in a dry run. */
export const REDACTED = '[REDACTED]';

/** The arguments of a generated tool. */
export interface ToolArguments {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  dry_run?: boolean;
  idempotency_key?: string;
  approval_id?: string;
}

/** The request a call makes: method, path and query under {base_url}, headers besides the key, JSON body. */
export interface ApiRequest {
  method: string;
  /** Path and query under {base_url} (`/webhooks/5b1...?limit=10`). */
  pathAndQuery: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The request as shown: what a dry run answers and an approval stores. */
export interface ShownRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Names of body fields whose values are secrets (webhook secrets, access tokens, passwords, provider
 * keys, API keys, private keys, credentials): matched on the field name, case-insensitively, at
 * any depth.
 */
const SECRET_FIELD = /secret|token|password|passphrase|api_?key|private_?key|provider_?key|credential|authorization|signing_?key|client_?secret/i;

/** A copy of `value` with every secret field's value replaced by {@link REDACTED}. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      out[k] = SECRET_FIELD.test(k) && v !== null && v !== undefined ? REDACTED : redactSecrets(v);
    return out;
  }
  return value;
}

/** Why the arguments cannot make a request, or the request. */
export type BuiltRequest = { ok: true; request: ApiRequest } | { ok: false; error: string };

/** The request of a route's tool for `args`: path parameters filled in (encoded), query and body as given; the API validates them. */
export function buildRequest(route: RouteDef, args: ToolArguments, idempotencyKey: string | undefined): BuiltRequest {
  const params = args.path ?? {};
  let missing: string | undefined;
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (typeof v !== 'string' && typeof v !== 'number') {
      missing ??= name;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  if (missing)
    return { ok: false, error: `path.${missing} is required (a string): ${route.method.toUpperCase()} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}` };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(args.query ?? {})) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const qs = search.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  const hasBody = args.body !== undefined && route.method !== 'get';
  if (hasBody) headers['content-type'] = 'application/json';
  if (idempotencyKey !== undefined) {
    const problem = idempotencyKeyProblem(idempotencyKey);
    if (problem) return { ok: false, error: problem };
    headers['idempotency-key'] = idempotencyKey;
  }
  return { ok: true, request: { method: route.method.toUpperCase(), pathAndQuery: qs ? `${path}?${qs}` : path, headers, body: hasBody ? args.body : null } };
}

/**
 * Why an assistant's idempotency key cannot be the request's Idempotency-Key header, or undefined: the API's own
 * rule (1–255 characters), a value Node's HTTP client accepts in a header (no control character but a tab, nothing
 * beyond Latin-1), and no space or tab at either end (fetch would trim it, silently making it another key).
 */
function idempotencyKeyProblem(key: string): string | undefined {
  if (keyProblem(key)) return 'idempotency_key must be 1 to 255 characters';
  try {
    validateHeaderValue('idempotency-key', key);
  } catch {
    return 'idempotency_key must be a valid HTTP header value: no control characters, no characters beyond Latin-1';
  }
  if (/^[\t ]|[\t ]$/.test(key)) return 'idempotency_key must not begin or end with a space or tab';
  return undefined;
}

/** The request as a dry run shows it: the full public URL, the key's header with the key redacted, secrets in the body redacted. */
export function shownRequest(req: ApiRequest, baseUrl: string): ShownRequest {
  return {
    method: req.method,
    url: `${baseUrl}${req.pathAndQuery}`,
    headers: { 'x-api-key': REDACTED, ...req.headers },
    body: redactSecrets(req.body),
  };
}

/** JSON with object keys sorted at every depth: equal arguments give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as Record<string, unknown>)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** SHA-256 of a call's arguments as approved: the tool and what it sends (not approval_id, dry_run). */
export function argumentsHashOf(tool: string, args: ToolArguments): string {
  const { path, query, body, idempotency_key } = args;
  return hash('sha256', canonicalJson({ tool, path, query, body, idempotency_key }), 'hex');
}
