import { keysetPage, type Db, type KeysetPage, type KeysetRange, type Trx } from '@platform/db';
import type { FindingStatus, Metrics } from '../../domain/signals';

/** A finding row. */
export interface FindingRow {
  id: string;
  project_id: string;
  signal: string;
  key: string;
  status: FindingStatus;
  category: string;
  title: string;
  metrics: Metrics;
  qualified_at: Date;
  first_qualified_at: Date;
  dismiss_reason: string | null;
  dismiss_note: string | null;
  dismissed_at: Date | null;
  dismissed_recent_count: number | null;
  addressed_at: Date | null;
  addressed_metrics: Metrics | null;
  /** Why the finding was marked addressed without an investigation (or beside one). */
  addressed_note: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A piece of evidence a report cites: its id as the investigator's tools gave it, its kind, and the causes (indexes) citing it. */
export interface ReportEvidence {
  id: string;
  kind: string;
  causes: number[];
}

/** The report an investigation stores (decision 0742). */
export interface InvestigationReport {
  summary: string;
  causes: string[];
  suggested_fixes: string[];
  /** The evidence the causes cite (absent on reports stored before issue 33). */
  evidence?: ReportEvidence[];
}

/** An investigation row. */
export interface InvestigationRow {
  id: string;
  project_id: string;
  finding_id: string;
  /** `reporting`: the run ended and its report is being asked for (shown as running). */
  status: 'dispatching' | 'running' | 'reporting' | 'completed' | 'failed';
  agent_run_id: string | null;
  report: InvestigationReport | null;
  error_code: string | null;
  error_message: string | null;
  covers_qualified_at: Date;
  started_at: Date;
  finished_at: Date | null;
  updated_at: Date;
}

/** A signal occurrence (an evidence sample). */
export interface SignalEventRow {
  id: string;
  project_id: string;
  signal: string;
  key: string;
  source_id: string;
  occurred_at: Date;
  conversation_id: string | null;
  detail: Record<string, unknown>;
}

/** An ended conversation to evaluate. */
export interface EvaluationRow {
  project_id: string;
  event_id: string;
  conversation_id: string;
  ended_at: Date;
  status: 'pending' | 'done';
  method: string | null;
  signals: string[] | null;
  attempts: number;
}

const toFinding = (r: Record<string, unknown>): FindingRow => r as unknown as FindingRow;
const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** Findings, their signals and investigations (the only SQL of the findings capability). */
export class FindingsRepository {
  constructor(private readonly db: Db) {}

  /** Records a signal occurrence and counts it in its day, once per source (false when already recorded). */
  async recordSignal(q: Trx, e: SignalEventRow): Promise<boolean> {
    const inserted = await q('finding_signal_events')
      .insert({ ...e, detail: JSON.stringify(e.detail) })
      .onConflict(['project_id', 'signal', 'key', 'source_id'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) return false;
    await q.raw(
      `INSERT INTO finding_signal_daily (project_id, signal, key, day, count) VALUES (?, ?, ?, (?::timestamptz AT TIME ZONE 'UTC')::date, 1)
       ON CONFLICT (project_id, signal, key, day) DO UPDATE SET count = finding_signal_daily.count + 1`,
      [e.project_id, e.signal, e.key, e.occurred_at.toISOString()],
    );
    return true;
  }

  /** Queues an ended conversation for evaluation (a redelivered event is ignored). */
  async queueEvaluation(q: Trx, row: { project_id: string; event_id: string; conversation_id: string; ended_at: Date; now: Date }): Promise<void> {
    await q('finding_conversation_evaluations')
      .insert({
        project_id: row.project_id,
        event_id: row.event_id,
        conversation_id: row.conversation_id,
        ended_at: row.ended_at,
        status: 'pending',
        attempts: 0,
        created_at: row.now,
        updated_at: row.now,
      })
      .onConflict(['project_id', 'event_id'])
      .ignore();
  }

  /** Leases up to `limit` pending evaluations (another worker skips them until the lease ends). */
  async claimEvaluations(now: Date, leaseMs: number, limit: number): Promise<EvaluationRow[]> {
    const r = await this.db.knex.raw(
      `UPDATE finding_conversation_evaluations e SET lease_until = ?, attempts = e.attempts + 1, updated_at = ?
       FROM (SELECT project_id, event_id FROM finding_conversation_evaluations
             WHERE status = 'pending' AND (lease_until IS NULL OR lease_until < ?)
             ORDER BY created_at LIMIT ? FOR UPDATE SKIP LOCKED) p
       WHERE e.project_id = p.project_id AND e.event_id = p.event_id RETURNING e.*`,
      [new Date(now.getTime() + leaseMs), now, now, limit],
    );
    return r.rows as EvaluationRow[];
  }

  /** Marks an evaluation done with its method and signals (only while still pending). */
  async finishEvaluation(q: Trx, projectId: string, eventId: string, method: string, signals: string[], now: Date): Promise<boolean> {
    const n = await q('finding_conversation_evaluations')
      .where({ project_id: projectId, event_id: eventId, status: 'pending' })
      .update({ status: 'done', method, signals, lease_until: null, updated_at: now });
    return n > 0;
  }

  /** Reads an evaluation (tests, diagnostics). */
  async evaluation(projectId: string, eventId: string): Promise<EvaluationRow | undefined> {
    return this.db.knex('finding_conversation_evaluations').where({ project_id: projectId, event_id: eventId }).first();
  }

  /** Recent and baseline counts of every (project, signal, key) with events since `baselineFrom` (the sweep's input). */
  async windowCounts(
    projectId: string | undefined,
    recentFrom: string,
    baselineFrom: string,
  ): Promise<Array<{ project_id: string; signal: string; key: string; recent: number; baseline: number }>> {
    const qb = this.db
      .knex('finding_signal_daily')
      .select('project_id', 'signal', 'key')
      .select(this.db.knex.raw('COALESCE(SUM(count) FILTER (WHERE day >= ?), 0)::int AS recent', [recentFrom]))
      .select(this.db.knex.raw('COALESCE(SUM(count) FILTER (WHERE day < ?), 0)::int AS baseline', [recentFrom]))
      .where('day', '>=', baselineFrom)
      .groupBy('project_id', 'signal', 'key');
    if (projectId) qb.where({ project_id: projectId });
    return qb;
  }

  /** Occurrences of a (project, signal, key) since an instant (monitoring after mark_addressed). */
  async countSince(projectId: string, signal: string, key: string, since: Date): Promise<number> {
    const r = await this.db
      .knex('finding_signal_events')
      .where({ project_id: projectId, signal, key })
      .andWhere('occurred_at', '>=', since)
      .count<{ n: string }[]>({ n: '*' });
    return Number(r[0]?.n ?? 0);
  }

  /** Every finding of the given projects (the sweep compares them with the counts). */
  async findingsOf(projectIds: string[]): Promise<FindingRow[]> {
    if (projectIds.length === 0) return [];
    return (await this.db.knex('findings').whereIn('project_id', projectIds)).map(toFinding);
  }

  /** Findings that are not dismissed/addressed/quiet without any signal rows in the window (they may go quiet). */
  async liveFindings(projectId?: string): Promise<FindingRow[]> {
    const qb = this.db.knex('findings').whereIn('status', ['candidate', 'open']);
    if (projectId) qb.where({ project_id: projectId });
    return (await qb).map(toFinding);
  }

  /** Inserts a finding (false when the (project, signal, key) already has one). */
  async insertFinding(q: Trx, row: FindingRow): Promise<boolean> {
    const r = await q('findings')
      .insert({ ...row, metrics: JSON.stringify(row.metrics), addressed_metrics: row.addressed_metrics ? JSON.stringify(row.addressed_metrics) : null })
      .onConflict(['project_id', 'signal', 'key'])
      .ignore()
      .returning('id');
    return r.length > 0;
  }

  /** Locks a finding of the project (a foreign id reads as unknown). */
  async lock(q: Trx, projectId: string, id: string): Promise<FindingRow | undefined> {
    const r = await q('findings').where({ project_id: projectId, id }).forUpdate().first();
    return r ? toFinding(r) : undefined;
  }

  /** Updates a finding's columns. */
  async update(q: Trx, id: string, patch: Partial<FindingRow>): Promise<FindingRow> {
    const row: Record<string, unknown> = { ...patch };
    if (patch.metrics) row.metrics = JSON.stringify(patch.metrics);
    if ('addressed_metrics' in patch) row.addressed_metrics = patch.addressed_metrics ? JSON.stringify(patch.addressed_metrics) : null;
    const [r] = await q('findings').where({ id }).update(row).returning('*');
    return toFinding(r);
  }

  /** A finding of the project, any status. */
  async get(projectId: string, id: string): Promise<FindingRow | undefined> {
    const r = await this.db.knex('findings').where({ project_id: projectId, id }).first();
    return r ? toFinding(r) : undefined;
  }

  /** Candidate and open findings, most recently qualified first, after a `(qualified_at, id)` cursor. */
  async listLive(projectId: string, range: KeysetRange, statuses: readonly string[]): Promise<KeysetPage<FindingRow>> {
    const qb = this.db.knex('findings').where({ project_id: projectId }).whereIn('status', statuses);
    return keysetPage<FindingRow>(qb, 'qualified_at', 'id', range, { exact: true });
  }

  /** A project's open findings counted per signal (signals without one are absent). */
  async countOpenBySignal(projectId: string): Promise<Map<string, number>> {
    const rows = await this.db.query<{ signal: string; n: number }>(
      `SELECT signal, count(*)::int AS n FROM findings WHERE project_id = $1 AND status = 'open' GROUP BY signal`,
      [projectId],
      { name: 'findings.count_open_by_signal.v1' },
    );
    return new Map(rows.map((r) => [r.signal, r.n]));
  }

  /** The latest investigation of each finding. */
  async latestInvestigations(findingIds: string[], q?: Trx): Promise<Map<string, InvestigationRow>> {
    if (findingIds.length === 0) return new Map();
    const rows: InvestigationRow[] = await (q ?? this.db.knex)('finding_investigations')
      .distinctOn('finding_id')
      .whereIn('finding_id', findingIds)
      .orderBy([{ column: 'finding_id' }, { column: 'started_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return new Map(rows.map((r) => [r.finding_id, r]));
  }

  /** Inserts an investigation. */
  async insertInvestigation(q: Trx, row: InvestigationRow): Promise<void> {
    await q('finding_investigations').insert({ ...row, report: row.report ? JSON.stringify(row.report) : null });
  }

  /** Updates an investigation (only from one of `from`, when given); false when it was not in such a status. */
  async updateInvestigation(q: Trx | undefined, id: string, patch: Partial<InvestigationRow>, from?: InvestigationRow['status'][]): Promise<boolean> {
    const row: Record<string, unknown> = { ...patch };
    if ('report' in patch) row.report = patch.report ? JSON.stringify(patch.report) : null;
    const qb = (q ?? this.db.knex)('finding_investigations').where({ id });
    if (from) qb.whereIn('status', from);
    return (await qb.update(row)) > 0;
  }

  /** Investigations whose agent run is still to be settled. */
  async runningInvestigations(limit: number): Promise<InvestigationRow[]> {
    return this.db.knex('finding_investigations').where({ status: 'running' }).orderBy('updated_at').limit(limit);
  }

  /** Investigations whose report was being asked for by a process that died (updated before `before`). */
  async staleReports(before: Date, limit: number): Promise<InvestigationRow[]> {
    return this.db.knex('finding_investigations').where({ status: 'reporting' }).andWhere('updated_at', '<', before).limit(limit);
  }

  /** Investigations stuck in dispatching (the process died between the two steps). */
  async staleDispatches(before: Date, limit: number): Promise<InvestigationRow[]> {
    return this.db.knex('finding_investigations').where({ status: 'dispatching' }).andWhere('updated_at', '<', before).limit(limit);
  }

  /** Daily counts of a (project, signal, key) from `from` on. */
  async daily(projectId: string, signal: string, key: string, from: string): Promise<Array<{ day: string; count: number }>> {
    const rows = await this.db.knex('finding_signal_daily').where({ project_id: projectId, signal, key }).andWhere('day', '>=', from).orderBy('day');
    return rows.map((r: { day: unknown; count: number }) => ({ day: day(r.day), count: r.count }));
  }

  /** Newest occurrences of a (project, signal, key) since an instant, and how many there are in all. */
  async samples(projectId: string, signal: string, key: string, since: Date, limit: number): Promise<{ rows: SignalEventRow[]; total: number }> {
    const base = () => this.db.knex('finding_signal_events').where({ project_id: projectId, signal, key }).andWhere('occurred_at', '>=', since);
    const [rows, total] = await Promise.all([
      base()
        .orderBy([
          { column: 'occurred_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit),
      base().count<{ n: string }[]>({ n: '*' }),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  }

  /** Distinct conversations with the signal since an instant (up to `limit`), and their number. */
  async affectedConversations(projectId: string, signal: string, key: string, since: Date, limit: number): Promise<{ ids: string[]; total: number }> {
    const base = () =>
      this.db.knex('finding_signal_events').where({ project_id: projectId, signal, key }).andWhere('occurred_at', '>=', since).whereNotNull('conversation_id');
    const [rows, total] = await Promise.all([
      base().select('conversation_id').max({ at: 'occurred_at' }).groupBy('conversation_id').orderBy('at', 'desc').limit(limit),
      base().countDistinct<{ n: string }[]>({ n: 'conversation_id' }),
    ]);
    return { ids: (rows as unknown as Array<{ conversation_id: string }>).map((r) => r.conversation_id), total: Number(total[0]?.n ?? 0) };
  }

  /** Conversations evaluated since an instant that did not produce `signal` (the comparison set). */
  async comparisonConversations(projectId: string, signal: string, since: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .knex('finding_conversation_evaluations')
      .select('conversation_id')
      .where({ project_id: projectId, status: 'done' })
      .andWhere('ended_at', '>=', since)
      .andWhere((w) => w.whereNull('signals').orWhereRaw('NOT (? = ANY(signals))', [signal]))
      .orderBy('ended_at', 'desc')
      .limit(limit);
    return rows.map((r: { conversation_id: string }) => r.conversation_id);
  }
}
