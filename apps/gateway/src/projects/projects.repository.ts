import { randomUUID } from 'node:crypto';
import type { Db } from '@platform/db';
import type { Clock } from '@platform/runtime';
import { generateApiKey } from '../keys/api-key';
import type { Plan } from './plans';

/** A project row. */
export interface Project {
  id: string;
  name: string;
  plan: Plan;
  created_at: string;
  updated_at: string;
}

/** An API key as listed (never the secret). */
export interface ApiKeyInfo {
  id: string;
  project_id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

/** What authentication needs about a presented key. */
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

/** Projects and API keys of the gateway schema. */
export class ProjectsRepository {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /** Creates a project with its first API key; returns the key's secret once. */
  async createProject(name: string, plan: Plan, keyName = 'default'): Promise<{ project: Project; key: ApiKeyInfo; secret: string }> {
    return this.db.transaction(async (trx) => {
      const now = this.clock.now();
      const project = { id: randomUUID(), name, plan, created_at: now, updated_at: now };
      await trx('projects').insert(project);
      const { key, secret } = await this.insertKey(trx, project.id, keyName, now);
      return { project: { ...project, created_at: now.toISOString(), updated_at: now.toISOString() }, key, secret };
    });
  }

  /** All projects, newest first. */
  async listProjects(): Promise<Project[]> {
    const rows = await this.db.knex('projects').select('*').orderBy('created_at', 'desc');
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! }));
  }

  /** One project or undefined. */
  async getProject(id: string): Promise<Project | undefined> {
    const r = await this.db.knex('projects').where({ id }).first();
    return r ? { ...r, created_at: iso(r.created_at)!, updated_at: iso(r.updated_at)! } : undefined;
  }

  /** Changes a project's plan; replicas apply the new limit once their key cache entry expires (≤ 5 s). */
  async changePlan(id: string, plan: Plan): Promise<Project | undefined> {
    const n = await this.db.knex('projects').where({ id }).update({ plan, updated_at: this.clock.now() });
    return n ? this.getProject(id) : undefined;
  }

  /** Adds a key to a project; returns its secret once. */
  async createKey(projectId: string, name: string): Promise<{ key: ApiKeyInfo; secret: string } | undefined> {
    return this.db.transaction(async (trx) => {
      const exists = await trx('projects').where({ id: projectId }).first('id');
      if (!exists) return undefined;
      return this.insertKey(trx, projectId, name, this.clock.now());
    });
  }

  /** Keys of a project (active and revoked), newest first. */
  async listKeys(projectId: string): Promise<ApiKeyInfo[]> {
    const rows = await this.db.knex('api_keys').where({ project_id: projectId }).select('id', 'project_id', 'name', 'display_prefix', 'created_at', 'revoked_at').orderBy('created_at', 'desc');
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, revoked_at: iso(r.revoked_at) }));
  }

  /** Revokes a key; every replica stops accepting it within the auth cache TTL. Returns false when unknown. */
  async revokeKey(keyId: string): Promise<boolean> {
    const n = await this.db.knex('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: this.clock.now() });
    if (n) return true;
    return Boolean(await this.db.knex('api_keys').where({ id: keyId }).first('id'));
  }

  /** Rotation: a new key with the same name, and the old one revoked, atomically. */
  async rotateKey(keyId: string): Promise<{ key: ApiKeyInfo; secret: string; revoked: string } | undefined> {
    return this.db.transaction(async (trx) => {
      const old = await trx('api_keys').where({ id: keyId }).forUpdate().first();
      if (!old) return undefined;
      const now = this.clock.now();
      await trx('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now });
      const created = await this.insertKey(trx, old.project_id, old.name, now);
      return { ...created, revoked: keyId };
    });
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
    const rows = await this.db.query<{ key_hash: string; key_id: string; key_name: string; project_id: string; plan: Plan; revoked: boolean }>(FIND_BY_HASHES_SQL, [hashes], { name: 'api_keys.find_by_hashes.v1' });
    for (const r of rows) found.set(r.key_hash.trim(), { keyId: r.key_id, keyName: r.key_name, projectId: r.project_id, plan: r.plan, revoked: r.revoked });
    return found;
  }

  private async insertKey(trx: Parameters<Parameters<Db['transaction']>[0]>[0], projectId: string, name: string, now: Date) {
    const g = generateApiKey();
    const row = { id: randomUUID(), project_id: projectId, name, display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null };
    await trx('api_keys').insert(row);
    const key: ApiKeyInfo = { id: row.id, project_id: projectId, name, display_prefix: g.displayPrefix, created_at: now.toISOString(), revoked_at: null };
    return { key, secret: g.secret };
  }
}
