import type { Db } from '@platform/db';
import { invalidArgument, validationFailed } from '@platform/errors';
import type { Clock } from '@platform/runtime';
import { catalogEntry, ingestedEvent, type JsonObject, type MarketingPreferenceInput } from '../domain/catalog';
import { decidePreference } from '../domain/marketing-preference';
import type { DeliveriesRepository } from '../infra/db/deliveries.repository';
import type { WebhooksRepository } from '../infra/db/webhooks.repository';
import { fanOut } from './fan-out.usecase';
import { requireProject } from './webhooks.usecase';

/** Longest idempotency key accepted (as the IETF draft / Stripe). */
export const MAX_IDEMPOTENCY_KEY = 255;
/** Largest payload_json accepted, bytes (Standard Webhooks recommends small payloads). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Result of publishing one project event. */
export interface PublishResult {
  eventId: string;
  duplicate: boolean;
  dropped: boolean;
  deliveries: number;
  sequence: number;
}

/**
 * PublishProjectEvent: producers without an event stream (contacts, threads, agent runs) hand a
 * project event to the delivery path. Validated against the catalog's input schema; idempotent on
 * (project, key); marketing preference changes fire only on real transitions, numbered with a
 * monotonic per-contact sequence (rows locked per contact, so concurrent changes serialise).
 */
export class PublishEventUseCase {
  constructor(private readonly deps: { db: Db; webhooks: WebhooksRepository; deliveries: DeliveriesRepository; clock: Clock; onCommitted(): void }) {}

  /** Validates, dedupes, applies the transition rule and fans out; see the class comment. */
  async publish(input: { projectId: string; event: string; payloadJson: string; idempotencyKey: string; occurredAt?: string }): Promise<PublishResult> {
    requireProject(input.projectId);
    const entry = catalogEntry(input.event);
    if (!entry) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${input.event}`);
    if (entry.source !== 'ingestion' || !entry.input) throw invalidArgument('EVENT_NOT_PUBLISHABLE', `${input.event} is produced by the platform's event streams, not published directly`);
    const key = input.idempotencyKey?.trim();
    if (!key || key.length > MAX_IDEMPOTENCY_KEY) throw invalidArgument('INVALID_IDEMPOTENCY_KEY', `idempotency_key is required (1 to ${MAX_IDEMPOTENCY_KEY} characters)`);
    if (Buffer.byteLength(input.payloadJson ?? '') > MAX_PAYLOAD_BYTES) throw invalidArgument('PAYLOAD_TOO_LARGE', `payload_json must be at most ${MAX_PAYLOAD_BYTES} bytes`);
    let raw: unknown;
    try {
      raw = JSON.parse(input.payloadJson);
    } catch {
      throw invalidArgument('INVALID_PAYLOAD', 'payload_json must be a JSON object');
    }
    const parsed = entry.input.safeParse(raw);
    if (!parsed.success) throw validationFailed(`invalid ${input.event} payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
    const now = this.deps.clock.now();
    const occurredAt = input.occurredAt ? new Date(input.occurredAt) : now;
    if (Number.isNaN(occurredAt.getTime())) throw invalidArgument('INVALID_OCCURRED_AT', 'occurred_at must be an ISO 8601 date-time');
    const idempotencyKey = `in:${key}`;

    const result = await this.deps.db.transaction(async (trx) => {
      const existing = await trx('events').where({ project_id: input.projectId, idempotency_key: idempotencyKey }).first('id');
      if (existing) return { eventId: (existing as { id: string }).id, duplicate: true, dropped: false, deliveries: 0, sequence: 0 };
      let payload: JsonObject = parsed.data;
      let extra: { previousStatus?: string | null; sequence?: number; occurredAt: string } = { occurredAt: occurredAt.toISOString() };
      if (input.event === 'messaging.contact.marketing_preference_changed') {
        const m = payload as MarketingPreferenceInput;
        // Lock the contact's sequence row first: all changes of one contact serialise here.
        await trx('contact_sequences').insert({ project_id: input.projectId, contact_id: m.contact_id, last_sequence: 0 }).onConflict(['project_id', 'contact_id']).ignore();
        const seq = await trx('contact_sequences').where({ project_id: input.projectId, contact_id: m.contact_id }).forUpdate().first('last_sequence');
        const pref = await trx('marketing_preferences').where({ project_id: input.projectId, contact_id: m.contact_id, phone_number_id: m.phone_number_id }).first('status');
        const decision = decidePreference(pref ? { status: (pref as { status: string }).status } : null, m.status, Number((seq as { last_sequence: string | number }).last_sequence));
        if (!decision.fire) return { eventId: '', duplicate: false, dropped: true, deliveries: 0, sequence: 0 };
        await trx('marketing_preferences')
          .insert({ project_id: input.projectId, contact_id: m.contact_id, phone_number_id: m.phone_number_id, status: m.status, updated_at: now })
          .onConflict(['project_id', 'contact_id', 'phone_number_id'])
          .merge({ status: m.status, updated_at: now });
        await trx('contact_sequences').where({ project_id: input.projectId, contact_id: m.contact_id }).update({ last_sequence: decision.sequence });
        extra = { ...extra, previousStatus: decision.previousStatus, sequence: decision.sequence };
        payload = m;
      }
      const event = ingestedEvent(input.event, payload, extra);
      const r = await fanOut(trx, this.deps, { projectId: input.projectId, event, occurredAt, idempotencyKey, source: 'ingestion', now });
      return { ...r, dropped: false, sequence: extra.sequence ?? 0 };
    });
    if (result.deliveries > 0) this.deps.onCommitted();
    return result;
  }
}
