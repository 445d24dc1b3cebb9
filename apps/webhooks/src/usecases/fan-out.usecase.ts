import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { renderBody, eventSupportsVersion, type PayloadVersion, type PublicEvent } from '../domain/catalog';
import type { DeliveriesRepository, DeliveryRow } from '../infra/db/deliveries.repository';
import type { WebhookRow, WebhooksRepository } from '../infra/db/webhooks.repository';

/** Input of {@link fanOut}. */
export interface FanOutInput {
  projectId: string;
  event: PublicEvent;
  occurredAt: Date;
  /** Dedupe key of the event within the project. */
  idempotencyKey: string;
  source: string;
  now: Date;
}

/** True when `webhook` should receive `event`: version exists, and a per-number webhook matches a number of the event. */
export function webhookMatches(webhook: Pick<WebhookRow, 'payload_version' | 'phone_number_id'>, event: PublicEvent): boolean {
  if (!eventSupportsVersion(event.name, webhook.payload_version as PayloadVersion)) return false;
  return webhook.phone_number_id === null || event.phoneNumberIds.includes(webhook.phone_number_id);
}

/**
 * Stores the event (its bodies rendered once, so every retry sends and signs the same bytes) and
 * one pending delivery per matching webhook, in the caller's transaction: the deliveries exist iff
 * the event commits. Idempotent on (project, idempotency key).
 */
export async function fanOut(trx: Knex.Transaction, repos: { webhooks: WebhooksRepository; deliveries: DeliveriesRepository }, input: FanOutInput): Promise<{ eventId: string; duplicate: boolean; deliveries: number }> {
  const occurred = input.occurredAt.toISOString();
  const stored = await repos.deliveries.insertEvent(trx, {
    id: randomUUID(),
    project_id: input.projectId,
    name: input.event.name,
    idempotency_key: input.idempotencyKey,
    source: input.source,
    body_v1: renderBody(input.event, 'v1', occurred) ?? null,
    body_v2: renderBody(input.event, 'v2', occurred) ?? null,
    phone_number_ids: input.event.phoneNumberIds,
    business_account_id: input.event.businessAccountId,
    occurred_at: input.occurredAt,
    created_at: input.now,
  });
  if (!stored.inserted) return { eventId: stored.id, duplicate: true, deliveries: 0 };
  const subscribers = (await repos.webhooks.subscribers(trx, input.projectId, input.event.name)).filter((w) => webhookMatches(w, input.event));
  const rows: DeliveryRow[] = subscribers.map((w) => ({
    id: randomUUID(),
    project_id: input.projectId,
    webhook_id: w.id,
    event_id: stored.id,
    event_name: input.event.name,
    payload_version: w.payload_version,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: input.now,
    last_attempt_at: null,
    delivered_at: null,
    response_status: null,
    last_error: null,
    last_failed: false,
    is_test: false,
    url: w.url,
    created_at: input.now,
    updated_at: input.now,
  }));
  const n = await repos.deliveries.insertDeliveries(trx, rows);
  return { eventId: stored.id, duplicate: false, deliveries: n };
}
