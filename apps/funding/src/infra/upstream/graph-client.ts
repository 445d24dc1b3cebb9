/**
 * The funding service's one wrapper around the upstream Graph API: the few calls funding needs,
 * with a timeout on each and every failure classified into an error kind (docs/decisions/0101).
 * Provider messages never leave this module; only the kind, the numeric code and the trace id do.
 */

/** Error kinds of upstream failures (extensible; part of the public error_kind values). */
export type UpstreamErrorKind =
  | 'upstream_unavailable'
  | 'upstream_rate_limited'
  | 'upstream_auth_failed'
  | 'upstream_permission_denied'
  | 'upstream_not_found'
  | 'upstream_rejected';

/** A failed upstream call, classified. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly code: number | null,
    readonly traceId: string | null,
    /** Graph `error_data.details` / message, for logs only. */
    readonly detail: string,
  ) {
    super(`upstream ${kind}${code !== null ? ` (${code})` : ''}`);
    this.name = 'UpstreamError';
  }

  /** True for failures that may pass if retried later (outage, timeout, throttling). */
  get transient(): boolean {
    return this.kind === 'upstream_unavailable' || this.kind === 'upstream_rate_limited';
  }
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80007, 130429]);
const AUTH_CODES = new Set([0, 102, 104, 190]);
const SERVER_CODES = new Set([1, 2, 131000, 131016, 131057, 133004, 133005]);

/** Classifies a Graph error (code, subcode, HTTP status) into a kind. */
export function classifyGraphError(code: number, subcode: number | undefined, httpStatus: number): UpstreamErrorKind {
  if (RATE_LIMIT_CODES.has(code)) return 'upstream_rate_limited';
  if (AUTH_CODES.has(code)) return 'upstream_auth_failed';
  if (SERVER_CODES.has(code) || httpStatus >= 500) return 'upstream_unavailable';
  if (code === 10 || (code >= 200 && code <= 299)) return 'upstream_permission_denied';
  if (code === 100 && subcode === 33) return 'upstream_not_found';
  return 'upstream_rejected';
}

/** A WhatsApp Business Account as funding reads it. */
export interface UpstreamWaba {
  id: string;
  currency: string | null;
  ownerBusinessId: string | null;
  primaryFundingId: string | null;
}

/** A credit allocation config as funding reads it. */
export interface UpstreamAllocation {
  id: string;
  requestStatus: string;
  receivingCredentialId: string | null;
}

/** Options of {@link GraphClient}. */
export interface GraphClientOptions {
  baseUrl: string;
  graphVersion: string;
  timeoutMs: number;
}

/** Minimal typed Graph client for funding. Every method takes the solution's access token. */
export class GraphClient {
  constructor(private readonly opts: GraphClientOptions) {}

  /** `GET /{waba_id}`: currency, owner portfolio and funding id in use. */
  async getWaba(token: string, wabaId: string): Promise<UpstreamWaba> {
    const body = await this.request(token, 'GET', `/${wabaId}`, { fields: 'id,currency,owner_business_info,primary_funding_id' });
    const owner = body.owner_business_info as { id?: string } | undefined;
    return {
      id: String(body.id ?? wabaId),
      currency: typeof body.currency === 'string' ? body.currency : null,
      ownerBusinessId: owner?.id ? String(owner.id) : null,
      primaryFundingId: typeof body.primary_funding_id === 'string' ? body.primary_funding_id : null,
    };
  }

  /** `POST /{credit_line_id}/whatsapp_credit_sharing_and_attach`: shares the credit line with the account. */
  async shareCreditLine(token: string, creditLineId: string, wabaId: string, wabaCurrency: string): Promise<{ allocationConfigId: string }> {
    const body = await this.request(token, 'POST', `/${creditLineId}/whatsapp_credit_sharing_and_attach`, { waba_id: wabaId, waba_currency: wabaCurrency });
    const id = body.allocation_config_id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new UpstreamError('upstream_rejected', null, null, 'no allocation_config_id in the answer');
    return { allocationConfigId: String(id) };
  }

  /** `GET /{allocation_config_id}`: request_status and the receiving credential. */
  async getAllocation(token: string, allocationConfigId: string): Promise<UpstreamAllocation> {
    const body = await this.request(token, 'GET', `/${allocationConfigId}`, { fields: 'id,request_status,receiving_credential' });
    const cred = body.receiving_credential as { id?: string } | undefined;
    return { id: String(body.id ?? allocationConfigId), requestStatus: String(body.request_status ?? ''), receivingCredentialId: cred?.id ? String(cred.id) : null };
  }

  /** `DELETE /{allocation_config_id}`: revokes the sharing. */
  async deleteAllocation(token: string, allocationConfigId: string): Promise<void> {
    await this.request(token, 'DELETE', `/${allocationConfigId}`, {});
  }

  private async request(token: string, method: string, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${this.opts.baseUrl.replace(/\/$/, '')}/${this.opts.graphVersion}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, { method, headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(this.opts.timeoutMs) });
    } catch (err) {
      throw new UpstreamError('upstream_unavailable', null, null, (err as Error).message);
    }
    const headerTrace = res.headers.get('x-fb-trace-id');
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = undefined;
    }
    const graphErr = (body as { error?: { code?: number; error_subcode?: number; fbtrace_id?: string; message?: string; error_data?: { details?: string } } } | undefined)?.error;
    if (graphErr && typeof graphErr.code === 'number') {
      const kind = classifyGraphError(graphErr.code, graphErr.error_subcode, res.status);
      throw new UpstreamError(kind, graphErr.code, graphErr.fbtrace_id ?? headerTrace, graphErr.error_data?.details ?? graphErr.message ?? '');
    }
    if (!res.ok || body === undefined || typeof body !== 'object' || body === null) {
      throw new UpstreamError(res.status >= 500 || res.status === 429 ? 'upstream_unavailable' : 'upstream_rejected', null, headerTrace, `HTTP ${res.status}`);
    }
    return body as Record<string, unknown>;
  }
}
