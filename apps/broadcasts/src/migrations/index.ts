import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';

/** The broadcasts schema: broadcasts (recipients grow with their issue). */
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
];
