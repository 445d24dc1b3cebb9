import { randomBytes } from 'node:crypto';
import type { Trx } from '@platform/db';
import { conflict, notFound, permissionDenied, unavailable } from '@platform/errors';
import type { Role } from '../keys/roles';
import { checkPassword, hashPassword, hashToken, newToken } from '../people/credentials';
import type { MemberRecord } from '../people/people.repository';
import type { UsecaseContext } from './context';
import type { KeyCaller } from './api-keys.usecase';

/** How long an invitation link works: 7 days (decision 0014). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** The conversations a member is assigned (contacts, decision 0024). */
export interface MemberAssignments {
  /** Ends every active assignment of `userId` in the project; throws when contacts cannot be reached. */
  endAll(projectId: string, userId: string, byUserId: string | null): Promise<void>;
}

/** The members directory's bound (decision 0024). */
const MEMBER_DIRECTORY_MAX = 1000;

const MEMBER_NOT_FOUND = () => notFound('USER_NOT_FOUND', 'User not found');

/** An address as stored: trimmed, lower-cased (one person per address). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The people of a project and their roles (decision 0014), for `{base_url}/users`, the dashboard's
 * invitation acceptance and the admin CLI. Rules: an invitation mails a link (its token stored only as
 * SHA-256, working for 7 days); inviting a pending member again mails a new link (the old one stops
 * working), so a retried invitation is safe; a project keeps at least one active owner (demoting or
 * removing the last is 409, checked under a lock of the project's row); an admin cannot make, change
 * or remove an owner. Callers are a key (any key allowed to write `users`: `full`), a person through
 * a session (their role checked before this, and here for owners), or an operator.
 */
export class UsersUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    /** Ends a removed member's assignments in contacts (decision 0024); absent in the admin CLI, which removes no one. */
    private readonly assignments?: MemberAssignments,
  ) {}

  /**
   * Invites an address to a project with a role, mailing the acceptance link once the invitation is
   * stored. `created` is false when the address was already invited (a new link was mailed).
   */
  async invite(
    projectId: string,
    input: { email: string; role: Role; name?: string | null },
    caller: KeyCaller,
  ): Promise<{ member: MemberRecord; created: boolean }> {
    if (input.role === 'owner') ownersOnly(caller, 'invite an owner');
    const email = normalizeEmail(input.email);
    const token = newToken();
    const now = this.ctx.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const result = await this.ctx.db.transaction(async (trx) => {
      const user = await this.ctx.people.ensureUser(trx, { email, name: input.name ?? null, passwordHash: null }, now);
      const existing = await this.ctx.people.memberByUser(trx, projectId, user.id);
      if (existing?.status === 'active') throw conflict('This address is already a member of the project; change its role with PATCH /users/{id}');
      if (existing) {
        if (existing.role === 'owner') ownersOnly(caller, 'change an owner’s invitation');
        await this.ctx.people.updateMembership(trx, existing.id, { role: input.role, invite_token_hash: token.hash, invite_expires_at: expiresAt }, now);
        return { id: existing.id, created: false };
      }
      const id = await this.ctx.people.insertMembership(
        trx,
        {
          projectId,
          userId: user.id,
          role: input.role,
          status: 'invited',
          inviteTokenHash: token.hash,
          inviteExpiresAt: expiresAt,
          invitedByKeyId: caller.kind === 'key' ? caller.keyId : null,
          invitedByUserId: caller.kind === 'user' ? caller.userId : null,
        },
        now,
      );
      return { id, created: true };
    });
    const member = (await this.ctx.people.member(projectId, result.id))!;
    const project = await this.ctx.projects.get(projectId);
    const link = `${this.ctx.appUrl()}/accept-invitation?token=${token.token}`;
    await this.mail(email, `You are invited to ${project?.name ?? 'a project'}`, [
      `You have been invited to the project "${project?.name ?? projectId}" as ${input.role}.`,
      `Accept the invitation (the link works for 7 days and only once): ${link}`,
      `API: POST ${this.ctx.appUrl()}/api/v1/invitations/accept with { "token": "<the token in the link>", "password": "..." }`,
    ]);
    return { member, created: result.created };
  }

  /** A page of a project's members (invited and active), newest first. */
  list(projectId: string, page: number, perPage: number): Promise<{ items: MemberRecord[]; total: number }> {
    return this.ctx.people.listMembers(projectId, page, perPage);
  }

  /**
   * The project's active members for any member of it (decision 0024): the inbox names assignees and
   * authors with it, so an agent, who may not list `/users`, reads it too. At most 1,000.
   */
  directory(projectId: string): Promise<MemberRecord[]> {
    return this.ctx.people.activeMembers(projectId, MEMBER_DIRECTORY_MAX);
  }

  /** Whether a person (users.id) is an active member of the project (an assignee, decision 0507). */
  async isActiveMember(projectId: string, userId: string): Promise<boolean> {
    const member = await this.ctx.db.transaction((trx) => this.ctx.people.memberByUser(trx, projectId, userId));
    return member?.status === 'active';
  }

  /** A member's name as shown beside their notes: the name, else the address; null when not a member. */
  async nameOf(projectId: string, userId: string): Promise<string | null> {
    const member = await this.ctx.db.transaction((trx) => this.ctx.people.memberByUser(trx, projectId, userId));
    return member ? (member.name ?? member.email) : null;
  }

  /** One member; another project's member is not found, like an unknown one. */
  async get(projectId: string, membershipId: string): Promise<MemberRecord> {
    return (await this.ctx.people.member(projectId, membershipId)) ?? throwIt(MEMBER_NOT_FOUND());
  }

  /** Changes a member's role; the last active owner cannot be demoted (409). */
  async changeRole(projectId: string, membershipId: string, role: Role, caller: KeyCaller): Promise<MemberRecord> {
    await this.ctx.db.transaction(async (trx) => {
      // Serialises owner changes within the project: two demotions cannot each leave the other as the last owner.
      await this.ctx.projects.lock(trx, projectId);
      const member = await this.ctx.people.lockMember(trx, projectId, membershipId);
      if (!member) throw MEMBER_NOT_FOUND();
      if (member.role === role) return;
      if (member.role === 'owner' || role === 'owner') ownersOnly(caller, 'make or change an owner');
      if (member.role === 'owner' && member.status === 'active') await this.keepAnOwner(trx, projectId, member.id, 'demote');
      await this.ctx.people.updateMembership(trx, member.id, { role }, this.ctx.clock.now());
    });
    return this.get(projectId, membershipId);
  }

  /**
   * Removes a member (an invitation is withdrawn); the last active owner cannot be removed (409). An
   * active member's assignments end in contacts (decision 0024).
   */
  async remove(projectId: string, membershipId: string, caller: KeyCaller): Promise<MemberRecord> {
    return this.ctx.db.transaction(async (trx) => {
      await this.ctx.projects.lock(trx, projectId);
      const member = await this.ctx.people.lockMember(trx, projectId, membershipId);
      if (!member) throw MEMBER_NOT_FOUND();
      if (member.role === 'owner') ownersOnly(caller, 'remove an owner');
      if (member.role === 'owner' && member.status === 'active') await this.keepAnOwner(trx, projectId, member.id, 'remove');
      await this.ctx.people.deleteMembership(trx, member.id);
      // Their conversations are unassigned before the removal commits (decision 0024): contacts out of
      // reach fails the removal (503, nothing removed; a retry is safe), never leaves them assigned.
      if (member.status === 'active' && this.assignments)
        await this.assignments.endAll(projectId, member.user_id, caller.kind === 'user' ? caller.userId : null);
      return member;
    });
  }

  /**
   * Accepts an invitation by its token: a person without a password sets one (and may give a name); a
   * person who has one (a member of another project) proves it. The link then stops working.
   */
  async accept(token: string, input: { password: string; name?: string | null }): Promise<MemberRecord> {
    const now = this.ctx.clock.now();
    const accepted = await this.ctx.db.transaction(async (trx) => {
      const inv = await this.ctx.people.lockInvitation(trx, hashToken(token));
      if (!inv || !inv.invite_expires_at || new Date(inv.invite_expires_at) <= now)
        throw notFound('INVITATION_NOT_FOUND', 'Invitation not found: the link is unknown, used or expired; ask for a new one');
      if (inv.user.password_hash) {
        if (!(await checkPassword(inv.user.password_hash, input.password)))
          throw permissionDenied('PASSWORD_MISMATCH', 'This address already has an account: give its password to accept');
      } else {
        await this.ctx.people.updateUser(
          trx,
          inv.user_id,
          { password_hash: await hashPassword(input.password), ...(input.name ? { name: input.name } : {}) },
          now,
        );
      }
      await this.ctx.people.updateMembership(trx, inv.id, { status: 'active', accepted_at: now, invite_token_hash: null, invite_expires_at: null }, now);
      return inv;
    });
    return (await this.ctx.people.member(accepted.project_id, accepted.id))!;
  }

  /**
   * Makes an address an active owner of a project (the admin CLI and the all-in-one's demo project),
   * giving a person without a password a generated one, returned once. An operator's act: no invitation.
   */
  async addOwner(projectId: string, email: string): Promise<{ member: MemberRecord; password: string | null }> {
    const now = this.ctx.clock.now();
    const password = randomBytes(15).toString('base64url');
    const passwordHash = await hashPassword(password);
    const r = await this.ctx.db.transaction(async (trx) => {
      if (!(await this.ctx.projects.exists(trx, projectId))) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
      const user = await this.ctx.people.ensureUser(trx, { email: normalizeEmail(email), name: null, passwordHash: null }, now);
      const fresh = user.password_hash === null;
      if (fresh) await this.ctx.people.updateUser(trx, user.id, { password_hash: passwordHash }, now);
      const existing = await this.ctx.people.memberByUser(trx, projectId, user.id);
      let id = existing?.id;
      if (existing)
        await this.ctx.people.updateMembership(
          trx,
          existing.id,
          { role: 'owner', status: 'active', accepted_at: now, invite_token_hash: null, invite_expires_at: null },
          now,
        );
      else
        id = await this.ctx.people.insertMembership(
          trx,
          {
            projectId,
            userId: user.id,
            role: 'owner',
            status: 'active',
            inviteTokenHash: null,
            inviteExpiresAt: null,
            invitedByKeyId: null,
            invitedByUserId: null,
          },
          now,
        );
      return { id: id!, fresh };
    });
    return { member: (await this.ctx.people.member(projectId, r.id))!, password: r.fresh ? password : null };
  }

  private async keepAnOwner(trx: Trx, projectId: string, membershipId: string, what: string) {
    const owners = await this.ctx.people.activeOwnerIds(trx, projectId);
    if (owners.length === 1 && owners[0] === membershipId)
      throw conflict(`This is the project's last owner: make another member owner before you ${what} this one`);
  }

  /** Sends a mail; a failure is a 503 the caller may retry (an invitation retried mails a new link). */
  private async mail(to: string, subject: string, lines: string[]): Promise<void> {
    try {
      await this.ctx.mailer.send({ to, subject, text: lines.join('\n\n') });
    } catch {
      throw unavailable('MAIL_UNAVAILABLE', 'The mail could not be sent; retry the request (a new link is mailed, the previous one stops working)');
    }
  }
}

/** Owners are made, changed and removed only by an owner, a key or an operator (not an admin). */
function ownersOnly(caller: KeyCaller, what: string): void {
  if (caller.kind === 'user' && caller.role !== 'owner') throw permissionDenied('OWNER_REQUIRED', `Only an owner can ${what}`);
}

function throwIt(err: Error): never {
  throw err;
}
