import { createHash } from 'node:crypto';
import type { funding } from '@platform/contracts';
import { nextRunStatus } from '../domain/funding-run';
import { idempotencyErrors, notFoundErrors, queueUnavailable } from '../domain/funding-errors';
import { AccountsRepository } from '../infra/db/accounts.repository';
import { OperationsRepository, operationToProto } from '../infra/db/operations.repository';
import { RunsRepository } from '../infra/db/runs.repository';
import type { FundingDeps } from './deps';

/** Printable ASCII, 1 to 255 characters (the usual Idempotency-Key shape). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Result of a revoke request: the operation, and whether it is a stored answer. */
export interface RevokeResult {
  operation: funding.FundingOperation;
  replayed: boolean;
}

/**
 * POST /messaging/portfolios/{portfolio_id}/funding/revoke (4.12). Idempotent by Idempotency-Key,
 * scoped per project: the first request disables the portfolio's funding (no run starts or resumes),
 * cancels its active runs, records a pending operation and queues it — in one transaction with the
 * key's stored answer. Same key and body → the stored answer; other body → 422; first still in
 * flight → 409. Validation failures (400, 404) are not stored: the key stays usable.
 */
export class RevokePortfolioUseCase {
  constructor(private readonly deps: FundingDeps) {}

  /** Handles one request. */
  async execute(projectId: string, portfolioId: string, key: string, bodyJson: string, reason: string | null): Promise<RevokeResult> {
    if (!key) throw idempotencyErrors.missing();
    if (!KEY_PATTERN.test(key)) throw idempotencyErrors.invalid();
    const { db, clock, config } = this.deps;
    const portfolio = await new AccountsRepository(db.knex).getPortfolio(projectId, portfolioId);
    if (!portfolio) throw notFoundErrors.portfolio();

    const hash = createHash('sha256').update(`${portfolioId}\n${bodyJson}`).digest('hex');
    const ops = new OperationsRepository(db.knex);
    const claim = await ops.claimKey(projectId, key, hash, clock.now(), config.IDEMPOTENCY_TTL_MS);
    if (!claim.claimed) {
      if (claim.existing.requestHash !== hash) throw idempotencyErrors.bodyMismatch();
      if (claim.existing.state === 'in_flight' || !claim.existing.response) throw idempotencyErrors.inFlight();
      return { operation: claim.existing.response, replayed: true };
    }

    try {
      const operation = await db.transaction(async (trx) => {
        const now = clock.now();
        const accounts = new AccountsRepository(trx);
        await accounts.disablePortfolioFunding(projectId, portfolioId, now);
        const runs = new RunsRepository(trx);
        for (const run of await runs.activeOfPortfolio(projectId, portfolioId)) {
          await runs.update(projectId, run.id, { status: nextRunStatus(run.status, 'cancel')!, finishedAt: now, errorKind: 'portfolio_funding_disabled' }, now);
        }
        const inScope = (await accounts.attachmentsOfPortfolio(projectId, portfolioId)).filter((a) => a.state === 'active' && a.allocationConfigId);
        const repo = new OperationsRepository(trx);
        const op = await repo.insertPending(projectId, portfolioId, reason, inScope.length, now);
        try {
          await this.deps.queue.requestRevocation({ operationId: op.id, projectId, portfolioId });
        } catch (err) {
          this.deps.logger.warn({ err, operationId: op.id }, 'funding queue rejected a revocation; rolling back');
          throw queueUnavailable();
        }
        const answer = operationToProto(op);
        await repo.completeKey(projectId, key, answer);
        return answer;
      });
      return { operation, replayed: false };
    } catch (err) {
      await ops.releaseKey(projectId, key).catch(() => undefined);
      throw err;
    }
  }
}
