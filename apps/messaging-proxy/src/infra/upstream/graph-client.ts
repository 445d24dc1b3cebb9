import type { Logger } from '@platform/logger';

/** An error answered by (or on the way to) the upstream Graph API. Never carries the token. */
export class UpstreamError extends Error {
  /** HTTP status; 0 when no answer arrived (network error or timeout). */
  readonly status: number;
  /** Graph error code (190 token, 100 parameter/object, ...); undefined when the body was not a Graph error. */
  readonly code: number | undefined;
  readonly subcode: number | undefined;
  readonly type: string | undefined;
  readonly fbtraceId: string | undefined;
  /** The upstream body as received (Graph envelope or other). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'UpstreamError';
    this.status = status;
    this.body = body;
    const e = (body as { error?: Record<string, unknown> } | undefined)?.error;
    this.code = typeof e?.code === 'number' ? e.code : undefined;
    this.subcode = typeof e?.error_subcode === 'number' ? e.error_subcode : undefined;
    this.type = typeof e?.type === 'string' ? e.type : undefined;
    this.fbtraceId = typeof e?.fbtrace_id === 'string' ? e.fbtrace_id : undefined;
  }

  /** Invalid or expired access token (Graph 190, 102). */
  get isTokenError(): boolean {
    return this.code === 190 || this.code === 102;
  }

  /** No usable answer: network failure, timeout, or a 5xx without a Graph client error. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500 || this.code === 2 || this.code === 1;
  }
}

/** A raw upstream answer (pass-through). */
export interface RawUpstreamResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Options of {@link GraphClient}. */
export interface GraphClientOptions {
  baseUrl: string;
  version: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * The one small wrapper around the upstream Graph API. Tokens travel only in the Authorization
 * header (never in URLs, so no log or proxy sees them); the app token is used for debug_token.
 */
export class GraphClient {
  constructor(private readonly opts: GraphClientOptions) {}

  private url(path: string, query?: Record<string, string>): string {
    const u = new URL(`${this.opts.baseUrl.replace(/\/$/, '')}/${this.opts.version}/${path.replace(/^\//, '')}`);
    for (const [k, v] of Object.entries(query ?? {})) u.searchParams.set(k, v);
    return u.toString();
  }

  private async call<T>(method: string, path: string, token: string, opts: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.url(path, opts.query), {
        method,
        headers: { authorization: `Bearer ${token}`, ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      this.opts.logger.warn({ method, path: path.split('?')[0], timeout }, 'upstream call failed without an answer');
      throw new UpstreamError(0, timeout ? 'The upstream network did not answer in time' : 'The upstream network could not be reached', undefined);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // Non-JSON answer (a load balancer page): kept as text.
    }
    if (!res.ok) {
      const msg = (body as { error?: { message?: string } })?.error?.message ?? `Upstream answered HTTP ${res.status}`;
      throw new UpstreamError(res.status, msg, body);
    }
    return body as T;
  }

  /** `GET /{phone_number_id}?fields=...`. */
  getPhoneNumber(token: string, phoneNumberId: string, fields: string[]): Promise<Record<string, unknown>> {
    return this.call('GET', encodeURIComponent(phoneNumberId), token, { query: { fields: fields.join(',') } });
  }

  /** `GET /{waba_id}/phone_numbers` (ids only). */
  async listWabaNumberIds(token: string, wabaId: string): Promise<string[]> {
    const ids: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 20; page++) {
      const q: Record<string, string> = { fields: 'id', limit: '100' };
      if (after) q.after = after;
      const res = await this.call<{ data?: Array<{ id: string }>; paging?: { cursors?: { after?: string }; next?: string } }>('GET', `${encodeURIComponent(wabaId)}/phone_numbers`, token, { query: q });
      ids.push(...(res.data ?? []).map((d) => String(d.id)));
      after = res.paging?.next ? res.paging.cursors?.after : undefined;
      if (!after) break;
    }
    return ids;
  }

  /** `POST /{waba_id}/subscribed_apps`: subscribes the platform app to the account's webhooks. */
  subscribeApp(token: string, wabaId: string): Promise<unknown> {
    return this.call('POST', `${encodeURIComponent(wabaId)}/subscribed_apps`, token);
  }

  /** `GET /{waba_id}/subscribed_apps`: app ids subscribed to the account's webhooks. */
  async subscribedAppIds(token: string, wabaId: string): Promise<string[]> {
    const res = await this.call<{ data?: Array<{ whatsapp_business_api_data?: { id?: string } }> }>('GET', `${encodeURIComponent(wabaId)}/subscribed_apps`, token);
    return (res.data ?? []).map((d) => String(d.whatsapp_business_api_data?.id ?? ''));
  }

  /** `GET /debug_token` with the app token: is `token` valid, and for which app. */
  async debugToken(token: string): Promise<{ is_valid: boolean; app_id?: string; error?: { code?: number; message?: string } }> {
    const res = await this.call<{ data?: { is_valid?: boolean; app_id?: string; error?: { code?: number; message?: string } } }>(
      'GET',
      'debug_token',
      `${this.opts.appId}|${this.opts.appSecret}`,
      { query: { input_token: token } },
    );
    return { is_valid: res.data?.is_valid === true, app_id: res.data?.app_id, error: res.data?.error };
  }

  /** `POST /{phone_number_id}` with `new_display_name`: files a display name change for review. */
  requestDisplayName(token: string, phoneNumberId: string, name: string): Promise<unknown> {
    return this.call('POST', encodeURIComponent(phoneNumberId), token, { body: { new_display_name: name } });
  }

  /**
   * Raw pass-through ({proxy_url}): forwards method, path, query and body with the number's
   * token, and returns the upstream status and body unchanged (errors included).
   */
  async forward(method: string, pathAndQuery: string, token: string, body: Buffer | undefined, contentType: string | undefined): Promise<RawUpstreamResponse> {
    const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/${this.opts.version}/${pathAndQuery.replace(/^\//, '')}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
      body: body && body.length > 0 && method !== 'GET' && method !== 'HEAD' ? body : undefined,
      signal: AbortSignal.timeout(this.opts.timeoutMs),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body: Buffer.from(await res.arrayBuffer()) };
  }
}
