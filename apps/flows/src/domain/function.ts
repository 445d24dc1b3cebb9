import { truncateText } from '@platform/db';

/** Status of a function (platform-capabilities 4). */
export type FunctionStatus = 'draft' | 'deployed' | 'error';

/** How `POST /functions/{id}/invoke` answers (decision 0601): the function's own reply, or `{data: {...}}`. */
export type InvokeResponseMode = 'passthrough' | 'wrapped';

/**
 * Response headers of a function a passthrough answer does not forward: hop-by-hop and framing
 * headers (the gateway frames the body itself), cookies (they would be set on the platform's API
 * origin) and the headers the gateway owns on every answer.
 */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'content-encoding',
  'set-cookie',
  'x-request-id',
  'retry-after',
]);

/** The function's headers a passthrough answer carries (names lower-case). */
export function forwardedHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  return headers
    .map(([k, v]) => [k.toLowerCase(), v] as [string, string])
    .filter(([k]) => !NOT_FORWARDED.has(k) && !k.startsWith('proxy-') && !k.startsWith('x-ratelimit-'));
}

/** Secret names: upper snake case (platform-capabilities 4). */
export const SECRET_NAME = /^[A-Z][A-Z0-9_]*$/;
/** Names the runtime binds itself. */
export const RESERVED_BINDINGS = new Set(['KV', 'DB']);

/** Length in characters as the limits count them: code points, not UTF-16 units (an emoji is one). */
export function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** URL-safe slug of a function name (unique per project). */
export function slugOf(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'function';
}

/** The redaction mark that replaces a secret value in a recorded body. */
export const REDACTED = '[REDACTED]';

/**
 * A copy of `value` where every occurrence of a secret value, in any string (keys included), is
 * replaced by {@link REDACTED}. Secrets shorter than 4 characters are still redacted (exact strings).
 */
export function redact(value: unknown, secrets: string[]): unknown {
  const live = secrets.filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  if (live.length === 0) return value;
  const scrub = (s: string) => live.reduce((acc, secret) => acc.split(secret).join(REDACTED), s);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k), walk(x)]));
    return v;
  };
  return walk(value);
}

/**
 * A body as recorded: JSON objects as they are, anything else under `text` (spec 2.7 bodies are
 * objects); a text longer than `maxChars` is cut on a code point boundary (never half a surrogate
 * pair). Characters a record cannot hold are the caller's to clean (`storableJson`).
 */
export function asRecordedBody(text: string, maxChars = 64_000): Record<string, unknown> {
  if (text === '') return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v))
      return text.length <= maxChars ? (v as Record<string, unknown>) : { truncated: true, text: truncateText(text, maxChars) };
    return { value: v };
  } catch {
    return { text: truncateText(text, maxChars) };
  }
}
