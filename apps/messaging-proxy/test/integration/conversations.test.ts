/**
 * Receiver → NATS → contacts → Postgres, with the simulator's signed webhooks and a real contacts
 * process (apps never import apps: it is spawned). Risks removed: a conversation change lost between
 * the 200 and the store (SIGKILL right after the 200), a pass-through send not recorded with its
 * wamid, history reads answering another project's data.
 */
import { type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { loadContracts, type contacts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { freePort, spawnTs, testInfra, uniqueName, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const REPO = resolve(__dirname, '../../../..');
let sim: SimProcess;
let mp: ServiceUnderTest;
let contactsProc: ChildProcess;
let client: contacts.ContactsServiceClient;
const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
const contactsSchema = uniqueName('contacts');
let contactsAddress = '';
const project = randomUUID();
const other = randomUUID();
let pn = '';
let customerId = '';
/** The platform sandbox number: in the simulator, on an account no project connects. */
const SANDBOX_PN = '100000000000901';

async function startContacts(): Promise<void> {
  const port = await freePort();
  contactsAddress = `127.0.0.1:${port}`;
  const infra = testInfra();
  contactsProc = spawnTs(resolve(REPO, 'apps/contacts/src/main.ts'), [], {
    cwd: REPO,
    env: {
      ...process.env,
      GRPC_PORT: String(port),
      GRPC_HOST: '127.0.0.1',
      DATABASE_URL: infra.databaseUrl,
      DB_SCHEMA: contactsSchema,
      NATS_URL: infra.natsUrl,
      BUS_NAMESPACE: shared.namespace,
      REDIS_URL: infra.redisUrl,
      LOG_LEVEL: 'silent',
      OTEL_SDK_DISABLED: 'true',
      SANDBOX_PHONE_NUMBER_ID: SANDBOX_PN,
      SANDBOX_DISPLAY_PHONE_NUMBER: '+1 555-000-0901',
    },
    stdio: 'ignore',
  });
  const { contracts } = loadContracts();
  client = createClient(contracts.contacts.ContactsService, contactsAddress, { defaultDeadlineMs: 3_000, idempotentMethods: [] });
  await waitFor(
    async () => {
      try {
        await callUnary(client, 'ListContacts', { project_id: project });
        return true;
      } catch {
        return false;
      }
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
}

const mpEnv = () => ({ UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'vt', CONTACTS_GRPC_ADDRESS: contactsAddress, SANDBOX_PHONE_NUMBER_ID: SANDBOX_PN });

beforeAll(async () => {
  sim = await startSim();
  await startContacts();
  mp = await startService(sim, { env: mpEnv(), shared });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'vt' });
  const acct = await seedAccount(sim, { numbers: [{}] });
  const connected = await connectSeededNumber(mp, project, acct);
  customerId = connected.customer_id!;
  pn = connected.phone_number_id!;
}, 90_000);

afterAll(async () => {
  client?.close();
  await mp?.stop();
  contactsProc?.kill('SIGTERM');
  await sim?.stop();
  await dropSchema(shared.schema);
  await dropSchema(contactsSchema);
});

const messagesOf = async (projectId: string) => (await callUnary(client, 'ListMessages', { project_id: projectId, phone_number_id: pn, limit: 100 })).messages;

describe('conversations from the upstream', () => {
  it('a signed inbound message is stored with its contact and conversation; history reads serve it to the owner only', async () => {
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15557770001',
      text: 'hola',
      name: 'Eva',
    });
    expect(d.delivery.state).toBe('delivered');
    await waitFor(async () => (await messagesOf(project)).some((m) => m.text === 'hola'), { timeoutMs: 15_000 });
    const [m] = (await messagesOf(project)).filter((x) => x.text === 'hola');
    expect(m).toMatchObject({ direction: 'inbound', status: 'received', type: 'text', origin: 'cloud_api' });
    const contact = await callUnary(client, 'GetContact', { project_id: project, identifier: '+15557770001' });
    expect(contact.contact).toMatchObject({ name: 'Eva', phone_number: '15557770001' });

    const read = await fetch(`${mp.httpUrl}/proxy/${pn}/messages?direction=inbound`, { headers: { 'x-project-id': project } });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { data: { wamid: string; content: { body: string } }[]; paging: unknown };
    expect(body.data.map((x) => x.content.body)).toContain('hola');
    const convs = (await (await fetch(`${mp.httpUrl}/proxy/${pn}/conversations`, { headers: { 'x-project-id': project } })).json()) as {
      data: { id: string }[];
    };
    expect(convs.data).toHaveLength(1);
    const one = await fetch(`${mp.httpUrl}/proxy/${pn}/conversations/${convs.data[0].id}`, { headers: { 'x-project-id': project } });
    expect(one.status).toBe(200);
    const c = await fetch(`${mp.httpUrl}/proxy/${pn}/contacts/15557770001`, { headers: { 'x-project-id': project } });
    expect((await c.json()) as { name: string }).toMatchObject({ name: 'Eva', customer_id: customerId });
    // customer_id / has_customer (decision 0234): a contact reached through the number is the number's customer's.
    const contactsOf = async (query: string) => {
      const r = await fetch(`${mp.httpUrl}/proxy/${pn}/contacts${query}`, { headers: { 'x-project-id': project } });
      return { status: r.status, body: (await r.json()) as { data?: Array<{ phone_number: string; customer_id: string }>; error?: string } };
    };
    expect((await contactsOf(`?customer_id=${customerId}`)).body.data!.map((x) => [x.phone_number, x.customer_id])).toEqual([['15557770001', customerId]]);
    expect((await contactsOf('?has_customer=true')).body.data).toHaveLength(1);
    expect((await contactsOf(`?customer_id=${randomUUID()}`)).body.data).toEqual([]);
    expect((await contactsOf('?has_customer=false')).body.data).toEqual([]);
    expect(await contactsOf('?customer_id=nope')).toEqual({ status: 400, body: { error: 'customer_id must be a UUID' } });
    expect(await contactsOf('?has_customer=maybe')).toEqual({ status: 400, body: { error: 'has_customer must be true or false' } });
    // Another project: the number answers like an unknown one.
    for (const path of ['messages', 'conversations', `conversations/${convs.data[0].id}`, 'contacts', 'contacts/15557770001']) {
      const foreign = await fetch(`${mp.httpUrl}/proxy/${pn}/${path}`, { headers: { 'x-project-id': other } });
      const unknown = await fetch(`${mp.httpUrl}/proxy/999999999999/${path}`, { headers: { 'x-project-id': other } });
      expect([foreign.status, await foreign.text()]).toEqual([unknown.status, await unknown.text()]);
    }
  }, 30_000);

  it('a pass-through send is recorded with the wamid the upstream returned and joins its statuses', async () => {
    const res = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15557770001', type: 'text', text: { body: 'reply' } }),
    });
    expect(res.status).toBe(200);
    const wamid = ((await res.json()) as { messages: { id: string }[] }).messages[0].id;
    await waitFor(async () => (await messagesOf(project)).some((m) => m.wamid === wamid && m.text === 'reply'), { timeoutMs: 15_000 });
    await sim.control('POST', '/webhooks/trigger', { kind: 'status', message_id: wamid, status: 'read' });
    await sim.control('POST', '/webhooks/trigger', { kind: 'status', message_id: wamid, status: 'delivered' });
    await waitFor(
      async () => {
        const m = (await callUnary(client, 'GetMessage', { project_id: project, wamid })).message!;
        return m.status === 'read' && m.statuses.length >= 2;
      },
      { timeoutMs: 15_000 },
    );
    const m = (await callUnary(client, 'GetMessage', { project_id: project, wamid })).message!;
    expect(m.direction).toBe('outbound');
    expect(m.status).toBe('read');
    // The late delivered (and the simulator's own statuses) are in the raw history, in order of arrival.
    expect(m.statuses.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('sandbox: the tester sends the code to the sandbox number; the session activates and later messages belong to its project', async () => {
    await sim.control('POST', '/fixtures', {
      businesses: [{ wabas: [{ id: '100000000000900', subscribed: true, phone_numbers: [{ id: SANDBOX_PN, display_phone_number: '+1 555-000-0901' }] }] }],
    });
    const tester = randomUUID();
    const s = (await callUnary(client, 'CreateSandboxSession', { project_id: tester, phone_number: '+1 555 777 0009' })).session!;
    expect(s).toMatchObject({ status: 'pending_activation', activation_link: `https://wa.me/15550000901?text=join%20${s.activation_code}` });
    await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: SANDBOX_PN, from: '15557770009', text: s.activation_message });
    await waitFor(async () => (await callUnary(client, 'GetSandboxSession', { project_id: tester, session_id: s.id! })).session!.status === 'active', {
      timeoutMs: 15_000,
    });
    await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: SANDBOX_PN, from: '15557770009', text: 'testing the sandbox' });
    const sandboxMessages = async () => (await callUnary(client, 'ListMessages', { project_id: tester, phone_number_id: SANDBOX_PN })).messages;
    await waitFor(async () => (await sandboxMessages()).some((m) => m.text === 'testing the sandbox'), { timeoutMs: 15_000 });
    const conv = (await callUnary(client, 'ListConversations', { project_id: tester })).conversations;
    expect(conv.map((c) => c.sandbox_session_id)).toEqual([s.id]);
    expect((await callUnary(client, 'ListMessages', { project_id: project, phone_number_id: SANDBOX_PN })).messages).toEqual([]);
  }, 40_000);

  it('SIGKILL of the receiver right after its 200 loses nothing: the change is in the outbox and is stored after a restart', async () => {
    await mp.stop();
    const port = await freePort();
    const infra = testInfra();
    const child = spawnTs(resolve(REPO, 'apps/messaging-proxy/src/main.ts'), [], {
      cwd: REPO,
      env: {
        ...process.env,
        GRPC_PORT: '0',
        GRPC_HOST: '127.0.0.1',
        HTTP_PORT: String(port),
        HTTP_HOST: '127.0.0.1',
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: shared.schema,
        NATS_URL: infra.natsUrl,
        BUS_NAMESPACE: shared.namespace,
        REDIS_URL: infra.redisUrl,
        KV_PREFIX: shared.prefix,
        UPSTREAM_BASE_URL: sim.url,
        UPSTREAM_APP_ID: sim.appId,
        UPSTREAM_APP_SECRET: sim.appSecret,
        UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'vt',
        LOG_LEVEL: 'silent',
        OTEL_SDK_DISABLED: 'true',
      },
      stdio: 'ignore',
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true, { timeoutMs: 30_000, intervalMs: 200 });
    await sim.control('PUT', '/webhook', { url: `http://127.0.0.1:${port}/upstream/webhooks`, verify_token: 'vt' });
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15557770002',
      text: 'before the kill',
    });
    expect(d.delivery.state).toBe('delivered');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The change was committed to the outbox with the receipt before the 200; whatever the dead relay had
    // not published goes out after the restart, and contacts stores the message exactly once.
    mp = await startService(sim, { env: mpEnv(), shared });
    await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'vt' });
    await waitFor(async () => (await messagesOf(project)).some((m) => m.text === 'before the kill'), { timeoutMs: 20_000 });
    expect((await messagesOf(project)).filter((m) => m.text === 'before the kill')).toHaveLength(1);
  }, 90_000);
});
