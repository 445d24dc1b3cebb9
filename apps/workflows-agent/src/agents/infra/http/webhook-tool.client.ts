import { createGuardedClient, failureText, type AllowList } from '@platform/ssrf';

/** The answer of a webhook tool's endpoint (body cut at 16 KiB), or why there is none. */
export interface WebhookToolResult {
  status?: number;
  body?: unknown;
  error?: string;
  blocked?: boolean;
}

/** Calls a webhook tool's endpoint. */
export type WebhookToolCaller = (req: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  signal: AbortSignal;
}) => Promise<WebhookToolResult>;

const KEEP = 16 * 1024;

/**
 * The agents' HTTP client for webhook tools: every connection through @platform/ssrf's guarded
 * lookup (names resolving to non-public addresses refused unless allow-listed), literal addresses
 * checked first, a deadline per call, the caller's signal aborts (cancel mid-tool), at most 16 KiB of
 * the answer kept (parsed as JSON when it is JSON).
 */
export function createWebhookToolCaller(opts: { allowList: AllowList; timeoutMs: number }): WebhookToolCaller & { close(): void } {
  const client = createGuardedClient({ allowList: opts.allowList, maxSockets: 16 });
  const call: WebhookToolCaller = async (req) => {
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return { error: 'invalid url', blocked: true };
    }
    const withBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'DELETE';
    if (req.body !== undefined && !withBody && req.body && typeof req.body === 'object') {
      for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const payload = withBody ? Buffer.from(JSON.stringify(req.body)) : undefined;
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (payload) headers['content-type'] = 'application/json';
    const r = await client.request({
      url,
      method: req.method,
      headers,
      body: payload,
      timeoutMs: opts.timeoutMs,
      timeout: 'total',
      signal: req.signal,
      response: { mode: 'truncate', keepBytes: KEEP, readMaxBytes: 256 * 1024 },
    });
    if (r.kind === 'refused') return { error: r.message, blocked: true };
    if (r.kind === 'failed') return { error: failureText(r.error), blocked: r.blocked };
    const text = r.body.toString('utf8');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: r.status, body };
  };
  return Object.assign(call, { close: () => client.close() });
}
