import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';
import type { Plan } from '../projects/plans';
import { generateApiKey } from './api-key';

/** An API key as listed (never the secret). */
export interface ApiKeyInfo {
  id: string;
  project_id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

/** A key just issued: what is listed, and the secret, shown once and never stored. */
export interface IssuedKey {
  key: ApiKeyInfo;
  secret: string;
}

/** What authentication needs about a presented key: the key, its project and that project's plan. */
export interface KeyPrincipal {
  keyId: string;
  keyName: string;
  projectId: string;
  plan: Plan;
  revoked: boolean;
}

const FIND_BY_HASHES_SQL = `select k.key_hash, k.id as key_id, k.name as key_name, k.project_id, p.plan, k.revoked_at is not null as revoked
  from api_keys k join projects p on p.id = k.project_id
  where k.key_hash = any($1::bpchar[])`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** API key rows of the gateway schema (SHA-256 hashes only). Transactions are opened by the caller. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a freshly generated key for a project; the secret is returned once, only its hash is stored. */
  async insert(trx: Queryable, projectId: string, name: string, now: Date): Promise<IssuedKey> {
    const g = generateApiKey();
    const row = { id: randomUUID(), project_id: projectId, name, display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null };
    await trx('api_keys').insert(row);
    const key: ApiKeyInfo = { id: row.id, project_id: projectId, name, display_prefix: g.displayPrefix, created_at: now.toISOString(), revoked_at: null };
    return { key, secret: g.secret };
  }

  /** Keys of a project (active and revoked), newest first. */
  async listByProject(projectId: string): Promise<ApiKeyInfo[]> {
    const rows = await this.db
      .knex('api_keys')
      .where({ project_id: projectId })
      .select('id', 'project_id', 'name', 'display_prefix', 'created_at', 'revoked_at')
      .orderBy('created_at', 'desc');
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, revoked_at: iso(r.revoked_at) }));
  }

  /**
   * Revokes a key at `now` (a key already revoked keeps its first revocation time); false when the key
   * is unknown. Every replica stops accepting it within the auth cache bound.
   */
  async revoke(keyId: string, now: Date, trx: Queryable = this.db.knex): Promise<boolean> {
    const n = await trx('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now });
    if (n) return true;
    return Boolean(await trx('api_keys').where({ id: keyId }).first('id'));
  }

  /** The project and name of a key, its row locked until `trx` ends (rotation); undefined when unknown. */
  async lockForRotation(trx: Queryable, keyId: string): Promise<{ project_id: string; name: string } | undefined> {
    const row = await trx('api_keys').where({ id: keyId }).forUpdate().first('project_id', 'name');
    return row ?? undefined;
  }

  /** Looks a presented key up by its hash. */
  async findByHash(hash: string): Promise<KeyPrincipal | undefined> {
    return (await this.findByHashes([hash])).get(hash);
  }

  /** Looks keys up by their hashes in one query; hashes of unknown keys are absent from the result. */
  async findByHashes(hashes: string[]): Promise<Map<string, KeyPrincipal>> {
    const found = new Map<string, KeyPrincipal>();
    if (hashes.length === 0) return found;
    // One prepared statement with an array parameter, whatever the number of keys: each replica runs
    // it every second over every key in use (see Authenticator), so it must stay cheap to plan and bind.
    const rows = await this.db.query<{ key_hash: string; key_id: string; key_name: string; project_id: string; plan: Plan; revoked: boolean }>(
      FIND_BY_HASHES_SQL,
      [hashes],
      { name: 'api_keys.find_by_hashes.v1' },
    );
    for (const r of rows) found.set(r.key_hash.trim(), { keyId: r.key_id, keyName: r.key_name, projectId: r.project_id, plan: r.plan, revoked: r.revoked });
    return found;
  }
}
