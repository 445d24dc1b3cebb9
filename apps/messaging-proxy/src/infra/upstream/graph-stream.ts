import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { observeUpstreamCall, upstreamCallOfAnswer, upstreamCallWithoutAnswer, type UpstreamCallObserver } from '@platform/graph';
import type { Logger } from '@platform/logger';

/** Options of {@link GraphStream}. */
export interface GraphStreamOptions {
  /** Graph API origin of the upstream (UPSTREAM_BASE_URL). */
  baseUrl: string;
  /** Version used when the client names none (UPSTREAM_GRAPH_VERSION). */
  defaultVersion: string;
  /** Deadline of an ordinary call. */
  timeoutMs: number;
  /** Deadline of a media upload or download (the bytes take longer). */
  mediaTimeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
  /** Receives every call (the external API log, decision 0250); a streamed answer is recorded unread (no error code). */
  observer?: UpstreamCallObserver;
}

/** A small upstream answer read whole (see {@link GraphStream.call}). */
export interface BufferedAnswer {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  body: Buffer;
}

/** A request body: bytes in memory, or a stream that is piped through without being buffered. */
export type StreamBody = Buffer | Readable | undefined;

/**
 * The pass-through's upstream transport (decision 0210): one Graph call at the version the client
 * asked for (or the default), acting with the owner number's token (sent only in the Authorization
 * header), request and response bodies streamed. It answers the upstream's `Response` unread, so the
 * caller relays it (or reads a small JSON body). No log line carries a token, a URL or a query.
 */
export class GraphStream {
  private readonly origin: string;
  private readonly fetchFn: typeof fetch;
  /** Keep-alive agents of {@link call}: a socket idle for 4 s is closed (undici's default), sooner when the upstream announces a shorter keep-alive. */
  private readonly agents = { http: new HttpAgent({ keepAlive: true, timeout: 4_000 }), https: new HttpsAgent({ keepAlive: true, timeout: 4_000 }) };

  constructor(private readonly opts: GraphStreamOptions) {
    this.origin = opts.baseUrl.replace(/\/+$/, '');
    this.fetchFn = opts.fetch ?? fetch;
  }

  /** Version used when the client names none. */
  get defaultVersion(): string {
    return this.opts.defaultVersion;
  }

  /** `origin/version/path?query` of the upstream. */
  url(version: string, pathAndQuery: string): string {
    return `${this.origin}/${version}/${pathAndQuery.replace(/^\/+/, '')}`;
  }

  /** Whether `url` (a media URL the upstream handed out) may be fetched with a number's token. */
  isUpstreamMediaUrl(url: string): boolean {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return false;
    }
    if (u.origin === new URL(this.origin).origin) return true;
    // The production upstream serves media from its CDN host, always over https.
    return u.protocol === 'https:' && (u.hostname === 'lookaside.fbsbx.com' || u.hostname.endsWith('.fbsbx.com'));
  }

  /**
   * One call: `method version/pathAndQuery` with `token`. A stream body is sent as is (half-duplex),
   * so nothing is held in memory beyond the transport's buffers. Throws when no answer arrives.
   */
  async send(
    method: string,
    version: string,
    pathAndQuery: string,
    token: string,
    opts: { body?: StreamBody; contentType?: string; signal?: AbortSignal; media?: boolean; unobserved?: boolean } = {},
  ): Promise<Response> {
    const hasBody = opts.body !== undefined && method !== 'GET' && method !== 'HEAD' && !(Buffer.isBuffer(opts.body) && opts.body.length === 0);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (hasBody && opts.contentType) headers['content-type'] = opts.contentType;
    const body = !hasBody ? undefined : Buffer.isBuffer(opts.body) ? opts.body : (NodeReadable.toWeb(opts.body as Readable) as ReadableStream<Uint8Array>);
    return this.exchange(method, pathAndQuery, this.url(version, pathAndQuery), opts.unobserved !== true, {
      method,
      headers,
      body,
      ...(body && !Buffer.isBuffer(body) ? { duplex: 'half' } : {}),
      signal: this.signal(opts.media === true, opts.signal),
    } as RequestInit);
  }

  /**
   * One call with an in-memory body (or none) whose answer is read whole: the send path's forward.
   * node:http on keep-alive sockets rather than fetch, which costs several times the CPU per call (its
   * WHATWG streams, request cloning and abort signals were ~7 % of messaging-proxy's CPU per send). The
   * deadline covers the whole exchange, body included. Throws when no complete answer arrives. With a
   * `fetch` given in the options (a test double), goes through it like every other call.
   */
  async call(
    method: string,
    version: string,
    pathAndQuery: string,
    token: string,
    opts: { body?: Buffer; contentType?: string } = {},
  ): Promise<BufferedAnswer> {
    if (this.opts.fetch) {
      const began = performance.now();
      const r = await this.send(method, version, pathAndQuery, token, { ...opts, unobserved: true });
      const answer = { status: r.status, ok: r.ok, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
      this.observeAnswer(method, pathAndQuery, began, answer);
      return answer;
    }
    const startedAt = performance.now();
    const url = new URL(this.url(version, pathAndQuery));
    const secure = url.protocol === 'https:';
    const hasBody = opts.body !== undefined && opts.body.length > 0 && method !== 'GET' && method !== 'HEAD';
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (hasBody) {
      if (opts.contentType) headers['content-type'] = opts.contentType;
      headers['content-length'] = String(opts.body!.length);
    }
    try {
      const answer = await new Promise<BufferedAnswer>((resolve, reject) => {
        const req = (secure ? httpsRequest : httpRequest)(url, { method, headers, agent: secure ? this.agents.https : this.agents.http });
        const timer = setTimeout(() => req.destroy(Object.assign(new Error('upstream deadline passed'), { name: 'TimeoutError' })), this.opts.timeoutMs);
        const fail = (err: Error) => {
          clearTimeout(timer);
          reject(err);
        };
        req.on('response', (res: IncomingMessage) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => {
            clearTimeout(timer);
            const status = res.statusCode ?? 502;
            const get = (name: string) => {
              const v = res.headers[name.toLowerCase()];
              return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
            };
            resolve({ status, ok: status >= 200 && status < 300, headers: { get }, body: Buffer.concat(parts) });
          });
          res.on('error', fail);
          // The socket closed before the answer was complete.
          res.on('aborted', () => fail(new Error('upstream answer incomplete')));
        });
        req.on('error', fail);
        req.end(hasBody ? opts.body : undefined);
      });
      this.observeAnswer(method, pathAndQuery, startedAt, answer);
      return answer;
    } catch (err) {
      observeUpstreamCall(this.opts.observer, upstreamCallWithoutAnswer(method, pathAndQuery, startedAt, err));
      this.opts.logger.warn(
        { method, path: pathAndQuery.replace(/^\/+/, '').split('?')[0], err: (err as Error).name },
        'pass-through: upstream call failed without an answer',
      );
      throw err;
    }
  }

  /**
   * POSTs a streamed body (a media upload) with node:http, piping `body` into the socket with
   * backpressure and no intermediate copies; resolves with the upstream's (small) answer read whole.
   * Rejects when no answer arrives (transport error, deadline, `signal`).
   */
  async upload(
    version: string,
    pathAndQuery: string,
    token: string,
    body: Readable,
    contentType: string,
    signal?: AbortSignal,
  ): Promise<{ status: number; contentType: string; body: Buffer }> {
    const url = new URL(this.url(version, pathAndQuery));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const startedAt = performance.now();
    try {
      const answer = await new Promise<{ status: number; contentType: string; body: Buffer; trace: string | null }>((resolve, reject) => {
        const req = send(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'transfer-encoding': 'chunked' },
          signal: this.signal(true, signal),
        });
        req.on('response', (res: IncomingMessage) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 502,
              contentType: String(res.headers['content-type'] ?? 'application/json'),
              body: Buffer.concat(parts),
              trace: typeof res.headers['x-fb-trace-id'] === 'string' ? res.headers['x-fb-trace-id'] : null,
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        pipeline(body, req).catch((err: unknown) => {
          // The upstream may answer (an early refusal) before the body is through; the answer wins.
          if (!req.writableFinished) req.destroy(err as Error);
        });
      });
      observeUpstreamCall(this.opts.observer, upstreamCallOfAnswer('POST', pathAndQuery, answer.status, startedAt, answer.trace, answer.body));
      return { status: answer.status, contentType: answer.contentType, body: answer.body };
    } catch (err) {
      observeUpstreamCall(this.opts.observer, upstreamCallWithoutAnswer('POST', pathAndQuery, startedAt, err));
      this.opts.logger.warn(
        { method: 'POST', path: pathAndQuery.split('?')[0], err: (err as Error).name },
        'pass-through: upstream call failed without an answer',
      );
      throw err;
    }
  }

  /** GETs the bytes of an upstream media URL with the owner's token; the body is left unread for streaming. */
  fetchMedia(url: string, token: string, signal?: AbortSignal): Promise<Response> {
    return this.exchange('GET', '(media url)', url, true, { method: 'GET', headers: { authorization: `Bearer ${token}` }, signal: this.signal(true, signal) });
  }

  private signal(media: boolean, extra?: AbortSignal): AbortSignal {
    const deadline = AbortSignal.timeout(media ? this.opts.mediaTimeoutMs : this.opts.timeoutMs);
    return extra ? AbortSignal.any([deadline, extra]) : deadline;
  }

  /** Records a buffered answer, its error envelope included. */
  private observeAnswer(method: string, pathAndQuery: string, startedAt: number, a: BufferedAnswer): void {
    observeUpstreamCall(this.opts.observer, upstreamCallOfAnswer(method, pathAndQuery, a.status, startedAt, a.headers.get('x-fb-trace-id'), a.body));
  }

  private async exchange(method: string, path: string, url: string, observed: boolean, init: RequestInit): Promise<Response> {
    const startedAt = performance.now();
    try {
      const res = await this.fetchFn(url, init);
      // The answer is relayed unread (streamed): recorded with its status and trace header, until its headers arrived.
      if (observed)
        observeUpstreamCall(this.opts.observer, upstreamCallOfAnswer(method, path, res.status, startedAt, res.headers.get('x-fb-trace-id'), undefined));
      return res;
    } catch (err) {
      if (observed) observeUpstreamCall(this.opts.observer, upstreamCallWithoutAnswer(method, path, startedAt, err));
      this.opts.logger.warn(
        { method, path: path.replace(/^\/+/, '').split('?')[0], err: (err as Error).name },
        'pass-through: upstream call failed without an answer',
      );
      throw err;
    }
  }
}
