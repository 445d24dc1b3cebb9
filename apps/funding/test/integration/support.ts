/**
 * Test support for funding's service tests: the upstream simulator as a child process (apps cannot
 * import apps), the real funding server on port 0 (real Postgres and NATS, unique schema and bus
 * namespace), its generated gRPC client, and simulator fixtures for one customer and one partner.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { loadContracts, type funding } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import { createLogger } from '@platform/logger';
import type { RunningService } from '@platform/service';
import type { Clock } from '@platform/runtime';
import { startUpstreamSim, testInfra, uniqueName, type UpstreamSimProcess } from '@platform/testing';
import { loadFundingConfig, type Config } from '../../src/config';
import { run, type RunOptions } from '../../src/server';

/** The simulator child process and its control API: @platform/testing's helper. */
export type Sim = UpstreamSimProcess;

/** Starts apps/upstream-sim as a child process on a free port. */
export function startSim(): Promise<Sim> {
  return startUpstreamSim();
}

/** A digit id unlikely to collide with the simulator's or another test's. */
export function digits(): string {
  return `9${randomInt(100_000_000, 999_999_999)}${randomInt(100_000, 999_999)}`;
}

/** A customer portfolio with one WABA, a partner portfolio with a credit line, and a token reaching both. */
export interface Fixture {
  portfolioId: string;
  wabaId: string;
  partnerId: string;
  creditLineId: string;
  solutionId: string;
  token: string;
}

/** Seeds one customer and one partner in the simulator. */
export async function seedFixture(
  sim: Sim,
  opts: { currency?: string; initialStatus?: 'APPROVED' | 'PENDING' | 'DECLINED'; extraWabas?: number } = {},
): Promise<Fixture & { extraWabaIds: string[] }> {
  const f = {
    portfolioId: digits(),
    wabaId: digits(),
    partnerId: digits(),
    creditLineId: digits(),
    solutionId: digits(),
    token: `EAAtest${randomBytes(12).toString('hex')}`,
  };
  const extraWabaIds = Array.from({ length: opts.extraWabas ?? 0 }, () => digits());
  await sim.control('POST', '/fixtures', {
    businesses: [
      {
        id: f.portfolioId,
        name: 'Customer',
        wabas: [{ id: f.wabaId, currency: opts.currency ?? 'USD' }, ...extraWabaIds.map((id) => ({ id, currency: opts.currency ?? 'USD' }))],
      },
      { id: f.partnerId, name: 'Partner', credit_lines: [{ id: f.creditLineId, initial_request_status: opts.initialStatus ?? 'APPROVED' }] },
    ],
    tokens: [{ value: f.token, ids: [f.portfolioId, f.partnerId] }],
  });
  return { ...f, extraWabaIds };
}

/** The running funding server, its client and helpers. */
export interface FundingUnderTest {
  svc: RunningService;
  config: Config;
  client: funding.FundingServiceClient;
  call<M extends keyof FundingMethods>(method: M, req: FundingMethods[M]): Promise<FundingResults[M]>;
  stop(): Promise<void>;
}

interface FundingMethods {
  EnsureFunding: funding.EnsureFundingRequest;
  GetFunding: funding.GetFundingRequest;
  GetAccountUsage: funding.GetAccountUsageRequest;
  ListPortfolioAccounts: funding.ListPortfolioAccountsRequest;
  GetPortfolioUsage: funding.GetPortfolioUsageRequest;
  RevokePortfolioFunding: funding.RevokePortfolioFundingRequest;
  GetFundingOperation: funding.GetFundingOperationRequest;
  ConfigureSolution: funding.ConfigureSolutionRequest;
  ListSolutions: funding.ListSolutionsRequest;
  HoldCredits: funding.HoldCreditsRequest;
  ConfirmCreditHold: funding.ConfirmCreditHoldRequest;
  ReleaseCreditHold: funding.ReleaseCreditHoldRequest;
  GetCreditBalance: funding.GetCreditBalanceRequest;
  ListCreditEntries: funding.ListCreditEntriesRequest;
  SummarizeCharges: funding.SummarizeChargesRequest;
  TopUpCredits: funding.TopUpCreditsRequest;
  LoadRateCard: funding.LoadRateCardRequest;
  GetRateCard: funding.GetRateCardRequest;
}
interface FundingResults {
  EnsureFunding: funding.EnsureFundingResponse__Output;
  GetFunding: funding.GetFundingResponse__Output;
  GetAccountUsage: funding.GetAccountUsageResponse__Output;
  ListPortfolioAccounts: funding.ListPortfolioAccountsResponse__Output;
  GetPortfolioUsage: funding.GetPortfolioUsageResponse__Output;
  RevokePortfolioFunding: funding.RevokePortfolioFundingResponse__Output;
  GetFundingOperation: funding.GetFundingOperationResponse__Output;
  ConfigureSolution: funding.ConfigureSolutionResponse__Output;
  ListSolutions: funding.ListSolutionsResponse__Output;
  HoldCredits: funding.HoldCreditsResponse__Output;
  ConfirmCreditHold: funding.CreditHoldResponse__Output;
  ReleaseCreditHold: funding.CreditHoldResponse__Output;
  GetCreditBalance: funding.GetCreditBalanceResponse__Output;
  ListCreditEntries: funding.ListCreditEntriesResponse__Output;
  SummarizeCharges: funding.SummarizeChargesResponse__Output;
  TopUpCredits: funding.TopUpCreditsResponse__Output;
  LoadRateCard: funding.LoadRateCardResponse__Output;
  GetRateCard: funding.GetRateCardResponse__Output;
}

/** Starts funding on port 0 against the simulator, on a fresh schema and bus namespace. */
export async function startFunding(
  sim: Sim,
  opts: RunOptions & { env?: Record<string, string>; clock?: Clock; schema?: string; namespace?: string } = {},
): Promise<FundingUnderTest> {
  const infra = testInfra();
  const config = loadFundingConfig({
    GRPC_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: opts.schema ?? uniqueName('funding'),
    NATS_URL: infra.natsUrl,
    BUS_NAMESPACE: opts.namespace ?? uniqueName('f').replace(/_/g, ''),
    UPSTREAM_BASE_URL: sim.url,
    UPSTREAM_TIMEOUT_MS: '3000',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    FUNDING_RETRY_DELAY_MS: '200',
    FUNDING_WORK_ACK_WAIT_MS: '2000',
    FUNDING_SWEEP_INTERVAL_MS: '500',
    LOG_LEVEL: 'silent',
    SHUTDOWN_GRACE_MS: '2000',
    ...opts.env,
  });
  const svc = await run(config, { ...opts, logger: createLogger({ name: 'funding-test', level: 'silent' }) });
  const { contracts } = loadContracts();
  const client = createClient(contracts.funding.FundingService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 20_000, idempotentMethods: [] });
  return {
    svc,
    config,
    client,
    call: (method, req) => callUnary(client, method as never, req as never) as never,
    async stop() {
      client.close();
      await svc.stop();
    },
  };
}

/** Drops a test schema and the streams of a namespace. */
export async function dropTestState(f: { config: Config }): Promise<void> {
  const infra = testInfra();
  const knex = (await import('knex')).default({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 1 } });
  try {
    await knex.raw(`DROP SCHEMA IF EXISTS "${f.config.DB_SCHEMA}" CASCADE`);
  } finally {
    await knex.destroy();
  }
  const nc = await connect({ servers: infra.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) if (name.startsWith(`${f.config.BUS_NAMESPACE}_`)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}

/** Configures the project's single active solution from a fixture. */
export async function configureSolution(f: FundingUnderTest, projectId: string, fx: Fixture, active = true): Promise<void> {
  await f.call('ConfigureSolution', {
    project_id: projectId,
    solution_id: fx.solutionId,
    business_id: fx.partnerId,
    credit_line_id: fx.creditLineId,
    access_token: fx.token,
    active,
  });
}

/** Polls GetFunding until `done` holds. */
export async function waitForFunding(
  f: FundingUnderTest,
  projectId: string,
  wabaId: string,
  done: (x: funding.Funding__Output) => boolean,
  timeoutMs = 15_000,
): Promise<funding.Funding__Output> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await f.call('GetFunding', { project_id: projectId, waba_id: wabaId });
    if (done(r.funding!)) return r.funding!;
    if (Date.now() > deadline) throw new Error(`funding never reached the expected state: ${JSON.stringify(r.funding)}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** The DomainError a call rejects with (fails the test when it resolves or throws something else). */
export async function rejection(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}
