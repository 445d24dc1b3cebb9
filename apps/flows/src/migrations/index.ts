import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';

/** The flows schema: flows (versions and functions grow with their issue). */
export const migrations: Migration[] = [
  {
    name: '0001_flows',
    async up(knex) {
      await knex.schema.createTable('flows', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('upstream_flow_id').notNullable();
        t.text('name').notNullable();
        t.text('status').notNullable();
        t.text('json_version').notNullable();
        t.text('data_api_version').notNullable();
        t.text('business_account_id').notNullable();
        t.text('phone_number_id');
        t.text('preview_url');
        t.uuid('data_endpoint_function_id');
        t.text('data_endpoint_url');
        t.boolean('flows_encryption_configured').notNullable().defaultTo(false);
        t.timestamp('published_at', { useTz: true, precision: 3 });
        t.timestamp('last_synced_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
    },
  },
  ...outboxMigrations(),
];
