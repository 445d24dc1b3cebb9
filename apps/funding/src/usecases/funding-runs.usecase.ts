import type { Trx } from '@platform/db';
import { publishAllocationRevoked, publishRunFailed } from '../infra/events/notices.publisher';
import { isPastDeadline, isTerminalRun, nextRunStatus, type RunEvent } from '../domain/funding-run';
import type { AllocationRequestStatus } from '../domain/funding-status';
import type { RunRow } from '../infra/db/runs.repository';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { UsecaseContext } from './context';
import { RetryLater } from '@platform/bus';
import { solutionToken } from './solution-token';

/** How a delivery of a run work item ended. */
export type RunOutcome = 'missing' | 'terminal' | 'succeeded' | 'failed' | 'cancelled' | 'expired';

const KNOWN_STATUSES: AllocationRequestStatus[] = ['APPROVED', 'PENDING', 'DECLINED', 'DELETED'];

/** Deliveries of an item whose run cannot be read before it is dropped (its transaction rolled back). */
const MISSING_RUN_DELIVERIES = 8;
/** Runs the sweeper handles per pass and per kind. */
const SWEEP_BATCH = 100;

/**
 * Funding runs once queued (spec 2.2, 3.2): the worker side drives a run against the upstream
 * credit line and allocation API; the sweeper side expires runs past their deadline and re-queues
 * runs whose work item may be lost. Idempotent per delivery: a redelivered item (worker crash, ack
 * wait, re-queue) resumes from what was recorded (the allocation id is stored before it is
 * confirmed, so the line is never shared twice).
 */
export class FundingRunsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Processes one delivery of run `runId`. Throws {@link RetryLater} to be redelivered. */
  async process(projectId: string, runId: string, deliveryCount: number): Promise<RunOutcome> {
    const started = await this.begin(projectId, runId);
    if (started === 'missing') {
      // The publishing transaction may not be committed yet; after a few tries it is taken as rolled
      // back (a run committed later still is re-queued by the sweeper).
      if (deliveryCount < MISSING_RUN_DELIVERIES) throw new RetryLater('run not visible yet');
      return 'missing';
    }
    if (typeof started === 'string') return started;
    return this.drive(started);
  }

  /** Sweeper: expires active runs (any project) past their deadline, even when no worker holds their item. */
  async expireOverdue(): Promise<void> {
    for (const r of await this.ctx.runs.pastDeadline(this.ctx.clock.now(), SWEEP_BATCH)) {
      if (await this.expire(r.projectId, r.id)) this.ctx.logger.info({ runId: r.id }, 'funding run expired past its deadline');
    }
  }

  /**
   * Sweeper: re-queues active runs (any project) untouched for longer than twice the ack wait, whose
   * item may have been lost (the local broker is not crash-durable). A re-queued item is harmless:
   * the worker resumes from the stored state. A failed publish is left for the next pass.
   */
  async requeueStale(): Promise<void> {
    const now = this.ctx.clock.now();
    const staleBefore = new Date(now.getTime() - 2 * this.ctx.settings.workAckWaitMs);
    for (const r of await this.ctx.runs.stale(staleBefore, SWEEP_BATCH)) {
      await this.ctx.queue
        .requestRun({ runId: r.id, projectId: r.projectId, wabaId: r.wabaId }, Math.floor(now.getTime() / 1000))
        .catch((err) => this.ctx.logger.warn({ err, runId: r.id }, 're-queue failed'));
    }
  }

  /** Expires (or leaves alone) one active run past its deadline. */
  private async expire(projectId: string, runId: string): Promise<boolean> {
    return this.ctx.db.transaction(async (trx) => {
      const run = await this.ctx.runs.getForUpdate(trx, projectId, runId);
      const now = this.ctx.clock.now();
      if (!run || isTerminalRun(run.status) || !isPastDeadline(run.deadlineAt, now)) return false;
      await this.ctx.runs.update(trx, projectId, runId, { status: nextRunStatus(run.status, 'expire')!, finishedAt: now, errorKind: 'deadline_exceeded' }, now);
      await publishRunFailed(trx, { projectId, runId, wabaId: run.wabaId, status: 'expired', errorKind: 'deadline_exceeded' }, now);
      return true;
    });
  }

  /** Locks the run, applies deadline and blockers, and moves it to running. */
  private async begin(projectId: string, runId: string): Promise<RunRow | 'missing' | 'terminal' | 'cancelled' | 'expired'> {
    return this.ctx.db.transaction(async (trx) => {
      const run = await this.ctx.runs.getForUpdate(trx, projectId, runId);
      if (!run) return 'missing';
      if (isTerminalRun(run.status)) return 'terminal';
      const now = this.ctx.clock.now();
      if (isPastDeadline(run.deadlineAt, now)) {
        await this.transition(trx, run, 'expire', now, { errorKind: 'deadline_exceeded' });
        return 'expired';
      }
      const blocker = await this.blocker(trx, run);
      if (blocker) {
        await this.transition(trx, run, 'cancel', now, { errorKind: blocker });
        return 'cancelled';
      }
      await this.transition(trx, run, run.status === 'pending' ? 'start' : 'resume', now, { attempts: true });
      return { ...run, status: 'running' };
    });
  }

  /** Why the run must not go on (rule 5), or null. */
  private async blocker(trx: Trx, run: RunRow): Promise<string | null> {
    const { accounts } = this.ctx;
    const portfolio = await accounts.getPortfolio(run.projectId, run.portfolioId, trx);
    if (portfolio?.fundingDisabled) return 'portfolio_funding_disabled';
    const membership = await accounts.getMembership(run.projectId, run.wabaId, trx);
    if (!membership || membership.status !== 'active') return 'membership_removed';
    const attachment = await accounts.getAttachment(run.projectId, run.wabaId, trx);
    if (attachment?.state === 'revoked') return 'attachment_revoked';
    return null;
  }

  private async drive(run: RunRow): Promise<RunOutcome> {
    const { accounts, graph, clock } = this.ctx;
    const membership = (await accounts.getMembership(run.projectId, run.wabaId))!;
    const solution = await this.ctx.solutions.get(run.projectId, membership.solutionId);
    if (!solution || !solution.active || !solution.accessTokenEnc) return this.finish(run, 'fail', { errorKind: 'solution_unavailable' });
    let token: string;
    try {
      token = solutionToken(this.ctx, solution);
    } catch {
      return this.finish(run, 'fail', { errorKind: 'solution_unavailable' });
    }

    try {
      let attachment = await accounts.getAttachment(run.projectId, run.wabaId);
      if (!attachment?.allocationConfigId) {
        const currency = membership.observedCurrency ?? (await graph.getWaba(token, run.wabaId)).currency ?? this.ctx.settings.settlementCurrency;
        const { allocationConfigId } = await graph.shareCreditLine(token, solution.creditLineId, run.wabaId, currency);
        await accounts.recordAllocation(
          run.projectId,
          { wabaId: run.wabaId, solutionId: solution.solutionId, creditLineId: solution.creditLineId, allocationConfigId, wabaCurrency: currency },
          clock.now(),
        );
        attachment = await accounts.getAttachment(run.projectId, run.wabaId);
      }
      const allocation = await graph.getAllocation(token, attachment!.allocationConfigId!);
      const waba = await graph.getWaba(token, run.wabaId);
      const status = KNOWN_STATUSES.includes(allocation.requestStatus as AllocationRequestStatus)
        ? (allocation.requestStatus as AllocationRequestStatus)
        : 'PENDING';
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
    const { evidence, accounts, runs } = this.ctx;
    const outcome = await this.ctx.db.transaction(async (trx) => {
      const now = this.ctx.clock.now();
      await evidence.append(run.projectId, run.wabaId, { kind: 'check', ok: true }, now, { runId: run.id }, trx);
      await evidence.append(run.projectId, run.wabaId, { kind: 'allocation', requestStatus: status, fundingIdsMatch: match }, now, { runId: run.id }, trx);
      await accounts.setReceivingCredential(trx, run.projectId, run.wabaId, credentialId, now);
      if (status === 'DELETED') {
        await accounts.markAttachmentRevoked(trx, run.projectId, run.wabaId, now);
        await publishAllocationRevoked(trx, { projectId: run.projectId, wabaId: run.wabaId, causeId: run.id }, now);
      }
      const current = await runs.getForUpdate(trx, run.projectId, run.id);
      if (!current || isTerminalRun(current.status)) return 'terminal' as const;
      if (status === 'APPROVED' && match) {
        await evidence.append(run.projectId, run.wabaId, { kind: 'verification' }, now, { runId: run.id }, trx);
        await this.transition(trx, current, 'succeed', now, {});
        return 'succeeded' as const;
      }
      if (status === 'PENDING') {
        if (isPastDeadline(current.deadlineAt, now)) {
          await this.transition(trx, current, 'expire', now, { errorKind: 'deadline_exceeded' });
          return 'expired' as const;
        }
        await runs.update(trx, run.projectId, run.id, { status: 'running' }, now);
        return 'poll' as const;
      }
      const errorKind = status === 'DECLINED' ? 'allocation_declined' : status === 'DELETED' ? 'allocation_deleted' : 'funding_id_mismatch';
      await this.transition(trx, current, 'fail', now, { errorKind });
      return 'failed' as const;
    });
    if (outcome === 'poll') throw new RetryLater('allocation pending upstream');
    return outcome;
  }

  private async recordFailedCheck(run: RunRow, err: UpstreamError): Promise<void> {
    this.ctx.logger.warn({ runId: run.id, kind: err.kind, code: err.code, traceId: err.traceId }, 'funding run upstream call failed');
    await this.ctx.evidence.append(
      run.projectId,
      run.wabaId,
      { kind: 'check', ok: false, errorKind: err.kind, upstreamErrorCode: err.code },
      this.ctx.clock.now(),
      { runId: run.id },
    );
  }

  private async finish(run: RunRow, event: 'fail', f: { errorKind: string; upstreamErrorCode?: number | null }): Promise<RunOutcome> {
    return this.ctx.db.transaction(async (trx) => {
      const current = await this.ctx.runs.getForUpdate(trx, run.projectId, run.id);
      if (!current || isTerminalRun(current.status)) return 'terminal';
      await this.transition(trx, current, event, this.ctx.clock.now(), f);
      return 'failed';
    });
  }

  /** Applies `event` through the transition table; a terminal move stamps finished_at. */
  private async transition(
    trx: Trx,
    run: RunRow,
    event: RunEvent,
    now: Date,
    f: { errorKind?: string; upstreamErrorCode?: number | null; attempts?: boolean },
  ): Promise<void> {
    const next = nextRunStatus(run.status, event);
    if (!next) throw new Error(`funding run ${run.id}: ${event} not allowed in ${run.status}`);
    await this.ctx.runs.update(
      trx,
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
    if (next === 'failed' || next === 'expired')
      await publishRunFailed(
        trx,
        {
          projectId: run.projectId,
          runId: run.id,
          wabaId: run.wabaId,
          status: next,
          errorKind: f.errorKind ?? 'unknown',
          upstreamErrorCode: f.upstreamErrorCode,
        },
        now,
      );
  }
}
