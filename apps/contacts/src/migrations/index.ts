import { outboxMigrations } from '@platform/bus';
import { createLogSearchIndexes, type Migration } from '@platform/db';
import { MESSAGE_EVENT_TEXT_INDEXED } from '../infra/db/log-search.repository';

/**
 * The contacts schema: contacts and their per-number marketing preferences (0001); conversations,
 * messages with their raw status history, presence, sandbox sessions (0002).
 */
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
  {
    name: '0002_conversations',
    async up(knex) {
      await knex.schema.alterTable('contacts', (t) => {
        t.text('username');
        t.jsonb('properties').notNullable().defaultTo('{}');
        // Last sequence issued to this contact's marketing preference changes (strictly increasing).
        t.bigInteger('marketing_sequence').notNullable().defaultTo(0);
        t.index(['project_id', 'created_at', 'id']);
      });
      await knex.schema.alterTable('marketing_preferences', (t) => {
        // Upstream time of the report that set the state: an older report never regresses it.
        t.timestamp('observed_at', { useTz: true, precision: 3 });
      });
      await knex.schema.createTable('contact_numbers', (t) => {
        t.uuid('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.timestamp('last_seen_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['contact_id', 'phone_number_id']);
        t.index(['project_id', 'phone_number_id']);
      });
      await knex.schema.createTable('sandbox_sessions', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number').notNullable();
        t.text('status').notNullable();
        t.text('activation_code').notNullable();
        t.text('business_scoped_user_id');
        t.timestamp('activated_at', { useTz: true, precision: 3 });
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('superseded_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
        t.index(['phone_number', 'status']);
      });
      // A pending code names one session at a time.
      await knex.raw(`create unique index sandbox_sessions_pending_code on sandbox_sessions (activation_code) where status = 'pending_activation'`);
      await knex.schema.createTable('conversations', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.uuid('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
        t.text('status').notNullable();
        t.boolean('inactive').notNullable().defaultTo(false);
        t.timestamp('last_active_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('last_inbound_at', { useTz: true, precision: 3 });
        t.timestamp('last_outbound_at', { useTz: true, precision: 3 });
        t.integer('messages_count').notNullable().defaultTo(0);
        t.integer('inbound_count').notNullable().defaultTo(0);
        t.integer('outbound_count').notNullable().defaultTo(0);
        t.uuid('last_message_id');
        t.text('last_message_type');
        t.text('last_message_text');
        t.timestamp('last_message_at', { useTz: true, precision: 3 });
        t.text('last_message_direction');
        t.uuid('sandbox_session_id');
        t.timestamp('ended_at', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'last_active_at', 'id']);
        t.index(['status', 'inactive', 'last_active_at']);
        t.index(['sandbox_session_id']);
      });
      // One open conversation per contact and number.
      await knex.raw(`create unique index conversations_one_active on conversations (project_id, phone_number_id, contact_id) where status = 'active'`);
      await knex.schema.createTable('messages', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('wamid').notNullable();
        t.uuid('conversation_id').references('id').inTable('conversations').onDelete('CASCADE');
        t.uuid('contact_id').references('id').inTable('contacts').onDelete('CASCADE');
        t.text('phone_number_id').notNullable();
        t.text('direction').notNullable();
        t.text('origin').notNullable();
        t.text('type').notNullable();
        t.text('status').notNullable();
        t.jsonb('content').notNullable().defaultTo('{}');
        t.text('text');
        t.jsonb('media');
        t.jsonb('errors').notNullable().defaultTo('[]');
        t.jsonb('pricing');
        t.text('context_wamid');
        t.timestamp('timestamp', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        // The dedupe key: one message per upstream id.
        t.unique(['project_id', 'wamid']);
        t.index(['project_id', 'created_at', 'id']);
        t.index(['conversation_id', 'created_at']);
      });
      await knex.schema.createTable('message_statuses', (t) => {
        // Order of arrival.
        t.bigIncrements('seq');
        t.uuid('message_id').notNullable().references('id').inTable('messages').onDelete('CASCADE');
        t.text('status').notNullable();
        t.timestamp('timestamp', { useTz: true, precision: 3 }).notNullable();
        t.jsonb('raw').notNullable();
        t.timestamp('received_at', { useTz: true, precision: 3 }).notNullable();
        // A redelivered status is not new history.
        t.unique(['message_id', 'status', 'timestamp']);
      });
    },
  },
  {
    name: '0003_threads',
    async up(knex) {
      // Who handles each customer's thread on numbers shared with another app, as messaging-proxy reports it (decision 0231).
      await knex.schema.createTable('threads', (t) => {
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        // Digits of the customer's phone number, or the business-scoped user id.
        t.text('customer').notNullable();
        // this_app, other_app, upstream_agent, idle.
        t.text('handler').notNullable();
        t.text('owner_app_id');
        t.timestamp('changed_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('last_customer_message_at', { useTz: true, precision: 3 });
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'phone_number_id', 'customer']);
      });
    },
  },
  ...outboxMigrations(),
  {
    // The request that made an outbound message (decision 0018): its status events carry it.
    name: '0004_messages_request_id',
    async up(knex) {
      await knex.schema.alterTable('messages', (t) => {
        t.text('request_id');
      });
    },
  },
  {
    // Log search (decision 0019, "Sources of contacts"): each status row is one message_event, searched
    // without a join for the project, the time order and the text; so a status carries its project and wamid.
    name: '0005_log_search',
    async up(knex) {
      await knex.schema.alterTable('message_statuses', (t) => {
        t.uuid('project_id');
        t.text('wamid');
      });
      await knex.raw(`update message_statuses s set project_id = m.project_id, wamid = m.wamid from messages m where m.id = s.message_id`);
      await knex.raw(`alter table message_statuses alter column project_id set not null, alter column wamid set not null`);
      await knex.raw(`create index message_statuses_project_time on message_statuses (project_id, "timestamp", seq)`);
      // The retention sweep walks every project's oldest statuses.
      await knex.raw(`create index message_statuses_time on message_statuses ("timestamp")`);
      await knex.raw(`create index message_statuses_wamid on message_statuses (project_id, wamid)`);
      await knex.raw(`create index messages_request_id on messages (project_id, request_id) where request_id is not null`);
      await createLogSearchIndexes(knex, 'message_statuses', 'message_statuses_search', MESSAGE_EVENT_TEXT_INDEXED);
    },
  },
  {
    // The inbox (decision 0507): a status beside the lifecycle, the assignee, the history of assignments, read markers, private notes.
    name: '0006_inbox',
    async up(knex) {
      await knex.schema.alterTable('conversations', (t) => {
        // open, pending, resolved or snoozed; an inbound message reopens resolved and snoozed ones.
        t.text('inbox_status').notNullable().defaultTo('open');
        t.timestamp('snoozed_until', { useTz: true, precision: 3 });
        // The user (gateway users.id) of the active assignment, null when unassigned.
        t.uuid('assigned_user_id');
        t.index(['project_id', 'inbox_status', 'last_active_at']);
        t.index(['project_id', 'assigned_user_id', 'last_active_at']);
      });
      await knex.schema.createTable('conversation_assignments', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
        t.uuid('user_id').notNullable();
        // The person who assigned; null when an API key did.
        t.uuid('created_by_user_id');
        t.text('notes');
        t.boolean('active').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['conversation_id', 'created_at']);
      });
      // One active assignment per conversation.
      await knex.raw(`create unique index conversation_assignments_one_active on conversation_assignments (conversation_id) where active`);
      // Each person's read marker per conversation: inbound messages stored after it are unread for them.
      await knex.schema.createTable('conversation_reads', (t) => {
        t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
        t.uuid('user_id').notNullable();
        t.uuid('project_id').notNullable();
        t.timestamp('read_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['conversation_id', 'user_id']);
      });
      // Private notes of the team on a conversation: never sent to the customer, never in webhooks.
      await knex.schema.createTable('conversation_notes', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
        // user or api_key, its id and its name when written.
        t.text('author_type').notNullable();
        t.text('author_id').notNullable();
        t.text('author_name');
        t.text('body').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['conversation_id', 'created_at', 'id']);
      });
    },
  },
  {
    // When the newest inbound message was stored (its created_at): a conversation is unread for a person when
    // this is after their marker, decided without reading messages (`unread=true` over 100,000 conversations:
    // bench/inbox-list.ts). Kept by every count of an inbound message; existing rows filled from their messages.
    name: '0007_last_inbound_stored_at',
    async up(knex) {
      await knex.schema.alterTable('conversations', (t) => {
        t.timestamp('last_inbound_stored_at', { useTz: true, precision: 3 });
      });
      await knex.raw(`update conversations c set last_inbound_stored_at = m.at
        from (select conversation_id, max(created_at) as at from messages where direction = 'inbound' and conversation_id is not null group by conversation_id) m
        where m.conversation_id = c.id`);
    },
  },
];
