import { LRUCache } from 'lru-cache';
import type { KeyPrincipal, ProjectsRepository } from '../projects/projects.repository';
import { hashApiKey, looksLikeApiKey } from './api-key';

/** Outcome of checking a presented key. */
export type AuthResult =
  | { ok: true; principal: KeyPrincipal }
  | { ok: false; reason: 'missing' | 'invalid' | 'revoked'; principal?: KeyPrincipal };

/**
 * Resolves `X-API-Key` to its project. Lookups are cached per replica for `ttlMs` (≤ 5 s), keyed by
 * the key's hash (never the secret), so a revoked key stops working on every replica within that TTL
 * without a database round trip per request.
 */
export class Authenticator {
  private readonly cache: LRUCache<string, { principal: KeyPrincipal | null }>;

  constructor(private readonly projects: ProjectsRepository, ttlMs: number) {
    this.cache = new LRUCache({ max: 50_000, ttl: Math.max(1, ttlMs) });
  }

  /** Checks a header value. */
  async authenticate(header: string | undefined): Promise<AuthResult> {
    if (!header) return { ok: false, reason: 'missing' };
    if (!looksLikeApiKey(header)) return { ok: false, reason: 'invalid' };
    const hash = hashApiKey(header);
    let entry = this.cache.get(hash);
    if (!entry) {
      entry = { principal: (await this.projects.findByHash(hash)) ?? null };
      this.cache.set(hash, entry);
    }
    if (!entry.principal) return { ok: false, reason: 'invalid' };
    if (entry.principal.revoked) return { ok: false, reason: 'revoked', principal: entry.principal };
    return { ok: true, principal: entry.principal };
  }

  /** Drops cached lookups (this replica), e.g. after an admin change made through it. */
  clear(): void {
    this.cache.clear();
  }
}
