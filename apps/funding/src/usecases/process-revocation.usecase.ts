import { isTerminalOperation, nextOperationStatus } from '../domain/revocation';
import { AccountsRepository, type AttachmentRow } from '../infra/db/accounts.repository';
import { EvidenceRepository } from '../infra/db/evidence.repository';
import { OperationsRepository, type OperationRow } from '../infra/db/operations.repository';
import { SolutionsRepository } from '../infra/db/solutions.repository';
import { UpstreamError } from '../infra/upstream/graph-client';
import type { FundingDeps } from './deps';
import { RetryLater } from './process-run.usecase';
import { solutionToken } from './solution-token';

/** Deliveries of an item whose operation cannot be read before it is dropped (its transaction rolled back). */
const MISSING_OPERATION_DELIVERIES = 8;

/**
 * The worker side of a portfolio revocation: deletes every allocation in scope upstream and marks an
 * attachment revoked only when the upstream confirms the deletion (request_status DELETED, or the
 * allocation is gone after our DELETE). Transient failures are retried until the run deadline;
 * permanent ones fail the operation, which may then be partially applied.
 */
export class ProcessRevocationUseCase {
  constructor(private readonly deps: FundingDeps) {}

  /** Processes one delivery. Throws {@link RetryLater} to be redelivered. */
  async execute(projectId: string, operationId: string, deliveryCount: number): Promise<'missing' | 'terminal' | 'succeeded' | 'failed'> {
    const { db, clock } = this.deps;
    const op = await db.transaction(async (trx) => {
      const repo = new OperationsRepository(trx);
      const o = await repo.get(projectId, operationId, true);
      if (!o || isTerminalOperation(o.status)) return o;
      await repo.update(projectId, o.id, { status: nextOperationStatus(o.status, o.status === 'pending' ? 'start' : 'resume')! }, clock.now());
      return o;
    });
    if (!op) {
      if (deliveryCount < MISSING_OPERATION_DELIVERIES) throw new RetryLater('operation not visible yet');
      return 'missing';
    }
    if (isTerminalOperation(op.status)) return 'terminal';

    const accounts = new AccountsRepository(db.knex);
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
    const tooOld = clock.now().getTime() - op.startedAt.getTime() >= this.deps.config.FUNDING_RUN_DEADLINE_MS;
    if (transient && !tooOld) throw new RetryLater('transient upstream failure during revocation');
    if (transient) firstFailure ??= { kind: 'upstream_unavailable', code: null };

    const after = (await accounts.attachmentsOfPortfolio(projectId, op.portfolioId)).filter((a) => a.allocationConfigId);
    const revoked = after.filter((a) => a.state === 'revoked').length;
    return db.transaction(async (trx) => {
      const repo = new OperationsRepository(trx);
      const current = await repo.get(projectId, op.id, true);
      if (!current || isTerminalOperation(current.status)) return 'terminal';
      const failed = after.length - revoked;
      const status = failed === 0 ? 'succeeded' : 'failed';
      await repo.update(
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

  /** Deletes one allocation and confirms it; 'revoked' or the classified failure. */
  private async revokeOne(op: OperationRow, a: AttachmentRow): Promise<'revoked' | { kind: string; code: number | null; transient: boolean }> {
    const { db, graph, clock } = this.deps;
    const solution = await new SolutionsRepository(db.knex).get(op.projectId, a.solutionId);
    let token: string;
    try {
      if (!solution) throw new Error('solution missing');
      token = solutionToken(this.deps, solution);
    } catch {
      return { kind: 'solution_unavailable', code: null, transient: false };
    }
    const evidence = new EvidenceRepository(db.knex);
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
        this.deps.logger.warn({ operationId: op.id, wabaId: a.wabaId, kind: err.kind, code: err.code, traceId: err.traceId }, 'revocation upstream call failed');
        await evidence.append(op.projectId, a.wabaId, { kind: 'check', ok: false, errorKind: err.kind, upstreamErrorCode: err.code }, clock.now(), { operationId: op.id });
        return { kind: err.kind, code: err.code, transient: err.transient };
      }
    }
    await db.transaction(async (trx) => {
      const now = clock.now();
      const ev = new EvidenceRepository(trx);
      await ev.append(op.projectId, a.wabaId, { kind: 'check', ok: true }, now, { operationId: op.id });
      await ev.append(op.projectId, a.wabaId, { kind: 'allocation', requestStatus: 'DELETED', fundingIdsMatch: false }, now, { operationId: op.id });
      await new AccountsRepository(trx).markAttachmentRevoked(op.projectId, a.wabaId, now);
    });
    return 'revoked';
  }
}
