import type { Knex } from 'knex';
import type { funding } from '@platform/contracts';
import { deriveFunding } from '../domain/funding-status';
import { AccountsRepository } from '../infra/db/accounts.repository';
import { EvidenceRepository } from '../infra/db/evidence.repository';
import { RunsRepository, runToProto, type RunRow } from '../infra/db/runs.repository';

/** Everything the Funding object of one account is built from, plus the latest run. */
export interface FundingSnapshot {
  funding: funding.Funding;
  latestRun: RunRow | undefined;
}

/**
 * Reads the stored evidence of one account in one project and derives the Funding object (spec 2.1).
 * Runs on a transaction or the pool (`q`), so a use case can decide and answer from one snapshot.
 */
export async function loadFunding(q: Knex, projectId: string, wabaId: string, settlementCurrency: string): Promise<FundingSnapshot> {
  const accounts = new AccountsRepository(q);
  const [membership, attachment, latestRun, evidence] = await Promise.all([
    accounts.getMembership(projectId, wabaId),
    accounts.getAttachment(projectId, wabaId),
    new RunsRepository(q).latest(projectId, wabaId),
    new EvidenceRepository(q).latest(projectId, wabaId),
  ]);
  const portfolio = membership ? await accounts.getPortfolio(projectId, membership.portfolioId) : undefined;
  const derived = deriveFunding({
    membership: membership ? { status: membership.status, observedCurrency: membership.observedCurrency } : null,
    portfolioFundingDisabled: portfolio?.fundingDisabled ?? false,
    attachment: attachment ? { state: attachment.state, wabaCurrency: attachment.wabaCurrency } : null,
    latestAllocation: evidence.latestAllocation,
    lastVerifiedAt: evidence.lastVerifiedAt,
    lastCheck: evidence.lastCheck,
    latestRun: latestRun ? { status: latestRun.status, errorKind: latestRun.errorKind } : null,
  });
  return {
    latestRun,
    funding: {
      waba_id: wabaId,
      business_portfolio_id: membership?.portfolioId,
      status: derived.status,
      reason: derived.reason ?? undefined,
      message: derived.message,
      currency: settlementCurrency,
      waba_currency: derived.wabaCurrency ?? undefined,
      last_verified_at: evidence.lastVerifiedAt?.toISOString(),
      last_checked_at: evidence.lastCheck?.at.toISOString(),
      paid_messages: derived.paidMessages,
      operation: latestRun ? runToProto(latestRun) : undefined,
    },
  };
}
