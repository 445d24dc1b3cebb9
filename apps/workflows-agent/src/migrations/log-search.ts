import { createLogSearchIndexes, type Migration } from '@platform/db';
import { AGENT_RUN_TEXT, WORKFLOW_STEP_TEXT } from '../infra/db/log-search.repository';

/**
 * Log search (issue 36 items 3 and 7, decision 0019): the request id of executions and agent runs
 * (decision 0018), the indexes of the `workflow_step` and `agent_run` sources, the retention
 * sweeper's reads, and project_events' append-only trigger letting the retention sweeper (and only
 * it: a transaction-local setting) delete old rows.
 */
export const logSearchMigrations: Migration[] = [
  {
    name: '0600_log_search',
    async up(knex) {
      await knex.schema.alterTable('workflow_executions', (t) => {
        t.text('request_id');
      });
      await knex.schema.alterTable('agent_runs', (t) => {
        t.text('request_id');
      });
      await knex.raw(`CREATE INDEX workflow_executions_request_id ON workflow_executions (project_id, request_id) WHERE request_id IS NOT NULL`);
      await knex.raw(`CREATE INDEX agent_runs_request_id ON agent_runs (project_id, request_id) WHERE request_id IS NOT NULL`);
      await knex.raw(`CREATE INDEX workflow_execution_events_by_time ON workflow_execution_events (project_id, created_at, id)`);
      await createLogSearchIndexes(knex, 'workflow_execution_events', 'workflow_execution_events_search', WORKFLOW_STEP_TEXT);
      await createLogSearchIndexes(knex, 'agent_runs', 'agent_runs_search', AGENT_RUN_TEXT);
      // Retention: finished executions and runs by their end.
      await knex.raw(`CREATE INDEX workflow_executions_finished ON workflow_executions (ended_at) WHERE status IN ('ended', 'failed')`);
      await knex.raw(`CREATE INDEX agent_runs_finished ON agent_runs (finished_at) WHERE status IN ('completed', 'failed', 'cancelled')`);
      await knex.raw(`CREATE INDEX agent_run_events_by_run ON agent_run_events (run_id)`);
      await knex.raw(`CREATE INDEX project_events_by_created ON project_events (created_at)`);
      // Still append-only for every writer but the retention sweeper, which sets platform.retention locally.
      await knex.raw(`create or replace function project_events_append_only() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' and current_setting('platform.retention', true) = 'on' then
            return old;
          end if;
          raise exception 'project_events is append-only: % is refused', tg_op using errcode = '42501';
        end $$`);
    },
  },
];
