import { GraphClient, type GraphMethod, type UpstreamCallObserver } from '@platform/graph';
import type { Logger } from '@platform/logger';

/** A flow as the upstream Flows API answers `GET /{flow}`. */
export interface UpstreamFlow {
  id: string;
  name: string;
  status: string;
  categories: string[];
  validation_errors: Array<Record<string, unknown>>;
  json_version?: string;
  data_api_version?: string;
  endpoint_uri?: string;
  preview?: { preview_url: string; expires_at: string };
}

/** What the upstream answers to a flow JSON upload. */
export interface UploadResult {
  validation_errors: Array<Record<string, unknown>>;
}

const FLOW_FIELDS = 'id,name,status,categories,validation_errors,json_version,data_api_version,endpoint_uri';

/**
 * The flows service's upstream operations (reference 2.6, platform-capabilities 5.2), on the one
 * Graph client (@platform/graph: deadlines, error envelope, categories). Every call acts with the
 * platform's system-user token (decision 0600). Failures are `GraphError`s.
 */
export class FlowsGraph {
  private readonly client: GraphClient;

  constructor(
    /** `observer` receives every Graph call (the external API log, decision 0250); never a token. */
    opts: { baseUrl: string; version: string; timeoutMs: number; logger?: Logger; observer?: UpstreamCallObserver },
    private readonly token: string | undefined,
  ) {
    this.client = new GraphClient(opts);
  }

  /** Whether a token is configured (without one, nothing can be synced). */
  get configured(): boolean {
    return Boolean(this.token);
  }

  private call<T = Record<string, unknown>>(method: GraphMethod, path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
    return this.client.request<T>(this.token ?? '', method, path, { body, query });
  }

  /** `POST /{waba}/flows`: a new draft (optionally a clone, optionally with its endpoint). */
  async createFlow(wabaId: string, input: { name: string; categories: string[]; cloneFlowId?: string; endpointUri?: string }): Promise<{ id: string }> {
    const body: Record<string, unknown> = { name: input.name, categories: input.categories };
    if (input.cloneFlowId) body.clone_flow_id = input.cloneFlowId;
    if (input.endpointUri) body.endpoint_uri = input.endpointUri;
    const res = await this.call<{ id: string }>('POST', `/${wabaId}/flows`, body);
    return { id: String(res.id) };
  }

  /** `POST /{flow}/assets`: uploads the flow JSON as the multipart file `flow.json`; returns the upstream's validation_errors. */
  async uploadFlowJson(flowId: string, jsonText: string): Promise<UploadResult> {
    const form = new FormData();
    form.set('name', 'flow.json');
    form.set('asset_type', 'FLOW_JSON');
    form.set('file', new Blob([jsonText], { type: 'application/json' }), 'flow.json');
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const raw = await this.client.forward(this.token ?? '', 'POST', `/${flowId}/assets`, {
      body,
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    });
    const parsed = JSON.parse(raw.body.toString('utf8') || '{}') as { error?: unknown; validation_errors?: Array<Record<string, unknown>> };
    if (raw.status >= 400 || parsed.error) throw await this.errorOf(raw.status, raw.body);
    return { validation_errors: parsed.validation_errors ?? [] };
  }

  /** `POST /{flow}`: metadata (name, categories, endpoint_uri). */
  async updateFlow(flowId: string, patch: { name?: string; categories?: string[]; endpointUri?: string }): Promise<void> {
    const body: Record<string, unknown> = {};
    if (patch.name !== undefined) body.name = patch.name;
    if (patch.categories !== undefined) body.categories = patch.categories;
    if (patch.endpointUri !== undefined) body.endpoint_uri = patch.endpointUri;
    await this.call('POST', `/${flowId}`, body);
  }

  /** `POST /{flow}/publish`. */
  async publish(flowId: string): Promise<void> {
    await this.call('POST', `/${flowId}/publish`);
  }

  /** `POST /{flow}/deprecate`. */
  async deprecate(flowId: string): Promise<void> {
    await this.call('POST', `/${flowId}/deprecate`);
  }

  /** `GET /{flow}` with its state fields. */
  async getFlow(flowId: string): Promise<UpstreamFlow> {
    return this.call<UpstreamFlow>('GET', `/${flowId}`, undefined, { fields: FLOW_FIELDS });
  }

  /** `GET /{flow}?fields=preview.invalidate(...)`: the web preview link. */
  async preview(flowId: string, invalidate: boolean): Promise<{ preview_url: string; expires_at: string }> {
    const res = await this.call<{ preview: { preview_url: string; expires_at: string } }>('GET', `/${flowId}`, undefined, {
      fields: `preview.invalidate(${invalidate})`,
    });
    return res.preview;
  }

  /** `GET /{waba}/flows`: every flow of the business account. */
  async listFlows(wabaId: string): Promise<UpstreamFlow[]> {
    const res = await this.call<{ data: UpstreamFlow[] }>('GET', `/${wabaId}/flows`, undefined, { fields: FLOW_FIELDS });
    return res.data ?? [];
  }

  /** `GET /{flow}/assets` then the asset's download: the current flow JSON text, or undefined. */
  async downloadFlowJson(flowId: string): Promise<string | undefined> {
    const res = await this.call<{ data: Array<{ asset_type: string; download_url: string }> }>('GET', `/${flowId}/assets`);
    const asset = (res.data ?? []).find((a) => a.asset_type === 'FLOW_JSON');
    if (!asset) return undefined;
    const url = asset.download_url;
    if (url.startsWith('data:')) return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
    const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return r.ok ? await r.text() : undefined;
  }

  /** `POST /{phone_number}/whatsapp_business_encryption`: the business public key. */
  async setBusinessPublicKey(phoneNumberId: string, publicKeyPem: string): Promise<void> {
    await this.call('POST', `/${phoneNumberId}/whatsapp_business_encryption`, { business_public_key: publicKeyPem });
  }

  /** The GraphError a raw (forwarded) error answer stands for. */
  private async errorOf(status: number, body: Buffer): Promise<Error> {
    // Re-issue through the parsing path: an error answer parsed by the client's own envelope reader.
    const fake = async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
    const parser = new GraphClient({ baseUrl: 'http://upstream.invalid', version: 'v0.0', timeoutMs: 1000, fetch: fake as typeof fetch });
    try {
      await parser.request('', 'POST', '/assets');
    } catch (e) {
      return e as Error;
    }
    return new Error(`upstream answered ${status}`);
  }
}
