import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';
import type { funding } from '@platform/contracts';
import type { OperationStatus } from '../../domain/revocation';
import { dateOrNull, numOrNull } from './rows';

/** A portfolio funding operation (revocation) row. */
export interface OperationRow {
  id: string;
  projectId: string;
  portfolioId: string;
  type: 'revoke';
  status: OperationStatus;
  startedAt: Date;
  finishedAt: Date | null;
  errorKind: string | null;
  upstreamErrorCode: number | null;
  accountsTotal: number;
  accountsRevoked: number;
  accountsFailed: number;
  updatedAt: Date;
}

function toOperation(r: Record<string, unknown>): OperationRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    portfolioId: r.portfolio_id as string,
    type: 'revoke',
    status: r.status as OperationStatus,
    startedAt: new Date(r.started_at as string),
    finishedAt: dateOrNull(r.finished_at),
    errorKind: (r.error_kind as string | null) ?? null,
    upstreamErrorCode: numOrNull(r.upstream_error_code),
    accountsTotal: Number(r.accounts_total),
    accountsRevoked: Number(r.accounts_revoked),
    accountsFailed: Number(r.accounts_failed),
    updatedAt: new Date(r.updated_at as string),
  };
}

/** An in-flight key older than this belongs to a crashed request and may be claimed again. */
export const IN_FLIGHT_ABANDONED_MS = 60_000;

/** A stored Idempotency-Key. */
export interface IdempotencyRow {
  requestHash: string;
  state: 'in_flight' | 'completed';
  response: funding.FundingOperation | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Funding operations and the Idempotency-Keys of the requests that create them. Every method takes the project id. */
export class OperationsRepository {
  constructor(private readonly db: Db) {}

  /** One operation of this project's portfolio, or undefined (another portfolio's id is unknown alike). */
  async getOfPortfolio(projectId: string, portfolioId: string, id: string): Promise<OperationRow | undefined> {
    const r = await this.db.knex('funding_operations').where({ project_id: projectId, portfolio_id: portfolioId, id }).first();
    return r ? toOperation(r) : undefined;
  }

  /** One operation of this project, locked FOR UPDATE for the rest of the caller's transaction. */
  async getForUpdate(trx: Trx, projectId: string, id: string): Promise<OperationRow | undefined> {
    const r = await trx('funding_operations').where({ project_id: projectId, id }).first().forUpdate();
    return r ? toOperation(r) : undefined;
  }

  /** Inserts a pending revocation. */
  async insertPending(trx: Trx, projectId: string, portfolioId: string, reason: string | null, accountsTotal: number, now: Date): Promise<OperationRow> {
    const [r] = await trx('funding_operations')
      .insert({
        id: randomUUID(),
        project_id: projectId,
        portfolio_id: portfolioId,
        type: 'revoke',
        status: 'pending',
        reason,
        started_at: now,
        accounts_total: accountsTotal,
        updated_at: now,
      })
      .returning('*');
    return toOperation(r);
  }

  /** Writes a transition and counters. */
  async update(
    trx: Trx,
    projectId: string,
    id: string,
    patch: Partial<Pick<OperationRow, 'status' | 'finishedAt' | 'errorKind' | 'upstreamErrorCode' | 'accountsTotal' | 'accountsRevoked' | 'accountsFailed'>>,
    now: Date,
  ): Promise<void> {
    const set: Record<string, unknown> = { updated_at: now };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.finishedAt !== undefined) set.finished_at = patch.finishedAt;
    if (patch.errorKind !== undefined) set.error_kind = patch.errorKind;
    if (patch.upstreamErrorCode !== undefined) set.upstream_error_code = patch.upstreamErrorCode;
    if (patch.accountsTotal !== undefined) set.accounts_total = patch.accountsTotal;
    if (patch.accountsRevoked !== undefined) set.accounts_revoked = patch.accountsRevoked;
    if (patch.accountsFailed !== undefined) set.accounts_failed = patch.accountsFailed;
    await trx('funding_operations').where({ project_id: projectId, id }).update(set);
  }

  /** Sweeper: operations (any project) not terminal and not touched since `before`. */
  async stale(before: Date, limit: number): Promise<OperationRow[]> {
    const rows = await this.db
      .knex('funding_operations')
      .whereIn('status', ['pending', 'running'])
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit);
    return rows.map(toOperation);
  }

  /**
   * Claims `key` for a new request: inserts it in flight, or returns the existing record (an
   * expired record, or an in-flight one abandoned by a crashed request, is replaced).
   */
  async claimKey(
    projectId: string,
    key: string,
    requestHash: string,
    now: Date,
    ttlMs: number,
  ): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRow }> {
    await this.db.knex('idempotency_keys').where({ project_id: projectId, key }).where('expires_at', '<=', now).delete();
    // A request that crashed mid-flight never completes its key: after a minute the key is free again.
    await this.db
      .knex('idempotency_keys')
      .where({ project_id: projectId, key, state: 'in_flight' })
      .where('created_at', '<=', new Date(now.getTime() - IN_FLIGHT_ABANDONED_MS))
      .delete();
    const inserted = await this.db.knex.raw(
      `INSERT INTO idempotency_keys (project_id, key, request_hash, state, created_at, expires_at)
       VALUES (?, ?, ?, 'in_flight', ?, ?) ON CONFLICT DO NOTHING RETURNING key`,
      [projectId, key, requestHash, now, new Date(now.getTime() + ttlMs)],
    );
    if ((inserted.rows as unknown[]).length > 0) return { claimed: true };
    const r = await this.db.knex('idempotency_keys').where({ project_id: projectId, key }).first();
    return {
      claimed: false,
      existing: {
        requestHash: r.request_hash,
        state: r.state,
        response: (typeof r.response === 'string' ? JSON.parse(r.response) : r.response) ?? null,
        createdAt: new Date(r.created_at),
        expiresAt: new Date(r.expires_at),
      },
    };
  }

  /** Stores the answer given for `key`; replays return it verbatim. */
  async completeKey(trx: Trx, projectId: string, key: string, response: funding.FundingOperation): Promise<void> {
    await trx('idempotency_keys')
      .where({ project_id: projectId, key })
      .update({ state: 'completed', response: JSON.stringify(response) });
  }

  /** Releases a key whose request failed before producing an answer, so the client may retry with it. */
  async releaseKey(projectId: string, key: string): Promise<void> {
    await this.db.knex('idempotency_keys').where({ project_id: projectId, key, state: 'in_flight' }).delete();
  }
}
