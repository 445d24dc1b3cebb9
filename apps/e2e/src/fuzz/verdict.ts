/**
 * What the fuzzing suite accepts as an answer (spec 7.1): never a 5xx, never slower than 10 s, and an
 * error body that is `{ "error": <non-empty string> }` with only the extras the spec names for that
 * status: `code` on 402/409/422 (7.4), `field` on 400/422 (7.7), the two versions of a stale
 * lock_version 409 (issue 19), `billing_url` only with code `insufficient_credits`,
 * the upstream diagnostics on 422 (decision 0201: rejected upstream credentials), the funding 502 body
 * (7.1; a 5xx fails anyway, but its shape is reported too), and on the pass-through's guarded send
 * the two 400 codes decisions 0010 and 0230 give it (`invalid_recipient`, `invalid_idempotency_key`).
 */
import { SLOW_MS, type WireResponse } from './wire';

/**
 * Which surface answered: the platform API, the {proxy_url} pass-through (upstream errors relayed
 * unchanged), or the MCP endpoint (its transport's refusals are JSON-RPC error envelopes).
 */
export type Surface = 'api' | 'proxy' | 'mcp';

const EXTRAS: Record<number, readonly string[]> = {
  // `field`: the request field a refusal concerns (spec 7.7: "a validation error on field provider_model").
  400: ['field'],
  402: ['code', 'billing_url'],
  // The stale lock_version conflict names both versions (issue 19, decision 0712).
  409: ['code', 'expected_lock_version', 'current_lock_version'],
  422: ['code', 'field', 'upstream_error_code', 'upstream_error_subcode', 'upstream_trace_id'],
  502: ['error_kind', 'upstream_error_code', 'upstream_trace_id'],
};

/** The 400 refusals of the guarded send on {proxy_url} that carry a code (decisions 0010, 0230); no other 400 does. */
const PROXY_400_CODES: readonly string[] = ['invalid_recipient', 'invalid_idempotency_key'];

/** Why the answer is unacceptable, or undefined when it is fine. */
export function verdict(r: WireResponse, surface: Surface, method = 'GET'): string | undefined {
  if (typeof r.status === 'string') return r.status;
  if (r.ms > SLOW_MS) return `slower than ${SLOW_MS} ms (${r.ms} ms)`;
  const serverError = r.status >= 500 ? `server error ${r.status}` : undefined;
  if (r.status < 400 || method === 'HEAD') return serverError;
  const shape = errorShape(r, surface);
  return serverError && shape ? `${serverError}; ${shape}` : (serverError ?? shape);
}

/** Why a JSON-RPC error object is not one (`{ code: integer, message: non-empty string }`), or undefined. */
export function jsonRpcErrorShape(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return 'JSON-RPC answer without an error object';
  const e = error as Record<string, unknown>;
  if (!Number.isInteger(e.code)) return 'JSON-RPC error without an integer code';
  if (typeof e.message !== 'string' || !e.message.trim()) return 'JSON-RPC error without a message';
  // -32603 is the server's own failure: a client's malformed request is -32600/-32601/-32602 (decision 0029).
  if (e.code === -32603) return `JSON-RPC internal error: ${e.message.slice(0, 200)}`;
  return undefined;
}

function errorShape(r: WireResponse, surface: Surface): string | undefined {
  const status = r.status as number;
  if (!/^application\/json\b/i.test(r.contentType)) return `error answer is ${r.contentType || 'without a content type'}, not application/json`;
  let body: unknown;
  try {
    body = JSON.parse(r.text);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const rec = body as Record<string, unknown>;
  // The MCP transport refuses in JSON-RPC: `{ jsonrpc: "2.0", error: { code, message }, id }`.
  if (surface === 'mcp' && rec.jsonrpc === '2.0') return jsonRpcErrorShape(rec.error);
  // The pass-through relays upstream errors unchanged: the upstream's envelope is `{ error: { ... } }`.
  if (surface === 'proxy' && typeof rec.error === 'object' && rec.error !== null && !Array.isArray(rec.error)) return undefined;
  if (typeof rec.error !== 'string' || rec.error.trim().length === 0) return 'error body has no non-empty "error" string';
  const proxySendCode = surface === 'proxy' && status === 400 && typeof rec.code === 'string' && PROXY_400_CODES.includes(rec.code);
  const allowed = [...(EXTRAS[status] ?? []), ...(proxySendCode ? ['code'] : [])];
  const extra = Object.keys(rec).filter((k) => k !== 'error' && !allowed.includes(k));
  if (extra.length) return `error body has fields the spec does not allow on ${status}: ${extra.join(', ')}`;
  if ('billing_url' in rec && rec.code !== 'insufficient_credits') return 'billing_url without code insufficient_credits';
  if ('code' in rec && typeof rec.code !== 'string') return '"code" is not a string';
  return undefined;
}
