import { outboxMigrations } from '@platform/bus';
import { createLogSearchIndexes, type Migration } from '@platform/db';
import { WEBHOOK_DELIVERY_TEXT } from '../infra/db/log-search.repository';

/** The webhooks schema: endpoints, events, deliveries and their attempts, marketing preference state. */
export const migrations: Migration[] = [
  {
    name: '0001_webhooks',
    async up(knex) {
      await knex.schema.createTable('webhooks', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        /** Null = project webhook; set = per-number webhook. */
        t.text('phone_number_id');
        t.text('url').notNullable();
        t.specificType('events', 'text[]').notNullable();
        t.boolean('active').notNullable();
        t.text('payload_version').notNullable();
        /** AES-256-GCM sealed `whsec_` secrets (never returned after create/rotate). */
        t.text('secret_enc').notNullable();
        t.text('previous_secret_enc');
        t.timestamp('previous_secret_expires_at', { useTz: true, precision: 3 });
        t.text('disabled_reason');
        t.timestamp('disabled_at', { useTz: true, precision: 3 });
        /** First failure of the current failing run; meaningful only when later than last_success_at. */
        t.timestamp('failing_since', { useTz: true, precision: 3 });
        /** Last successful attempt, written at most every few seconds (hot-row protection). */
        t.timestamp('last_success_at', { useTz: true, precision: 3 });
        t.timestamp('deleted_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
      await knex.schema.createTable('events', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        /** Producer key (ingestion) or `mp:<upstream event id>`; unique per project. */
        t.text('idempotency_key');
        t.text('source').notNullable();
        /** Exact bodies sent (and signed) per payload version; null when the event has no such version. */
        t.text('body_v1');
        t.text('body_v2');
        t.specificType('phone_number_ids', 'text[]').notNullable();
        t.text('business_account_id');
        t.timestamp('occurred_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'idempotency_key']);
      });
      await knex.schema.createTable('deliveries', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('webhook_id').notNullable();
        t.uuid('event_id').notNullable();
        t.text('event_name').notNullable();
        t.text('payload_version').notNullable();
        t.text('status').notNullable();
        t.integer('attempt_count').notNullable().defaultTo(0);
        /** When pending: due time of the next attempt, or the lease end of a claimed attempt. */
        t.timestamp('next_attempt_at', { useTz: true, precision: 3 });
        t.timestamp('last_attempt_at', { useTz: true, precision: 3 });
        t.timestamp('delivered_at', { useTz: true, precision: 3 });
        t.integer('response_status');
        t.text('last_error');
        /** True when the last attempt failed (errors_only filter). */
        t.boolean('last_failed').notNullable().defaultTo(false);
        t.boolean('is_test').notNullable().defaultTo(false);
        t.text('url').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['webhook_id', 'event_id']);
        t.index(['project_id', 'created_at', 'id']);
      });
      await knex.raw(`CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at) WHERE status = 'pending'`);
      await knex.schema.createTable('delivery_attempts', (t) => {
        t.bigIncrements('id').primary();
        t.uuid('delivery_id').notNullable().index();
        t.uuid('project_id').notNullable();
        t.integer('number').notNullable();
        t.text('url').notNullable();
        t.timestamp('started_at', { useTz: true, precision: 3 }).notNullable();
        t.integer('duration_ms').notNullable();
        t.integer('response_status');
        t.text('error');
        t.text('response_body');
      });
      await knex.schema.createTable('marketing_preferences', (t) => {
        t.uuid('project_id').notNullable();
        t.uuid('contact_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('status').notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'contact_id', 'phone_number_id']);
      });
      await knex.schema.createTable('contact_sequences', (t) => {
        t.uuid('project_id').notNullable();
        t.uuid('contact_id').notNullable();
        t.bigInteger('last_sequence').notNullable();
        t.primary(['project_id', 'contact_id']);
      });
    },
  },
  ...outboxMigrations(),
  {
    // The request (or inbound upstream event) that caused each delivery's event (decision 0018).
    name: '0002_deliveries_request_id',
    async up(knex) {
      await knex.schema.alterTable('deliveries', (t) => {
        t.text('request_id');
      });
    },
  },
  {
    // Webhook recovery (decision 0304): the jobs, the deliveries each one resends, and the one-attempt mark.
    name: '0003_webhook_recoveries',
    async up(knex) {
      await knex.schema.createTable('webhook_recoveries', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('webhook_id').notNullable();
        /** queued → running → completed | failed. */
        t.text('status').notNullable();
        t.timestamp('since', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('until', { useTz: true, precision: 3 }).notNullable();
        t.integer('total').notNullable().defaultTo(0);
        t.integer('resent').notNullable().defaultTo(0);
        t.integer('succeeded').notNullable().defaultTo(0);
        t.integer('failed').notNullable().defaultTo(0);
        t.integer('skipped').notNullable().defaultTo(0);
        t.text('error');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('started_at', { useTz: true, precision: 3 });
        t.timestamp('finished_at', { useTz: true, precision: 3 });
        t.index(['project_id', 'webhook_id', 'created_at']);
      });
      // One active job per webhook and window: an identical request returns it (idempotent create).
      await knex.raw(
        `CREATE UNIQUE INDEX webhook_recoveries_active_window ON webhook_recoveries (webhook_id, since, until) WHERE status IN ('queued', 'running')`,
      );
      await knex.raw(`CREATE INDEX webhook_recoveries_active_idx ON webhook_recoveries (created_at) WHERE status IN ('queued', 'running')`);
      await knex.schema.createTable('webhook_recovery_items', (t) => {
        t.uuid('recovery_id').notNullable();
        t.uuid('delivery_id').notNullable();
        /** Creation time of the delivery: the resend order. */
        t.timestamp('delivery_created_at', { useTz: true, precision: 3 }).notNullable();
        /** queued → resent → succeeded | failed; skipped when the delivery was no longer failed at its turn. */
        t.text('state').notNullable();
        t.primary(['recovery_id', 'delivery_id']);
        t.index(['recovery_id', 'state', 'delivery_created_at']);
      });
      await knex.schema.alterTable('deliveries', (t) => {
        /** One attempt, no retry schedule (a recovery's resend): a failure is final. */
        t.boolean('single_attempt').notNullable().defaultTo(false);
      });
      await knex.raw(`CREATE INDEX deliveries_resends_pending_idx ON deliveries (webhook_id) WHERE status = 'pending' AND single_attempt`);
      await knex.raw(`CREATE INDEX deliveries_failed_by_webhook_idx ON deliveries (webhook_id, created_at) WHERE status = 'failed'`);
    },
  },
  {
    // Log search (decision 0019, "Sources of webhooks"): deliveries carry the wamid and phone number of
    // their event (filled at fan-out; older rows have none), indexed with the source's text; the
    // retention sweep walks finished deliveries by age.
    name: '0004_log_search',
    async up(knex) {
      await knex.schema.alterTable('deliveries', (t) => {
        t.text('wamid');
        t.text('phone_number_id');
      });
      await knex.raw(`CREATE INDEX deliveries_wamid_idx ON deliveries (project_id, wamid) WHERE wamid IS NOT NULL`);
      await knex.raw(`CREATE INDEX deliveries_request_id_idx ON deliveries (project_id, request_id) WHERE request_id IS NOT NULL`);
      await knex.raw(`CREATE INDEX deliveries_finished_idx ON deliveries (created_at) WHERE status <> 'pending'`);
      await knex.raw(`CREATE INDEX webhook_recoveries_finished_idx ON webhook_recoveries (created_at) WHERE status NOT IN ('queued', 'running')`);
      await createLogSearchIndexes(knex, 'deliveries', 'deliveries_search', WEBHOOK_DELIVERY_TEXT);
    },
  },
  {
    // Live listeners (decision 0028): a CLI's `webhooks listen`; the fan-out reads the project's live
    // ones in its transaction (by project, unexpired), the retention sweep the ended ones.
    name: '0005_webhook_listeners',
    async up(knex) {
      await knex.schema.createTable('webhook_listeners', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.specificType('events', 'text[]').notNullable();
        t.text('payload_version').notNullable();
        t.text('phone_number_id');
        t.text('secret_enc').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('deleted_at', { useTz: true, precision: 3 });
      });
      await knex.raw(`CREATE INDEX webhook_listeners_live_idx ON webhook_listeners (project_id, expires_at) WHERE deleted_at IS NULL`);
      await knex.raw(`CREATE INDEX webhook_listeners_expiry_idx ON webhook_listeners (expires_at)`);
    },
  },
  {
    // A listener's resume after a reconnect (Last-Event-ID, decision 0028) reads the project's events since a moment.
    name: '0006_events_by_project_and_time',
    async up(knex) {
      await knex.raw(`CREATE INDEX IF NOT EXISTS events_project_created_idx ON events (project_id, created_at, id)`);
    },
  },
];
