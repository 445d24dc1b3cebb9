import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';
import { logSearchMigrations } from './log-search';

/** The flows schema: flows, their versions, functions, secrets, invocations, flows encryption keys. */
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
  {
    name: '0002_versions_functions_encryption',
    async up(knex) {
      await knex.schema.alterTable('flows', (t) => {
        t.jsonb('categories').notNullable().defaultTo('[]');
        t.uuid('current_version_id');
        t.index(['data_endpoint_function_id']);
      });
      await knex.schema.createTable('flow_versions', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('flow_id').notNullable().references('id').inTable('flows').onDelete('CASCADE');
        t.text('version_label').notNullable();
        t.text('upstream_flow_id').notNullable();
        t.text('status').notNullable();
        t.jsonb('flow_json').notNullable();
        t.text('flow_json_sha').notNullable();
        t.jsonb('validation_errors').notNullable();
        t.timestamp('published_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['flow_id', 'created_at']);
      });
      await knex.schema.createTable('functions', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.text('slug').notNullable();
        t.text('description');
        t.text('code').notNullable();
        t.integer('version').notNullable();
        t.text('status').notNullable();
        t.text('deployed_code');
        t.integer('deployed_version');
        t.text('deploy_error');
        t.integer('timeout_ms').notNullable();
        t.timestamp('last_deployed_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'slug']);
        t.index(['project_id', 'created_at']);
      });
      await knex.schema.createTable('function_secrets', (t) => {
        t.uuid('function_id').notNullable().references('id').inTable('functions').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.text('value_ciphertext').notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['function_id', 'name']);
      });
      await knex.schema.createTable('function_invocations', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('function_id').notNullable();
        t.uuid('flow_id');
        t.integer('status_code').notNullable();
        t.boolean('success').notNullable();
        t.integer('duration_ms').notNullable();
        t.jsonb('request_body').notNullable();
        t.jsonb('response_body').notNullable();
        t.text('error_message');
        t.text('edge_ray_id').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['function_id', 'created_at']);
        t.index(['created_at']);
      });
      await knex.schema.createTable('encryption_keys', (t) => {
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('public_key_pem').notNullable();
        t.text('private_key_ciphertext').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'phone_number_id']);
      });
    },
  },
  {
    name: '0003_function_logs_and_response_mode',
    async up(knex) {
      // Functions created before this answered in the wrapped shape and keep it; new ones pass through.
      await knex.schema.alterTable('functions', (t) => {
        t.text('invoke_response_mode').notNullable().defaultTo('wrapped');
      });
      await knex.raw(`ALTER TABLE functions ALTER COLUMN invoke_response_mode SET DEFAULT 'passthrough'`);
      await knex.schema.alterTable('function_invocations', (t) => {
        t.jsonb('console_logs').notNullable().defaultTo('[]');
        t.text('kind').notNullable().defaultTo('invocation');
      });
    },
  },
  ...outboxMigrations(),
  ...logSearchMigrations,
];
