import type { Migration } from '@platform/db';

/** The gateway schema: projects, their API keys (hashes only) and request logs. */
export const migrations: Migration[] = [
  {
    name: '0001_projects_and_keys',
    async up(knex) {
      await knex.schema.createTable('projects', (t) => {
        t.uuid('id').primary();
        t.text('name').notNullable();
        t.text('plan').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
      });
      await knex.schema.createTable('api_keys', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.text('name').notNullable();
        // First characters of the key (prefix + 4), shown in listings so people can tell keys apart.
        t.text('display_prefix').notNullable();
        // SHA-256 (hex) of the whole key; the key itself is never stored.
        t.specificType('key_hash', 'char(64)').notNullable().unique();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('revoked_at', { useTz: true, precision: 3 }).nullable();
        t.index(['project_id']);
      });
    },
  },
  {
    name: '0002_api_logs',
    async up(knex) {
      await knex.schema.createTable('api_logs', (t) => {
        t.uuid('id').primary();
        // Null when the request carried no valid key (unknown project); such rows are for operators only.
        t.uuid('project_id').nullable();
        t.uuid('api_key_id').nullable();
        t.text('api_key_name').nullable();
        t.text('endpoint').notNullable();
        t.text('http_method').notNullable();
        t.integer('response_status').notNullable();
        t.integer('response_time_ms').notNullable();
        t.text('ip_address').notNullable();
        t.text('error_message').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
      });
      // Keyset pagination: most recent first, ties broken by id.
      await knex.raw('create index api_logs_project_created_idx on api_logs (project_id, created_at desc, id desc)');
    },
  },
];
