import { KeyRing, SecretCipher } from '@platform/crypto';
import { loadContracts, type funding } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { startSweeper } from './inbound/funding.sweeper';
import { startUsageConsumer } from './inbound/usage.consumer';
import { startWorkers } from './inbound/work-queue.worker';
import { AccountsRepository } from './infra/db/accounts.repository';
import { EvidenceRepository } from './infra/db/evidence.repository';
import { FundingStateRepository } from './infra/db/funding-state.repository';
import { OperationsRepository } from './infra/db/operations.repository';
import { RunsRepository } from './infra/db/runs.repository';
import { SolutionsRepository } from './infra/db/solutions.repository';
import { UsageRepository } from './infra/db/usage.repository';
import { FUNDING_STREAM, WorkQueue } from './infra/events/work-queue';
import { GraphClient } from './infra/upstream/graph-client';
import { migrations } from './migrations';
import { configureSolutionRpc } from './rpc/configure-solution.rpc';
import { ensureFundingRpc } from './rpc/ensure-funding.rpc';
import { getAccountUsageRpc } from './rpc/get-account-usage.rpc';
import { getFundingOperationRpc } from './rpc/get-funding-operation.rpc';
import { getFundingRpc } from './rpc/get-funding.rpc';
import { getPortfolioUsageRpc } from './rpc/get-portfolio-usage.rpc';
import { listPortfolioAccountsRpc } from './rpc/list-portfolio-accounts.rpc';
import { listSolutionsRpc } from './rpc/list-solutions.rpc';
import { revokePortfolioFundingRpc } from './rpc/revoke-portfolio-funding.rpc';
import type { UsecaseContext } from './usecases/context';
import { FundingRunsUsecase } from './usecases/funding-runs.usecase';
import { FundingUsecase } from './usecases/funding.usecase';
import { RevocationsUsecase } from './usecases/revocations.usecase';
import { SolutionsUsecase } from './usecases/solutions.usecase';
import { UsageUsecase } from './usecases/usage.usecase';

/** Options of {@link run}; tests inject a clock and may turn the background parts off. */
export interface RunOptions {
  logger?: Logger;
  clock?: Clock;
  /** Run the work-queue workers in this process (default true). */
  workers?: boolean;
  /** Run the deadline/lost-work sweeper (default true). */
  sweeper?: boolean;
  /** Consume the messaging side's pricing events (default true). */
  usageConsumer?: boolean;
}

/**
 * Boots funding: config → db (migrations) → bus (stream FUNDING) → use-case context (repositories,
 * upstream, cipher, queue publisher) and use cases → workers, sweeper and usage consumer (stopped on
 * shutdown after the server) → gRPC server with health → shutdown stack.
 */
export function run(config: Config, opts: RunOptions = {}): Promise<RunningService> {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: 'funding',
    config,
    migrations,
    streams: [FUNDING_STREAM],
    packageDefinitions: [packageDefinitions.funding],
    logger: opts.logger,
    clock: opts.clock,
    async wire({ db, bus, logger, clock, onShutdown }) {
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        graph: new GraphClient({ baseUrl: config.UPSTREAM_BASE_URL, graphVersion: config.UPSTREAM_GRAPH_VERSION, timeoutMs: config.UPSTREAM_TIMEOUT_MS }),
        cipher: config.TOKEN_ENCRYPTION_KEY
          ? new SecretCipher(KeyRing.fromConfig(config.TOKEN_ENCRYPTION_KEY, config.TOKEN_ENCRYPTION_KEY_ID, config.TOKEN_ENCRYPTION_PREVIOUS_KEYS))
          : undefined,
        queue: new WorkQueue(bus),
        settings: {
          settlementCurrency: config.FUNDING_SETTLEMENT_CURRENCY,
          cooldownMs: config.FUNDING_COOLDOWN_MS,
          runDeadlineMs: config.FUNDING_RUN_DEADLINE_MS,
          lockTimeoutMs: config.FUNDING_LOCK_TIMEOUT_MS,
          idempotencyTtlMs: config.IDEMPOTENCY_TTL_MS,
          workAckWaitMs: config.FUNDING_WORK_ACK_WAIT_MS,
        },
        solutions: new SolutionsRepository(db),
        accounts: new AccountsRepository(db),
        fundingState: new FundingStateRepository(db),
        runs: new RunsRepository(db),
        evidence: new EvidenceRepository(db),
        operations: new OperationsRepository(db),
        usage: new UsageRepository(db),
      };
      if (!ctx.cipher) logger.warn('TOKEN_ENCRYPTION_KEY is not set: external solutions cannot be configured with tokens');
      const fundingUc = new FundingUsecase(ctx);
      const runs = new FundingRunsUsecase(ctx);
      const revocations = new RevocationsUsecase(ctx);
      const solutions = new SolutionsUsecase(ctx);
      const usage = new UsageUsecase(ctx);

      if (opts.workers ?? true) {
        const subs = await startWorkers(bus, db, logger, runs, revocations, {
          ackWaitMs: config.FUNDING_WORK_ACK_WAIT_MS,
          retryDelayMs: config.FUNDING_RETRY_DELAY_MS,
        });
        onShutdown('funding-workers', async () => {
          await Promise.all(subs.map((s) => s.stop()));
        });
      }
      if (opts.sweeper ?? true) {
        const sweeper = startSweeper(runs, revocations, logger, config.FUNDING_SWEEP_INTERVAL_MS);
        onShutdown('funding-sweeper', () => sweeper.stop());
      }
      if (opts.usageConsumer ?? true) {
        const consumer = await startUsageConsumer({ db, bus, logger, clock, usage });
        onShutdown('funding-usage-consumer', () => consumer.stop());
      }
      const implementation: funding.FundingServiceHandlers = {
        EnsureFunding: unaryHandler(ensureFundingRpc(fundingUc), { logger }),
        GetFunding: unaryHandler(getFundingRpc(fundingUc), { logger }),
        GetAccountUsage: unaryHandler(getAccountUsageRpc(usage), { logger }),
        ListPortfolioAccounts: unaryHandler(listPortfolioAccountsRpc(fundingUc), { logger }),
        GetPortfolioUsage: unaryHandler(getPortfolioUsageRpc(usage), { logger }),
        RevokePortfolioFunding: unaryHandler(revokePortfolioFundingRpc(revocations), { logger }),
        GetFundingOperation: unaryHandler(getFundingOperationRpc(ctx.operations), { logger, uuids: ['operation_id'] }),
        ConfigureSolution: unaryHandler(configureSolutionRpc(solutions), { logger }),
        ListSolutions: unaryHandler(listSolutionsRpc(ctx.solutions), { logger }),
      };
      return [{ name: 'svc.funding.v1.FundingService', definition: contracts.funding.FundingService.service, implementation }];
    },
  });
}
