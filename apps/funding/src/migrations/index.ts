import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';

const ts = { useTz: true, precision: 3 } as const;

/** The funding schema (tables listed in apps/funding/README.md). */
export const migrations: Migration[] = [
  {
    name: '0001_funding',
    async up(knex) {
      await knex.schema.createTable('solutions', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('solution_id').notNullable();
        t.text('business_id').notNullable();
        t.text('credit_line_id').notNullable();
        // AES-256-GCM (@platform/crypto SecretCipher); never returned or logged.
        t.text('access_token_enc');
        t.boolean('active').notNullable();
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
        t.unique(['project_id', 'solution_id']);
      });
      await knex.schema.createTable('portfolios', (t) => {
        t.uuid('project_id').notNullable();
        t.text('portfolio_id').notNullable();
        t.boolean('funding_disabled').notNullable().defaultTo(false);
        t.timestamp('funding_disabled_at', ts);
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
        t.primary(['project_id', 'portfolio_id']);
      });
      await knex.schema.createTable('accounts', (t) => {
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        t.text('portfolio_id').notNullable();
        t.text('solution_id').notNullable();
        // active | removed
        t.text('status').notNullable();
        t.text('observed_currency');
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
        t.timestamp('removed_at', ts);
        t.primary(['project_id', 'waba_id']);
        t.index(['project_id', 'portfolio_id', 'created_at']);
      });
      // An account is funded through at most one project at a time.
      await knex.raw(`CREATE UNIQUE INDEX accounts_one_active_project ON accounts (waba_id) WHERE status = 'active'`);
      await knex.schema.createTable('attachments', (t) => {
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        t.text('solution_id').notNullable();
        t.text('credit_line_id').notNullable();
        t.text('allocation_config_id');
        t.text('waba_currency');
        t.text('receiving_credential_id');
        // active | revoked (revoked only on upstream evidence of the deletion)
        t.text('state').notNullable();
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
        t.timestamp('revoked_at', ts);
        t.primary(['project_id', 'waba_id']);
      });
      await knex.schema.createTable('evidence', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        // check (every attempt, ok or failed) | allocation (observed request_status) | verification (transition into verified)
        t.text('kind').notNullable();
        t.boolean('ok').notNullable();
        t.text('request_status');
        t.boolean('funding_ids_match');
        t.text('error_kind');
        t.integer('upstream_error_code');
        t.uuid('run_id');
        t.uuid('operation_id');
        t.timestamp('observed_at', ts).notNullable();
        t.bigIncrements('seq', { primaryKey: false });
        t.index(['project_id', 'waba_id', 'kind', 'observed_at']);
      });
      await knex.schema.createTable('funding_runs', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        t.text('portfolio_id').notNullable();
        t.text('status').notNullable();
        t.timestamp('started_at', ts).notNullable();
        t.timestamp('finished_at', ts);
        t.timestamp('deadline_at', ts).notNullable();
        t.text('error_kind');
        t.bigInteger('upstream_error_code');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('updated_at', ts).notNullable();
        t.bigIncrements('seq', { primaryKey: false });
        t.index(['project_id', 'waba_id', 'seq']);
        t.index(['status', 'deadline_at']);
      });
      // The invariant behind "100 concurrent POSTs create one run": one active run per project and account.
      await knex.raw(`CREATE UNIQUE INDEX funding_runs_one_active ON funding_runs (project_id, waba_id) WHERE status IN ('pending', 'running')`);
      await knex.schema.createTable('funding_operations', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('portfolio_id').notNullable();
        t.text('type').notNullable();
        t.text('status').notNullable();
        t.text('reason');
        t.timestamp('started_at', ts).notNullable();
        t.timestamp('finished_at', ts);
        t.text('error_kind');
        t.bigInteger('upstream_error_code');
        t.integer('accounts_total').notNullable().defaultTo(0);
        t.integer('accounts_revoked').notNullable().defaultTo(0);
        t.integer('accounts_failed').notNullable().defaultTo(0);
        t.timestamp('updated_at', ts).notNullable();
        t.index(['project_id', 'portfolio_id']);
        t.index(['status']);
      });
      await knex.schema.createTable('idempotency_keys', (t) => {
        t.uuid('project_id').notNullable();
        t.text('key').notNullable();
        t.text('request_hash').notNullable();
        // in_flight | completed
        t.text('state').notNullable();
        t.jsonb('response');
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('expires_at', ts).notNullable();
        t.primary(['project_id', 'key']);
      });
      await knex.schema.createTable('usage_records', (t) => {
        t.text('event_id').primary();
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        // messaging | calling
        t.text('kind').notNullable();
        // message_id or call_id: usage is recorded once per priced message or call.
        t.text('ref_id').notNullable();
        t.text('phone_number_id');
        t.text('category');
        t.text('pricing_model');
        t.text('pricing_type');
        t.boolean('billable').notNullable();
        t.bigInteger('amount_micros').notNullable();
        t.text('currency').notNullable();
        t.integer('duration_seconds').notNullable().defaultTo(0);
        t.timestamp('occurred_at', ts).notNullable();
        t.timestamp('recorded_at', ts).notNullable();
        t.unique(['project_id', 'kind', 'ref_id']);
      });
      await knex.schema.createTable('usage_daily', (t) => {
        t.uuid('project_id').notNullable();
        t.text('waba_id').notNullable();
        t.date('day').notNullable();
        t.text('kind').notNullable();
        t.text('currency').notNullable();
        t.bigInteger('quantity').notNullable().defaultTo(0);
        t.bigInteger('billable_quantity').notNullable().defaultTo(0);
        t.bigInteger('amount_micros').notNullable().defaultTo(0);
        t.bigInteger('duration_seconds').notNullable().defaultTo(0);
        t.timestamp('last_recorded_at', ts).notNullable();
        t.primary(['project_id', 'waba_id', 'day', 'kind', 'currency']);
      });
    },
  },
  {
    name: '0002_credits',
    async up(knex) {
      // One row per project that ever had credits: the balance and the sum of its active holds. Both
      // are non-negative and the holds never exceed the balance, so an over-commit cannot commit.
      await knex.schema.createTable('credit_accounts', (t) => {
        t.uuid('project_id').primary();
        t.text('currency').notNullable();
        t.bigInteger('balance_micros').notNullable().defaultTo(0);
        t.bigInteger('held_micros').notNullable().defaultTo(0);
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
      });
      await knex.raw(
        `ALTER TABLE credit_accounts ADD CONSTRAINT credit_accounts_not_negative CHECK (balance_micros >= 0 AND held_micros >= 0 AND held_micros <= balance_micros)`,
      );
      // Append-only money movements (top-ups, charges); a trigger refuses updates and deletes.
      await knex.schema.createTable('credit_entries', (t) => {
        t.bigIncrements('seq').primary();
        t.uuid('id').notNullable().unique();
        t.uuid('project_id').notNullable();
        // topup | charge
        t.text('kind').notNullable();
        // Signed: positive for top-ups, negative for charges.
        t.bigInteger('amount_micros').notNullable();
        t.bigInteger('balance_after_micros').notNullable();
        t.text('currency').notNullable();
        t.uuid('hold_id');
        t.text('message_id');
        t.text('category');
        t.text('region');
        t.text('note');
        // Top-ups: the caller's reference, unique per project (a retried top-up adds once).
        t.text('reference');
        t.timestamp('created_at', ts).notNullable();
        t.index(['project_id', 'seq']);
        t.unique(['project_id', 'reference']);
      });
      await knex.raw(`CREATE FUNCTION credit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'credit_entries is append-only'; END $$`);
      await knex.raw(
        `CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries FOR EACH ROW EXECUTE FUNCTION credit_entries_append_only()`,
      );
      // One hold per send key: held → sent (forwarded, bound to its message id) → settled, or held → released.
      await knex.schema.createTable('credit_holds', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('send_key').notNullable();
        // held | sent | settled | released
        t.text('status').notNullable();
        t.text('category').notNullable();
        t.text('window').notNullable();
        t.text('region');
        t.text('pricing_type').notNullable();
        t.integer('rate_card_version');
        t.bigInteger('amount_micros').notNullable();
        t.text('currency').notNullable();
        t.text('allowance_month');
        t.text('waba_id');
        t.text('phone_number_id');
        t.text('message_id');
        t.bigInteger('charged_micros');
        // Why it settled or was released: priced, not_billable, unpriced_timeout, send_failed, hold_expired.
        t.text('outcome');
        t.timestamp('created_at', ts).notNullable();
        t.timestamp('updated_at', ts).notNullable();
        t.unique(['project_id', 'send_key']);
        t.index(['status', 'updated_at']);
      });
      await knex.raw(`CREATE UNIQUE INDEX credit_holds_message ON credit_holds (project_id, message_id) WHERE message_id IS NOT NULL`);
      // Free service messages used per project and allowance month (YYYY-MM in the account's time zone).
      await knex.schema.createTable('service_allowance_usage', (t) => {
        t.uuid('project_id').notNullable();
        t.text('month').notNullable();
        t.integer('used').notNullable().defaultTo(0);
        t.primary(['project_id', 'month']);
      });
      await knex.raw(`ALTER TABLE service_allowance_usage ADD CONSTRAINT service_allowance_not_negative CHECK (used >= 0)`);
      // Platform-wide rate card versions (the card in effect: highest version already effective).
      await knex.schema.createTable('rate_cards', (t) => {
        t.integer('version').primary();
        t.text('currency').notNullable();
        t.timestamp('effective_from', ts);
        t.integer('service_allowance_per_month').notNullable();
        // { "BR": { "marketing": "62500", ... } } prices in micros as strings.
        t.jsonb('rates').notNullable();
        // sha256 of the card as loaded: loading the same card again makes no new version.
        t.text('content_hash').notNullable();
        // cli | file
        t.text('source').notNullable();
        t.timestamp('loaded_at', ts).notNullable();
      });
    },
  },
  ...outboxMigrations(),
  {
    // The overview's spend of a window (SummarizeCharges): a project's charges by time, their amounts in the index.
    name: '0003_credit_entries_charges_time',
    async up(knex) {
      await knex.raw(`CREATE INDEX credit_entries_charges_time ON credit_entries (project_id, created_at) INCLUDE (amount_micros) WHERE kind = 'charge'`);
    },
  },
];
