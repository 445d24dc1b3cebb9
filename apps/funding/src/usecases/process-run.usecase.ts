import { isPastDeadline, isTerminalRun, nextRunStatus, type RunEvent } from '../domain/funding-run';
import type { AllocationRequestStatus } from '../domain/funding-status';
import { AccountsRepository } from '../infra/db/accounts.repository';
import { EvidenceRepository } from '../infra/db/evidence.repository';
import { RunsRepository, type RunRow } from '../infra/db/runs.repository';
import { SolutionsRepository } from '../infra/db/solutions.repository';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { FundingDeps } from './deps';
import { solutionToken } from './solution-token';

/** Thrown to have the queue redeliver the item later (allocation still pending, transient upstream failure, run not visible yet). */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/** How a delivery of a run work item ended. */
export type RunOutcome = 'missing' | 'terminal' | 'succeeded' | 'failed' | 'cancelled' | 'expired';

const KNOWN_STATUSES: AllocationRequestStatus[] = ['APPROVED', 'PENDING', 'DECLINED', 'DELETED'];

/** Deliveries of an item whose run cannot be read before it is dropped (its transaction rolled back). */
const MISSING_RUN_DELIVERIES = 8;

/**
 * The worker side of a funding run: drives it against the upstream credit line and allocation API.
 * Idempotent per delivery: a redelivered item (worker crash, ack wait) resumes from what was
 * recorded (the allocation id is stored before it is confirmed, so the line is never shared twice).
 */
export class ProcessRunUseCase {
  constructor(private readonly deps: FundingDeps) {}

  /** Processes one delivery of run `runId`. Throws {@link RetryLater} to be redelivered. */
  async execute(projectId: string, runId: string, deliveryCount: number): Promise<RunOutcome> {
    const started = await this.begin(projectId, runId);
    if (started === 'missing') {
      // The publishing transaction may not be committed yet; after a few tries it rolled back.
      if (deliveryCount < MISSING_RUN_DELIVERIES) throw new RetryLater('run not visible yet');
      return 'missing';
    }
    if (typeof started === 'string') return started;
    return this.drive(started);
  }

  /** Locks the run, applies deadline and blockers, and moves it to running. */
  private async begin(projectId: string, runId: string): Promise<RunRow | 'missing' | 'terminal' | 'cancelled' | 'expired'> {
    return this.deps.db.transaction(async (trx) => {
      const runs = new RunsRepository(trx);
      const run = await runs.get(projectId, runId, true);
      if (!run) return 'missing';
      if (isTerminalRun(run.status)) return 'terminal';
      const now = this.deps.clock.now();
      if (isPastDeadline(run.deadlineAt, now)) {
        await this.transition(runs, run, 'expire', now, { errorKind: 'deadline_exceeded' });
        return 'expired';
      }
      const blocker = await this.blocker(new AccountsRepository(trx), run);
      if (blocker) {
        await this.transition(runs, run, 'cancel', now, { errorKind: blocker });
        return 'cancelled';
      }
      await this.transition(runs, run, run.status === 'pending' ? 'start' : 'resume', now, { attempts: true });
      return { ...run, status: 'running' };
    });
  }

  /** Why the run must not go on (rule 5), or null. */
  private async blocker(accounts: AccountsRepository, run: RunRow): Promise<string | null> {
    const portfolio = await accounts.getPortfolio(run.projectId, run.portfolioId);
    if (portfolio?.fundingDisabled) return 'portfolio_funding_disabled';
    const membership = await accounts.getMembership(run.projectId, run.wabaId);
    if (!membership || membership.status !== 'active') return 'membership_removed';
    const attachment = await accounts.getAttachment(run.projectId, run.wabaId);
    if (attachment?.state === 'revoked') return 'attachment_revoked';
    return null;
  }

  private async drive(run: RunRow): Promise<RunOutcome> {
    const { db, graph, clock } = this.deps;
    const accounts = new AccountsRepository(db.knex);
    const membership = (await accounts.getMembership(run.projectId, run.wabaId))!;
    const solution = await new SolutionsRepository(db.knex).get(run.projectId, membership.solutionId);
    if (!solution || !solution.active || !solution.accessTokenEnc) return this.finish(run, 'fail', { errorKind: 'solution_unavailable' });
    let token: string;
    try {
      token = solutionToken(this.deps, solution);
    } catch {
      return this.finish(run, 'fail', { errorKind: 'solution_unavailable' });
    }

    try {
      let attachment = await accounts.getAttachment(run.projectId, run.wabaId);
      if (!attachment?.allocationConfigId) {
        const currency = membership.observedCurrency ?? (await graph.getWaba(token, run.wabaId)).currency ?? this.deps.config.FUNDING_SETTLEMENT_CURRENCY;
        const { allocationConfigId } = await graph.shareCreditLine(token, solution.creditLineId, run.wabaId, currency);
        await accounts.recordAllocation(run.projectId, { wabaId: run.wabaId, solutionId: solution.solutionId, creditLineId: solution.creditLineId, allocationConfigId, wabaCurrency: currency }, clock.now());
        attachment = await accounts.getAttachment(run.projectId, run.wabaId);
      }
      const allocation = await graph.getAllocation(token, attachment!.allocationConfigId!);
      const waba = await graph.getWaba(token, run.wabaId);
      const status = KNOWN_STATUSES.includes(allocation.requestStatus as AllocationRequestStatus) ? (allocation.requestStatus as AllocationRequestStatus) : 'PENDING';
      const match = allocation.receivingCredentialId !== null && waba.primaryFundingId === allocation.receivingCredentialId;
      return await this.recordObservation(run, status, match, allocation.receivingCredentialId);
    } catch (err) {
      if (err instanceof RetryLater) throw err;
      if (!(err instanceof UpstreamError)) throw err;
      await this.recordFailedCheck(run, err);
      if (err.transient) throw new RetryLater(`upstream ${err.kind}`);
      const kind = err.kind === 'upstream_rejected' && /already has an active credit line/i.test(err.detail) ? 'existing_payment_method' : err.kind;
      return this.finish(run, 'fail', { errorKind: kind, upstreamErrorCode: err.code });
    }
  }

  /** Records the check and allocation evidence and settles the run from it. */
  private async recordObservation(run: RunRow, status: AllocationRequestStatus, match: boolean, credentialId: string | null): Promise<RunOutcome> {
    const outcome = await this.deps.db.transaction(async (trx) => {
      const now = this.deps.clock.now();
      const evidence = new EvidenceRepository(trx);
      const accounts = new AccountsRepository(trx);
      await evidence.append(run.projectId, run.wabaId, { kind: 'check', ok: true }, now, { runId: run.id });
      await evidence.append(run.projectId, run.wabaId, { kind: 'allocation', requestStatus: status, fundingIdsMatch: match }, now, { runId: run.id });
      await accounts.setReceivingCredential(run.projectId, run.wabaId, credentialId, now);
      if (status === 'DELETED') await accounts.markAttachmentRevoked(run.projectId, run.wabaId, now);
      const runs = new RunsRepository(trx);
      const current = await runs.get(run.projectId, run.id, true);
      if (!current || isTerminalRun(current.status)) return 'terminal' as const;
      if (status === 'APPROVED' && match) {
        await evidence.append(run.projectId, run.wabaId, { kind: 'verification' }, now, { runId: run.id });
        await this.transition(runs, current, 'succeed', now, {});
        return 'succeeded' as const;
      }
      if (status === 'PENDING') {
        if (isPastDeadline(current.deadlineAt, now)) {
          await this.transition(runs, current, 'expire', now, { errorKind: 'deadline_exceeded' });
          return 'expired' as const;
        }
        await runs.update(run.projectId, run.id, { status: 'running' }, now);
        return 'poll' as const;
      }
      const errorKind = status === 'DECLINED' ? 'allocation_declined' : status === 'DELETED' ? 'allocation_deleted' : 'funding_id_mismatch';
      await this.transition(runs, current, 'fail', now, { errorKind });
      return 'failed' as const;
    });
    if (outcome === 'poll') throw new RetryLater('allocation pending upstream');
    return outcome;
  }

  private async recordFailedCheck(run: RunRow, err: UpstreamError): Promise<void> {
    this.deps.logger.warn({ runId: run.id, kind: err.kind, code: err.code, traceId: err.traceId }, 'funding run upstream call failed');
    await new EvidenceRepository(this.deps.db.knex).append(run.projectId, run.wabaId, { kind: 'check', ok: false, errorKind: err.kind, upstreamErrorCode: err.code }, this.deps.clock.now(), { runId: run.id });
  }

  private async finish(run: RunRow, event: 'fail', f: { errorKind: string; upstreamErrorCode?: number | null }): Promise<RunOutcome> {
    return this.deps.db.transaction(async (trx) => {
      const runs = new RunsRepository(trx);
      const current = await runs.get(run.projectId, run.id, true);
      if (!current || isTerminalRun(current.status)) return 'terminal';
      await this.transition(runs, current, event, this.deps.clock.now(), f);
      return 'failed';
    });
  }

  /** Applies `event` through the transition table; a terminal move stamps finished_at. */
  private async transition(runs: RunsRepository, run: RunRow, event: RunEvent, now: Date, f: { errorKind?: string; upstreamErrorCode?: number | null; attempts?: boolean }): Promise<void> {
    const next = nextRunStatus(run.status, event);
    if (!next) throw new Error(`funding run ${run.id}: ${event} not allowed in ${run.status}`);
    await runs.update(
      run.projectId,
      run.id,
      {
        status: next,
        finishedAt: isTerminalRun(next) ? now : undefined,
        errorKind: f.errorKind,
        upstreamErrorCode: f.upstreamErrorCode,
        attemptsIncrement: f.attempts,
      },
      now,
    );
  }
}

/** Expires (or leaves alone) one active run past its deadline; used by the sweeper. */
export async function expireRun(deps: FundingDeps, projectId: string, runId: string): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const runs = new RunsRepository(trx);
    const run = await runs.get(projectId, runId, true);
    const now = deps.clock.now();
    if (!run || isTerminalRun(run.status) || !isPastDeadline(run.deadlineAt, now)) return false;
    await runs.update(projectId, runId, { status: nextRunStatus(run.status, 'expire')!, finishedAt: now, errorKind: 'deadline_exceeded' }, now);
    return true;
  });
}
