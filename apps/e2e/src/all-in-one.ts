/**
 * Runs the all-in-one process (`apps/platform`, what `npm start` runs) for tests, on embedded or
 * real engines, on free ports, and reads the demo key from its banner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { freePortRange, spawnTs, testInfra, uniqueName } from '@platform/testing';
import { poll } from './funding-fixtures';
import { freePort } from './harness';
import type { Api } from './journeys';

const ROOT = join(__dirname, '../../..');

/**
 * Every port variable of the all-in-one configuration (`apps/platform/src/config.ts`, read as text:
 * e2e may not import the composition root), with its default. A port added there is moved by
 * {@link startAllInOne} and held by {@link occupyDefaultPorts} without a change here, so the tests
 * never bind a default port and pass beside a running `npm start`.
 */
export function platformPorts(): Array<{ key: string; port: number; count: number }> {
  const config = readFileSync(join(ROOT, 'apps/platform/src/config.ts'), 'utf8');
  // GRPC_BASE_PORT is the first of one consecutive port per composed service (SERVICE_PORT_OFFSETS).
  const offsets = readFileSync(join(ROOT, 'apps/platform/src/compose.ts'), 'utf8').match(/SERVICE_PORT_OFFSETS = \{([^}]*)\}/)?.[1];
  const services = offsets?.split(',').filter((entry) => entry.includes(':')).length ?? 0;
  const ports = [...config.matchAll(/^\s*((?:[A-Z][A-Z0-9_]*_)?PORT): portFromEnv\.default\((\d+)\)/gm)].map(([, key, port]) => ({
    key,
    port: Number(port),
    count: key === 'GRPC_BASE_PORT' ? services : 1,
  }));
  // A reworded config must break this loudly, not leave a listener on its default port.
  if (!ports.some((p) => p.key === 'PORT') || !ports.some((p) => p.key === 'GRPC_BASE_PORT') || services < 7) {
    throw new Error(
      `could not read the all-in-one ports from apps/platform/src/config.ts and compose.ts (found ${JSON.stringify(ports)}, ${services} services)`,
    );
  }
  return ports;
}

/** The default ports of every app's own config (`apps/<app>/src/config.ts`: `..._PORT: ....default(n)`). */
function appDefaultPorts(): number[] {
  const ports: number[] = [];
  for (const app of readdirSync(join(ROOT, 'apps'))) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, 'apps', app, 'src/config.ts'), 'utf8');
    } catch {
      continue; // no config of its own (e2e)
    }
    for (const [, port] of text.matchAll(/^\s*(?:[A-Z][A-Z0-9_]*_)?PORT: [^\n]*\.default\((\d+)\)/gm)) ports.push(Number(port));
  }
  return ports;
}

/**
 * Holds every default port of the all-in-one and of each app (8080, the simulators' 4010/4020/4030,
 * the gRPC ports, ...) for the duration of a test, as a running `npm start` does, so a start that
 * still binds one fails with EADDRINUSE in the test suite instead of beside the developer's
 * platform. A port already in use (by that running platform) is held anyway. Returns the release.
 */
export async function occupyDefaultPorts(): Promise<{ ports: number[]; release(): Promise<void> }> {
  const ports = [...new Set([...platformPorts().flatMap(({ port, count }) => Array.from({ length: count }, (_, i) => port + i)), ...appDefaultPorts()])].sort(
    (a, b) => a - b,
  );
  const held: Server[] = [];
  for (const port of ports) {
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '0.0.0.0', () => resolve(true));
    });
    if (bound) held.push(server);
  }
  return {
    ports,
    release: () => Promise.all(held.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined),
  };
}

/** A running all-in-one process. */
export interface AllInOne {
  proc: ChildProcess;
  baseUrl: string;
  env: Record<string, string>;
  /** Everything printed so far. */
  output(): string;
  /** The demo key of the banner, if this start printed one. */
  demoKey(): string | undefined;
  /** SIGINT (Ctrl-C) and wait for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Sends the signal to the whole process group, as Ctrl-C in a terminal does (only with
   * `via: 'npm-start'`), and waits until the platform process is gone. Resolves npm's exit code (null:
   * npm itself ends by the signal); the platform's own outcome is in its log.
   */
  stopGroup(signal?: NodeJS.Signals): Promise<number | null>;
}

/** How long a start may take before the test gives up (PGlite's first open and eight apps on a loaded 2-core box). */
const START_TIMEOUT_MS = 120_000;

/** Same engines and ports across restarts: pass the returned `env` back in. */
export async function startAllInOne(opts: {
  dataDir: string;
  engines: 'embedded' | 'real';
  env?: Record<string, string>;
  /** `npm-start`: run exactly the README command (`npm start`) in its own process group. Default: the entry point as one process. */
  via?: 'entry' | 'npm-start';
  /** Settings added to a first start's environment (e.g. `WEBHOOK_ALLOWED_TARGETS` for a receiver on loopback). */
  extraEnv?: Record<string, string>;
}): Promise<AllInOne> {
  let env = opts.env;
  if (!env) {
    const infra = testInfra();
    const prefix = uniqueName('aio')
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 16);
    // Every listener on a free port (GRPC_BASE_PORT: a free range), none on its default.
    const ports: Record<string, string> = {};
    for (const { key, count } of platformPorts()) ports[key] = String(count > 1 ? (await freePortRange(count))[0] : await freePort());
    env = {
      DATA_DIR: opts.dataDir,
      ...ports,
      LOG_LEVEL: 'warn',
      OTEL_SDK_DISABLED: 'true',
      ...(opts.engines === 'real' ? { DATABASE_URL: infra.databaseUrl, REDIS_URL: infra.redisUrl, NATS_URL: infra.natsUrl, SCHEMA_PREFIX: prefix } : {}),
      ...opts.extraEnv,
    };
  }
  const clean = { ...process.env };
  // Embedded means embedded: no engine URL of the surrounding shell may leak in.
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'UPSTREAM_BASE_URL', 'GRPC_PORT', 'HTTP_PORT', 'DB_SCHEMA']) delete clean[k];
  const proc =
    opts.via === 'npm-start'
      ? spawn('npm', ['start', '--silent'], { cwd: ROOT, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawnTs(join(ROOT, 'apps/platform/src/main.ts'), [], { cwd: ROOT, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const started = Date.now();
  while (!out.includes('Ctrl-C stops it gracefully')) {
    if (proc.exitCode !== null) throw new Error(`all-in-one exited ${proc.exitCode}:\n${out}`);
    if (Date.now() - started > START_TIMEOUT_MS) {
      // Never leave a half-started platform behind (it would hold its ports and a core).
      if (opts.via === 'npm-start') process.kill(-proc.pid!, 'SIGKILL');
      else proc.kill('SIGKILL');
      throw new Error(`all-in-one did not start within ${START_TIMEOUT_MS / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const fixedEnv = env;
  return {
    proc,
    env: fixedEnv,
    baseUrl: `http://localhost:${fixedEnv.PORT}/platform/v1`,
    output: () => out,
    demoKey: () => out.match(/shown only this once:\s*\n\s*(mpk_[A-Za-z0-9_-]+)/)?.[1],
    stop(signal = 'SIGINT') {
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill(signal);
      return exited;
    },
    stopGroup(signal = 'SIGINT') {
      if (opts.via !== 'npm-start') throw new Error("stopGroup needs via: 'npm-start' (its own process group)");
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
      // npm exits at once on the signal; the platform (its child) holds the output pipes until it
      // has shut down, so 'close' marks the end of the platform process, not of npm.
      const closed = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
      process.kill(-proc.pid!, signal);
      return closed;
    },
  };
}

/** A call to the all-in-one's upstream simulator: its control API (`/__sim/...`) or its Graph API (`/v24.0/...`, with a token). */
export type SimulatorCall = (method: string, path: string, body?: unknown, token?: string) => Promise<any>;

/** The all-in-one's in-process upstream simulator; a call that is not a 2xx throws with its answer. */
export function simulatorOf(aio: AllInOne): SimulatorCall {
  const simUrl = `http://localhost:${aio.env.SIM_PORT}`;
  return async (method, path, body, token) => {
    const r = await fetch(`${simUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.status >= 300) throw new Error(`simulator ${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
}

/**
 * A simulator number with one approved UTILITY template (`template.text` its body, `{{1}}` a
 * parameter), connected to the project of `api` under a new customer: what a journey that sends needs.
 */
export async function connectNumberWithTemplate(
  aio: AllInOne,
  api: Api,
  opts: { customer: string; template: { name: string; text: string } },
): Promise<{ phoneNumberId: string; wabaId: string; token: string }> {
  const sim = simulatorOf(aio);
  const fx = await sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const [wabaId, token, phoneNumberId] = [fx.wabas[0].id as string, fx.tokens[0].value as string, fx.phone_numbers[0].id as string];
  const { name, text } = opts.template;
  await sim('POST', `/v24.0/${wabaId}/message_templates`, { name, language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text }] }, token);
  await poll(async () =>
    (await sim('GET', `/v24.0/${wabaId}/message_templates?name=${name}&fields=status`, undefined, token)).data?.[0]?.status === 'APPROVED' ? true : undefined,
  );
  const customer = await api('POST', '/customers', { customer: { name: opts.customer } });
  if (customer.status !== 201) throw new Error(`customer: ${customer.status} ${JSON.stringify(customer.body)}`);
  const connected = await api('POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Main', kind: 'production', phone_number_id: phoneNumberId, business_account_id: wabaId, access_token: token },
  });
  if (connected.status !== 201) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
  return { phoneNumberId, wabaId, token };
}
