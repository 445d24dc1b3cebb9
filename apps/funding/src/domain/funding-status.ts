/**
 * Derives Funding.status, reason, message and paid_messages from locally stored evidence (spec 2.1).
 * Pure. The reason set is documented in docs/decisions/0101 and is extensible.
 */
import type { RunStatus } from './funding-run';
import { isActiveRun } from './funding-run';

/** Funding status values (spec 2.1). */
export type FundingStatus = 'funded' | 'pending' | 'unknown' | 'not_funded' | 'revoked';

/** request_status of an upstream credit allocation config. */
export type AllocationRequestStatus = 'APPROVED' | 'PENDING' | 'DECLINED' | 'DELETED';

/** Everything stored about one account in one project that funding status depends on. */
export interface FundingEvidence {
  membership: { status: 'active' | 'removed'; observedCurrency: string | null } | null;
  /** The portfolio's funding was disabled (a revocation was requested). */
  portfolioFundingDisabled: boolean;
  attachment: { state: 'active' | 'revoked'; wabaCurrency: string | null } | null;
  /** Latest successful observation of the allocation (request_status and funding-id match). */
  latestAllocation: { requestStatus: AllocationRequestStatus; fundingIdsMatch: boolean; observedAt: Date } | null;
  /** Latest recorded transition into verified funding. */
  lastVerifiedAt: Date | null;
  /** Latest funding check, failed ones included. */
  lastCheck: { at: Date; ok: boolean } | null;
  latestRun: { status: RunStatus; errorKind: string | null } | null;
  /**
   * The project's prepaid credits (docs/decisions/0104): whether it was ever topped up, and its
   * balance minus active holds. Absent or null: the project never had a credits account.
   */
  credits?: { toppedUp: boolean; availableMicros: bigint } | null;
}

/** Machine-readable reasons (extensible). */
export const FUNDING_REASONS = {
  funding_not_started: 'Funding was never requested for this account.',
  funding_in_progress: 'An initial funding run is in progress.',
  reverification_in_progress: 'A funding run is in progress; funding was verified before but cannot be confirmed now.',
  allocation_pending: 'The credit line allocation is waiting for approval upstream.',
  allocation_declined: 'The upstream network declined the credit line allocation.',
  allocation_deleted: 'The upstream network confirmed that the funding allocation was deleted.',
  funding_id_mismatch: "The account's funding source upstream does not match the allocated credit line.",
  existing_payment_method: 'The account keeps an existing upstream payment method; the credit line was not attached.',
  check_failed: 'The latest funding check could not reach the upstream network.',
  run_failed: 'The latest funding run failed.',
  run_expired: 'The latest funding run did not finish before its deadline.',
  run_cancelled: 'The latest funding run was cancelled.',
  funding_unverified: 'Funding has not been verified.',
  membership_removed: 'The account was removed from the project and must be reconnected explicitly.',
  portfolio_funding_disabled: "Funding is disabled for the account's portfolio.",
} as const;

/** A funding reason. */
export type FundingReason = keyof typeof FUNDING_REASONS;

/** Reasons of `paid_messages.reasons` (extensible). */
export type PaidMessagesReason =
  'no_funding_attachment' | 'attachment_revoked' | 'portfolio_funding_disabled' | 'membership_removed' | 'funding_not_verified' | 'credits_exhausted';

/** The derived part of the Funding object. */
export interface DerivedFunding {
  status: FundingStatus;
  reason: FundingReason | null;
  message: string;
  wabaCurrency: string | null;
  paidMessages: { paused: boolean; reasons: PaidMessagesReason[] };
}

const FUNDED_MESSAGE = 'Funding is verified and the allocation is approved.';

function runReason(run: FundingEvidence['latestRun']): FundingReason {
  if (!run) return 'funding_not_started';
  switch (run.status) {
    case 'failed':
      return run.errorKind === 'existing_payment_method'
        ? 'existing_payment_method'
        : run.errorKind === 'allocation_declined'
          ? 'allocation_declined'
          : 'run_failed';
    case 'expired':
      return 'run_expired';
    case 'cancelled':
      return 'run_cancelled';
    default:
      return 'funding_unverified';
  }
}

/** Status and reason from the evidence (spec 2.1 meanings). */
function statusAndReason(e: FundingEvidence): { status: FundingStatus; reason: FundingReason | null } {
  if (e.attachment?.state === 'revoked') return { status: 'revoked', reason: 'allocation_deleted' };
  const everVerified = e.lastVerifiedAt !== null;
  const notConfirmed = everVerified ? 'unknown' : 'not_funded';
  if (e.membership?.status === 'removed') return { status: notConfirmed, reason: 'membership_removed' };
  if (e.portfolioFundingDisabled) return { status: notConfirmed, reason: 'portfolio_funding_disabled' };
  if (e.latestRun && isActiveRun(e.latestRun.status)) {
    return everVerified ? { status: 'unknown', reason: 'reverification_in_progress' } : { status: 'pending', reason: 'funding_in_progress' };
  }
  // Current evidence: the latest allocation observation, unless a later check failed.
  const checkFailedSince = e.lastCheck && !e.lastCheck.ok && (!e.latestAllocation || e.lastCheck.at.getTime() >= e.latestAllocation.observedAt.getTime());
  if (checkFailedSince) {
    // Never verified and the run already ended: the run's outcome explains more than the failed call.
    if (!everVerified && e.latestRun && e.latestRun.status !== 'succeeded') return { status: 'not_funded', reason: runReason(e.latestRun) };
    return { status: notConfirmed, reason: 'check_failed' };
  }
  const a = e.latestAllocation;
  if (a && e.attachment) {
    if (a.requestStatus === 'APPROVED' && a.fundingIdsMatch && everVerified) return { status: 'funded', reason: null };
    if (a.requestStatus === 'APPROVED' && !a.fundingIdsMatch) return { status: notConfirmed, reason: 'funding_id_mismatch' };
    if (a.requestStatus === 'PENDING') return { status: notConfirmed, reason: 'allocation_pending' };
    if (a.requestStatus === 'DECLINED') return { status: notConfirmed, reason: 'allocation_declined' };
  }
  return { status: notConfirmed, reason: runReason(e.latestRun) };
}

/** Derives the funding status, its reason and message, the currency snapshot and paid_messages. */
export function deriveFunding(e: FundingEvidence): DerivedFunding {
  const { status, reason } = statusAndReason(e);
  const reasons: PaidMessagesReason[] = [];
  if (!e.attachment) reasons.push('no_funding_attachment');
  else if (e.attachment.state === 'revoked') reasons.push('attachment_revoked');
  if (e.portfolioFundingDisabled) reasons.push('portfolio_funding_disabled');
  if (e.membership?.status === 'removed') reasons.push('membership_removed');
  if (e.attachment?.state === 'active' && status !== 'funded') reasons.push('funding_not_verified');
  // The project's prepaid credits ran out: paid sends are refused until a top-up (decision 0104).
  if (e.credits?.toppedUp && e.credits.availableMicros <= 0n) reasons.push('credits_exhausted');
  return {
    status,
    reason,
    message: reason ? FUNDING_REASONS[reason] : FUNDED_MESSAGE,
    wabaCurrency: e.attachment?.wabaCurrency ?? e.membership?.observedCurrency ?? null,
    paidMessages: { paused: reasons.length > 0, reasons },
  };
}
