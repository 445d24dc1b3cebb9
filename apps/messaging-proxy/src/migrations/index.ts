import { outboxMigrations } from '@platform/bus';
import { createLogSearchIndexes, type Migration } from '@platform/db';
import { EXTERNAL_API_LOG_TEXT, UPSTREAM_WEBHOOK_EVENT_TEXT } from '../infra/db/log-search.repository';

const ts = (t: import('knex').Knex.CreateTableBuilder, name: string) => t.timestamp(name, { useTz: true, precision: 3 });

/** The messaging-proxy schema: customers, setup links, phone numbers, display name requests, webhook receipts. */
export const migrations: Migration[] = [
  {
    name: '0001_customers',
    async up(knex) {
      await knex.schema.createTable('customers', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('name').notNullable();
        t.text('external_customer_id');
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.index(['project_id', 'created_at']);
        t.unique(['project_id', 'external_customer_id']);
      });
    },
  },
  {
    name: '0002_setup_links',
    async up(knex) {
      await knex.schema.createTable('setup_links', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('customer_id').notNullable().references('id').inTable('customers').onDelete('CASCADE');
        // Capability in the public url; unguessable (256 bits).
        t.text('token').notNullable().unique();
        t.text('status').notNullable();
        ts(t, 'expires_at').notNullable();
        t.jsonb('options').notNullable();
        t.text('messaging_setup_status').notNullable().defaultTo('pending');
        t.text('messaging_setup_error');
        t.text('phone_number_id');
        ts(t, 'used_at');
        ts(t, 'revoked_at');
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.index(['project_id', 'customer_id', 'created_at']);
      });
      // At most one active link per customer, whatever races happen.
      await knex.raw(`CREATE UNIQUE INDEX setup_links_one_active ON setup_links (customer_id) WHERE status = 'active'`);
    },
  },
  {
    name: '0003_phone_numbers',
    async up(knex) {
      await knex.schema.createTable('phone_numbers', (t) => {
        t.uuid('internal_id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('customer_id').notNullable().references('id').inTable('customers');
        // Upstream id; one connection platform-wide, so upstream webhooks route to one project.
        t.text('phone_number_id').notNullable().unique();
        t.text('business_account_id').notNullable();
        t.text('name').notNullable();
        t.text('kind').notNullable();
        t.text('upstream_app_id').notNullable();
        // AES-256-GCM via @platform/crypto (docs/decisions/0006; never returned or logged).
        t.text('access_token_ciphertext').notNullable();
        t.text('access_token_key_id').notNullable();
        t.text('webhook_destination_url');
        t.text('webhook_verify_token_hash');
        t.boolean('inbound_processing_enabled').notNullable();
        t.boolean('calls_enabled').notNullable();
        ts(t, 'webhook_verified_at');
        t.boolean('is_coexistence').notNullable();
        t.text('display_phone_number').notNullable();
        t.text('display_phone_number_normalized').notNullable();
        t.text('verified_name').notNullable();
        t.text('quality_rating').notNullable();
        t.text('code_verification_status').notNullable();
        t.text('name_status').notNullable();
        t.text('status').notNullable();
        t.text('throughput_tier').notNullable();
        t.text('messaging_limit').notNullable();
        t.boolean('is_official_business_account').notNullable();
        t.boolean('is_pin_enabled').notNullable();
        // Bumped on every configuration change; part of the health cache key (rule 1).
        t.integer('config_version').notNullable().defaultTo(1);
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.index(['project_id', 'created_at']);
        t.index(['business_account_id']);
        t.index(['webhook_verify_token_hash']);
      });
    },
  },
  {
    name: '0004_display_name_requests',
    async up(knex) {
      await knex.schema.createTable('display_name_requests', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('requested_display_name').notNullable();
        t.text('previous_display_name');
        t.text('status').notNullable();
        ts(t, 'submitted_at').notNullable();
        ts(t, 'reviewed_at');
        ts(t, 'applied_at');
        t.integer('upstream_error_code');
        t.integer('upstream_error_subcode');
        t.text('upstream_error_type');
        t.text('upstream_error_message');
        t.index(['project_id', 'phone_number_id', 'submitted_at']);
      });
    },
  },
  {
    name: '0005_upstream_webhook_receipts',
    async up(knex) {
      // SHA-256 of each accepted webhook body: upstream redelivers the same bytes for up to 7 days.
      await knex.schema.createTable('upstream_webhook_receipts', (t) => {
        t.text('body_sha256').primary();
        ts(t, 'received_at').notNullable();
      });
      // One priced event per message / call, whatever the number of statuses carrying pricing.
      await knex.schema.createTable('priced_items', (t) => {
        t.text('kind').notNullable();
        t.text('upstream_id').notNullable();
        ts(t, 'priced_at').notNullable();
        t.primary(['kind', 'upstream_id']);
      });
    },
  },
  {
    name: '0006_pass_through_media',
    async up(knex) {
      // Media uploaded (or received) through a project's number: a media id routes to its owner (decision 0211).
      await knex.schema.createTable('pass_through_media', (t) => {
        t.text('media_id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('mime_type');
        ts(t, 'created_at').notNullable();
        t.index(['project_id', 'media_id']);
      });
    },
  },
  {
    name: '0500_raw_forwards',
    async up(knex) {
      // The verify token sealed (the hash stays for the handshake lookup): raw forwarding needs it
      // in clear for the destination's handshake and signature (decision 0501).
      await knex.schema.alterTable('phone_numbers', (t) => {
        t.text('webhook_verify_token_ciphertext');
        // The destination URL that passed the handshake (a changed URL is verified again).
        t.text('webhook_destination_verified_url');
      });
      // Upstream payloads to forward to numbers' webhook_destination_url, written with the receipt.
      await knex.schema.createTable('raw_forwards', (t) => {
        t.uuid('id').primary();
        t.uuid('internal_id').notNullable();
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('url').notNullable();
        t.binary('body').notNullable();
        t.text('status').notNullable();
        t.integer('attempt_count').notNullable().defaultTo(0);
        ts(t, 'next_attempt_at').notNullable();
        t.integer('last_status');
        t.text('last_error');
        ts(t, 'delivered_at');
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.index(['status', 'next_attempt_at']);
        t.index(['internal_id', 'created_at']);
      });
    },
  },
  {
    name: '0007_pass_through_templates',
    async up(knex) {
      // Template ids seen in the project's own template answers: a template id routes to its account (decision 0211).
      await knex.schema.createTable('pass_through_templates', (t) => {
        t.text('template_id').notNullable();
        t.uuid('project_id').notNullable();
        t.text('business_account_id').notNullable();
        ts(t, 'created_at').notNullable();
        t.primary(['project_id', 'template_id']);
      });
    },
  },
  {
    name: '0008_calls',
    async up(knex) {
      // Calls of the projects' numbers, from the upstream's `calls` webhooks (issue 15; decision 0220).
      await knex.schema.createTable('calls', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        // The upstream call id (exact match filter of GET {proxy_url}/{phone_number_id}/calls).
        t.text('call_id').notNullable();
        t.text('direction').notNullable();
        t.text('status').notNullable();
        t.text('from_number').notNullable();
        t.text('to_number').notNullable();
        t.integer('duration_seconds');
        ts(t, 'started_at').notNullable();
        ts(t, 'answered_at');
        ts(t, 'ended_at');
        t.boolean('recording_enabled').notNullable().defaultTo(false);
        t.boolean('transcription_enabled').notNullable().defaultTo(false);
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.unique(['phone_number_id', 'call_id']);
        t.index(['project_id', 'phone_number_id', 'started_at', 'id']);
      });
    },
  },
  {
    name: '0009_threads',
    async up(knex) {
      // Numbers shared with another app, marked at the first sign of one (decision 0231).
      await knex.schema.createTable('shared_numbers', (t) => {
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        // handover, standby, thread_control (the first sign seen).
        t.text('reason').notNullable();
        ts(t, 'shared_at').notNullable();
        t.primary(['project_id', 'phone_number_id']);
      });
      // Who handles each customer's thread on a shared number (decision 0231).
      await knex.schema.createTable('threads', (t) => {
        t.uuid('project_id').notNullable();
        t.text('phone_number_id').notNullable();
        // Digits of the customer's phone number, or the business-scoped user id.
        t.text('customer').notNullable();
        // this_app, other_app, upstream_agent, idle.
        t.text('handler').notNullable();
        t.text('owner_app_id');
        ts(t, 'changed_at').notNullable();
        ts(t, 'last_customer_message_at');
        ts(t, 'updated_at').notNullable();
        t.primary(['project_id', 'phone_number_id', 'customer']);
      });
    },
  },
  {
    name: '0010_send_records',
    async up(knex) {
      // The durable record of each guarded send (decision 0240): claimed before its checks (a keyed send),
      // `forwarding` before the upstream is called, then accepted (with the wamid), refused or unknown.
      await knex.schema.createTable('send_records', (t) => {
        t.uuid('project_id').notNullable();
        // The credit hold's send key: `key:<Idempotency-Key>` or `send:<uuid>`.
        t.text('send_key').notNullable();
        // The attempt that owns the record (a fencing token: a stale attempt changes nothing).
        t.uuid('attempt').notNullable();
        // claimed, forwarding, accepted, refused, unknown, lapsed.
        t.text('state').notNullable();
        t.text('phone_number_id').notNullable();
        t.text('waba_id').notNullable().defaultTo('');
        // Digits of the recipient's phone number, or the business-scoped user id, as the status webhooks name it.
        t.text('recipient').notNullable().defaultTo('');
        // The body forwarded, as JSON text (the outbound record's content when reconciled).
        t.text('request_json');
        // True when its credits are held in funding (send.accepted confirms the hold).
        t.boolean('held').notNullable().defaultTo(false);
        t.text('wamid');
        t.integer('http_status');
        ts(t, 'lease_until').notNullable();
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
        t.primary(['project_id', 'send_key']);
      });
      await knex.raw(`CREATE INDEX send_records_open ON send_records (lease_until) WHERE state IN ('claimed', 'forwarding', 'unknown', 'lapsed')`);
      await knex.raw(`CREATE UNIQUE INDEX send_records_wamid ON send_records (phone_number_id, wamid) WHERE wamid IS NOT NULL`);
      await knex.raw(`CREATE INDEX send_records_created ON send_records (created_at)`);
      // Who each priced message went to: the sighting a send of unknown outcome is reconciled from.
      await knex.schema.alterTable('priced_items', (t) => {
        t.text('phone_number_id');
        t.text('recipient_id');
        t.text('recipient_user_id');
      });
      await knex.raw(`CREATE INDEX priced_items_recipient ON priced_items (phone_number_id, recipient_id, priced_at) WHERE kind = 'message'`);
      await knex.raw(
        `CREATE INDEX priced_items_recipient_user ON priced_items (phone_number_id, recipient_user_id, priced_at) WHERE kind = 'message' AND recipient_user_id IS NOT NULL`,
      );
    },
  },
  {
    name: '0011_setup_links_expiry_sweep',
    async up(knex) {
      // The sweeper's scan: links still stored active, by expiry (decision 0202).
      await knex.raw(`CREATE INDEX setup_links_active_expiry ON setup_links (expires_at) WHERE status = 'active'`);
    },
  },
  ...outboxMigrations(),
  {
    name: '0012_setup_link_signup',
    async up(knex) {
      await knex.schema.alterTable('setup_links', (t) => {
        // When a page's signup post claimed the link (decision 0247): one finish at a time per link;
        // a claim older than the lease is a flow whose process died and may be taken over.
        ts(t, 'signup_claimed_at');
        // The failure-redirect code of the last failed attempt (messaging_setup_error is its text).
        t.text('messaging_setup_error_code');
      });
    },
  },
  {
    name: '0013_provisioned_numbers',
    async up(knex) {
      // The number bought for a setup link and its provisioning flow (decision 0248): one row per link,
      // its status the flow's last step, its lease the flow's owner (a fencing token with an expiry).
      await knex.schema.createTable('provisioned_numbers', (t) => {
        t.uuid('id').primary();
        t.uuid('setup_link_id').notNullable().unique().references('id').inTable('setup_links').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        t.uuid('customer_id').notNullable();
        // searching, purchased, added, code_requested, code_received, verified, failed, released.
        t.text('status').notNullable();
        t.text('country_iso');
        t.text('country_dial_code');
        t.text('area_code');
        // E.164 of the number bought; its provider SID (released by it).
        t.text('phone_number');
        t.text('provider_sid');
        // Upstream id once added to the business account.
        t.text('upstream_phone_number_id');
        // The six digits received through the provider's webhook; cleared once entered.
        t.text('code');
        // Failure code (phone_verification_failed, waba_limit_reached, ...) and message of the last attempt.
        t.text('error_code');
        t.text('error_message');
        // Attempts started (a new one after a failure buys again; bounded).
        t.integer('attempts').notNullable().defaultTo(0);
        t.uuid('lease_owner');
        ts(t, 'lease_until');
        ts(t, 'created_at').notNullable();
        ts(t, 'updated_at').notNullable();
      });
      // The provider's webhook finds the waiting flow by the number it was sent to.
      await knex.raw(`CREATE INDEX provisioned_numbers_phone ON provisioned_numbers (phone_number) WHERE phone_number IS NOT NULL`);
    },
  },
  {
    // Every upstream call made for a project (decision 0250): GET /external_api_logs, log search.
    name: '0014_external_api_logs',
    async up(knex) {
      await knex.schema.createTable('external_api_logs', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('method').notNullable();
        // Path under the API version, never a query (no token, no secret).
        t.text('path').notNullable();
        // HTTP status; 0 when no answer arrived.
        t.integer('status').notNullable();
        t.integer('duration_ms').notNullable();
        t.integer('error_code');
        t.integer('error_subcode');
        t.text('error_message');
        t.text('fbtrace_id');
        t.text('phone_number_id');
        t.text('business_account_id');
        // X-Request-Id of the request that caused the call (decision 0018).
        t.text('request_id');
        ts(t, 'created_at').notNullable();
      });
      // Keyset pages per project, most recent first; the filters narrow inside it.
      await knex.raw('CREATE INDEX external_api_logs_project_time ON external_api_logs (project_id, created_at DESC, id DESC)');
      await knex.raw(
        'CREATE INDEX external_api_logs_project_number ON external_api_logs (project_id, phone_number_id, created_at DESC) WHERE phone_number_id IS NOT NULL',
      );
      await knex.raw('CREATE INDEX external_api_logs_project_errors ON external_api_logs (project_id, created_at DESC) WHERE status >= 400 OR status = 0');
      await knex.raw('CREATE INDEX external_api_logs_request ON external_api_logs (project_id, request_id) WHERE request_id IS NOT NULL');
    },
  },
  {
    // The request id that made each send (decision 0018): a message's story starts from it.
    name: '0015_send_records_request_id',
    async up(knex) {
      await knex.schema.alterTable('send_records', (t) => {
        t.text('request_id');
      });
    },
  },
  {
    // Log search (decision 0019): the external API log and every received upstream change, searchable
    // by text and keys; the receipts get the index their 8-day purge reads.
    name: '0016_upstream_webhook_events_and_log_search',
    async up(knex) {
      // One row per received change (per message or status item of a `messages` change) of a delivery
      // that maps to a project, written in the receipt's transaction (decisions 0504, 0019).
      await knex.schema.createTable('upstream_webhook_events', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.specificType('received_at', 'timestamptz(6)').notNullable();
        // The delivery's own id (`in_<uuid>`, decision 0018).
        t.text('request_id');
        // The change's field (messages, statuses as `messages`, account_update, ...).
        t.text('field').notNullable();
        // message, status:<status>, or the field's own event when it names one.
        t.text('kind').notNullable();
        t.text('status');
        t.text('phone_number_id');
        t.text('wamid');
        t.text('wa_id');
        // Error codes (space-separated) and titles (`; `-separated) the change carries.
        t.text('error_codes');
        t.text('error_titles');
        // JSON of the change value, cut to ~4 KB.
        t.text('payload_excerpt').notNullable();
      });
      await knex.raw('CREATE INDEX upstream_webhook_events_project_time ON upstream_webhook_events (project_id, received_at, id)');
      await knex.raw('CREATE INDEX upstream_webhook_events_wamid ON upstream_webhook_events (project_id, wamid) WHERE wamid IS NOT NULL');
      await knex.raw('CREATE INDEX upstream_webhook_events_request ON upstream_webhook_events (project_id, request_id) WHERE request_id IS NOT NULL');
      await knex.raw('CREATE INDEX upstream_webhook_events_received ON upstream_webhook_events (received_at)');
      await createLogSearchIndexes(knex, 'upstream_webhook_events', 'upstream_webhook_events_search', UPSTREAM_WEBHOOK_EVENT_TEXT);
      await createLogSearchIndexes(knex, 'external_api_logs', 'external_api_logs_search', EXTERNAL_API_LOG_TEXT);
      // The retention sweeps delete across projects by age.
      await knex.raw('CREATE INDEX external_api_logs_created ON external_api_logs (created_at)');
      await knex.raw('CREATE INDEX upstream_webhook_receipts_received ON upstream_webhook_receipts (received_at)');
    },
  },
  {
    // Which service made each upstream call: messaging-proxy's own, or funding's and flows' shipped
    // over the bus (decision 0250, amendment).
    name: '0017_external_api_logs_caller',
    async up(knex) {
      await knex.schema.alterTable('external_api_logs', (t) => {
        t.text('caller').notNullable().defaultTo('messaging-proxy');
      });
    },
  },
  {
    // Inbound media kept in the platform's storage (decision 0251): a row per (project, media id)
    // received, which is also its fetch job, and one row per stored content (SHA-256).
    name: '0018_stored_media',
    async up(knex) {
      await knex.schema.createTable('stored_media', (t) => {
        t.uuid('project_id').notNullable();
        t.text('media_id').notNullable();
        t.text('phone_number_id').notNullable();
        // pending (to fetch), stored, failed (given up; last_error says why).
        t.text('status').notNullable();
        t.text('sha256');
        t.text('mime_type');
        t.bigInteger('size');
        ts(t, 'received_at').notNullable();
        ts(t, 'stored_at');
        t.integer('attempt_count').notNullable().defaultTo(0);
        ts(t, 'next_attempt_at').notNullable();
        t.text('last_error');
        t.primary(['project_id', 'media_id']);
      });
      await knex.raw("CREATE INDEX stored_media_due ON stored_media (next_attempt_at) WHERE status = 'pending'");
      await knex.raw('CREATE INDEX stored_media_received ON stored_media (received_at)');
      await knex.raw('CREATE INDEX stored_media_sha256 ON stored_media (sha256) WHERE sha256 IS NOT NULL');
      await knex.schema.createTable('media_objects', (t) => {
        t.text('sha256').primary();
        t.bigInteger('size').notNullable();
        // Set once the bytes are in the storage.
        ts(t, 'stored_at');
        // Last time a fetch meant to reference it: the sweeper leaves recently touched objects alone.
        ts(t, 'touched_at').notNullable();
      });
    },
  },
];
