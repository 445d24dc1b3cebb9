/**
 * Route limits by plan and per path resource (decision 0714): the workflow start burst counts per
 * project and workflow, with the plan's points, headers on every answer and a 429 with Retry-After 1.
 * Risk removed: one workflow's burst starving another's, or a plan's figure not applied.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../projects/plans';
import { WORKFLOW_START_BURST_LIMIT } from '../../routes/workflows/workflows.routes';
import { KvGatewayLimiter } from '../limiter';
import { routeLimits } from './route-limits';
import { state } from './request-context';

let limiter: KvGatewayLimiter;
let base: string;
let close: () => void;

beforeAll(async () => {
  limiter = await KvGatewayLimiter.create({ redisUrl: testInfra().redisUrl, prefix: uniqueName('rlim'), onRedisDown: 'closed' });
  const app = express();
  app.post(
    '/p/:project/:plan/workflows/:workflow_id/executions',
    (req, res, next) => {
      state(res).principal = {
        keyId: 'k',
        keyName: 'k',
        projectId: String(req.params.project),
        plan: String(req.params.plan) as Plan,
        scopes: ['full'],
        revoked: false,
        expiresAt: null,
      };
      next();
    },
    routeLimits([WORKFLOW_START_BURST_LIMIT], limiter),
    (_req, res) => {
      res.status(202).json({ ok: true });
    },
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close?.();
  await limiter?.close();
});

/** Fires `n` starts at once (one window) and returns their statuses and headers. */
async function burst(project: string, plan: Plan, workflow: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const r = await fetch(`${base}/p/${project}/${plan}/workflows/${workflow}/executions`, { method: 'POST' });
      return {
        status: r.status,
        limit: r.headers.get('x-burst-ratelimit-limit'),
        remaining: r.headers.get('x-burst-ratelimit-remaining'),
        retry: r.headers.get('retry-after'),
      };
    }),
  );
}

/** Runs `fn` until a burst falls inside one one-second window (a window edge may split it once). */
async function inOneWindow<T extends { status: number }[]>(fn: () => Promise<T>, expected429: number): Promise<T> {
  let last = await fn();
  for (let i = 0; i < 2 && last.filter((r) => r.status === 429).length !== expected429; i++) {
    await new Promise((r) => setTimeout(r, 1100));
    last = await fn();
  }
  return last;
}

describe('workflow start burst limit', () => {
  it.each([
    ['free', 5],
    ['legacy', 5],
    ['pro', 15],
    ['platform', 30],
    ['enterprise', 30],
  ] as const)('%s plan: %i starts per second per workflow, then 429 with Retry-After 1', async (plan, points) => {
    const project = uniqueName('p');
    const answers = await inOneWindow(() => burst(project, plan, uniqueName('wf'), points + 2), 2);
    expect(answers.filter((a) => a.status === 202)).toHaveLength(points);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused.every((a) => a.retry === '1' && a.remaining === '0')).toBe(true);
    expect(answers.every((a) => a.limit === String(points))).toBe(true);
  });

  it("counts each workflow apart: one workflow's burst leaves another's untouched", async () => {
    const project = uniqueName('p');
    const [a, b] = [uniqueName('wf'), uniqueName('wf')];
    const answers = await inOneWindow(async () => {
      const first = await burst(project, 'free', a, 6);
      const other = await burst(project, 'free', b, 1);
      return [...first, ...other];
    }, 1);
    expect(answers.slice(0, 6).filter((x) => x.status === 429)).toHaveLength(1);
    expect(answers[6]).toMatchObject({ status: 202, remaining: '4' });
  });
});
