import { conflict, notFound, permissionDenied } from '@platform/errors';
import type { ApiKeyRecord, IssuedKey } from '../keys/api-keys.repository';
import type { ScopeType } from '../embeds/inbox-embed';
import type { Role } from '../keys/roles';
import { covers, type Scope } from '../keys/scopes';
import type { UsecaseContext } from './context';

/**
 * Who changes keys: a key of the project (through the API), a person through a dashboard session
 * (bounded by the scopes their role covers, `scopesOfRole`, decision 0014), or an operator (the admin CLI).
 */
export type KeyCaller =
  | { kind: 'key'; keyId: string; scopes: Scope[] }
  | { kind: 'user'; userId: string; role: Role; scopes: Scope[] }
  /** An inbox embed's page (decision 0017): covers no key scope (`scopes` is empty); its scope bounds what it reads. */
  | { kind: 'embed'; embedId: string; scopeType: ScopeType; scopeId: string; scopes: Scope[] }
  | { kind: 'operator' };

/** Longest grace period of a rotation: 24 hours (issue 35). */
export const MAX_GRACE_SECONDS = 86_400;

/** Grace period of a rotation whose caller names none: one hour (decision 0011). */
export const DEFAULT_GRACE_SECONDS = 3_600;

/** A rotation's result: the new key (secret shown once) and the old one, now ending its grace period. */
export interface RotatedKey extends IssuedKey {
  previous: ApiKeyRecord;
}

const KEY_NOT_FOUND = () => notFound('API_KEY_NOT_FOUND', 'API key not found');

/**
 * API keys of a project, for the API (`/api_keys`) and the admin CLI alike: one code path creates,
 * rotates and revokes, whoever asks. Rules (decision 0011): a key never creates, rotates or revokes a
 * key wider than itself; a project's last lasting `full` key cannot be revoked through the API; a
 * rotation issues a successor with the same name and scopes and lets the old secret work for a grace
 * period (0 to 24 hours). Every replica refuses a revoked or expired key within its revalidation
 * interval (decision 0004); the replica that made the change forgets the key at once (`onChanged`).
 */
export class ApiKeysUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Issues a key in a project; the secret is returned once. An unknown project is not found (the admin CLI names any). */
  create(projectId: string, input: { name: string; scopes: Scope[]; mcpApprovalsWaived?: boolean }, caller: KeyCaller): Promise<IssuedKey> {
    if (caller.kind !== 'operator' && !covers(caller.scopes, input.scopes)) throw wider('create', input.scopes);
    // A key never waives approvals for itself: only a full-scope caller (a full key, an owner or admin) creates a key that does (decision 0029).
    if (input.mcpApprovalsWaived === true && caller.kind !== 'operator' && !caller.scopes.includes('full'))
      throw permissionDenied('MCP_APPROVALS_WAIVER_FORBIDDEN', 'Only a caller with the full scope may create a key with mcp_approvals_waived');
    return this.ctx.db.transaction(async (trx) => {
      if (!(await this.ctx.projects.exists(trx, projectId))) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
      const createdByKeyId = caller.kind === 'key' ? caller.keyId : null;
      return this.ctx.apiKeys.insert(trx, projectId, { ...input, createdByKeyId }, this.ctx.clock.now());
    });
  }

  /** Keys of a project (active, rotated and revoked), newest first. */
  list(projectId: string): Promise<ApiKeyRecord[]> {
    return this.ctx.apiKeys.listByProject(projectId);
  }

  /** One key of a project; another project's key is not found, like an unknown one. */
  async get(projectId: string, keyId: string): Promise<ApiKeyRecord> {
    const key = await this.ctx.apiKeys.get(projectId, keyId);
    if (!key) throw KEY_NOT_FOUND();
    return key;
  }

  /**
   * Rotation: a successor with the same name and scopes (its secret shown once), and the old key
   * working until `now + graceSeconds`. A revoked key, or one already rotated, is a conflict.
   * `projectId` is the caller's project (the API); the admin CLI names the key alone.
   */
  async rotate(projectId: string | undefined, keyId: string, graceSeconds: number, caller: KeyCaller): Promise<RotatedKey> {
    const rotated = await this.ctx.db.transaction(async (trx) => {
      const old = await this.ctx.apiKeys.lock(trx, keyId, projectId);
      if (!old) throw KEY_NOT_FOUND();
      if (caller.kind !== 'operator' && !covers(caller.scopes, old.scopes)) throw wider('rotate', old.scopes);
      if (old.revoked_at) throw conflict('API key has been revoked and cannot be rotated');
      if (old.replaced_by_key_id) throw conflict(`API key was already rotated; rotate its successor ${old.replaced_by_key_id}`);
      const now = this.ctx.clock.now();
      const created = await this.ctx.apiKeys.insert(
        trx,
        old.project_id,
        { name: old.name, scopes: old.scopes, createdByKeyId: caller.kind === 'key' ? caller.keyId : null, mcpApprovalsWaived: old.mcp_approvals_waived },
        now,
      );
      const expiresAt = new Date(now.getTime() + graceSeconds * 1000);
      await this.ctx.apiKeys.markRotated(trx, old.id, created.key.id, expiresAt);
      return { ...created, previous: { ...old, replaced_by_key_id: created.key.id, expires_at: expiresAt.toISOString() } };
    });
    this.ctx.onKeyChanged(keyId);
    return rotated;
  }

  /**
   * Revokes a key at once. Through the API (a key caller), the project's last lasting `full` key is
   * refused (409): that would leave no key able to manage the project; an operator may revoke any key.
   * Revoking a revoked key answers it unchanged.
   */
  async revoke(projectId: string | undefined, keyId: string, caller: KeyCaller): Promise<ApiKeyRecord> {
    const revoked = await this.ctx.db.transaction(async (trx) => {
      const key = await this.ctx.apiKeys.lock(trx, keyId, projectId);
      if (!key) throw KEY_NOT_FOUND();
      if (caller.kind !== 'operator' && !covers(caller.scopes, key.scopes)) throw wider('revoke', key.scopes);
      if (key.revoked_at) return key;
      const now = this.ctx.clock.now();
      if (caller.kind !== 'operator' && key.scopes.includes('full')) {
        // Serialises revocations within the project, so two concurrent ones cannot each leave the other's key as the last.
        await this.ctx.projects.lock(trx, key.project_id);
        const lasting = await this.ctx.apiKeys.lastingFullKeyIds(trx, key.project_id, now);
        if (lasting.length === 1 && lasting[0] === key.id)
          throw conflict('This is the last full-scope API key of the project; create another full key before revoking it');
      }
      await this.ctx.apiKeys.revoke(trx, key.id, now);
      return { ...key, revoked_at: now.toISOString() };
    });
    this.ctx.onKeyChanged(keyId);
    return revoked;
  }
}

function wider(action: string, scopes: readonly Scope[]) {
  return permissionDenied('API_KEY_SCOPE', `An API key cannot ${action} a key wider than itself: that needs a key holding ${scopes.join(', ')} scope`);
}
