import type { Migration } from '@platform/db';

/**
 * Findings (issue 20 item 5, decisions 0740-0743): signal events (evidence samples, idempotent per
 * source event), their daily counts per (project, signal, key), the queue of ended conversations to
 * evaluate, the findings (one per project, signal and key) and their investigations (agent runs).
 */
export const findingsMigrations: Migration[] = [
  {
    name: '0400_findings',
    async up(knex) {
      await knex.schema.createTable('finding_signal_events', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('signal').notNullable();
        t.text('key').notNullable();
        // The event (or evaluation) it came from: a redelivered event counts once.
        t.text('source_id').notNullable();
        t.timestamp('occurred_at', { useTz: true, precision: 3 }).notNullable();
        t.uuid('conversation_id');
        t.jsonb('detail').notNullable();
        t.unique(['project_id', 'signal', 'key', 'source_id']);
        t.index(['project_id', 'signal', 'key', 'occurred_at']);
      });
      await knex.schema.createTable('finding_signal_daily', (t) => {
        t.uuid('project_id').notNullable();
        t.text('signal').notNullable();
        t.text('key').notNullable();
        t.date('day').notNullable();
        t.integer('count').notNullable();
        t.primary(['project_id', 'signal', 'key', 'day']);
      });
      await knex.schema.createTable('finding_conversation_evaluations', (t) => {
        t.uuid('project_id').notNullable();
        t.text('event_id').notNullable();
        t.uuid('conversation_id').notNullable();
        t.timestamp('ended_at', { useTz: true, precision: 3 }).notNullable();
        // pending, done
        t.text('status').notNullable();
        // model or rules
        t.text('method');
        t.specificType('signals', 'text[]');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('lease_until', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'event_id']);
      });
      await knex.raw(`CREATE INDEX finding_evaluations_pending ON finding_conversation_evaluations (created_at) WHERE status = 'pending'`);
      await knex.schema.createTable('findings', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('signal').notNullable();
        t.text('key').notNullable();
        t.text('status').notNullable();
        t.text('category').notNullable();
        t.text('title').notNullable();
        t.jsonb('metrics').notNullable();
        t.timestamp('qualified_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('first_qualified_at', { useTz: true, precision: 3 }).notNullable();
        t.text('dismiss_reason');
        t.text('dismiss_note');
        t.timestamp('dismissed_at', { useTz: true, precision: 3 });
        t.integer('dismissed_recent_count');
        t.timestamp('addressed_at', { useTz: true, precision: 3 });
        t.jsonb('addressed_metrics');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        // One finding per (project, signal, key): its status cycles (decision 0741).
        t.unique(['project_id', 'signal', 'key']);
        t.index(['project_id', 'qualified_at', 'id']);
      });
      await knex.schema.createTable('finding_investigations', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('finding_id').notNullable().references('findings.id');
        // dispatching, running, completed, failed
        t.text('status').notNullable();
        t.uuid('agent_run_id');
        t.jsonb('report');
        t.text('error_code');
        t.text('error_message');
        // The finding's qualification the investigation covers (mark_addressed needs the current one).
        t.timestamp('covers_qualified_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('started_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('finished_at', { useTz: true, precision: 3 });
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['finding_id', 'started_at']);
      });
      await knex.raw(`CREATE INDEX finding_investigations_running ON finding_investigations (updated_at) WHERE status = 'running'`);
    },
  },
  {
    // Issue 33 item 2: mark_addressed may carry a note instead of a completed investigation; a report
    // is asked for (reporting) after the investigator's run ended.
    name: '0401_findings_addressed_note',
    async up(knex) {
      await knex.schema.alterTable('findings', (t) => {
        t.text('addressed_note');
      });
      await knex.raw(`CREATE INDEX finding_investigations_reporting ON finding_investigations (updated_at) WHERE status = 'reporting'`);
    },
  },
];
