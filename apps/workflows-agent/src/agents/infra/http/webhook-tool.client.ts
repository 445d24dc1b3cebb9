import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, createGuardedLookup, literalHostRefusal, type AllowList } from '@platform/ssrf';

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
  const lookup = createGuardedLookup(opts.allowList);
  const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 16, lookup }), https: new https.Agent({ keepAlive: true, maxSockets: 16, lookup }) };
  const call: WebhookToolCaller = (req) => {
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return Promise.resolve({ error: 'invalid url', blocked: true });
    }
    const refusal = literalHostRefusal(url, opts.allowList);
    if (refusal) return Promise.resolve({ error: refusal, blocked: true });
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') return Promise.resolve({ error: 'unsupported scheme', blocked: true });
    const withBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'DELETE';
    if (req.body !== undefined && !withBody && req.body && typeof req.body === 'object') {
      for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const payload = withBody ? Buffer.from(JSON.stringify(req.body)) : undefined;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (r: WebhookToolResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.signal.removeEventListener('abort', onAbort);
        resolve(r);
      };
      const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(payload.length);
      }
      const request = (secure ? https : http).request(url, { method: req.method, agent: secure ? agents.https : agents.http, headers }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= KEEP + c.length) chunks.push(c);
          if (size > 256 * 1024) res.destroy();
        });
        const complete = () => {
          const text = Buffer.concat(chunks).subarray(0, KEEP).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          finish({ status: res.statusCode, body });
        };
        res.on('end', complete);
        res.on('close', complete);
        res.on('error', complete);
      });
      const onAbort = () => request.destroy(new Error('cancelled'));
      req.signal.addEventListener('abort', onAbort);
      const timer = setTimeout(() => request.destroy(new Error(`timeout after ${opts.timeoutMs} ms`)), opts.timeoutMs);
      request.on('error', (err: NodeJS.ErrnoException) =>
        finish({ error: err.message || err.code || 'connection error', blocked: err instanceof BlockedTargetError }),
      );
      request.end(payload);
    });
  };
  return Object.assign(call, {
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
