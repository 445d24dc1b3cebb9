import { PipedreamClient, PipedreamError } from '@pipedream/sdk';
import { DomainError, notFound, resourceExhausted, unavailable, upstreamFailed, validationFailed } from '@platform/errors';
import type { Logger } from '@platform/logger';

/** Where and as whom the platform calls the automation connector (decision 0701). */
export interface ConnectorSettings {
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  projectId?: string;
  environment: 'development' | 'production';
  timeoutMs: number;
}

/** An app of the connector's catalog. */
export interface ConnectorAppView {
  slug: string;
  name: string;
  description?: string;
  img_src?: string;
  auth_type?: string;
  categories: string[];
}

/** An action and its prop schemas. */
export interface ConnectorActionView {
  key: string;
  name: string;
  description?: string;
  version: string;
  props: Record<string, unknown>[];
}

/** A connected account as the connector reports it. */
export interface ConnectorAccountView {
  id: string;
  name: string;
  externalId?: string;
  healthy: boolean;
  appSlug: string;
  appName: string;
}

/** The result of running an action: the app's own failure is `ok: false` with its message. */
export type ConnectorRunResult = { ok: true; ret: unknown; exports: Record<string, unknown> } | { ok: false; error: string };

const bodyError = (e: PipedreamError): string => {
  const b = e.body as { error?: unknown } | undefined;
  return typeof b?.error === 'string' ? b.error.slice(0, 300) : `HTTP ${e.statusCode ?? 'error'}`;
};

/**
 * The automation connector through its own npm SDK (`@pipedream/sdk`), pointed at
 * `CONNECTOR_BASE_URL` (the connector simulator in tests and local runs). Every call has the
 * configured deadline and no SDK retries (the caller's request is the retry unit); connector
 * failures become DomainErrors: its 400/422 → 422 with its message, 404 → 404, 429 → 429,
 * 401/403 (our credentials), 5xx and timeouts → 502. Credentials are never logged or returned.
 */
export class ConnectorClient {
  private readonly client?: PipedreamClient;

  constructor(
    private readonly settings: ConnectorSettings,
    private readonly logger: Logger,
  ) {
    if (settings.baseUrl && settings.clientId && settings.clientSecret && settings.projectId) {
      this.client = new PipedreamClient({
        baseUrl: settings.baseUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        projectId: settings.projectId,
        projectEnvironment: settings.environment,
      });
    }
  }

  private get sdk(): PipedreamClient {
    if (!this.client) throw unavailable('CONNECTOR_NOT_CONFIGURED', 'The integrations connector is not configured on this deployment');
    return this.client;
  }

  private get opts() {
    return { maxRetries: 0, timeoutInSeconds: this.settings.timeoutMs / 1000 };
  }

  /** Runs one connector call, mapping its failures. */
  private async call<T>(what: string, fn: (sdk: PipedreamClient) => Promise<T>): Promise<T> {
    const sdk = this.sdk;
    try {
      return await fn(sdk);
    } catch (e) {
      throw this.mapError(what, e);
    }
  }

  private mapError(what: string, e: unknown): DomainError {
    if (e instanceof DomainError) return e;
    if (e instanceof PipedreamError && typeof e.statusCode === 'number') {
      const s = e.statusCode;
      const msg = bodyError(e);
      if (s === 404) return notFound('CONNECTOR_NOT_FOUND', `Connector: ${msg}`);
      if (s === 429) return resourceExhausted('CONNECTOR_RATE_LIMITED', 'The integrations connector is rate limiting; retry later');
      if (s === 400 || s === 422) return validationFailed(`Connector refused the request: ${msg}`);
      this.logger.warn({ what, status: s }, 'connector call failed');
      return upstreamFailed(`The integrations connector failed (${s === 401 || s === 403 ? 'authentication' : `HTTP ${s}`})`, {
        error_kind: 'connector',
      });
    }
    const timeout = e instanceof Error && /timeout|timed out|abort/i.test(e.message);
    this.logger.warn({ what, err: e instanceof Error ? e.message : String(e) }, 'connector call failed');
    return upstreamFailed(timeout ? 'The integrations connector did not answer in time' : 'The integrations connector is unreachable', {
      error_kind: 'connector',
    });
  }

  /** Apps of the catalog matching a query. */
  async listApps(query: string | undefined, limit: number): Promise<ConnectorAppView[]> {
    return this.call('apps.list', async (sdk) => {
      const page = await sdk.apps.list({ q: query, limit }, this.opts);
      return page.data.slice(0, limit).map((a) => ({
        slug: a.nameSlug,
        name: a.name,
        description: a.description,
        img_src: a.imgSrc,
        auth_type: a.authType,
        categories: a.categories ?? [],
      }));
    });
  }

  /** One app by slug. */
  async getApp(slug: string): Promise<ConnectorAppView> {
    return this.call('apps.retrieve', async (sdk) => {
      const { data: a } = await sdk.apps.retrieve(slug, this.opts);
      return { slug: a.nameSlug, name: a.name, description: a.description, img_src: a.imgSrc, auth_type: a.authType, categories: a.categories ?? [] };
    });
  }

  /** Actions matching a query and app. */
  async listActions(query: string | undefined, app: string | undefined, limit: number): Promise<ConnectorActionView[]> {
    return this.call('actions.list', async (sdk) => {
      const page = await sdk.actions.list({ q: query, app, limit }, this.opts);
      return page.data.slice(0, limit).map((c) => ({
        key: c.key,
        name: c.name,
        description: c.description,
        version: c.version,
        props: c.configurableProps as unknown as Record<string, unknown>[],
      }));
    });
  }

  /** One action with its prop schemas. */
  async getAction(key: string): Promise<ConnectorActionView> {
    return this.call('actions.retrieve', async (sdk) => {
      const { data: c } = await sdk.actions.retrieve(key, {}, this.opts);
      return { key: c.key, name: c.name, description: c.description, version: c.version, props: c.configurableProps as unknown as Record<string, unknown>[] };
    });
  }

  /** Remote options of one prop. */
  async configureProp(input: {
    externalUserId: string;
    actionId: string;
    propName: string;
    configuredProps: Record<string, unknown>;
    dynamicPropsId?: string;
    query?: string;
  }): Promise<{ options: Record<string, unknown>[]; errors: string[] }> {
    return this.call('actions.configureProp', async (sdk) => {
      const r = await sdk.actions.configureProp(
        {
          id: input.actionId,
          externalUserId: input.externalUserId,
          propName: input.propName,
          configuredProps: input.configuredProps as never,
          dynamicPropsId: input.dynamicPropsId,
          query: input.query,
        },
        this.opts,
      );
      const options = Array.isArray(r.options) ? (r.options as unknown[]) : [];
      const strings = (r.stringOptions ?? []).map((s) => ({ label: s, value: s }));
      return {
        options: [...options.map((o) => (o && typeof o === 'object' ? (o as Record<string, unknown>) : { label: String(o), value: o })), ...strings],
        errors: r.errors ?? [],
      };
    });
  }

  /** Reloads props (dynamic props session). */
  async reloadProps(input: {
    externalUserId: string;
    actionId: string;
    configuredProps: Record<string, unknown>;
    dynamicPropsId?: string;
  }): Promise<{ dynamicPropsId?: string; props: Record<string, unknown>[]; errors: string[] }> {
    return this.call('actions.reloadProps', async (sdk) => {
      const r = await sdk.actions.reloadProps(
        { id: input.actionId, externalUserId: input.externalUserId, configuredProps: input.configuredProps as never, dynamicPropsId: input.dynamicPropsId },
        this.opts,
      );
      return {
        dynamicPropsId: r.dynamicProps?.id,
        props: (r.dynamicProps?.configurableProps ?? []) as unknown as Record<string, unknown>[],
        errors: r.errors ?? [],
      };
    });
  }

  /** Runs an action; the app's own failure (an error observation) is a result, not an exception. */
  async run(input: {
    externalUserId: string;
    actionId: string;
    configuredProps: Record<string, unknown>;
    dynamicPropsId?: string;
  }): Promise<ConnectorRunResult> {
    return this.call('actions.run', async (sdk) => {
      const r = await sdk.actions.run(
        { id: input.actionId, externalUserId: input.externalUserId, configuredProps: input.configuredProps as never, dynamicPropsId: input.dynamicPropsId },
        this.opts,
      );
      const failure = (r.os ?? []).find((o) => o.k === 'error');
      if (failure) {
        const err = failure.err as { name?: string; message?: string } | undefined;
        return { ok: false, error: [err?.name, err?.message].filter(Boolean).join(': ').slice(0, 500) || 'The action failed' };
      }
      return { ok: true, ret: r.ret ?? null, exports: (r.exports ?? {}) as Record<string, unknown> };
    });
  }

  /** Accounts of an external user (a project), optionally of one app. */
  async listAccounts(externalUserId: string, app?: string): Promise<ConnectorAccountView[]> {
    return this.call('accounts.list', async (sdk) => {
      const out: ConnectorAccountView[] = [];
      const page = await sdk.accounts.list({ externalUserId, app, limit: 100 }, this.opts);
      for (const a of page.data) out.push(accountView(a));
      return out;
    });
  }

  /** One account; undefined when the connector does not know it. */
  async getAccount(id: string): Promise<ConnectorAccountView | undefined> {
    try {
      return await this.call('accounts.retrieve', async (sdk) => accountView(await sdk.accounts.retrieve(id, {}, this.opts)));
    } catch (e) {
      if (e instanceof DomainError && e.reason === 'CONNECTOR_NOT_FOUND') return undefined;
      throw e;
    }
  }

  /** Deletes (disconnects) an account; an account the connector no longer knows counts as deleted. */
  async deleteAccount(id: string): Promise<void> {
    try {
      await this.call('accounts.delete', async (sdk) => {
        await sdk.accounts.delete(id, this.opts);
      });
    } catch (e) {
      if (e instanceof DomainError && e.reason === 'CONNECTOR_NOT_FOUND') return;
      throw e;
    }
  }

  /** A connect token for the project's user (the hosted connect flow). */
  async createToken(externalUserId: string, app?: string): Promise<{ token: string; expiresAt: string; connectLinkUrl: string }> {
    return this.call('tokens.create', async (sdk) => {
      const r = await sdk.tokens.create({ externalUserId, appId: app }, this.opts);
      return { token: r.token, expiresAt: new Date(r.expiresAt).toISOString(), connectLinkUrl: r.connectLinkUrl };
    });
  }
}

function accountView(a: {
  id: string;
  name?: string;
  externalId?: string;
  healthy?: boolean;
  dead?: boolean;
  app?: { nameSlug: string; name: string };
}): ConnectorAccountView {
  return {
    id: a.id,
    name: a.name ?? '',
    externalId: a.externalId,
    healthy: a.healthy === true && a.dead !== true,
    appSlug: a.app?.nameSlug ?? '',
    appName: a.app?.name ?? '',
  };
}
