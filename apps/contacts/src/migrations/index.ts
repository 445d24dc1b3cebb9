import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';

/** The contacts schema: contacts and their per-number marketing preferences. */
export const migrations: Migration[] = [
  {
    name: '0001_contacts',
    async up(knex) {
      await knex.schema.createTable('contacts', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number');
        t.text('business_scoped_user_id');
        t.text('parent_business_scoped_user_id');
        t.text('name');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'phone_number']);
        t.unique(['project_id', 'business_scoped_user_id']);
        t.index(['project_id', 'parent_business_scoped_user_id', 'created_at']);
      });
      await knex.schema.createTable('marketing_preferences', (t) => {
        t.uuid('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('status').notNullable();
        t.text('source').notNullable();
        // Monotonic per contact: orders transitions for webhook consumers.
        t.bigInteger('sequence').notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['contact_id', 'phone_number_id']);
      });
    },
  },
  ...outboxMigrations(),
];
