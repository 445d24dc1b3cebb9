import { userInfo } from 'node:os';
import { v7 as uuidv7 } from 'uuid';
import type { AuditActor, AuditEventRecord, Outcome } from '../audit/audit-event';
import type { AuditWriter } from '../audit/audit.writer';
import type { UsecaseContext } from './context';

/** Where a sign-in-side change came from: the request's id, method, path, client address and user agent. */
export interface RequestOrigin {
  requestId: string;
  method: string;
  path: string;
  ip: string | null;
  userAgent: string | null;
}

/** An admin CLI command's change of one project. */
export interface OperatorChange {
  projectId: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  outcome: Outcome;
  /** What the command answered when it failed. */
  errorMessage?: string;
}

/** The operator of the admin CLI: the OS account running it (the CLI has no other identity). */
function operatorActor(): AuditActor {
  let name = 'operator';
  try {
    name = userInfo().username || name;
  } catch {
    // no passwd entry (a container's arbitrary uid): the generic name
  }
  return { type: 'admin_cli', id: null, name };
}

/**
 * The audit log's explicit records (decision 0016), for the changes that do not go through the
 * route table (those are recorded by `http/middleware/audit-capture.ts`):
 *
 * - the admin CLI's project, key, owner, funding and credits commands, written before the command
 *   reports (a short process must not exit with its record queued);
 * - a person's sign-in-side changes (invitation accepted, password reset, TOTP enabled or disabled),
 *   which belong to the person, not to one project: recorded in every project they are an active
 *   member of at that moment (their owners and admins see a member's security changes there), queued
 *   like the route records.
 */
export class AuditUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly writer?: AuditWriter,
  ) {}

  /** Records an admin CLI command's change, durably (awaited); throws when the database refuses. */
  async recordOperatorChange(change: OperatorChange): Promise<void> {
    const actor = operatorActor();
    await this.ctx.audit.insertBatch([
      {
        ...blank(this.ctx.clock.now()),
        project_id: change.projectId,
        actor_type: actor.type,
        actor_id: actor.id,
        actor_name: actor.name,
        action: change.action,
        resource_type: change.resourceType,
        resource_id: change.resourceId,
        outcome: change.outcome,
        error_message: change.outcome === 'failed' ? (change.errorMessage?.slice(0, 500) ?? null) : null,
      },
    ]);
  }

  /**
   * Records a person's own change (`user.password_reset`, `user.totp_enabled`, ...) in every project
   * they are an active member of, or only in `only`'s project when given (an accepted invitation); the
   * resource is their membership there (the id `/users/{member_id}` takes). Queued (never slows the
   * answer); without a writer written at once. Never throws with a writer: a record that cannot be
   * built is logged at error level.
   */
  async recordPersonalChange(userId: string, action: string, origin: RequestOrigin, only?: { projectId: string; membershipId: string }): Promise<void> {
    let user: { email: string } | undefined;
    let memberships: Array<{ projectId: string; membershipId: string }>;
    try {
      user = await this.ctx.people.user(userId);
      memberships = only ? [only] : (await this.ctx.people.projectsOf(userId)).map((p) => ({ projectId: p.project_id, membershipId: p.membership_id }));
    } catch (err) {
      // The change is done; its answer must not fail for its record. Without a writer (no logger) the caller sees the error.
      if (!this.writer) throw err;
      return this.writer.lost({ user_id: userId, action, ...(only ? { project_id: only.projectId } : {}), request_id: origin.requestId }, err);
    }
    const now = this.ctx.clock.now();
    const records: AuditEventRecord[] = memberships.map(({ projectId: pid, membershipId }) => ({
      ...blank(now),
      project_id: pid,
      actor_type: 'user',
      actor_id: userId,
      actor_name: user?.email ?? null,
      action,
      resource_type: 'user',
      resource_id: membershipId,
      outcome: 'succeeded',
      status_code: 200,
      request_id: origin.requestId,
      http_method: origin.method,
      path: origin.path,
      ip_address: origin.ip,
      user_agent: origin.userAgent,
    }));
    if (this.writer) for (const r of records) this.writer.append(r);
    else await this.ctx.audit.insertBatch(records);
  }
}

/** A record's fields that a CLI change leaves empty. */
function blank(
  now: Date,
): Omit<AuditEventRecord, 'project_id' | 'actor_type' | 'actor_id' | 'actor_name' | 'action' | 'resource_type' | 'resource_id' | 'outcome'> {
  return {
    id: uuidv7(),
    created_at: now,
    status_code: null,
    error_code: null,
    error_message: null,
    changed_fields: null,
    request_id: null,
    http_method: null,
    path: null,
    ip_address: null,
    user_agent: null,
  };
}
