import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';

/** The broadcasts schema: broadcasts, their recipients (claims, delivery state) and the outbox. */
export const migrations: Migration[] = [
  {
    name: '0001_broadcasts',
    async up(knex) {
      await knex.schema.createTable('broadcasts', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.text('status').notNullable();
        // Set while a copy of this broadcast is being made: the source is locked (spec 3.4).
        t.uuid('locked_by_copy_id');
        t.integer('suppressed_count').notNullable().defaultTo(0);
        t.timestamp('scheduled_at', { useTz: true, precision: 3 });
        t.timestamp('started_at', { useTz: true, precision: 3 });
        t.timestamp('completed_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
    },
  },
  ...outboxMigrations(),
  {
    name: '0002_broadcast_delivery',
    async up(knex) {
      await knex.schema.alterTable('broadcasts', (t) => {
        t.text('phone_number_id').notNullable().defaultTo('');
        // The template as the upstream described it (id, name, language_code, category, status, components, parameter_format).
        t.jsonb('template').notNullable().defaultTo('{}');
        // Default components for recipients added without their own.
        t.jsonb('template_parameters').notNullable().defaultTo('[]');
        t.text('failure_reason');
        t.uuid('copied_from_id');
        // Background copy (spec 3.4): attempts so far and the lease of the replica running it.
        t.integer('copy_attempts').notNullable().defaultTo(0);
        t.timestamp('copy_lease_until', { useTz: true, precision: 3 });
        t.index(['status', 'scheduled_at']);
        // Counted from the recipients now (suppressed recipients), never stored twice.
        t.dropColumn('suppressed_count');
      });
      await knex.schema.createTable('broadcast_recipients', (t) => {
        t.uuid('id').primary();
        t.uuid('broadcast_id').notNullable().references('id').inTable('broadcasts').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        // Claim order: recipients are sent in the order they were added.
        t.bigIncrements('seq', { primaryKey: false });
        t.text('phone_number');
        t.text('user_id');
        // Phone digits or `u:<bsuid>`: one recipient per person per broadcast.
        t.text('dedupe_key').notNullable();
        // Frozen when added (a resume sends what was planned).
        t.jsonb('components').notNullable().defaultTo('[]');
        // pending, sending (claimed), sent, delivered, read, failed, suppressed.
        t.text('status').notNullable();
        // Bumped only after a definite refusal (nothing forwarded): the send's idempotency key suffix.
        t.integer('send_seq').notNullable().defaultTo(0);
        t.integer('attempts').notNullable().defaultTo(0);
        t.text('claimed_by');
        t.timestamp('claim_until', { useTz: true, precision: 3 });
        t.timestamp('next_attempt_at', { useTz: true, precision: 3 });
        t.text('wamid');
        t.timestamp('sent_at', { useTz: true, precision: 3 });
        t.timestamp('delivered_at', { useTz: true, precision: 3 });
        t.timestamp('read_at', { useTz: true, precision: 3 });
        t.timestamp('responded_at', { useTz: true, precision: 3 });
        t.timestamp('failed_at', { useTz: true, precision: 3 });
        t.text('error_message');
        t.jsonb('error_details');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['broadcast_id', 'dedupe_key']);
        t.index(['broadcast_id', 'status', 'seq']);
        t.index(['wamid']);
        t.index(['phone_number']);
      });
    },
  },
  {
    name: '0003_broadcast_agent',
    async up(knex) {
      await knex.schema.alterTable('broadcasts', (t) => {
        // The workflow that handles replies (decision 0805); null: none.
        t.uuid('agent_workflow_id');
      });
      // A recipient's first reply handed to the broadcast's agent: one row per recipient (the
      // stable key: a redelivered reply never starts a second execution).
      await knex.schema.createTable('broadcast_agent_handoffs', (t) => {
        t.uuid('recipient_id').primary().references('id').inTable('broadcast_recipients').onDelete('CASCADE');
        t.uuid('broadcast_id').notNullable();
        t.uuid('project_id').notNullable();
        t.uuid('workflow_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('contact_phone_number');
        t.text('contact_user_id');
        t.text('reply_wamid').notNullable();
        // { type, text, choice_id } of the reply.
        t.jsonb('reply').notNullable().defaultTo('{}');
        t.timestamp('replied_at', { useTz: true, precision: 3 }).notNullable();
        // pending, starting (claimed), started, skipped, failed.
        t.text('status').notNullable();
        t.timestamp('due_at', { useTz: true, precision: 3 }).notNullable();
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('first_attempt_at', { useTz: true, precision: 3 });
        t.timestamp('claim_until', { useTz: true, precision: 3 });
        t.uuid('execution_id');
        t.text('reason');
        t.text('message');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
      });
      // The handoff worker's work list: only open handoffs are indexed.
      await knex.raw(`CREATE INDEX broadcast_agent_handoffs_open ON broadcast_agent_handoffs (due_at) WHERE status IN ('pending', 'starting')`);
    },
  },
  {
    // One recipient per phone OR user id per broadcast (decision 0801): `dedupe_key` keys a recipient
    // given with both by its phone only, so a later `{ user_id }` of the same person was added again.
    name: '0004_broadcast_recipients_user_dedupe',
    async up(knex) {
      await knex.schema.alterTable('broadcast_recipients', (t) => {
        // The user id of a recipient that has one; null never conflicts. Nullable, no default: no table rewrite.
        t.text('user_dedupe');
      });
      // Rows already stored keep their place: the first (lowest seq) of each broadcast's user id takes
      // the key, a later row of the same user id (added before this rule) keeps null and stays. One
      // statement over the rows with a user id.
      await knex.raw(`UPDATE broadcast_recipients r SET user_dedupe = r.user_id
        FROM (SELECT DISTINCT ON (broadcast_id, user_id) id FROM broadcast_recipients
              WHERE user_id IS NOT NULL ORDER BY broadcast_id, user_id, seq) f
        WHERE r.id = f.id`);
      await knex.schema.alterTable('broadcast_recipients', (t) => {
        t.unique(['broadcast_id', 'user_dedupe']);
      });
    },
  },
];
