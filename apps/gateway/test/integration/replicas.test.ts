/**
 * Two gateway processes sharing Postgres and Redis, as two Kubernetes replicas would.
 * Risks removed: a limit admitting more than its plan under concurrency across replicas, and a
 * revoked key staying usable on another replica.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnTs, waitFor } from '@platform/testing';
import { call, startTestGateway, type TestGateway } from '../support';

const ROOT = join(__dirname, '../../../..');
let seed: TestGateway;
const replicas: Array<{ proc: ChildProcess; url: string }> = [];

async function spawnReplica(port: number): Promise<{ proc: ChildProcess; url: string }> {
  const env = {
    ...process.env,
    HTTP_PORT: String(port),
    HTTP_HOST: '127.0.0.1',
    DATABASE_URL: seed.config.DATABASE_URL!,
    DB_SCHEMA: seed.config.DB_SCHEMA,
    REDIS_URL: seed.config.REDIS_URL!,
    REDIS_PREFIX: seed.config.REDIS_PREFIX,
    LOG_LEVEL: 'warn',
    OTEL_SDK_DISABLED: 'true',
    API_LOG_FLUSH_MS: '50',
  };
  const proc = spawnTs(join(ROOT, 'apps/gateway/src/main.ts'), [], { cwd: ROOT, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () =>
      await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false),
    { timeoutMs: 20_000, intervalMs: 100 },
  );
  return { proc, url };
}

beforeAll(async () => {
  seed = await startTestGateway();
  replicas.push(...(await Promise.all([spawnReplica(await freePort()), spawnReplica(await freePort())])));
}, 60_000);

afterAll(async () => {
  for (const r of replicas) r.proc.kill('SIGTERM');
  await seed.stop();
  await seed.cleanup();
});

describe('two replicas share one plan limit', () => {
  it('admit exactly 100 per window for a free project under 300 concurrent requests', async () => {
    const p = await seed.projects.createProject('Concurrent', 'free');
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => call(`${replicas[i % 2].url}/platform/v1`, p.secret, 'GET', '/api_logs?limit=1')));
    const ok = results.filter((r) => r.status === 200).length;
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toBe(100);
    expect(limited).toHaveLength(200);
    for (const r of limited) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 30_000);
});

describe('revocation', () => {
  it('a revoked key stops working on every replica within 5 seconds', async () => {
    const p = await seed.projects.createProject('Revoke', 'pro');
    for (const r of replicas) expect((await call(`${r.url}/platform/v1`, p.secret, 'GET', '/api_logs')).status).toBe(200);
    await seed.keys.revoke(undefined, p.key.id, { kind: 'operator' });
    const revokedAt = Date.now();
    await Promise.all(
      replicas.map((r) =>
        waitFor(async () => (await call(`${r.url}/platform/v1`, p.secret, 'GET', '/api_logs')).status === 401, { timeoutMs: 5_000, intervalMs: 100 }),
      ),
    );
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  }, 15_000);
});
