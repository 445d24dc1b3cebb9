import type { CursorPosition } from '@platform/contracts';
import { keysetPage, type Db, type Trx } from '@platform/db';
import type { DeliveryStatus } from '../../domain/delivery-state';

/** An event row as stored. */
export interface EventRow {
  id: string;
  project_id: string;
  name: string;
  idempotency_key: string | null;
  source: string;
  body_v1: string | null;
  body_v2: string | null;
  phone_number_ids: string[];
  business_account_id: string | null;
  occurred_at: Date;
  created_at: Date;
}

/** A delivery row as stored. */
export interface DeliveryRow {
  id: string;
  project_id: string;
  webhook_id: string;
  event_id: string;
  event_name: string;
  payload_version: string;
  status: DeliveryStatus;
  attempt_count: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  response_status: number | null;
  last_error: string | null;
  last_failed: boolean;
  is_test: boolean;
  /** One attempt, no retry schedule (a recovery's resend, decision 0304); false when omitted at insert. */
  single_attempt?: boolean;
  url: string;
  created_at: Date;
  updated_at: Date;
  /** X-Request-Id that caused the event (decision 0018); absent on rows made before it. */
  request_id?: string | null;
  /** wamid of a message event (log search key, decision 0019); absent on other events and older rows. */
  wamid?: string | null;
  /** The event's (first) phone number id (log search key); absent when it names none. */
  phone_number_id?: string | null;
}

/** A delivery claimed for an attempt, with what is needed to send it. */
export interface ClaimedDelivery extends DeliveryRow {
  body: string | null;
  webhook_url: string;
  webhook_active: boolean;
  webhook_deleted_at: Date | null;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  last_success_at: Date | null;
}

/** One attempt to log. */
export interface AttemptRow {
  delivery_id: string;
  project_id: string;
  number: number;
  url: string;
  started_at: Date;
  duration_ms: number;
  response_status: number | null;
  error: string | null;
  response_body: string | null;
}

/** A delivery with its body and attempt log, as the deliveries log shows it. */
export interface DeliveryDetail {
  row: DeliveryRow & { body: string | null };
  attempts: AttemptRow[];
}

/** Filters of the deliveries log. */
export interface DeliveryQuery {
  projectId: string;
  since?: Date;
  status?: string;
  event?: string;
  webhookId?: string;
  /** The deliveries of one event. */
  eventId?: string;
  errorsOnly: boolean;
  limit: number;
  before?: CursorPosition;
  after?: CursorPosition;
}

/**
 * Due rows considered per claim (oldest first, from the partial index): bounds the claim's cost
 * under a large backlog. Rows of saturated endpoints beyond it wait for a later claim.
 */
export const CANDIDATE_WINDOW = 5000;

const BODY = `CASE WHEN d.payload_version = 'v1' THEN e.body_v1 ELSE e.body_v2 END AS body`;

/** Events, deliveries and attempts. Every read takes the project id. */
export class DeliveriesRepository {
  constructor(private readonly db: Db) {}

  /** Id of the project's event with this idempotency key, if one was recorded. */
  async eventIdByKey(trx: Trx, projectId: string, idempotencyKey: string): Promise<string | undefined> {
    const row = (await trx('events').where({ project_id: projectId, idempotency_key: idempotencyKey }).first('id')) as { id: string } | undefined;
    return row?.id;
  }

  /** Inserts an event unless its idempotency key exists; returns the stored id and whether it was new. */
  async insertEvent(trx: Trx, row: EventRow): Promise<{ id: string; inserted: boolean }> {
    const inserted = await trx('events').insert(row).onConflict(['project_id', 'idempotency_key']).ignore().returning('id');
    if (inserted.length > 0) return { id: row.id, inserted: true };
    const existing = await trx('events').where({ project_id: row.project_id, idempotency_key: row.idempotency_key }).first('id');
    return { id: (existing as { id: string }).id, inserted: false };
  }

  /** Inserts deliveries (idempotent on webhook × event). */
  async insertDeliveries(trx: Trx, rows: DeliveryRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const out = await trx('deliveries').insert(rows).onConflict(['webhook_id', 'event_id']).ignore().returning('id');
    return out.length;
  }

  /**
   * Claims due pending deliveries for attempts (FOR UPDATE SKIP LOCKED: concurrent dispatchers
   * never take the same row). At most `perEndpoint` per webhook, minus what this process already has
   * in flight for it (`busy`), so one slow endpoint cannot fill the batch. The claim counts the
   * attempt and leases the row until `leaseUntil`: if this process dies, the row is due again then.
   */
  async claim(opts: { now: Date; leaseUntil: Date; limit: number; perEndpoint: number; busy: Map<string, number> }): Promise<ClaimedDelivery[]> {
    const ids = [...opts.busy.keys()];
    const free = ids.map((id) => Math.max(0, opts.perEndpoint - (opts.busy.get(id) ?? 0)));
    const res = await this.db.knex.raw(
      `WITH candidates AS (
         SELECT id, webhook_id, next_attempt_at FROM deliveries
         WHERE status = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at LIMIT ?
       ), due AS (
         SELECT id, webhook_id, row_number() OVER (PARTITION BY webhook_id ORDER BY next_attempt_at, id) AS rn FROM candidates
       ), capped AS (
         SELECT due.id FROM due
         LEFT JOIN unnest(?::uuid[], ?::int[]) AS busy(webhook_id, free) ON busy.webhook_id = due.webhook_id
         WHERE due.rn <= COALESCE(busy.free, ?)
       ), picked AS (
         SELECT d.id FROM deliveries d JOIN capped ON capped.id = d.id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?
         ORDER BY d.next_attempt_at LIMIT ?
         FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE deliveries d SET next_attempt_at = ?, attempt_count = d.attempt_count + 1, last_attempt_at = ?, updated_at = ?
       FROM picked, webhooks w, events e
       WHERE d.id = picked.id AND w.id = d.webhook_id AND e.id = d.event_id
       RETURNING d.*, ${BODY}, w.url AS webhook_url, w.active AS webhook_active, w.deleted_at AS webhook_deleted_at,
         w.secret_enc, w.previous_secret_enc, w.previous_secret_expires_at, w.failing_since, w.last_success_at`,
      [opts.now, CANDIDATE_WINDOW, ids, free, opts.perEndpoint, opts.now, opts.limit, opts.leaseUntil, opts.now, opts.now],
    );
    return res.rows as ClaimedDelivery[];
  }

  /**
   * Applies an attempt's result if the delivery is still the claim we made (pending with the same
   * attempt count; a lease that expired and was re-claimed elsewhere is left to that claim).
   * Always logs the attempt. Returns whether the state was applied.
   */
  async recordAttempt(trx: Trx, attempt: AttemptRow, expectedAttempt: number, changes: Partial<DeliveryRow>): Promise<boolean> {
    await trx('delivery_attempts').insert(attempt);
    const n = await trx('deliveries').where({ id: attempt.delivery_id, status: 'pending', attempt_count: expectedAttempt }).update(changes);
    return n > 0;
  }

  /** Ends a claimed delivery without an attempt (endpoint inactive): gives the claimed attempt number back. Only if still as claimed. */
  async finishWithoutAttempt(id: string, claimedAttempt: number, status: DeliveryRow['status'], reason: string, now: Date): Promise<void> {
    await this.db
      .knex('deliveries')
      .where({ id, status: 'pending', attempt_count: claimedAttempt })
      .update({ status, attempt_count: claimedAttempt - 1, last_error: reason, next_attempt_at: null, updated_at: now });
  }

  /** Fails every pending delivery of a webhook (it was disabled or deleted). */
  async failPendingOf(trx: Trx, webhookId: string, reason: string, now: Date): Promise<void> {
    await trx('deliveries')
      .where({ webhook_id: webhookId, status: 'pending' })
      .update({ status: 'failed', last_error: reason, next_attempt_at: null, updated_at: now });
  }

  /** One delivery of the project with its body and attempts, or undefined. */
  async get(projectId: string, id: string): Promise<DeliveryDetail | undefined> {
    const row = await this.db
      .knex('deliveries as d')
      .join('events as e', 'e.id', 'd.event_id')
      .where({ 'd.project_id': projectId, 'd.id': id })
      .first(this.db.knex.raw(`d.*, ${BODY}`));
    if (!row) return undefined;
    const attempts = await this.db.knex('delivery_attempts').where({ delivery_id: id, project_id: projectId }).orderBy('number', 'asc').orderBy('id', 'asc');
    return { row: row as DeliveryRow & { body: string | null }, attempts: attempts as AttemptRow[] };
  }

  /** Puts a finished delivery of the project back to pending, due now, with a fresh attempt budget. */
  async redeliver(trx: Trx, projectId: string, id: string, now: Date): Promise<DeliveryRow | undefined> {
    const rows = await trx('deliveries')
      .where({ project_id: projectId, id })
      .update({ status: 'pending', attempt_count: 0, next_attempt_at: now, single_attempt: false, updated_at: now })
      .returning('*');
    return rows[0] as DeliveryRow | undefined;
  }

  /** The delivery row locked for a state change, or undefined. */
  async lock(trx: Trx, projectId: string, id: string): Promise<DeliveryRow | undefined> {
    return (await trx('deliveries').where({ project_id: projectId, id }).forUpdate().first()) as DeliveryRow | undefined;
  }

  /** A page of the deliveries log, most recent first, keyset paginated like api_logs. */
  async list(q: DeliveryQuery): Promise<{ items: Array<DeliveryRow & { body: string | null }>; hasOlder: boolean; hasNewer: boolean }> {
    const base = this.db.knex('deliveries as d').join('events as e', 'e.id', 'd.event_id').where('d.project_id', q.projectId);
    if (q.since) base.where('d.created_at', '>=', q.since);
    if (q.status) base.where('d.status', q.status);
    if (q.event) base.where('d.event_name', q.event);
    if (q.webhookId) base.where('d.webhook_id', q.webhookId);
    if (q.eventId) base.where('d.event_id', q.eventId);
    if (q.errorsOnly) base.where((b) => b.where('d.status', 'failed').orWhere('d.last_failed', true));
    const cols = this.db.knex.raw(`d.*, ${BODY}`);
    return keysetPage<DeliveryRow & { body: string | null }>(base.select(cols), 'd.created_at', 'd.id', q);
  }

  /** Claims one specific pending delivery of the project regardless of its due time (the synchronous test send). */
  async claimById(projectId: string, id: string, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | undefined> {
    const res = await this.db.knex.raw(
      `WITH picked AS (SELECT id FROM deliveries WHERE id = ? AND project_id = ? AND status = 'pending' FOR UPDATE SKIP LOCKED)
       UPDATE deliveries d SET next_attempt_at = ?, attempt_count = d.attempt_count + 1, last_attempt_at = ?, updated_at = ?
       FROM picked, webhooks w, events e
       WHERE d.id = picked.id AND w.id = d.webhook_id AND e.id = d.event_id
       RETURNING d.*, ${BODY}, w.url AS webhook_url, w.active AS webhook_active, w.deleted_at AS webhook_deleted_at,
         w.secret_enc, w.previous_secret_enc, w.previous_secret_expires_at, w.failing_since, w.last_success_at`,
      [id, projectId, leaseUntil, now, now],
    );
    return (res.rows as ClaimedDelivery[])[0];
  }
}
