import { derivedUuid, enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';

/** Subjects and types of funding's domain events (the gateway's notifications consume them). */
export const FUNDING_NOTICES = {
  runFailed: { subject: 'funding.run.failed', type: 'svc.funding.v1.FundingRunFailed' },
  allocationRevoked: { subject: 'funding.allocation.revoked', type: 'svc.funding.v1.AllocationRevoked' },
} as const;

/** Writes `funding.run.failed` to the outbox in the transaction that ended the run failed or expired. */
export async function publishRunFailed(
  trx: Trx,
  r: { projectId: string; runId: string; wabaId: string; status: 'failed' | 'expired'; errorKind: string; upstreamErrorCode?: number | null },
  at: Date,
): Promise<void> {
  const { subject, type } = FUNDING_NOTICES.runFailed;
  await enqueueEvent(trx, {
    subject,
    type,
    projectId: r.projectId,
    occurredAt: at,
    payload: encodeEvent(type, {
      event_id: derivedUuid(`funding.run.failed:${r.runId}`),
      project_id: r.projectId,
      run_id: r.runId,
      waba_id: r.wabaId,
      status: r.status,
      error_kind: r.errorKind,
      ...(r.upstreamErrorCode === null || r.upstreamErrorCode === undefined ? {} : { upstream_error_code: r.upstreamErrorCode }),
      occurred_at: at.toISOString(),
    }),
  });
}

/** Writes `funding.allocation.revoked` to the outbox in the transaction that marks the account's attachment revoked. */
export async function publishAllocationRevoked(trx: Trx, r: { projectId: string; wabaId: string; causeId: string }, at: Date): Promise<void> {
  const { subject, type } = FUNDING_NOTICES.allocationRevoked;
  await enqueueEvent(trx, {
    subject,
    type,
    projectId: r.projectId,
    occurredAt: at,
    payload: encodeEvent(type, {
      event_id: derivedUuid(`funding.allocation.revoked:${r.projectId}:${r.wabaId}:${r.causeId}`),
      project_id: r.projectId,
      waba_id: r.wabaId,
      cause_id: r.causeId,
      occurred_at: at.toISOString(),
    }),
  });
}
