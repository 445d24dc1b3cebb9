import { randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import type { Db, Queryable, Trx } from '@platform/db';
import { connectorAccountToWire, connectorUserToWire, integrationRunToWire, integrationToWire } from '../../wire/integration.wire';

const json = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, unknown>;

/** An integration's stored settings (what insert writes, what a row reads back). */
export interface IntegrationFields {
  actionId: string;
  appSlug: string;
  appName: string;
  actionName: string;
  name: string;
  enabled: boolean;
  metadata: Record<string, unknown>;
  configuredProps: Record<string, unknown>;
  variableDefinitions: Record<string, unknown>;
  dynamicPropsId: string | null;
}

/** The settings an update may change, and the recorded account (`connector_accounts.id`). */
type IntegrationPatch = Partial<Pick<IntegrationFields, 'name' | 'enabled' | 'metadata' | 'configuredProps' | 'variableDefinitions' | 'dynamicPropsId'>> & {
  accountId?: string | null;
};

/** An integration row as the use case needs it. */
export interface IntegrationRow extends IntegrationFields {
  id: string;
  projectId: string;
  /** The connector's account id (apn_...), when the integration has an account. */
  connectorAccountRef: string | null;
  view: workflowsAgent.Integration;
}

/** A connected account to record (mirror of the connector's). */
export interface AccountInput {
  connectorAccountId: string;
  appSlug: string;
  appName: string;
  accountName: string;
  healthy: boolean;
}

/** A new run record. */
export interface RunInput {
  integrationId: string;
  source: string;
  status: 'succeeded' | 'failed';
  durationMs: number;
  error: string | null;
}

/** Integrations, connected accounts, the connecting user and run records of a project. */
export class IntegrationsRepository {
  constructor(private readonly db: Db) {}

  private async userOf(q: Queryable, projectId: string): Promise<workflowsAgent.ConnectorUser | undefined> {
    const u = await q('connector_users').where({ project_id: projectId }).first();
    if (!u) return undefined;
    const any = await q('connector_accounts').where({ project_id: projectId }).first('id');
    return connectorUserToWire(u, Boolean(any));
  }

  private async toRows(q: Queryable, projectId: string, rows: Record<string, unknown>[]): Promise<IntegrationRow[]> {
    const accountIds = [...new Set(rows.map((r) => r.connector_account_id).filter(Boolean))] as string[];
    const accounts = accountIds.length ? await q('connector_accounts').where({ project_id: projectId }).whereIn('id', accountIds) : [];
    const user = accounts.length ? await this.userOf(q, projectId) : undefined;
    const byId = new Map(accounts.map((a: Record<string, unknown>) => [a.id as string, a]));
    return rows.map((r) => {
      const acct = r.connector_account_id ? byId.get(r.connector_account_id as string) : undefined;
      const row: Omit<IntegrationRow, 'view'> = {
        id: r.id as string,
        projectId: r.project_id as string,
        actionId: r.action_id as string,
        appSlug: r.app_slug as string,
        appName: r.app_name as string,
        actionName: r.action_name as string,
        name: r.name as string,
        enabled: r.enabled as boolean,
        metadata: json(r.metadata),
        configuredProps: json(r.configured_props),
        variableDefinitions: json(r.variable_definitions),
        dynamicPropsId: (r.dynamic_props_id as string | null) ?? null,
        connectorAccountRef: acct ? (acct.connector_account_id as string) : null,
      };
      return { ...row, view: integrationToWire(r, row, acct ? connectorAccountToWire(acct, user) : undefined) };
    });
  }

  /** One integration of the project (FOR UPDATE inside a transaction). */
  async get(projectId: string, id: string, trx?: Trx): Promise<IntegrationRow | undefined> {
    const q = (trx ?? this.db.knex)('integrations').where({ project_id: projectId, id });
    if (trx) q.forUpdate();
    const r = await q.first();
    if (!r) return undefined;
    return (await this.toRows(trx ?? this.db.knex, projectId, [r]))[0];
  }

  /** A page of the project's integrations, newest first, and the total. */
  async list(projectId: string, limit: number, offset: number): Promise<{ rows: IntegrationRow[]; total: number }> {
    const rows = await this.db
      .knex('integrations')
      .where({ project_id: projectId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset);
    const [{ count }] = await this.db.knex('integrations').where({ project_id: projectId }).count<{ count: string }[]>({ count: '*' });
    return { rows: await this.toRows(this.db.knex, projectId, rows), total: Number(count) };
  }

  /** Inserts an integration. */
  async insert(trx: Trx, projectId: string, v: IntegrationFields & { accountId: string | null }, now: Date): Promise<string> {
    const id = randomUUID();
    await trx('integrations').insert({
      id,
      project_id: projectId,
      action_id: v.actionId,
      app_slug: v.appSlug,
      app_name: v.appName,
      action_name: v.actionName,
      name: v.name,
      enabled: v.enabled,
      metadata: JSON.stringify(v.metadata),
      configured_props: JSON.stringify(v.configuredProps),
      variable_definitions: JSON.stringify(v.variableDefinitions),
      dynamic_props_id: v.dynamicPropsId,
      connector_account_id: v.accountId,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  /** Updates the given fields. */
  async update(trx: Trx, projectId: string, id: string, v: IntegrationPatch, now: Date): Promise<void> {
    const set: Record<string, unknown> = { updated_at: now };
    if (v.name !== undefined) set.name = v.name;
    if (v.enabled !== undefined) set.enabled = v.enabled;
    if (v.metadata !== undefined) set.metadata = JSON.stringify(v.metadata);
    if (v.configuredProps !== undefined) set.configured_props = JSON.stringify(v.configuredProps);
    if (v.variableDefinitions !== undefined) set.variable_definitions = JSON.stringify(v.variableDefinitions);
    if (v.dynamicPropsId !== undefined) set.dynamic_props_id = v.dynamicPropsId;
    if (v.accountId !== undefined) set.connector_account_id = v.accountId;
    await trx('integrations').where({ project_id: projectId, id }).update(set);
  }

  /** Deletes an integration (and its run records); false when it is not the project's. */
  async delete(projectId: string, id: string): Promise<boolean> {
    return (await this.db.knex('integrations').where({ project_id: projectId, id }).delete()) > 0;
  }

  /** Records (or refreshes) a connected account of the project; returns its id. */
  async upsertAccount(projectId: string, a: AccountInput, now: Date): Promise<string> {
    const [r] = await this.db
      .knex('connector_accounts')
      .insert({
        id: randomUUID(),
        project_id: projectId,
        connector_account_id: a.connectorAccountId,
        app_slug: a.appSlug,
        app_name: a.appName,
        account_name: a.accountName,
        healthy: a.healthy,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['project_id', 'connector_account_id'])
      .merge({ app_slug: a.appSlug, app_name: a.appName, account_name: a.accountName, healthy: a.healthy, updated_at: now })
      .returning('id');
    return r.id as string;
  }

  /** The project's recorded accounts with these connector ids, as the API shows them: newest first (decision 0701). */
  async accountViews(projectId: string, connectorIds: string[]): Promise<workflowsAgent.ConnectorAccount[]> {
    if (!connectorIds.length) return [];
    const rows = await this.db
      .knex('connector_accounts')
      .where({ project_id: projectId })
      .whereIn('connector_account_id', connectorIds)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const user = await this.userOf(this.db.knex, projectId);
    return rows.map((a: Record<string, unknown>) => connectorAccountToWire(a, user));
  }

  /** The connector's id of one of the project's recorded accounts, and how many integrations use it. */
  async accountRef(projectId: string, id: string): Promise<{ connectorAccountId: string; usedBy: number } | undefined> {
    const a = await this.db.knex('connector_accounts').where({ project_id: projectId, id }).first('connector_account_id');
    if (!a) return undefined;
    const [{ count }] = await this.db
      .knex('integrations')
      .where({ project_id: projectId, connector_account_id: id })
      .count<{ count: string }[]>({ count: '*' });
    return { connectorAccountId: a.connector_account_id as string, usedBy: Number(count) };
  }

  /** Forgets a recorded account (no integration may use it). */
  async deleteAccount(projectId: string, id: string): Promise<void> {
    await this.db.knex('connector_accounts').where({ project_id: projectId, id }).delete();
  }

  /** Records who connects the project's accounts (latest wins). */
  async upsertUser(projectId: string, u: { email?: string; name?: string; avatarUrl?: string }, now: Date): Promise<void> {
    await this.db
      .knex('connector_users')
      .insert({ id: randomUUID(), project_id: projectId, email: u.email ?? null, name: u.name ?? null, avatar_url: u.avatarUrl ?? null, created_at: now })
      .onConflict('project_id')
      .merge({ email: u.email ?? null, name: u.name ?? null, avatar_url: u.avatarUrl ?? null });
  }

  /** Records a run. */
  async insertRun(projectId: string, r: RunInput, now: Date): Promise<workflowsAgent.IntegrationRun> {
    const row = {
      id: randomUUID(),
      project_id: projectId,
      integration_id: r.integrationId,
      source: r.source,
      status: r.status,
      duration_ms: r.durationMs,
      error: r.error,
      created_at: now,
    };
    await this.db.knex('integration_runs').insert(row);
    return integrationRunToWire(row);
  }

  /** A page of an integration's runs, newest first. */
  async listRuns(projectId: string, integrationId: string, limit: number, offset: number): Promise<{ runs: workflowsAgent.IntegrationRun[]; total: number }> {
    const base = () => this.db.knex('integration_runs').where({ project_id: projectId, integration_id: integrationId });
    const rows = await base()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset);
    const [{ count }] = await base().count<{ count: string }[]>({ count: '*' });
    return {
      runs: rows.map(integrationRunToWire),
      total: Number(count),
    };
  }
}
