import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { SpanKind, context, propagation, trace } from '@opentelemetry/api';
import { engineOf, queryIn, type Db, type Migration } from '@platform/db';
import type { Bus } from './bus';
import { deadLetterMigrations, describeFailure, recordDeadLetter } from './dead-letters';
import { envelopeHeaders } from './envelope';
import { processedEventsAgeMigration } from './processed-events';
import { silentLogger, type Logger } from '@platform/logger';

/** Tracer of this library (producer and consumer spans). */
export const TRACER_NAME = 'platform-bus';

/**
 * Tables of the transactional outbox and of the idempotent consumer, created in the service's own
 * schema. Append to the service's migrations: `[...serviceMigrations, ...outboxMigrations()]`.
 */
export function outboxMigrations(): Migration[] {
  return [
    {
      name: 'platform_bus_001_outbox',
      async up(knex) {
        await knex.schema.createTable('outbox', (t) => {
          t.bigIncrements('seq'); // relay order
          t.uuid('id').notNullable().unique();
          t.text('subject').notNullable();
          t.text('type').notNullable();
          t.text('project_id');
          t.binary('payload').notNullable();
          t.jsonb('headers').notNullable().defaultTo('{}');
          t.timestamp('occurred_at', { useTz: true }).notNullable();
          t.timestamp('published_at', { useTz: true });
          t.integer('attempts').notNullable().defaultTo(0);
          t.text('last_error');
        });
        // The relay only ever scans unpublished rows.
        await knex.raw('CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL');
      },
      async down(knex) {
        await knex.schema.dropTable('outbox');
      },
    },
    {
      name: 'platform_bus_002_processed_events',
      async up(knex) {
        await knex.schema.createTable('processed_events', (t) => {
          t.text('consumer').notNullable();
          t.text('event_id').notNullable();
          t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
          t.primary(['consumer', 'event_id']);
        });
      },
      async down(knex) {
        await knex.schema.dropTable('processed_events');
      },
    },
    ...deadLetterMigrations(),
    processedEventsAgeMigration(),
  ];
}

/** An event to write to the outbox. */
export type NewEvent = {
  /** Subject without namespace, e.g. `funding.usage.recorded`. */
  subject: string;
  /** Fully qualified type, e.g. `svc.funding.v1.UsageRecorded`. */
  type: string;
  /** Encoded payload. */
  payload: Uint8Array;
  /** Tenant of the event; null/absent for platform-wide events. */
  projectId?: string | null;
  /** Extra headers (trace context is added automatically). */
  headers?: Record<string, string>;
  /** When it happened; default now. Pass the use case's clock time for determinism. */
  occurredAt?: Date;
};

/** Channel name shared by `enqueueEvent` (NOTIFY, in SQL) and the relay (LISTEN); ≤ 63 bytes. */
function notifyChannel(schema: string): string {
  return `outbox_${schema}`.slice(0, 63);
}

/** Wakes relays of this process after a commit (the embedded engine has no cross-process NOTIFY to rely on). */
const localWake = new EventEmitter();
localWake.setMaxListeners(0);

/**
 * Writes an event to the outbox inside the caller's transaction, so it is published if and only if
 * the business change commits. Adds a producer span and injects W3C trace context into the headers.
 * Returns the event id.
 */
export async function enqueueEvent(trx: Knex.Transaction, event: NewEvent): Promise<string> {
  const [id] = await enqueueEvents(trx, [event]);
  return id!;
}

/** {@link enqueueEvents}' statement: the events as arrays, inserted in their order (`ORDER BY ord` gives seq that order). */
const INSERT_EVENTS = `WITH ins AS (
    INSERT INTO outbox (id, subject, type, project_id, payload, headers, occurred_at)
    SELECT e.id, e.subject, e.type, e.project_id, e.payload, e.headers, e.occurred_at
      FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bytea[], $6::jsonb[], $7::timestamptz[])
           WITH ORDINALITY AS e(id, subject, type, project_id, payload, headers, occurred_at, ord)
     ORDER BY e.ord
    RETURNING id)
  SELECT pg_notify(left('outbox_' || current_schema(), 63), '') FROM (SELECT 1 FROM ins LIMIT 1) AS one`;

/**
 * Writes many events to the outbox in ONE statement inside the caller's transaction, in the given
 * order (the relay publishes them in that order), exactly as {@link enqueueEvent} writes each (own
 * producer span and trace headers). Returns the event ids in the same order.
 */
export async function enqueueEvents(trx: Knex.Transaction, events: NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map((event) => {
    const id = randomUUID();
    const headers: Record<string, string> = { ...(event.headers ?? {}) };
    const span = trace.getTracer(TRACER_NAME).startSpan(`send ${event.subject}`, {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': event.subject, 'messaging.message.id': id, 'event.type': event.type },
    });
    propagation.inject(trace.setSpan(context.active(), span), headers);
    span.end();
    return {
      id,
      subject: event.subject,
      type: event.type,
      project_id: event.projectId ?? null,
      payload: Buffer.from(event.payload.buffer, event.payload.byteOffset, event.payload.byteLength),
      headers: JSON.stringify(headers),
      occurred_at: event.occurredAt ?? new Date(),
    };
  });
  if (engineOf(trx) === 'postgres') {
    // One round trip, one prepared statement for any number of events (every send and message writes some);
    // rows take their seq in the given order; one notification, delivered at commit (dropped on rollback).
    await queryIn(
      trx,
      INSERT_EVENTS,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.subject),
        rows.map((r) => r.type),
        rows.map((r) => r.project_id),
        rows.map((r) => r.payload),
        rows.map((r) => r.headers),
        rows.map((r) => r.occurred_at),
      ],
      { name: 'platform_bus.outbox_insert.v1' },
    );
  } else {
    await trx('outbox').insert(rows);
  }
  trx.executionPromise.then(
    () => localWake.emit('committed'),
    () => undefined,
  );
  return rows.map((row) => row.id);
}

/** Fault-injection points for tests of crash safety (never set in production). */
export type OutboxRelayTestHooks = {
  /** Runs after rows are claimed, before an event is published. */
  beforePublish?(eventId: string): Promise<void>;
  /** Runs after an event is acked by the bus, before the row is marked published. */
  afterPublish?(eventId: string): Promise<void>;
};

/** Options of `startOutboxRelay`. */
export type OutboxRelayOptions = {
  /** The service's database (its schema holds `outbox`). */
  db: Db;
  /** Where events go. */
  bus: Bus;
  /** Logger; default silent. */
  logger?: Logger;
  /** Rows claimed per transaction; default 100. */
  batchSize?: number;
  /** Poll interval when idle (fallback to NOTIFY / local wake-ups); default 1000 ms. */
  pollIntervalMs?: number;
  /**
   * Under load, how long the relay lets commits gather after a batch before it claims the next one
   * (decision 0505); default 5 ms. An idle relay claims at once: only back-to-back batches wait.
   */
  lingerMs?: number;
  /** Published rows are deleted after this long; default 24 h. */
  retainPublishedMs?: number;
  /**
   * Failed publishes of one row, while the bus accepts other rows, after which the row is set aside
   * as a dead letter (default 5). Failures while nothing gets through (a bus outage) never count.
   */
  deadLetterAfter?: number;
  /** Fault injection for tests. */
  testHooks?: OutboxRelayTestHooks;
};

type OutboxRow = {
  id: string;
  attempts: number;
  subject: string;
  type: string;
  project_id: string | null;
  payload: Uint8Array;
  headers: Record<string, string> | string;
  occurred_at: Date | string;
};

type RawPgClient = {
  query(sql: string): Promise<unknown>;
  on(event: 'notification' | 'error', fn: (arg: unknown) => void): void;
};
type KnexClientInternals = {
  acquireRawConnection(): Promise<RawPgClient>;
  destroyRawConnection(conn: RawPgClient): Promise<void>;
};

/** Rows published at once by the relay before it waits for their acks. */
const PUBLISH_WINDOW = 32;

/**
 * Publishes committed outbox rows in order of commit sequence. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` (several relays, e.g. one per replica, never publish a row at the same
 * time), published with msgId = event id (JetStream drops repeats within 2 minutes) and marked
 * published in the same transaction once the bus acked them. A relay that dies after publishing
 * but before commit leaves the row unpublished: the next relay publishes it again, and consumers
 * dedupe by event id. Wakes on LISTEN/NOTIFY (Postgres) or local commits, and polls as a fallback.
 * Order is kept while the bus accepts every row; a row the bus refuses while it accepts others is
 * retried behind them and, after `deadLetterAfter` such failures, set aside as a dead letter.
 */
export function startOutboxRelay(opts: OutboxRelayOptions): { stop(): Promise<void> } {
  const { db, bus } = opts;
  const log = opts.logger ?? silentLogger;
  const batchSize = opts.batchSize ?? 100;
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const retainMs = opts.retainPublishedMs ?? 24 * 3600_000;
  const lingerMs = Math.max(0, opts.lingerMs ?? 5);
  const hooks = opts.testHooks ?? {};
  const deadLetterAfter = Math.max(1, opts.deadLetterAfter ?? 5);
  let stopped = false;
  let wake: (() => void) | null = null;
  let woken = false;
  const onWake = () => {
    woken = true;
    wake?.();
  };
  localWake.on('committed', onWake);

  let listener: RawPgClient | null = null;
  const internals = db.knex.client as unknown as KnexClientInternals;
  async function listen(): Promise<void> {
    if (db.kind !== 'postgres') return;
    try {
      const conn = await internals.acquireRawConnection();
      conn.on('notification', onWake);
      conn.on('error', (err) => log.warn({ err }, 'outbox relay: LISTEN connection failed; polling'));
      await conn.query(`LISTEN "${notifyChannel(db.schema)}"`);
      if (stopped) await internals.destroyRawConnection(conn);
      else listener = conn;
    } catch (err) {
      log.warn({ err }, 'outbox relay: LISTEN unavailable; polling');
    }
  }

  async function relayBatch(): Promise<number> {
    const failures: Array<{ row: OutboxRow; err: unknown }> = [];
    const done: string[] = [];
    await db.transaction(
      async (trx) => {
        const rows: OutboxRow[] = await trx('outbox')
          .select('id', 'subject', 'type', 'project_id', 'payload', 'headers', 'occurred_at', 'attempts')
          .whereNull('published_at')
          .whereNull('dead_lettered_at')
          // Rows that never failed go first, so a refused row cannot hold up the ones behind it.
          .orderByRaw('(attempts > 0), seq')
          .limit(batchSize)
          .forUpdate()
          .skipLocked();
        const publishOne = async (row: OutboxRow): Promise<void> => {
          await hooks.beforePublish?.(row.id);
          const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
          await bus.publish(row.subject, new Uint8Array(row.payload), {
            msgId: row.id,
            headers: envelopeHeaders({
              id: row.id,
              type: row.type,
              occurredAt: new Date(row.occurred_at).toISOString(),
              projectId: row.project_id,
              headers,
            }),
          });
          await hooks.afterPublish?.(row.id);
        };
        // Publishes are pipelined a window at a time: one connection keeps them in order on the wire,
        // and the relay waits for a window's acks instead of one round trip per row.
        for (let i = 0; i < rows.length; i += PUBLISH_WINDOW) {
          const window = rows.slice(i, i + PUBLISH_WINDOW);
          const settled = await Promise.allSettled(window.map(publishOne));
          settled.forEach((r, k) => (r.status === 'fulfilled' ? done.push(window[k]!.id) : failures.push({ row: window[k]!, err: r.reason })));
          // Nothing published yet in this batch and a second row fails too: the bus itself is
          // probably down, stop here and back off. One failure beside successes means this row is
          // the problem: go on, rows behind it must not wait for it.
          if (done.length === 0 && failures.length >= 2) break;
        }
        if (done.length > 0) await trx('outbox').whereIn('id', done).update({ published_at: trx.fn.now() });
        for (const { row, err } of failures) {
          const attempts = row.attempts + 1;
          // Only a row that fails while the bus accepts others counts against the row itself.
          const poison = done.length > 0 && attempts >= deadLetterAfter;
          await trx('outbox')
            .where({ id: row.id })
            .update({ attempts, last_error: describeFailure(err), ...(poison ? { dead_lettered_at: trx.fn.now() } : {}) });
          if (poison) {
            await recordDeadLetter(trx, {
              source: 'outbox',
              eventId: row.id,
              subject: row.subject,
              type: row.type,
              projectId: row.project_id,
              payload: row.payload,
              headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
              attempts,
              error: err,
            });
            log.error(
              { eventId: row.id, type: row.type, subject: row.subject, attempts, error: describeFailure(err) },
              'outbox relay: the bus keeps refusing this event while accepting others; set aside as a dead letter (replayable)',
            );
          }
        }
      },
      { maxAttempts: 1 }, // publishing is a side effect: never re-run blindly (the next loop picks rows up)
    );
    // A fresh row refused with nothing getting through: treat it as a bus outage and back off.
    // Rows that failed before and fail again alone only cost one attempt per poll.
    if (done.length === 0 && failures.some((f) => f.row.attempts === 0)) throw failures[0]!.err;
    return done.length;
  }

  let lastCleanup = 0;
  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < 60_000) return;
    lastCleanup = Date.now();
    await db
      .knex('outbox')
      .whereNotNull('published_at')
      .where('published_at', '<', new Date(Date.now() - retainMs))
      .del();
  }

  const loop = (async () => {
    await listen();
    let failures = 0;
    while (!stopped) {
      woken = false;
      let n = 0;
      try {
        n = await relayBatch();
        failures = 0;
        await cleanup();
      } catch (err) {
        failures++;
        log.warn({ err, failures }, 'outbox relay: publish failed; retrying');
      }
      if (stopped) break;
      if (n === batchSize && failures === 0) continue;
      const delay = failures > 0 ? Math.min(30_000, pollIntervalMs * 2 ** (failures - 1)) : pollIntervalMs;
      if (woken && failures === 0) {
        // More commits came while this batch ran: let the ones close behind join them (one claim,
        // one mark for all; a commit's own NOTIFY and local wake-up count once).
        if (n > 0 && lingerMs > 0) await new Promise((r) => setTimeout(r, lingerMs));
        continue;
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, delay);
        wake = () => {
          if (failures > 0 && !stopped) return; // do not hammer a failing bus on every commit
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      localWake.off('committed', onWake);
      wake?.();
      await loop;
      if (listener) await internals.destroyRawConnection(listener).catch(() => undefined);
    },
  };
}
