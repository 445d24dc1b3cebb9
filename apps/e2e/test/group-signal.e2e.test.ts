/**
 * Ctrl-C on `npm start` (issue 13 #7): a terminal signals the whole process group, so the platform
 * receives SIGINT directly and again relayed by npm. It must shut down gracefully every time — the
 * request log buffered in memory is flushed — never take the relayed copy as "exit now".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInfra } from '@platform/testing';
import { apiFor, occupyDefaultPorts, startAllInOne, type AllInOne } from '../src';

const dir = mkdtempSync(join(tmpdir(), 'platform-sig-'));
const running: AllInOne[] = [];
// Every default port is taken, as beside a running `npm start`: these starts must not need one.
let defaults: Awaited<ReturnType<typeof occupyDefaultPorts>>;
beforeAll(async () => {
  defaults = await occupyDefaultPorts();
});
afterAll(async () => {
  for (const r of running) await r.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  await defaults?.release();
});

describe('npm start and a process-group SIGINT', () => {
  it('flushes the request log on 10 of 10 group SIGINTs', async () => {
    const db = knex({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 1 } });
    try {
      let env: Record<string, string> | undefined;
      let key: string | undefined;
      let sent = 0;
      for (let round = 0; round <= 10; round++) {
        // A flush interval longer than the test: whatever is logged got there through the shutdown flush.
        const aio = await startAllInOne({ dataDir: dir, engines: 'real', via: 'npm-start', env: env ?? undefined });
        running.push(aio);
        env ??= { ...aio.env, API_LOG_FLUSH_MS: '600000', LOG_LEVEL: 'info' };
        key ??= aio.demoKey();
        expect(key, aio.output()).toMatch(/^mpk_/);
        if (round === 0) {
          // The first start ran with the default flush interval: restart once with the long one.
          await aio.stopGroup('SIGINT');
          sent = Number((await db(`${env.SCHEMA_PREFIX}_gateway.api_logs`).count({ n: '*' }))[0].n);
          continue;
        }
        const api = apiFor(aio.baseUrl, key!);
        for (let i = 0; i < 5; i++) expect((await api('GET', '/customers')).status).toBe(200);
        sent += 5;
        await aio.stopGroup('SIGINT');
        // The relayed copy of the signal was recognised as the same request, and the stop ran to the end.
        expect(aio.output(), `round ${round}`).toContain('"msg":"shutdown complete"');
        expect(aio.output(), `round ${round}`).not.toContain('second signal during shutdown');
        const logged = Number((await db(`${env.SCHEMA_PREFIX}_gateway.api_logs`).count({ n: '*' }))[0].n);
        expect(logged, `round ${round}: request log entries after a group SIGINT`).toBe(sent);
      }
    } finally {
      await db.destroy();
    }
  }, 240_000);
});
