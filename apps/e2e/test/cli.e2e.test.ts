/**
 * The CLI (apps/cli, `platform`) spawned as a child process, from its TypeScript source as
 * `npx platform` runs it in a clone, against `npm start`'s stack (the all-in-one on embedded engines,
 * its in-process upstream simulator): login (key verified, kept 0600, never printed; at a terminal, typed
 * without echo), numbers list,
 * messages send (the simulator receives the template once), logs search, logs tail (a new request
 * shows), `webhooks listen --forward-to` delivering a live inbound message to a local server that
 * verifies the Standard Webhooks signature with the printed secret, replay (to the listener and, by
 * redelivery, to an endpoint), Ctrl-C ending the listener
 * server-side, and the exit codes of a bad key, a bad flag and an unreachable platform.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@platform/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, connectNumberWithTemplate, poll, simulatorOf, startAllInOne, type AllInOne, type Api, type SimulatorCall } from '../src';

const ROOT = join(__dirname, '../../..');
const BIN = join(ROOT, 'apps/cli/bin/platform.js');
const FROM = '15550107777';
const dataDir = mkdtempSync(join(tmpdir(), 'cli-e2e-'));
const configDir = mkdtempSync(join(tmpdir(), 'cli-config-'));
let aio: AllInOne | undefined;
let api: Api;
let key: string;
let pn: string;
let sim: SimulatorCall;
const running = new Set<ChildProcess>();

/** A CLI process: its output so far, and its exit. */
interface Cli {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** The CLI's environment: the test's config dir and platform, no key (unless `extra` gives one). */
function cliEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PLATFORM_CLI_SOURCE: '1',
    PLATFORM_CONFIG_DIR: configDir,
    PLATFORM_BASE_URL: aio!.baseUrl,
  };
  delete env.PLATFORM_API_KEY;
  return { ...env, ...extra };
}

/** Starts `platform <args>` with the test's config dir and (unless overridden) no key in the environment. */
function start(args: string[], opts: { env?: Record<string, string>; input?: string } = {}): Cli {
  const proc = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: cliEnv(opts.env), stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(proc);
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (err += d));
  proc.stdin!.end(opts.input ?? '');
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => (running.delete(proc), resolve(code))));
  return { proc, stdout: () => out, stderr: () => err, exit };
}

/** Runs `platform <args>` to its end. */
async function run(
  args: string[],
  opts: { env?: Record<string, string>; input?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const c = start(args, opts);
  const code = await c.exit;
  return { code, stdout: c.stdout(), stderr: c.stderr() };
}

/** The NDJSON lines of a stream so far. */
const lines = (s: string) =>
  s
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, any>);

beforeAll(async () => {
  aio = await startAllInOne({ dataDir, engines: 'embedded', extraEnv: { WEBHOOK_ALLOWED_TARGETS: '127.0.0.1,localhost' } });
  key = aio.demoKey()!;
  api = apiFor(aio.baseUrl, key);
  sim = simulatorOf(aio);
  // A connected simulator number with an approved template.
  pn = (await connectNumberWithTemplate(aio, api, { customer: 'CLI', template: { name: 'cli_update', text: 'Hello {{1}}.' } })).phoneNumberId;
}, 240_000);

afterAll(async () => {
  for (const p of running) p.kill('SIGKILL');
  await aio?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(configDir, { recursive: true, force: true });
});

describe('platform CLI against npm start', () => {
  it('exits 3 for a key the platform refuses, and keeps nothing', async () => {
    const r = await run(['login', '--api-key-stdin', '--json'], { input: 'mpk_not_a_real_key_0123456789' });
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: 'invalid API key', status: 401 });
    expect(r.stdout + r.stderr).not.toContain('mpk_not_a_real_key');
    const none = await run(['numbers', 'list', '--json']);
    expect(none.code).toBe(3);
    expect(JSON.parse(none.stdout)).toEqual({ error: 'not signed in' });
  }, 60_000);

  it('login verifies the key and keeps it in a 0600 file, never printing it', async () => {
    const r = await run(['login', '--api-key-stdin', '--json'], { input: `${key}\n` });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ profile: 'default', base_url: aio!.baseUrl });
    expect(statSync(out.config).mode & 0o777).toBe(0o600);
    expect(statSync(configDir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(out.config, 'utf8')).profiles.default.api_key).toBe(key);
    expect(r.stdout + r.stderr).not.toContain(key);
  }, 60_000);

  it('at a terminal, login asks for the key without echoing it, and signs in', async () => {
    // util-linux's `script` runs the CLI on a pseudo-terminal, as at a person's prompt; what it shows is its stdout.
    const proc = spawn('script', ['-qec', `'${process.execPath}' '${BIN}' --profile tty login --json`, '/dev/null'], {
      cwd: ROOT,
      env: cliEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    running.add(proc);
    let shown = '';
    let typed = false;
    proc.stdout!.on('data', (d) => {
      shown += d;
      if (!typed && shown.includes('API key: ')) {
        typed = true;
        proc.stdin!.write(`${key}\r`);
      }
    });
    proc.stderr!.on('data', (d) => (shown += d));
    const code = await new Promise<number | null>((resolve) => proc.once('exit', (c) => (running.delete(proc), resolve(c))));
    expect(code, shown).toBe(0);
    expect(typed, shown).toBe(true);
    expect(shown).not.toContain(key);
    // The terminal's view: the prompt, then the JSON result (its lines end in CR LF on a terminal).
    const text = shown.replace(/\r\n/g, '\n');
    const out = JSON.parse(text.slice(text.indexOf('{', text.indexOf('API key: '))).trim()) as { profile: string; config: string };
    expect(out.profile).toBe('tty');
    expect(JSON.parse(readFileSync(out.config, 'utf8')).profiles.tty.api_key).toBe(key);
  }, 60_000);

  it('numbers list --json lists the connected number', async () => {
    const r = await run(['numbers', 'list', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).data.map((n: { phone_number_id: string }) => n.phone_number_id)).toContain(pn);
    const human = await run(['numbers', 'list']);
    expect(human.stdout).toContain(pn);
  }, 60_000);

  it('messages send sends the template with its parameter, received once by the simulator; logs search finds the send', async () => {
    const r = await run(['messages', 'send', '--from', pn, '--to', `+${FROM}`, '--template', 'cli_update', '--param', 'Ada', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const wamid = JSON.parse(r.stdout).data.wamid as string;
    expect(wamid).toMatch(/^wamid\./);
    const state = await sim('GET', '/__sim/state');
    const sent = (state.messages as Array<{ id: string; to: string; template_name: string | null }>).filter((m) => m.id === wamid);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: FROM, template_name: 'cli_update' });

    const hits = await poll(async () => {
      const s = await run(['logs', 'search', '--wamid', wamid, '--json']);
      expect(s.code, s.stderr).toBe(0);
      const body = JSON.parse(s.stdout) as { data: Array<{ keys: Record<string, string> }> };
      return body.data.length ? body.data : undefined;
    }, 30_000);
    expect(hits.some((h) => h.keys.wamid === wamid)).toBe(true);
  }, 90_000);

  it('logs tail shows a request made after it started', async () => {
    const tail = start(['logs', 'tail', '--log', 'api', '--json', '--interval', '300']);
    await poll(async () => (tail.stderr().includes('Tailing') ? true : undefined), 30_000);
    const marker = `/customers?name=tail-${Date.now()}`;
    const made = await api('GET', marker);
    const id = made.headers.get('x-request-id');
    const entry = await poll(async () => lines(tail.stdout()).find((e) => e.request_id === id), 30_000);
    expect(entry).toMatchObject({ log: 'api', http_method: 'GET', response_status: made.status });
    tail.proc.kill('SIGINT');
    expect(await tail.exit).toBe(130);
  }, 90_000);

  it('webhooks listen forwards a live inbound message, signed, to a local server; replay sends it again; Ctrl-C ends the listener', async () => {
    const all: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    /** What the CLI forwarded (/hook); the endpoint's own deliveries go to /endpoint. */
    const received = {
      get 0() {
        return all.filter((r) => r.url === '/hook')[0];
      },
      get 1() {
        return all.filter((r) => r.url === '/hook')[1];
      },
    };
    const atEndpoint = () => all.filter((r) => r.url === '/endpoint');
    const port = await freePort();
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        all.push({ url: req.url ?? '', headers: req.headers as Record<string, string>, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const listen = start(['webhooks', 'listen', '--forward-to', `http://127.0.0.1:${port}/hook`, '--events', 'messaging.message.received', '--json']);
      const ready = await poll(async () => (lines(listen.stdout()).some((l) => l.type === 'ready') ? lines(listen.stdout()) : undefined), 30_000);
      const listener = ready.find((l) => l.type === 'listener')!;
      expect(listener.secret).toMatch(/^whsec_/);

      const endpoint = await api('POST', '/webhooks', { webhook: { url: `http://127.0.0.1:${port}/endpoint`, events: ['messaging.message.received'] } });
      expect(endpoint.status).toBe(201);
      await sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: FROM, text: 'Where is my order?' });
      const got = await poll(async () => received[0], 60_000);
      const payload = new Webhook(listener.secret).verify(got.body, got.headers) as { event: string; phone_number_id: string; message: Record<string, any> };
      expect(payload).toMatchObject({ event: 'messaging.message.received', phone_number_id: pn, message: { type: 'text', svc: { direction: 'inbound' } } });
      expect(got.body).toContain('Where is my order?');
      const printed = await poll(async () => lines(listen.stdout()).find((l) => l.type === 'event'), 30_000);
      expect(printed).toMatchObject({ event: 'messaging.message.received', webhook_id: got.headers['webhook-id'], forward: { status: 204 } });
      // A forged copy fails the same verification.
      expect(() => new Webhook(listener.secret).verify(got.body.replace('Where', 'When'), got.headers)).toThrow();

      const replay = await run(['webhooks', 'replay', got.headers['webhook-id']!, '--listener', listener.id, '--json']);
      expect(replay.code, replay.stderr).toBe(0);
      const again = await poll(async () => received[1], 30_000);
      expect(again.headers['webhook-id']).toBe(got.headers['webhook-id']);
      expect(again.body).toBe(got.body);
      expect(() => new Webhook(listener.secret).verify(again.body, again.headers)).not.toThrow();

      // The same event to the endpoint: its delivery is redelivered (same webhook-id and body).
      await poll(async () => (atEndpoint().length === 1 ? true : undefined), 60_000);
      expect(atEndpoint()[0]!.headers['webhook-id']).toBe(got.headers['webhook-id']);
      await poll(async () => {
        const d = await api('GET', `/webhook_deliveries?event_id=${got.headers['webhook-id']}`);
        return d.body.data[0]?.status === 'delivered' ? true : undefined;
      }, 30_000);
      const toEndpoint = await run(['webhooks', 'replay', got.headers['webhook-id']!, '--webhook', endpoint.body.data.id, '--json']);
      expect(toEndpoint.code, toEndpoint.stderr).toBe(0);
      await poll(async () => (atEndpoint().length === 2 ? true : undefined), 60_000);
      expect(atEndpoint()[1]!.headers['webhook-id']).toBe(got.headers['webhook-id']);
      expect(atEndpoint()[1]!.body).toBe(atEndpoint()[0]!.body);
      const neither = await run(['webhooks', 'replay', got.headers['webhook-id']!]);
      expect(neither.code).toBe(2);

      listen.proc.kill('SIGINT');
      expect(await listen.exit).toBe(130);
      expect(listen.stdout() + listen.stderr()).not.toContain(key);
      expect((await api('GET', `/webhook_listeners/${listener.id}`)).status).toBe(404);
    } finally {
      server.close();
    }
  }, 150_000);

  it('exits 2 for a bad flag and 4 for an unreachable platform', async () => {
    const flag = await run(['numbers', 'list', '--no-such-flag', '--json']);
    expect(flag.code).toBe(2);
    expect(JSON.parse(flag.stdout).error).toMatch(/unknown option/);
    const missing = await run(['messages', 'send', '--to', FROM, '--text', 'hi']);
    expect(missing.code).toBe(2);
    const closed = await freePort();
    const down = await run(['numbers', 'list', '--json'], { env: { PLATFORM_BASE_URL: `http://127.0.0.1:${closed}/platform/v1` } });
    expect(down.code).toBe(4);
    expect(JSON.parse(down.stdout).error).toMatch(/cannot reach the platform/);
  }, 90_000);
});
