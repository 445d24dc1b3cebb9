import type { Migration } from '@platform/db';

/**
 * Project events (issue 36 item 4, decision 0743): what the API posted (`api`) or a workflow's
 * emit_event node emitted (`workflow`). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (like the gateway's audit_events). The key is (project_id, id): a client-chosen id never collides
 * with another project's.
 */
export const projectEventsMigrations: Migration[] = [
  {
    name: '0500_project_events',
    async up(knex) {
      await knex.schema.createTable('project_events', (t) => {
        t.uuid('project_id').notNullable();
        t.uuid('id').notNullable();
        t.text('name').notNullable();
        t.timestamp('occurred_at', { useTz: true, precision: 3 }).notNullable();
        t.uuid('conversation_id').nullable();
        // Flat scalars (decision 0743's rule, shared with the emit_event node).
        t.jsonb('properties').notNullable();
        t.text('source').notNullable();
        // source workflow: the emitting execution and its workflow.
        t.uuid('workflow_id').nullable();
        t.uuid('execution_id').nullable();
        // Executions of project_event workflows this event started (same transaction as the insert).
        t.jsonb('started_execution_ids').notNullable();
        // SHA-256 of the posted content: a retry with the same client id must carry the same content.
        t.text('fingerprint').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'id']);
        t.index(['project_id', 'created_at', 'id']);
        t.index(['project_id', 'name', 'created_at']);
        t.index(['project_id', 'conversation_id', 'created_at']);
        t.index(['project_id', 'execution_id']);
      });
      await knex.raw(`ALTER TABLE project_events ADD CONSTRAINT project_events_source_check CHECK (source IN ('api', 'workflow'))`);
      await knex.raw(`create function project_events_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'project_events is append-only: % is refused', tg_op using errcode = '42501';
        end $$`);
      await knex.raw(
        `create trigger project_events_no_update before update or delete on project_events for each row execute function project_events_append_only()`,
      );
      await knex.raw(
        `create trigger project_events_no_truncate before truncate on project_events for each statement execute function project_events_append_only()`,
      );
    },
  },
];
