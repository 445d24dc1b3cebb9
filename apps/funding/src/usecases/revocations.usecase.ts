import { createHash } from 'node:crypto';
import { publishAllocationRevoked } from '../infra/events/notices.publisher';
import type { funding } from '@platform/contracts';
import { nextRunStatus } from '../domain/funding-run';
import { idempotencyErrors, notFoundErrors, queueUnavailable } from '../domain/funding-errors';
import { isTerminalOperation, nextOperationStatus } from '../domain/revocation';
import type { AttachmentRow } from '../infra/db/accounts.repository';
import type { OperationRow } from '../infra/db/operations.repository';
import { operationToWire } from '../wire/operation.wire';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { UsecaseContext } from './context';
import { RetryLater } from '@platform/bus';
import { solutionToken } from './solution-token';

/** Printable ASCII, 1 to 255 characters (the usual Idempotency-Key shape). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Deliveries of an item whose operation cannot be read before it is dropped (its transaction rolled back). */
const MISSING_OPERATION_DELIVERIES = 8;
/** Operations the sweeper re-queues per pass. */
const SWEEP_BATCH = 100;

/** Result of a revoke request: the operation, and whether it is a stored answer. */
export interface RevokeResult {
  operation: funding.FundingOperation;
  replayed: boolean;
}

/**
 * Portfolio funding revocations (4.12 revoke/poll): the request that disables a portfolio's funding
 * and queues the operation, the worker side that revokes every allocation in scope upstream, and
 * the sweeper's re-queue of operations whose item may be lost.
 */
export class RevocationsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke. Idempotent by Idempotency-Key, scoped
   * per project: the first request disables the portfolio's funding (no run starts or resumes),
   * cancels its active runs, records a pending operation, queues it and stores the key's answer, in
   * one transaction. The queue publish precedes the commit (not atomic with it): a refused publish
   * rolls everything back (503, key released); an item whose operation never commits is acked as
   * `missing` by the worker after a few deliveries; a committed operation whose item is lost is
   * re-queued by the sweeper ({@link requeueStale}). Same key and body → the stored answer; other
   * body → 422; first still in flight → 409. Validation failures (400, 404) are not stored: the key
   * stays usable.
   */
  async revoke(projectId: string, portfolioId: string, key: string, bodyJson: string, reason: string | null): Promise<RevokeResult> {
    if (!key) throw idempotencyErrors.missing();
    if (!KEY_PATTERN.test(key)) throw idempotencyErrors.invalid();
    const { db, clock, settings, accounts, runs, operations } = this.ctx;
    const portfolio = await accounts.getPortfolio(projectId, portfolioId);
    if (!portfolio) throw notFoundErrors.portfolio();

    const hash = createHash('sha256').update(`${portfolioId}\n${bodyJson}`).digest('hex');
    const claim = await operations.claimKey(projectId, key, hash, clock.now(), settings.idempotencyTtlMs);
    if (!claim.claimed) {
      if (claim.existing.requestHash !== hash) throw idempotencyErrors.bodyMismatch();
      if (claim.existing.state === 'in_flight' || !claim.existing.response) throw idempotencyErrors.inFlight();
      return { operation: claim.existing.response, replayed: true };
    }

    try {
      const operation = await db.transaction(async (trx) => {
        const now = clock.now();
        await accounts.disablePortfolioFunding(trx, projectId, portfolioId, now);
        for (const run of await runs.activeOfPortfolioForUpdate(trx, projectId, portfolioId)) {
          await runs.update(
            trx,
            projectId,
            run.id,
            { status: nextRunStatus(run.status, 'cancel')!, finishedAt: now, errorKind: 'portfolio_funding_disabled' },
            now,
          );
        }
        const inScope = (await accounts.attachmentsOfPortfolio(projectId, portfolioId, trx)).filter((a) => a.state === 'active' && a.allocationConfigId);
        const op = await operations.insertPending(trx, projectId, portfolioId, reason, inScope.length, now);
        try {
          await this.ctx.queue.requestRevocation({ operationId: op.id, projectId, portfolioId });
        } catch (err) {
          this.ctx.logger.warn({ err, operationId: op.id }, 'funding queue rejected a revocation; rolling back');
          throw queueUnavailable();
        }
        const answer = operationToWire(op);
        await operations.completeKey(trx, projectId, key, answer);
        return answer;
      });
      return { operation, replayed: false };
    } catch (err) {
      await operations.releaseKey(projectId, key).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The worker side: deletes every allocation in scope upstream and marks an attachment revoked only
   * when the upstream confirms the deletion (request_status DELETED, or the allocation is gone after
   * our DELETE). Transient failures are retried until the run deadline; permanent ones fail the
   * operation, which may then be partially applied. Throws {@link RetryLater} to be redelivered.
   */
  async process(projectId: string, operationId: string, deliveryCount: number): Promise<'missing' | 'terminal' | 'succeeded' | 'failed'> {
    const { db, clock, accounts, operations } = this.ctx;
    const op = await db.transaction(async (trx) => {
      const o = await operations.getForUpdate(trx, projectId, operationId);
      if (!o || isTerminalOperation(o.status)) return o;
      await operations.update(trx, projectId, o.id, { status: nextOperationStatus(o.status, o.status === 'pending' ? 'start' : 'resume')! }, clock.now());
      return o;
    });
    if (!op) {
      // The publishing transaction may not be committed yet; after a few tries it is taken as rolled
      // back (an operation committed later still is re-queued by the sweeper).
      if (deliveryCount < MISSING_OPERATION_DELIVERIES) throw new RetryLater('operation not visible yet');
      return 'missing';
    }
    if (isTerminalOperation(op.status)) return 'terminal';

    const all = await accounts.attachmentsOfPortfolio(projectId, op.portfolioId);
    const inScope = all.filter((a) => a.allocationConfigId);
    let firstFailure: { kind: string; code: number | null } | null = null;
    let transient = false;
    for (const a of inScope.filter((x) => x.state === 'active')) {
      const r = await this.revokeOne(op, a);
      if (r === 'revoked') continue;
      if (r.transient) transient = true;
      else firstFailure ??= { kind: r.kind, code: r.code };
    }
    const tooOld = clock.now().getTime() - op.startedAt.getTime() >= this.ctx.settings.runDeadlineMs;
    if (transient && !tooOld) throw new RetryLater('transient upstream failure during revocation');
    if (transient) firstFailure ??= { kind: 'upstream_unavailable', code: null };

    const after = (await accounts.attachmentsOfPortfolio(projectId, op.portfolioId)).filter((a) => a.allocationConfigId);
    const revoked = after.filter((a) => a.state === 'revoked').length;
    return db.transaction(async (trx) => {
      const current = await operations.getForUpdate(trx, projectId, op.id);
      if (!current || isTerminalOperation(current.status)) return 'terminal';
      const failed = after.length - revoked;
      const status = failed === 0 ? 'succeeded' : 'failed';
      await operations.update(
        trx,
        projectId,
        op.id,
        {
          status: nextOperationStatus(current.status, status === 'succeeded' ? 'succeed' : 'fail')!,
          finishedAt: clock.now(),
          accountsTotal: after.length,
          accountsRevoked: revoked,
          accountsFailed: failed,
          errorKind: failed === 0 ? null : (firstFailure?.kind ?? 'revocation_not_confirmed'),
          upstreamErrorCode: failed === 0 ? null : (firstFailure?.code ?? null),
        },
        clock.now(),
      );
      return status;
    });
  }

  /**
   * Sweeper: re-queues operations (any project) not terminal and untouched for longer than twice the
   * ack wait, whose item may have been lost. A re-queued item is harmless: the worker resumes from
   * the stored state. A failed publish is left for the next pass.
   */
  async requeueStale(): Promise<void> {
    const now = this.ctx.clock.now();
    const staleBefore = new Date(now.getTime() - 2 * this.ctx.settings.workAckWaitMs);
    for (const o of await this.ctx.operations.stale(staleBefore, SWEEP_BATCH)) {
      await this.ctx.queue
        .requestRevocation({ operationId: o.id, projectId: o.projectId, portfolioId: o.portfolioId }, Math.floor(now.getTime() / 1000))
        .catch((err) => this.ctx.logger.warn({ err, operationId: o.id }, 're-queue failed'));
    }
  }

  /** Deletes one allocation and confirms it; 'revoked' or the classified failure. */
  private async revokeOne(op: OperationRow, a: AttachmentRow): Promise<'revoked' | { kind: string; code: number | null; transient: boolean }> {
    const { db, graph, clock, evidence } = this.ctx;
    const solution = await this.ctx.solutions.get(op.projectId, a.solutionId);
    let token: string;
    try {
      if (!solution) throw new Error('solution missing');
      token = solutionToken(this.ctx, solution);
    } catch {
      return { kind: 'solution_unavailable', code: null, transient: false };
    }
    let deletedByUs = false;
    try {
      await graph.deleteAllocation(token, a.allocationConfigId!);
      deletedByUs = true;
      const alloc = await graph.getAllocation(token, a.allocationConfigId!);
      if (alloc.requestStatus !== 'DELETED') {
        await evidence.append(op.projectId, a.wabaId, { kind: 'check', ok: true }, clock.now(), { operationId: op.id });
        return { kind: 'revocation_not_confirmed', code: null, transient: false };
      }
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      // Gone after our own DELETE (or already gone): the upstream no longer has the allocation.
      const gone = err.kind === 'upstream_not_found' && deletedByUs;
      if (!gone) {
        this.ctx.logger.warn({ operationId: op.id, wabaId: a.wabaId, kind: err.kind, code: err.code, traceId: err.traceId }, 'revocation upstream call failed');
        await evidence.append(op.projectId, a.wabaId, { kind: 'check', ok: false, errorKind: err.kind, upstreamErrorCode: err.code }, clock.now(), {
          operationId: op.id,
        });
        return { kind: err.kind, code: err.code, transient: err.transient };
      }
    }
    await db.transaction(async (trx) => {
      const now = clock.now();
      await evidence.append(op.projectId, a.wabaId, { kind: 'check', ok: true }, now, { operationId: op.id }, trx);
      await evidence.append(op.projectId, a.wabaId, { kind: 'allocation', requestStatus: 'DELETED', fundingIdsMatch: false }, now, { operationId: op.id }, trx);
      await this.ctx.accounts.markAttachmentRevoked(trx, op.projectId, a.wabaId, now);
      await publishAllocationRevoked(trx, { projectId: op.projectId, wabaId: a.wabaId, causeId: op.id }, now);
    });
    return 'revoked';
  }
}
