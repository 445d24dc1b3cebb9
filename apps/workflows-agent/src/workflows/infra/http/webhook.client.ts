import http from 'node:http';
import https from 'node:https';
import { checkTargetUrl, createGuardedLookup, literalHostRefusal, type AllowList } from '@platform/ssrf';

/** Largest response body a webhook node keeps. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** The answer of a webhook node's request. */
export type WebhookResult =
  { ok: true; status: number; body: unknown; headers: Record<string, string> } | { ok: false; reason: 'blocked' | 'failed'; message: string };

/** Calls a webhook node's URL through the SSRF policy (`@platform/ssrf`: literal addresses refused, names checked at connect time). */
export interface WebhookCaller {
  call(req: { url: string; method: string; headers: Record<string, string>; body?: string; timeoutMs: number }): Promise<WebhookResult>;
}

/** The guarded HTTP client of webhook nodes. */
export function guardedWebhookCaller(allowList: AllowList): WebhookCaller {
  const lookup = createGuardedLookup(allowList);
  const httpAgent = new http.Agent({ keepAlive: true, lookup });
  const httpsAgent = new https.Agent({ keepAlive: true, lookup });
  return {
    call(req) {
      const checked = checkTargetUrl(req.url, allowList);
      if (!checked.ok) return Promise.resolve({ ok: false, reason: 'blocked', message: checked.reason });
      const url = checked.url;
      const refusal = literalHostRefusal(url, allowList);
      if (refusal) return Promise.resolve({ ok: false, reason: 'blocked', message: refusal });
      const isHttps = url.protocol === 'https:';
      const headers: Record<string, string> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
      return new Promise<WebhookResult>((resolve) => {
        const out = (isHttps ? https : http).request(
          url,
          { method: req.method, agent: isHttps ? httpsAgent : httpAgent, headers, timeout: req.timeoutMs },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (c: Buffer) => {
              size += c.length;
              if (size > MAX_RESPONSE_BYTES) res.destroy(new Error('webhook response larger than 1 MiB'));
              else chunks.push(c);
            });
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let body: unknown = text;
              try {
                body = text ? JSON.parse(text) : null;
              } catch {
                // Not JSON: kept as text.
              }
              const h: Record<string, string> = {};
              for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h[k] = v;
              resolve({ ok: true, status: res.statusCode ?? 0, body, headers: h });
            });
            res.on('error', (e) => resolve({ ok: false, reason: 'failed', message: e.message }));
          },
        );
        out.on('timeout', () => out.destroy(new Error('webhook request timed out')));
        out.on('error', (e) => resolve({ ok: false, reason: e.name === 'BlockedTargetError' ? 'blocked' : 'failed', message: e.message }));
        out.end(req.body);
      });
    },
  };
}
