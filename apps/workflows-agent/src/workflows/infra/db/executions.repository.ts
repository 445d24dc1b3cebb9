import { randomUUID } from 'node:crypto';
import type { workflowsAgent } from '@platform/contracts';
import { keysetPage, SqlState, type Db, type KeysetPage, type KeysetRange, type Queryable, type Trx } from '@platform/db';
import type { ExecutionContextVars, ExecutionRow } from '../../domain/execution';
import type { ExecutionStatus, WaitingReason } from '../../domain/execution-state';
import { executionEventToWire, workflowExecutionToWire } from '../../wire/workflow-execution.wire';

export type { ExecutionRow } from '../../domain/execution';

/** A new execution. */
export type NewExecution = Omit<
  ExecutionRow,
  'resumableExecutionId' | 'step' | 'waitSeq' | 'timeoutAt' | 'inputDueAt' | 'leaseUntil' | 'errorDetails' | 'endedAt' | 'waitingReason'
>;

/** Columns the engine changes. */
export type ExecutionPatch = Partial<
  Pick<
    ExecutionRow,
    | 'status'
    | 'resumableExecutionId'
    | 'conversationId'
    | 'currentNodeId'
    | 'currentNodeType'
    | 'step'
    | 'waitingReason'
    | 'waitSeq'
    | 'timeoutAt'
    | 'inputDueAt'
    | 'leaseUntil'
    | 'context'
    | 'errorDetails'
    | 'endedAt'
  >
>;

/** One event of an execution's history. */
export interface NewExecutionEvent {
  projectId: string;
  executionId: string;
  eventType: string;
  direction: 'inbound' | 'outbound' | 'internal';
  edgeLabel?: string | null;
  nodeId?: string | null;
  nodeType?: string | null;
  step?: number | null;
  payload?: Record<string, unknown>;
  at: Date;
}

/** A buffered input (an inbound message or a resume) not yet consumed by a wait. */
export interface PendingInput {
  id: string;
  text: string | null;
  payload: Record<string, unknown>;
  receivedAt: Date;
}

/** The workflow columns an execution's step needs (its definition is cached per lock version). */
export interface ExecutionWorkflowHead {
  lockVersion: number;
  status: string;
  name: string;
  messageDebounceSeconds: number;
}

/** Filters of the executions list. */
export interface ExecutionFilters {
  status?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  conversationId?: string;
}

const COLUMNS: Record<keyof ExecutionPatch, string> = {
  status: 'status',
  resumableExecutionId: 'resumable_execution_id',
  conversationId: 'conversation_id',
  currentNodeId: 'current_node_id',
  currentNodeType: 'current_node_type',
  step: 'step',
  waitingReason: 'waiting_reason',
  waitSeq: 'wait_seq',
  timeoutAt: 'timeout_at',
  inputDueAt: 'input_due_at',
  leaseUntil: 'lease_until',
  context: 'context',
  errorDetails: 'error_details',
  endedAt: 'ended_at',
};

/** The row of a history event. */
function eventRow(e: NewExecutionEvent): Record<string, unknown> {
  return {
    id: randomUUID(),
    project_id: e.projectId,
    execution_id: e.executionId,
    event_type: e.eventType,
    direction: e.direction,
    edge_label: e.edgeLabel ?? null,
    node_id: e.nodeId ?? null,
    node_type: e.nodeType ?? null,
    step: e.step ?? null,
    payload: JSON.stringify(e.payload ?? {}),
    created_at: e.at,
  };
}

/** The columns of an engine patch (and the touched timestamps). */
function patchRow(patch: ExecutionPatch, now: Date): Record<string, unknown> {
  const row: Record<string, unknown> = { updated_at: now, last_event_at: now };
  for (const [k, v] of Object.entries(patch))
    row[COLUMNS[k as keyof ExecutionPatch]] = k === 'context' || k === 'errorDetails' ? (v == null ? null : JSON.stringify(v)) : v;
  return row;
}

function toRow(r: Record<string, unknown>): ExecutionRow {
  const d = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    workflowId: r.workflow_id as string,
    status: r.status as ExecutionStatus,
    resumableExecutionId: (r.resumable_execution_id as string) ?? null,
    trackingId: (r.tracking_id as string) ?? null,
    triggerType: r.trigger_type as string,
    observer: Boolean(r.observer),
    parentExecutionId: (r.parent_execution_id as string) ?? null,
    rootExecutionId: (r.root_execution_id as string) ?? (r.id as string),
    parentNodeId: (r.parent_node_id as string) ?? null,
    phoneNumberId: (r.phone_number_id as string) ?? null,
    phoneNumber: (r.phone_number as string) ?? null,
    recipient: (r.recipient as string) ?? null,
    conversationId: (r.conversation_id as string) ?? null,
    currentNodeId: (r.current_node_id as string) ?? null,
    currentNodeType: (r.current_node_type as string) ?? null,
    step: Number(r.step ?? 0),
    waitingReason: (r.waiting_reason as WaitingReason) ?? null,
    waitSeq: Number(r.wait_seq ?? 0),
    timeoutAt: d(r.timeout_at),
    inputDueAt: d(r.input_due_at),
    leaseUntil: d(r.lease_until),
    context: (r.context as ExecutionContextVars) ?? { vars: {}, system: {}, context: {}, metadata: {} },
    errorDetails: (r.error_details as Record<string, unknown>) ?? null,
    createdAt: new Date(r.created_at as string),
    startedAt: new Date((r.started_at ?? r.created_at) as string),
    endedAt: d(r.ended_at),
    requestId: (r.request_id as string) ?? null,
  };
}

/** The public shape of an execution row (the list and command replies return it as read). */
const executionMessage = (r: Record<string, unknown>): workflowsAgent.WorkflowExecution => workflowExecutionToWire(r, toRow(r));

/** Workflow executions, their events and their pending inputs; every read is scoped to a project. */
export class ExecutionsRepository {
  constructor(private readonly db: Db) {}

  /** One execution of the project, or undefined (foreign and unknown ids alike). */
  async get(projectId: string, id: string): Promise<workflowsAgent.WorkflowExecution | undefined> {
    const r = await this.db.knex('workflow_executions').where({ project_id: projectId, id }).first();
    return r ? executionMessage(r) : undefined;
  }

  /** The public shape inside a transaction (a command's reply shows the state it committed). */
  async message(q: Queryable, projectId: string, id: string): Promise<workflowsAgent.WorkflowExecution | undefined> {
    const r = await q('workflow_executions').where({ project_id: projectId, id }).first();
    return r ? executionMessage(r) : undefined;
  }

  /**
   * Inserts a new execution (status running; at step 0 unless inserted past its start step, with that
   * step's lease). `idempotency`: the start's key and request fingerprint (unique per project: a
   * concurrent start with the same key fails with a unique violation once this one commits).
   */
  async insert(
    trx: Trx,
    e: NewExecution & Partial<Pick<ExecutionRow, 'step' | 'leaseUntil'>>,
    idempotency?: { key: string; fingerprint: string },
  ): Promise<void> {
    await trx('workflow_executions').insert({
      idempotency_key: idempotency?.key ?? null,
      idempotency_fingerprint: idempotency?.fingerprint ?? null,
      step: e.step ?? 0,
      lease_until: e.leaseUntil ?? null,
      id: e.id,
      project_id: e.projectId,
      workflow_id: e.workflowId,
      status: e.status,
      resumable_execution_id: e.id,
      tracking_id: e.trackingId,
      trigger_type: e.triggerType,
      observer: e.observer,
      parent_execution_id: e.parentExecutionId,
      root_execution_id: e.rootExecutionId,
      parent_node_id: e.parentNodeId,
      phone_number_id: e.phoneNumberId,
      phone_number: e.phoneNumber,
      recipient: e.recipient,
      conversation_id: e.conversationId,
      current_node_id: e.currentNodeId,
      current_node_type: e.currentNodeType,
      context: JSON.stringify(e.context),
      created_at: e.createdAt,
      updated_at: e.createdAt,
      started_at: e.startedAt,
      last_event_at: e.createdAt,
      request_id: e.requestId ?? null,
    });
  }

  /** The execution a start with this idempotency key created in the project (with that start's fingerprint), if any. */
  async findByIdempotencyKey(
    q: Queryable | null,
    projectId: string,
    key: string,
  ): Promise<{ execution: workflowsAgent.WorkflowExecution; fingerprint: string } | undefined> {
    const r = await (q ?? this.db.knex)('workflow_executions').where({ project_id: projectId, idempotency_key: key }).first();
    return r ? { execution: executionMessage(r), fingerprint: (r.idempotency_fingerprint as string) ?? '' } : undefined;
  }

  /**
   * Locks the execution row. `nowait`: fails at once with 'busy' when another transaction holds it (the
   * resume's "409 at once"); otherwise waits for the holder (engine and timers serialize on it).
   */
  async lock(trx: Trx, projectId: string, id: string, opts: { nowait?: boolean } = {}): Promise<ExecutionRow | 'busy' | undefined> {
    const q = trx('workflow_executions').where({ project_id: projectId, id }).first();
    try {
      const r = await (opts.nowait ? q.forUpdate().noWait() : q.forUpdate());
      return r ? toRow(r) : undefined;
    } catch (err) {
      if ((err as { code?: string }).code === SqlState.lockNotAvailable) return 'busy';
      throw err;
    }
  }

  /**
   * Locks the execution row and reads its workflow's head in the same statement (one round trip per
   * step instead of two): `head` is undefined when the workflow row is gone. Waits for another holder.
   */
  async lockWithWorkflow(trx: Trx, projectId: string, id: string): Promise<{ row: ExecutionRow; head?: ExecutionWorkflowHead } | undefined> {
    const r = await trx({ e: 'workflow_executions' })
      .leftJoin({ w: 'workflows' }, function () {
        this.on('w.id', '=', 'e.workflow_id').andOn('w.project_id', '=', 'e.project_id');
      })
      .where({ 'e.project_id': projectId, 'e.id': id })
      .first('e.*', {
        wf_lock_version: 'w.lock_version',
        wf_status: 'w.status',
        wf_name: 'w.name',
        wf_debounce: 'w.message_debounce_seconds',
      })
      .forUpdate('e');
    if (!r) return undefined;
    const head =
      r.wf_lock_version == null
        ? undefined
        : { lockVersion: Number(r.wf_lock_version), status: r.wf_status, name: r.wf_name, messageDebounceSeconds: Number(r.wf_debounce ?? 0) };
    return { row: toRow(r), head };
  }

  /** Locks the execution unless another transaction holds it (then undefined): timers skip busy rows and retry later. */
  async lockSkipLocked(trx: Trx, id: string): Promise<ExecutionRow | undefined> {
    const r = await trx('workflow_executions').where({ id }).first().forUpdate().skipLocked();
    return r ? toRow(r) : undefined;
  }

  /** Writes the engine's changes (and bumps updated_at / last_event_at). */
  async update(trx: Trx, id: string, patch: ExecutionPatch, now: Date): Promise<void> {
    await trx('workflow_executions').where({ id }).update(patchRow(patch, now));
  }

  /**
   * Records a step in ONE statement: the row's changes, the step's history events and the inputs it
   * consumed (data-modifying CTEs), answering how many inputs of the execution are still buffered when
   * asked (`countPending`: a wait that starts takes replies typed ahead). The count sees the inputs as
   * they were before this statement (never ask for it in a statement that consumes inputs).
   */
  async recordStep(
    trx: Trx,
    id: string,
    patch: ExecutionPatch,
    now: Date,
    also: { events?: NewExecutionEvent[]; consumeInputs?: string[]; countPending?: boolean } = {},
  ): Promise<{ pending: number }> {
    let q = trx.queryBuilder();
    if (also.events?.length) q = q.with('ev', trx('workflow_execution_events').insert(also.events.map(eventRow)));
    if (also.consumeInputs?.length) q = q.with('ci', trx('workflow_execution_inputs').whereIn('id', also.consumeInputs).update({ consumed_at: now }));
    const update = q.from('workflow_executions').where({ id }).update(patchRow(patch, now));
    if (!also.countPending) {
      await update;
      return { pending: 0 };
    }
    const [r] = await update.returning(
      trx.raw(
        '(SELECT count(*) FROM workflow_execution_inputs i WHERE i.execution_id = workflow_executions.id AND i.consumed_at IS NULL)::int AS pending',
      ) as never,
    );
    return { pending: Number((r as { pending?: number } | undefined)?.pending ?? 0) };
  }

  /** Points every ancestor of a chain at the execution that accepts input next. */
  async setResumable(trx: Trx, rootId: string, resumableId: string, now: Date): Promise<void> {
    await trx('workflow_executions')
      .where({ root_execution_id: rootId })
      .whereNotIn('status', ['ended', 'failed'])
      .update({ resumable_execution_id: resumableId, updated_at: now });
  }

  /** The live (not ended/failed) child of an execution, if any. */
  async activeChild(trx: Trx, parentId: string): Promise<ExecutionRow | undefined> {
    const r = await trx('workflow_executions')
      .where({ parent_execution_id: parentId })
      .whereIn('status', ['running', 'waiting', 'handoff'])
      .orderBy('created_at', 'desc')
      .first();
    return r ? toRow(r) : undefined;
  }

  /**
   * Root executions that own the conversation (running, waiting or handoff; observers excluded),
   * matched by conversation id or by the contact's phone number or user id on the number, newest first
   * (at most 5). `q` null: outside a transaction.
   */
  async findConversationOwners(
    q: Queryable | null,
    projectId: string,
    c: { phoneNumberId: string; conversationId?: string | null; phoneNumber?: string | null; userIds: string[] },
  ): Promise<ExecutionRow[]> {
    const rows = await (q ?? this.db.knex)('workflow_executions')
      .where({ project_id: projectId, phone_number_id: c.phoneNumberId, observer: false })
      .whereNull('parent_execution_id')
      .whereIn('status', ['running', 'waiting', 'handoff'])
      .where((w) => {
        if (c.conversationId) w.orWhere('conversation_id', c.conversationId);
        if (c.phoneNumber) w.orWhere('phone_number', c.phoneNumber);
        if (c.userIds.length) w.orWhereIn('recipient', c.userIds);
        if (!c.conversationId && !c.phoneNumber && !c.userIds.length) w.whereRaw('false');
      })
      .orderBy('created_at', 'desc')
      .limit(5);
    return rows.map(toRow);
  }

  /** Executions of a workflow, newest first (keyset on created_at, id). */
  async list(
    projectId: string,
    workflowId: string,
    f: ExecutionFilters,
    page: KeysetRange,
  ): Promise<{ items: workflowsAgent.WorkflowExecution[]; hasOlder: boolean; hasNewer: boolean }> {
    const base = () => {
      const q = this.db.knex('workflow_executions').where({ project_id: projectId, workflow_id: workflowId });
      if (f.status) q.where('status', f.status);
      if (f.createdAfter) q.where('created_at', '>=', f.createdAfter);
      if (f.createdBefore) q.where('created_at', '<', f.createdBefore);
      if (f.conversationId) q.where('conversation_id', f.conversationId);
      return q;
    };
    return mapItems(await keysetPage(base(), 'created_at', 'id', page, { exact: true }), executionMessage);
  }

  /** Appends an event to an execution's history. */
  async addEvent(trx: Trx, e: NewExecutionEvent): Promise<void> {
    await trx('workflow_execution_events').insert(eventRow(e));
  }

  /** Appends several events in one statement (a transaction's steps record their history at once). */
  async addEvents(trx: Trx, events: NewExecutionEvent[]): Promise<void> {
    if (events.length === 0) return;
    await trx('workflow_execution_events').insert(events.map(eventRow));
  }

  /** Events of an execution, newest first. */
  async listEvents(
    projectId: string,
    executionId: string,
    eventType: string | undefined,
    page: KeysetRange,
  ): Promise<{ items: workflowsAgent.ExecutionEvent[]; hasOlder: boolean; hasNewer: boolean }> {
    const base = () => {
      const q = this.db.knex('workflow_execution_events').where({ project_id: projectId, execution_id: executionId });
      if (eventType) q.where('event_type', eventType);
      return q;
    };
    return mapItems(await keysetPage(base(), 'created_at', 'id', page, { exact: true }), executionEventToWire);
  }

  /** Buffers an input once per source key; true when it was new. */
  async addInput(
    trx: Trx,
    i: { projectId: string; executionId: string; sourceKey: string; text: string | null; payload: Record<string, unknown>; at: Date },
  ): Promise<boolean> {
    const rows = await trx('workflow_execution_inputs')
      .insert({
        id: randomUUID(),
        project_id: i.projectId,
        execution_id: i.executionId,
        source_key: i.sourceKey,
        text: i.text,
        payload: JSON.stringify(i.payload),
        received_at: i.at,
      })
      .onConflict(['execution_id', 'source_key'])
      .ignore()
      .returning('id');
    return rows.length > 0;
  }

  /**
   * Buffers an input once per source key and returns it with the execution's other pending inputs,
   * oldest first, in one statement (`added` false when the source key was already buffered).
   */
  async addInputAndReadPending(
    trx: Trx,
    i: { projectId: string; executionId: string; sourceKey: string; text: string | null; payload: Record<string, unknown>; at: Date },
  ): Promise<{ added: boolean; pending: PendingInput[] }> {
    const { rows } = (await trx.raw(
      `WITH ins AS (
         INSERT INTO workflow_execution_inputs (id, project_id, execution_id, source_key, text, payload, received_at)
         VALUES (?, ?, ?, ?, ?, ?::jsonb, ?)
         ON CONFLICT (execution_id, source_key) DO NOTHING
         RETURNING id, text, payload, received_at, seq)
       SELECT id, text, payload, received_at, seq, true AS added FROM ins
       UNION ALL
       SELECT id, text, payload, received_at, seq, false AS added FROM workflow_execution_inputs WHERE execution_id = ? AND consumed_at IS NULL
       ORDER BY received_at, seq`,
      [randomUUID(), i.projectId, i.executionId, i.sourceKey, i.text, JSON.stringify(i.payload), i.at, i.executionId],
    )) as { rows: { id: string; text: string | null; payload: Record<string, unknown> | null; received_at: string | Date; added: boolean }[] };
    return {
      added: rows.some((r) => r.added),
      pending: rows.map((r) => ({ id: r.id, text: r.text ?? null, payload: r.payload ?? {}, receivedAt: new Date(r.received_at) })),
    };
  }

  /** Pending inputs of an execution, oldest first. */
  async pendingInputs(trx: Trx, executionId: string): Promise<PendingInput[]> {
    const rows = await trx('workflow_execution_inputs')
      .where({ execution_id: executionId })
      .whereNull('consumed_at')
      // Inputs of one millisecond in the order they were buffered.
      .orderBy([{ column: 'received_at' }, { column: 'seq' }]);
    return rows.map((r) => ({ id: r.id, text: r.text ?? null, payload: r.payload ?? {}, receivedAt: new Date(r.received_at) }));
  }

  /** Marks inputs consumed (one merged reply). */
  async consumeInputs(trx: Trx, ids: string[], now: Date): Promise<void> {
    if (ids.length) await trx('workflow_execution_inputs').whereIn('id', ids).update({ consumed_at: now });
  }

  /** Drops the pending inputs of an execution that no longer waits for any (ended, failed, handoff). */
  async discardInputs(trx: Trx, executionId: string, now: Date): Promise<void> {
    await trx('workflow_execution_inputs').where({ execution_id: executionId }).whereNull('consumed_at').update({ consumed_at: now });
  }

  /**
   * One read for the timer sweeper (each served by its partial index): waiting executions whose wait is
   * past its deadline, executions whose debounced inputs are due, and running executions untouched since
   * `stalledBefore` (a lost work item).
   */
  async dueTimers(
    now: Date,
    limit: number,
    stalledBefore: Date,
    stalledLimit: number,
  ): Promise<{
    timeouts: { id: string; projectId: string; waitSeq: number }[];
    inputs: { id: string; projectId: string }[];
    stalled: { id: string; projectId: string }[];
  }> {
    const { rows } = (await this.db.knex.raw(
      `(SELECT 't' AS kind, id, project_id, wait_seq FROM workflow_executions
         WHERE status = 'waiting' AND timeout_at IS NOT NULL AND timeout_at <= ? ORDER BY timeout_at LIMIT ?)
       UNION ALL
       (SELECT 'i', id, project_id, wait_seq FROM workflow_executions
         WHERE input_due_at IS NOT NULL AND input_due_at <= ? ORDER BY input_due_at LIMIT ?)
       UNION ALL
       (SELECT 's', id, project_id, wait_seq FROM workflow_executions
         WHERE status = 'running' AND updated_at < ? ORDER BY updated_at LIMIT ?)`,
      [now, limit, now, limit, stalledBefore, stalledLimit],
    )) as { rows: { kind: string; id: string; project_id: string; wait_seq: number }[] };
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    return {
      timeouts: of('t').map((r) => ({ id: r.id, projectId: r.project_id, waitSeq: Number(r.wait_seq) })),
      inputs: of('i').map((r) => ({ id: r.id, projectId: r.project_id })),
      stalled: of('s').map((r) => ({ id: r.id, projectId: r.project_id })),
    };
  }
}

/** A keyset page with its rows mapped (hasOlder/hasNewer probed exactly: the list answers were always exact). */
function mapItems<T>(page: KeysetPage<Record<string, unknown>>, map: (r: Record<string, unknown>) => T): KeysetPage<T> {
  return { items: page.items.map(map), hasOlder: page.hasOlder, hasNewer: page.hasNewer };
}
