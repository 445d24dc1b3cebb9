import type { Migration } from '@platform/db';

/**
 * Integrations (spec 2.4, decision 0701): saved configured actions, the connected accounts and the
 * connecting user they refer to (mirrors of the connector's, per project), and the run records.
 */
export const integrationsMigrations: Migration[] = [
  {
    name: '0200_integrations',
    async up(knex) {
      await knex.schema.createTable('connector_users', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().unique();
        t.text('email');
        t.text('name');
        t.text('avatar_url');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
      });
      await knex.schema.createTable('connector_accounts', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('connector_account_id').notNullable();
        t.text('app_slug').notNullable();
        t.text('app_name').notNullable();
        t.text('account_name').notNullable();
        t.boolean('healthy').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'connector_account_id']);
      });
      await knex.schema.createTable('integrations', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('action_id').notNullable();
        t.text('app_slug').notNullable();
        t.text('app_name').notNullable();
        t.text('action_name').notNullable();
        t.text('name').notNullable();
        t.boolean('enabled').notNullable();
        t.jsonb('metadata').notNullable();
        t.jsonb('configured_props').notNullable();
        t.jsonb('variable_definitions').notNullable();
        t.text('dynamic_props_id');
        t.uuid('connector_account_id').references('id').inTable('connector_accounts');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
      await knex.schema.createTable('integration_runs', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('integration_id').notNullable().references('id').inTable('integrations').onDelete('CASCADE');
        t.text('source').notNullable();
        t.text('status').notNullable();
        t.integer('duration_ms').notNullable();
        t.text('error');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'integration_id', 'created_at']);
      });
    },
  },
];
