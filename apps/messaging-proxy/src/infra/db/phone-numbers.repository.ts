import type { messagingProxy } from '@platform/contracts';
import { offsetPage, type Db } from '@platform/db';
import type { Knex } from 'knex';
import { iso } from './rows';

/** A stored number, including what only the service may see (ciphertext, config version). */
export interface PhoneNumberRow {
  internalId: string;
  projectId: string;
  customerId: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessTokenCiphertext: string;
  configVersion: number;
  webhookVerifiedAt: Date | null;
  /** Sealed webhook verify token (raw forwarding), when one was set since it is kept. */
  webhookVerifyTokenCiphertext: string | null;
  /** The webhook_destination_url that last passed the handshake. */
  webhookDestinationVerifiedUrl: string | null;
  isCoexistence: boolean;
  displayPhoneNumber: string;
  displayPhoneNumberNormalized: string;
  verifiedName: string;
  status: string;
  public: messagingProxy.PhoneNumber;
}

/** Upstream-mirrored fields (refreshed on connect, update and webhooks). */
export interface UpstreamNumberFields {
  display_phone_number: string;
  display_phone_number_normalized: string;
  verified_name: string;
  quality_rating: string;
  code_verification_status: string;
  name_status: string;
  status: string;
  throughput_tier: string;
  messaging_limit: string;
  is_official_business_account: boolean;
  is_pin_enabled: boolean;
  is_coexistence: boolean;
}

function toRow(r: Record<string, unknown>): PhoneNumberRow {
  const pub: messagingProxy.PhoneNumber = {
    id: r.phone_number_id as string,
    internal_id: r.internal_id as string,
    phone_number_id: r.phone_number_id as string,
    name: r.name as string,
    kind: r.kind as string,
    upstream_app_id: r.upstream_app_id as string,
    business_account_id: r.business_account_id as string,
    is_coexistence: Boolean(r.is_coexistence),
    inbound_processing_enabled: Boolean(r.inbound_processing_enabled),
    calls_enabled: Boolean(r.calls_enabled),
    webhook_verified_at: iso(r.webhook_verified_at),
    webhook_destination_url: (r.webhook_destination_url as string | null) ?? undefined,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    customer_id: r.customer_id as string,
    display_name: r.verified_name as string,
    display_phone_number: r.display_phone_number as string,
    display_phone_number_normalized: r.display_phone_number_normalized as string,
    verified_name: r.verified_name as string,
    quality_rating: r.quality_rating as string,
    code_verification_status: r.code_verification_status as string,
    name_status: r.name_status as string,
    status: r.status as string,
    throughput_tier: r.throughput_tier as string,
    whatsapp_business_manager_messaging_limit: r.messaging_limit as string,
    is_official_business_account: Boolean(r.is_official_business_account),
    is_pin_enabled: Boolean(r.is_pin_enabled),
  };
  return {
    internalId: pub.internal_id!,
    projectId: r.project_id as string,
    customerId: pub.customer_id!,
    phoneNumberId: pub.phone_number_id!,
    businessAccountId: pub.business_account_id!,
    accessTokenCiphertext: r.access_token_ciphertext as string,
    configVersion: Number(r.config_version),
    webhookVerifiedAt: r.webhook_verified_at ? new Date(r.webhook_verified_at as string) : null,
    webhookVerifyTokenCiphertext: (r.webhook_verify_token_ciphertext as string | null) ?? null,
    webhookDestinationVerifiedUrl: (r.webhook_destination_verified_url as string | null) ?? null,
    isCoexistence: pub.is_coexistence!,
    displayPhoneNumber: pub.display_phone_number!,
    displayPhoneNumberNormalized: pub.display_phone_number_normalized!,
    verifiedName: pub.verified_name!,
    status: pub.status!,
    public: pub,
  };
}

/** Filters of the number listing. */
export interface PhoneNumberFilters {
  phoneNumberId?: string;
  businessAccountId?: string;
  customerId?: string;
}

/** Connected numbers. Tenant methods take the project id; webhook routing reads by upstream id. */
export class PhoneNumbersRepository {
  private changed: () => void = () => undefined;

  constructor(private readonly db: Db) {}

  /**
   * Called when a number row may have changed: at once and again after the change's transaction
   * settles (caches of the send path drop their copies, decision 0237).
   */
  onChange(fn: () => void): void {
    this.changed = fn;
  }

  private touched(trx: Knex): void {
    notifyNowAndAfterCommit(trx, this.changed);
  }

  /** Inserts a connected number; a unique violation means the number is already connected. */
  async insert(
    trx: Knex,
    n: {
      internalId: string;
      projectId: string;
      customerId: string;
      phoneNumberId: string;
      businessAccountId: string;
      name: string;
      kind: string;
      upstreamAppId: string;
      accessTokenCiphertext: string;
      keyId: string;
      webhookDestinationUrl?: string;
      webhookVerifyTokenHash?: string;
      webhookVerifyTokenCiphertext?: string;
      inboundProcessingEnabled: boolean;
      callsEnabled: boolean;
      upstream: UpstreamNumberFields;
      now: Date;
    },
  ): Promise<PhoneNumberRow> {
    this.touched(trx);
    const [r] = await trx('phone_numbers')
      .insert({
        internal_id: n.internalId,
        project_id: n.projectId,
        customer_id: n.customerId,
        phone_number_id: n.phoneNumberId,
        business_account_id: n.businessAccountId,
        name: n.name,
        kind: n.kind,
        upstream_app_id: n.upstreamAppId,
        access_token_ciphertext: n.accessTokenCiphertext,
        access_token_key_id: n.keyId,
        webhook_destination_url: n.webhookDestinationUrl ?? null,
        webhook_verify_token_hash: n.webhookVerifyTokenHash ?? null,
        webhook_verify_token_ciphertext: n.webhookVerifyTokenCiphertext ?? null,
        inbound_processing_enabled: n.inboundProcessingEnabled,
        calls_enabled: n.callsEnabled,
        ...n.upstream,
        created_at: n.now,
        updated_at: n.now,
      })
      .returning('*');
    return toRow(r);
  }

  /** One number of the project by its upstream id, or undefined. */
  async get(projectId: string, phoneNumberId: string, trx?: Knex): Promise<PhoneNumberRow | undefined> {
    const r = await (trx ?? this.db.knex)('phone_numbers').where({ project_id: projectId, phone_number_id: phoneNumberId }).first();
    return r ? toRow(r) : undefined;
  }

  /** A page of the project's numbers, most recent first. */
  async list(projectId: string, f: PhoneNumberFilters, page: number, perPage: number): Promise<{ items: PhoneNumberRow[]; total: number }> {
    const q = this.db.knex('phone_numbers').where({ project_id: projectId });
    if (f.phoneNumberId) q.where('phone_number_id', f.phoneNumberId);
    if (f.businessAccountId) q.where('business_account_id', f.businessAccountId);
    if (f.customerId) q.where('customer_id', f.customerId);
    return offsetPage(q, { newest: 'created_at', tieBreak: 'internal_id' }, page, perPage, toRow);
  }

  /** Whether a customer of the project still has numbers (deleting it would orphan them). */
  async countForCustomer(projectId: string, customerId: string, trx?: Knex): Promise<number> {
    const [{ count }] = await (trx ?? this.db.knex)('phone_numbers')
      .where({ project_id: projectId, customer_id: customerId })
      .count<{ count: string | number }[]>({ count: '*' });
    return Number(count);
  }

  /** Applies a configuration change and bumps config_version (drops the health cache, rule 1). */
  async updateConfig(
    trx: Knex,
    projectId: string,
    phoneNumberId: string,
    patch: Partial<{
      name: string;
      access_token_ciphertext: string;
      access_token_key_id: string;
      webhook_destination_url: string | null;
      webhook_verify_token_hash: string | null;
      webhook_verify_token_ciphertext: string | null;
      inbound_processing_enabled: boolean;
      calls_enabled: boolean;
    }> &
      Partial<UpstreamNumberFields>,
    now: Date,
  ): Promise<PhoneNumberRow | undefined> {
    this.touched(trx);
    const [r] = await trx('phone_numbers')
      .where({ project_id: projectId, phone_number_id: phoneNumberId })
      .update({ ...patch, updated_at: now, config_version: trx.raw('config_version + 1') })
      .returning('*');
    return r ? toRow(r) : undefined;
  }

  /** Records that a number's webhook destination passed the handshake. */
  async markDestinationVerified(internalId: string, url: string, now: Date): Promise<void> {
    await this.db
      .knex('phone_numbers')
      .where({ internal_id: internalId })
      .update({ webhook_destination_verified_url: url, webhook_verified_at: now, updated_at: now });
    this.changed();
  }

  /** One number by its internal id (raw forwarding reads the current destination and token). */
  async byInternalId(internalId: string): Promise<PhoneNumberRow | undefined> {
    const r = await this.db.knex('phone_numbers').where({ internal_id: internalId }).first();
    return r ? toRow(r) : undefined;
  }

  /**
   * Every connected number of an upstream business account, across projects (webhook routing), with
   * each number's shared mark (`shared_numbers`, decision 0231) read in the same statement: the webhook
   * receiver needs both for every delivery (decision 0504).
   */
  async byBusinessAccountWithSharedMarks(businessAccountId: string, trx?: Knex): Promise<Array<{ number: PhoneNumberRow; shared: boolean }>> {
    const rows = await (trx ?? this.db.knex)('phone_numbers as p')
      .select('p.*')
      .select(
        this.db.knex.raw('EXISTS (SELECT 1 FROM shared_numbers s WHERE s.project_id = p.project_id AND s.phone_number_id = p.phone_number_id) AS shared_mark'),
      )
      .where({ 'p.business_account_id': businessAccountId })
      .orderBy('p.created_at');
    return rows.map((r: Record<string, unknown>) => ({ number: toRow(r), shared: Boolean(r.shared_mark) }));
  }

  /** The project's oldest number on an upstream business account, or undefined (pass-through routing by owner). */
  async firstOfBusinessAccount(projectId: string, businessAccountId: string): Promise<PhoneNumberRow | undefined> {
    const r = await this.db.knex('phone_numbers').where({ project_id: projectId, business_account_id: businessAccountId }).orderBy('created_at').first();
    return r ? toRow(r) : undefined;
  }

  /** A number by upstream id, whatever its project (webhook routing only). */
  async byUpstreamId(phoneNumberId: string, trx?: Knex): Promise<PhoneNumberRow | undefined> {
    const r = await (trx ?? this.db.knex)('phone_numbers').where({ phone_number_id: phoneNumberId }).first();
    return r ? toRow(r) : undefined;
  }

  /** Numbers whose webhook verify token hashes to `hash` (handshake). */
  async byVerifyTokenHash(hash: string): Promise<PhoneNumberRow[]> {
    const rows = await this.db.knex('phone_numbers').where({ webhook_verify_token_hash: hash });
    return rows.map(toRow);
  }

  /** Marks webhooks verified for the given numbers that were not yet, bumping their config version. */
  async markWebhookVerified(trx: Knex, internalIds: string[], now: Date): Promise<void> {
    if (!internalIds.length) return;
    this.touched(trx);
    await trx('phone_numbers')
      .whereIn('internal_id', internalIds)
      .whereNull('webhook_verified_at')
      .update({ webhook_verified_at: now, updated_at: now, config_version: trx.raw('config_version + 1') });
  }

  /** Sets fields mirrored from the upstream (webhook-driven changes), bumping the config version. */
  async setUpstreamFields(trx: Knex, internalId: string, patch: Partial<UpstreamNumberFields>, now: Date): Promise<void> {
    this.touched(trx);
    await trx('phone_numbers')
      .where({ internal_id: internalId })
      .update({ ...patch, updated_at: now, config_version: trx.raw('config_version + 1') });
  }
}

/**
 * Runs `fn` now and, when `trx` is a transaction, again once it committed or rolled back: a reader
 * between the two may have cached the row as it was before the commit.
 */
export function notifyNowAndAfterCommit(trx: Knex, fn: () => void): void {
  fn();
  const done = (trx as unknown as { executionPromise?: Promise<unknown> }).executionPromise;
  if (done) done.then(fn, fn);
}
