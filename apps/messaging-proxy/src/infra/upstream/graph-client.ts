import { GraphClient as GraphApi, type GraphMethod, type RawGraphResponse, type UpstreamCallObserver } from '@platform/graph';
import type { Logger } from '@platform/logger';

/** A raw upstream answer (pass-through). */
export type RawUpstreamResponse = RawGraphResponse;

/** Options of {@link GraphClient}. */
export interface GraphClientOptions {
  baseUrl: string;
  version: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
  logger: Logger;
  /** Receives every call (the external API log, decision 0250). */
  observer?: UpstreamCallObserver;
}

/**
 * Messaging-proxy's upstream operations (the Graph endpoints it calls), built on @platform/graph:
 * request, deadline, envelope parsing and classification are the library's (docs/decisions/0007),
 * every failure is its `GraphError`, read by `usecases/upstream-errors.ts`. Tokens travel only in
 * the Authorization header; the app token (`app_id|app_secret`) is used for debug_token.
 */
export class GraphClient {
  private readonly api: GraphApi;

  constructor(private readonly opts: GraphClientOptions) {
    this.api = new GraphApi({ baseUrl: opts.baseUrl, version: opts.version, timeoutMs: opts.timeoutMs, logger: opts.logger, observer: opts.observer });
  }

  private call<T>(method: GraphMethod, path: string, token: string, opts: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
    return this.api.request<T>(token, method, path, opts);
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
      const res = await this.call<{ data?: Array<{ id: string }>; paging?: { cursors?: { after?: string }; next?: string } }>(
        'GET',
        `${encodeURIComponent(wabaId)}/phone_numbers`,
        token,
        { query: q },
      );
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
    const res = await this.call<{ data?: Array<{ whatsapp_business_api_data?: { id?: string } }> }>(
      'GET',
      `${encodeURIComponent(wabaId)}/subscribed_apps`,
      token,
    );
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

  /**
   * `GET /oauth/access_token?client_id&client_secret&code`: exchanges an embedded signup code (30 s,
   * single use) for the business's token. The app credentials travel in the query, as the upstream
   * documents (the app token rides as the bearer, as for debug_token; the log line drops the query).
   */
  async exchangeCode(code: string): Promise<string> {
    const res = await this.api.request<{ access_token?: string }>(`${this.opts.appId}|${this.opts.appSecret}`, 'GET', 'oauth/access_token', {
      query: { client_id: this.opts.appId, client_secret: this.opts.appSecret, code },
    });
    if (typeof res.access_token !== 'string' || !res.access_token) throw new Error('the code exchange answered no access_token');
    return res.access_token;
  }

  /** `GET /debug_token` with the app token: the ids the token's `whatsapp_business_management` scope targets (null: no granular scopes shown). */
  async tokenTargets(token: string): Promise<string[] | null> {
    const res = await this.call<{ data?: { granular_scopes?: Array<{ scope?: string; target_ids?: string[] }> } }>(
      'GET',
      'debug_token',
      `${this.opts.appId}|${this.opts.appSecret}`,
      { query: { input_token: token } },
    );
    const scopes = res.data?.granular_scopes;
    if (!Array.isArray(scopes)) return null;
    const mgmt = scopes.find((s) => s.scope === 'whatsapp_business_management');
    return mgmt ? (mgmt.target_ids ?? []).map(String) : [];
  }

  /** `GET /{waba_id}/phone_numbers` with the fields onboarding reads (first page: a signup WABA holds a handful). */
  async listWabaNumbers(token: string, wabaId: string): Promise<Array<Record<string, unknown>>> {
    const res = await this.call<{ data?: Array<Record<string, unknown>> }>('GET', `${encodeURIComponent(wabaId)}/phone_numbers`, token, {
      query: { fields: 'id,display_phone_number,verified_name,code_verification_status,status,is_on_biz_app', limit: '100' },
    });
    return res.data ?? [];
  }

  /** `POST /{phone_number_id}/register {messaging_product, pin}`: registers a number for the Cloud API with its two-step PIN. */
  registerNumber(token: string, phoneNumberId: string, pin: string): Promise<unknown> {
    return this.call('POST', `${encodeURIComponent(phoneNumberId)}/register`, token, { body: { messaging_product: 'whatsapp', pin } });
  }

  /** `POST /{phone_number_id}/smb_app_data {messaging_product, sync_type}`: coexistence's one-time contacts or history sync. */
  syncBusinessAppData(token: string, phoneNumberId: string, syncType: 'smb_app_state_sync' | 'history'): Promise<unknown> {
    return this.call('POST', `${encodeURIComponent(phoneNumberId)}/smb_app_data`, token, { body: { messaging_product: 'whatsapp', sync_type: syncType } });
  }

  /** `POST /{phone_number_id}/settings` with `calling.status`: switches the number's calling on or off (calls_enabled, issue 14). */
  setCallingStatus(token: string, phoneNumberId: string, enabled: boolean): Promise<unknown> {
    return this.call('POST', `${encodeURIComponent(phoneNumberId)}/settings`, token, { body: { calling: { status: enabled ? 'ENABLED' : 'DISABLED' } } });
  }

  /** `POST /{phone_number_id}` with `new_display_name`: files a display name change for review. */
  requestDisplayName(token: string, phoneNumberId: string, name: string): Promise<unknown> {
    return this.call('POST', encodeURIComponent(phoneNumberId), token, { body: { new_display_name: name } });
  }

  /**
   * Raw pass-through ({proxy_url}): forwards method, path, query and body with the number's
   * token, and returns the upstream status and body unchanged (errors included).
   */
  forward(method: string, pathAndQuery: string, token: string, body: Buffer | undefined, contentType: string | undefined): Promise<RawUpstreamResponse> {
    return this.api.forward(token, method, pathAndQuery, { body, contentType });
  }
}
