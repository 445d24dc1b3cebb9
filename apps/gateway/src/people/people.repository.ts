import { randomUUID } from 'node:crypto';
import type { SecretCipher } from '@platform/crypto';
import { offsetPage, type Db, type Queryable } from '@platform/db';
import type { Plan } from '../projects/plans';
import { isRole, type Role } from '../keys/roles';

/** A person as the code sees it (credentials included: never returned by a route); TOTP seeds in clear. */
export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

/** A member of a project: the membership (its id is the `/users/{id}` id) and the person's public fields. */
export interface MemberRecord {
  id: string;
  project_id: string;
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  status: 'invited' | 'active';
  invite_expires_at: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A project a person belongs to, with their role there. */
export interface ProjectMembership {
  membership_id: string;
  project_id: string;
  project_name: string;
  role: Role;
  plan: Plan;
}

const iso = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString());

const MEMBER_COLUMNS = [
  'm.id',
  'm.project_id',
  'm.user_id',
  'u.email',
  'u.name',
  'm.role',
  'm.status',
  'm.invite_expires_at',
  'm.accepted_at',
  'm.created_at',
  'm.updated_at',
] as const;

function toMember(r: Record<string, unknown>): MemberRecord {
  const role = String(r.role);
  return {
    id: r.id as string,
    project_id: r.project_id as string,
    user_id: r.user_id as string,
    email: r.email as string,
    name: (r.name as string | null) ?? null,
    role: isRole(role) ? role : 'viewer',
    status: r.status === 'active' ? 'active' : 'invited',
    invite_expires_at: iso(r.invite_expires_at as Date | null),
    accepted_at: iso(r.accepted_at as Date | null),
    created_at: iso(r.created_at as Date)!,
    updated_at: iso(r.updated_at as Date)!,
  };
}

/**
 * TOTP seeds at rest (decision 0015): sealed with the gateway's key ring, bound to the person, so a
 * database read alone does not give a second factor away and a seed copied onto another row does not
 * open. A seed written before sealing (a bare base32 string) still reads and is sealed at its next write.
 */
class SeedCipher {
  constructor(private readonly cipher: SecretCipher) {}

  seal(userId: string, seed: string | null): string | null {
    return seed === null ? null : this.cipher.seal(seed, `gateway.totp_seed:${userId}`);
  }

  open(userId: string, stored: string | null): string | null {
    if (stored === null) return null;
    if (/^[A-Z2-7]+=*$/.test(stored)) return stored;
    return this.cipher.open(stored, `gateway.totp_seed:${userId}`);
  }
}

function toUser(r: Record<string, unknown>, seeds: SeedCipher): UserRow {
  const id = r.id as string;
  return {
    id,
    email: r.email as string,
    name: (r.name as string | null) ?? null,
    password_hash: (r.password_hash as string | null) ?? null,
    totp_secret: seeds.open(id, (r.totp_secret as string | null) ?? null),
    totp_pending_secret: seeds.open(id, (r.totp_pending_secret as string | null) ?? null),
    totp_last_step: r.totp_last_step === null || r.totp_last_step === undefined ? null : Number(r.totp_last_step),
    created_at: iso(r.created_at as Date)!,
    updated_at: iso(r.updated_at as Date)!,
  };
}

/**
 * People, their memberships of projects (role, invitation) and password resets, in the gateway
 * schema. Member reads take the project (a foreign membership reads as unknown); person reads are
 * identity resolution (kind 3 of the conventions: an address or a session is what finds the person).
 */
export class PeopleRepository {
  private readonly seeds: SeedCipher;

  /** `cipher` seals the TOTP seeds (the gateway's TOKEN_ENCRYPTION_KEY ring). */
  constructor(
    private readonly db: Db,
    cipher: SecretCipher,
  ) {
    this.seeds = new SeedCipher(cipher);
  }

  /** A person by address (kind 3: signing in and invitations resolve the person by it). */
  async userByEmail(email: string, trx: Queryable = this.db.knex): Promise<UserRow | undefined> {
    const row = await trx('users').where({ email }).first();
    return row ? toUser(row, this.seeds) : undefined;
  }

  /** A person by id (kind 3: a session or a membership already names them). */
  async user(userId: string, trx: Queryable = this.db.knex): Promise<UserRow | undefined> {
    const row = await trx('users').where({ id: userId }).first();
    return row ? toUser(row, this.seeds) : undefined;
  }

  /** A person locked until `trx` ends (kind 3). */
  async lockUser(trx: Queryable, userId: string): Promise<UserRow | undefined> {
    const row = await trx('users').where({ id: userId }).forUpdate().first();
    return row ? toUser(row, this.seeds) : undefined;
  }

  /**
   * The person of an address, inserted first when unknown (no password yet unless given). Concurrent
   * calls for one address insert it once (`on conflict do nothing`, then read).
   */
  async ensureUser(trx: Queryable, input: { email: string; name: string | null; passwordHash: string | null }, now: Date): Promise<UserRow> {
    await trx('users')
      .insert({
        id: randomUUID(),
        email: input.email,
        name: input.name,
        password_hash: input.passwordHash,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict('email')
      .ignore();
    return (await this.lockUser(trx, (await trx('users').where({ email: input.email }).first('id')).id))!;
  }

  /** Changes a person's fields (kind 2: resolved by the caller in the same transaction or by their own session). */
  async updateUser(
    trx: Queryable,
    userId: string,
    patch: Partial<Pick<UserRow, 'name' | 'password_hash' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_step'>>,
    now: Date,
  ): Promise<void> {
    const sealed = { ...patch };
    if (patch.totp_secret !== undefined) sealed.totp_secret = this.seeds.seal(userId, patch.totp_secret);
    if (patch.totp_pending_secret !== undefined) sealed.totp_pending_secret = this.seeds.seal(userId, patch.totp_pending_secret);
    await trx('users')
      .where({ id: userId })
      .update({ ...sealed, updated_at: now });
  }

  /**
   * Records a TOTP step as used when it is after the last one (kind 2); false when it is not (a code
   * replayed, or raced by another request with the same code).
   */
  async useTotpStep(userId: string, step: number): Promise<boolean> {
    const n = await this.db
      .knex('users')
      .where({ id: userId })
      .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return n === 1;
  }

  /** A page of a project's members, newest first. */
  async listMembers(projectId: string, page: number, perPage: number): Promise<{ items: MemberRecord[]; total: number }> {
    // The join as a subquery, so offsetPage's count(*) and order apply to one row per member.
    const joined = this.db.knex('memberships as m').join('users as u', 'u.id', 'm.user_id').where('m.project_id', projectId).select(MEMBER_COLUMNS);
    return offsetPage(this.db.knex.from(joined.as('x')), { newest: 'created_at', tieBreak: 'id' }, page, perPage, toMember);
  }

  /** The project's active members (the inbox's directory of assignees), by name then address; at most `limit`. */
  async activeMembers(projectId: string, limit: number): Promise<MemberRecord[]> {
    const rows = await this.db
      .knex('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.project_id': projectId, 'm.status': 'active' })
      .orderByRaw('lower(coalesce(u.name, u.email)), u.email, m.id')
      .limit(limit)
      .select(MEMBER_COLUMNS);
    return rows.map(toMember);
  }

  /** One member of a project; another project's membership reads as unknown. */
  async member(projectId: string, membershipId: string, trx: Queryable = this.db.knex): Promise<MemberRecord | undefined> {
    const row = await trx('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.project_id': projectId, 'm.id': membershipId })
      .first(MEMBER_COLUMNS);
    return row ? toMember(row) : undefined;
  }

  /** A member locked until `trx` ends (the membership row), in its project. */
  async lockMember(trx: Queryable, projectId: string, membershipId: string): Promise<MemberRecord | undefined> {
    await trx('memberships').where({ project_id: projectId, id: membershipId }).forUpdate().first('id');
    return this.member(projectId, membershipId, trx);
  }

  /** A person's membership of a project, if any. */
  async memberByUser(trx: Queryable, projectId: string, userId: string): Promise<MemberRecord | undefined> {
    const row = await trx('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.project_id': projectId, 'm.user_id': userId })
      .first(MEMBER_COLUMNS);
    return row ? toMember(row) : undefined;
  }

  /** Inserts a membership (invited with a token hash, or active). */
  async insertMembership(
    trx: Queryable,
    input: {
      projectId: string;
      userId: string;
      role: Role;
      status: 'invited' | 'active';
      inviteTokenHash: string | null;
      inviteExpiresAt: Date | null;
      invitedByKeyId: string | null;
      invitedByUserId: string | null;
    },
    now: Date,
  ): Promise<string> {
    const id = randomUUID();
    await trx('memberships').insert({
      id,
      project_id: input.projectId,
      user_id: input.userId,
      role: input.role,
      status: input.status,
      invite_token_hash: input.inviteTokenHash,
      invite_expires_at: input.inviteExpiresAt,
      invited_by_key_id: input.invitedByKeyId,
      invited_by_user_id: input.invitedByUserId,
      accepted_at: input.status === 'active' ? now : null,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  /** Changes a locked membership (kind 2): role, a new invitation token, or its acceptance. */
  async updateMembership(
    trx: Queryable,
    membershipId: string,
    patch: { role?: Role; invite_token_hash?: string | null; invite_expires_at?: Date | null; status?: 'active'; accepted_at?: Date },
    now: Date,
  ): Promise<void> {
    await trx('memberships')
      .where({ id: membershipId })
      .update({ ...patch, updated_at: now });
  }

  /** Deletes a locked membership (kind 2). */
  async deleteMembership(trx: Queryable, membershipId: string): Promise<void> {
    await trx('memberships').where({ id: membershipId }).delete();
  }

  /** Ids of a project's active owners (kind 2: read after the caller locked the project's row). */
  async activeOwnerIds(trx: Queryable, projectId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await trx('memberships').where({ project_id: projectId, role: 'owner', status: 'active' }).select('id');
    return rows.map((r) => r.id);
  }

  /** The invitation a token hash names, locked (kind 3: the token is what finds the project). */
  async lockInvitation(trx: Queryable, tokenHash: string): Promise<(MemberRecord & { user: UserRow }) | undefined> {
    const row = await trx('memberships').where({ invite_token_hash: tokenHash, status: 'invited' }).forUpdate().first('id', 'project_id');
    if (!row) return undefined;
    const member = await this.member(row.project_id as string, row.id as string, trx);
    const user = member && (await this.lockUser(trx, member.user_id));
    return member && user ? { ...member, user } : undefined;
  }

  /** The projects a person is an active member of, with their role there (kind 3: the person's own view). */
  async projectsOf(userId: string): Promise<ProjectMembership[]> {
    const rows = await this.db
      .knex('memberships as m')
      .join('projects as p', 'p.id', 'm.project_id')
      .where({ 'm.user_id': userId, 'm.status': 'active' })
      .orderBy('p.created_at', 'asc')
      .orderBy('p.id', 'asc')
      .select('m.id as membership_id', 'm.project_id', 'p.name as project_name', 'm.role', 'p.plan');
    return rows.map((r) => ({ ...r, role: isRole(r.role) ? r.role : 'viewer' }) as ProjectMembership);
  }

  /** A person's active membership of one project (their role and the project's plan), if any. */
  async activeMembership(projectId: string, userId: string): Promise<ProjectMembership | undefined> {
    const row = await this.db
      .knex('memberships as m')
      .join('projects as p', 'p.id', 'm.project_id')
      .where({ 'm.project_id': projectId, 'm.user_id': userId, 'm.status': 'active' })
      .first('m.id as membership_id', 'm.project_id', 'p.name as project_name', 'm.role', 'p.plan');
    if (!row || !isRole(row.role)) return undefined;
    return row as ProjectMembership;
  }

  /** Records a password reset's token hash (kind 2: the person was resolved by address). */
  async insertReset(trx: Queryable, userId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await trx('password_resets').insert({ id: randomUUID(), user_id: userId, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: now });
  }

  /** The unused reset a token hash names, locked (kind 3). */
  async lockReset(trx: Queryable, tokenHash: string): Promise<{ id: string; user_id: string; expires_at: Date } | undefined> {
    const row = await trx('password_resets').where({ token_hash: tokenHash }).whereNull('used_at').forUpdate().first('id', 'user_id', 'expires_at');
    return row ? { id: row.id, user_id: row.user_id, expires_at: new Date(row.expires_at) } : undefined;
  }

  /** Marks every unused reset of a person used (kind 2: after one of them set the password). */
  async useResets(trx: Queryable, userId: string, now: Date): Promise<void> {
    await trx('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: now });
  }

  /** Deletes up to `limit` password resets used or expired more than a day ago (no link can use them); returns how many. */
  async purgeSpentResets(now: Date, limit: number): Promise<number> {
    const before = new Date(now.getTime() - 24 * 3600_000);
    const rows = await this.db.query(
      `delete from password_resets where id in (select id from password_resets where coalesce(used_at, expires_at) < $1 or expires_at < $1 limit $2) returning 1 as one`,
      [before, limit],
    );
    return rows.length;
  }
}
