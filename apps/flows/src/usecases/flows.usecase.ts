import { createHash, randomUUID } from 'node:crypto';
import type { flows } from '@platform/contracts';
import { conflict, failedPrecondition, invalidArgument, notFound } from '@platform/errors';
import {
  FLOW_CATEGORIES,
  FlowStateError,
  assertMutable,
  dataApiVersionOf,
  jsonVersionOf,
  statusOfUpstream,
  versionLabel,
  welcomeFlowJson,
  type FlowStatus,
} from '../domain/flow';
import { charCount } from '../domain/function';
import { newFlowKeyPair } from '../infra/crypto/flow-crypto';
import type { FlowVersionRecord } from '../infra/db/flow-versions.repository';
import type { FlowRecord } from '../infra/db/flows.repository';
import type { UpstreamFlow } from '../infra/upstream/flows-graph';
import type { UsecaseContext } from './context';
import type { FunctionsUsecase } from './functions.usecase';
import { fromUpstream, notConfigured } from './upstream-errors';
import { flowToWire } from '../wire/flow.wire';
import { flowVersionToWire } from '../wire/flow-version.wire';

const MAX_NAME = 200;
const MAX_FLOW_JSON_BYTES = 2 * 1024 * 1024;

/** Associated data of a number's private key: it opens only for its own project and number. */
export function privateKeyAad(projectId: string, phoneNumberId: string): string {
  return `flows.private_key:${projectId}:${phoneNumberId}`;
}

/** Flow JSON as uploaded (stable formatting, so positions in validation_errors are meaningful). */
function jsonText(flowJson: Record<string, unknown>): string {
  return JSON.stringify(flowJson, null, 2);
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A flow new in this project (created, cloned or synced): no preview, data endpoint or version yet. */
function newFlowRecord(
  f: Omit<
    FlowRecord,
    | 'id'
    | 'preview_url'
    | 'data_endpoint_function_id'
    | 'data_endpoint_url'
    | 'current_version_id'
    | 'published_at'
    | 'last_synced_at'
    | 'created_at'
    | 'updated_at'
  > &
    Partial<Pick<FlowRecord, 'published_at' | 'last_synced_at'>>,
  now: Date,
): FlowRecord {
  return {
    id: randomUUID(),
    ...f,
    preview_url: null,
    data_endpoint_function_id: null,
    data_endpoint_url: null,
    current_version_id: null,
    published_at: f.published_at ?? null,
    last_synced_at: f.last_synced_at ?? null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Managed flows (spec 2.5, 2.6, 3.3, 4.5), every change synced with the upstream Flows API:
 * create, new versions (assets upload; validation_errors as the upstream returns them),
 * publish, deprecate, clone, preview, sync from the upstream, flows encryption and data endpoints.
 * Lifecycle (reference 2.6, decision 0600): a draft is edited in place; a published flow returns
 * to draft only through a new version (an upstream clone carrying the new JSON); deprecated is terminal.
 */
export class FlowsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly functions: FunctionsUsecase,
  ) {}

  private async require(projectId: string, flowId: string): Promise<FlowRecord> {
    const flow = await this.ctx.flows.find(projectId, flowId);
    if (!flow) throw notFound('FLOW_NOT_FOUND', 'Flow not found');
    return flow;
  }

  private upstream<T>(what: string, call: () => Promise<T>): Promise<T> {
    if (!this.ctx.graph.configured) throw notConfigured();
    return call().catch((e: unknown) => {
      throw fromUpstream(e, what);
    });
  }

  private checkCategories(categories: string[]): string[] {
    if (categories.length === 0) return ['OTHER'];
    for (const c of categories) {
      if (!(FLOW_CATEGORIES as readonly string[]).includes(c))
        throw invalidArgument('INVALID_CATEGORY', `categories must be among ${FLOW_CATEGORIES.join(', ')}`);
    }
    return [...new Set(categories)];
  }

  private checkJson(flowJson: Record<string, unknown>): string {
    const text = jsonText(flowJson);
    if (Buffer.byteLength(text) > MAX_FLOW_JSON_BYTES) throw invalidArgument('FLOW_JSON_TOO_LARGE', 'flow_json must be at most 2 MiB');
    return text;
  }

  /** The flow's business account after the ownership checks (a foreign account or number is NOT_FOUND). */
  private async accountOf(projectId: string, businessAccountId: string | undefined, phoneNumberId: string | undefined): Promise<string> {
    if (phoneNumberId) {
      const account = await this.ctx.accounts.numberAccount(projectId, phoneNumberId);
      if (!account) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
      if (businessAccountId && businessAccountId !== account)
        throw invalidArgument('ACCOUNT_MISMATCH', 'phone_number_id does not belong to business_account_id');
      return account;
    }
    if (!businessAccountId) throw invalidArgument('BUSINESS_ACCOUNT_REQUIRED', 'business_account_id or phone_number_id is required');
    if (!(await this.ctx.accounts.ownsAccount(projectId, businessAccountId))) throw notFound('BUSINESS_ACCOUNT_NOT_FOUND', 'Business account not found');
    return businessAccountId;
  }

  /** Creates the flow upstream (draft, its JSON uploaded, published on request) and stores it with version v1. */
  async create(
    projectId: string,
    input: { name: string; categories: string[]; businessAccountId?: string; phoneNumberId?: string; flowJson?: Record<string, unknown>; publish: boolean },
  ): Promise<flows.FlowResponse> {
    const name = input.name.trim();
    if (!name || charCount(name) > MAX_NAME) throw invalidArgument('INVALID_NAME', `name must be 1 to ${MAX_NAME} characters`);
    const categories = this.checkCategories(input.categories);
    const flowJson = input.flowJson ?? welcomeFlowJson(name);
    const text = this.checkJson(flowJson);
    if (!this.ctx.graph.configured) throw notConfigured();
    const waba = await this.accountOf(projectId, input.businessAccountId, input.phoneNumberId);
    const { id: upstreamId } = await this.upstream('Creating the flow', () => this.ctx.graph.createFlow(waba, { name, categories }));
    const now = this.ctx.clock.now();
    const flow = newFlowRecord(
      {
        project_id: projectId,
        upstream_flow_id: upstreamId,
        name,
        status: 'draft',
        categories,
        json_version: '',
        data_api_version: '',
        business_account_id: waba,
        phone_number_id: input.phoneNumberId ?? null,
        flows_encryption_configured: input.phoneNumberId ? Boolean(await this.ctx.keys.get(projectId, input.phoneNumberId)) : false,
      },
      now,
    );
    // Stored as soon as it exists upstream, so a later failure leaves a flow the caller can see and retry.
    await this.ctx.db.transaction((trx) => this.ctx.flows.insert(trx, flow));
    const { flow: stored, version } = await this.uploadVersion(flow, flowJson, text);
    if (input.publish && version.validation_errors.length === 0) {
      const published = await this.publish(projectId, stored.id);
      return { flow: published.flow, version: published.version };
    }
    return { flow: flowToWire(stored), version: flowVersionToWire(version, false) };
  }

  /**
   * A new version of the flow JSON. A draft takes it in place (assets upload); a published flow
   * returns to draft through an upstream clone carrying it; a deprecated flow refuses (409).
   */
  async createVersion(projectId: string, flowId: string, flowJson: Record<string, unknown>): Promise<flows.FlowVersionResponse> {
    const text = this.checkJson(flowJson);
    const flow = await this.require(projectId, flowId);
    const mode = this.mutable(flow.status);
    let target = flow;
    if (mode === 'redraft') target = await this.redraft(flow);
    const { version } = await this.uploadVersion(target, flowJson, text);
    return { version: flowVersionToWire(version, true) };
  }

  private mutable(status: FlowStatus): 'in_place' | 'redraft' {
    try {
      return assertMutable(status);
    } catch (e) {
      if (e instanceof FlowStateError) throw conflict(e.message);
      throw e;
    }
  }

  /** Replaces a published flow's upstream object by a draft clone (upstream names are unique per account: suffixed). */
  private async redraft(flow: FlowRecord, endpointUri?: string): Promise<FlowRecord> {
    const n = (await this.ctx.versions.count(flow.id)) + 1;
    const { id } = await this.upstream('Creating a new draft', () =>
      this.ctx.graph.createFlow(flow.business_account_id, {
        name: `${flow.name} (${versionLabel(n)})`,
        categories: flow.categories,
        cloneFlowId: flow.upstream_flow_id,
        endpointUri,
      }),
    );
    return this.ctx.db.transaction((trx) =>
      this.ctx.flows.update(trx, flow.project_id, flow.id, { upstream_flow_id: id, status: 'draft', preview_url: null, updated_at: this.ctx.clock.now() }),
    );
  }

  /** Uploads the JSON to the flow's upstream draft and records the version with the upstream's verdict. */
  private async uploadVersion(flow: FlowRecord, flowJson: Record<string, unknown>, text: string): Promise<{ flow: FlowRecord; version: FlowVersionRecord }> {
    const upload = await this.upstream('Uploading the flow JSON', () => this.ctx.graph.uploadFlowJson(flow.upstream_flow_id, text));
    const state = await this.upstream('Reading the flow', () => this.ctx.graph.getFlow(flow.upstream_flow_id));
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const n = (await this.ctx.versions.count(flow.id, trx)) + 1;
      const version: FlowVersionRecord = {
        id: randomUUID(),
        project_id: flow.project_id,
        flow_id: flow.id,
        version_label: versionLabel(n),
        upstream_flow_id: flow.upstream_flow_id,
        status: 'draft',
        flow_json: flowJson,
        flow_json_sha: sha(text),
        validation_errors: upload.validation_errors,
        published_at: null,
        created_at: now,
        updated_at: now,
      };
      await this.ctx.versions.insert(trx, version);
      const updated = await this.ctx.flows.update(trx, flow.project_id, flow.id, {
        current_version_id: version.id,
        ...this.upstreamFields(state, flowJson),
        last_synced_at: now,
        updated_at: now,
      });
      return { flow: updated, version };
    });
  }

  /** json_version and data_api_version as the upstream read them (the JSON's own values while it has none). */
  private upstreamFields(state: UpstreamFlow, flowJson: Record<string, unknown> | undefined): Pick<FlowRecord, 'json_version' | 'data_api_version'> {
    return {
      json_version: state.json_version ?? (flowJson ? (jsonVersionOf(flowJson) ?? '') : ''),
      data_api_version: state.data_api_version ?? (flowJson ? (dataApiVersionOf(flowJson) ?? '') : ''),
    };
  }

  /** Publishes the draft upstream (the upstream's refusal, e.g. validation errors, is a 422 with its message). */
  async publish(projectId: string, flowId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    if (flow.status !== 'draft') throw conflict(`Only a draft flow can be published; this flow is ${flow.status}`);
    await this.upstream('Publishing the flow', () => this.ctx.graph.publish(flow.upstream_flow_id));
    const preview = await this.upstream('Reading the preview', () => this.ctx.graph.preview(flow.upstream_flow_id, false));
    await this.retireFormerCopies(flow);
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const version = flow.current_version_id ? await this.ctx.versions.setStatus(trx, flow.current_version_id, 'published', now, now) : undefined;
      const updated = await this.ctx.flows.update(trx, projectId, flow.id, {
        status: 'published',
        published_at: now,
        preview_url: preview.preview_url,
        last_synced_at: now,
        updated_at: now,
      });
      return { flow: flowToWire(updated), version: version ? flowVersionToWire(version, false) : undefined };
    });
  }

  /**
   * Once the flow's current upstream object is published, the copies it replaced (a new version of
   * a published flow, a data-endpoint change: upstream clones) are deprecated upstream, so the flow
   * never leaves an older copy published (issue 33; decision 0600). A copy the upstream no longer
   * reports as published (139003) is recorded as deprecated all the same.
   */
  private async retireFormerCopies(flow: FlowRecord): Promise<void> {
    for (const copy of await this.ctx.versions.publishedFormerCopies(flow.project_id, flow.id, flow.upstream_flow_id)) {
      const state = await this.upstream('Reading a former copy', () => this.ctx.graph.getFlow(copy.upstream_flow_id));
      if (statusOfUpstream(state.status ?? '') === 'published')
        await this.upstream('Deprecating a former copy', () => this.ctx.graph.deprecate(copy.upstream_flow_id));
      const now = this.ctx.clock.now();
      await this.ctx.db.transaction(async (trx) => {
        for (const id of copy.version_ids) await this.ctx.versions.setStatus(trx, id, 'deprecated', now);
      });
    }
  }

  /** Deprecates a published flow (terminal). */
  async deprecate(projectId: string, flowId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    if (flow.status !== 'published') throw conflict(`Only a published flow can be deprecated; this flow is ${flow.status}`);
    await this.upstream('Deprecating the flow', () => this.ctx.graph.deprecate(flow.upstream_flow_id));
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      if (flow.current_version_id) await this.ctx.versions.setStatus(trx, flow.current_version_id, 'deprecated', now);
      const updated = await this.ctx.flows.update(trx, projectId, flow.id, { status: 'deprecated', last_synced_at: now, updated_at: now });
      return { flow: flowToWire(updated) };
    });
  }

  /** A new draft flow cloned upstream from this one (its current JSON becomes the clone's v1; no data endpoint). */
  async clone(projectId: string, flowId: string, name: string | undefined): Promise<flows.FlowResponse> {
    const source = await this.require(projectId, flowId);
    const cloneName = (name ?? `${source.name} (copy)`).trim();
    if (!cloneName || charCount(cloneName) > MAX_NAME) throw invalidArgument('INVALID_NAME', `name must be 1 to ${MAX_NAME} characters`);
    const current = source.current_version_id ? await this.ctx.versions.get(projectId, source.id, source.current_version_id) : undefined;
    const flowJson = current?.flow_json ?? welcomeFlowJson(cloneName);
    const { id: upstreamId } = await this.upstream('Cloning the flow', () =>
      this.ctx.graph.createFlow(source.business_account_id, { name: cloneName, categories: source.categories, cloneFlowId: source.upstream_flow_id }),
    );
    const now = this.ctx.clock.now();
    const flow = newFlowRecord(
      {
        project_id: source.project_id,
        upstream_flow_id: upstreamId,
        name: cloneName,
        status: 'draft',
        categories: source.categories,
        json_version: source.json_version,
        data_api_version: source.data_api_version,
        business_account_id: source.business_account_id,
        phone_number_id: source.phone_number_id,
        flows_encryption_configured: source.flows_encryption_configured,
      },
      now,
    );
    await this.ctx.db.transaction((trx) => this.ctx.flows.insert(trx, flow));
    // The upstream clone carries the source's endpoint_uri, which names the source flow: cleared.
    if (source.data_endpoint_url) await this.upstream('Clearing the clone endpoint', () => this.ctx.graph.updateFlow(upstreamId, { endpointUri: '' }));
    const { flow: stored, version } = await this.uploadVersion(flow, flowJson, jsonText(flowJson));
    return { flow: flowToWire(stored), version: flowVersionToWire(version, false) };
  }

  /** A fresh preview link from the upstream. */
  async refreshPreview(projectId: string, flowId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    const preview = await this.upstream('Reading the preview', () => this.ctx.graph.preview(flow.upstream_flow_id, true));
    const now = this.ctx.clock.now();
    const updated = await this.ctx.db.transaction((trx) =>
      this.ctx.flows.update(trx, projectId, flow.id, { preview_url: preview.preview_url, last_synced_at: now, updated_at: now }),
    );
    return { flow: flowToWire(updated) };
  }

  /**
   * Pulls the business account's flows from the upstream: flows created there are stored (with
   * their JSON as v1 when it can be read), known ones get the upstream's status, name and versions.
   * Upstream objects a flow used before a new version (older clones) are not imported again.
   */
  async sync(projectId: string, businessAccountId: string): Promise<flows.SyncFlowsResponse> {
    if (!this.ctx.graph.configured) throw notConfigured();
    if (!(await this.ctx.accounts.ownsAccount(projectId, businessAccountId))) throw notFound('BUSINESS_ACCOUNT_NOT_FOUND', 'Business account not found');
    const upstream = await this.upstream('Listing flows', () => this.ctx.graph.listFlows(businessAccountId));
    const known = await this.ctx.flows.byUpstreamIds(projectId, businessAccountId);
    const former = await this.ctx.versions.upstreamIdsOf(projectId);
    const created: flows.Flow[] = [];
    const updated: flows.Flow[] = [];
    for (const u of upstream) {
      const now = this.ctx.clock.now();
      const status = statusOfUpstream(u.status);
      const mine = known.get(u.id);
      if (mine) {
        const row = await this.ctx.db.transaction((trx) =>
          this.ctx.flows.update(trx, projectId, mine.id, {
            status,
            categories: u.categories ?? mine.categories,
            json_version: u.json_version ?? mine.json_version,
            data_api_version: u.data_api_version ?? mine.data_api_version,
            last_synced_at: now,
            updated_at: now,
          }),
        );
        updated.push(flowToWire(row));
        continue;
      }
      if (former.has(u.id)) continue;
      const text = await this.upstream('Downloading the flow JSON', () => this.ctx.graph.downloadFlowJson(u.id));
      let flowJson: Record<string, unknown> | undefined;
      try {
        flowJson = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        flowJson = undefined;
      }
      const flow = newFlowRecord(
        {
          project_id: projectId,
          upstream_flow_id: u.id,
          name: u.name,
          status,
          categories: u.categories ?? [],
          json_version: u.json_version ?? '',
          data_api_version: u.data_api_version ?? '',
          business_account_id: businessAccountId,
          phone_number_id: null,
          flows_encryption_configured: false,
          published_at: status === 'published' ? now : null,
          last_synced_at: now,
        },
        now,
      );
      const row = await this.ctx.db.transaction(async (trx) => {
        await this.ctx.flows.insert(trx, flow);
        if (!flowJson || !text) return flow;
        const version: FlowVersionRecord = {
          id: randomUUID(),
          project_id: projectId,
          flow_id: flow.id,
          version_label: versionLabel(1),
          upstream_flow_id: u.id,
          status,
          flow_json: flowJson,
          flow_json_sha: sha(text),
          validation_errors: u.validation_errors ?? [],
          published_at: flow.published_at,
          created_at: now,
          updated_at: now,
        };
        await this.ctx.versions.insert(trx, version);
        return this.ctx.flows.update(trx, projectId, flow.id, { current_version_id: version.id });
      });
      created.push(flowToWire(row));
    }
    return { created, updated };
  }

  /**
   * Flows encryption for the flow's phone number: an RSA-2048 key pair (the private key sealed at
   * rest), its public key uploaded upstream (`whatsapp_business_encryption`). The number's existing
   * pair is kept (other flows on the number use it); its public key is uploaded again.
   */
  async setupEncryption(projectId: string, flowId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    if (!flow.phone_number_id) throw failedPrecondition('PHONE_NUMBER_REQUIRED', 'The flow has no phone number: flows encryption is set per phone number');
    const pnid = flow.phone_number_id;
    if (!(await this.ctx.accounts.numberAccount(projectId, pnid))) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    let key = await this.ctx.keys.get(projectId, pnid);
    if (!key) {
      const pair = await newFlowKeyPair();
      key = {
        project_id: projectId,
        phone_number_id: pnid,
        public_key_pem: pair.publicKeyPem,
        private_key_ciphertext: this.ctx.cipher.seal(pair.privateKeyPem, privateKeyAad(projectId, pnid)),
        created_at: this.ctx.clock.now(),
      };
    }
    const publicKey = key.public_key_pem;
    await this.upstream('Uploading the business public key', () => this.ctx.graph.setBusinessPublicKey(pnid, publicKey));
    const stored = key;
    const updated = await this.ctx.db.transaction(async (trx) => {
      await this.ctx.keys.put(trx, stored);
      return this.ctx.flows.update(trx, projectId, flow.id, { flows_encryption_configured: true, updated_at: this.ctx.clock.now() });
    });
    return { flow: flowToWire(updated) };
  }

  /**
   * Points the flow at a deployed function of the project and registers the URL upstream (needs a
   * number and encryption). The URL names the flow, not the function: when the flow's registered
   * URL is already this one, only the function changes here and nothing is sent upstream.
   */
  async setDataEndpoint(projectId: string, flowId: string, functionId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    const fn = await this.functions.require(projectId, functionId);
    if (fn.status !== 'deployed') throw failedPrecondition('FUNCTION_NOT_DEPLOYED', 'The function must be deployed before it serves a data endpoint');
    if (flow.status !== 'deprecated' && flow.data_endpoint_url === this.endpointUrl(flow) && flow.phone_number_id) {
      if (flow.data_endpoint_function_id === fn.id) return { flow: flowToWire(flow) };
      const updated = await this.ctx.db.transaction((trx) =>
        this.ctx.flows.update(trx, projectId, flow.id, { data_endpoint_function_id: fn.id, updated_at: this.ctx.clock.now() }),
      );
      return { flow: flowToWire(updated) };
    }
    return this.register(flow, fn.id);
  }

  /** The flow's data-endpoint URL on the flows service's public listener. */
  private endpointUrl(flow: FlowRecord): string {
    return `${this.ctx.settings.publicUrl.replace(/\/+$/, '')}/data_endpoints/${flow.id}`;
  }

  /** Registers the function already configured on the flow again (a function_id in the body is ignored). */
  async registerDataEndpoint(projectId: string, flowId: string): Promise<flows.FlowResponse> {
    const flow = await this.require(projectId, flowId);
    if (!flow.data_endpoint_function_id)
      throw failedPrecondition('DATA_ENDPOINT_NOT_CONFIGURED', 'The flow has no data endpoint function: set one with PATCH .../data_endpoint');
    await this.functions.require(projectId, flow.data_endpoint_function_id);
    return this.register(flow, flow.data_endpoint_function_id);
  }

  private async register(flow: FlowRecord, functionId: string): Promise<flows.FlowResponse> {
    if (flow.status === 'deprecated') throw conflict('A deprecated flow cannot change');
    if (!flow.phone_number_id) throw failedPrecondition('PHONE_NUMBER_REQUIRED', 'The flow has no phone number: a data endpoint needs one');
    const key = await this.ctx.keys.get(flow.project_id, flow.phone_number_id);
    if (!key) throw failedPrecondition('ENCRYPTION_NOT_CONFIGURED', 'Flows encryption is not configured for the flow: POST .../setup_encryption first');
    const url = this.endpointUrl(flow);
    let target = flow;
    let republish = false;
    // Registered upstream already (a register after a lost answer, a URL set by hand): nothing to change there.
    const upstreamUri = (await this.upstream('Reading the flow', () => this.ctx.graph.getFlow(flow.upstream_flow_id))).endpoint_uri;
    if (upstreamUri !== url && flow.status === 'published') {
      // A published flow cannot change upstream: a draft clone takes the endpoint and is published in
      // its place; publishing it deprecates the copy it replaces (retireFormerCopies).
      target = await this.redraft(flow, url);
      republish = true;
    } else if (upstreamUri !== url) {
      await this.upstream('Registering the data endpoint', () => this.ctx.graph.updateFlow(flow.upstream_flow_id, { endpointUri: url }));
    }
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction((trx) =>
      this.ctx.flows.update(trx, flow.project_id, flow.id, {
        data_endpoint_function_id: functionId,
        data_endpoint_url: url,
        flows_encryption_configured: true,
        last_synced_at: now,
        updated_at: now,
      }),
    );
    if (republish) {
      const current = target.current_version_id ? await this.ctx.versions.get(flow.project_id, flow.id, target.current_version_id) : undefined;
      if (current) await this.uploadVersion({ ...target }, current.flow_json, jsonText(current.flow_json));
      return this.publish(flow.project_id, flow.id);
    }
    return { flow: flowToWire(await this.require(flow.project_id, flow.id)) };
  }

  /** Recent invocations of the flow's data-endpoint function (every flow sharing it included). */
  async functionInvocations(
    projectId: string,
    flowId: string,
    status: 'success' | 'failed' | undefined,
    limit: number,
  ): Promise<flows.FunctionInvocationsResponse> {
    const flow = await this.require(projectId, flowId);
    if (!flow.data_endpoint_function_id) throw notFound('DATA_ENDPOINT_NOT_CONFIGURED', 'The flow has no data endpoint function');
    return this.functions.invocations(projectId, flow.data_endpoint_function_id, status, limit);
  }

  /** Versions of a flow, most recent first (without flow_json). */
  async versions(projectId: string, flowId: string): Promise<flows.ListFlowVersionsResponse> {
    const flow = await this.require(projectId, flowId);
    return { versions: (await this.ctx.versions.list(projectId, flow.id)).map((v) => flowVersionToWire(v, false)) };
  }

  /** One version with its flow_json. */
  async version(projectId: string, flowId: string, versionId: string): Promise<flows.FlowVersionResponse> {
    const v = await this.ctx.versions.get(projectId, flowId, versionId);
    if (!v) throw notFound('FLOW_VERSION_NOT_FOUND', 'Flow version not found');
    return { version: flowVersionToWire(v, true) };
  }
}
