import { toProtoEnum, type funding } from '@platform/contracts';
import { deriveFunding, type FundingStatus } from '../domain/funding-status';
import type { AccountFundingState } from '../infra/db/funding-state.repository';
import type { RunRow } from '../infra/db/runs.repository';
import { runToWire } from './run.wire';

/** The Funding object of one account, plus what the use cases decide on. */
export interface FundingSnapshot {
  funding: funding.Funding;
  /** The derived status (the Funding object carries it as its proto enum name). */
  status: FundingStatus;
  latestRun: RunRow | undefined;
}

/**
 * Derives the Funding object (spec 2.1) from an account's stored state, read in one statement by
 * the funding-state repository. Pure: a use case can decide and answer from one snapshot.
 */
export function fundingToWire(state: AccountFundingState, settlementCurrency: string): FundingSnapshot {
  const { membership, attachment, latestRun, evidence } = state;
  const derived = deriveFunding({
    membership: membership ? { status: membership.status, observedCurrency: membership.observedCurrency } : null,
    portfolioFundingDisabled: state.membershipPortfolio?.fundingDisabled ?? false,
    attachment: attachment ? { state: attachment.state, wabaCurrency: attachment.wabaCurrency } : null,
    latestAllocation: evidence.latestAllocation,
    lastVerifiedAt: evidence.lastVerifiedAt,
    lastCheck: evidence.lastCheck,
    latestRun: latestRun ? { status: latestRun.status, errorKind: latestRun.errorKind } : null,
    credits: state.credits,
  });
  return {
    latestRun,
    status: derived.status,
    funding: {
      waba_id: state.wabaId,
      business_portfolio_id: membership?.portfolioId,
      status: toProtoEnum('FUNDING_STATUS', derived.status),
      reason: derived.reason ?? undefined,
      message: derived.message,
      currency: settlementCurrency,
      waba_currency: derived.wabaCurrency ?? undefined,
      last_verified_at: evidence.lastVerifiedAt?.toISOString(),
      last_checked_at: evidence.lastCheck?.at.toISOString(),
      paid_messages: derived.paidMessages,
      operation: latestRun ? runToWire(latestRun) : undefined,
    },
  };
}
