import { derivedUuid, enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';

/** Subjects and types of funding's domain events (the gateway's notifications consume them). */
export const FUNDING_NOTICES = {
  runFailed: { subject: 'funding.run.failed', type: 'svc.funding.v1.FundingRunFailed' },
  allocationRevoked: { subject: 'funding.allocation.revoked', type: 'svc.funding.v1.AllocationRevoked' },
  creditsLow: { subject: 'funding.credits.low', type: 'svc.funding.v1.CreditsLow' },
} as const;

/**
 * The low-credit threshold, in micros of the credit currency (5 units, e.g. USD 5.00): the same for
 * every project until credit accounts carry their own (decision 0020).
 */
export const CREDITS_LOW_THRESHOLD_MICROS = 5_000_000n;

/**
 * Writes `funding.credits.low` when a charge crosses the threshold: the balance was at or above it
 * before the charge and is under it after (once per crossing). The event id derives from the charge's hold.
 */
export async function publishCreditsLowIfCrossed(
  trx: Trx,
  c: { projectId: string; holdId: string; currency: string; beforeMicros: bigint; afterMicros: bigint },
  at: Date,
): Promise<void> {
  const threshold = CREDITS_LOW_THRESHOLD_MICROS;
  if (!(c.beforeMicros >= threshold && c.afterMicros < threshold)) return;
  const { subject, type } = FUNDING_NOTICES.creditsLow;
  await enqueueEvent(trx, {
    subject,
    type,
    projectId: c.projectId,
    occurredAt: at,
    payload: encodeEvent(type, {
      event_id: derivedUuid(`funding.credits.low:${c.holdId}`),
      project_id: c.projectId,
      currency: c.currency,
      balance_micros: Number(c.afterMicros),
      threshold_micros: Number(threshold),
      occurred_at: at.toISOString(),
    }),
  });
}

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
