import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, createGuardedLookup, literalHostRefusal, type AllowList, type Resolver } from '@platform/ssrf';

/** Result of one request to a customer's destination. */
export interface ForwardResult {
  status?: number;
  body?: string;
  error?: string;
  blocked?: boolean;
}

/** Sends GET (handshake) and POST (payload) requests to customer URLs through the SSRF policy. */
export type ForwardSender = (req: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; body?: Buffer }) => Promise<ForwardResult>;

const KEEP = 4096;

/**
 * The forwarder's HTTP client: every connection goes through @platform/ssrf's guarded lookup (names
 * resolving to non-public addresses are refused unless allow-listed), literal addresses are checked
 * before connecting, a deadline bounds each request, and at most 4 KiB of the answer is kept.
 */
export function createForwardSender(opts: { allowList: AllowList; timeoutMs: number; resolver?: Resolver }): ForwardSender & { close(): void } {
  const lookup = createGuardedLookup(opts.allowList, opts.resolver);
  const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 8, lookup }), https: new https.Agent({ keepAlive: true, maxSockets: 8, lookup }) };
  const send: ForwardSender = (req) => {
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
    return new Promise((resolve) => {
      let settled = false;
      const finish = (r: ForwardResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(r);
      };
      const headers: Record<string, string> = { ...(req.headers ?? {}) };
      if (req.body) headers['content-length'] = String(req.body.length);
      const request = (secure ? https : http).request(url, { method: req.method, agent: secure ? agents.https : agents.http, headers }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= KEEP + c.length) chunks.push(c);
          if (size > 64 * 1024) res.destroy();
        });
        const complete = () => finish({ status: res.statusCode, body: Buffer.concat(chunks).subarray(0, KEEP).toString('utf8') });
        res.on('end', complete);
        res.on('close', complete);
        res.on('error', complete);
      });
      const timer = setTimeout(() => request.destroy(new Error(`timeout after ${opts.timeoutMs} ms`)), opts.timeoutMs);
      request.on('error', (err: NodeJS.ErrnoException) =>
        finish({ error: err.message || err.code || 'connection error', blocked: err instanceof BlockedTargetError }),
      );
      request.end(req.body);
    });
  };
  return Object.assign(send, {
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
