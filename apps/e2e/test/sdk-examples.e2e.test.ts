/**
 * The SDK's runnable examples (docs/examples/*.ts, importing @messaging-platform/sdk by its name, run
 * with tsx) against `npm start`'s stack (the all-in-one on embedded engines, its in-process upstream
 * simulator): a simulator number connected and a template approved, then
 *  - webhook-receiver.ts verifies a live `messaging.message.received` the platform delivers to it (and
 *    refuses a forged delivery);
 *  - list-conversations.ts iterates the number's conversations across pages;
 *  - send-template.ts sends the approved template to a number (POST /messaging/phone_numbers/{id}/messages),
 *    which the simulator receives exactly once.
 * The examples also typecheck against the built package (docs/examples/tsconfig.json), and the SDK's copy
 * of the OpenAPI document is the one the running platform serves.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, connectNumberWithTemplate, poll, simulatorOf, startAllInOne, type AllInOne, type Api, type SimulatorCall } from '../src';

const run = promisify(execFile);
const ROOT = join(__dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const FROM = '15550104242';
const dataDir = mkdtempSync(join(tmpdir(), 'sdk-examples-'));
let aio: AllInOne | undefined;
let receiver: ChildProcess | undefined;
let api: Api;
let env: Record<string, string>;
let sim: SimulatorCall;
let pn: string;
let receiverPort: number;

/** Runs an example to its end with the platform's URL and key (plus `extra`); its stdout lines. */
async function example(name: string, extra: Record<string, string>): Promise<string[]> {
  const { stdout } = await run(TSX, [join(ROOT, 'docs/examples', name)], { cwd: ROOT, env: { ...process.env, ...env, ...extra }, timeout: 60_000 });
  return stdout.trim().split('\n');
}

beforeAll(async () => {
  // The examples import the package by its name, whose entry is its build: build it as a user would.
  const build = run('npx', ['tsc', '-p', 'libs/sdk/tsconfig.build.json'], { cwd: ROOT });
  aio = await startAllInOne({ dataDir, engines: 'embedded', extraEnv: { WEBHOOK_ALLOWED_TARGETS: '127.0.0.1,localhost' } });
  await build;
  api = apiFor(aio.baseUrl, aio.demoKey()!);
  env = { PLATFORM_BASE_URL: aio.baseUrl, PLATFORM_API_KEY: aio.demoKey()! };
  sim = simulatorOf(aio);
  // A connected simulator number with an approved template.
  pn = (await connectNumberWithTemplate(aio, api, { customer: 'SDK examples', template: { name: 'order_update', text: 'Your order shipped.' } })).phoneNumberId;
  receiverPort = await freePort();
}, 240_000);

afterAll(async () => {
  receiver?.kill('SIGTERM');
  await aio?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SDK examples against npm start', () => {
  it('webhook-receiver.ts verifies a live delivery of an inbound message and refuses a forged one', async () => {
    const hook = await api('POST', '/webhooks', { webhook: { url: `http://127.0.0.1:${receiverPort}/hook`, events: ['messaging.message.received'] } });
    expect(hook.status).toBe(201);
    receiver = spawn(TSX, [join(ROOT, 'docs/examples/webhook-receiver.ts')], {
      cwd: ROOT,
      env: { ...process.env, WEBHOOK_SECRET: hook.body.data.secret, PORT: String(receiverPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    receiver.stdout!.on('data', (d) => (out += d));
    receiver.stderr!.on('data', (d) => (out += d));
    await poll(async () => (out.includes('listening on') ? true : undefined), 30_000);

    const forged = await fetch(`http://127.0.0.1:${receiverPort}/hook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'evt_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      body: JSON.stringify({ event: 'messaging.message.received' }),
    });
    expect(forged.status).toBe(400);

    await sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: FROM, text: 'Where is my order?' });
    const line = await poll(async () => out.split('\n').find((l) => l.includes('"event":"messaging.message.received"')), 60_000);
    expect(JSON.parse(line)).toMatchObject({ event: 'messaging.message.received', from: FROM, type: 'text' });
    expect(out).toContain('{"rejected":"bad_signature"}');
  }, 120_000);

  it('list-conversations.ts iterates the number’s conversations across pages', async () => {
    // A second contact, so a page size of 1 takes two pages.
    await sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: '15550104243', text: 'Hello' });
    await poll(async () => ((await api('GET', `/messaging/conversations?phone_number_id=${pn}`)).body.data?.length === 2 ? true : undefined), 30_000);
    const lines = await example('list-conversations.ts', { PHONE_NUMBER_ID: pn, PAGE_SIZE: '1' });
    const rows = lines.map((l) => JSON.parse(l));
    expect(rows.at(-1)).toEqual({ total: 2 });
    expect(
      rows
        .slice(0, -1)
        .map((r) => r.phone_number)
        .sort(),
    ).toEqual([FROM, '15550104243']);
    expect(rows[0]).toMatchObject({ status: 'active' });
  }, 90_000);

  it('send-template.ts sends the approved template to the number, received once by the simulator', async () => {
    const [line] = await example('send-template.ts', { PHONE_NUMBER_ID: pn, TO: FROM, TEMPLATE_NAME: 'order_update', TEMPLATE_LANGUAGE: 'en_US' });
    const sent = JSON.parse(line) as { wamid: string; status: string };
    expect(sent).toMatchObject({ status: 'accepted', wamid: expect.stringMatching(/^wamid\./) });
    const state = await sim('GET', '/__sim/state');
    const templates = (state.messages as Array<{ id: string; to: string; type: string; template_name: string | null }>).filter(
      (m) => m.to === FROM && m.type === 'template',
    );
    expect(templates).toEqual([expect.objectContaining({ id: sent.wamid, template_name: 'order_update' })]);
  }, 90_000);

  it('the SDK was generated from the document the platform serves (but for its absolute server URL)', async () => {
    const served = (await (await fetch(`${aio!.baseUrl}/openapi.json`)).json()) as { servers: unknown };
    const committed = JSON.parse(readFileSync(join(ROOT, 'libs/sdk/openapi.json'), 'utf8')) as { servers: unknown };
    expect(served.servers).toEqual([{ url: aio!.baseUrl }]);
    expect({ ...served, servers: committed.servers }).toEqual(committed);
  });

  it('the examples typecheck against the built package', async () => {
    await expect(run('npx', ['tsc', '-p', 'docs/examples/tsconfig.json'], { cwd: ROOT })).resolves.toBeDefined();
  }, 90_000);
});
