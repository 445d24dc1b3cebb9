/**
 * Thread ownership on numbers shared with another app (issue 15 item 2, decision 0231), against the
 * simulator: handovers and standby copies it sends, thread_control calls through the pass-through,
 * the send path (HTTP pass-through and SendMessage) refusing a thread another app handles, taking it
 * with take-control, and a thread going idle after 24 h (injected clock). Risks removed: the platform
 * talking over another app in a customer's conversation, a take that never happened reported as done,
 * ownership events lost, a conversation taken from the other app for a send that is then refused
 * (opt-out, credits), a hold kept for a send whose take failed.
 */
import { randomUUID } from 'node:crypto';
import { createBus, type Bus, type BusMessage } from '@platform/bus';
import { decodeEvent, toStruct, type contacts, type funding } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { manualClock } from '@platform/runtime';
import { testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSeededNumber,
  optOutOfMarketing,
  seedAccount,
  startService,
  startSim,
  startWithPeers,
  type ServiceUnderTest,
  type ServiceWithPeers,
  type SimProcess,
} from './harness';

const clock = manualClock(Date.now());
let sim: SimProcess;
let mp: ServiceUnderTest;
let bus: Bus;
const events: BusMessage[] = [];
const project = randomUUID();
const OTHER_APP = '200000000000001';
type Obj = Record<string, unknown>;

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { clock, env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'threads-verify' } });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'threads-verify' });
  bus = await createBus({ url: testInfra().natsUrl, namespace: mp.config.BUS_NAMESPACE });
  await bus.consume({ stream: 'MESSAGING_PROXY', durable: 'threads-test', filterSubject: 'messaging_proxy.>', handler: async (m) => void events.push(m) });
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await mp?.stop();
  await sim?.stop();
});

async function connectNew(opts: { takePermitted?: boolean; inbound?: boolean } = {}): Promise<string> {
  const acct = await seedAccount(sim, { numbers: [{ take_thread_permitted: opts.takePermitted ?? true }] });
  return (await connectSeededNumber(mp, project, acct, { extra: { inbound_processing_enabled: opts.inbound } })).phone_number_id!;
}

const text = (to: string) => ({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'hello' } });

const send = (pn: string, to: string, headers: Record<string, string> = {}) =>
  fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project, ...headers },
    body: JSON.stringify(text(to)),
  });

const trigger = (body: Obj) => sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', body);

const forwarded = async (pn: string, edge: string) =>
  (await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST')).data.filter((r) => r.path.endsWith(`${pn}/${edge}`));

const threadEvents = (pn: string, customer: string) =>
  events
    .filter((e) => e.subject === 'messaging_proxy.thread.changed')
    .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadChanged', e.data))
    .filter((e) => e.phone_number_id === pn && (e.thread as Obj).customer === customer);

const standbyCopies = (pn: string) =>
  events
    .filter((e) => e.subject === 'messaging_proxy.thread.standby')
    .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadStandby', e.data))
    .filter((e) => e.phone_number_id === pn);

describe('thread ownership on shared numbers', () => {
  it('a number no other app shares: sends go out', async () => {
    const pn = await connectNew();
    expect((await send(pn, '5511900000001')).status).toBe(200);
  });

  it('a thread passed to another app: 409 thread_not_owner over HTTP and SendMessage, nothing forwarded; ownership_changed emitted', async () => {
    const pn = await connectNew();
    const to = '5511900000002';
    const d = await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP, metadata: 'to billing' });
    expect(d.delivery.state).toBe('delivered');
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    expect(threadEvents(pn, to)[0]).toMatchObject({
      project_id: project,
      reason: 'pass',
      metadata: 'to billing',
      previous_handler: '',
      thread: { customer: to, handler: 'other_app', owner_app_id: OTHER_APP },
    });

    await sim.control('DELETE', '/requests');
    const res = await send(pn, to);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'thread_not_owner' });
    const rpc = await mp.call('SendMessage', {
      project_id: project,
      phone_number_id: pn,
      message: toStruct(text(to)),
      idempotency_key: '',
      take_control: false,
      source: 'test',
    });
    expect(rpc).toMatchObject({ accepted: false, http_status: 409, code: 'thread_not_owner' });
    expect(await forwarded(pn, 'messages')).toEqual([]);

    // Another customer of the now shared number: nobody reported who handles that thread.
    const unknown = await send(pn, '5511900000099');
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({ error: expect.any(String), code: 'thread_ownership_unknown' });
    expect(await forwarded(pn, 'messages')).toEqual([]);
  });

  it('X-Svc-Take-Control: true takes the thread (thread_control take), sends, and emits ownership_changed; later sends go out', async () => {
    const pn = await connectNew();
    const to = '5511900000003';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    await sim.control('DELETE', '/requests');

    const res = await send(pn, to, { 'x-svc-take-control': 'true' });
    expect(res.status).toBe(200);
    expect(await forwarded(pn, 'thread_control')).toHaveLength(1);
    expect(await forwarded(pn, 'messages')).toHaveLength(1);
    await waitFor(() => threadEvents(pn, to).length === 2, { timeoutMs: 10_000 });
    expect(threadEvents(pn, to)[1]).toMatchObject({ reason: 'take_control', previous_handler: 'other_app', thread: { handler: 'this_app' } });
    expect((await send(pn, to)).status).toBe(200);

    // SendMessage's take_control does the same on another thread.
    const to2 = '5511900000004';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to2, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to2).length === 1, { timeoutMs: 10_000 });
    const rpc = await mp.call('SendMessage', {
      project_id: project,
      phone_number_id: pn,
      message: toStruct(text(to2)),
      idempotency_key: '',
      take_control: true,
      source: 'test',
    });
    expect(rpc.accepted).toBe(true);
    await waitFor(() => threadEvents(pn, to2).length === 2, { timeoutMs: 10_000 });
  });

  it('take-control where the upstream refuses the take (not the escalation app, 2494191): 409 thread_not_owner, no message forwarded', async () => {
    const pn = await connectNew({ takePermitted: false });
    const to = '5511900000005';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    await sim.control('DELETE', '/requests');
    const res = await send(pn, to, { 'x-svc-take-control': 'true' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.stringContaining('escalation'), code: 'thread_not_owner' });
    expect(await forwarded(pn, 'messages')).toEqual([]);
  });

  it('a thread goes idle 24 h after the last customer message (injected clock): sends go out again', async () => {
    const pn = await connectNew();
    const to = '5511900000006';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    // The handover's time is the upstream's (the simulator runs on real time).
    const original = clock.now();
    const passedAt = Date.now();
    try {
      clock.set(new Date(passedAt + 23 * 3_600_000));
      expect((await send(pn, to)).status).toBe(409);
      clock.set(new Date(passedAt + 24 * 3_600_000 + 60_000));
      expect((await send(pn, to)).status).toBe(200);
      // The customer writes again: the thread stays idle (nobody took it), reported once.
      await trigger({ kind: 'inbound_message', phone_number_id: pn, from: to, text: 'anyone?' });
      await waitFor(() => threadEvents(pn, to).length === 2, { timeoutMs: 10_000 });
      expect(threadEvents(pn, to)[1]).toMatchObject({ reason: 'idle', previous_handler: 'idle', thread: { handler: 'idle' } });
      expect((await send(pn, to)).status).toBe(200);
    } finally {
      clock.set(original);
    }
  });

  it('thread_control calls through the pass-through: pass marks the number shared and the thread another app’s; take gives it back', async () => {
    const pn = await connectNew();
    const to = '5511900000007';
    const call = (action: string, extra: Obj = {}) =>
      fetch(`${mp.httpUrl}/proxy/${pn}/thread_control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': project },
        body: JSON.stringify({ messaging_product: 'whatsapp', to, action, ...extra }),
      });
    await sim.control('DELETE', '/requests');
    // The body reaches the upstream as the client wrote it (fields the platform does not read included),
    // and the upstream's answer comes back as it was written.
    const passed = await call('pass', { metadata: 'to billing', client_ref: { id: 7, tags: ['a', 'b'] } });
    expect(passed.status).toBe(200);
    expect(passed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await passed.text()).toBe('{"success":true}');
    const logged = await sim.control<{ data: Array<{ body: unknown }> }>('GET', `/requests?method=POST&path=/${pn}/thread_control`);
    expect(logged.data.map((r) => r.body)).toEqual([
      { messaging_product: 'whatsapp', to, action: 'pass', metadata: 'to billing', client_ref: { id: 7, tags: ['a', 'b'] } },
    ]);
    expect((await send(pn, to)).status).toBe(409);
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    expect(threadEvents(pn, to)[0]).toMatchObject({ reason: 'pass', thread: { handler: 'other_app' } });
    expect((await call('take')).status).toBe(200);
    expect((await send(pn, to)).status).toBe(200);
    expect((await call('release')).status).toBe(200);
    expect((await send(pn, to)).status).toBe(200);
    await waitFor(() => threadEvents(pn, to).length === 3, { timeoutMs: 10_000 });
    expect(threadEvents(pn, to).map((e) => (e.thread as Obj).handler)).toEqual(['other_app', 'this_app', 'idle']);
  });

  it('a failed (non-2xx) thread_control call records no ownership: the number stays unshared, a taken-away thread stays the other app’s', async () => {
    const to = '5511900000013';
    const call = (pn: string, body: Obj) =>
      fetch(`${mp.httpUrl}/proxy/${pn}/thread_control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': project },
        body: JSON.stringify({ messaging_product: 'whatsapp', to, ...body }),
      });
    // A pass the upstream refuses (metadata over 2,000 characters) on a number no other app shares.
    const unshared = await connectNew();
    const refused = await call(unshared, { action: 'pass', metadata: 'x'.repeat(2001) });
    expect(refused.status).toBe(400);
    // The upstream's error comes back as it answered it (a Graph envelope, not a platform error).
    expect(await refused.json()).toEqual({
      error: expect.objectContaining({ code: 100, type: 'OAuthException', fbtrace_id: expect.any(String), message: expect.any(String) }),
    });
    await sim.control('DELETE', '/requests');
    expect((await send(unshared, to)).status).toBe(200);
    expect(await forwarded(unshared, 'messages')).toHaveLength(1);

    // A take the upstream refuses (2494191) on a thread another app handles.
    const pn = await connectNew({ takePermitted: false });
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    const take = await call(pn, { action: 'take' });
    expect(take.status).toBe(400);
    expect(((await take.json()) as { error: { code: number } }).error.code).toBe(2494191);
    expect(await forwarded(pn, 'thread_control')).toHaveLength(1);
    const res = await send(pn, to);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'thread_not_owner' });
  });

  it('a thread passed to this platform publishes messaging_proxy.thread.control_received (the workflow trigger)', async () => {
    const pn = await connectNew();
    const to = '5511900000008';
    await trigger({
      kind: 'handover',
      phone_number_id: pn,
      wa_id: to,
      action: 'pass',
      new_owner_app_id: sim.appId,
      previous_owner_app_id: OTHER_APP,
      metadata: 'needs a human',
    });
    await waitFor(() => events.some((e) => e.subject === 'messaging_proxy.thread.control_received'), { timeoutMs: 10_000 });
    const received = events
      .filter((e) => e.subject === 'messaging_proxy.thread.control_received')
      .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadControlReceived', e.data))
      .find((e) => e.phone_number_id === pn);
    expect(received).toMatchObject({ project_id: project, customer: to, previous_owner_app_id: OTHER_APP, metadata: 'needs a human' });
    expect((await send(pn, to)).status).toBe(200);
  });

  it('standby copies: the thread is another app’s, each copy is published, and its customer messages are tagged other_app', async () => {
    const pn = await connectNew();
    const to = '5511900000009';
    await trigger({ kind: 'standby', phone_number_id: pn, wa_id: to, item: 'message', text: 'hi other app' });
    await trigger({ kind: 'standby', phone_number_id: pn, wa_id: to, item: 'echo', text: 'hello from the other app' });
    await waitFor(
      () =>
        events
          .filter((e) => e.subject === 'messaging_proxy.thread.standby')
          .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadStandby', e.data))
          .filter((e) => e.phone_number_id === pn).length === 2,
      {
        timeoutMs: 10_000,
      },
    );
    const copies = events
      .filter((e) => e.subject === 'messaging_proxy.thread.standby')
      .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadStandby', e.data))
      .filter((e) => e.phone_number_id === pn);
    expect(copies.map((c) => c.kind)).toEqual(['message', 'echo']);
    expect(copies[0]).toMatchObject({ detail: 'text', thread: { customer: to, handler: 'other_app' } });
    expect(threadEvents(pn, to)[0]).toMatchObject({ reason: 'standby', thread: { handler: 'other_app' } });
    expect((await send(pn, to)).status).toBe(409);

    // A message copy on the messages field of that thread: handed to contacts tagged other_app (no messaging.message.* there).
    await trigger({ kind: 'inbound_message', phone_number_id: pn, from: to, text: 'still there?' });
    await waitFor(
      () =>
        events
          .filter((e) => e.subject === 'messaging_proxy.conversation_change.received')
          .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ConversationChangeReceived', e.data))
          .some((e) => e.phone_number_id === pn && e.thread_handler === 'other_app'),
      { timeoutMs: 10_000 },
    );
  });

  it('a forward-only number (inbound processing off): ownership is tracked for sends, standby copies are not published', async () => {
    const pn = await connectNew({ inbound: false });
    const to = '5511900000010';
    await trigger({ kind: 'standby', phone_number_id: pn, wa_id: to, item: 'message', text: 'private' });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    expect((await send(pn, to)).status).toBe(409);
    const copies = events
      .filter((e) => e.subject === 'messaging_proxy.thread.standby')
      .map((e) => decodeEvent<Obj>('svc.messaging_proxy.v1.ThreadStandby', e.data))
      .filter((e) => e.phone_number_id === pn);
    expect(copies).toEqual([]);
  });
  it('a handover and a standby copy from before a take that arrive after it never undo it: the next send goes out, no thread.changed for them', async () => {
    const pn = await connectNew();
    const to = '5511900000011';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, to).length === 1, { timeoutMs: 10_000 });
    expect((await send(pn, to, { 'x-svc-take-control': 'true' })).status).toBe(200);
    await waitFor(() => threadEvents(pn, to).length === 2, { timeoutMs: 10_000 });

    // The upstream's reports of a minute ago (before the take) are delivered only now.
    try {
      await sim.control('PUT', '/clock', { now: new Date(Date.now() - 60_000).toISOString() });
      const late = await trigger({ kind: 'handover', phone_number_id: pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP, metadata: 'late' });
      expect(late.delivery.state).toBe('delivered');
      expect((await trigger({ kind: 'standby', phone_number_id: pn, wa_id: to, item: 'echo', text: 'late echo' })).delivery.state).toBe('delivered');
    } finally {
      await sim.control('PUT', '/clock', { now: null });
    }
    // The copy is still published, with the thread as it stands: this platform's.
    await waitFor(() => standbyCopies(pn).length === 1, { timeoutMs: 10_000 });
    expect(standbyCopies(pn)[0]).toMatchObject({ kind: 'echo', thread: { customer: to, handler: 'this_app' } });

    await sim.control('DELETE', '/requests');
    const res = await send(pn, to);
    expect(res.status).toBe(200);
    expect(await forwarded(pn, 'messages')).toHaveLength(1);
    expect(await forwarded(pn, 'thread_control')).toEqual([]);
    expect(threadEvents(pn, to).map((e) => e.reason)).toEqual(['pass', 'take_control']);
  });

  it('a recipient holding NUL on a shared number: the thread lookups read it as unknown without SQL, never a 500', async () => {
    const pn = await connectNew();
    const known = '5511900000012';
    await trigger({ kind: 'handover', phone_number_id: pn, wa_id: known, action: 'pass', new_owner_app_id: OTHER_APP });
    await waitFor(() => threadEvents(pn, known).length === 1, { timeoutMs: 10_000 });
    await sim.control('DELETE', '/requests');
    for (const bad of [`5511\u0000900000012`, `US.\u00001234`]) {
      // 409 thread_ownership_unknown from the thread check (a recipient check before it may answer 400 first).
      const res = await send(pn, bad);
      expect([400, 409], JSON.stringify(bad)).toContain(res.status);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
      const rpc = await mp.call('SendMessage', {
        project_id: project,
        phone_number_id: pn,
        message: toStruct(text(bad)),
        idempotency_key: '',
        take_control: false,
        source: 'test',
      });
      expect(rpc.accepted).toBe(false);
      expect([400, 409]).toContain(rpc.http_status);
      const recipient = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': project },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient: bad, type: 'text', text: { body: 'hello' } }),
      });
      expect([400, 409]).toContain(recipient.status);
    }
    expect(await forwarded(pn, 'messages')).toEqual([]);
    // Taking such a thread records nothing (no thread can have that key) and answers no 500 either.
    for (const bad of [`5511\u0000900000012`, `US.\u00001234`]) {
      const take = await send(pn, bad, { 'x-svc-take-control': 'true' });
      expect(take.status).toBeLessThan(500);
    }
    expect(threadEvents(pn, known)).toHaveLength(1);
    // The known thread is untouched.
    expect((await send(pn, known)).status).toBe(409);
  });
});

/**
 * Take-control against the send guard (decisions 0230, 0231): contacts and funding as child processes
 * beside a second simulator and service (the file's own service runs without them). Risk removed: a
 * send refused for the opt-out or for credits that has already taken the conversation from the other
 * app, and a hold kept for a send whose take failed.
 */
describe('take-control and the send guard: the thread is taken only for a send the guard allowed', () => {
  let gsim: SimProcess;
  let gmp: ServiceUnderTest;
  let peers: ServiceWithPeers;
  let contactsRpc: contacts.ContactsServiceClient;
  let fundingRpc: funding.FundingServiceClient;
  /** 0.05 USD per marketing template to Brazil. */
  const card = { currency: 'USD', rates: { BR: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };
  const rich = randomUUID();
  const poor = randomUUID();

  const credits = async (projectId: string) => (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: projectId })).balance!;
  const marketing = (pn: string, projectId: string, to: string, headers: Record<string, string> = {}) =>
    fetch(`${gmp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': projectId, ...headers },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'spring_sale', language: { code: 'en_US' } } }),
    });
  const posted = async (pn: string, edge: string) =>
    (await gsim.control<{ data: Array<{ path: string }> }>('GET', '/requests?method=POST')).data.filter((r) => r.path.endsWith(`${pn}/${edge}`));
  /** A number of `projectId` with a marketing template, whose thread with `to` another app handles. */
  async function passedToOtherApp(projectId: string, to: string, opts: { takePermitted?: boolean } = {}): Promise<string> {
    const acct = await seedAccount(gsim, { numbers: [{ take_thread_permitted: opts.takePermitted ?? true }] });
    await gsim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
    const pn = (await connectSeededNumber(gmp, projectId, acct)).phone_number_id!;
    const d = await gsim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'handover',
      phone_number_id: pn,
      wa_id: to,
      action: 'pass',
      new_owner_app_id: OTHER_APP,
    });
    expect(d.delivery.state).toBe('delivered');
    return pn;
  }

  beforeAll(async () => {
    peers = await startWithPeers({ card, probeProject: rich, tmpPrefix: 'threads-guard-' });
    ({ sim: gsim, mp: gmp, contactsRpc, fundingRpc } = peers);
    await callUnary(fundingRpc, 'TopUpCredits', { project_id: rich, amount_micros: 1_000_000, reference: `threads-${rich}`, note: '' });
  }, 120_000);

  afterAll(async () => {
    await peers?.stop();
  });

  it('take-control of a marketing template to a contact who stopped marketing: 422, no thread_control call, the thread still the other app’s', async () => {
    const to = '5511900000101';
    const pn = await passedToOtherApp(rich, to);
    await optOutOfMarketing(gsim, contactsRpc, { projectId: rich, phoneNumberId: pn, waId: to });
    await gsim.control('DELETE', '/requests');
    const before = await credits(rich);

    const res = await marketing(pn, rich, to, { 'x-svc-take-control': 'true' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
    expect(await posted(pn, 'thread_control')).toEqual([]);
    expect(await posted(pn, 'messages')).toEqual([]);
    expect(await credits(rich)).toEqual(before);
    // Still the other app's: a send without take-control is refused by the thread check.
    const again = await marketing(pn, rich, to);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: expect.any(String), code: 'thread_not_owner' });
  }, 60_000);

  it('take-control from a project without credits: 402 insufficient_credits, no thread_control call, the thread not taken', async () => {
    const to = '5511900000102';
    const pn = await passedToOtherApp(poor, to);
    await gsim.control('DELETE', '/requests');
    const res = await marketing(pn, poor, to, { 'x-svc-take-control': 'true' });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'insufficient_credits', billing_url: expect.stringMatching(/^https?:\/\//) });
    expect(await posted(pn, 'thread_control')).toEqual([]);
    expect(await posted(pn, 'messages')).toEqual([]);
    const again = await marketing(pn, poor, to);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: expect.any(String), code: 'thread_not_owner' });
  }, 60_000);

  it('a take the upstream refuses (2494191) after the hold: 409 thread_not_owner, the hold released, no message forwarded', async () => {
    const to = '5511900000103';
    const pn = await passedToOtherApp(rich, to, { takePermitted: false });
    // Earlier sends of the project settle first.
    await waitFor(async () => Number((await credits(rich)).held_micros) === 0, { timeoutMs: 30_000, intervalMs: 250 });
    await gsim.control('DELETE', '/requests');
    const before = await credits(rich);
    const res = await marketing(pn, rich, to, { 'x-svc-take-control': 'true', 'idempotency-key': `take-${randomUUID()}` });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.stringContaining('escalation'), code: 'thread_not_owner' });
    // The take was tried (after the guard allowed the send), the message never forwarded.
    expect(await posted(pn, 'thread_control')).toHaveLength(1);
    expect(await posted(pn, 'messages')).toEqual([]);
    const after = await credits(rich);
    expect([after.balance_micros, after.held_micros, after.available_micros].map(Number)).toEqual(
      [before.balance_micros, before.held_micros, before.available_micros].map(Number),
    );
  }, 60_000);
});
