import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';
import type { AllocationRequestStatus, FundingEvidence } from '../../domain/funding-status';
import { dateOrNull } from './rows';

/** One evidence record to append. */
export type NewEvidence =
  | { kind: 'check'; ok: boolean; errorKind?: string | null; upstreamErrorCode?: number | null }
  | { kind: 'allocation'; requestStatus: AllocationRequestStatus; fundingIdsMatch: boolean }
  | { kind: 'verification' };

/** What funding status reads of an account's evidence: the latest record of each kind. */
export type LatestEvidence = Pick<FundingEvidence, 'latestAllocation' | 'lastVerifiedAt' | 'lastCheck'>;

/**
 * Maps the latest evidence record of each kind (columns kind, ok, request_status,
 * funding_ids_match, observed_at; from the driver or `json_agg`) to what status derivation reads.
 */
export function toLatestEvidence(rows: Record<string, unknown>[]): LatestEvidence {
  const byKind = new Map<string, Record<string, unknown>>(rows.map((r) => [r.kind as string, r]));
  const alloc = byKind.get('allocation');
  const check = byKind.get('check');
  return {
    latestAllocation: alloc
      ? {
          requestStatus: alloc.request_status as AllocationRequestStatus,
          fundingIdsMatch: Boolean(alloc.funding_ids_match),
          observedAt: new Date(alloc.observed_at as string),
        }
      : null,
    lastVerifiedAt: dateOrNull(byKind.get('verification')?.observed_at),
    lastCheck: check ? { at: new Date(check.observed_at as string), ok: Boolean(check.ok) } : null,
  };
}

/** Append-only evidence (verifications, checks, allocation states) per account and project. */
export class EvidenceRepository {
  constructor(private readonly db: Db) {}

  /** Appends one record observed at `at`, in the caller's transaction when given. */
  async append(projectId: string, wabaId: string, e: NewEvidence, at: Date, refs: { runId?: string; operationId?: string } = {}, trx?: Trx): Promise<void> {
    await (trx ?? this.db.knex)('evidence').insert({
      id: randomUUID(),
      project_id: projectId,
      waba_id: wabaId,
      kind: e.kind,
      ok: e.kind === 'check' ? e.ok : true,
      request_status: e.kind === 'allocation' ? e.requestStatus : null,
      funding_ids_match: e.kind === 'allocation' ? e.fundingIdsMatch : null,
      error_kind: e.kind === 'check' ? (e.errorKind ?? null) : null,
      upstream_error_code: e.kind === 'check' ? (e.upstreamErrorCode ?? null) : null,
      run_id: refs.runId ?? null,
      operation_id: refs.operationId ?? null,
      observed_at: at,
    });
  }
}
