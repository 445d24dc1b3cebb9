import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AllocationRequestStatus, FundingEvidence } from '../../domain/funding-status';
import { dateOrNull } from './rows';

/** One evidence record to append. */
export type NewEvidence =
  | { kind: 'check'; ok: boolean; errorKind?: string | null; upstreamErrorCode?: number | null }
  | { kind: 'allocation'; requestStatus: AllocationRequestStatus; fundingIdsMatch: boolean }
  | { kind: 'verification' };

/** Append-only evidence (verifications, checks, allocation states) per account and project. */
export class EvidenceRepository {
  constructor(private readonly q: Knex) {}

  /** Appends one record observed at `at`. */
  async append(projectId: string, wabaId: string, e: NewEvidence, at: Date, refs: { runId?: string; operationId?: string } = {}): Promise<void> {
    await this.q('evidence').insert({
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

  /** The latest record of each kind for the account (what funding status is derived from). */
  async latest(projectId: string, wabaId: string): Promise<Pick<FundingEvidence, 'latestAllocation' | 'lastVerifiedAt' | 'lastCheck'>> {
    const rows = await this.q.raw(
      `SELECT DISTINCT ON (kind) kind, ok, request_status, funding_ids_match, observed_at
         FROM evidence WHERE project_id = ? AND waba_id = ?
         ORDER BY kind, observed_at DESC, seq DESC`,
      [projectId, wabaId],
    );
    const byKind = new Map<string, Record<string, unknown>>((rows.rows as Record<string, unknown>[]).map((r) => [r.kind as string, r]));
    const alloc = byKind.get('allocation');
    const check = byKind.get('check');
    return {
      latestAllocation: alloc
        ? { requestStatus: alloc.request_status as AllocationRequestStatus, fundingIdsMatch: Boolean(alloc.funding_ids_match), observedAt: new Date(alloc.observed_at as string) }
        : null,
      lastVerifiedAt: dateOrNull(byKind.get('verification')?.observed_at),
      lastCheck: check ? { at: new Date(check.observed_at as string), ok: Boolean(check.ok) } : null,
    };
  }
}
