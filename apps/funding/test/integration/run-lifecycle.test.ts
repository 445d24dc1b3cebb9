import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEvent } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { manualClock } from '@platform/runtime';
import { configureSolution, dropTestState, seedFixture, startFunding, startSim, waitForFunding, type FundingUnderTest, type Sim } from './support';

/** funding.run.failed events of a project in the outbox (decision 0020: the gateway's notifications read them). */
const runFailed = async (projectId: string) =>
  (await f.svc.db.knex('outbox').where({ subject: 'funding.run.failed', project_id: projectId }).select('type', 'payload')).map((r) =>
    decodeEvent<Record<string, unknown>>(r.type, r.payload),
  );

let sim: Sim;
let f: FundingUnderTest;
const clock = manualClock('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim, { clock });
}, 30_000);

afterAll(async () => {
  await f?.stop().catch(() => undefined);
  if (f) await dropTestState(f);
  await sim?.stop();
});

describe('cooldown (injected clock)', () => {
  it('29.9 s after a run ended the same run is returned (200); at 30.1 s a new run starts (202)', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim, { initialStatus: 'DECLINED' });
    await configureSolution(f, projectId, fx);
    const first = await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const ended = await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_FAILED');
    expect(ended.operation!.finished_at).toBe(clock.now().toISOString());
    expect(await runFailed(projectId)).toEqual([
      expect.objectContaining({
        project_id: projectId,
        run_id: first.funding!.operation!.id,
        waba_id: fx.wabaId,
        status: 'failed',
        error_kind: 'allocation_declined',
      }),
    ]);

    clock.advance(29_900);
    const during = await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    expect(during.in_progress).toBe(false);
    expect(during.funding!.operation!.id).toBe(first.funding!.operation!.id);
    expect(during.funding!.operation!.status).toBe('FUNDING_RUN_STATUS_FAILED');

    clock.advance(200);
    const after = await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    expect(after.in_progress).toBe(true);
    expect(after.funding!.operation!.id).not.toBe(first.funding!.operation!.id);
    expect(after.funding!.operation!.status).toBe('FUNDING_RUN_STATUS_PENDING');
    expect(await f.svc.db.knex('funding_runs').where({ project_id: projectId })).toHaveLength(2);
  });
});

describe('deadline', () => {
  it('a run still in progress past its deadline becomes expired (sweeper), never stuck', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim, { initialStatus: 'PENDING' });
    await configureSolution(f, projectId, fx);
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_RUNNING');
    clock.advance(f.config.FUNDING_RUN_DEADLINE_MS + 1);
    const expired = await waitForFunding(f, projectId, fx.wabaId, (x) => x.operation?.status === 'FUNDING_RUN_STATUS_EXPIRED');
    // The allocation is still PENDING upstream: that evidence is the more precise reason.
    expect(expired).toMatchObject({ status: 'FUNDING_STATUS_NOT_FUNDED', reason: 'allocation_pending' });
    expect(expired.operation!.error_kind).toBe('deadline_exceeded');
    expect(expired.operation!.finished_at).toBeTruthy();
    expect(await runFailed(projectId)).toEqual([expect.objectContaining({ status: 'expired', error_kind: 'deadline_exceeded', waba_id: fx.wabaId })]);
  });
});

describe('503 when the queue is unavailable', () => {
  it('rolls the run back (no row) and answers UNAVAILABLE', async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim);
    await configureSolution(f, projectId, fx);
    await f.svc.bus.close();
    let err: unknown;
    try {
      await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe(14);
    expect((err as DomainError).reason).toBe('FUNDING_QUEUE_UNAVAILABLE');
    expect(await f.svc.db.knex('funding_runs').where({ project_id: projectId })).toHaveLength(0);
  });
});
