import type { Migration } from '@platform/db';

/**
 * The table store's catalog (decision 0700): one row per table of a project, with its inferred
 * columns and the columns that have indexes. Each table's rows live in their own Postgres table,
 * created with the catalog row (`t_<table id>`), so per-column indexes stay small and fast.
 */
export const tableStoreMigrations: Migration[] = [
  {
    name: '0100_store_tables',
    async up(knex) {
      await knex.schema.createTable('store_tables', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.jsonb('columns').notNullable().defaultTo('{}');
        t.specificType('indexed_columns', 'text[]').notNullable().defaultTo('{}');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'name']);
      });
    },
  },
];
