import { currentRequestScope } from '@platform/grpc';
import { randomUUID } from 'node:crypto';
import type { Trx } from '@platform/db';
import { invalidArgument, validationFailed } from '@platform/errors';
import {
  broadcastStatusEvent,
  catalogEntry,
  isWorkflowExecutionEvent,
  workflowExecutionEvent,
  eventSupportsVersion,
  ingestedEvent,
  renderBody,
  type BroadcastStatusChangedInput,
  type JsonObject,
  type MarketingPreferenceInput,
  type PayloadVersion,
  type PublicEvent,
} from '../domain/catalog';
import { eventSearchKeys } from '../domain/event-keys';
import { decidePreference } from '../domain/marketing-preference';
import { mapMessagingProxyEvent } from '../domain/messaging-proxy-mapping';
import type { DeliveryRow } from '../infra/db/deliveries.repository';
import type { WebhookRow } from '../infra/db/webhooks.repository';
import type { UsecaseContext } from './context';
import type { DeliveriesUsecase } from './deliveries.usecase';
import type { ListenersUsecase } from './listeners.usecase';

/** Longest idempotency key accepted (as the IETF draft / Stripe). */
export const MAX_IDEMPOTENCY_KEY = 255;
/** Largest payload accepted, bytes of its JSON (Standard Webhooks recommends small payloads). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Result of publishing one project event. */
export interface PublishResult {
  eventId: string;
  duplicate: boolean;
  dropped: boolean;
  deliveries: number;
  sequence: number;
}

/** Input of {@link EventsUsecase.fanOut}. */
export interface FanOutInput {
  projectId: string;
  event: PublicEvent;
  occurredAt: Date;
  /** Dedupe key of the event within the project. */
  idempotencyKey: string;
  source: string;
  now: Date;
  /** The request that caused the event; default: the one being served (decision 0018). */
  requestId?: string;
}

/** Result of storing one event: its id, whether it was a repeat, how many deliveries it made. */
export interface FanOutResult {
  eventId: string;
  duplicate: boolean;
  deliveries: number;
}

/** A decoded messaging-proxy event and what its envelope says (the fallbacks of the mapped fields). */
export interface MessagingProxyEventInput {
  /** Fully-qualified event type. */
  type: string;
  /** The decoded event message. */
  payload: Record<string, unknown>;
  envelope: { id: string; projectId?: string | null; occurredAt?: string };
}

/** True when `webhook` should receive `event`: version exists, and a per-number webhook matches a number of the event. */
export function webhookMatches(webhook: Pick<WebhookRow, 'payload_version' | 'phone_number_id'>, event: PublicEvent): boolean {
  if (!eventSupportsVersion(event.name, webhook.payload_version as PayloadVersion)) return false;
  return webhook.phone_number_id === null || event.phoneNumberIds.includes(webhook.phone_number_id);
}

/**
 * Project events into deliveries: events published by producers without a stream (PublishProjectEvent)
 * and events of the messaging-proxy stream (its consumer) are stored once and fanned out to the
 * project's subscribed webhooks, in one transaction.
 */
export class EventsUsecase {
  /**
   * @param dispatcher the delivery engine, woken when a publish committed new deliveries (its poll is the fallback).
   * @param listeners offered each new event for the project's live listeners (decision 0028).
   */
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly dispatcher?: DeliveriesUsecase,
    private readonly listeners?: ListenersUsecase,
  ) {}

  /**
   * PublishProjectEvent: producers without an event stream (contacts, threads, agent runs) hand a
   * project event to the delivery path. Validated against the catalog's input schema; idempotent on
   * (project, key); marketing preference changes fire only on real transitions, numbered with a
   * monotonic per-contact sequence (rows locked per contact, so concurrent changes serialise).
   */
  async publish(input: { projectId: string; event: string; payloadJson: string; idempotencyKey: string; occurredAt?: string }): Promise<PublishResult> {
    const entry = catalogEntry(input.event);
    if (!entry) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${input.event}`);
    if (entry.source !== 'ingestion' || !entry.input)
      throw invalidArgument('EVENT_NOT_PUBLISHABLE', `${input.event} is produced by the platform's event streams, not published directly`);
    const key = input.idempotencyKey?.trim();
    if (!key || key.length > MAX_IDEMPOTENCY_KEY)
      throw invalidArgument('INVALID_IDEMPOTENCY_KEY', `idempotency_key is required (1 to ${MAX_IDEMPOTENCY_KEY} characters)`);
    if (Buffer.byteLength(input.payloadJson ?? '') > MAX_PAYLOAD_BYTES)
      throw invalidArgument('PAYLOAD_TOO_LARGE', `payload must be at most ${MAX_PAYLOAD_BYTES} bytes as JSON`);
    let raw: unknown;
    try {
      raw = JSON.parse(input.payloadJson);
    } catch {
      throw invalidArgument('INVALID_PAYLOAD', 'payload must be a JSON object');
    }
    const parsed = entry.input.safeParse(raw);
    if (!parsed.success)
      throw validationFailed(`invalid ${input.event} payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
    const now = this.ctx.clock.now();
    const occurredAt = input.occurredAt ? new Date(input.occurredAt) : now;
    if (Number.isNaN(occurredAt.getTime())) throw invalidArgument('INVALID_OCCURRED_AT', 'occurred_at must be an ISO 8601 date-time');
    const idempotencyKey = `in:${key}`;

    const result = await this.ctx.db.transaction(async (trx) => {
      const existing = await this.ctx.deliveries.eventIdByKey(trx, input.projectId, idempotencyKey);
      if (existing) return { eventId: existing, duplicate: true, dropped: false, deliveries: 0, sequence: 0 };
      let payload: JsonObject = parsed.data;
      let extra: { previousStatus?: string | null; sequence?: number; occurredAt: string } = { occurredAt: occurredAt.toISOString() };
      if (input.event === 'messaging.contact.marketing_preference_changed') {
        const m = payload as MarketingPreferenceInput;
        // Lock the contact's sequence row first: all changes of one contact serialise here.
        const lastSequence = await this.ctx.preferences.lockSequence(trx, input.projectId, m.contact_id);
        const current = await this.ctx.preferences.status(trx, input.projectId, m.contact_id, m.phone_number_id);
        const decision = decidePreference(current === undefined ? null : { status: current }, m.status, lastSequence);
        if (!decision.fire) return { eventId: '', duplicate: false, dropped: true, deliveries: 0, sequence: 0 };
        await this.ctx.preferences.recordTransition(trx, {
          projectId: input.projectId,
          contactId: m.contact_id,
          phoneNumberId: m.phone_number_id,
          status: m.status,
          sequence: decision.sequence,
          now,
        });
        extra = { ...extra, previousStatus: decision.previousStatus, sequence: decision.sequence };
        payload = m;
      }
      const event = ingestedEvent(input.event, payload, extra);
      const r = await this.fanOut(trx, { projectId: input.projectId, event, occurredAt, idempotencyKey, source: 'ingestion', now });
      return { ...r, dropped: false, sequence: extra.sequence ?? 0 };
    });
    if (result.deliveries > 0) this.dispatcher?.wake();
    return result;
  }

  /**
   * One event of the messaging-proxy stream, in the consumer's transaction (processed_events and
   * the fan-out commit together): mapped to its public event, if it is one, and fanned out. Events
   * that are not public, or name no project, change nothing.
   */
  async ingestMessagingProxyEvent(trx: Trx, input: MessagingProxyEventInput): Promise<FanOutResult | undefined> {
    const mapped = mapMessagingProxyEvent(input.type, input.payload);
    if (!mapped) return undefined;
    const projectId = mapped.projectId || input.envelope.projectId;
    if (!projectId) {
      this.ctx.logger.warn({ eventId: input.envelope.id, type: input.type }, 'messaging-proxy event without project dropped');
      return undefined;
    }
    const now = this.ctx.clock.now();
    const occurredAt = new Date(mapped.occurredAt || input.envelope.occurredAt || now.toISOString());
    return this.fanOut(trx, {
      projectId,
      event: mapped.event,
      occurredAt: Number.isNaN(occurredAt.getTime()) ? now : occurredAt,
      idempotencyKey: `mp:${mapped.upstreamEventId || input.envelope.id}`,
      source: 'messaging_proxy',
      now,
    });
  }

  /**
   * One event of the contacts stream (svc.contacts.v1.CustomerEvent: messages, conversations,
   * marketing preferences, identity changes, fields rendered by contacts), in the consumer's
   * transaction. Names outside the catalog, or fields that do not match a message or conversation
   * event's shape, are dropped with a warning; the event id is the dedupe key.
   */
  async ingestContactsEvent(
    trx: Trx,
    input: { eventId: string; projectId: string; name: string; fieldsJson: string; phoneNumberIds: string[]; occurredAt: string },
  ): Promise<FanOutResult | undefined> {
    const entry = catalogEntry(input.name);
    let fields: JsonObject | undefined;
    try {
      fields = JSON.parse(input.fieldsJson) as JsonObject;
    } catch {
      fields = undefined;
    }
    const valid = entry && fields && typeof fields === 'object' && (entry.source !== 'contacts' || !entry.input || entry.input.safeParse(fields).success);
    if (!valid || !input.projectId || !entry.name.startsWith('messaging.')) {
      this.ctx.logger.warn({ eventId: input.eventId, name: input.name }, 'contacts event not in the catalog or malformed: dropped');
      return undefined;
    }
    const now = this.ctx.clock.now();
    const occurredAt = new Date(input.occurredAt || now.toISOString());
    return this.fanOut(trx, {
      projectId: input.projectId,
      event: { name: entry.name, fields: fields!, phoneNumberIds: input.phoneNumberIds, businessAccountId: null },
      occurredAt: Number.isNaN(occurredAt.getTime()) ? now : occurredAt,
      idempotencyKey: `ct:${input.eventId}`,
      source: 'contacts',
      now,
    });
  }

  /**
   * One event of the workflows-agent stream (svc.workflows_agent.v1.ExecutionEventCreated), in the
   * consumer's transaction: a workflow.execution.* event with the fields workflows-agent rendered; the
   * event id (execution, event, step, wait) is the dedupe key.
   */
  async ingestWorkflowsEvent(
    trx: Trx,
    input: { eventId: string; projectId: string; name: string; fieldsJson: string; occurredAt: string },
  ): Promise<FanOutResult | undefined> {
    let fields: JsonObject | undefined;
    try {
      fields = JSON.parse(input.fieldsJson) as JsonObject;
    } catch {
      fields = undefined;
    }
    if (!input.projectId || !isWorkflowExecutionEvent(input.name) || !fields || typeof fields !== 'object') {
      this.ctx.logger.warn({ eventId: input.eventId, name: input.name }, 'workflows-agent event not in the catalog or malformed: dropped');
      return undefined;
    }
    const now = this.ctx.clock.now();
    const occurredAt = new Date(input.occurredAt || now.toISOString());
    return this.fanOut(trx, {
      projectId: input.projectId,
      event: workflowExecutionEvent(input.name, fields),
      occurredAt: Number.isNaN(occurredAt.getTime()) ? now : occurredAt,
      idempotencyKey: `wf:${input.eventId}`,
      source: 'workflows_agent',
      now,
    });
  }

  /**
   * One event of the broadcasts stream (svc.broadcasts.v1.BroadcastStatusChanged), in the consumer's
   * transaction: rendered as messaging.broadcast.status_changed; the event id is the dedupe key.
   */
  async ingestBroadcastsEvent(
    trx: Trx,
    input: { eventId: string; projectId: string; occurredAt: string; change: BroadcastStatusChangedInput },
  ): Promise<FanOutResult | undefined> {
    if (!input.projectId) return undefined;
    const now = this.ctx.clock.now();
    const occurredAt = new Date(input.occurredAt || now.toISOString());
    return this.fanOut(trx, {
      projectId: input.projectId,
      event: broadcastStatusEvent(input.change),
      occurredAt: Number.isNaN(occurredAt.getTime()) ? now : occurredAt,
      idempotencyKey: `bc:${input.eventId}`,
      source: 'broadcasts',
      now,
    });
  }

  /**
   * Stores the event (its bodies rendered once, so every retry sends and signs the same bytes) and
   * one pending delivery per matching webhook, in the caller's transaction: the deliveries exist iff
   * the event commits. Idempotent on (project, idempotency key).
   */
  async fanOut(trx: Trx, input: FanOutInput): Promise<FanOutResult> {
    const occurred = input.occurredAt.toISOString();
    const bodies = { v1: renderBody(input.event, 'v1', occurred) ?? null, v2: renderBody(input.event, 'v2', occurred) ?? null };
    const stored = await this.ctx.deliveries.insertEvent(trx, {
      id: randomUUID(),
      project_id: input.projectId,
      name: input.event.name,
      idempotency_key: input.idempotencyKey,
      source: input.source,
      body_v1: bodies.v1,
      body_v2: bodies.v2,
      phone_number_ids: input.event.phoneNumberIds,
      business_account_id: input.event.businessAccountId,
      occurred_at: input.occurredAt,
      created_at: input.now,
    });
    if (!stored.inserted) return { eventId: stored.id, duplicate: true, deliveries: 0 };
    const requestId = input.requestId ?? currentRequestScope()?.requestId;
    const subscribers = (await this.ctx.webhooks.subscribers(trx, input.projectId, input.event.name)).filter((w) => webhookMatches(w, input.event));
    const keys = eventSearchKeys(input.event);
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
      request_id: requestId ?? null,
      wamid: keys.wamid,
      phone_number_id: keys.phoneNumberId,
    }));
    const n = await this.ctx.deliveries.insertDeliveries(trx, rows);
    await this.listeners?.offer(trx, { projectId: input.projectId, eventId: stored.id, event: input.event, bodies, now: input.now });
    return { eventId: stored.id, duplicate: false, deliveries: n };
  }
}
