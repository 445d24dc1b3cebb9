import type { Logger } from '@platform/logger';
import { errorOfAnswer, errorOfNoAnswer, parseRetryAfter, type AnswerMeta } from './graph-error';
import { observeUpstreamCall, upstreamCallOfAnswer, upstreamCallWithoutAnswer, type UpstreamCallObserver } from './upstream-call';

/** HTTP methods the upstream Graph API uses. */
export type GraphMethod = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH' | 'HEAD';

/** Options of {@link GraphClient}. */
export interface GraphClientOptions {
  /** Upstream origin, e.g. `https://graph.facebook.com` (a trailing slash is ignored). */
  baseUrl: string;
  /** API version path segment, e.g. `v24.0`. */
  version: string;
  /** Deadline of every call unless the call sets its own. */
  timeoutMs: number;
  /** Receives one warning per call that got no answer (method and path only, never the query). */
  logger?: Logger;
  /** The fetch implementation (tests); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Receives every call made, answered or not (the external API log, decision 0250). */
  observer?: UpstreamCallObserver;
}

/** Per-call options of {@link GraphClient.request}. */
export interface GraphRequestOptions {
  /** Query parameters (set on the URL; Graph reads POST parameters from the query too). */
  query?: Record<string, string>;
  /** A JSON body (sent with `content-type: application/json`). */
  body?: unknown;
  /** This call's deadline, replacing the client's default. */
  timeoutMs?: number;
}

/** Per-call options of {@link GraphClient.forward}. */
export interface GraphForwardOptions {
  /** The body, sent as is (ignored for GET and HEAD, and when empty). */
  body?: Buffer;
  contentType?: string;
  /** This call's deadline, replacing the client's default. */
  timeoutMs?: number;
}

/** A raw upstream answer, errors included (pass-through). */
export interface RawGraphResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * The one client of the upstream Graph API (docs/decisions/0007-upstream-graph-client.md). Each
 * call takes the bearer token it acts with, sent only in the Authorization header; no log line or
 * error carries a token, a URL or a query string. Each call has a deadline. A failure is always a `GraphError`:
 * parsed envelope, category and retry hint, or a transport/timeout kind when no answer arrived.
 * Services build their own operations (the endpoints they call) on {@link request}.
 */
export class GraphClient {
  private readonly root: string;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: GraphClientOptions) {
    this.root = `${opts.baseUrl.replace(/\/+$/, '')}/${opts.version}`;
    this.fetchFn = opts.fetch ?? fetch;
  }

  /** The absolute URL of `path` (with or without a leading slash) under the base URL and version. */
  url(path: string, query?: Record<string, string>): string {
    const u = new URL(`${this.root}/${path.replace(/^\/+/, '')}`);
    for (const [k, v] of Object.entries(query ?? {})) u.searchParams.set(k, v);
    return u.toString();
  }

  /**
   * Calls `method path` with `token` and returns the parsed JSON body of a success (`{}` when
   * empty). Throws a `GraphError` for an error envelope (whatever the status), an error
   * status, a success whose body is not JSON, no answer, or a deadline passed (reading included).
   */
  async request<T = Record<string, unknown>>(token: string, method: GraphMethod, path: string, opts: GraphRequestOptions = {}): Promise<T> {
    const hasBody = opts.body !== undefined;
    const init: RequestInit = {
      method,
      headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(opts.body) : undefined,
    };
    const startedAt = performance.now();
    const { res, data: text } = await this.exchange(method, path, this.url(path, opts.query), opts.timeoutMs, init, (r) => r.text(), startedAt);
    observeUpstreamCall(this.opts.observer, upstreamCallOfAnswer(method, path, res.status, startedAt, res.headers.get('x-fb-trace-id'), text));
    let body: unknown = text;
    let parsed = true;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON (a load balancer page, say): kept as text for the error.
      parsed = false;
    }
    const failure = errorOfAnswer(answerMeta(res), body, parsed);
    if (failure) throw failure;
    return body as T;
  }

  /**
   * Forwards a request as is (`pathAndQuery` under the base URL and version) and returns the
   * upstream's status, content type and body unchanged, error answers included. Throws a
   * `GraphError` (`transport` or `timeout`) only when no complete answer arrived.
   */
  async forward(token: string, method: string, pathAndQuery: string, opts: GraphForwardOptions = {}): Promise<RawGraphResponse> {
    const send = opts.body && opts.body.length > 0 && method !== 'GET' && method !== 'HEAD';
    const init: RequestInit = {
      method,
      headers: { authorization: `Bearer ${token}`, ...(opts.contentType ? { 'content-type': opts.contentType } : {}) },
      body: send ? opts.body : undefined,
    };
    const url = `${this.root}/${pathAndQuery.replace(/^\/+/, '')}`;
    const startedAt = performance.now();
    const { res, data } = await this.exchange(method, pathAndQuery, url, opts.timeoutMs, init, async (r) => Buffer.from(await r.arrayBuffer()), startedAt);
    observeUpstreamCall(this.opts.observer, upstreamCallOfAnswer(method, pathAndQuery, res.status, startedAt, res.headers.get('x-fb-trace-id'), data));
    return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body: data };
  }

  /**
   * One HTTP exchange whose deadline covers the whole answer (reading the body included); no
   * complete answer → GraphError. `path` is for the log line only (its query is dropped).
   */
  private async exchange<R>(
    method: string,
    path: string,
    url: string,
    timeoutMs: number | undefined,
    init: RequestInit,
    read: (res: Response) => Promise<R>,
    startedAt: number,
  ): Promise<{ res: Response; data: R }> {
    const deadline = timeoutMs ?? this.opts.timeoutMs;
    try {
      const res = await this.fetchFn(url, { ...init, signal: AbortSignal.timeout(deadline) });
      return { res, data: await read(res) };
    } catch (err) {
      const failure = errorOfNoAnswer(err);
      observeUpstreamCall(this.opts.observer, upstreamCallWithoutAnswer(method, path, startedAt, failure));
      this.opts.logger?.warn(
        { method, path: path.replace(/^\/+/, '').split('?')[0], kind: failure.kind, timeoutMs: deadline },
        'upstream call failed without an answer',
      );
      throw failure;
    }
  }
}

function answerMeta(res: Response): AnswerMeta {
  return {
    httpStatus: res.status,
    headerTraceId: res.headers.get('x-fb-trace-id') ?? undefined,
    retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), Date.now()),
  };
}
