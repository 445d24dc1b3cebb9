/** Funding fixtures shared by the funding e2e files: upstream portfolios, accounts and credit lines. */
import { randomBytes, randomInt } from 'node:crypto';
import { loadContracts, type funding } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { Stack } from './harness';

/** Short funding timings so e2e runs see runs retry, expire and resume within seconds. */
export const FUNDING_TEST_ENV = {
  FUNDING_WORK_ACK_WAIT_MS: '1500',
  FUNDING_SWEEP_INTERVAL_MS: '500',
  FUNDING_RETRY_DELAY_MS: '300',
  FUNDING_RUN_DEADLINE_MS: '60000',
};

/** A fresh upstream-style digit id. */
export const digits = (): string => `8${randomInt(100_000_000, 999_999_999)}${randomInt(100_000, 999_999)}`;

/** Seeded ids of one funding fixture. */
export interface FundingFixture {
  portfolioId: string;
  wabaId: string;
  partnerId: string;
  creditLineId: string;
  solutionId: string;
  token: string;
}

/**
 * Seeds a customer portfolio/account and a partner credit line in the simulator and (by default)
 * configures the project's solution through the funding service's admin RPC — what
 * `npm run admin -- solution configure` does, without a CLI process per test.
 */
export function fundingFixtures(stack: Stack): { setup(projectId: string, opts?: { configure?: boolean }): Promise<FundingFixture>; close(): void } {
  const { contracts } = loadContracts();
  const client: funding.FundingServiceClient = createClient(contracts.funding.FundingService, `127.0.0.1:${stack.ports.funding}`, {
    defaultDeadlineMs: 10_000,
    idempotentMethods: [],
  });
  return {
    async setup(projectId, opts = {}) {
      const fx = {
        portfolioId: digits(),
        wabaId: digits(),
        partnerId: digits(),
        creditLineId: digits(),
        solutionId: digits(),
        token: `EAAe2e${randomBytes(12).toString('hex')}`,
      };
      await stack.sim('POST', '/__sim/fixtures', {
        businesses: [
          { id: fx.portfolioId, wabas: [{ id: fx.wabaId, currency: 'EUR' }] },
          { id: fx.partnerId, credit_lines: [{ id: fx.creditLineId }] },
        ],
        tokens: [{ value: fx.token, ids: [fx.portfolioId, fx.partnerId] }],
      });
      if (opts.configure ?? true) {
        await callUnary(client, 'ConfigureSolution', {
          project_id: projectId,
          solution_id: fx.solutionId,
          business_id: fx.partnerId,
          credit_line_id: fx.creditLineId,
          access_token: fx.token,
          active: true,
        });
      }
      return fx;
    },
    close: () => client.close(),
  };
}

/** Polls until `fn` returns a value (not undefined). */
export async function poll<T>(fn: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 150));
  }
}
