import { randomUUID } from 'node:crypto';
import { offsetPage, type Db, type Queryable } from '@platform/db';
import type { Plan } from '../projects/plans';
import type { DefaultMode, InboxEmbedRecord, ScopeType } from './inbox-embed';

const iso = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString());

const COLUMNS = [
  'id',
  'project_id',
  'name',
  'scope_type',
  'scope_id',
  'scope_name',
  'allowed_origins',
  'default_mode',
  'language',
  'expires_at',
  'revoked_at',
  'last_used_at',
  'created_by_key_id',
  'created_by_user_id',
  'created_at',
  'updated_at',
] as const;

function toRecord(r: Record<string, unknown>): InboxEmbedRecord {
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    name: r.name as string,
    scope_type: r.scope_type as ScopeType,
    scope_id: r.scope_id as string,
    scope_name: r.scope_name as string,
    allowed_origins: String(r.allowed_origins ?? '')
      .split(' ')
      .filter(Boolean),
    default_mode: r.default_mode as DefaultMode,
    language: r.language as string,
    expires_at: iso(r.expires_at as Date | null),
    revoked_at: iso(r.revoked_at as Date | null),
    last_used_at: iso(r.last_used_at as Date | null),
    created_by_key_id: (r.created_by_key_id as string | null) ?? null,
    created_by_user_id: (r.created_by_user_id as string | null) ?? null,
    created_at: iso(r.created_at as Date)!,
    updated_at: iso(r.updated_at as Date)!,
  };
}

/** What a new embed is. */
export interface NewEmbed {
  name: string;
  scopeType: ScopeType;
  scopeId: string;
  scopeName: string;
  allowedOrigins: string[];
  defaultMode: DefaultMode;
  language: string;
  expiresAt: Date | null;
  tokenHash: string;
  createdByKeyId: string | null;
  createdByUserId: string | null;
}

/** What PATCH may change (never the scope). */
export interface EmbedChanges {
  name?: string;
  allowedOrigins?: string[];
  defaultMode?: DefaultMode;
  language?: string;
  /** null clears it (never expires). */
  expiresAt?: Date | null;
}

/** List filters. */
export interface EmbedFilter {
  status?: 'active' | 'revoked' | 'expired';
  scopeType?: ScopeType;
  scopeId?: string;
}

/** Inbox embeds of the gateway's database; every read takes the project (a foreign id is never found). */
export class InboxEmbedsRepository {
  constructor(private readonly db: Db) {}

  async insert(trx: Queryable, projectId: string, e: NewEmbed, now: Date): Promise<InboxEmbedRecord> {
    const [row] = (await trx('inbox_embeds')
      .insert({
        id: randomUUID(),
        project_id: projectId,
        name: e.name,
        scope_type: e.scopeType,
        scope_id: e.scopeId,
        scope_name: e.scopeName,
        allowed_origins: e.allowedOrigins.join(' '),
        default_mode: e.defaultMode,
        language: e.language,
        token_hash: e.tokenHash,
        expires_at: e.expiresAt,
        created_by_key_id: e.createdByKeyId,
        created_by_user_id: e.createdByUserId,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS as unknown as string[])) as Record<string, unknown>[];
    return toRecord(row);
  }

  async get(projectId: string, id: string, trx: Queryable = this.db.knex): Promise<InboxEmbedRecord | undefined> {
    const row = (await trx('inbox_embeds')
      .where({ project_id: projectId, id })
      .first(COLUMNS as unknown as string[])) as Record<string, unknown> | undefined;
    return row ? toRecord(row) : undefined;
  }

  async list(projectId: string, f: EmbedFilter, now: Date, page: number, perPage: number): Promise<{ items: InboxEmbedRecord[]; total: number }> {
    const q = this.db.knex('inbox_embeds').where({ project_id: projectId });
    if (f.status === 'revoked') q.whereNotNull('revoked_at');
    if (f.status === 'active') q.whereNull('revoked_at').where((w) => void w.whereNull('expires_at').orWhere('expires_at', '>', now));
    if (f.status === 'expired') q.whereNull('revoked_at').where('expires_at', '<=', now);
    if (f.scopeType) q.where('scope_type', f.scopeType);
    if (f.scopeId) q.where('scope_id', f.scopeId);
    // The filters as a subquery of the public columns, so offsetPage's count(*) applies to it alone.
    return offsetPage(this.db.knex.from(q.select(COLUMNS as unknown as string[]).as('x')), { newest: 'created_at', tieBreak: 'id' }, page, perPage, toRecord);
  }

  async update(trx: Queryable, projectId: string, id: string, c: EmbedChanges, now: Date): Promise<InboxEmbedRecord | undefined> {
    const set: Record<string, unknown> = { updated_at: now };
    if (c.name !== undefined) set.name = c.name;
    if (c.allowedOrigins !== undefined) set.allowed_origins = c.allowedOrigins.join(' ');
    if (c.defaultMode !== undefined) set.default_mode = c.defaultMode;
    if (c.language !== undefined) set.language = c.language;
    if (c.expiresAt !== undefined) set.expires_at = c.expiresAt;
    const [row] = (await trx('inbox_embeds')
      .where({ project_id: projectId, id })
      .whereNull('revoked_at')
      .update(set)
      .returning(COLUMNS as unknown as string[])) as Record<string, unknown>[];
    return row ? toRecord(row) : undefined;
  }

  /** Revokes an embed (kept, refused from now); an already revoked one is answered unchanged. */
  async revoke(projectId: string, id: string, now: Date): Promise<InboxEmbedRecord | undefined> {
    await this.db.knex('inbox_embeds').where({ project_id: projectId, id }).whereNull('revoked_at').update({ revoked_at: now, updated_at: now });
    return this.get(projectId, id);
  }

  /** The embed of a token's hash with its project's plan, whatever its state (the caller checks it). */
  async findByTokenHash(hash: string): Promise<(InboxEmbedRecord & { plan: Plan }) | undefined> {
    const row = (await this.db
      .knex('inbox_embeds as e')
      .join('projects as p', 'p.id', 'e.project_id')
      .where('e.token_hash', hash)
      .first([...COLUMNS.map((c) => `e.${c}`), 'p.plan'])) as Record<string, unknown> | undefined;
    return row ? { ...toRecord(row), plan: row.plan as Plan } : undefined;
  }

  /**
   * The allowed origins of every embed not revoked and not expired at `now`, with their expiry (the
   * CORS preflight's cache judges expiry again when it answers). Bounded by the number of embeds.
   */
  async activeOrigins(now: Date): Promise<Array<{ origins: string[]; expiresAt: Date | null }>> {
    const rows = (await this.db
      .knex('inbox_embeds')
      .whereNull('revoked_at')
      .where((w) => void w.whereNull('expires_at').orWhere('expires_at', '>', now))
      .select('allowed_origins', 'expires_at')) as Array<{ allowed_origins: string; expires_at: Date | null }>;
    return rows.map((r) => ({ origins: r.allowed_origins.split(' ').filter(Boolean), expiresAt: r.expires_at ? new Date(r.expires_at) : null }));
  }

  /** Records a use, unless one was recorded within the last minute (at most one write a minute per embed). */
  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .knex('inbox_embeds')
      .where({ id })
      .where((w) => void w.whereNull('last_used_at').orWhere('last_used_at', '<', new Date(now.getTime() - 60_000)))
      .update({ last_used_at: now });
  }
}
