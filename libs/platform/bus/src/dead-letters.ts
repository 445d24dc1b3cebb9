import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db, Migration } from '@platform/db';
import type { Bus } from './bus';
import { PROCESSED_EVENTS_RETAIN_MS } from './processed-events';

/**
 * Dead letters: a message that keeps failing is set aside here — visible, replayable — so it never
 * blocks the messages behind it (the outbox relay publishes past it, a consumer acks it). One table
 * in each service's schema, next to `outbox` and `processed_events`.
 *
 * Sources:
 * - `outbox`: an outbox row the bus keeps refusing while it accepts other rows (e.g. an invalid
 *   header value, a payload over the broker's limit). The row stays in `outbox` with
 *   `dead_lettered_at` set; replay clears it and the relay publishes it again.
 * - `consumer:<durable>`: an event whose handler failed on every one of its deliveries. Replay
 *   publishes it again under its own event id (a fresh broker dedupe id): consumers that already
 *   applied it skip it (`processed_events`), the one that failed runs it.
 */
export function deadLetterMigrations(): Migration[] {
  return [
    {
      name: 'platform_bus_003_dead_letters',
      async up(knex) {
        await knex.schema.createTable('dead_letters', (t) => {
          t.uuid('id').primary();
          t.text('source').notNullable();
          t.text('event_id').notNullable();
          t.text('subject').notNullable();
          t.text('type');
          t.text('project_id');
          t.binary('payload').notNullable();
          t.jsonb('headers').notNullable().defaultTo('{}');
          t.integer('attempts').notNullable();
          t.text('error').notNullable();
          t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
          t.timestamp('replayed_at', { useTz: true });
          t.integer('replays').notNullable().defaultTo(0);
        });
        await knex.raw('CREATE UNIQUE INDEX dead_letters_source_event ON dead_letters (source, event_id)');
        await knex.schema.alterTable('outbox', (t) => {
          t.timestamp('dead_lettered_at', { useTz: true });
        });
        // The relay scans rows that are neither published nor set aside.
        await knex.raw('DROP INDEX IF EXISTS outbox_unpublished');
        await knex.raw('CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL AND dead_lettered_at IS NULL');
      },
      async down(knex) {
        await knex.schema.dropTable('dead_letters');
      },
    },
  ];
}

/** A dead letter as operators see it (payload omitted: it may hold personal data). */
export type DeadLetter = {
  id: string;
  source: string;
  event_id: string;
  subject: string;
  type: string | null;
  project_id: string | null;
  attempts: number;
  error: string;
  created_at: string;
  replayed_at: string | null;
  replays: number;
};

/** What is recorded about a failed message. */
export type NewDeadLetter = {
  source: string;
  eventId: string;
  subject: string;
  type?: string | null;
  projectId?: string | null;
  payload: Uint8Array;
  headers: Record<string, string>;
  attempts: number;
  error: unknown;
};

const MAX_ERROR_CHARS = 1000;

/**
 * The text of an error fit to store and log: its message only (never the message's data), without
 * control characters Postgres or log readers choke on, and bounded.
 */
export function describeFailure(err: unknown): string {
  const raw = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return raw.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '?').slice(0, MAX_ERROR_CHARS) || 'unknown error';
}

/**
 * Records a dead letter (again: a replayed message that fails again updates the same record). Takes
 * the service's `Db` handle, or a transaction when the record must commit with other writes.
 */
export async function recordDeadLetter(on: Db | Knex | Knex.Transaction, d: NewDeadLetter): Promise<void> {
  const knex: Knex | Knex.Transaction = isDb(on) ? on.knex : on;
  await knex('dead_letters')
    .insert({
      id: randomUUID(),
      source: d.source,
      event_id: d.eventId,
      subject: d.subject,
      type: d.type ?? null,
      project_id: d.projectId ?? null,
      payload: Buffer.from(d.payload.buffer, d.payload.byteOffset, d.payload.byteLength),
      headers: JSON.stringify(d.headers),
      attempts: d.attempts,
      error: describeFailure(d.error),
    })
    .onConflict(['source', 'event_id'])
    .merge({ attempts: d.attempts, error: describeFailure(d.error), created_at: knex.fn.now(), replayed_at: null });
}

function isDb(on: Db | Knex | Knex.Transaction): on is Db {
  return typeof on !== 'function' && 'transaction' in on && 'knex' in on;
}

/** Dead letters of this service, newest first (those not replayed since their last failure unless `all`). */
export async function listDeadLetters(db: Db, opts: { limit?: number; all?: boolean } = {}): Promise<DeadLetter[]> {
  const q = db
    .knex('dead_letters')
    .select('id', 'source', 'event_id', 'subject', 'type', 'project_id', 'attempts', 'error', 'created_at', 'replayed_at', 'replays')
    .orderBy('created_at', 'desc')
    .limit(Math.min(Math.max(opts.limit ?? 100, 1), 1000));
  if (!opts.all) q.whereNull('replayed_at');
  const rows = (await q) as Array<Omit<DeadLetter, 'created_at' | 'replayed_at'> & { created_at: Date | string; replayed_at: Date | string | null }>;
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    replayed_at: r.replayed_at ? new Date(r.replayed_at).toISOString() : null,
  }));
}

/** Number of dead letters waiting for an operator (not replayed since they failed). */
export async function countDeadLetters(db: Db): Promise<number> {
  const row = (await db.knex('dead_letters').whereNull('replayed_at').count<{ n: string | number }[]>({ n: '*' }).first()) ?? { n: 0 };
  return Number(row.n);
}

/** How long after it was set aside a consumer's dead letter may be replayed (a day inside the consumers' id retention). */
export const REPLAY_WINDOW_MS = PROCESSED_EVENTS_RETAIN_MS - 86_400_000;

/**
 * Sends a dead letter through again: an outbox row goes back to the relay; a consumer's event is
 * published again on its subject under its own event id. Returns false for an unknown id.
 */
export async function replayDeadLetter(db: Db, bus: Bus, id: string): Promise<boolean> {
  const row = (await db.knex('dead_letters').where({ id }).first()) as
    | {
        id: string;
        source: string;
        event_id: string;
        subject: string;
        type: string | null;
        project_id: string | null;
        payload: Uint8Array;
        headers: Record<string, string> | string;
        created_at: Date | string;
        replays: number;
      }
    | undefined;
  if (!row) return false;
  if (row.source === 'outbox') {
    await db.transaction(async (trx) => {
      await trx('outbox').where({ id: row.event_id }).update({ dead_lettered_at: null, attempts: 0, last_error: null });
      await trx('dead_letters')
        .where({ id })
        .update({ replayed_at: trx.fn.now(), replays: row.replays + 1 });
    });
    return true;
  }
  // Published again, the event reaches every consumer of its subject; those that applied it dedupe on
  // their `processed_events` id, kept PROCESSED_EVENTS_RETAIN_MS (decision 0009). Past REPLAY_WINDOW_MS
  // they may have forgotten it and would apply it a second time.
  if (Date.now() - new Date(row.created_at).getTime() > REPLAY_WINDOW_MS) {
    throw new Error(
      `dead letter ${id} was set aside more than ${REPLAY_WINDOW_MS / 86_400_000} days ago: the other consumers of ${row.subject} no longer remember its event id and would apply it again; apply its effect by hand`,
    );
  }
  const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
  await bus.publish(row.subject, new Uint8Array(row.payload), {
    // A fresh broker dedupe id (the original one may still be inside the duplicate window); the
    // envelope keeps the event id, which is what consumers dedupe on.
    msgId: `${row.event_id}:replay:${row.replays + 1}`,
    headers, // the wire headers as delivered: envelope (Event-Id …) and trace context
  });
  await db
    .knex('dead_letters')
    .where({ id })
    .update({ replayed_at: db.knex.fn.now(), replays: row.replays + 1 });
  return true;
}
