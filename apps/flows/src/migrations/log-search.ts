import { createLogSearchIndexes, type Migration } from '@platform/db';
import { FLOW_DATA_EXCHANGE_TEXT, FUNCTION_INVOCATION_TEXT, FUNCTION_LOG_TEXT } from '../infra/db/log-search.repository';

/**
 * Log search (issue 36 items 3 and 7, decision 0019): the request id of invocations (decision 0018),
 * one row per console line (`function_logs`, the `function_log` source; the invocation's
 * `console_logs` column stays what ListFunctionLogs reads), one row per data-endpoint exchange
 * (`flow_data_exchanges`), and the search indexes of the three sources.
 */
export const logSearchMigrations: Migration[] = [
  {
    name: '0004_flow_data_exchanges_and_log_search',
    async up(knex) {
      await knex.schema.alterTable('function_invocations', (t) => {
        t.text('request_id');
      });
      await knex.raw(`CREATE INDEX function_invocations_by_time ON function_invocations (project_id, created_at, id)`);
      await knex.raw(`CREATE INDEX function_invocations_request_id ON function_invocations (project_id, request_id) WHERE request_id IS NOT NULL`);
      await createLogSearchIndexes(knex, 'function_invocations', 'function_invocations_search', FUNCTION_INVOCATION_TEXT);

      // A console line of an invocation, deleted with it (INVOCATION_RETENTION_DAYS covers both).
      await knex.schema.createTable('function_logs', (t) => {
        // Position-prefixed (invocations.repository lineId): a line's id orders it within its millisecond.
        t.uuid('id').primary();
        t.uuid('invocation_id').notNullable().references('function_invocations.id').onDelete('CASCADE');
        t.uuid('project_id').notNullable();
        t.uuid('function_id').notNullable();
        t.uuid('flow_id');
        t.text('request_id');
        // Position of the line in its invocation's output.
        t.integer('position').notNullable();
        t.text('level').notNullable();
        t.text('message').notNullable();
        t.timestamp('logged_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'logged_at', 'id']);
        t.index(['invocation_id']);
      });
      await knex.raw(`CREATE INDEX function_logs_request_id ON function_logs (project_id, request_id) WHERE request_id IS NOT NULL`);
      await knex.raw(`
        INSERT INTO function_logs (id, invocation_id, project_id, function_id, flow_id, request_id, position, level, message, logged_at)
        SELECT (lpad(to_hex(l.n - 1), 8, '0') || substr(gen_random_uuid()::text, 9))::uuid, i.id, i.project_id, i.function_id, i.flow_id, NULL, l.n - 1,
               coalesce(l.value ->> 'level', 'log'), coalesce(l.value ->> 'message', ''),
               coalesce((l.value ->> 'logged_at')::timestamptz, i.created_at)
          FROM function_invocations i
         CROSS JOIN LATERAL jsonb_array_elements(i.console_logs) WITH ORDINALITY AS l(value, n)`);
      await createLogSearchIndexes(knex, 'function_logs', 'function_logs_search', FUNCTION_LOG_TEXT);

      // One data-endpoint exchange (decision 0602): what was asked and answered, never the flow token
      // nor the decrypted data (only a short hash of the token, to tell one flow session's exchanges).
      await knex.schema.createTable('flow_data_exchanges', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('flow_id').notNullable();
        t.text('phone_number_id');
        t.text('action');
        t.text('screen');
        t.text('version');
        // answered, or the HTTP status of the refusal as text (421, 427, 432, 500).
        t.text('status').notNullable();
        t.integer('http_status').notNullable();
        t.text('response_screen');
        t.text('error_message');
        t.text('flow_token_hash');
        t.uuid('invocation_id');
        t.text('request_id').notNullable();
        t.integer('duration_ms').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at', 'id']);
        t.index(['created_at']);
      });
      await knex.raw(`CREATE INDEX flow_data_exchanges_request_id ON flow_data_exchanges (project_id, request_id)`);
      await createLogSearchIndexes(knex, 'flow_data_exchanges', 'flow_data_exchanges_search', FLOW_DATA_EXCHANGE_TEXT);
    },
  },
];
