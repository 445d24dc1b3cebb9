import type { PhoneNumberDirectory } from '../infra/grpc/phone-numbers.client';
import { randomUUID } from 'node:crypto';
import type { Db } from '@platform/db';
import { conflict, failedPrecondition, invalidArgument, notFound, validationFailed } from '@platform/errors';
import { transition } from '../domain/delivery-state';
import type { Clock } from '@platform/runtime';
import { CATALOG, catalogEntry, eventSupportsVersion, PAYLOAD_VERSIONS, renderBody, sampleEvent, type PayloadVersion } from '../domain/catalog';
import { generateSecret } from '../domain/signing';
import { checkWebhookUrl, type AllowList } from '../domain/ssrf';
import type { SecretBox } from '../infra/crypto/secret-box';
import type { DeliveriesRepository } from '../infra/db/deliveries.repository';
import type { WebhookRow, WebhooksRepository } from '../infra/db/webhooks.repository';
import type { Dispatcher } from './dispatcher';

/** Most events one webhook may subscribe to (the whole catalog fits). */
export const MAX_EVENTS = CATALOG.length;
/** Default and bounds of the rotation overlap, seconds. */
export const DEFAULT_OVERLAP_S = 86_400;
/** Longest rotation overlap: a week. */
export const MAX_OVERLAP_S = 7 * 86_400;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d{1,32}$/;

/** Throws 400 unless `id` is a UUID (a malformed id is bad input, never a lookup). */
export function requireUuid(id: string, name: string): void {
  if (!UUID.test(id)) throw invalidArgument('INVALID_ID', `${name} must be a UUID`);
}

/** Throws 400 unless the project id is present. */
/** A per-number route on a number of another project answers exactly like an unknown number. */
export async function requireOwnNumber(directory: PhoneNumberDirectory, projectId: string, phoneNumberId: string): Promise<void> {
  if (!DIGITS.test(phoneNumberId)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
  if (!(await directory.belongsTo(projectId, phoneNumberId))) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
}

export function requireProject(projectId: string): void {
  if (!projectId || !UUID.test(projectId)) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
}

function parseVersion(v: string | undefined | null, fallback: PayloadVersion): PayloadVersion {
  if (v === undefined || v === null || v === '') return fallback;
  if (!(PAYLOAD_VERSIONS as readonly string[]).includes(v)) throw invalidArgument('INVALID_PAYLOAD_VERSION', 'payload_version must be v1 or v2');
  return v as PayloadVersion;
}

function parseEvents(events: string[]): string[] {
  if (events.length === 0) throw invalidArgument('EVENTS_REQUIRED', 'events must list at least one event');
  const unique = [...new Set(events)];
  if (unique.length > MAX_EVENTS) throw invalidArgument('TOO_MANY_EVENTS', `events may list at most ${MAX_EVENTS} events`);
  const unknown = unique.filter((e) => !catalogEntry(e));
  if (unknown.length) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${unknown.join(', ')}`);
  return unique;
}

function requireCompatible(events: string[], version: PayloadVersion): void {
  const v2only = events.filter((e) => !eventSupportsVersion(e, version));
  if (v2only.length) throw validationFailed(`payload_version ${version} does not carry: ${v2only.join(', ')} (v2 only)`);
}

/** Webhook management use cases (rpc → here → repositories). */
export class WebhooksUseCases {
  constructor(
    private readonly deps: {
      db: Db;
      webhooks: WebhooksRepository;
      deliveries: DeliveriesRepository;
      secrets: SecretBox;
      clock: Clock;
      allowList: AllowList;
      dispatcher?: Dispatcher;
      leaseMs: number;
      /** Who owns phone numbers (messaging-proxy): per-number webhooks only on the project's own numbers. */
      phoneNumbers: PhoneNumberDirectory;
    },
  ) {}

  private checkUrl(url: string): string {
    const r = checkWebhookUrl(url.trim(), this.deps.allowList);
    if (!r.ok) throw invalidArgument('INVALID_URL', r.reason);
    return r.url.toString();
  }

  /** Creates a webhook and returns it with its new secret (the only time it is shown). */
  async create(input: { projectId: string; url: string; events: string[]; active?: boolean; payloadVersion?: string; phoneNumberId?: string }): Promise<{ row: WebhookRow; secret: string }> {
    requireProject(input.projectId);
    const url = this.checkUrl(input.url ?? '');
    const events = parseEvents(input.events ?? []);
    const version = parseVersion(input.payloadVersion, 'v2');
    requireCompatible(events, version);
    if (input.phoneNumberId !== undefined) await requireOwnNumber(this.deps.phoneNumbers, input.projectId, input.phoneNumberId);
    const now = this.deps.clock.now();
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
      secret_enc: this.deps.secrets.seal(secret, id),
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
    await this.deps.webhooks.insert(row);
    return { row, secret };
  }

  /** One webhook of the project; 404 for unknown and foreign ids alike. */
  async get(projectId: string, id: string): Promise<WebhookRow> {
    requireProject(projectId);
    requireUuid(id, 'webhook_id');
    const row = await this.deps.webhooks.get(projectId, id);
    if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
    return row;
  }

  /** Updates url, events, active and payload version; re-activation clears a platform disable. */
  async update(input: { projectId: string; id: string; url?: string; events: string[]; active?: boolean; payloadVersion?: string }): Promise<WebhookRow> {
    requireProject(input.projectId);
    requireUuid(input.id, 'webhook_id');
    const url = input.url !== undefined ? this.checkUrl(input.url) : undefined;
    const events = input.events.length ? parseEvents(input.events) : undefined;
    return this.deps.db.transaction(async (trx) => {
      const current = await this.deps.webhooks.get(input.projectId, input.id, trx);
      if (!current) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      const version = parseVersion(input.payloadVersion, current.payload_version as PayloadVersion);
      requireCompatible(events ?? current.events, version);
      const now = this.deps.clock.now();
      const changes: Partial<WebhookRow> = { updated_at: now, payload_version: version };
      if (url !== undefined) changes.url = url;
      if (events) changes.events = events;
      if (input.active !== undefined) {
        changes.active = input.active;
        if (input.active) Object.assign(changes, { disabled_reason: null, disabled_at: null, failing_since: null });
      }
      const row = await this.deps.webhooks.update(input.projectId, input.id, changes, trx);
      if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      return row;
    });
  }

  /** Soft-deletes a webhook (its deliveries stay in the log); pending deliveries fail. */
  async delete(projectId: string, id: string): Promise<void> {
    requireProject(projectId);
    requireUuid(id, 'webhook_id');
    await this.deps.db.transaction(async (trx) => {
      const now = this.deps.clock.now();
      const row = await this.deps.webhooks.update(projectId, id, { deleted_at: now, active: false, updated_at: now }, trx);
      if (!row) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      await this.deps.deliveries.failPendingOf(trx, id, 'webhook deleted', now);
    });
  }

  /** New secret; the previous one keeps signing for `overlapS` seconds (both signatures are sent). */
  async rotate(projectId: string, id: string, overlapS: number | undefined): Promise<{ row: WebhookRow; secret: string }> {
    requireProject(projectId);
    requireUuid(id, 'webhook_id');
    const overlap = overlapS ?? DEFAULT_OVERLAP_S;
    if (!Number.isInteger(overlap) || overlap < 0 || overlap > MAX_OVERLAP_S) throw invalidArgument('INVALID_OVERLAP', `overlap_seconds must be an integer from 0 to ${MAX_OVERLAP_S}`);
    return this.deps.db.transaction(async (trx) => {
      const current = await this.deps.webhooks.get(projectId, id, trx);
      if (!current) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
      const now = this.deps.clock.now();
      const secret = generateSecret();
      const row = await this.deps.webhooks.update(
        projectId,
        id,
        {
          secret_enc: this.deps.secrets.seal(secret, id),
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
  async test(projectId: string, id: string, eventType: string | undefined): Promise<string> {
    const webhook = await this.get(projectId, id);
    if (!webhook.active) throw conflict('Webhook is not active');
    const name = eventType || webhook.events[0];
    if (!catalogEntry(name)) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${name}`);
    if (!eventSupportsVersion(name, webhook.payload_version as PayloadVersion)) throw validationFailed(`payload_version ${webhook.payload_version} does not carry ${name} (v2 only)`);
    const now = this.deps.clock.now();
    const event = sampleEvent(name, now.toISOString());
    const eventId = randomUUID();
    const deliveryId = randomUUID();
    await this.deps.db.transaction(async (trx) => {
      await this.deps.deliveries.insertEvent(trx, {
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
      await this.deps.deliveries.insertDeliveries(trx, [
        {
          id: deliveryId, project_id: projectId, webhook_id: id, event_id: eventId, event_name: name, payload_version: webhook.payload_version, status: 'pending', attempt_count: 0,
          next_attempt_at: new Date(now.getTime() + this.deps.leaseMs), last_attempt_at: null, delivered_at: null, response_status: null, last_error: null, last_failed: false, is_test: true,
          url: webhook.url, created_at: now, updated_at: now,
        },
      ]);
    });
    if (this.deps.dispatcher) await this.deps.dispatcher.deliverNow(deliveryId);
    return deliveryId;
  }

  /** Schedules a new attempt of a finished delivery now (manual redelivery). */
  async redeliver(projectId: string, deliveryId: string): Promise<void> {
    requireProject(projectId);
    requireUuid(deliveryId, 'delivery_id');
    await this.deps.db.transaction(async (trx) => {
      const d = await this.deps.deliveries.lock(trx, projectId, deliveryId);
      if (!d) throw notFound('DELIVERY_NOT_FOUND', 'Delivery not found');
      const webhook = await this.deps.webhooks.get(projectId, d.webhook_id, trx);
      if (!webhook) throw failedPrecondition('WEBHOOK_DELETED', 'The webhook of this delivery was deleted');
      if (!webhook.active) throw conflict('Webhook is not active; activate it before redelivering');
      const t = transition(d.status, 'redeliver');
      if (!t.ok) throw conflict('Delivery is already scheduled');
      await this.deps.deliveries.redeliver(trx, projectId, deliveryId, this.deps.clock.now());
    });
    this.deps.dispatcher?.wake();
  }
}
