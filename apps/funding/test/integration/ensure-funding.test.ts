import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, listDeadLetters } from '@platform/bus';
import { DomainError } from '@platform/errors';
import { testInfra } from '@platform/testing';
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

async function project() {
  const projectId = randomUUID();
  const fx = await seedFixture(sim);
  await configureSolution(f, projectId, fx);
  return { projectId, fx };
}

describe('POST funding: a run is started and drives the allocation to funded', () => {
  it('answers in progress with a pending run, then the worker verifies funding (202 → funded)', async () => {
    const { projectId, fx } = await project();
    const r = await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    expect(r.in_progress).toBe(true);
    expect(r.funding!.operation!.status).toMatch(/^FUNDING_RUN_STATUS_(PENDING|RUNNING)$/);
    expect(r.funding!.business_portfolio_id).toBe(fx.portfolioId);
    const done = await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    expect(done.operation!.id).toBe(r.funding!.operation!.id);
    expect(done.operation!.status).toBe('FUNDING_RUN_STATUS_SUCCEEDED');
    expect(done.reason ?? null).toBeNull();
    expect(done.waba_currency).toBe('USD');
    expect(done.currency).toBe('USD');
    expect(done.last_verified_at).toBeTruthy();
    expect(done.last_checked_at).toBeTruthy();
    expect(done.paid_messages).toEqual({ paused: false, reasons: [] });
    const state = await sim.control<{ allocations: Array<{ waba_id: string; request_status: string }> }>('GET', '/state');
    expect(state.allocations.filter((a) => a.waba_id === fx.wabaId)).toEqual([expect.objectContaining({ request_status: 'APPROVED' })]);
    // Already funded: 200, no new run (after any cooldown too).
    const again = await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    expect(again.in_progress).toBe(false);
    expect(again.funding!.operation!.id).toBe(r.funding!.operation!.id);
  });

  it('100 concurrent POSTs for one account create exactly one run, and every response names it', async () => {
    const { projectId, fx } = await project();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId }).catch((e: unknown) => e),
      ),
    );
    const ok = results.filter((r): r is { funding: { operation: { id: string } } } => !(r instanceof Error));
    const errors = results.filter((r) => r instanceof Error) as DomainError[];
    // Contention beyond the lock bound is a 503 (UNAVAILABLE), never a second run.
    for (const e of errors) expect(e.reason).toBe('FUNDING_CONTENTION');
    expect(ok.length).toBeGreaterThan(0);
    const ids = new Set(ok.map((r) => r.funding.operation.id));
    expect(ids.size).toBe(1);
    const rows = await f.svc.db.knex('funding_runs').where({ project_id: projectId, waba_id: fx.wabaId });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe([...ids][0]);
  });

  it('a PENDING allocation keeps the run running until the upstream approves it', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim, { initialStatus: 'PENDING' });
    await configureSolution(f, projectId, fx);
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const pending = await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_RUNNING' && Boolean(x.last_checked_at));
    expect(pending.status).toBe('FUNDING_STATUS_PENDING');
    const state = await sim.control<{ allocations: Array<{ id: string; waba_id: string }> }>('GET', '/state');
    const alloc = state.allocations.find((a) => a.waba_id === fx.wabaId)!;
    await sim.control('POST', '/fixtures', { allocations: [{ id: alloc.id, request_status: 'APPROVED' }] });
    const done = await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    expect(done.operation!.status).toBe('FUNDING_RUN_STATUS_SUCCEEDED');
  });

  it('a DECLINED allocation fails the run with error_kind allocation_declined (not_funded)', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim, { initialStatus: 'DECLINED' });
    await configureSolution(f, projectId, fx);
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const done = await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_FAILED');
    expect(done).toMatchObject({ status: 'FUNDING_STATUS_NOT_FUNDED', reason: 'allocation_declined' });
    expect(done.operation!.error_kind).toBe('allocation_declined');
    expect(done.operation!.finished_at).toBeTruthy();
  });

  it('an account that keeps another payment method fails with existing_payment_method and the upstream code', async () => {
    const { projectId, fx } = await project();
    // Another partner's credit line is already attached to the account upstream.
    const otherLine = digits();
    const otherPartner = digits();
    await sim.control('POST', '/fixtures', {
      businesses: [{ id: otherPartner, credit_lines: [{ id: otherLine }] }],
      tokens: [{ value: fx.token, ids: [fx.portfolioId, fx.partnerId, otherPartner] }],
    });
    const res = await fetch(`${sim.url}/v24.0/${otherLine}/whatsapp_credit_sharing_and_attach?waba_id=${fx.wabaId}&waba_currency=USD`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.token}` },
    });
    expect(res.ok).toBe(true);
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const done = await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_FAILED');
    expect(done).toMatchObject({ status: 'FUNDING_STATUS_NOT_FUNDED', reason: 'existing_payment_method' });
    expect(done.operation).toMatchObject({ error_kind: 'existing_payment_method', upstream_error_code: '100' });
  });

  it('a transient upstream failure during the run is retried and recorded as a failed check', async () => {
    const { projectId, fx } = await project();
    await sim.control('POST', '/faults', {
      match: { method: 'POST', path: `/${fx.creditLineId}/whatsapp_credit_sharing_and_attach` },
      kind: 'http_error',
      status: 503,
      times: 2,
    });
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const done = await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    const failedChecks = await f.svc.db.knex('evidence').where({ project_id: projectId, waba_id: fx.wabaId, kind: 'check', ok: false });
    expect(failedChecks).toHaveLength(2);
    expect(failedChecks[0].error_kind).toBe('upstream_unavailable');
    expect(done.operation!.status).toBe('FUNDING_RUN_STATUS_SUCCEEDED');
  });
});

describe('POST funding: 400 for missing or invalid ids', () => {
  it.each([
    ['waba_id missing', { waba_id: '', business_portfolio_id: '123' }, 'waba_id is required'],
    ['waba_id not digits', { waba_id: '12a', business_portfolio_id: '123' }, 'waba_id must be a digit string'],
    ['business_portfolio_id missing', { waba_id: '123', business_portfolio_id: '' }, 'business_portfolio_id is required'],
    ['business_portfolio_id not digits', { waba_id: '123', business_portfolio_id: '1 2' }, 'business_portfolio_id must be a digit string'],
  ])('%s', async (_name, ids, message) => {
    const err = await rejection(f.call('EnsureFunding', { project_id: randomUUID(), ...ids }));
    expect(err.code).toBe(3);
    expect(err.publicMessage).toBe(message);
  });
});

describe('POST funding: every 409 condition has its own reason and message', () => {
  const ensure = (projectId: string, wabaId: string, portfolioId: string) =>
    f.call('EnsureFunding', { project_id: projectId, waba_id: wabaId, business_portfolio_id: portfolioId });

  it('no active external solution', async () => {
    const fx = await seedFixture(sim);
    const err = await rejection(ensure(randomUUID(), fx.wabaId, fx.portfolioId));
    expect([err.code, err.reason]).toEqual([10, 'NO_ACTIVE_SOLUTION']);
    const inactive = randomUUID();
    await configureSolution(f, inactive, fx, false);
    expect((await rejection(ensure(inactive, fx.wabaId, fx.portfolioId))).reason).toBe('NO_ACTIVE_SOLUTION');
  });

  it('more than one active external solution', async () => {
    const { projectId, fx } = await project();
    await configureSolution(f, projectId, { ...fx, solutionId: digits() });
    const err = await rejection(ensure(projectId, fx.wabaId, fx.portfolioId));
    expect([err.code, err.reason]).toEqual([10, 'MULTIPLE_ACTIVE_SOLUTIONS']);
    expect(err.publicMessage).toMatch(/more than one active/);
  });

  it('the upstream does not confirm the association (other owner, or account not reachable)', async () => {
    const { projectId, fx } = await project();
    const otherPortfolio = digits();
    await sim.control('POST', '/fixtures', {
      businesses: [{ id: otherPortfolio }],
      tokens: [{ value: fx.token, ids: [fx.portfolioId, fx.partnerId, otherPortfolio] }],
    });
    const wrongOwner = await rejection(ensure(projectId, fx.wabaId, otherPortfolio));
    expect([wrongOwner.code, wrongOwner.reason]).toEqual([10, 'ASSOCIATION_NOT_CONFIRMED']);
    const unknown = await rejection(ensure(projectId, digits(), fx.portfolioId));
    expect(unknown.reason).toBe('ASSOCIATION_NOT_CONFIRMED');
    expect(await f.svc.db.knex('accounts').where({ project_id: projectId })).toHaveLength(0);
  });

  it('the account belongs to another portfolio (membership recorded under another one)', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    const err = await rejection(ensure(projectId, fx.wabaId, digits()));
    expect(err.reason).toBe('ACCOUNT_IN_OTHER_PORTFOLIO');
  });

  it('the account belongs to another project', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    const other = randomUUID();
    await configureSolution(f, other, fx);
    const err = await rejection(ensure(other, fx.wabaId, fx.portfolioId));
    expect(err.reason).toBe('ACCOUNT_IN_OTHER_PROJECT');
    expect(err.publicMessage).not.toContain(projectId);
  });

  it('another project without upstream access to the account learns nothing: the same answer as an unknown account (issue 13 #6)', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    const prober = randomUUID();
    const own = await seedFixture(sim);
    await configureSolution(f, prober, own); // a real solution, whose token cannot reach fx's account
    const taken = await rejection(ensure(prober, fx.wabaId, fx.portfolioId));
    const unknown = await rejection(ensure(prober, digits(), fx.portfolioId));
    expect(taken.reason).toBe('ASSOCIATION_NOT_CONFIRMED');
    expect([taken.code, taken.reason, taken.publicMessage.replace(/\d+/g, 'N')]).toEqual([
      unknown.code,
      unknown.reason,
      unknown.publicMessage.replace(/\d+/g, 'N'),
    ]);
  });

  it('an undecodable work item is set aside as a dead letter and never blocks the runs behind it (issue 13 #1)', async () => {
    const bus = await createBus({ url: testInfra().natsUrl, namespace: f.config.BUS_NAMESPACE });
    try {
      await bus.publish('funding.run.requested', new Uint8Array([0xff, 0xfe, 0x00, 0x13]), { msgId: `poison-${randomUUID()}` });
    } finally {
      await bus.close();
    }
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    await waitForFunding(f, projectId, fx.wabaId, (fu) => fu.status === 'FUNDING_STATUS_FUNDED');
    const deadline = Date.now() + 10_000;
    let letters = await listDeadLetters(f.svc.db);
    while (!letters.some((l) => l.source === 'consumer:funding-run-worker') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      letters = await listDeadLetters(f.svc.db);
    }
    expect(letters.find((l) => l.source === 'consumer:funding-run-worker')).toMatchObject({ subject: 'funding.run.requested', attempts: 1 });
  });

  it('the account belongs to another solution', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    await configureSolution(f, projectId, fx, false);
    await configureSolution(f, projectId, { ...fx, solutionId: digits() });
    const err = await rejection(ensure(projectId, fx.wabaId, fx.portfolioId));
    expect(err.reason).toBe('ACCOUNT_IN_OTHER_SOLUTION');
  });

  it('the membership was removed and must be reconnected explicitly (never resumed)', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    await f.svc.db.knex('accounts').where({ project_id: projectId, waba_id: fx.wabaId }).update({ status: 'removed' });
    const err = await rejection(ensure(projectId, fx.wabaId, fx.portfolioId));
    expect(err.reason).toBe('MEMBERSHIP_REMOVED');
    expect(err.publicMessage).toMatch(/reconnect/);
  });

  it('the attachment was revoked and must be reconnected explicitly (never resumed)', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    await f.svc.db.knex('attachments').where({ project_id: projectId, waba_id: fx.wabaId }).update({ state: 'revoked' });
    const err = await rejection(ensure(projectId, fx.wabaId, fx.portfolioId));
    expect(err.reason).toBe('ATTACHMENT_REVOKED');
    const g = await f.call('GetFunding', { project_id: projectId, waba_id: fx.wabaId });
    expect(g.funding!.status).toBe('FUNDING_STATUS_REVOKED');
  });

  it('funding is disabled for the portfolio', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx.wabaId, fx.portfolioId);
    await f.svc.db.knex('portfolios').where({ project_id: projectId, portfolio_id: fx.portfolioId }).update({ funding_disabled: true });
    const err = await rejection(ensure(projectId, fx.wabaId, fx.portfolioId));
    expect(err.reason).toBe('PORTFOLIO_FUNDING_DISABLED');
  });
});

describe('POST funding: 502 when the upstream cannot verify access', () => {
  it('answers error_kind, upstream_error_code and upstream_trace_id, and creates no local records', async () => {
    const { projectId, fx } = await project();
    await sim.control('POST', '/faults', { match: { method: 'GET', path: `/${fx.wabaId}` }, kind: 'graph_error', code: 2, times: 1 });
    const err = await rejection(f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId }));
    expect(err.reason).toBe('UPSTREAM_FAILED');
    expect(err.publicFields).toMatchObject({ error_kind: 'upstream_unavailable', upstream_error_code: 2 });
    expect(String(err.publicFields.upstream_trace_id)).toMatch(/\w{6,}/);
    for (const table of ['accounts', 'portfolios', 'funding_runs', 'evidence', 'attachments']) {
      expect(await f.svc.db.knex(table).where({ project_id: projectId }), table).toHaveLength(0);
    }
  });

  it('a network failure is upstream_unavailable with null code and trace', async () => {
    const { projectId, fx } = await project();
    await sim.control('POST', '/faults', { match: { method: 'GET', path: `/${fx.wabaId}` }, kind: 'drop', times: 1 });
    const err = await rejection(f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId }));
    expect(err.publicFields).toEqual({ error_kind: 'upstream_unavailable', upstream_error_code: null, upstream_trace_id: null });
    expect(await f.svc.db.knex('accounts').where({ project_id: projectId })).toHaveLength(0);
  });
});

describe('tenant isolation', () => {
  it("one project never sees another project's accounts, runs or usage", async () => {
    const { projectId, fx } = await project();
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const other = randomUUID();
    const seen = await f.call('GetFunding', { project_id: other, waba_id: fx.wabaId });
    expect(seen.funding).toMatchObject({ status: 'FUNDING_STATUS_NOT_FUNDED', reason: 'funding_not_started' });
    expect(seen.funding!.operation ?? null).toBeNull();
    expect(seen.funding!.business_portfolio_id ?? null).toBeNull();
    expect(seen.funding!.last_checked_at ?? null).toBeNull();
    const unknown = await f.call('GetFunding', { project_id: other, waba_id: digits() });
    expect({ ...unknown.funding, waba_id: '' }).toEqual({ ...seen.funding, waba_id: '' });
    const list = await rejection(f.call('ListPortfolioAccounts', { project_id: other, portfolio_id: fx.portfolioId }));
    expect(list.code).toBe(5);
  });
});
