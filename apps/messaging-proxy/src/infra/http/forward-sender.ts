import { createGuardedClient, failureText, type AllowList, type Resolver } from '@platform/ssrf';

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
  const client = createGuardedClient({ allowList: opts.allowList, resolver: opts.resolver, maxSockets: 8 });
  const send: ForwardSender = async (req) => {
    const r = await client.request({
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: req.body,
      timeoutMs: opts.timeoutMs,
      timeout: 'total',
      response: { mode: 'truncate', keepBytes: KEEP, readMaxBytes: 64 * 1024 },
    });
    if (r.kind === 'refused') return { error: r.message, blocked: true };
    if (r.kind === 'failed') return { error: failureText(r.error), blocked: r.blocked };
    return { status: r.status, body: r.body.toString('utf8') };
  };
  return Object.assign(send, { close: () => client.close() });
}
