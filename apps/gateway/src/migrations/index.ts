import { outboxMigrations } from '@platform/bus';
import { createLogSearchIndexes, type Migration } from '@platform/db';
import { REQUEST_LOG_TEXT } from '../logs/log-search.repository';

/** The gateway schema: projects, their API keys (hashes only, scopes, rotation), request logs, people and their sessions, idempotency keys. */
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
  {
    // API keys managed by the API (decision 0011): scopes, rotation with a grace period, last use.
    name: '0003_api_key_scopes_and_rotation',
    async up(knex) {
      await knex.schema.alterTable('api_keys', (t) => {
        // Space-separated, canonical order (keys/scopes.ts); keys issued before scopes existed are full.
        t.text('scopes').notNullable().defaultTo('full');
        t.text('last_four').nullable();
        t.uuid('created_by_key_id').nullable();
        // Written in batches by the usage recorder, never on the request path.
        t.timestamp('last_used_at', { useTz: true, precision: 3 }).nullable();
        // A rotated key names its successor and stops working at expires_at (end of its grace period).
        t.uuid('replaced_by_key_id').nullable();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).nullable();
      });
      await knex.schema.alterTable('api_logs', (t) => {
        // The scopes of the key that made the request, as they were then (space-separated).
        t.text('api_key_scopes').nullable();
      });
    },
  },
  {
    // People, their roles per project, invitations, password resets and dashboard sessions (decisions 0014, 0015).
    name: '0004_people_and_sessions',
    async up(knex) {
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        // Lower-cased; one person per address across projects.
        t.text('email').notNullable().unique();
        t.text('name').nullable();
        // argon2id PHC string; null until the person accepts an invitation (or is given a password).
        t.text('password_hash').nullable();
        // TOTP seed (base32) once verified, the one being enrolled, and the last time step accepted (no replay).
        t.text('totp_secret').nullable();
        t.text('totp_pending_secret').nullable();
        t.bigInteger('totp_last_step').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
      });
      await knex.schema.createTable('memberships', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.text('role').notNullable();
        // invited (the mailed link not yet accepted) or active.
        t.text('status').notNullable();
        // SHA-256 of the invitation token (never the token) and when it stops working.
        t.specificType('invite_token_hash', 'char(64)').nullable().unique();
        t.timestamp('invite_expires_at', { useTz: true, precision: 3 }).nullable();
        t.uuid('invited_by_key_id').nullable();
        t.uuid('invited_by_user_id').nullable();
        t.timestamp('accepted_at', { useTz: true, precision: 3 }).nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.unique(['project_id', 'user_id']);
        t.index(['user_id']);
      });
      await knex.schema.createTable('password_resets', (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.specificType('token_hash', 'char(64)').notNullable().unique();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('used_at', { useTz: true, precision: 3 }).nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['user_id']);
      });
      await knex.schema.createTable('sessions', (t) => {
        t.uuid('id').primary();
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        // SHA-256 of the cookie's opaque id; the id itself is never stored.
        t.specificType('token_hash', 'char(64)').notNullable().unique();
        // Synchronizer token every cookie-authenticated write must echo (X-CSRF-Token).
        t.text('csrf_token').notNullable();
        t.text('ip_address').notNullable();
        t.text('user_agent').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('last_seen_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('ended_at', { useTz: true, precision: 3 }).nullable();
        t.index(['user_id']);
      });
      await knex.schema.alterTable('api_logs', (t) => {
        // The person whose dashboard session made the request (null for API key calls).
        t.uuid('user_id').nullable();
      });
    },
  },
  {
    // Idempotency-Key of {base_url} writes (decision 0013): one row per (project, key), its answer kept 24 hours.
    name: '0005_idempotency_keys',
    async up(knex) {
      await knex.schema.createTable('idempotency_keys', (t) => {
        t.uuid('project_id').notNullable();
        // SHA-256 (hex) of the client's key: the key itself is never stored.
        t.specificType('key_hash', 'char(64)').notNullable();
        // SHA-256 (hex) of method, path and canonical body: a reuse with another request is 422.
        t.specificType('fingerprint', 'char(64)').notNullable();
        // running: the first attempt holds the key until lease_until (a lease: a gateway that dies frees it); done: answered.
        t.text('state').notNullable();
        // Owner of a running attempt: only it may store or free the key (a taker-over after an expired lease owns it).
        t.uuid('lease_id').notNullable();
        t.timestamp('lease_until', { useTz: true, precision: 3 }).notNullable();
        t.integer('response_status').nullable();
        // The answer (headers and body), encrypted under a key derived from the client's key (never readable from the row alone).
        t.text('response').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'key_hash']);
        t.index(['expires_at']);
      });
      await knex.schema.alterTable('api_logs', (t) => {
        // The request was answered by replaying the stored answer of its Idempotency-Key.
        t.boolean('idempotent_replay').notNullable().defaultTo(false);
      });
    },
  },
  {
    // The audit log (decision 0016): append-only. A trigger refuses UPDATE, DELETE and TRUNCATE, so no
    // code path (nor a mistaken query) can rewrite history; a retention purge is an operator's act
    // that must first disable the trigger as the table's owner (docs/decisions/0016-audit-log.md).
    name: '0006_audit_events',
    async up(knex) {
      await knex.schema.createTable('audit_events', (t) => {
        // UUIDv7: sorts in arrival order within a millisecond (most recent first is (created_at, id) desc).
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        // user | api_key | embed | admin_cli; the id is the key's, the person's user id or the embed's (null for the CLI).
        t.text('actor_type').notNullable();
        t.text('actor_id').nullable();
        // The key's name, the person's email, the embed's name, the CLI operator's OS account: as they were at the time.
        t.text('actor_name').nullable();
        t.text('action').notNullable();
        t.text('resource_type').notNullable();
        t.text('resource_id').nullable();
        // succeeded | failed, with the HTTP status and the public error of a failure.
        t.text('outcome').notNullable();
        t.integer('status_code').nullable();
        t.text('error_code').nullable();
        t.text('error_message').nullable();
        // Names of the fields the request set, never their values (a JSON array).
        t.jsonb('changed_fields').nullable();
        // Where from: the request id (joins api_logs), method, path without query, client address, user agent. Never a body or another header.
        t.text('request_id').nullable();
        t.text('http_method').nullable();
        t.text('path').nullable();
        t.text('ip_address').nullable();
        t.text('user_agent').nullable();
        t.index(['project_id', 'created_at', 'id']);
        t.index(['project_id', 'resource_type', 'resource_id']);
        t.index(['project_id', 'actor_id']);
      });
      await knex.raw(`create function audit_events_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'audit_events is append-only: % is refused', tg_op using errcode = '42501';
        end $$`);
      await knex.raw(`create trigger audit_events_no_update before update or delete on audit_events for each row execute function audit_events_append_only()`);
      await knex.raw(`create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only()`);
    },
  },
  {
    // Inbox embeds (decision 0017): a page at {app_url}/embed/{token} showing one scope's conversations.
    name: '0007_inbox_embeds',
    async up(knex) {
      await knex.schema.createTable('inbox_embeds', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.text('name').notNullable();
        // project, customer or phone_number; never changed after creation.
        t.text('scope_type').notNullable();
        t.text('scope_id').notNullable();
        // The scope's name when the embed was created (project, customer or number), shown in listings.
        t.text('scope_name').notNullable();
        // Origins allowed to frame the page and call its API (https://x, https://*.x, http://localhost[:port]), space-separated.
        t.text('allowed_origins').notNullable();
        t.text('default_mode').notNullable();
        t.text('language').notNullable();
        // SHA-256 (hex) of the token; the token itself is never stored.
        t.specificType('token_hash', 'char(64)').notNullable().unique();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).nullable();
        t.timestamp('revoked_at', { useTz: true, precision: 3 }).nullable();
        t.timestamp('last_used_at', { useTz: true, precision: 3 }).nullable();
        t.uuid('created_by_key_id').nullable();
        t.uuid('created_by_user_id').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
    },
  },
  {
    // Log search (decision 0019): the request id of each entry (decision 0018) joins the services' logs,
    // and the request_log source's text indexes (full-text and trigram over exactly REQUEST_LOG_TEXT).
    name: '0008_api_logs_request_id',
    async up(knex) {
      await knex.schema.alterTable('api_logs', (t) => {
        t.text('request_id').nullable();
        t.index(['project_id', 'request_id'], 'api_logs_project_request_idx');
      });
      // The retention purge (API_LOG_RETENTION_DAYS) takes the oldest rows of every project.
      await knex.raw('create index api_logs_created_idx on api_logs (created_at)');
      await createLogSearchIndexes(knex, 'api_logs', 'api_logs_search', REQUEST_LOG_TEXT);
    },
  },
  {
    // Notifications (decision 0020): per person and project, deduplicated per person, with their mail's state.
    name: '0009_notifications',
    async up(knex) {
      await knex.schema.createTable('notifications', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.text('kind').notNullable();
        t.text('title').notNullable();
        t.text('body').notNullable();
        t.text('resource_type').nullable();
        t.text('resource_id').nullable();
        // Dashboard path under {app_url} of the resource (e.g. /projects/{id}/webhooks/{id}).
        t.text('link_path').nullable();
        // The fact it tells (kind + producer's event id, or a throttle window): a redelivered event finds it taken.
        t.text('dedupe_key').notNullable();
        // Shown in the dashboard (false: the person wanted this kind by mail only).
        t.boolean('in_app').notNullable();
        // none (not wanted), pending, sent, failed (attempts exhausted; the error is kept).
        t.text('email_status').notNullable();
        t.integer('email_attempts').notNullable().defaultTo(0);
        t.timestamp('email_next_at', { useTz: true, precision: 3 }).nullable();
        t.text('email_error').nullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('read_at', { useTz: true, precision: 3 }).nullable();
        t.unique(['user_id', 'dedupe_key']);
      });
      await knex.raw('create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc)');
      await knex.raw("create index notifications_mail_due_idx on notifications (email_next_at) where email_status = 'pending'");
      await knex.schema.createTable('notification_preferences', (t) => {
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.text('kind').notNullable();
        t.text('channel').notNullable();
        t.boolean('enabled').notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['user_id', 'project_id', 'kind', 'channel']);
        t.index(['project_id', 'kind']);
      });
      // "At most one per window" notifications (webhook_failing: one per webhook per 24 h), claimed atomically.
      await knex.schema.createTable('notification_throttles', (t) => {
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        t.text('throttle_key').notNullable();
        t.timestamp('last_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'throttle_key']);
      });
    },
  },
  {
    // The MCP server (decision 0029): where each request came from, and the approvals of its tool calls.
    name: '0010_mcp_server',
    async up(knex) {
      // api, dashboard, embed or mcp; null for rows written before it was recorded.
      await knex.schema.alterTable('api_logs', (t) => t.text('source').nullable());
      await knex.schema.alterTable('audit_events', (t) => t.text('source').nullable());
      // A key an owner or admin (or a full key) created may run the tools that need an approval outright.
      await knex.schema.alterTable('api_keys', (t) => t.boolean('mcp_approvals_waived').notNullable().defaultTo(false));
      await knex.schema.createTable('mcp_approvals', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
        // The tool and the request it makes (method, path under {base_url}).
        t.text('tool').notNullable();
        t.text('operation_id').notNullable();
        t.text('http_method').notNullable();
        t.text('path').notNullable();
        // The route's path template (express syntax): its scope group and role area decide who may approve.
        t.text('route_path').notNullable();
        // sends_messages, deletes, changes_webhooks or spends_credits (mcp/approval-rule.ts).
        t.text('reason').notNullable();
        // SHA-256 (hex) of the canonical JSON of the tool's arguments: the call with the approval must repeat them.
        t.specificType('arguments_hash', 'char(64)').notNullable();
        // The dry run: the exact request, the key and secrets redacted.
        t.jsonb('request').notNullable();
        t.uuid('requested_by_key_id').notNullable();
        t.text('requested_by_key_name').notNullable();
        // pending → approved | denied; approved → running → used. Expiry is read from expires_at.
        t.text('status').notNullable();
        t.text('decided_by_type').nullable();
        t.text('decided_by_id').nullable();
        t.text('decided_by_name').nullable();
        t.timestamp('decided_at', { useTz: true, precision: 3 }).nullable();
        t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('used_at', { useTz: true, precision: 3 }).nullable();
        // The answer of the call that used the approval: its status, and the answer sealed with the requesting key's secret.
        t.integer('result_status').nullable();
        t.text('result_sealed').nullable();
      });
      await knex.raw('create index mcp_approvals_project_created_idx on mcp_approvals (project_id, created_at desc, id desc)');
    },
  },
  // processed_events and dead_letters of the gateway's bus consumers (notifications).
  ...outboxMigrations(),
];
