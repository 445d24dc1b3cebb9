import { createHash, randomUUID } from 'node:crypto';
import { decodeEvent, toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configureSolution,
  digits,
  dropTestState,
  seedFixture,
  startFunding,
  startSim,
  waitForFunding,
  type FundingUnderTest,
  type Sim,
  rejection,
} from './support';

let sim: Sim;
let f: FundingUnderTest;

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim);
}, 30_000);

afterAll(async () => {
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

/** Project A funds the main account, project B the extra account of the same portfolio. */
async function twoFundedProjects() {
  const fx = await seedFixture(sim, { extraWabas: 1 });
  const a = randomUUID();
  const b = randomUUID();
  await configureSolution(f, a, fx);
  await configureSolution(f, b, fx);
  await f.call('EnsureFunding', { project_id: a, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
  await f.call('EnsureFunding', { project_id: b, waba_id: fx.extraWabaIds[0], business_portfolio_id: fx.portfolioId });
  await waitForFunding(f, a, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
  await waitForFunding(f, b, fx.extraWabaIds[0], (x) => x.status === 'FUNDING_STATUS_FUNDED');
  return { fx, a, b };
}

const revoke = (projectId: string, portfolioId: string, key: string, body?: Record<string, unknown>) =>
  f.call('RevokePortfolioFunding', { project_id: projectId, portfolio_id: portfolioId, idempotency_key: key, body: body ? toStruct(body) : undefined });

describe('revoke: Idempotency-Key', () => {
  it('missing key → 400; invalid key → 400', async () => {
    const { fx, a } = await twoFundedProjects();
    const missing = await rejection(revoke(a, fx.portfolioId, ''));
    expect([missing.code, missing.reason]).toEqual([3, 'IDEMPOTENCY_KEY_REQUIRED']);
    const invalid = await rejection(revoke(a, fx.portfolioId, 'has space'));
    expect(invalid.reason).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('a replay returns the identical answer; another body with the same key → 422; keys are scoped per project', async () => {
    const { fx, a, b } = await twoFundedProjects();
    const key = `k-${randomUUID()}`;
    const first = await revoke(a, fx.portfolioId, key);
    expect(first.replayed).toBe(false);
    expect(first.operation).toMatchObject({ business_portfolio_id: fx.portfolioId, type: 'revoke', status: 'pending', accounts_total: 1 });
    const replay = await revoke(a, fx.portfolioId, key);
    expect(replay.replayed).toBe(true);
    expect(replay.operation).toEqual(first.operation);
    const other = await rejection(revoke(a, fx.portfolioId, key, { reason: 'other' }));
    expect(other.reason).toBe('VALIDATION_FAILED');
    // Project B uses the same key: its own, new operation on its own accounts.
    const fromB = await revoke(b, fx.portfolioId, key);
    expect(fromB.replayed).toBe(false);
    expect(fromB.operation!.id).not.toBe(first.operation!.id);
    expect(await f.svc.db.knex('funding_operations').whereIn('id', [first.operation!.id, fromB.operation!.id])).toHaveLength(2);
  });

  it('the same key while the first request is still in flight → 409', async () => {
    const { fx, a } = await twoFundedProjects();
    const key = `k-${randomUUID()}`;
    const hash = createHash('sha256').update(`${fx.portfolioId}\n{}`).digest('hex');
    const now = new Date();
    await f.svc.db
      .knex('idempotency_keys')
      .insert({ project_id: a, key, request_hash: hash, state: 'in_flight', created_at: now, expires_at: new Date(now.getTime() + 60_000) });
    const err = await rejection(revoke(a, fx.portfolioId, key));
    expect([err.code, err.reason]).toEqual([10, 'IDEMPOTENCY_KEY_IN_USE']);
  });
});

describe('revoke: the operation', () => {
  it('revokes the allocation upstream, confirms it, and the account becomes revoked; funding is then disabled', async () => {
    const { fx, a, b } = await twoFundedProjects();
    const r = await revoke(a, fx.portfolioId, `k-${randomUUID()}`);
    const deadline = Date.now() + 10_000;
    let op = r.operation!;
    while (op.status !== 'succeeded' && Date.now() < deadline) {
      await new Promise((res) => setTimeout(res, 100));
      op = (await f.call('GetFundingOperation', { project_id: a, portfolio_id: fx.portfolioId, operation_id: op.id })).operation!;
    }
    expect(op).toMatchObject({ status: 'succeeded', accounts_total: 1, accounts_revoked: 1, accounts_failed: 0 });
    expect(op.finished_at).toBeTruthy();
    const funding = (await f.call('GetFunding', { project_id: a, waba_id: fx.wabaId })).funding!;
    expect(funding).toMatchObject({ status: 'FUNDING_STATUS_REVOKED', reason: 'allocation_deleted', paid_messages: { paused: true } });
    const state = await sim.control<{ allocations: Array<{ waba_id: string; request_status: string }> }>('GET', '/state');
    expect(state.allocations.find((x) => x.waba_id === fx.wabaId)!.request_status).toBe('DELETED');
    // Project B's account of the same portfolio is untouched.
    expect(state.allocations.find((x) => x.waba_id === fx.extraWabaIds[0])!.request_status).toBe('APPROVED');
    expect((await f.call('GetFunding', { project_id: b, waba_id: fx.extraWabaIds[0] })).funding!.status).toBe('FUNDING_STATUS_FUNDED');
    const again = await rejection(f.call('EnsureFunding', { project_id: a, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId }));
    expect(again.reason).toBe('PORTFOLIO_FUNDING_DISABLED');
    // funding.allocation.revoked for A's account only (decision 0020: the gateway's notifications read it).
    const revokedOf = async (projectId: string) =>
      (await f.svc.db.knex('outbox').where({ subject: 'funding.allocation.revoked', project_id: projectId }).select('type', 'payload')).map((x) =>
        decodeEvent<Record<string, unknown>>(x.type, x.payload),
      );
    expect(await revokedOf(a)).toEqual([expect.objectContaining({ project_id: a, waba_id: fx.wabaId, cause_id: op.id })]);
    expect(await revokedOf(b)).toEqual([]);
  });

  it('an upstream that refuses the deletion fails the operation with error_kind and code (account not revoked)', async () => {
    const { fx, a } = await twoFundedProjects();
    await sim.control('POST', '/faults', { match: { method: 'DELETE' }, kind: 'graph_error', code: 200, times: 1 });
    const r = await revoke(a, fx.portfolioId, `k-${randomUUID()}`);
    const deadline = Date.now() + 10_000;
    let op = r.operation!;
    while (op.status !== 'failed' && Date.now() < deadline) {
      await new Promise((res) => setTimeout(res, 100));
      op = (await f.call('GetFundingOperation', { project_id: a, portfolio_id: fx.portfolioId, operation_id: op.id })).operation!;
    }
    expect(op).toMatchObject({
      status: 'failed',
      error_kind: 'upstream_permission_denied',
      upstream_error_code: '200',
      accounts_revoked: 0,
      accounts_failed: 1,
    });
    expect((await f.call('GetFunding', { project_id: a, waba_id: fx.wabaId })).funding!.status).not.toBe('FUNDING_STATUS_REVOKED');
  });

  it('revocation cancels a run in progress of the portfolio', async () => {
    const fx = await seedFixture(sim, { initialStatus: 'PENDING' });
    const p = randomUUID();
    await configureSolution(f, p, fx);
    await f.call('EnsureFunding', { project_id: p, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    await revoke(p, fx.portfolioId, `k-${randomUUID()}`);
    const g = (await f.call('GetFunding', { project_id: p, waba_id: fx.wabaId })).funding!;
    expect(g.operation).toMatchObject({ status: 'FUNDING_RUN_STATUS_CANCELLED', error_kind: 'portfolio_funding_disabled' });
  });

  it('unknown or foreign portfolio and operation ids are 404 alike', async () => {
    const { fx, a, b } = await twoFundedProjects();
    const r = await revoke(a, fx.portfolioId, `k-${randomUUID()}`);
    expect((await rejection(revoke(randomUUID(), fx.portfolioId, 'k1'))).code).toBe(5);
    expect((await rejection(revoke(a, digits(), 'k1'))).code).toBe(5);
    expect((await rejection(f.call('GetFundingOperation', { project_id: b, portfolio_id: fx.portfolioId, operation_id: r.operation!.id }))).code).toBe(5);
    expect((await rejection(f.call('GetFundingOperation', { project_id: a, portfolio_id: digits(), operation_id: r.operation!.id }))).code).toBe(5);
    expect((await rejection(f.call('GetFundingOperation', { project_id: a, portfolio_id: fx.portfolioId, operation_id: randomUUID() }))).code).toBe(5);
  });
});

describe('portfolio accounts', () => {
  it('lists the portfolio accounts of this project only, with their funding', async () => {
    const { fx, a } = await twoFundedProjects();
    const r = await f.call('ListPortfolioAccounts', { project_id: a, portfolio_id: fx.portfolioId, page: { page: 1, per_page: 10 } });
    expect(r.accounts.map((x) => x.waba_id)).toEqual([fx.wabaId]);
    expect(r.accounts[0]).toMatchObject({ membership_status: 'active', business_portfolio_id: fx.portfolioId });
    expect(r.accounts[0].funding!.status).toBe('FUNDING_STATUS_FUNDED');
    expect(r.meta).toEqual({ page: 1, per_page: 10, total_count: 1, total_pages: 1 });
  });
});
