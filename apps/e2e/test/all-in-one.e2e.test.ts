/**
 * `npm start` mode: every app in one process. The core journey runs on embedded engines (PGlite,
 * in-process bus and stores) and on the real ones; data written before a restart is there after it;
 * the admin CLI reaches a running embedded instance; Ctrl-C exits cleanly. Every default port is held
 * meanwhile, so the file also proves the tests pass beside a running `npm start`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInfra } from '@platform/testing';
import { apiFor, coreJourney, occupyDefaultPorts, startAllInOne, type AllInOne } from '../src';

const ROOT = join(__dirname, '../../..');
const dirs: string[] = [];
const running: AllInOne[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'platform-'));
  dirs.push(d);
  return d;
};

// Every default port is taken, as beside a running `npm start`: these starts must not need one.
let defaults: Awaited<ReturnType<typeof occupyDefaultPorts>>;
beforeAll(async () => {
  defaults = await occupyDefaultPorts();
});

afterAll(async () => {
  for (const r of running) await r.stop('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await defaults?.release();
});

describe('all-in-one on embedded engines', () => {
  it('runs the core journey, keeps data across a restart, and serves the admin CLI while running', async () => {
    const dataDir = tempDir();
    const first = await startAllInOne({ dataDir, engines: 'embedded' });
    running.push(first);
    expect(first.output()).toMatch(/embedded:\s+PGlite/);
    const key = first.demoKey();
    expect(key).toMatch(/^mpk_/);
    // The printed curl command works as printed.
    const curl = first.output().match(/curl -s -H 'X-API-Key: [^']+' '([^']+)'/);
    expect(curl).not.toBeNull();
    const viaCurl = await fetch(curl![1], { headers: { 'x-api-key': key! } });
    expect(viaCurl.status).toBe(200);

    // The demo project's first owner, printed once, signs in to the dashboard API (issue 35).
    const owner = first.output().match(/email: (\S+)  password: (\S+)/);
    expect(owner).not.toBeNull();
    const origin = new URL(first.baseUrl).origin;
    const signIn = await fetch(`${origin}/app/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner![1], password: owner![2] }),
    });
    expect(signIn.status).toBe(201);
    const me = await fetch(`${origin}/app/api/v1/me`, { headers: { cookie: signIn.headers.get('set-cookie')!.split(';')[0] } });
    expect(((await me.json()) as { data: { projects: Array<{ role: string }> } }).data.projects.map((p) => p.role)).toEqual(['owner']);
    // The dashboard itself at {app_url} (decision 0021; built by npm start / npm test): its page, under its CSP, at a client route too.
    const page = await fetch(`${origin}/app/p/any/conversations`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root"></div>');

    const api = apiFor(first.baseUrl, key!);
    const { customerId } = await coreJourney(api);
    // The embedded simulator carries the platform sandbox number, so sandbox sessions work out of the box.
    const session = await api('POST', '/messaging/sandbox_sessions', { sandbox_session: { phone_number: '+15551230001' } });
    expect(session.status).toBe(201);
    expect(session.body.data).toMatchObject({ status: 'pending_activation' });
    expect(JSON.stringify(session.body.data)).toContain('https://wa.me/15550100901?text=join');

    // PGlite is single-process: the CLI forwards to the running instance.
    const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'apps/gateway/src/admin/cli.ts'), 'project', 'list', '--json'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim()).map((p: { name: string }) => p.name)).toEqual(['Demo']);
    // The demo project starts with prepaid credits, so its sends can be charged (issue 15).
    const demoId = first.output().match(/Demo project ([0-9a-f-]{36}) created/)![1];
    const credits = execFileSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'apps/gateway/src/admin/cli.ts'), 'credits', 'balance', '--project', demoId, '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(credits.trim())).toMatchObject({ currency: 'USD', balance_micros: '100000000', available_micros: '100000000' });

    expect(await first.stop('SIGINT')).toBe(0);

    const second = await startAllInOne({ dataDir, engines: 'embedded', env: first.env });
    running.push(second);
    expect(second.demoKey()).toBeUndefined();
    expect(second.output()).toMatch(/Projects exist already/);
    expect(second.output()).not.toMatch(/password: /);
    const after = apiFor(second.baseUrl, key!);
    const read = await after('GET', `/customers/${customerId}`);
    expect(read.status).toBe(200);
    expect(read.body.data.name).toBe('Journey Co');
    const logs = await after('GET', '/api_logs?limit=100');
    expect(logs.body.data.length).toBeGreaterThanOrEqual(8);
    expect(await second.stop('SIGINT')).toBe(0);
  }, 150_000);
});

describe('all-in-one on real engines', () => {
  it('runs the same journey on Postgres, Redis and NATS', async () => {
    const aio = await startAllInOne({ dataDir: tempDir(), engines: 'real' });
    running.push(aio);
    expect(aio.output()).not.toMatch(/embedded:/);
    await coreJourney(apiFor(aio.baseUrl, aio.demoKey()!));
    expect(await aio.stop('SIGINT')).toBe(0);
    const db = knex({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 1 } });
    try {
      const schemas = await db('information_schema.schemata').where('schema_name', 'like', `${aio.env.SCHEMA_PREFIX}\\_%`).pluck('schema_name');
      expect(schemas).toContain(`${aio.env.SCHEMA_PREFIX}_gateway`);
      for (const s of schemas) await db.raw('drop schema if exists ?? cascade', [s]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
