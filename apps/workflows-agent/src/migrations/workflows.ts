import type { Migration } from '@platform/db';

/**
 * Workflows and their triggers (issue 19, decisions 0710-0713): the definition (graph JSON) with its
 * status and optimistic lock, and the triggers that start executions. One active inbound_message
 * trigger per number of a project is a partial unique index, so concurrent creates cannot both win.
 */
export const workflowsMigrations: Migration[] = [
  {
    name: '0100_workflows',
    async up(knex) {
      await knex.schema.createTable('workflows', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.text('description');
        t.text('status').notNullable();
        t.integer('lock_version').notNullable();
        t.jsonb('definition').notNullable();
        // Replies arriving within this window are merged into one input (0: none).
        t.integer('message_debounce_seconds').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('activated_at', { useTz: true, precision: 3 });
        t.timestamp('archived_at', { useTz: true, precision: 3 });
        t.index(['project_id', 'created_at', 'id'], 'workflows_by_project');
      });
      await knex.raw(`ALTER TABLE workflows ADD CONSTRAINT workflows_status_check CHECK (status IN ('draft', 'active', 'paused', 'archived'))`);

      await knex.schema.createTable('workflow_triggers', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('workflow_id').notNullable().references('id').inTable('workflows').onDelete('CASCADE');
        t.text('trigger_type').notNullable();
        t.boolean('active').notNullable();
        t.text('phone_number_id');
        t.text('event');
        t.jsonb('filter');
        // Creation order (a replace inserts its set in one instant).
        t.specificType('seq', 'bigserial').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'workflow_id'], 'workflow_triggers_by_workflow');
      });
      await knex.raw(
        `ALTER TABLE workflow_triggers ADD CONSTRAINT workflow_triggers_type_check CHECK (trigger_type IN ('inbound_message', 'api_call', 'messaging_event', 'project_event'))`,
      );
      // One active inbound message trigger per number (of the project that owns the number).
      await knex.raw(
        `CREATE UNIQUE INDEX workflow_triggers_one_inbound_per_number ON workflow_triggers (project_id, phone_number_id) WHERE trigger_type = 'inbound_message' AND active`,
      );
      // The engine's lookups: an event (message/conversation/control or project event) of a project.
      await knex.raw(`CREATE INDEX workflow_triggers_by_event ON workflow_triggers (project_id, trigger_type, event) WHERE active`);
    },
  },
];
