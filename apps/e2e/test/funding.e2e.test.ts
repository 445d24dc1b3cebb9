/**
 * Funding journeys over HTTP through the gateway, against the upstream simulator, one process per
 * app on real engines: ensure → poll → funded, the 4xx/5xx answers of spec 4.1, revocation with
 * Idempotency-Key, (crash and concurrency: funding-resilience.e2e.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_TEST_ENV, fundingFixtures, poll, startStack, type Stack } from '../src';

let stack: Stack;
let fixtures: ReturnType<typeof fundingFixtures>;

beforeAll(async () => {
  stack = await startStack({ services: ['funding'], appEnv: { funding: FUNDING_TEST_ENV } });
  fixtures = fundingFixtures(stack);
}, 120_000);

afterAll(async () => {
  fixtures?.close();
  await stack?.stop();
});

const setup = (projectId: string, opts?: { configure?: boolean }) => fixtures.setup(projectId, opts);

describe('ensure funding over HTTP', () => {
  it('401 without a key; 400 for invalid ids and body; 409 without an active solution', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId, { configure: false });
    const path = `/messaging/accounts/${fx.wabaId}/funding`;
    expect((await stack.api('', 'POST', path, { business_portfolio_id: fx.portfolioId })).status).toBe(401);
    const badWaba = await stack.api(p.apiKey, 'POST', '/messaging/accounts/12ab/funding', { business_portfolio_id: fx.portfolioId });
    expect(badWaba.status).toBe(400);
    expect(badWaba.body.error).toMatch(/waba_id/);
    expect((await stack.api(p.apiKey, 'POST', path, {})).status).toBe(400);
    expect((await stack.api(p.apiKey, 'POST', path, { business_portfolio_id: 'abc' })).status).toBe(400);
    expect((await stack.api(p.apiKey, 'POST', path)).status).toBe(400);
    const noSolution = await stack.api(p.apiKey, 'POST', path, { business_portfolio_id: fx.portfolioId });
    expect(noSolution.status).toBe(409);
    expect(noSolution.body).toEqual({ error: expect.stringMatching(/no active external multi-partner solution/) });
  });

  it('202 with a pending run, then GET shows funded with every field of 2.1', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId);
    const r = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(r.status).toBe(202);
    expect(r.body.data.operation).toMatchObject({ id: expect.any(String), finished_at: null, error_kind: null, upstream_error_code: null });
    const funded = await poll(async () => {
      const g = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`);
      return g.body.data.status === 'funded' ? g.body.data : undefined;
    });
    expect(funded).toEqual({
      waba_id: fx.wabaId,
      business_portfolio_id: fx.portfolioId,
      status: 'funded',
      reason: null,
      message: expect.any(String),
      currency: 'USD',
      waba_currency: 'EUR',
      last_verified_at: expect.any(String),
      last_checked_at: expect.any(String),
      paid_messages: { paused: false, reasons: [] },
      operation: {
        id: r.body.data.operation.id,
        status: 'succeeded',
        started_at: expect.any(String),
        finished_at: expect.any(String),
        error_kind: null,
        upstream_error_code: null,
      },
    });
    const again = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(again.status).toBe(200);
    const accounts = await stack.api(p.apiKey, 'GET', `/messaging/portfolios/${fx.portfolioId}/accounts`);
    expect(accounts.status).toBe(200);
    expect(accounts.body.meta).toEqual({ page: 1, per_page: 20, total_pages: 1, total_count: 1 });
    const usage = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/usage?start_date=2026-01-01&end_date=2026-01-31`);
    expect(usage.status).toBe(200);
    expect(usage.body.data).toMatchObject({ waba_id: fx.wabaId, start_date: '2026-01-01', end_date: '2026-01-31', entries: [] });
    // Another project sees nothing of it.
    const other = await stack.createProject('pro');
    expect((await stack.api(other.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`)).body.data).toMatchObject({
      status: 'not_funded',
      operation: null,
      business_portfolio_id: null,
    });
    expect((await stack.api(other.apiKey, 'GET', `/messaging/portfolios/${fx.portfolioId}/accounts`)).status).toBe(404);
  }, 40_000);

  it('502 with error_kind, upstream_error_code and upstream_trace_id when the upstream cannot verify access', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId);
    await stack.sim('POST', '/__sim/faults', { match: { method: 'GET', path: `/${fx.wabaId}` }, kind: 'graph_error', code: 1, times: 1 });
    const r = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ error: expect.any(String), error_kind: 'upstream_unavailable', upstream_error_code: 1, upstream_trace_id: expect.any(String) });
    const g = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`);
    expect(g.body.data).toMatchObject({ status: 'not_funded', operation: null, last_checked_at: null });
  });
});

describe('revocation over HTTP', () => {
  it('requires Idempotency-Key, replays identically, 422 on another body, polls to succeeded, then 409', async () => {
    const p = await stack.createProject('pro');
    const fx = await setup(p.projectId);
    await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    await poll(async () => ((await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`)).body.data.status === 'funded' ? true : undefined));
    const path = `/messaging/portfolios/${fx.portfolioId}/funding/revoke`;
    const missing = await stack.api(p.apiKey, 'POST', path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/idempotency-key/i);
    const key = randomUUID();
    const first = await stack.api(p.apiKey, 'POST', path, { reason: 'customer left' }, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ type: 'revoke', status: 'pending', business_portfolio_id: fx.portfolioId, accounts_total: 1 });
    const replay = await stack.api(p.apiKey, 'POST', path, { reason: 'customer left' }, { 'Idempotency-Key': key });
    expect(replay.status).toBe(202);
    expect(replay.body).toEqual(first.body);
    const other = await stack.api(p.apiKey, 'POST', path, { reason: 'something else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    const op = await poll(async () => {
      const o = await stack.api(p.apiKey, 'GET', `/messaging/portfolios/${fx.portfolioId}/funding/operations/${first.body.data.id}`);
      return o.body.data.status === 'succeeded' ? o.body.data : undefined;
    });
    expect(op).toMatchObject({ accounts_revoked: 1, accounts_failed: 0, error_kind: null });
    const g = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`);
    expect(g.body.data).toMatchObject({ status: 'revoked', reason: 'allocation_deleted' });
    const again = await stack.api(p.apiKey, 'POST', `/messaging/accounts/${fx.wabaId}/funding`, { business_portfolio_id: fx.portfolioId });
    expect(again.status).toBe(409);
    const foreign = await stack.createProject('pro');
    expect((await stack.api(foreign.apiKey, 'GET', `/messaging/portfolios/${fx.portfolioId}/funding/operations/${first.body.data.id}`)).status).toBe(404);
  }, 40_000);
});
