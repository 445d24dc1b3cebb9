import { createGuardedClient, type AllowList } from '@platform/ssrf';

/** Largest body a function may receive from one outbound fetch. */
const MAX_OUTBOUND_BYTES = 5 * 1024 * 1024;
const OUTBOUND_TIMEOUT_MS = 10_000;

/**
 * The outbound `fetch` of every function (miniflare `outboundService`): each target goes through
 * `@platform/ssrf` (literal addresses refused, names resolved and checked at connect time), so a
 * function cannot reach the platform's private network. A refusal is a 403 the function sees.
 */
export function guardedOutbound(allowList: AllowList): (req: Request) => Promise<Response> {
  const client = createGuardedClient({ allowList });
  return async (req) => {
    const url = new URL(req.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return new Response('outbound protocol not allowed', { status: 403 });
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.from(await req.arrayBuffer());
    const headers: Record<string, string> = {};
    req.headers.forEach((v, k) => {
      if (k !== 'host' && k !== 'content-length') headers[k] = v;
    });
    const r = await client.request({
      url,
      method: req.method,
      headers,
      body,
      timeoutMs: OUTBOUND_TIMEOUT_MS,
      timeout: 'idle',
      timeoutMessage: 'outbound request timed out',
      response: { mode: 'fail', maxBytes: MAX_OUTBOUND_BYTES, tooLargeMessage: 'outbound response too large' },
    });
    if (r.kind === 'refused') return new Response(`outbound request blocked: ${r.message}`, { status: 403 });
    if (r.kind === 'failed') return new Response(`outbound request failed: ${r.error.message}`, { status: r.blocked ? 403 : 502 });
    const h = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') h.set(k, v);
    const status = r.status ?? 502;
    return new Response(status === 204 || status === 304 ? null : r.body, { status, headers: h });
  };
}
