import http from 'node:http';
import https from 'node:https';
import { createGuardedLookup, literalHostRefusal, type AllowList } from '@platform/ssrf';

/** Largest body a function may receive from one outbound fetch. */
const MAX_OUTBOUND_BYTES = 5 * 1024 * 1024;
const OUTBOUND_TIMEOUT_MS = 10_000;

/**
 * The outbound `fetch` of every function (miniflare `outboundService`): each target goes through
 * `@platform/ssrf` (literal addresses refused, names resolved and checked at connect time), so a
 * function cannot reach the platform's private network. A refusal is a 403 the function sees.
 */
export function guardedOutbound(allowList: AllowList): (req: Request) => Promise<Response> {
  const lookup = createGuardedLookup(allowList);
  const httpAgent = new http.Agent({ keepAlive: true, lookup });
  const httpsAgent = new https.Agent({ keepAlive: true, lookup });
  return async (req) => {
    const url = new URL(req.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return new Response('outbound protocol not allowed', { status: 403 });
    const refusal = literalHostRefusal(url, allowList);
    if (refusal) return new Response(`outbound request blocked: ${refusal}`, { status: 403 });
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.from(await req.arrayBuffer());
    const headers: Record<string, string> = {};
    req.headers.forEach((v, k) => {
      if (k !== 'host' && k !== 'content-length') headers[k] = v;
    });
    if (body) headers['content-length'] = String(body.length);
    const isHttps = url.protocol === 'https:';
    return new Promise<Response>((resolve) => {
      const out = (isHttps ? https : http).request(
        url,
        { method: req.method, agent: isHttps ? httpsAgent : httpAgent, headers, timeout: OUTBOUND_TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_OUTBOUND_BYTES) res.destroy(new Error('outbound response too large'));
            else chunks.push(c);
          });
          res.on('end', () => {
            const h = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
            const status = res.statusCode ?? 502;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: h }));
          });
          res.on('error', (e) => resolve(new Response(`outbound request failed: ${e.message}`, { status: 502 })));
        },
      );
      out.on('timeout', () => out.destroy(new Error('outbound request timed out')));
      out.on('error', (e) => resolve(new Response(`outbound request failed: ${e.message}`, { status: e.name === 'BlockedTargetError' ? 403 : 502 })));
      out.end(body);
    });
  };
}
