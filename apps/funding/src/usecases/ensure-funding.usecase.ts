import type { Knex } from 'knex';
import type { funding } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { decideEnsure, isActiveRun } from '../domain/funding-run';
import { contention, fundingConflicts, queueUnavailable, upstreamVerificationFailed } from '../domain/funding-errors';
import { AccountsRepository, type MembershipRow } from '../infra/db/accounts.repository';
import { RunsRepository } from '../infra/db/runs.repository';
import { SolutionsRepository, type SolutionRow } from '../infra/db/solutions.repository';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { FundingDeps } from './deps';
import { loadFunding } from './funding-view';
import { solutionToken } from './solution-token';

/** Postgres: lock_not_available (lock_timeout hit). */
const LOCK_TIMEOUT = '55P03';
/** Postgres: unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Result of POST funding: the Funding object and whether a run is in progress (202). */
export interface EnsureFundingResult {
  funding: funding.Funding;
  inProgress: boolean;
}

/**
 * POST /messaging/accounts/{waba_id}/funding (spec 4.1). Checks every 409 condition, verifies the
 * association upstream when the membership is unknown (a 502 there writes nothing), then, under a
 * per-account advisory lock, reuses the active run, returns the terminal run during the cooldown, or
 * starts a run and queues it. The run insert and the queue publish commit or fail together.
 */
export class EnsureFundingUseCase {
  constructor(private readonly deps: FundingDeps) {}

  /** Runs the operation for one account of one project. */
  async execute(projectId: string, wabaId: string, portfolioId: string): Promise<EnsureFundingResult> {
    const { db } = this.deps;
    const solution = await this.singleActiveSolution(projectId);
    const accounts = new AccountsRepository(db.knex);
    const portfolio = await accounts.getPortfolio(projectId, portfolioId);
    if (portfolio?.fundingDisabled) throw fundingConflicts.portfolioDisabled(portfolioId);
    const membership = await accounts.getMembership(projectId, wabaId);
    let observedCurrency: string | null = null;
    if (membership) {
      this.assertMembershipUsable(membership, wabaId, portfolioId, solution);
    } else {
      if (await accounts.activeInOtherProject(projectId, wabaId)) throw fundingConflicts.otherProject(wabaId);
      observedCurrency = await this.verifyUpstream(solution, wabaId, portfolioId);
    }
    const attachment = await accounts.getAttachment(projectId, wabaId);
    if (attachment?.state === 'revoked') throw fundingConflicts.attachmentRevoked(wabaId);

    try {
      return await db.transaction(async (trx) => {
        await this.lockAccount(trx, projectId, wabaId);
        const acc = new AccountsRepository(trx);
        const now = this.deps.clock.now();
        if (!membership) {
          await acc.ensurePortfolio(projectId, portfolioId, now);
          const held = await acc.insertMembership(projectId, { wabaId, portfolioId, solutionId: solution.solutionId, observedCurrency }, now);
          if (!held) throw fundingConflicts.otherProject(wabaId);
          // A concurrent request may have recorded it first with other facts: re-check as a known membership.
          const current = await acc.getMembership(projectId, wabaId);
          if (current) this.assertMembershipUsable(current, wabaId, portfolioId, solution);
        }
        const p = await acc.getPortfolio(projectId, portfolioId);
        if (p?.fundingDisabled) throw fundingConflicts.portfolioDisabled(portfolioId);

        const current = await loadFunding(trx, projectId, wabaId, this.deps.config.FUNDING_SETTLEMENT_CURRENCY);
        const latest = current.latestRun;
        const decision = decideEnsure(latest ? { status: latest.status, finishedAt: latest.finishedAt } : null, current.funding.status === 'funded', now, this.deps.config.FUNDING_COOLDOWN_MS);
        if (decision.kind === 'reuse') {
          return { funding: current.funding, inProgress: Boolean(latest && isActiveRun(latest.status)) && current.funding.status !== 'funded' };
        }
        const run = await new RunsRepository(trx).insertPending(projectId, { wabaId, portfolioId, deadlineAt: new Date(now.getTime() + this.deps.config.FUNDING_RUN_DEADLINE_MS) }, now);
        try {
          await this.deps.queue.requestRun({ runId: run.id, projectId, wabaId });
        } catch (err) {
          this.deps.logger.warn({ err, runId: run.id }, 'funding queue rejected a run; rolling back');
          throw queueUnavailable();
        }
        const after = await loadFunding(trx, projectId, wabaId, this.deps.config.FUNDING_SETTLEMENT_CURRENCY);
        return { funding: after.funding, inProgress: true };
      });
    } catch (err) {
      if (err instanceof DomainError) throw err;
      const code = (err as { code?: string }).code;
      if (code === LOCK_TIMEOUT || /Timeout acquiring a connection/i.test((err as Error).message ?? '')) throw contention();
      if (code === UNIQUE_VIOLATION) {
        // The partial unique index caught a second active run (only possible without the lock, e.g. a
        // bug or a manual insert): answer with the run that won.
        const again = await loadFunding(db.knex, projectId, wabaId, this.deps.config.FUNDING_SETTLEMENT_CURRENCY);
        return { funding: again.funding, inProgress: Boolean(again.latestRun && isActiveRun(again.latestRun.status)) };
      }
      throw err;
    }
  }

  /** Exactly one active external solution (rule 1). */
  private async singleActiveSolution(projectId: string): Promise<SolutionRow> {
    const active = await new SolutionsRepository(this.deps.db.knex).listActive(projectId);
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
    const token = solutionToken(this.deps, solution);
    try {
      const waba = await this.deps.graph.getWaba(token, wabaId);
      if (waba.ownerBusinessId !== portfolioId) throw fundingConflicts.notConfirmed(wabaId, portfolioId);
      return waba.currency;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      if (err.kind === 'upstream_not_found' || err.kind === 'upstream_permission_denied') throw fundingConflicts.notConfirmed(wabaId, portfolioId);
      this.deps.logger.warn({ kind: err.kind, code: err.code, traceId: err.traceId, wabaId }, 'upstream could not verify account access');
      throw upstreamVerificationFailed(err.kind === 'upstream_rejected' ? 'upstream_error' : err.kind, err.code, err.traceId);
    }
  }

  /** Serialises ensure calls of one account; waiting longer than the bound is contention (503). */
  private async lockAccount(trx: Knex.Transaction, projectId: string, wabaId: string): Promise<void> {
    await trx.raw(`SET LOCAL lock_timeout = ${Math.floor(this.deps.config.FUNDING_LOCK_TIMEOUT_MS)}`);
    await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`funding:${projectId}:${wabaId}`]);
  }
}
