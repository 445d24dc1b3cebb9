import { normalizePage, pageMeta, type funding, type PageInput } from '@platform/contracts';
import { isLockTimeout, isUniqueViolation } from '@platform/db';
import { DomainError } from '@platform/errors';
import { decideEnsure, isActiveRun } from '../domain/funding-run';
import { contention, fundingConflicts, notFoundErrors, queueUnavailable, upstreamVerificationFailed } from '../domain/funding-errors';
import type { MembershipRow } from '../infra/db/accounts.repository';
import type { SolutionRow } from '../infra/db/solutions.repository';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { UsecaseContext } from './context';
import { fundingToWire } from '../wire/funding.wire';
import { solutionToken } from './solution-token';

/** Result of POST funding: the Funding object and whether a run is in progress (202). */
export interface EnsureFundingResult {
  funding: funding.Funding;
  inProgress: boolean;
}

/**
 * The funding of an account (spec 2.1, 3.2, 4.1): ensure it (start or reuse a run), read it, and
 * list a portfolio's accounts with theirs. Every Funding object is derived from the account's state
 * read in one statement (the funding-state repository).
 */
export class FundingUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * POST /messaging/accounts/{waba_id}/funding. Checks every 409 condition, verifies the association
   * upstream when the membership is unknown (a 502 there writes nothing), then, under a per-account
   * advisory lock, reuses the active run, returns the terminal run during the cooldown, or starts a
   * run and queues it.
   *
   * The queue publish happens inside the transaction, BEFORE its commit; they are not atomic. A
   * publish the broker refuses rolls the run back (503, nothing written). The other orders are safe
   * because of what stands behind the queue, not because of the transaction:
   * - a work item whose run never commits (the commit fails, the process dies before it, or the
   *   transaction is re-run after a serialization failure and inserts another run): the run worker
   *   finds no run, retries a few deliveries in case the commit is only late, then acks the item
   *   as `missing` (FundingRunsUsecase.process) — nothing happens upstream;
   * - a worker that picks the item up before the commit lands sees no run yet and retries likewise;
   * - a committed run whose item is lost (the broker is not crash-durable) or dropped as missing
   *   after a very late commit: the sweeper re-queues active runs untouched for twice the ack wait
   *   and expires them past their deadline (FundingRunsUsecase.requeueStale/expireOverdue);
   * - a duplicate item is harmless: the worker resumes from the stored run state.
   */
  async ensure(projectId: string, wabaId: string, portfolioId: string): Promise<EnsureFundingResult> {
    const { db, settings } = this.ctx;
    const solution = await this.singleActiveSolution(projectId);
    const state = await this.ctx.fundingState.forEnsure(projectId, wabaId, portfolioId);
    if (state.requestedPortfolio?.fundingDisabled) throw fundingConflicts.portfolioDisabled(portfolioId);
    const membership = state.membership;
    let observedCurrency: string | null = null;
    if (membership) {
      this.assertMembershipUsable(membership, wabaId, portfolioId, solution);
    } else {
      // Prove upstream access first: only a caller whose solution reaches the account may learn that
      // another project funds it (no existence oracle across projects, docs/decisions/0204).
      observedCurrency = await this.verifyUpstream(solution, wabaId, portfolioId);
      if (state.activeInOtherProject) throw fundingConflicts.otherProject(wabaId);
    }
    if (state.attachment?.state === 'revoked') throw fundingConflicts.attachmentRevoked(wabaId);

    try {
      return await db.transaction(async (trx) => {
        // Serialises ensure calls of one account; waiting longer than the bound is contention (503).
        await this.ctx.accounts.lockAccount(trx, projectId, wabaId, settings.lockTimeoutMs);
        const now = this.ctx.clock.now();
        const inserted = membership
          ? false
          : await this.ctx.accounts.recordMembership(trx, projectId, { wabaId, portfolioId, solutionId: solution.solutionId, observedCurrency }, now);
        // The state the decision is made on: read once, under the lock.
        const locked = await this.ctx.fundingState.forEnsure(projectId, wabaId, portfolioId, trx);
        if (!membership) {
          // Not inserted: a concurrent request of this project recorded it first (active), or another
          // project holds the account. Recorded first, perhaps with other facts: check it as known.
          if (!inserted && locked.membership?.status !== 'active') throw fundingConflicts.otherProject(wabaId);
          if (locked.membership) this.assertMembershipUsable(locked.membership, wabaId, portfolioId, solution);
        }
        if (locked.requestedPortfolio?.fundingDisabled) throw fundingConflicts.portfolioDisabled(portfolioId);

        const current = fundingToWire(locked, settings.settlementCurrency);
        const latest = current.latestRun;
        const decision = decideEnsure(
          latest ? { status: latest.status, finishedAt: latest.finishedAt } : null,
          current.status === 'funded',
          now,
          settings.cooldownMs,
        );
        if (decision.kind === 'reuse') {
          return { funding: current.funding, inProgress: Boolean(latest && isActiveRun(latest.status)) && current.status !== 'funded' };
        }
        const run = await this.ctx.runs.insertPending(
          trx,
          projectId,
          { wabaId, portfolioId, deadlineAt: new Date(now.getTime() + settings.runDeadlineMs) },
          now,
        );
        try {
          await this.ctx.queue.requestRun({ runId: run.id, projectId, wabaId });
        } catch (err) {
          this.ctx.logger.warn({ err, runId: run.id }, 'funding queue rejected a run; rolling back');
          throw queueUnavailable();
        }
        // Nothing else changed under the lock: the answer is the same state with the new run.
        return { funding: fundingToWire({ ...locked, latestRun: run }, settings.settlementCurrency).funding, inProgress: true };
      });
    } catch (err) {
      if (err instanceof DomainError) throw err;
      if (isLockTimeout(err)) throw contention();
      if (isUniqueViolation(err)) {
        // The partial unique index caught a second active run (only possible without the lock, e.g. a
        // bug or a manual insert): answer with the run that won.
        const again = fundingToWire(await this.ctx.fundingState.ofAccount(projectId, wabaId), settings.settlementCurrency);
        return { funding: again.funding, inProgress: Boolean(again.latestRun && isActiveRun(again.latestRun.status)) };
      }
      throw err;
    }
  }

  /**
   * GET /messaging/accounts/{waba_id}/funding. An account this project never recorded answers
   * not_funded with reason funding_not_started, exactly as a foreign account does.
   */
  async get(projectId: string, wabaId: string): Promise<funding.Funding> {
    return fundingToWire(await this.ctx.fundingState.ofAccount(projectId, wabaId), this.ctx.settings.settlementCurrency).funding;
  }

  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts: the portfolio's accounts in this project, most
   * recent first, each with its Funding; three statements whatever the page size (404 for a
   * portfolio this project never recorded).
   */
  async listPortfolioAccounts(
    projectId: string,
    portfolioId: string,
    pageRequest: PageInput | null | undefined,
  ): Promise<funding.ListPortfolioAccountsResponse> {
    const { page, perPage } = normalizePage(pageRequest);
    if (!(await this.ctx.accounts.getPortfolio(projectId, portfolioId))) throw notFoundErrors.portfolio();
    const total = await this.ctx.accounts.countOfPortfolio(projectId, portfolioId);
    const states = await this.ctx.fundingState.pageOfPortfolio(projectId, portfolioId, page, perPage);
    const accounts = states.map((s) => ({
      waba_id: s.wabaId,
      business_portfolio_id: s.membership!.portfolioId,
      membership_status: s.membership!.status,
      created_at: s.membership!.createdAt,
      funding: fundingToWire(s, this.ctx.settings.settlementCurrency).funding,
    }));
    return { accounts, meta: pageMeta(page, perPage, total) };
  }

  /** Exactly one active external solution (rule 1). */
  private async singleActiveSolution(projectId: string): Promise<SolutionRow> {
    const active = await this.ctx.solutions.listActive(projectId);
    if (active.length === 0) throw fundingConflicts.noActiveSolution();
    if (active.length > 1) throw fundingConflicts.severalActiveSolutions();
    return active[0];
  }

  private assertMembershipUsable(m: MembershipRow, wabaId: string, portfolioId: string, solution: SolutionRow): void {
    if (m.status === 'removed') throw fundingConflicts.membershipRemoved(wabaId);
    if (m.portfolioId !== portfolioId) throw fundingConflicts.otherPortfolio(wabaId);
    if (m.solutionId !== solution.solutionId) throw fundingConflicts.otherSolution(wabaId);
  }

  /**
   * Rule 2: reads the account through the solution and checks its owning portfolio. Returns the
   * observed account currency. Not reachable or another owner → 409; upstream failure → 502.
   */
  private async verifyUpstream(solution: SolutionRow, wabaId: string, portfolioId: string): Promise<string | null> {
    const token = solutionToken(this.ctx, solution);
    try {
      const waba = await this.ctx.graph.getWaba(token, wabaId);
      if (waba.ownerBusinessId !== portfolioId) throw fundingConflicts.notConfirmed(wabaId, portfolioId);
      return waba.currency;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      if (err.kind === 'upstream_not_found' || err.kind === 'upstream_permission_denied') throw fundingConflicts.notConfirmed(wabaId, portfolioId);
      this.ctx.logger.warn({ kind: err.kind, code: err.code, traceId: err.traceId, wabaId }, 'upstream could not verify account access');
      throw upstreamVerificationFailed(err.kind === 'upstream_rejected' ? 'upstream_error' : err.kind, err.code, err.traceId);
    }
  }
}
