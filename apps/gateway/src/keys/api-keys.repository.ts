import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';
import type { Plan } from '../projects/plans';
import { generateApiKey } from './api-key';
import { isScope, normalizeScopes, type Scope } from './scopes';

/** An API key as stored and listed (never the secret, never its hash). */
export interface ApiKeyRecord {
  id: string;
  project_id: string;
  name: string;
  /** First characters of the secret (`mpk_AbCd`). */
  display_prefix: string;
  /** Last four characters of the secret; null for keys issued before they were kept. */
  last_four: string | null;
  scopes: Scope[];
  created_at: string;
  /** The key that created this one (null: the admin CLI or the project's first key). */
  created_by_key_id: string | null;
  /** Last authenticated request, recorded in batches (decision 0011); null when never used. */
  last_used_at: string | null;
  /** When a rotated key stops working (end of its grace period); null while not rotated. */
  expires_at: string | null;
  /** The key that replaced this one on rotation. */
  replaced_by_key_id: string | null;
  revoked_at: string | null;
  /** The key runs the MCP tools that need an approval without one (decision 0029): set at creation by a full-scope caller only. */
  mcp_approvals_waived: boolean;
}

/** A key just issued: its record, and the secret, shown once and never stored. */
export interface IssuedKey {
  key: ApiKeyRecord;
  secret: string;
}

/** What authentication needs about a presented key: the key, its scopes, its project and that project's plan. */
export interface KeyPrincipal {
  keyId: string;
  keyName: string;
  projectId: string;
  plan: Plan;
  scopes: Scope[];
  revoked: boolean;
  /** End of a rotated key's grace period (epoch ms); null while not rotated. */
  expiresAt: number | null;
  /** Runs the MCP tools that need an approval without one (decision 0029). */
  mcpApprovalsWaived?: boolean;
}

/** What a new key is. */
export interface NewKey {
  name: string;
  scopes: Scope[];
  createdByKeyId: string | null;
  /** Waives the approvals of MCP tool calls (decision 0029); default false. */
  mcpApprovalsWaived?: boolean;
}

const FIND_BY_HASHES_SQL = `select k.key_hash, k.id as key_id, k.name as key_name, k.project_id, p.plan, k.scopes, k.expires_at,
    k.revoked_at is not null as revoked, k.mcp_approvals_waived
  from api_keys k join projects p on p.id = k.project_id
  where k.key_hash = any($1::bpchar[])`;

/** Sets last_used_at of many keys in one statement; never moves it backwards. */
const TOUCH_SQL = `update api_keys k set last_used_at = v.at
  from (select unnest($1::uuid[]) as id, unnest($2::timestamptz[]) as at) v
  where k.id = v.id and (k.last_used_at is null or k.last_used_at < v.at)`;

const COLUMNS = [
  'id',
  'project_id',
  'name',
  'display_prefix',
  'last_four',
  'scopes',
  'created_at',
  'created_by_key_id',
  'last_used_at',
  'expires_at',
  'replaced_by_key_id',
  'revoked_at',
  'mcp_approvals_waived',
] as const;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Stored scopes (space-separated, canonical order) → the list; unknown words are dropped. */
const scopesOf = (stored: string): Scope[] => normalizeScopes(stored.split(' ').filter(isScope));

type Row = Record<(typeof COLUMNS)[number], unknown>;

function toRecord(r: Row): ApiKeyRecord {
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    name: r.name as string,
    display_prefix: r.display_prefix as string,
    last_four: (r.last_four as string | null) ?? null,
    scopes: scopesOf(r.scopes as string),
    created_at: iso(r.created_at as Date)!,
    created_by_key_id: (r.created_by_key_id as string | null) ?? null,
    last_used_at: iso(r.last_used_at as Date | null),
    expires_at: iso(r.expires_at as Date | null),
    replaced_by_key_id: (r.replaced_by_key_id as string | null) ?? null,
    revoked_at: iso(r.revoked_at as Date | null),
    mcp_approvals_waived: r.mcp_approvals_waived === true,
  };
}

/** API key rows of the gateway schema (SHA-256 hashes only). Transactions are opened by the caller. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a freshly generated key for a project; the secret is returned once, only its hash is stored. */
  async insert(trx: Queryable, projectId: string, key: NewKey, now: Date): Promise<IssuedKey> {
    const g = generateApiKey();
    const row = {
      id: randomUUID(),
      project_id: projectId,
      name: key.name,
      display_prefix: g.displayPrefix,
      last_four: g.lastFour,
      key_hash: g.hash,
      scopes: normalizeScopes(key.scopes).join(' '),
      created_at: now,
      created_by_key_id: key.createdByKeyId,
      last_used_at: null,
      expires_at: null,
      replaced_by_key_id: null,
      revoked_at: null,
      mcp_approvals_waived: key.mcpApprovalsWaived === true,
    };
    await trx('api_keys').insert(row);
    const { key_hash: _hash, ...shown } = row;
    return { key: toRecord(shown), secret: g.secret };
  }

  /** Keys of a project (active, rotated and revoked), newest first. */
  async listByProject(projectId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db.knex('api_keys').where({ project_id: projectId }).select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');
    return rows.map(toRecord);
  }

  /** One key of a project; another project's key reads as unknown (undefined). */
  async get(projectId: string, keyId: string, trx: Queryable = this.db.knex): Promise<ApiKeyRecord | undefined> {
    const row = await trx('api_keys').where({ project_id: projectId, id: keyId }).first(COLUMNS);
    return row ? toRecord(row) : undefined;
  }

  /**
   * A key locked until `trx` ends, in `projectId` when given (another project's key reads as unknown).
   * Without a project (kind 3 of the conventions: the admin CLI names a key by its id alone, and the
   * key's row is what resolves its project).
   */
  async lock(trx: Queryable, keyId: string, projectId?: string): Promise<ApiKeyRecord | undefined> {
    const q = trx('api_keys').where({ id: keyId });
    if (projectId !== undefined) q.where({ project_id: projectId });
    const row = await q.forUpdate().first(COLUMNS);
    return row ? toRecord(row) : undefined;
  }

  /**
   * Ids of a project's keys that hold `full`, are not revoked and are not ending a rotation (kind 2:
   * read after the caller locked the project's row in the same transaction).
   */
  async lastingFullKeyIds(trx: Queryable, projectId: string, now: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await trx('api_keys')
      .where({ project_id: projectId })
      .whereNull('revoked_at')
      .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
      .whereNull('replaced_by_key_id')
      .where((q) => q.where('scopes', 'full').orWhere('scopes', 'like', 'full %'))
      .select('id');
    return rows.map((r) => r.id);
  }

  /** Revokes a locked key at `now` (kind 2: `lock` resolved it); a key already revoked keeps its first time. */
  async revoke(trx: Queryable, keyId: string, now: Date): Promise<void> {
    await trx('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now });
  }

  /** Marks a locked key rotated (kind 2): it names its successor and stops working at `expiresAt`. */
  async markRotated(trx: Queryable, keyId: string, successorId: string, expiresAt: Date): Promise<void> {
    await trx('api_keys').where({ id: keyId }).update({ replaced_by_key_id: successorId, expires_at: expiresAt });
  }

  /**
   * Records when keys were last used (kind 1: a batch of keys of any project, written by the usage
   * recorder off the request path). One statement whatever the number of keys.
   */
  async touch(used: ReadonlyMap<string, Date>): Promise<void> {
    if (used.size === 0) return;
    await this.db.query(TOUCH_SQL, [[...used.keys()], [...used.values()].map((d) => d.toISOString())], { name: 'api_keys.touch.v1' });
  }

  /** Looks a presented key up by its hash (kind 3: the hash is what finds the project). */
  async findByHash(hash: string): Promise<KeyPrincipal | undefined> {
    return (await this.findByHashes([hash])).get(hash);
  }

  /** Looks keys up by their hashes in one query (kind 3); hashes of unknown keys are absent from the result. */
  async findByHashes(hashes: string[]): Promise<Map<string, KeyPrincipal>> {
    const found = new Map<string, KeyPrincipal>();
    if (hashes.length === 0) return found;
    // One prepared statement with an array parameter, whatever the number of keys: each replica runs
    // it every second over every key in use (see Authenticator), so it must stay cheap to plan and bind.
    const rows = await this.db.query<{
      key_hash: string;
      key_id: string;
      key_name: string;
      project_id: string;
      plan: Plan;
      scopes: string;
      expires_at: Date | string | null;
      revoked: boolean;
      mcp_approvals_waived: boolean;
    }>(FIND_BY_HASHES_SQL, [hashes], { name: 'api_keys.find_by_hashes.v3' });
    for (const r of rows)
      found.set(r.key_hash.trim(), {
        keyId: r.key_id,
        keyName: r.key_name,
        projectId: r.project_id,
        plan: r.plan,
        scopes: scopesOf(r.scopes),
        revoked: r.revoked,
        expiresAt: r.expires_at === null ? null : new Date(r.expires_at).getTime(),
        mcpApprovalsWaived: r.mcp_approvals_waived === true,
      });
    return found;
  }
}
