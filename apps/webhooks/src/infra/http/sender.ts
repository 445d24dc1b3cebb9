/**
 * HTTP sender of webhook attempts. Resolves DNS itself and connects only to vetted addresses (a
 * custom `lookup` on node:http, invoked at connect time for every new connection), refuses IP
 * literals outside the public unicast space before connecting, never follows redirects, and bounds
 * every attempt by one overall timeout. node:http is used instead of fetch because it exposes the
 * connect-time lookup without an extra dependency.
 */
import { createGuardedClient, failureText, type AllowList, type Resolver } from '@platform/ssrf';

/** One POST to send. */
export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came back. `status` is undefined when no response arrived. */
export interface SendResult {
  status?: number;
  retryAfter?: string;
  error?: string;
  /** First 1 KiB of the response body. */
  responseBody?: string;
  durationMs: number;
  /** True when the SSRF guard refused the target (no bytes were sent). */
  blocked?: boolean;
  /** Node's error code when no response arrived (`ECONNREFUSED`, `ENOTFOUND`, `ETIMEDOUT` for our own timeout, TLS codes…). */
  code?: string;
}

/** Options of {@link createSender}. */
export interface SenderOptions {
  allowList: AllowList;
  /** Overall attempt timeout (connect + response), ms. */
  timeoutMs: number;
  resolver?: Resolver;
  /** Most sockets kept per origin by the keep-alive agents. */
  maxSocketsPerOrigin?: number;
}

/** Sends one attempt; never throws. */
export type Sender = (req: OutgoingRequest) => Promise<SendResult>;

const RESPONSE_KEEP = 1024;
const RESPONSE_READ_MAX = 64 * 1024;

/** Builds a sender with keep-alive agents whose connections are made only to vetted addresses (@platform/ssrf's client). */
export function createSender(opts: SenderOptions): Sender & { close(): void } {
  const client = createGuardedClient({ allowList: opts.allowList, resolver: opts.resolver, maxSockets: opts.maxSocketsPerOrigin ?? 16 });
  const send = async (req: OutgoingRequest): Promise<SendResult> => {
    const started = Date.now();
    const r = await client.request({
      url: req.url,
      method: 'POST',
      headers: req.headers,
      body: Buffer.from(req.body),
      timeoutMs: opts.timeoutMs,
      timeout: 'total',
      response: { mode: 'truncate', keepBytes: RESPONSE_KEEP, readMaxBytes: RESPONSE_READ_MAX },
    });
    const durationMs = Date.now() - started;
    if (r.kind === 'refused') return { error: r.message, blocked: true, durationMs };
    if (r.kind === 'failed') return { error: failureText(r.error), blocked: r.blocked, code: r.timedOut ? 'ETIMEDOUT' : r.error.code, durationMs };
    const retryAfter = r.headers['retry-after'];
    return { status: r.status, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, responseBody: r.body.toString('utf8'), durationMs };
  };
  return Object.assign(send, { close: () => client.close() });
}
