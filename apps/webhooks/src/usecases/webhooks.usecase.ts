import { randomUUID } from 'node:crypto';
import { conflict, invalidArgument, notFound, validationFailed } from '@platform/errors';
import { checkTargetUrl } from '@platform/ssrf';
import { CATALOG, catalogEntry, eventSupportsVersion, PAYLOAD_VERSIONS, renderBody, sampleEvent, type PayloadVersion } from '../domain/catalog';
import { generateSecret } from '../domain/signing';
import type { DeliveryDetail } from '../infra/db/deliveries.repository';
import type { WebhookRow } from '../infra/db/webhooks.repository';
import type { PhoneNumberDirectory } from '../infra/grpc/phone-numbers.client';
import type { UsecaseContext } from './context';
import type { DeliveriesUsecase } from './deliveries.usecase';

/** Most events one webhook may subscribe to (the whole catalog fits). */
export const MAX_EVENTS = CATALOG.length;
/** Default and bounds of the rotation overlap, seconds. */
export const DEFAULT_OVERLAP_S = 86_400;
/** Longest rotation overlap: a week. */
export const MAX_OVERLAP_S = 7 * 86_400;

const DIGITS = /^\d{1,32}$/;

/** A per-number route on a number of another project answers exactly like an unknown number. */
export async function requireOwnNumber(directory: PhoneNumberDirectory, projectId: string, phoneNumberId: string): Promise<void> {
  if (!DIGITS.test(phoneNumberId)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
  if (!(await directory.belongsTo(projectId, phoneNumberId))) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
}

function parseVersion(v: string | undefined | null, fallback: PayloadVersion): PayloadVersion {
  if (v === undefined || v === null || v === '') return fallback;
  if (!(PAYLOAD_VERSIONS as readonly string[]).includes(v)) throw invalidArgument('INVALID_PAYLOAD_VERSION', 'payload_version must be v1 or v2');
  return v as PayloadVersion;
}

/** Event names of a subscription: at least one, known to the catalog, deduplicated. */
export function parseEvents(events: string[]): string[] {
  if (events.length === 0) throw invalidArgument('EVENTS_REQUIRED', 'events must list at least one event');
  const unique = [...new Set(events)];
  if (unique.length > MAX_EVENTS) throw invalidArgument('TOO_MANY_EVENTS', `events may list at most ${MAX_EVENTS} events`);
  const unknown = unique.filter((e) => !catalogEntry(e));
  if (unknown.length) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${unknown.join(', ')}`);
  return unique;
}

/** Every event carried by `version` (v1 lacks the v2-only events). */
export function requireCompatible(events: string[], version: PayloadVersion): void {
  const v2only = events.filter((e) => !eventSupportsVersion(e, version));
  if (v2only.length) throw validationFailed(`payload_version ${version} does not carry: ${v2only.join(', ')} (v2 only)`);
}

/** Webhook management (rpc → here → repositories). */
export class WebhooksUsecase {
  /**
   * @param dispatcher the delivery engine that makes a test send synchronously; without it a test
   *   delivery waits for whichever engine claims it after its lease.
   */
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly dispatcher?: DeliveriesUsecase,
  ) {}

  private checkUrl(url: string): string {
    const r = checkTargetUrl(url.trim(), this.ctx.allowList);
    if (!r.ok) throw invalidArgument('INVALID_URL', r.reason);
    return r.url.toString();
  }

  /** Creates a webhook and returns it with its new secret (the only time it is shown). */
  async create(input: {
    projectId: string;
    url: string;
    events: string[];
    active?: boolean;
    payloadVersion?: string;
    phoneNumberId?: string;
  }): Promise<{ row: WebhookRow; secret: string }> {
    const url = this.checkUrl(input.url ?? '');
    const events = parseEvents(input.events ?? []);
    const version = parseVersion(input.payloadVersion, 'v2');
    requireCompatible(events, version);
    if (input.phoneNumberId !== undefined) await requireOwnNumber(this.ctx.phoneNumbers, input.projectId, input.phoneNumberId);
    const now = this.ctx.clock.now();
    const id = randomUUID();
    const secret = generateSecret();
    const row: WebhookRow = {
      id,
      project_id: input.projectId,
      phone_number_id: input.phoneNumberId ?? null,
      url,
      events,
      active: input.active ?? true,
      payload_version: version,
      secret_enc: this.ctx.secrets.seal(secret, id),
      previous_secret_enc: null,
      previous_secret_expires_at: null,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      last_success_at: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    };
    await this.ctx.webhooks.insert(row);
    return { row, secret };
  }

  /** One webhook of the project; 404 for unknown and foreign ids alike. */
  async get(projectId: string, id: string): Promise<WebhookRow> {
    const row = await this.ctx.webhooks.get(projectId, id);
    if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
    return row;
  }

  /** Updates url, events, active and payload version; re-activation clears a platform disable. */
  async update(input: { projectId: string; id: string; url?: string; events: string[]; active?: boolean; payloadVersion?: string }): Promise<WebhookRow> {
    const url = input.url !== undefined ? this.checkUrl(input.url) : undefined;
    const events = input.events.length ? parseEvents(input.events) : undefined;
    return this.ctx.db.transaction(async (trx) => {
      const current = await this.ctx.webhooks.get(input.projectId, input.id, trx);
      if (!current) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      const version = parseVersion(input.payloadVersion, current.payload_version as PayloadVersion);
      requireCompatible(events ?? current.events, version);
      const now = this.ctx.clock.now();
      const changes: Partial<WebhookRow> = { updated_at: now, payload_version: version };
      if (url !== undefined) changes.url = url;
      if (events) changes.events = events;
      if (input.active !== undefined) {
        changes.active = input.active;
        if (input.active) Object.assign(changes, { disabled_reason: null, disabled_at: null, failing_since: null });
      }
      const row = await this.ctx.webhooks.update(input.projectId, input.id, changes, trx);
      if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      return row;
    });
  }

  /** Soft-deletes a webhook (its deliveries stay in the log); pending deliveries fail. */
  async delete(projectId: string, id: string): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const now = this.ctx.clock.now();
      const row = await this.ctx.webhooks.update(projectId, id, { deleted_at: now, active: false, updated_at: now }, trx);
      if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      await this.ctx.deliveries.failPendingOf(trx, id, 'webhook deleted', now);
    });
  }

  /** New secret; the previous one keeps signing for `overlapS` seconds (both signatures are sent). */
  async rotate(projectId: string, id: string, overlapS: number | undefined): Promise<{ row: WebhookRow; secret: string }> {
    const overlap = overlapS ?? DEFAULT_OVERLAP_S;
    if (!Number.isInteger(overlap) || overlap < 0 || overlap > MAX_OVERLAP_S)
      throw invalidArgument('INVALID_OVERLAP', `overlap_seconds must be an integer from 0 to ${MAX_OVERLAP_S}`);
    return this.ctx.db.transaction(async (trx) => {
      const current = await this.ctx.webhooks.get(projectId, id, trx);
      if (!current) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      const now = this.ctx.clock.now();
      const secret = generateSecret();
      const row = await this.ctx.webhooks.update(
        projectId,
        id,
        {
          secret_enc: this.ctx.secrets.seal(secret, id),
          previous_secret_enc: overlap > 0 ? current.secret_enc : null,
          previous_secret_expires_at: overlap > 0 ? new Date(now.getTime() + overlap * 1000) : null,
          updated_at: now,
        },
        trx,
      );
      return { row: row!, secret };
    });
  }

  /**
   * Sends a sample of one subscribed event to the webhook now, signed like any delivery, and
   * returns the delivery with the attempt (one attempt, no retries; it appears in the log, test=true).
   */
  async test(projectId: string, id: string, eventType: string | undefined): Promise<DeliveryDetail> {
    const webhook = await this.get(projectId, id);
    if (!webhook.active) throw conflict('Webhook is not active');
    const name = eventType || webhook.events[0];
    if (!catalogEntry(name)) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${name}`);
    if (!eventSupportsVersion(name, webhook.payload_version as PayloadVersion))
      throw validationFailed(`payload_version ${webhook.payload_version} does not carry ${name} (v2 only)`);
    const now = this.ctx.clock.now();
    const event = sampleEvent(name, now.toISOString());
    const eventId = randomUUID();
    const deliveryId = randomUUID();
    await this.ctx.db.transaction(async (trx) => {
      await this.ctx.deliveries.insertEvent(trx, {
        id: eventId,
        project_id: projectId,
        name,
        idempotency_key: `test:${eventId}`,
        source: 'test',
        body_v1: renderBody(event, 'v1', now.toISOString(), { test: true }) ?? null,
        body_v2: renderBody(event, 'v2', now.toISOString(), { test: true }) ?? null,
        phone_number_ids: event.phoneNumberIds,
        business_account_id: event.businessAccountId,
        occurred_at: now,
        created_at: now,
      });
      // Due only after a lease: the loop leaves it to deliverNow unless this process dies first.
      await this.ctx.deliveries.insertDeliveries(trx, [
        {
          id: deliveryId,
          project_id: projectId,
          webhook_id: id,
          event_id: eventId,
          event_name: name,
          payload_version: webhook.payload_version,
          status: 'pending',
          attempt_count: 0,
          next_attempt_at: new Date(now.getTime() + this.ctx.settings.timeoutMs + this.ctx.settings.leaseMarginMs),
          last_attempt_at: null,
          delivered_at: null,
          response_status: null,
          last_error: null,
          last_failed: false,
          is_test: true,
          url: webhook.url,
          created_at: now,
          updated_at: now,
        },
      ]);
    });
    if (this.dispatcher) await this.dispatcher.deliverNow(projectId, deliveryId);
    return (await this.ctx.deliveries.get(projectId, deliveryId))!;
  }
}
