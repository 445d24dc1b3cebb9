import { checkTargetUrl, createGuardedClient, type AllowList } from '@platform/ssrf';

/** Largest response body a webhook node keeps. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** The answer of a webhook node's request. */
export type WebhookResult =
  { ok: true; status: number; body: unknown; headers: Record<string, string> } | { ok: false; reason: 'blocked' | 'failed'; message: string };

/** Calls a webhook node's URL through the SSRF policy (`@platform/ssrf`: literal addresses refused, names checked at connect time). */
export interface WebhookCaller {
  call(req: { url: string; method: string; headers: Record<string, string>; body?: string; timeoutMs: number }): Promise<WebhookResult>;
}

/** The guarded HTTP client of webhook nodes (@platform/ssrf's client; the URL is also held to the save-time rules). */
export function guardedWebhookCaller(allowList: AllowList): WebhookCaller {
  const client = createGuardedClient({ allowList });
  return {
    async call(req) {
      const checked = checkTargetUrl(req.url, allowList);
      if (!checked.ok) return { ok: false, reason: 'blocked', message: checked.reason };
      const r = await client.request({
        url: checked.url,
        method: req.method,
        headers: req.headers,
        body: req.body === undefined ? undefined : Buffer.from(req.body),
        timeoutMs: req.timeoutMs,
        timeout: 'idle',
        timeoutMessage: 'webhook request timed out',
        response: { mode: 'fail', maxBytes: MAX_RESPONSE_BYTES, tooLargeMessage: 'webhook response larger than 1 MiB' },
      });
      if (r.kind === 'refused') return { ok: false, reason: 'blocked', message: r.message };
      if (r.kind === 'failed') return { ok: false, reason: r.blocked ? 'blocked' : 'failed', message: r.error.message };
      const text = r.body.toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: kept as text.
      }
      const h: Record<string, string> = {};
      for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') h[k] = v;
      return { ok: true, status: r.status ?? 0, body, headers: h };
    },
  };
}
