/** The Logs pages' questions: the URL's filters (deep links) → the API's query, and what a hit says (pure logic). */

/** Sources of the log search, in the API's order (decision 0019). */
export const LOG_SOURCES = [
  'request_log',
  'external_api_log',
  'upstream_webhook_event',
  'message_event',
  'webhook_delivery',
  'workflow_step',
  'agent_run',
  'function_invocation',
  'function_log',
  'flow_data_exchange',
] as const;

/** Keys a `filter=key=value` pair may name (decision 0019). */
export const SEARCH_KEYS = [
  'wamid',
  'phone_number_id',
  'request_id',
  'execution_id',
  'workflow_id',
  'agent_run_id',
  'conversation_id',
  'webhook_id',
  'flow_id',
  'function_id',
  'status',
  'event_type',
  'endpoint',
] as const;

/** At most this many exact keys (the API's limit). */
export const MAX_KEYS = 5;

/** The period choices of the log lists (the periods the API takes, and none). */
export const LOG_PERIODS = [
  { value: '', label: 'Any time (as far back as kept)' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];

/** Half-widths of the around-a-moment window. */
export const WINDOWS = ['1m', '5m', '15m', '1h', '6h', '24h'] as const;

/** A source's name in words. */
export function sourceLabel(source: string): string {
  const words: Record<string, string> = {
    request_log: 'Request log',
    external_api_log: 'Upstream call',
    upstream_webhook_event: 'Upstream webhook',
    message_event: 'Message event',
    webhook_delivery: 'Webhook delivery',
    workflow_step: 'Workflow step',
    agent_run: 'Agent run',
    function_invocation: 'Function invocation',
    function_log: 'Function log',
    flow_data_exchange: 'Flow data exchange',
  };
  return words[source] ?? source;
}

/** A source's state in words (decision 0019's table). */
export function sourceStateWords(status: string): string {
  switch (status) {
    case 'searched':
      return 'searched';
    case 'not_applicable':
      return 'not searched (lacks a key asked)';
    case 'failed':
      return 'its search failed';
    case 'unavailable':
      return 'unavailable (its service did not answer)';
    default:
      return status;
  }
}

/** An HTTP status in words for a log line (`0` is no answer). */
export function httpStatusWords(status: number): { label: string; color: string } {
  if (status === 0) return { label: 'No answer', color: 'red' };
  if (status >= 500) return { label: `${status} server error`, color: 'red' };
  if (status >= 400) return { label: `${status} client error`, color: 'orange' };
  if (status >= 300) return { label: `${status} redirect`, color: 'gray' };
  return { label: `${status} OK`, color: 'green' };
}

/** The exact keys of a search read from the URL: `key=k:v` pairs (repeatable). */
export function keysOf(params: URLSearchParams): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const raw of params.getAll('key')) {
    const i = raw.indexOf(':');
    if (i <= 0) continue;
    const k = raw.slice(0, i);
    const v = raw.slice(i + 1);
    if ((SEARCH_KEYS as readonly string[]).includes(k) && v) out.push([k, v]);
  }
  return out.slice(0, MAX_KEYS);
}

/**
 * The `/log_search` query of the search page's URL: `q`, the exact keys as `filter=key=value`, `sources`,
 * `problems_only`, `period` or `since`/`until`, `order`, and the cursor (`after`/`before`).
 */
export function logSearchQuery(params: URLSearchParams, limit = 20): string {
  const q = new URLSearchParams();
  const text = params.get('q')?.trim();
  if (text) q.set('q', text);
  for (const [k, v] of keysOf(params)) q.append('filter', `${k}=${v}`);
  const sources = params.get('sources');
  if (sources) q.set('sources', sources);
  if (params.get('problems_only') === 'true') q.set('problems_only', 'true');
  const period = params.get('period');
  const since = params.get('since');
  const until = params.get('until');
  if (since || until) {
    if (since) q.set('since', since);
    if (until) q.set('until', until);
  } else if (period) q.set('period', period);
  const order = params.get('order');
  if (order === 'asc') q.set('order', 'asc');
  q.set('limit', String(limit));
  return `?${q.toString()}`;
}

/** The `/log_search` query of the around-a-moment view: `around`, `window`, `highlight`, oldest first. */
export function aroundQuery(params: URLSearchParams, limit = 50): string | null {
  const at = params.get('at');
  if (!at || Number.isNaN(Date.parse(at))) return null;
  const q = new URLSearchParams();
  q.set('around', at);
  const w = params.get('window');
  q.set('window', w && (WINDOWS as readonly string[]).includes(w) ? w : '15m');
  const highlight = params.get('highlight');
  if (highlight) q.set('highlight', highlight);
  const sources = params.get('sources');
  if (sources) q.set('sources', sources);
  q.set('limit', String(limit));
  return `?${q.toString()}`;
}

/** The around-a-moment page of a hit (relative to the Logs section): its time, 15 minutes either side, the hit highlighted. */
export function aroundLink(hit: { occurred_at: string; resource_id: string }, window = '15m'): string {
  const q = new URLSearchParams({ at: hit.occurred_at, window, highlight: hit.resource_id });
  return `around?${q.toString()}`;
}

/** The log search page of a correlation id (decision 0018): every entry the request caused, oldest first. */
export function correlationLink(requestId: string): string {
  const q = new URLSearchParams();
  q.append('key', `request_id:${requestId}`);
  q.set('order', 'asc');
  return `search?${q.toString()}`;
}

/** Whether a key of a hit links to other entries by searching it. */
export function isLinkKey(key: string): boolean {
  return (SEARCH_KEYS as readonly string[]).includes(key) && key !== 'status' && key !== 'endpoint' && key !== 'event_type';
}

/** The search page's URL of an exact key (a `request_id`, a `wamid`...). */
export function keySearchLink(key: string, value: string): string {
  if (key === 'request_id') return correlationLink(value);
  const q = new URLSearchParams();
  q.append('key', `${key}:${value}`);
  q.set('order', 'asc');
  return `search?${q.toString()}`;
}

/** A value of a hit's `detail` in words (objects as compact JSON). */
export function detailValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}
