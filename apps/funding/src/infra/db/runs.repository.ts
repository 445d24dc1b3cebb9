import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';
import type { RunStatus } from '../../domain/funding-run';
import { dateOrNull, numOrNull } from './rows';

/** A funding run row. */
export interface RunRow {
  id: string;
  projectId: string;
  wabaId: string;
  portfolioId: string;
  status: RunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  deadlineAt: Date;
  errorKind: string | null;
  upstreamErrorCode: number | null;
  attempts: number;
}

/** Maps a `funding_runs` row (from the driver or `row_to_json`). */
export function toRun(r: Record<string, unknown>): RunRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    wabaId: r.waba_id as string,
    portfolioId: r.portfolio_id as string,
    status: r.status as RunStatus,
    startedAt: new Date(r.started_at as string),
    finishedAt: dateOrNull(r.finished_at),
    deadlineAt: new Date(r.deadline_at as string),
    errorKind: (r.error_kind as string | null) ?? null,
    upstreamErrorCode: numOrNull(r.upstream_error_code),
    attempts: Number(r.attempts ?? 0),
  };
}

/** Funding runs. Every method takes the project id, except the sweeper's cross-project scans. */
export class RunsRepository {
  constructor(private readonly db: Db) {}

  /** One run of the project, locked FOR UPDATE for the rest of the caller's transaction. */
  async getForUpdate(trx: Trx, projectId: string, id: string): Promise<RunRow | undefined> {
    const r = await trx('funding_runs').where({ project_id: projectId, id }).first().forUpdate();
    return r ? toRun(r) : undefined;
  }

  /** Inserts a pending run. */
  async insertPending(trx: Trx, projectId: string, r: { wabaId: string; portfolioId: string; deadlineAt: Date }, now: Date): Promise<RunRow> {
    const [row] = await trx('funding_runs')
      .insert({
        id: randomUUID(),
        project_id: projectId,
        waba_id: r.wabaId,
        portfolio_id: r.portfolioId,
        status: 'pending',
        started_at: now,
        deadline_at: r.deadlineAt,
        attempts: 0,
        updated_at: now,
      })
      .returning('*');
    return toRun(row);
  }

  /** Writes a transition (the caller checked it against the table). */
  async update(
    trx: Trx,
    projectId: string,
    id: string,
    patch: { status: RunStatus; finishedAt?: Date | null; errorKind?: string | null; upstreamErrorCode?: number | null; attemptsIncrement?: boolean },
    now: Date,
  ): Promise<void> {
    const set: Record<string, unknown> = { status: patch.status, updated_at: now };
    if (patch.finishedAt !== undefined) set.finished_at = patch.finishedAt;
    if (patch.errorKind !== undefined) set.error_kind = patch.errorKind;
    if (patch.upstreamErrorCode !== undefined) set.upstream_error_code = patch.upstreamErrorCode;
    if (patch.attemptsIncrement) set.attempts = trx.raw('attempts + 1');
    await trx('funding_runs').where({ project_id: projectId, id }).update(set);
  }

  /** Active runs of a portfolio's accounts in this project, locked FOR UPDATE (to cancel on revocation). */
  async activeOfPortfolioForUpdate(trx: Trx, projectId: string, portfolioId: string): Promise<RunRow[]> {
    const rows = await trx('funding_runs').where({ project_id: projectId, portfolio_id: portfolioId }).whereIn('status', ['pending', 'running']).forUpdate();
    return rows.map(toRun);
  }

  /** Sweeper: active runs (any project) whose deadline passed at `now`. */
  async pastDeadline(now: Date, limit: number): Promise<RunRow[]> {
    const rows = await this.db
      .knex('funding_runs')
      .whereIn('status', ['pending', 'running'])
      .where('deadline_at', '<=', now)
      .orderBy('deadline_at')
      .limit(limit);
    return rows.map(toRun);
  }

  /** Sweeper: active runs (any project) not touched since `before`: their queue item may be lost. */
  async stale(before: Date, limit: number): Promise<RunRow[]> {
    const rows = await this.db
      .knex('funding_runs')
      .whereIn('status', ['pending', 'running'])
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit);
    return rows.map(toRun);
  }
}
