/**
 * Paths of the {proxy_url} pass-through (decision 0210): an optional Graph version segment, the id
 * of a node the project owns (a phone number, a business account or a media object) and the edge.
 * Pure; no I/O.
 */

/** A Graph version segment: `v23.0`, `v24.0`, ... */
export const GRAPH_VERSION = /^v\d{1,3}\.\d{1,2}$/;

/** A node id the upstream issues: digits only. */
export const NODE_ID = /^\d{1,32}$/;

/** A path segment after the node id that may be forwarded. */
const SEGMENT = /^[A-Za-z0-9_.:-]+$/;

/** The answer for an id the project does not own: the same for an unknown id and another project's. */
export const NOT_FOUND = 'Not found: no phone number, business account or media of this project has this id';

/** A parsed pass-through path. */
export type GraphPath = { ok: true; version: string | undefined; head: string; rest: string[] } | { ok: false; status: 400 | 404; error: string };

/** Query parameters the client may not pass on: the upstream credential is always the platform's. */
export const CREDENTIAL_PARAMS = ['access_token', 'appsecret_proof', 'appsecret_time'];

/**
 * Splits `/[vNN.N/]{id}[/edge...]` (already split on `/`, percent-decoded). A version segment is
 * optional; the id must be digits (anything else is an unknown object: 404); edge segments are
 * plain words (dot segments and other characters: 400).
 */
export function parseGraphPath(segments: string[]): GraphPath {
  let version: string | undefined;
  let parts = segments;
  if (parts.length > 0 && GRAPH_VERSION.test(parts[0])) {
    version = parts[0];
    parts = parts.slice(1);
  }
  const [head, ...rest] = parts;
  if (!head || !NODE_ID.test(head)) return { ok: false, status: 404, error: NOT_FOUND };
  if (rest.some((p) => !SEGMENT.test(p) || p === '.' || p === '..')) return { ok: false, status: 400, error: 'Invalid path' };
  return { ok: true, version, head, rest };
}

/** Removes credential parameters from a raw query string (`?a=1&access_token=x` → `?a=1`). */
export function stripCredentialParams(rawQuery: string): string {
  if (!rawQuery || rawQuery === '?') return '';
  const q = new URLSearchParams(rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery);
  for (const p of CREDENTIAL_PARAMS) q.delete(p);
  const s = q.toString();
  return s ? `?${s}` : '';
}
