import type { Trx } from '@platform/db';
import type { UpstreamWebhookEventRow } from '../../domain/upstream-webhook-events';

/** Who a priced message went to, from its status webhook. */
export interface PricedSighting {
  phoneNumberId: string;
  /** `recipient_id` (the user's WhatsApp id: digits). */
  recipientId: string;
  /** `recipient_user_id` (the business-scoped user id), '' when absent. */
  recipientUserId: string;
}

/**
 * Idempotency records of the upstream webhook receiver: the SHA-256 of every processed body (a
 * redelivery of the same bytes changes nothing), and the upstream objects already priced (status
 * webhooks repeat the pricing on sent, delivered and read).
 */
export class WebhookReceiptsRepository {
  /** Records a body; false when it was processed before. */
  async recordBody(trx: Trx, bodySha256: string, now: Date): Promise<boolean> {
    const inserted = await trx('upstream_webhook_receipts')
      .insert({ body_sha256: bodySha256, received_at: now })
      .onConflict('body_sha256')
      .ignore()
      .returning('body_sha256');
    return inserted.length > 0;
  }

  /**
   * Records many bodies in one statement (a batch of deliveries, decision 0504), in hash order (two
   * batches never wait on each other's rows in opposite orders); answers the hashes recorded now —
   * one processed before (or by a concurrent batch) is not among them.
   */
  async recordBodies(trx: Trx, bodies: Array<{ bodySha256: string; now: Date }>): Promise<Set<string>> {
    const unique = [...new Map(bodies.map((b) => [b.bodySha256, b])).values()].sort((a, b) => (a.bodySha256 < b.bodySha256 ? -1 : 1));
    if (unique.length === 0) return new Set();
    const inserted = (await trx('upstream_webhook_receipts')
      .insert(unique.map((b) => ({ body_sha256: b.bodySha256, received_at: b.now })))
      .onConflict('body_sha256')
      .ignore()
      .returning('body_sha256')) as Array<{ body_sha256: string }>;
    return new Set(inserted.map((r) => r.body_sha256));
  }

  /**
   * Records that an upstream message or call was priced; false when it was priced before. A message's
   * number and recipient are kept with it: the sighting a send of unknown outcome is reconciled from
   * (decision 0240).
   */
  async recordPricing(trx: Trx, kind: 'message' | 'call', upstreamId: string, now: Date, sighting?: PricedSighting): Promise<boolean> {
    const rows = await trx('priced_items')
      .insert({
        kind,
        upstream_id: upstreamId,
        priced_at: now,
        phone_number_id: sighting?.phoneNumberId ?? null,
        recipient_id: sighting?.recipientId || null,
        recipient_user_id: sighting?.recipientUserId || null,
      })
      .onConflict(['kind', 'upstream_id'])
      .ignore()
      .returning('upstream_id');
    return rows.length > 0;
  }

  /**
   * Records the received changes of a transaction's deliveries (log search, decision 0019) in one
   * statement: the whole batch is one JSON parameter expanded by Postgres. Takes the rows out of `rows`.
   * Kind 2 of conventions' list: an insert whose rows carry their `project_id`.
   */
  async recordEvents(trx: Trx, rows: UpstreamWebhookEventRow[]): Promise<void> {
    if (rows.length === 0) return;
    const batch = rows.splice(0);
    await trx.raw(
      `insert into upstream_webhook_events (id, project_id, received_at, request_id, field, kind, status, phone_number_id, wamid, wa_id, error_codes, error_titles, payload_excerpt)
       select id, project_id, received_at, request_id, field, kind, status, phone_number_id, wamid, wa_id, error_codes, error_titles, payload_excerpt
       from json_populate_recordset(null::upstream_webhook_events, ?::json)`,
      [JSON.stringify(batch)],
    );
  }
}
