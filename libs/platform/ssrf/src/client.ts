import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, createGuardedLookup, literalHostRefusal, type Resolver } from './lookup';
import type { AllowList } from './policy';

/** Options of {@link createGuardedClient}. */
export interface GuardedClientOptions {
  allowList: AllowList;
  /** DNS resolver (tests stub it, e.g. to simulate rebinding); the system resolver by default. */
  resolver?: Resolver;
  /** Most sockets per origin of the keep-alive agents; unlimited when unset. */
  maxSockets?: number;
}

/**
 * How much of an answer is read, and what a long or broken answer is:
 * - `truncate`: the first `keepBytes` are kept, reading stops after `readMaxBytes`, and an answer cut
 *   short (stopped, reset mid-body) is still an answer with what arrived;
 * - `fail`: the whole body up to `maxBytes`; a longer one (failure `tooLargeMessage`) or one broken
 *   mid-body is a failure.
 */
export type ResponseLimit = { mode: 'truncate'; keepBytes: number; readMaxBytes: number } | { mode: 'fail'; maxBytes: number; tooLargeMessage: string };

/** One outbound request. */
export interface GuardedRequest {
  url: string | URL;
  method: string;
  headers?: Record<string, string>;
  /** Sent with its `content-length`. */
  body?: Buffer;
  timeoutMs: number;
  /** `total` bounds the whole exchange (connect, answer, body); `idle` bounds socket inactivity (node's `timeout`). */
  timeout: 'total' | 'idle';
  /** Message of the error a timeout fails with; `timeout after <ms> ms` by default. */
  timeoutMessage?: string;
  /** Aborting cancels the request (error `cancelled`). */
  signal?: AbortSignal;
  response: ResponseLimit;
}

/** What came of a request. Redirects are never followed: a 3xx is an answer like any other. */
export type GuardedResult =
  | { kind: 'response'; status: number | undefined; headers: http.IncomingHttpHeaders; body: Buffer }
  /** Refused before any connection: not a URL (`invalid url`), an IP literal outside the public space, not http(s) (`unsupported scheme`). */
  | { kind: 'refused'; message: string }
  /** No (complete) answer: connection error, the guard refusing the resolved address (`blocked`), timeout, cancel, too large. */
  | { kind: 'failed'; error: NodeJS.ErrnoException; blocked: boolean; timedOut: boolean };

/** The usual text of a failure: its message, else its code, else `connection error`. */
export function failureText(err: NodeJS.ErrnoException): string {
  return err.message || err.code || 'connection error';
}

/**
 * The one SSRF-guarded outbound HTTP client of the platform (webhook deliveries, forwards to a
 * number's destination, workflow webhook nodes, agent webhook tools, functions' fetch). Keep-alive
 * agents connect only through {@link createGuardedLookup} (every resolved address is checked on every
 * new connection, so DNS rebinding cannot slip a private address in), IP literals are vetted before
 * connecting, redirects are never followed, a deadline bounds each request and the answer is read
 * up to a limit. It never throws: every outcome is a {@link GuardedResult}. node:http rather than
 * fetch because it exposes the connect-time lookup without another dependency.
 */
export function createGuardedClient(opts: GuardedClientOptions): { request(req: GuardedRequest): Promise<GuardedResult>; close(): void } {
  const lookup = createGuardedLookup(opts.allowList, opts.resolver);
  const agentOpts = opts.maxSockets === undefined ? { keepAlive: true, lookup } : { keepAlive: true, maxSockets: opts.maxSockets, lookup };
  const agents = { http: new http.Agent(agentOpts), https: new https.Agent(agentOpts) };

  const request = (req: GuardedRequest): Promise<GuardedResult> => {
    let url: URL;
    try {
      url = typeof req.url === 'string' ? new URL(req.url) : req.url;
    } catch {
      return Promise.resolve({ kind: 'refused', message: 'invalid url' });
    }
    const refusal = literalHostRefusal(url, opts.allowList);
    if (refusal) return Promise.resolve({ kind: 'refused', message: refusal });
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') return Promise.resolve({ kind: 'refused', message: 'unsupported scheme' });
    const timeoutMessage = req.timeoutMessage ?? `timeout after ${req.timeoutMs} ms`;
    return new Promise((resolve) => {
      let settled = false;
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = (r: GuardedResult) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        req.signal?.removeEventListener('abort', onAbort);
        resolve(r);
      };
      const fail = (err: NodeJS.ErrnoException) => finish({ kind: 'failed', error: err, blocked: err instanceof BlockedTargetError, timedOut });
      const headers: Record<string, string> = { ...(req.headers ?? {}) };
      if (req.body !== undefined) headers['content-length'] = String(req.body.length);
      const options: http.RequestOptions = { method: req.method, agent: secure ? agents.https : agents.http, headers };
      if (req.timeout === 'idle') options.timeout = req.timeoutMs;
      const limit = req.response;
      const out = (secure ? https : http).request(url, options, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = (body: Buffer) => finish({ kind: 'response', status: res.statusCode, headers: res.headers, body });
        if (limit.mode === 'truncate') {
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size <= limit.keepBytes + c.length) chunks.push(c);
            if (size > limit.readMaxBytes) res.destroy();
          });
          const complete = () => answer(Buffer.concat(chunks).subarray(0, limit.keepBytes));
          res.on('end', complete);
          res.on('close', complete);
          res.on('error', complete);
        } else {
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > limit.maxBytes) res.destroy(new Error(limit.tooLargeMessage));
            else chunks.push(c);
          });
          res.on('end', () => answer(Buffer.concat(chunks)));
          res.on('error', fail);
        }
      });
      const onAbort = () => out.destroy(new Error('cancelled'));
      req.signal?.addEventListener('abort', onAbort);
      if (req.timeout === 'total') {
        timer = setTimeout(() => {
          timedOut = true;
          out.destroy(new Error(timeoutMessage));
        }, req.timeoutMs);
      } else {
        out.on('timeout', () => {
          timedOut = true;
          out.destroy(new Error(timeoutMessage));
        });
      }
      out.on('error', fail);
      out.end(req.body);
    });
  };

  return {
    request,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
