import { keysetAfter, type Db, type KeysetBound, type Trx } from '@platform/db';
import type { RunStatus } from '../../domain/run-state';

/** Effective settings of a run, stored once at creation (after the model rules). */
export interface RunSettings {
  provider_model: string;
  provider: string;
  api_surface: string;
  system_prompt?: string;
  temperature?: number;
  reasoning_effort?: string;
  thinking: boolean;
  force_tool_choice: boolean;
  max_iterations: number;
  max_tokens: number;
  token_budget: number;
  timeout_seconds: number;
  message_delivery_mode: string;
  /** Who built-in sends go to (`to` of the send path): the conversation's contact. */
  recipient?: string;
  /** The prompt cache TTL the provider calls carry (decision 0738): the catalog model's default, or one it supports the agent asked for; absent on runs stored before. */
  prompt_cache_ttl?: string;
}

/** Tools of a run as stored: webhook tool headers sealed. */
export interface StoredTools {
  builtin: string[];
  webhooks: Array<{ name: string; description: string; url: string; method: string; headers_sealed: string | null; input_schema?: Record<string, unknown> }>;
  integrations: Array<{ name: string; description: string; integration_id: string; input_schema?: Record<string, unknown> }>;
  /** Absent on runs stored before function tools existed. */
  functions?: Array<{ name: string; description: string; function_id: string; input_schema?: Record<string, unknown> }>;
  approval: string[];
}

/** A tool call the model made. */
export interface StoredToolCall {
  tool_call_id: string;
  tool_name: string;
  arguments: Record<string, unknown>;
}

/** An agent run row. */
export interface RunRow {
  id: string;
  project_id: string;
  status: RunStatus;
  prompt: string;
  conversation_id: string | null;
  phone_number_id: string | null;
  metadata: Record<string, unknown>;
  settings: RunSettings;
  tools: StoredTools;
  warnings: string[];
  pending_tool_call: StoredToolCall | null;
  result: string | null;
  error_code: string | null;
  error_message: string | null;
  iterations: number;
  input_tokens: number;
  output_tokens: number;
  reasoning_tokens: number;
  cost_usd: number;
  kind: 'api' | 'workflow_node';
  workflow_execution_id: string | null;
  node_key: string | null;
  vars: Record<string, unknown> | null;
  /** The worker (or node call) holding the run, and until when. */
  lease_owner: string | null;
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** The request that created it (decision 0018): the CreateAgentRun call's or the running execution's; null when none. */
  request_id?: string | null;
}

/**
 * One persisted step: `model` (the assistant message as the SDK returned it, its tool calls, usage),
 * `tool` (approved → started → completed | failed; rejected), `user` (a message injected into a
 * workflow node's session), `delivery` (assistant text sent to the user).
 */
export interface StepRow {
  run_id: string;
  index: number;
  kind: 'model' | 'tool' | 'user' | 'delivery';
  status: string;
  text: string | null;
  tool_calls: StoredToolCall[] | null;
  tool_call_id: string | null;
  tool_name: string | null;
  result: unknown;
  input_tokens: number | null;
  output_tokens: number | null;
  reasoning_tokens: number | null;
  cost_usd: number | null;
  created_at: Date;
}

/** A run event still to hand to webhooks. */
export interface RunEventRow {
  id: string;
  run_id: string;
  project_id: string;
  event: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
}

const num = (v: unknown): number => Number(v ?? 0);
function toRun(r: Record<string, unknown>): RunRow {
  return { ...r, cost_usd: num(r.cost_usd), warnings: r.warnings ?? [] } as unknown as RunRow;
}
function toStep(r: Record<string, unknown>): StepRow {
  return { ...r, cost_usd: r.cost_usd === null ? null : num(r.cost_usd) } as unknown as StepRow;
}

/** Agent runs, their steps, leases and pending events (decision 0734). */
export class AgentRunsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a new run. */
  async insert(run: Omit<RunRow, 'started_at' | 'finished_at'> & Partial<Pick<RunRow, 'started_at' | 'finished_at'>>): Promise<RunRow> {
    const [r] = await this.db
      .knex('agent_runs')
      .insert({
        ...run,
        metadata: JSON.stringify(run.metadata),
        settings: JSON.stringify(run.settings),
        tools: JSON.stringify(run.tools),
        pending_tool_call: run.pending_tool_call ? JSON.stringify(run.pending_tool_call) : null,
        vars: run.vars ? JSON.stringify(run.vars) : null,
      })
      .returning('*');
    return toRun(r);
  }

  /** A run of the project, or undefined (another project's id reads as unknown). */
  async get(projectId: string, id: string): Promise<RunRow | undefined> {
    const r = await this.db.knex('agent_runs').where({ project_id: projectId, id }).first();
    return r ? toRun(r) : undefined;
  }

  /** A run by id (the worker's own reads). */
  async byId(id: string, q?: Trx): Promise<RunRow | undefined> {
    const r = await (q ?? this.db.knex)('agent_runs').where({ id }).first();
    return r ? toRun(r) : undefined;
  }

  /** The run locked for update in `trx`. */
  async lock(trx: Trx, projectId: string | null, id: string): Promise<RunRow | undefined> {
    const qb = trx('agent_runs').where({ id }).forUpdate();
    if (projectId !== null) qb.andWhere({ project_id: projectId });
    const r = await qb.first();
    return r ? toRun(r) : undefined;
  }

  /** The workflow node run of an execution's node, or undefined. */
  async byNode(projectId: string, executionId: string, nodeKey: string): Promise<RunRow | undefined> {
    const r = await this.db.knex('agent_runs').where({ project_id: projectId, workflow_execution_id: executionId, node_key: nodeKey }).first();
    return r ? toRun(r) : undefined;
  }

  /** Runs of the project, newest first, after a `(created_at, id)` cursor. */
  async list(projectId: string, opts: { status?: string; limit: number; after?: KeysetBound }): Promise<RunRow[]> {
    const qb = this.db.knex('agent_runs').where({ project_id: projectId, kind: 'api' });
    if (opts.status) qb.andWhere({ status: opts.status });
    const rows = await keysetAfter(qb, 'created_at', 'id', opts.after).limit(opts.limit);
    return rows.map(toRun);
  }

  /** Updates a run's columns. */
  async update(q: Trx, id: string, patch: Partial<RunRow>): Promise<RunRow> {
    const row: Record<string, unknown> = { ...patch };
    for (const k of ['metadata', 'settings', 'tools', 'vars'] as const) if (k in patch) row[k] = patch[k] === null ? null : JSON.stringify(patch[k]);
    if ('pending_tool_call' in patch) row.pending_tool_call = patch.pending_tool_call ? JSON.stringify(patch.pending_tool_call) : null;
    const [r] = await q('agent_runs').where({ id }).update(row).returning('*');
    return toRun(r);
  }

  /** Adds token usage and cost to the run's totals and counts a model call. */
  async addUsage(q: Trx, id: string, u: { input: number; output: number; reasoning: number; cost: number }, now: Date): Promise<void> {
    await q('agent_runs')
      .where({ id })
      .increment({ input_tokens: u.input, output_tokens: u.output, reasoning_tokens: u.reasoning, iterations: 1 })
      .update({ cost_usd: q.raw('cost_usd + ?', [u.cost]), updated_at: now });
  }

  /** Every step of a run, in order. */
  async steps(runId: string, q?: Trx): Promise<StepRow[]> {
    const rows = await (q ?? this.db.knex)('agent_run_steps').where({ run_id: runId }).orderBy('index');
    return rows.map(toStep);
  }

  /** Appends a step (index = next). */
  async appendStep(q: Trx, step: Omit<StepRow, 'index' | 'created_at'>, now: Date): Promise<StepRow> {
    const [{ next }] = await q('agent_run_steps').where({ run_id: step.run_id }).select(q.raw('coalesce(max(index) + 1, 0) as next'));
    const [r] = await q('agent_run_steps')
      .insert({
        ...step,
        index: Number(next),
        tool_calls: step.tool_calls ? JSON.stringify(step.tool_calls) : null,
        result: step.result === undefined || step.result === null ? null : JSON.stringify(step.result),
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    return toStep(r);
  }

  /** Updates a step's status and result. */
  async updateStep(q: Trx, runId: string, index: number, patch: { status: string; result?: unknown }, now: Date): Promise<void> {
    await q('agent_run_steps')
      .where({ run_id: runId, index })
      .update({ status: patch.status, ...(patch.result === undefined ? {} : { result: JSON.stringify(patch.result) }), updated_at: now });
  }

  /**
   * Claims up to `n` runnable agent runs (queued, or running with an expired lease: a crashed
   * worker's) for `owner`: the state module's `start` (queued → running, running → running), lease
   * until now + leaseMs. Skips rows other workers hold. Workflow node runs are their callers'.
   */
  async claim(owner: string, n: number, leaseMs: number, now: Date): Promise<string[]> {
    if (n <= 0) return [];
    const until = new Date(now.getTime() + leaseMs);
    return this.db.transaction(async (trx) => {
      const ids = await trx('agent_runs')
        .whereIn('status', ['queued', 'running'])
        .andWhere({ kind: 'api' })
        .andWhere((w) => w.whereNull('lease_until').orWhere('lease_until', '<', now))
        .orderBy('updated_at')
        .limit(n)
        .forUpdate()
        .skipLocked()
        .pluck('id');
      if (ids.length === 0) return [];
      await trx('agent_runs')
        .whereIn('id', ids)
        .update({ status: 'running', lease_owner: owner, lease_until: until, updated_at: now, started_at: trx.raw('coalesce(started_at, ?)', [now]) });
      return ids as string[];
    });
  }

  /** Extends `owner`'s lease; false when the lease is no longer its own (another worker took over). */
  async renew(id: string, owner: string, leaseMs: number, now: Date): Promise<boolean> {
    const n = await this.db
      .knex('agent_runs')
      .where({ id, lease_owner: owner })
      .update({ lease_until: new Date(now.getTime() + leaseMs) });
    return n > 0;
  }

  /** Gives up `owner`'s lease (the run stays as it is). */
  async release(id: string, owner: string, q?: Trx): Promise<void> {
    await (q ?? this.db.knex)('agent_runs').where({ id, lease_owner: owner }).update({ lease_owner: null, lease_until: null });
  }

  /** Records an event to hand to webhooks (same transaction as the status change). */
  async addEvent(q: Trx, e: RunEventRow): Promise<void> {
    await q('agent_run_events').insert({ ...e, payload: JSON.stringify(e.payload) });
  }

  /** Events not yet handed over, oldest first. */
  async pendingEvents(limit: number): Promise<RunEventRow[]> {
    return this.db.knex('agent_run_events').whereNull('published_at').orderBy('occurred_at').limit(limit);
  }

  /** Marks an event handed over. */
  async markPublished(id: string, now: Date): Promise<void> {
    await this.db.knex('agent_run_events').where({ id }).update({ published_at: now });
  }

  /** Counts a failed hand-over. */
  async markAttempt(id: string): Promise<void> {
    await this.db.knex('agent_run_events').where({ id }).increment('attempts', 1);
  }

  /** Events of a run (tests and the steps view). */
  async events(runId: string): Promise<RunEventRow[]> {
    return this.db.knex('agent_run_events').where({ run_id: runId }).orderBy('occurred_at');
  }
}
