import type { Bus } from '@platform/bus';
import { readFileSync } from 'node:fs';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { encodeEvent, loadContracts, type funding } from '@platform/contracts';
import { unaryHandler } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { UPSTREAM_CALLS_RECORDED_TYPE, UpstreamCallPublisher, startService, type RunningService } from '@platform/service';
import { billingUrlOf, type Config } from './config';
import { startSweeper } from './inbound/funding.sweeper';
import { startSendAcceptedConsumer } from './inbound/send-accepted.consumer';
import { startUsageConsumer } from './inbound/usage.consumer';
import { startWorkers } from './inbound/work-queue.worker';
import { AccountsRepository } from './infra/db/accounts.repository';
import { CreditsRepository } from './infra/db/credits.repository';
import { EvidenceRepository } from './infra/db/evidence.repository';
import { FundingStateRepository } from './infra/db/funding-state.repository';
import { OperationsRepository } from './infra/db/operations.repository';
import { RateCardsRepository } from './infra/db/rate-cards.repository';
import { RunsRepository } from './infra/db/runs.repository';
import { SolutionsRepository } from './infra/db/solutions.repository';
import { UsageRepository } from './infra/db/usage.repository';
import { FUNDING_STREAM, WorkQueue } from './infra/events/work-queue';
import { GraphClient } from './infra/upstream/graph-client';
import { migrations } from './migrations';
import { configureSolutionRpc } from './rpc/configure-solution.rpc';
import { confirmCreditHoldRpc } from './rpc/confirm-credit-hold.rpc';
import { getCreditBalanceRpc } from './rpc/get-credit-balance.rpc';
import { getRateCardRpc } from './rpc/get-rate-card.rpc';
import { holdCreditsRpc } from './rpc/hold-credits.rpc';
import { listCreditEntriesRpc } from './rpc/list-credit-entries.rpc';
import { summarizeChargesRpc } from './rpc/summarize-charges.rpc';
import { loadRateCardRpc } from './rpc/load-rate-card.rpc';
import { releaseCreditHoldRpc } from './rpc/release-credit-hold.rpc';
import { topUpCreditsRpc } from './rpc/top-up-credits.rpc';
import { ensureFundingRpc } from './rpc/ensure-funding.rpc';
import { getAccountUsageRpc } from './rpc/get-account-usage.rpc';
import { getFundingOperationRpc } from './rpc/get-funding-operation.rpc';
import { getFundingRpc } from './rpc/get-funding.rpc';
import { getPortfolioUsageRpc } from './rpc/get-portfolio-usage.rpc';
import { listPortfolioAccountsRpc } from './rpc/list-portfolio-accounts.rpc';
import { listSolutionsRpc } from './rpc/list-solutions.rpc';
import { revokePortfolioFundingRpc } from './rpc/revoke-portfolio-funding.rpc';
import type { UsecaseContext } from './usecases/context';
import { CreditBalanceUsecase } from './usecases/credit-balance.usecase';
import { CreditHoldsUsecase } from './usecases/credit-holds.usecase';
import { RateCardsUsecase } from './usecases/rate-cards.usecase';
import { FundingRunsUsecase } from './usecases/funding-runs.usecase';
import { FundingUsecase } from './usecases/funding.usecase';
import { RevocationsUsecase } from './usecases/revocations.usecase';
import { SolutionsUsecase } from './usecases/solutions.usecase';
import { UsageUsecase } from './usecases/usage.usecase';

/** Options of {@link run}; tests inject a clock and may turn the background parts off. */
export interface RunOptions {
  logger?: Logger;
  clock?: Clock;
  /** Wraps the service's bus (tests: `fastRedelivery`, so a consumer's poison case runs its bound in seconds). */
  wrapBus?(bus: Bus): Bus;
  /** Run the work-queue workers in this process (default true). */
  workers?: boolean;
  /** Run the deadline/lost-work sweeper (default true). */
  sweeper?: boolean;
  /** Consume the messaging side's pricing events (default true). */
  usageConsumer?: boolean;
  /** Confirm credit holds from the messaging side's `send.accepted` events (default true). */
  sendAcceptedConsumer?: boolean;
}

/**
 * Boots funding: config → db (migrations) → bus (stream FUNDING) → use-case context (repositories,
 * upstream, cipher, queue publisher) and use cases → workers, sweeper, usage and send-accepted
 * consumers (stopped on shutdown after the server) → gRPC server with health → shutdown stack.
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
    wrapBus: opts.wrapBus,
    async wire({ db, bus, logger, clock, onShutdown }) {
      // Every upstream call made for a project goes to messaging-proxy's external API log over the bus
      // (decision 0250, amendment); registered first, so it closes after the workers that make calls.
      const upstreamCalls = new UpstreamCallPublisher(bus, {
        caller: 'funding',
        logger,
        now: () => clock.now(),
        encode: (payload) => encodeEvent(UPSTREAM_CALLS_RECORDED_TYPE, payload),
      });
      onShutdown('upstream-call-publisher', () => upstreamCalls.close());
      const ctx: UsecaseContext = {
        db,
        clock,
        logger,
        graph: new GraphClient({
          baseUrl: config.UPSTREAM_BASE_URL,
          graphVersion: config.UPSTREAM_GRAPH_VERSION,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          observer: upstreamCalls.observe,
        }),
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
          billingUrl: billingUrlOf(config),
          holdTtlMs: config.FUNDING_CREDIT_HOLD_TTL_MS,
          settleAfterMs: config.FUNDING_CREDIT_SETTLE_AFTER_MS,
        },
        solutions: new SolutionsRepository(db),
        accounts: new AccountsRepository(db),
        fundingState: new FundingStateRepository(db),
        runs: new RunsRepository(db),
        evidence: new EvidenceRepository(db),
        operations: new OperationsRepository(db),
        usage: new UsageRepository(db),
        credits: new CreditsRepository(db),
        rateCards: new RateCardsRepository(db),
      };
      if (!ctx.cipher) logger.warn('TOKEN_ENCRYPTION_KEY is not set: external solutions cannot be configured with tokens');
      const fundingUc = new FundingUsecase(ctx);
      const runs = new FundingRunsUsecase(ctx);
      const revocations = new RevocationsUsecase(ctx);
      const solutions = new SolutionsUsecase(ctx);
      const usage = new UsageUsecase(ctx);
      const rateCards = new RateCardsUsecase(ctx);
      const credits = new CreditHoldsUsecase(ctx, rateCards);
      const balances = new CreditBalanceUsecase(ctx);
      if (config.FUNDING_RATE_CARD_FILE) await loadRateCardFile(rateCards, config.FUNDING_RATE_CARD_FILE, logger);

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
        const sweeper = startSweeper(runs, revocations, credits, logger, config.FUNDING_SWEEP_INTERVAL_MS);
        onShutdown('funding-sweeper', () => sweeper.stop());
      }
      if (opts.usageConsumer ?? true) {
        const consumer = await startUsageConsumer({ db, bus, logger, clock, usage, credits });
        onShutdown('funding-usage-consumer', () => consumer.stop());
      }
      if (opts.sendAcceptedConsumer ?? true) {
        const consumer = await startSendAcceptedConsumer({ db, bus, logger, credits });
        onShutdown('funding-send-accepted-consumer', () => consumer.stop());
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
        HoldCredits: unaryHandler(holdCreditsRpc(credits), { logger }),
        ConfirmCreditHold: unaryHandler(confirmCreditHoldRpc(credits), { logger }),
        ReleaseCreditHold: unaryHandler(releaseCreditHoldRpc(credits), { logger }),
        GetCreditBalance: unaryHandler(getCreditBalanceRpc(balances), { logger }),
        ListCreditEntries: unaryHandler(listCreditEntriesRpc(ctx.credits), { logger }),
        SummarizeCharges: unaryHandler(summarizeChargesRpc(ctx.credits), { logger }),
        TopUpCredits: unaryHandler(topUpCreditsRpc(balances), { logger }),
        // Platform-wide (not tenant data): no project id.
        LoadRateCard: unaryHandler(loadRateCardRpc(rateCards), { logger }),
        GetRateCard: unaryHandler(getRateCardRpc(rateCards), { logger }),
      };
      return [{ name: 'svc.funding.v1.FundingService', definition: contracts.funding.FundingService.service, implementation }];
    },
  });
}

/** Loads FUNDING_RATE_CARD_FILE at start (a card equal to the newest version makes no new one); a bad file stops the start. */
async function loadRateCardFile(rateCards: RateCardsUsecase, file: string, logger: Logger): Promise<void> {
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const r = await rateCards.loadRateCard(json, 'file');
  logger.info({ file, version: r.card.version, created: r.created }, 'rate card file');
}
