/**
 * The live conversations stream (decision 0022) end to end: contacts' events published on NATS (as
 * its outbox relay publishes them) → the gateway's durable consumer → the project's replay log →
 * `GET {app_url}/api/v1/projects/{id}/live` (SSE). Risks removed: events out of order or with bodies,
 * a reconnect losing or repeating events, a silent gap past the window, another project's member
 * seeing anything.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { appCall, createTestBus, signIn, waitFor, type DashboardSession, type TestBus } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/people/credentials';
import type { Role } from '../../src/keys/roles';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { startTestGateway, type TestGateway } from '../support';

const PASSWORD = 'live test password';
let gw: TestGateway;
let replica: TestGateway;
let bus: TestBus;
let projectA: string;
let projectB: string;
/** The epoch of the gateway's live log (the part before the dot of every id), read from the first event. */
let epoch = '';
const s: Record<string, DashboardSession> = {};

async function addMember(projectId: string, email: string, role: Role): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  await gw.db.transaction(async (trx) => {
    const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
    const u = await people.ensureUser(trx, { email, name: email, passwordHash: hash }, now);
    await people.insertMembership(
      trx,
      { projectId, userId: u.id, role, status: 'active', inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
      now,
    );
  });
}

async function publish(subject: string, type: string, payload: Record<string, unknown>): Promise<void> {
  await bus.publish(subject, encodeEvent(type, payload), {
    msgId: randomUUID(),
    headers: envelopeHeaders({ id: randomUUID(), type, occurredAt: new Date().toISOString(), projectId: String(payload.project_id), headers: {} }),
  });
}

/** A contacts customer event about a message (the body is in the fields: it must never be relayed). */
function messageEvent(projectId: string, name: string, conversationId: string, messageId: string) {
  return publish('contacts.customer_event.created', 'svc.contacts.v1.CustomerEvent', {
    event_id: randomUUID(),
    project_id: projectId,
    name,
    fields_json: JSON.stringify({
      message: { id: messageId, type: 'text', text: { body: 'secret body' }, svc: { direction: 'inbound', status: 'received', wamid: `wamid.${messageId}` } },
      conversation: { id: conversationId, phone_number_id: 'pn1', status: 'active' },
      is_new_conversation: false,
      phone_number_id: 'pn1',
    }),
    phone_number_ids: ['pn1'],
    occurred_at: new Date().toISOString(),
  });
}

/** Opens the stream; `frames()` gives the SSE blocks so far (heartbeats and retry aside). */
async function open(who: string, projectId: string, lastEventId?: string, on: TestGateway = gw) {
  const ac = new AbortController();
  const headers: Record<string, string> = { cookie: s[who]!.cookie };
  if (lastEventId !== undefined) headers['last-event-id'] = /^\d+$/.test(lastEventId) ? `${epoch}.${lastEventId}` : lastEventId;
  const res = await fetch(`${on.url}/app/api/v1/projects/${projectId}/live`, { headers, signal: ac.signal });
  let text = '';
  if (res.status === 200) {
    const reader = res.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
  }
  const frames = (): Array<{ id: string; event: string; data: Record<string, unknown> }> =>
    text
      .split('\n\n')
      .filter((b) => b.startsWith('id: '))
      .map((b) => {
        const [id, event, data] = b.split('\n');
        const [e, n] = id!.slice(4).split('.');
        expect(e).toMatch(/^[a-z0-9]+$/);
        if (epoch) expect(e).toBe(epoch);
        return { id: n!, event: event!.slice(7), data: JSON.parse(data!.slice(6)) as Record<string, unknown> };
      });
  return { res, frames, raw: () => text, close: () => ac.abort() };
}

beforeAll(async () => {
  bus = await createTestBus();
  gw = await startTestGateway({ NATS_URL: 'nats://127.0.0.1:4222', BUS_NAMESPACE: bus.namespace, LIVE_WINDOW_EVENTS: '10' });
  // A second replica on the same database and Redis whose consumer reads an in-process bus nobody
  // publishes on: whatever its streams receive came from the first replica through Redis.
  replica = await startTestGateway({ DB_SCHEMA: gw.config.DB_SCHEMA, REDIS_PREFIX: gw.config.REDIS_PREFIX, NOTIFICATION_STREAM_HEARTBEAT_MS: '100' });
  projectA = (await gw.projects.createProject('Live', 'enterprise')).project.id;
  projectB = (await gw.projects.createProject('Other', 'enterprise')).project.id;
  const people: Array<[string, string, Role]> = [
    [projectA, 'agent@a.test', 'agent'],
    [projectA, 'owner@a.test', 'owner'],
    [projectB, 'owner@b.test', 'owner'],
  ];
  for (const [p, email, role] of people) await addMember(p, email, role);
  for (const [, email] of people) s[email] = await signIn(gw.url, email, PASSWORD);
}, 60_000);

afterAll(async () => {
  await replica?.stop();
  await gw?.stop();
  await gw?.cleanup();
  await bus?.cleanup();
});

describe('live conversations stream', () => {
  const conv = randomUUID();
  let lastSeen = '';

  it('an agent gets each change live, in order, without message bodies; another project’s member sees nothing', async () => {
    const agent = await open('agent@a.test', projectA);
    const other = await open('owner@b.test', projectB);
    const elsewhere = await open('agent@a.test', projectA, undefined, replica);
    expect(agent.res.status).toBe(200);
    expect(agent.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await new Promise((r) => setTimeout(r, 200));
    await messageEvent(projectA, 'messaging.message.received', conv, 'm1');
    await messageEvent(projectA, 'messaging.message.delivered', conv, 'm2');
    await publish('contacts.inbox.changed', 'svc.contacts.v1.InboxChanged', {
      event_id: randomUUID(),
      project_id: projectA,
      conversation_id: conv,
      change: 'assignment',
      inbox_status: 'open',
      assigned_user_id: 'u1',
      by_user_id: 'u2',
      occurred_at: new Date().toISOString(),
    });
    await publish('contacts.customer_event.created', 'svc.contacts.v1.CustomerEvent', {
      event_id: randomUUID(),
      project_id: projectA,
      name: 'messaging.conversation.ended',
      fields_json: JSON.stringify({ conversation: { id: conv, phone_number_id: 'pn1', status: 'ended' }, phone_number_id: 'pn1' }),
      phone_number_ids: ['pn1'],
      occurred_at: new Date().toISOString(),
    });
    await waitFor(() => agent.frames().length >= 4, { timeoutMs: 8000 });
    await new Promise((r) => setTimeout(r, 300));
    epoch = agent.raw().match(/\nid: ([a-z0-9]+)\./)![1]!;
    const frames = agent.frames();
    expect(frames.map((f) => [f.id, f.event])).toEqual([
      ['1', 'message.received'],
      ['2', 'message.status'],
      ['3', 'conversation.inbox_changed'],
      ['4', 'conversation.ended'],
    ]);
    expect(frames[0]!.data).toEqual({
      conversation_id: conv,
      message_id: 'm1',
      wamid: 'wamid.m1',
      type: 'text',
      direction: 'inbound',
      status: 'received',
      phone_number_id: 'pn1',
      project_id: projectA,
    });
    expect(frames[2]!.data).toMatchObject({ conversation_id: conv, change: 'assignment', inbox_status: 'open', assigned_user_id: 'u1', by_user_id: 'u2' });
    expect(agent.raw()).not.toContain('secret body');
    expect(agent.raw().startsWith('retry: 3000\n\n')).toBe(true);
    expect(other.frames()).toEqual([]);
    // The other replica's stream got the same changes, in the same order, under its own epoch.
    await waitFor(() => elsewhere.raw().split('\nevent: ').length >= 5, { timeoutMs: 5000 });
    const theirs = elsewhere
      .raw()
      .split('\n\n')
      .filter((b) => b.startsWith('id: '))
      .map((b) => b.split('\n')[1]);
    expect(theirs).toEqual(['event: message.received', 'event: message.status', 'event: conversation.inbox_changed', 'event: conversation.ended']);
    expect(elsewhere.raw()).not.toContain(`id: ${epoch}.`);
    elsewhere.close();
    agent.close();
    other.close();
    lastSeen = '2';
  });

  it('a reconnect with Last-Event-ID replays exactly the missed ones, then live ones', async () => {
    const back = await open('owner@a.test', projectA, lastSeen);
    await waitFor(() => back.frames().length >= 2, { timeoutMs: 5000 });
    await messageEvent(projectA, 'messaging.message.sent', conv, 'm3');
    await waitFor(() => back.frames().length >= 3, { timeoutMs: 8000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(back.frames().map((f) => [f.id, f.event])).toEqual([
      ['3', 'conversation.inbox_changed'],
      ['4', 'conversation.ended'],
      ['5', 'message.sent'],
    ]);
    back.close();
  });

  it('an id older than the window gets event: reset, never a silent gap', async () => {
    const probe = await open('owner@a.test', projectA);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 10; i++) await messageEvent(projectA, 'messaging.message.received', conv, `w${i}`);
    await waitFor(() => probe.frames().length >= 10, { timeoutMs: 8000 });
    probe.close();
    expect(probe.frames().map((f) => f.id)).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    // The oldest still in the window (10 per project here): 6 → what follows 5 replays, 4 is too old.
    const edge = await open('owner@a.test', projectA, '5');
    await waitFor(() => edge.frames().length >= 10, { timeoutMs: 5000 });
    edge.close();
    expect(edge.frames()[0]!.id).toBe('6');
    const gone = await open('owner@a.test', projectA, '4');
    await waitFor(() => gone.frames().length >= 1, { timeoutMs: 5000 });
    gone.close();
    expect(gone.frames()).toEqual([{ id: '15', event: 'reset', data: {} }]);
    const stale = await open('owner@a.test', projectA, '2');
    await waitFor(() => stale.frames().length >= 1, { timeoutMs: 5000 });
    expect(stale.frames()[0]).toEqual({ id: '15', event: 'reset', data: {} });
    stale.close();
    // An id the project never reached is a reset too (another replica's or a forged one).
    const future = await open('owner@a.test', projectA, '999');
    await waitFor(() => future.frames().length >= 1, { timeoutMs: 5000 });
    expect(future.frames()[0]!.event).toBe('reset');
    future.close();
    // An id of another epoch (before a restart: the log starts again) is a reset, whatever its number.
    const before = await open('owner@a.test', projectA, 'zz.14');
    await waitFor(() => before.raw().includes('event: reset'), { timeoutMs: 5000 });
    before.close();
    expect(before.raw()).toBe(`retry: 3000\n\nid: ${epoch}.15\nevent: reset\ndata: {}\n\n`);
  });

  it('another project’s id answers 404 like an unknown one; no session is 401; a bad Last-Event-ID is 400', async () => {
    const foreign = await appCall(gw.url, s['owner@b.test'], 'GET', `/projects/${projectA}/live`);
    const unknown = await appCall(gw.url, s['owner@b.test'], 'GET', `/projects/${randomUUID()}/live`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await appCall(gw.url, undefined, 'GET', `/projects/${projectA}/live`)).status).toBe(401);
    const bad = await open('owner@a.test', projectA, 'abc');
    expect(bad.res.status).toBe(400);
    expect(await bad.res.json()).toEqual({ error: 'Invalid header: Last-Event-ID must be an id of this stream' });
  });

  it('heartbeats on an idle stream; signing out ends it with session_ended', async () => {
    const own = await signIn(gw.url, 'owner@a.test', PASSWORD);
    const res = await fetch(`${replica.url}/app/api/v1/projects/${projectA}/live`, { headers: { cookie: own.cookie } });
    expect(res.status).toBe(200);
    const reading = res.text();
    await new Promise((r) => setTimeout(r, 250));
    expect((await appCall(gw.url, own, 'DELETE', '/session')).status).toBe(200);
    const text = await Promise.race([reading, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('stream still open')), 5000))]);
    expect(text).toMatch(/^retry: 3000\n\n(: heartbeat\n\n)+event: session_ended\ndata: \{\}\n\n$/);
  });
});
