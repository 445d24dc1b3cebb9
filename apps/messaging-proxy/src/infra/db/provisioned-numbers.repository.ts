import type { Db, Trx } from '@platform/db';
import type { ProvisioningStatus } from '../../domain/provisioning';

/** The number bought for a setup link and the state of its provisioning flow (decision 0248). */
export interface ProvisionedNumberRow {
  id: string;
  setupLinkId: string;
  projectId: string;
  customerId: string;
  status: ProvisioningStatus;
  countryIso: string | null;
  countryDialCode: string | null;
  areaCode: string | null;
  /** E.164. */
  phoneNumber: string | null;
  providerSid: string | null;
  upstreamPhoneNumberId: string | null;
  /** The code received through the provider's webhook and not yet entered. */
  code: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns a flow step may change. */
export type ProvisionedNumberPatch = Partial<
  Pick<
    ProvisionedNumberRow,
    | 'status'
    | 'countryIso'
    | 'countryDialCode'
    | 'areaCode'
    | 'phoneNumber'
    | 'providerSid'
    | 'upstreamPhoneNumberId'
    | 'code'
    | 'errorCode'
    | 'errorMessage'
    | 'attempts'
  >
>;

const COLUMNS: Record<keyof ProvisionedNumberPatch, string> = {
  status: 'status',
  countryIso: 'country_iso',
  countryDialCode: 'country_dial_code',
  areaCode: 'area_code',
  phoneNumber: 'phone_number',
  providerSid: 'provider_sid',
  upstreamPhoneNumberId: 'upstream_phone_number_id',
  code: 'code',
  errorCode: 'error_code',
  errorMessage: 'error_message',
  attempts: 'attempts',
};

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A stored row → the record (setup-links.repository.ts attaches it to the link reads). */
export function provisionedNumberOf(r: Record<string, unknown>): ProvisionedNumberRow {
  return {
    id: String(r.id),
    setupLinkId: String(r.setup_link_id),
    projectId: String(r.project_id),
    customerId: String(r.customer_id),
    status: r.status as ProvisioningStatus,
    countryIso: text(r.country_iso),
    countryDialCode: text(r.country_dial_code),
    areaCode: text(r.area_code),
    phoneNumber: text(r.phone_number),
    providerSid: text(r.provider_sid),
    upstreamPhoneNumberId: text(r.upstream_phone_number_id),
    code: text(r.code),
    errorCode: text(r.error_code),
    errorMessage: text(r.error_message),
    attempts: Number(r.attempts ?? 0),
    leaseOwner: text(r.lease_owner),
    leaseUntil: date(r.lease_until),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

function toColumns(patch: ProvisionedNumberPatch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[COLUMNS[k as keyof ProvisionedNumberPatch]] = v;
  return out;
}

/**
 * Provisioned numbers, one per setup link. The flow's methods work on a link the caller already
 * resolved under its project (kind 2 of docs/conventions.md: the setup link id comes from a link
 * read by its token or under its project); the webhook's `recordCode` resolves by the provider's
 * number (kind 3).
 */
export class ProvisionedNumbersRepository {
  constructor(private readonly db: Db) {}

  /**
   * The link's row, locked in the caller's transaction; created (`searching`, no attempt yet) when
   * absent — only for a link of that project and customer (a foreign or unknown link reads as
   * undefined, and nothing is created).
   */
  async lockOrCreate(
    trx: Trx,
    row: { id: string; setupLinkId: string; projectId: string; customerId: string; now: Date },
  ): Promise<ProvisionedNumberRow | undefined> {
    await trx.raw(
      `INSERT INTO provisioned_numbers (id, setup_link_id, project_id, customer_id, status, attempts, created_at, updated_at)
       SELECT ?, l.id, l.project_id, l.customer_id, 'searching', 0, ?, ? FROM setup_links l
       WHERE l.id = ? AND l.project_id = ? AND l.customer_id = ?
       ON CONFLICT (setup_link_id) DO NOTHING`,
      [row.id, row.now, row.now, row.setupLinkId, row.projectId, row.customerId],
    );
    const r = await trx('provisioned_numbers')
      .where({ setup_link_id: row.setupLinkId, project_id: row.projectId, customer_id: row.customerId })
      .first()
      .forUpdate();
    return r ? provisionedNumberOf(r) : undefined;
  }

  /** The link's row locked in the caller's transaction, or undefined. Kind 2. */
  async lockByLink(trx: Trx, setupLinkId: string): Promise<ProvisionedNumberRow | undefined> {
    const r = await trx('provisioned_numbers').where({ setup_link_id: setupLinkId }).first().forUpdate();
    return r ? provisionedNumberOf(r) : undefined;
  }

  /** One row by its id (a flow reading its own row). Kind 2. */
  async byId(id: string): Promise<ProvisionedNumberRow | undefined> {
    const r = await this.db.knex('provisioned_numbers').where({ id }).first();
    return r ? provisionedNumberOf(r) : undefined;
  }

  /** Gives the row's lease to `owner` until `until` and applies `patch`, in the caller's transaction (row locked). Kind 2. */
  async lease(trx: Trx, id: string, owner: string, until: Date, now: Date, patch: ProvisionedNumberPatch = {}): Promise<void> {
    await trx('provisioned_numbers')
      .where({ id })
      .update({ ...toColumns(patch), lease_owner: owner, lease_until: until, updated_at: now });
  }

  /**
   * A step of the flow that holds the lease: applies `patch` and extends the lease to `until`, only
   * while `owner` still holds it (a fencing token). False when another flow took the row over.
   */
  async step(id: string, owner: string, until: Date, now: Date, patch: ProvisionedNumberPatch = {}): Promise<boolean> {
    const n = await this.db
      .knex('provisioned_numbers')
      .where({ id, lease_owner: owner })
      .update({ ...toColumns(patch), lease_until: until, updated_at: now });
    return Number(n) === 1;
  }

  /** Ends the flow of `owner`: applies `patch` and gives the lease up. False when another flow took the row over. */
  async finish(id: string, owner: string, now: Date, patch: ProvisionedNumberPatch): Promise<boolean> {
    const n = await this.db
      .knex('provisioned_numbers')
      .where({ id, lease_owner: owner })
      .update({ ...toColumns(patch), lease_owner: null, lease_until: null, updated_at: now });
    return Number(n) === 1;
  }

  /**
   * Stores a verification code the provider's webhook brought for the number `phoneNumber` (E.164),
   * on the row waiting for one (`code_requested`, or `code_received` when a newer code replaces it).
   * Kind 3: the provider's number identifies the row. Answers how many rows took it (0 or 1).
   */
  async recordCode(phoneNumber: string, code: string, now: Date): Promise<number> {
    const n = await this.db
      .knex('provisioned_numbers')
      .where({ phone_number: phoneNumber })
      .whereIn('status', ['code_requested', 'code_received'])
      .update({ code, status: 'code_received', updated_at: now });
    return Number(n);
  }
}
