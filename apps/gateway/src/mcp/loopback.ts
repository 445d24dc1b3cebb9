/**
 * A tool call runs the real API operation through the same pipeline as any HTTP call (docs/decisions/0029):
 * an HTTP request from the gateway to its own {base_url}, on the address the MCP request arrived on
 * (so the same process answers it), carrying the caller's key and an internal marker of its source.
 * The key guard, the scope check, the route limits, the Idempotency-Key, the request log and the
 * audit log all apply as to any request; the marker sets the entries' source to `mcp` and their
 * client address to the MCP request's client (not the gateway's own loopback), and spares the call the
 * plan limit's count (the MCP request counted it).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { state } from '../http/middleware/request-context';
import { BASE_PATH } from '../http/surface';
import type { ApiRequest } from './dry-run';

/** The header of the internal marker; removed from every request on arrival, whether it matched or not. */
export const INTERNAL_SOURCE_HEADER = 'x-platform-internal-source';
/** The MCP request's client address, believed only with the marker; removed from every request on arrival too. */
export const INTERNAL_CLIENT_IP_HEADER = 'x-platform-internal-client-ip';

/**
 * The marker of this process: a random secret made at start, never logged, never sent anywhere but
 * to this process itself. A client cannot forge it (it never sees it); a forged header is dropped.
 */
export class InternalSource {
  private readonly token = randomBytes(32).toString('base64url');

  /** The header value a tool call sends. */
  headerValue(): string {
    return `mcp ${this.token}`;
  }

  /**
   * Middleware, first after the request context: a request carrying the marker has source `mcp` and
   * the client address it names; neither header goes further, whether the marker matched or not.
   */
  middleware() {
    const expected = Buffer.from(this.headerValue());
    return (req: Request, res: Response, next: NextFunction): void => {
      const got = req.headers[INTERNAL_SOURCE_HEADER];
      const clientIp = req.headers[INTERNAL_CLIENT_IP_HEADER];
      delete req.headers[INTERNAL_CLIENT_IP_HEADER];
      if (got !== undefined) {
        delete req.headers[INTERNAL_SOURCE_HEADER];
        const value = Buffer.from(Array.isArray(got) ? got.join(',') : got);
        if (value.length === expected.length && timingSafeEqual(value, expected)) {
          state(res).source = 'mcp';
          state(res).mcpToolCall = true;
          if (typeof clientIp === 'string' && isIP(clientIp)) state(res).clientIp = clientIp;
        }
      }
      next();
    };
  }
}

/** The answer of a call. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, else its text. */
  body: unknown;
}

/** Headers of an answer worth showing the assistant. */
const SHOWN_HEADERS = ['location', 'retry-after', 'idempotency-replay', 'x-request-id'];

/** The origin (scheme, host, port) this request arrived on: where the gateway reaches itself. */
export function selfOriginOf(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const port = req.socket.localPort;
  const host = address.startsWith('::ffff:') ? address.slice(7) : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/** Who makes a tool call: the key as presented, and the MCP request's user agent and client address. */
export interface ApiCaller {
  apiKey: string;
  userAgent?: string;
  clientIp?: string | null;
}

/** Sends `request` to {base_url} of `origin` with the caller's key and the marker; answers what the API answered. */
export async function callApi(origin: string, caller: ApiCaller, marker: InternalSource, request: ApiRequest): Promise<ApiAnswer> {
  const { apiKey, userAgent, clientIp } = caller;
  const res = await fetch(`${origin}${BASE_PATH}${request.pathAndQuery}`, {
    method: request.method,
    headers: {
      ...request.headers,
      'x-api-key': apiKey,
      [INTERNAL_SOURCE_HEADER]: marker.headerValue(),
      ...(clientIp ? { [INTERNAL_CLIENT_IP_HEADER]: clientIp } : {}),
      'user-agent': userAgent ? `${userAgent.slice(0, 200)} (via MCP)` : 'platform-mcp',
    },
    body: request.body === null || request.body === undefined ? undefined : JSON.stringify(request.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  const headers: Record<string, string> = {};
  for (const h of SHOWN_HEADERS) {
    const v = res.headers.get(h);
    if (v !== null) headers[h] = v;
  }
  return { status: res.status, headers, body };
}
