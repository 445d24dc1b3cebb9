import { offsetPage, type Db } from '@platform/db';
import type { Knex } from 'knex';
import type { SetupLinkStatus } from '../../domain/setup-link';
import type { ValidSetupLinkOptions } from '../../domain/setup-link-options';
import { provisionedNumberOf, type ProvisionedNumberRow } from './provisioned-numbers.repository';

/** The creation options of a link, stored as one JSON document: the validated options and the billing mode. */
export type SetupLinkOptions = ValidSetupLinkOptions & { upstream_billing_mode: string };

/** A stored link with what the onboarding page needs. */
export interface SetupLinkRow {
  id: string;
  projectId: string;
  customerId: string;
  token: string;
  status: SetupLinkStatus;
  expiresAt: Date;
  options: SetupLinkOptions;
  messagingSetupStatus: string;
  messagingSetupError: string | null;
  phoneNumberId: string | null;
  /** When a signup post claimed the link (decision 0247); null: never claimed. */
  signupClaimedAt: Date | null;
  /** Failure-redirect code of the last failed attempt. */
  messagingSetupErrorCode: string | null;
  createdAt: Date;
  /** The number provisioned for the link (decision 0248), when the link's reads attach it. */
  provisionedNumber?: ProvisionedNumberRow | null;
}

/** Attaches each link's provisioned number (one query for the lot). */
async function withProvisioned(q: Knex, rows: SetupLinkRow[]): Promise<SetupLinkRow[]> {
  if (rows.length === 0) return rows;
  const found = await q('provisioned_numbers').whereIn(
    'setup_link_id',
    rows.map((r) => r.id),
  );
  const byLink = new Map(found.map((r: Record<string, unknown>) => [String(r.setup_link_id), provisionedNumberOf(r)]));
  return rows.map((r) => ({ ...r, provisionedNumber: byLink.get(r.id) ?? null }));
}

function toRow(r: Record<string, unknown>): SetupLinkRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    customerId: r.customer_id as string,
    token: r.token as string,
    status: r.status as SetupLinkStatus,
    expiresAt: new Date(r.expires_at as string),
    options: (typeof r.options === 'string' ? JSON.parse(r.options) : r.options) as SetupLinkOptions,
    messagingSetupStatus: r.messaging_setup_status as string,
    messagingSetupError: (r.messaging_setup_error as string | null) ?? null,
    phoneNumberId: (r.phone_number_id as string | null) ?? null,
    signupClaimedAt: r.signup_claimed_at ? new Date(r.signup_claimed_at as string) : null,
    messagingSetupErrorCode: (r.messaging_setup_error_code as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  };
}

/** Setup links. Every tenant read takes the project id; the onboarding page reads by token. */
export class SetupLinksRepository {
  constructor(private readonly db: Db) {}

  /**
   * Revokes the customer's active link(s) and inserts the new one, in the caller's transaction. A link
   * stored `active` but already past its expiry reads `expired` (expiry is applied on read), so it is
   * settled as `expired`, never turned into `revoked`; only an unexpired one is revoked.
   */
  async replaceActive(
    trx: Knex,
    link: { id: string; projectId: string; customerId: string; token: string; expiresAt: Date; options: SetupLinkOptions; now: Date },
  ): Promise<SetupLinkRow> {
    const active = () => trx('setup_links').where({ project_id: link.projectId, customer_id: link.customerId, status: 'active' });
    await active().where('expires_at', '<=', link.now).update({ status: 'expired', updated_at: link.now });
    await active().where('expires_at', '>', link.now).update({ status: 'revoked', revoked_at: link.now, updated_at: link.now });
    const [r] = await trx('setup_links')
      .insert({
        id: link.id,
        project_id: link.projectId,
        customer_id: link.customerId,
        token: link.token,
        status: 'active',
        expires_at: link.expiresAt,
        options: JSON.stringify(link.options),
        created_at: link.now,
        updated_at: link.now,
      })
      .returning('*');
    return toRow(r);
  }

  /** One link of the project's customer, or undefined. */
  async get(projectId: string, customerId: string, id: string): Promise<SetupLinkRow | undefined> {
    const r = await this.db.knex('setup_links').where({ project_id: projectId, customer_id: customerId, id }).first();
    return r ? (await withProvisioned(this.db.knex, [toRow(r)]))[0] : undefined;
  }

  /** One link of the project's customer, locked for update in the caller's transaction, or undefined. */
  async lockOne(trx: Knex, projectId: string, customerId: string, id: string): Promise<SetupLinkRow | undefined> {
    const r = await trx('setup_links').where({ project_id: projectId, customer_id: customerId, id }).first().forUpdate();
    return r ? (await withProvisioned(trx, [toRow(r)]))[0] : undefined;
  }

  /**
   * Sweeper, across all projects by design (kind 1): stores `expired` on at most `limit` links still
   * stored `active` whose `expires_at` has passed, oldest expiry first; rows another transaction holds
   * (a revocation, a completing page, a replacing link) are skipped and settled by a later pass.
   * Answers how many it stored.
   */
  async expireDue(now: Date, limit: number): Promise<number> {
    return this.db.knex.transaction(async (trx) => {
      const due = trx('setup_links')
        .select('id')
        .where('status', 'active')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return Number(await trx('setup_links').whereIn('id', due).update({ status: 'expired', updated_at: now }));
    });
  }

  /** The link behind an onboarding url, locked for update when a transaction is given. */
  async byToken(token: string, trx?: Knex.Transaction): Promise<SetupLinkRow | undefined> {
    const q = (trx ?? this.db.knex)('setup_links').where({ token }).first();
    const r = trx ? await q.forUpdate() : await q;
    return r ? (await withProvisioned(trx ?? this.db.knex, [toRow(r)]))[0] : undefined;
  }

  /** A page of a customer's links, most recent first; the status filter sees expiry as of `now`. */
  async list(
    projectId: string,
    customerId: string,
    status: SetupLinkStatus | undefined,
    now: Date,
    page: number,
    perPage: number,
  ): Promise<{ items: SetupLinkRow[]; total: number }> {
    const q = this.db.knex('setup_links').where({ project_id: projectId, customer_id: customerId });
    if (status === 'active') q.where('status', 'active').where('expires_at', '>', now);
    else if (status === 'expired') q.where((w) => w.where('status', 'expired').orWhere((a) => a.where('status', 'active').where('expires_at', '<=', now)));
    else if (status) q.where('status', status);
    const found = await offsetPage(q, { newest: 'created_at', tieBreak: 'id' }, page, perPage, toRow);
    return { items: await withProvisioned(this.db.knex, found.items), total: found.total };
  }

  /** Persists a terminal transition decided by the domain. */
  async setStatus(
    trx: Knex,
    id: string,
    status: SetupLinkStatus,
    now: Date,
    extra: { phoneNumberId?: string; setupStatus?: string; setupError?: string | null } = {},
  ): Promise<void> {
    const patch: Record<string, unknown> = { status, updated_at: now };
    if (status === 'used') patch.used_at = now;
    if (status === 'revoked') patch.revoked_at = now;
    if (extra.phoneNumberId !== undefined) patch.phone_number_id = extra.phoneNumberId;
    if (extra.setupStatus !== undefined) patch.messaging_setup_status = extra.setupStatus;
    if (extra.setupError !== undefined) patch.messaging_setup_error = extra.setupError;
    await trx('setup_links').where({ id }).update(patch);
  }

  /** Records a failed onboarding attempt (the link stays active so the customer can retry). */
  async recordSetupError(id: string, error: string, now: Date): Promise<void> {
    await this.db.knex('setup_links').where({ id }).update({ messaging_setup_status: 'failed', messaging_setup_error: error, updated_at: now });
  }

  /**
   * Claims the link for a signup finish (row already locked by `byToken(token, trx)`, kind 2): the
   * first step, the claim time, the previous attempt's error cleared.
   */
  async claimSignup(trx: Knex, id: string, step: string, now: Date): Promise<void> {
    await trx('setup_links').where({ id }).update({
      messaging_setup_status: step,
      signup_claimed_at: now,
      messaging_setup_error: null,
      messaging_setup_error_code: null,
      updated_at: now,
    });
  }

  /** Moves a claimed link to its next signup step (kind 2: the link the claim resolved); only while still claimed by `claimedAt`. */
  async setSignupStep(id: string, claimedAt: Date, step: string, now: Date): Promise<void> {
    await this.db.knex('setup_links').where({ id, signup_claimed_at: claimedAt }).update({ messaging_setup_status: step, updated_at: now });
  }

  /** Ends a failed signup attempt (kind 2): `failed` with its code and text; the link stays active for a retry. */
  async failSignup(id: string, claimedAt: Date | null, code: string, error: string, now: Date): Promise<void> {
    const q = this.db.knex('setup_links').where({ id });
    if (claimedAt) q.where({ signup_claimed_at: claimedAt });
    await q.update({ messaging_setup_status: 'failed', messaging_setup_error: error, messaging_setup_error_code: code, updated_at: now });
  }

  /** The link's current row (kind 2: a link the caller resolved by its token). */
  async byId(id: string): Promise<SetupLinkRow | undefined> {
    const r = await this.db.knex('setup_links').where({ id }).first();
    return r ? toRow(r) : undefined;
  }
}
