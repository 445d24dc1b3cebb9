/**
 * Funding's upstream operations: the four Graph endpoints funding calls, built on @platform/graph
 * (request, deadline, envelope parsing and classification: docs/decisions/0007). Every failure
 * leaves as an {@link UpstreamError} carrying funding's error kind (docs/decisions/0101); provider
 * messages never leave this module for a public answer, only the kind, the numeric code and the
 * trace id do.
 */
import { GraphClient as GraphApi, GraphError, type GraphMethod, type UpstreamCallObserver } from '@platform/graph';
import { isTransientUpstreamKind, upstreamErrorKind, type UpstreamErrorKind } from '../../domain/funding-errors';

/** A failed upstream call, classified into funding's error kind. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly code: number | null,
    readonly traceId: string | null,
    /** Graph `error_data.details` / message, for logs and the existing-credit-line check only. */
    readonly detail: string,
  ) {
    super(`upstream ${kind}${code !== null ? ` (${code})` : ''}`);
    this.name = 'UpstreamError';
  }

  /** Funding's reading of a library failure. */
  static fromGraph(err: GraphError): UpstreamError {
    return new UpstreamError(upstreamErrorKind(err), err.code ?? null, err.traceId ?? null, err.details ?? err.message);
  }

  /** True for failures that may pass if retried later (outage, timeout, throttling). */
  get transient(): boolean {
    return isTransientUpstreamKind(this.kind);
  }
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
  /** Receives every call (the external API log, decision 0250); no token is ever given to it. */
  observer?: UpstreamCallObserver;
}

/** Funding's typed upstream operations. Every method takes the solution's access token. */
export class GraphClient {
  private readonly api: GraphApi;

  constructor(opts: GraphClientOptions) {
    this.api = new GraphApi({ baseUrl: opts.baseUrl, version: opts.graphVersion, timeoutMs: opts.timeoutMs, observer: opts.observer });
  }

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
    return {
      id: String(body.id ?? allocationConfigId),
      requestStatus: String(body.request_status ?? ''),
      receivingCredentialId: cred?.id ? String(cred.id) : null,
    };
  }

  /** `DELETE /{allocation_config_id}`: revokes the sharing. */
  async deleteAllocation(token: string, allocationConfigId: string): Promise<void> {
    await this.request(token, 'DELETE', `/${allocationConfigId}`, {});
  }

  /** One call; Graph reads funding's POST parameters from the query, as the upstream documents them. */
  private async request(token: string, method: GraphMethod, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    try {
      return await this.api.request(token, method, path, { query });
    } catch (err) {
      throw err instanceof GraphError ? UpstreamError.fromGraph(err) : err;
    }
  }
}
