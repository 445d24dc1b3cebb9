import { loadContracts, type funding } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { startService, type RunningService } from '@platform/service';
import type { Config } from './config';
import { TokenCipher } from './infra/crypto/token-cipher';
import { startSweeper } from './infra/events/sweeper';
import { startUsageConsumer } from './infra/events/usage.consumer';
import { FUNDING_STREAM, WorkQueue } from './infra/events/work-queue';
import { startWorkers } from './infra/events/workers.consumer';
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
import type { FundingDeps } from './usecases/deps';
import { EnsureFundingUseCase } from './usecases/ensure-funding.usecase';
import { ProcessRevocationUseCase } from './usecases/process-revocation.usecase';
import { ProcessRunUseCase } from './usecases/process-run.usecase';
import { RevokePortfolioUseCase } from './usecases/revoke-portfolio.usecase';

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
 * Boots funding: config → db (migrations) → bus (stream FUNDING) → workers, sweeper and usage
 * consumer (stopped on shutdown after the server) → gRPC server with health → shutdown stack.
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
      const deps: FundingDeps = {
        db,
        clock,
        config,
        logger,
        graph: new GraphClient({ baseUrl: config.UPSTREAM_BASE_URL, graphVersion: config.UPSTREAM_GRAPH_VERSION, timeoutMs: config.UPSTREAM_TIMEOUT_MS }),
        cipher: config.TOKEN_ENCRYPTION_KEY ? new TokenCipher(config.TOKEN_ENCRYPTION_KEY) : undefined,
        queue: new WorkQueue(bus),
      };
      if (!deps.cipher) logger.warn('TOKEN_ENCRYPTION_KEY is not set: external solutions cannot be configured with tokens');
      if (opts.workers ?? true) {
        const subs = await startWorkers(bus, logger, new ProcessRunUseCase(deps), new ProcessRevocationUseCase(deps), {
          ackWaitMs: config.FUNDING_WORK_ACK_WAIT_MS,
          retryDelayMs: config.FUNDING_RETRY_DELAY_MS,
        });
        onShutdown('funding-workers', async () => {
          await Promise.all(subs.map((s) => s.stop()));
        });
      }
      if (opts.sweeper ?? true) {
        const sweeper = startSweeper(deps, logger);
        onShutdown('funding-sweeper', () => sweeper.stop());
      }
      if (opts.usageConsumer ?? true) {
        const usage = await startUsageConsumer({ db, bus, logger, clock });
        onShutdown('funding-usage-consumer', () => usage.stop());
      }
      const implementation: funding.FundingServiceHandlers = {
        EnsureFunding: unaryHandler(ensureFundingRpc(new EnsureFundingUseCase(deps)), { logger }),
        GetFunding: unaryHandler(getFundingRpc(deps), { logger }),
        GetAccountUsage: unaryHandler(getAccountUsageRpc(deps), { logger }),
        ListPortfolioAccounts: unaryHandler(listPortfolioAccountsRpc(deps), { logger }),
        GetPortfolioUsage: unaryHandler(getPortfolioUsageRpc(deps), { logger }),
        RevokePortfolioFunding: unaryHandler(revokePortfolioFundingRpc(new RevokePortfolioUseCase(deps)), { logger }),
        GetFundingOperation: unaryHandler(getFundingOperationRpc(deps), { logger }),
        ConfigureSolution: unaryHandler(configureSolutionRpc(deps), { logger }),
        ListSolutions: unaryHandler(listSolutionsRpc(deps), { logger }),
      };
      return [{ name: 'svc.funding.v1.FundingService', definition: contracts.funding.FundingService.service, implementation }];
    },
  });
}
