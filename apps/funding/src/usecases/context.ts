import type { SecretCipher } from '@platform/crypto';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AccountsRepository } from '../infra/db/accounts.repository';
import type { CreditsRepository } from '../infra/db/credits.repository';
import type { EvidenceRepository } from '../infra/db/evidence.repository';
import type { FundingStateRepository } from '../infra/db/funding-state.repository';
import type { OperationsRepository } from '../infra/db/operations.repository';
import type { RateCardsRepository } from '../infra/db/rate-cards.repository';
import type { RunsRepository } from '../infra/db/runs.repository';
import type { SolutionsRepository } from '../infra/db/solutions.repository';
import type { UsageRepository } from '../infra/db/usage.repository';
import type { WorkQueue } from '../infra/events/work-queue';
import type { GraphClient } from '../infra/upstream/graph-client';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  /** Funding.currency (FUNDING_SETTLEMENT_CURRENCY). */
  settlementCurrency: string;
  /** Re-run cooldown after a run ends (FUNDING_COOLDOWN_MS). */
  cooldownMs: number;
  /** Lifetime of a run, and the retry bound of a revocation (FUNDING_RUN_DEADLINE_MS). */
  runDeadlineMs: number;
  /** How long EnsureFunding waits for the per-account lock (FUNDING_LOCK_TIMEOUT_MS). */
  lockTimeoutMs: number;
  /** How long a stored Idempotency-Key answer is kept (IDEMPOTENCY_TTL_MS). */
  idempotencyTtlMs: number;
  /** Ack wait of the work queues; work untouched for twice as long is re-queued (FUNDING_WORK_ACK_WAIT_MS). */
  workAckWaitMs: number;
  /** Where a project tops up its credits: the `billing_url` of 402 insufficient_credits (config.ts `billingUrlOf`). */
  billingUrl: string;
  /** A hold neither confirmed nor released this long is released (FUNDING_CREDIT_HOLD_TTL_MS). */
  holdTtlMs: number;
  /** A confirmed hold whose pricing never arrives is settled at its held price after this long (FUNDING_CREDIT_SETTLE_AFTER_MS). */
  settleAfterMs: number;
}

/** Everything a funding use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  graph: GraphClient;
  /** Solution tokens at rest; undefined when TOKEN_ENCRYPTION_KEY is not configured. */
  cipher: SecretCipher | undefined;
  /** Publisher of run and revocation work items. */
  queue: WorkQueue;
  settings: UsecaseSettings;
  solutions: SolutionsRepository;
  accounts: AccountsRepository;
  fundingState: FundingStateRepository;
  runs: RunsRepository;
  evidence: EvidenceRepository;
  operations: OperationsRepository;
  usage: UsageRepository;
  credits: CreditsRepository;
  rateCards: RateCardsRepository;
}
