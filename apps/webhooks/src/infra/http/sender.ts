/**
 * HTTP sender of webhook attempts. Resolves DNS itself and connects only to vetted addresses (a
 * custom `lookup` on node:http, invoked at connect time for every new connection), refuses IP
 * literals outside the public unicast space before connecting, never follows redirects, and bounds
 * every attempt by one overall timeout. node:http is used instead of fetch because it exposes the
 * connect-time lookup without an extra dependency.
 */
import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, createGuardedLookup, literalHostRefusal, type AllowList, type Resolver } from '@platform/ssrf';

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

/** Builds a sender with keep-alive agents whose connections are made only to vetted addresses. */
export function createSender(opts: SenderOptions): Sender & { close(): void } {
  const lookup = createGuardedLookup(opts.allowList, opts.resolver);
  const agentOpts = { keepAlive: true, maxSockets: opts.maxSocketsPerOrigin ?? 16, lookup };
  const httpAgent = new http.Agent(agentOpts);
  const httpsAgent = new https.Agent(agentOpts);

  const send = (req: OutgoingRequest): Promise<SendResult> => {
    const started = Date.now();
    const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Date.now() - started });
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return Promise.resolve(done({ error: 'invalid url', blocked: true }));
    }
    const refusal = literalHostRefusal(url, opts.allowList);
    if (refusal) return Promise.resolve(done({ error: refusal, blocked: true }));
    const isHttps = url.protocol === 'https:';
    if (!isHttps && url.protocol !== 'http:') return Promise.resolve(done({ error: 'unsupported scheme', blocked: true }));
    return new Promise((resolve) => {
      let settled = false;
      const finish = (r: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(r));
      };
      const body = Buffer.from(req.body);
      const request = (isHttps ? https : http).request(
        url,
        { method: 'POST', agent: isHttps ? httpsAgent : httpAgent, headers: { ...req.headers, 'content-length': String(body.length) } },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size <= RESPONSE_KEEP + c.length) chunks.push(c);
            if (size > RESPONSE_READ_MAX) res.destroy();
          });
          const complete = () =>
            finish({
              status: res.statusCode,
              retryAfter: typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined,
              responseBody: Buffer.concat(chunks).subarray(0, RESPONSE_KEEP).toString('utf8'),
            });
          res.on('end', complete);
          res.on('close', complete);
          res.on('error', complete);
        },
      );
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        request.destroy(new Error(`timeout after ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      request.on('error', (err: NodeJS.ErrnoException) => {
        const blocked = err instanceof BlockedTargetError;
        finish({ error: blocked ? err.message : err.message || err.code || 'connection error', blocked, code: timedOut ? 'ETIMEDOUT' : err.code });
      });
      request.end(body);
    });
  };
  return Object.assign(send, {
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  });
}
