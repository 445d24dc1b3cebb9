import type { Db } from '@platform/db';

/** A stored provider key (sealed; opened only by the use case that calls the provider). */
export interface ProviderKeyRow {
  provider: string;
  api_key_sealed: string;
  created_at: string;
  updated_at: string;
}

/** Per-project provider keys (decision 0732). */
export class ProviderKeysRepository {
  constructor(private readonly db: Db) {}

  /** The project's keys (sealed), by provider. */
  async list(projectId: string): Promise<ProviderKeyRow[]> {
    const rows = await this.db.knex('agent_provider_keys').where({ project_id: projectId }).orderBy('provider');
    return rows.map((r: { provider: string; api_key_sealed: string; created_at: Date; updated_at: Date }) => ({
      provider: r.provider,
      api_key_sealed: r.api_key_sealed,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  }

  /** The project's sealed key of `provider`, or undefined. */
  async get(projectId: string, provider: string): Promise<ProviderKeyRow | undefined> {
    return (await this.list(projectId)).find((k) => k.provider === provider);
  }

  /** Creates or replaces the project's key of `provider`. */
  async upsert(projectId: string, provider: string, sealed: string, now: Date): Promise<ProviderKeyRow> {
    const [r] = await this.db
      .knex('agent_provider_keys')
      .insert({ project_id: projectId, provider, api_key_sealed: sealed, created_at: now, updated_at: now })
      .onConflict(['project_id', 'provider'])
      .merge({ api_key_sealed: sealed, updated_at: now })
      .returning('*');
    return {
      provider: r.provider,
      api_key_sealed: r.api_key_sealed,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    };
  }

  /** Deletes the project's key of `provider`; false when there was none. */
  async delete(projectId: string, provider: string): Promise<boolean> {
    return (await this.db.knex('agent_provider_keys').where({ project_id: projectId, provider }).delete()) > 0;
  }
}
