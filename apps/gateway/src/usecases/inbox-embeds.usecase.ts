import { conflict, invalidArgument, notFound } from '@platform/errors';
import { newEmbedToken, hashEmbedToken, isTokenShaped, statusOf, type DefaultMode, type InboxEmbedRecord, type ScopeType } from '../embeds/inbox-embed';
import { ActiveEmbedOrigins } from '../embeds/active-origins';
import { InboxEmbedsRepository, type EmbedChanges, type EmbedFilter } from '../embeds/inbox-embeds.repository';
import type { Plan } from '../projects/plans';
import type { KeyCaller } from './api-keys.usecase';
import type { UsecaseContext } from './context';

const EMBED_NOT_FOUND = () => notFound('INBOX_EMBED_NOT_FOUND', 'Inbox embed not found');

/** The embed, or 404 `Inbox embed not found` (an unknown id and another project's alike). */
function found(e: InboxEmbedRecord | undefined): InboxEmbedRecord {
  if (!e) throw EMBED_NOT_FOUND();
  return e;
}

/** An embed just created: its token and URL, shown in this answer only. */
export interface IssuedEmbed {
  embed: InboxEmbedRecord;
  token: string;
  embedUrl: string;
}

/** An embed a request's token opened (active), with its project's plan. */
export type OpenedEmbed = InboxEmbedRecord & { plan: Plan };

/** What a new embed is, its scope already resolved (its name read) by the caller. */
export interface EmbedInput {
  name: string;
  scopeType: ScopeType;
  scopeId: string;
  scopeName: string;
  allowedOrigins: string[];
  defaultMode: DefaultMode;
  language: string;
  expiresAt: Date | null;
}

/**
 * Inbox embeds of a project (decision 0017): create (the token and URL shown once, the token stored
 * only as SHA-256), list, read, change (never the scope) and revoke; and the token's check for the
 * embed's page and API. A revoked embed is kept and refused at once (every request reads the row).
 */
export class InboxEmbedsUsecase {
  readonly repo: InboxEmbedsRepository;

  /** Origins allowed by an active embed, for the API's CORS preflight (a 10 s cache, rechecked within 1 s for a refused origin). */
  readonly activeOrigins: ActiveEmbedOrigins;

  constructor(private readonly ctx: UsecaseContext) {
    this.repo = new InboxEmbedsRepository(ctx.db);
    this.activeOrigins = new ActiveEmbedOrigins((now) => this.repo.activeOrigins(now), { ttlMs: 10_000, missRecheckMs: 1_000, now: () => ctx.clock.now() });
  }

  /** The project's name (the scope name of a `project` embed). */
  async projectName(projectId: string): Promise<string> {
    const p = await this.ctx.projects.get(projectId);
    if (!p) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
    return p.name;
  }

  async create(projectId: string, input: EmbedInput, caller: Exclude<KeyCaller, { kind: 'operator' }>): Promise<IssuedEmbed> {
    const now = this.ctx.clock.now();
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw invalidArgument('INVALID_EXPIRES_AT', 'expires_at must be in the future');
    const { token, hash } = newEmbedToken();
    const embed = await this.ctx.db.transaction(async (trx) => {
      if (!(await this.ctx.projects.exists(trx, projectId))) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
      return this.repo.insert(
        trx,
        projectId,
        {
          ...input,
          tokenHash: hash,
          createdByKeyId: caller.kind === 'key' ? caller.keyId : null,
          createdByUserId: caller.kind === 'user' ? caller.userId : null,
        },
        now,
      );
    });
    return { embed, token, embedUrl: this.urlOf(token) };
  }

  /** `{app_url}/embed/{token}`. */
  urlOf(token: string): string {
    return `${this.ctx.appUrl().replace(/\/$/, '')}/embed/${token}`;
  }

  list(projectId: string, filter: EmbedFilter, page: number, perPage: number): Promise<{ items: InboxEmbedRecord[]; total: number }> {
    return this.repo.list(projectId, filter, this.ctx.clock.now(), page, perPage);
  }

  /** One embed; another project's id answers like an unknown one. */
  async get(projectId: string, id: string): Promise<InboxEmbedRecord> {
    return found(await this.repo.get(projectId, id));
  }

  /** Changes name, origins, mode, language or expiry; a revoked embed is 409 (it stays revoked). */
  async update(projectId: string, id: string, changes: EmbedChanges): Promise<InboxEmbedRecord> {
    const now = this.ctx.clock.now();
    if (changes.expiresAt && changes.expiresAt.getTime() <= now.getTime()) throw invalidArgument('INVALID_EXPIRES_AT', 'expires_at must be in the future');
    return this.ctx.db.transaction(async (trx) => {
      const current = await this.repo.get(projectId, id, trx);
      if (!current) throw EMBED_NOT_FOUND();
      if (current.revoked_at) throw conflict('Inbox embed has been revoked and cannot be changed: create a new one');
      return found(await this.repo.update(trx, projectId, id, changes, now));
    });
  }

  /** Revokes at once (kept, `status: revoked`); revoking again answers it unchanged. */
  async revoke(projectId: string, id: string): Promise<InboxEmbedRecord> {
    return found(await this.repo.revoke(projectId, id, this.ctx.clock.now()));
  }

  /** The active embed of a token, or why it is refused. Malformed tokens never reach the database. */
  async open(token: string | undefined): Promise<{ ok: true; embed: OpenedEmbed } | { ok: false; reason: 'missing' | 'invalid' | 'revoked' | 'expired' }> {
    if (token === undefined || token === '') return { ok: false, reason: 'missing' };
    if (!isTokenShaped(token)) return { ok: false, reason: 'invalid' };
    const embed = await this.repo.findByTokenHash(hashEmbedToken(token));
    if (!embed) return { ok: false, reason: 'invalid' };
    const status = statusOf(embed, this.ctx.clock.now());
    return status === 'active' ? { ok: true, embed } : { ok: false, reason: status };
  }

  /** Records the embed's use (at most one write a minute); never fails the request. */
  noteUse(id: string, onError: (err: unknown) => void): void {
    this.repo.touch(id, this.ctx.clock.now()).catch(onError);
  }
}
