import { type Db, type LogSource, LogSourcesRepository } from '@platform/db';
import type { Logger } from '@platform/logger';

/**
 * Log search over workflows-agent's rows (decision 0019): `workflow_step` (the execution events of the
 * workflows capability) and `agent_run` (the agents capability), plus the retention of both and of
 * project_events. It spans two capabilities, so it sits in the service's shared `src/infra/db/`.
 */

/** Searchable text of a workflow step event (indexed by migration 0600 on workflow_execution_events). */
export const WORKFLOW_STEP_TEXT = `coalesce(node_id, '') || ' ' || coalesce(node_type, '') || ' ' || event_type || ' ' || coalesce(payload -> 'error' ->> 'code', '') || ' ' || coalesce(payload -> 'error' ->> 'message', '')`;

/** Searchable text of an agent run (indexed by migration 0600 on agent_runs). */
export const AGENT_RUN_TEXT = `kind || ' ' || coalesce(node_key, '') || ' ' || coalesce(settings ->> 'provider_model', '') || ' ' || status || ' ' || coalesce(error_code, '') || ' ' || coalesce(error_message, '')`;

/** Event types of a failed step or execution. */
const FAILED_EVENTS = `('step_failed', 'execution_failed')`;

/** The outcome an execution event tells (the `status` key): failed, completed, waiting, started, or the event type itself. */
const STEP_STATUS = `(case when ev.event_type in ${FAILED_EVENTS} then 'failed' when ev.event_type in ('step_completed', 'execution_ended', 'child_completed') then 'completed' when ev.event_type in ('wait_started', 'delay_started') then 'waiting' when ev.event_type = 'execution_started' then 'started' else ev.event_type end)`;

/** Run statuses a run never leaves (agents' domain TERMINAL). */
const FINISHED_RUN = `('completed', 'failed', 'cancelled')`;

const MAX_TEXT = 2000;
const cut = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, MAX_TEXT));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Only the non-empty key values of a row. */
function keysOf(k: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(k)) if (v !== null && v !== undefined && String(v) !== '') out[name] = String(v);
  return out;
}

/** The error object of an event payload, its message cut. */
function errorOf(v: unknown): { code: string | null; message: string | null } | null {
  if (!v || typeof v !== 'object') return null;
  const e = v as Record<string, unknown>;
  return { code: e.code === undefined ? null : str(e.code), message: cut(e.message) };
}

/** Builds the workflow step and agent run sources with the configured retention (days). */
export function logSources(retention: { workflowStepDays: number; agentRunDays: number }): LogSource[] {
  return [
    {
      name: 'workflow_step',
      from: 'workflow_execution_events ev join workflow_executions ex on ex.id = ev.execution_id and ex.project_id = ev.project_id',
      projectColumn: 'ev.project_id',
      timeColumn: 'ev.created_at',
      idColumn: 'ev.id',
      select: [
        'ev.execution_id',
        'ev.event_type',
        'ev.node_id',
        'ev.node_type',
        'ev.step',
        'ev.direction',
        'ev.edge_label',
        `ev.payload -> 'error' as error`,
        'ex.workflow_id',
        'ex.request_id',
        'ex.conversation_id',
        'ex.status as execution_status',
        `${STEP_STATUS} as step_status`,
      ],
      keys: {
        execution_id: 'ev.execution_id',
        workflow_id: 'ex.workflow_id',
        request_id: 'ex.request_id',
        conversation_id: 'ex.conversation_id',
        status: STEP_STATUS,
        event_type: 'ev.event_type',
      },
      text: WORKFLOW_STEP_TEXT,
      problem: `ev.event_type in ${FAILED_EVENTS}`,
      retentionDays: retention.workflowStepDays,
      toHit: (r) => {
        const error = errorOf(r.error);
        const node = r.node_id ? ` at ${str(r.node_id)} (${str(r.node_type)})` : '';
        return {
          resource_type: 'workflow_execution',
          resource_id: str(r.execution_id),
          summary: `${str(r.event_type)}${node}${error?.message ? `: ${error.message.slice(0, 200)}` : ''}`,
          keys: keysOf({
            execution_id: r.execution_id,
            workflow_id: r.workflow_id,
            request_id: r.request_id,
            conversation_id: r.conversation_id,
            status: r.step_status,
            event_type: r.event_type,
          }),
          detail: {
            execution_id: r.execution_id,
            workflow_id: r.workflow_id,
            event_type: r.event_type,
            node_id: r.node_id ?? null,
            node_type: r.node_type ?? null,
            step: r.step ?? null,
            direction: r.direction,
            edge_label: r.edge_label ?? null,
            execution_status: r.execution_status,
            error,
          },
        };
      },
    },
    {
      name: 'agent_run',
      from: 'agent_runs',
      projectColumn: 'project_id',
      timeColumn: 'created_at',
      idColumn: 'id',
      select: [
        'kind',
        'node_key',
        'status',
        'request_id',
        'conversation_id',
        'workflow_execution_id',
        `settings ->> 'provider_model' as model`,
        'error_code',
        'error_message',
        'iterations',
        'input_tokens',
        'output_tokens',
        'finished_at',
      ],
      keys: { agent_run_id: 'id', request_id: 'request_id', conversation_id: 'conversation_id', status: 'status' },
      text: AGENT_RUN_TEXT,
      problem: `status = 'failed' or error_code is not null`,
      retentionDays: retention.agentRunDays,
      toHit: (r) => ({
        resource_type: 'agent_run',
        resource_id: str(r.__id),
        summary: `agent run (${str(r.model)}) ${str(r.status)}${r.error_code ? `: ${str(r.error_code)}` : ''}${r.error_message ? ` ${str(r.error_message).slice(0, 200)}` : ''}`,
        keys: keysOf({ agent_run_id: r.__id, request_id: r.request_id, conversation_id: r.conversation_id, status: r.status }),
        detail: {
          kind: r.kind,
          node_key: r.node_key ?? null,
          model: r.model ?? null,
          status: r.status,
          workflow_execution_id: r.workflow_execution_id ?? null,
          error_code: r.error_code ?? null,
          error_message: cut(r.error_message),
          iterations: r.iterations,
          input_tokens: r.input_tokens,
          output_tokens: r.output_tokens,
          finished_at: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
        },
      }),
    },
  ];
}

/** Log search and retention over workflow execution events, agent runs and project events. */
export class LogSearchRepository extends LogSourcesRepository {
  constructor(db: Db, logger: Logger, retention: { workflowStepDays: number; agentRunDays: number }) {
    super(db, logger, logSources(retention));
  }

  /**
   * Retention (kind 1, across projects): deletes up to `limit` events of executions that finished
   * (ended or failed) before `cutoff`; a running, waiting or handed-off execution keeps its history
   * (the engine resumes from it). Returns the number deleted.
   */
  async deleteWorkflowStepsOlderThan(cutoff: Date, limit: number): Promise<number> {
    const r = await this.db.knex.raw(
      `delete from workflow_execution_events where id in (
         select ev.id from workflow_executions ex
         join workflow_execution_events ev on ev.project_id = ex.project_id and ev.execution_id = ex.id
         where ex.status in ('ended', 'failed') and ex.ended_at < ? limit ?)
       returning id`,
      [cutoff, limit],
    );
    // Counted from the returned ids: PGlite's driver reports no affected-row count for a DELETE.
    return (r as { rows: unknown[] }).rows.length;
  }

  /**
   * Retention (kind 1, across projects): deletes up to `limit` runs finished before `cutoff` with their
   * steps (cascade) and events; a workflow node's run stays while its execution has not finished.
   */
  async deleteAgentRunsOlderThan(cutoff: Date, limit: number): Promise<number> {
    return this.db.transaction(async (trx) => {
      const ids = (
        (await trx.raw(
          `select r.id from agent_runs r
           where r.status in ${FINISHED_RUN} and r.finished_at < ?
             and (r.workflow_execution_id is null or not exists (
               select 1 from workflow_executions ex where ex.id = r.workflow_execution_id and ex.status not in ('ended', 'failed')))
           limit ? for update skip locked`,
          [cutoff, limit],
        )) as { rows: { id: string }[] }
      ).rows.map((x) => x.id);
      if (ids.length === 0) return 0;
      await trx('agent_run_events').whereIn('run_id', ids).delete();
      const deleted: Array<{ id: string }> = await trx('agent_runs').whereIn('id', ids).delete(['id']);
      return deleted.length;
    });
  }

  /**
   * Retention (kind 1, across projects): deletes up to `limit` project events created before `cutoff`.
   * The table refuses DELETE (append-only) except in a transaction that set `platform.retention`.
   */
  async deleteProjectEventsOlderThan(cutoff: Date, limit: number): Promise<number> {
    return this.db.transaction(async (trx) => {
      await trx.raw(`select set_config('platform.retention', 'on', true)`);
      const r = await trx.raw(
        `delete from project_events where (project_id, id) in (select project_id, id from project_events where created_at < ? limit ?) returning id`,
        [cutoff, limit],
      );
      return (r as { rows: unknown[] }).rows.length;
    });
  }
}
