/**
 * Notifications (decision 0020) end to end: events published on NATS (as webhooks and messaging-proxy
 * publish them) → the gateway's consumers → a notification per recipient, listed at
 * `{app_url}/api/v1/notifications`, streamed live (SSE, across two replicas through Redis) and mailed to
 * an in-process SMTP server. Risks removed: a redelivered event notifying twice, a person seeing another
 * person's (or another project's) notification, a preference not honoured, a live notification lost
 * between replicas, a failing webhook flooding its owners.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { createTestBus, waitFor, type TestBus, appCall, signIn, startSmtpCapture, type DashboardSession, type SmtpCapture } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/people/credentials';
import type { Role } from '../../src/keys/roles';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { startTestGateway, type TestGateway } from '../support';

const PASSWORD = 'notifications test password';
let gw: TestGateway;
let replica: TestGateway;
let bus: TestBus;
let smtp: SmtpCapture;
let projectA: string;
let projectB: string;
const s: Record<string, DashboardSession> = {};
const userIds: Record<string, string> = {};

async function addMember(projectId: string, email: string, role: Role): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  await gw.db.transaction(async (trx) => {
    const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
    const u = await people.ensureUser(trx, { email, name: email, passwordHash: hash }, now);
    userIds[email] = u.id;
    await people.insertMembership(
      trx,
      { projectId, userId: u.id, role, status: 'active', inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
      now,
    );
  });
}

/** Publishes an event as its producer's outbox relay would: protobuf payload, envelope headers. */
async function publish(subject: string, type: string, payload: Record<string, unknown>, eventId = String(payload.event_id)): Promise<void> {
  await bus.publish(subject, encodeEvent(type, payload), {
    msgId: randomUUID(),
    headers: envelopeHeaders({ id: eventId, type, occurredAt: new Date().toISOString(), projectId: String(payload.project_id), headers: {} }),
  });
}

const webhookDisabled = (projectId: string, webhookId = randomUUID(), eventId = randomUUID()) => ({
  event_id: eventId,
  project_id: projectId,
  webhook_id: webhookId,
  endpoint_host: 'hooks.example.com',
  reason: 'gone',
  occurred_at: new Date().toISOString(),
});

const attemptFailed = (projectId: string, webhookId: string) => ({
  event_id: randomUUID(),
  project_id: projectId,
  webhook_id: webhookId,
  delivery_id: randomUUID(),
  event_name: 'messaging.message.received',
  endpoint_host: 'hooks.example.com',
  attempt: 1,
  response_status: 500,
  error_kind: 'http_status',
  outcome: 'retrying',
  occurred_at: new Date().toISOString(),
});

const list = (who: string, query = '') => appCall(gw.url, s[who], 'GET', `/notifications${query}`);
const ofResource = async (who: string, resourceId: string) => ((await list(who, '?limit=100')).body.data as any[]).filter((n) => n.resource_id === resourceId);
const mailsTo = (to: string, needle: string) => smtp.mails.filter((m) => m.to.includes(to) && m.raw.replace(/=\r?\n/g, '').includes(needle));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  bus = await createTestBus();
  const env = { NATS_URL: 'nats://127.0.0.1:4222', BUS_NAMESPACE: bus.namespace, SMTP_URL: smtp.url, NOTIFICATION_MAIL_INTERVAL_MS: '200' };
  gw = await startTestGateway(env);
  // A second replica on the same database and Redis whose consumers read an in-process bus nobody
  // publishes on: whatever its streams receive came from the first replica through Redis.
  const { NATS_URL: _nats, ...noNats } = env;
  replica = await startTestGateway({
    ...noNats,
    NOTIFICATION_STREAM_HEARTBEAT_MS: '100',
    DB_SCHEMA: gw.config.DB_SCHEMA,
    REDIS_PREFIX: gw.config.REDIS_PREFIX,
  });
  projectA = (await gw.projects.createProject('Notified', 'enterprise')).project.id;
  projectB = (await gw.projects.createProject('Other', 'enterprise')).project.id;
  const people: Array<[string, string, Role]> = [
    [projectA, 'owner@a.test', 'owner'],
    [projectA, 'admin@a.test', 'admin'],
    [projectA, 'dev@a.test', 'developer'],
    [projectA, 'agent@a.test', 'agent'],
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
  await smtp?.close();
});

describe('an event on NATS notifies each recipient once', () => {
  it('webhooks.webhook.disabled → owner and admin (in app and by mail), not the developer, the agent or another project; a redelivery changes nothing', async () => {
    const event = webhookDisabled(projectA);
    await publish('webhooks.webhook.disabled', 'svc.webhooks.v1.WebhookDisabled', event);
    // The same event again (a redelivery past the broker's dedupe), and the same fact under another envelope id.
    await publish('webhooks.webhook.disabled', 'svc.webhooks.v1.WebhookDisabled', event);
    await publish('webhooks.webhook.disabled', 'svc.webhooks.v1.WebhookDisabled', event, randomUUID());
    await waitFor(
      async () => (await ofResource('owner@a.test', event.webhook_id)).length === 1 && (await ofResource('admin@a.test', event.webhook_id)).length === 1,
    );
    await waitFor(() => mailsTo('owner@a.test', event.webhook_id).length >= 1 && mailsTo('admin@a.test', event.webhook_id).length >= 1, { timeoutMs: 8000 });
    await new Promise((r) => setTimeout(r, 500));
    const [n] = await ofResource('owner@a.test', event.webhook_id);
    expect(n).toMatchObject({
      project_id: projectA,
      kind: 'webhook_disabled',
      title: 'Webhook disabled',
      resource_type: 'webhook',
      link_path: `/projects/${projectA}/webhooks/${event.webhook_id}`,
      status: 'unread',
      read_at: null,
    });
    expect(n.body).toContain('hooks.example.com');
    expect(await ofResource('owner@a.test', event.webhook_id)).toHaveLength(1);
    expect(await ofResource('admin@a.test', event.webhook_id)).toHaveLength(1);
    expect(await ofResource('dev@a.test', event.webhook_id)).toHaveLength(0);
    expect(await ofResource('agent@a.test', event.webhook_id)).toHaveLength(0);
    expect(await ofResource('owner@b.test', event.webhook_id)).toHaveLength(0);
    expect(mailsTo('owner@a.test', event.webhook_id)).toHaveLength(1);
    expect(mailsTo('dev@a.test', event.webhook_id)).toHaveLength(0);
    const mail = mailsTo('owner@a.test', event.webhook_id)[0].raw;
    expect(mail).toContain('Subject: Webhook disabled');
  });

  it('messaging_proxy.phone_number.disconnected and account.restricted notify their kinds', async () => {
    const numberId = `pn-${randomUUID()}`;
    await publish('messaging_proxy.phone_number.disconnected', 'svc.messaging_proxy.v1.PhoneNumberDisconnected', {
      event_id: randomUUID(),
      project_id: projectA,
      waba_id: 'waba-1',
      phone_number: { id: numberId, display_phone_number: '+1 555-010-2030' },
      connection_type: 'dedicated',
      disconnection: { reason: 'ACCOUNT_DISCONNECTED', initiated_by: 'USER' },
      occurred_at: new Date().toISOString(),
    });
    await publish('messaging_proxy.account.restricted', 'svc.messaging_proxy.v1.AccountRestricted', {
      event_id: randomUUID(),
      project_id: projectA,
      waba_id: 'waba-1',
      phone_numbers: [{ id: numberId, display_phone_number: '+1 555-010-2030' }],
      phone_number: { id: numberId, display_phone_number: '+1 555-010-2030' },
      restrictions: [{ type: 'RESTRICTED_BIZ_INITIATED_MESSAGING' }],
      occurred_at: new Date().toISOString(),
    });
    const got = await waitFor(async () => {
      const mine = await ofResource('owner@a.test', numberId);
      return mine.length === 2 ? mine : undefined;
    });
    expect(got.map((n) => n.kind).sort()).toEqual(['number_disconnected', 'number_restricted']);
    expect(got.find((n) => n.kind === 'number_disconnected').body).toBe(
      '+1 555-010-2030 was disconnected (ACCOUNT_DISCONNECTED): it cannot send or receive until it is connected again.',
    );
  });

  it('messaging_proxy.template.status_changed (REJECTED only) and phone_number.quality_changed (dropped only) notify', async () => {
    const template = `tpl-${randomUUID()}`;
    const numberId = `pn-${randomUUID()}`;
    const tpl = (status: string) => ({
      event_id: randomUUID(),
      project_id: projectA,
      waba_id: 'waba-1',
      template_id: template,
      template_name: 'order_update',
      language: 'en_US',
      status,
      reason: 'INCORRECT_CATEGORY',
      occurred_at: new Date().toISOString(),
    });
    const quality = (event: string, dropped: boolean) => ({
      event_id: randomUUID(),
      project_id: projectA,
      waba_id: 'waba-1',
      phone_number: { id: numberId, display_phone_number: '+1 555-010-9999' },
      event,
      current_limit: 'TIER_1K',
      dropped,
      occurred_at: new Date().toISOString(),
    });
    await publish('messaging_proxy.template.status_changed', 'svc.messaging_proxy.v1.TemplateStatusChanged', tpl('APPROVED'));
    await publish('messaging_proxy.phone_number.quality_changed', 'svc.messaging_proxy.v1.PhoneNumberQualityChanged', quality('UPGRADE', false));
    await publish('messaging_proxy.template.status_changed', 'svc.messaging_proxy.v1.TemplateStatusChanged', tpl('REJECTED'));
    await publish('messaging_proxy.phone_number.quality_changed', 'svc.messaging_proxy.v1.PhoneNumberQualityChanged', quality('FLAGGED', true));
    await waitFor(async () => (await ofResource('owner@a.test', template)).length === 1 && (await ofResource('owner@a.test', numberId)).length === 1);
    await new Promise((r) => setTimeout(r, 300));
    const [t] = await ofResource('owner@a.test', template);
    expect(t).toMatchObject({ kind: 'template_rejected', title: 'Template rejected', resource_type: 'template' });
    expect(t.body).toBe('order_update (en_US) was rejected: INCORRECT_CATEGORY. Edit it and submit it again; sends using it are refused meanwhile.');
    const [q] = await ofResource('owner@a.test', numberId);
    expect(q).toMatchObject({ kind: 'number_quality_dropped', resource_type: 'phone_number' });
    expect(q.body).toBe('+1 555-010-9999: its quality rating dropped to low (limit now TIER_1K). Review recent templates and opt-outs.');
    // A rejected template is mailed by default; a quality drop is not.
    await waitFor(() => mailsTo('owner@a.test', 'order_update').length === 1, { timeoutMs: 8000 });
    expect(mailsTo('owner@a.test', numberId)).toHaveLength(0);
  });

  it('workflows_agent.finding.opened → finding_opened in the dashboard, not mailed by default', async () => {
    const findingId = randomUUID();
    await publish('workflows_agent.finding.opened', 'svc.workflows_agent.v1.FindingOpened', {
      event_id: randomUUID(),
      project_id: projectA,
      finding_id: findingId,
      signal: 'webhook_failing',
      key: 'x',
      category: 'operational',
      title: 'Deliveries to webhook x fail',
      occurred_at: new Date().toISOString(),
    });
    const [f] = await waitFor(async () => {
      const mine = await ofResource('owner@a.test', findingId);
      return mine.length ? mine : undefined;
    });
    expect(f).toMatchObject({
      kind: 'finding_opened',
      title: 'New finding',
      body: 'Deliveries to webhook x fail (operational). See its evidence and start an investigation.',
      link_path: `/projects/${projectA}/findings/${findingId}`,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('owner@a.test', findingId)).toHaveLength(0);
  });

  it('funding.run.failed and funding.allocation.revoked → funding_failed and funding_revoked, mailed by default', async () => {
    const waba = `waba-${randomUUID()}`;
    await publish('funding.run.failed', 'svc.funding.v1.FundingRunFailed', {
      event_id: randomUUID(),
      project_id: projectA,
      run_id: randomUUID(),
      waba_id: waba,
      status: 'failed',
      error_kind: 'allocation_declined',
      occurred_at: new Date().toISOString(),
    });
    await publish('funding.allocation.revoked', 'svc.funding.v1.AllocationRevoked', {
      event_id: randomUUID(),
      project_id: projectA,
      waba_id: waba,
      cause_id: randomUUID(),
      occurred_at: new Date().toISOString(),
    });
    const got = await waitFor(async () => {
      const mine = await ofResource('admin@a.test', waba);
      return mine.length === 2 ? mine : undefined;
    });
    expect(got.map((n) => n.kind).sort()).toEqual(['funding_failed', 'funding_revoked']);
    expect(got.find((n) => n.kind === 'funding_failed').body).toBe(
      `Funding of business account ${waba} failed (allocation_declined). Check the account and its portfolio, then fund it again.`,
    );
    await waitFor(() => mailsTo('admin@a.test', waba).length === 2, { timeoutMs: 8000 });
  });

  it('funding.credits.low → credits_low with the balance and the threshold', async () => {
    const before = (await list('owner@a.test', '?limit=100')).body.data.filter((n: any) => n.kind === 'credits_low').length;
    await publish('funding.credits.low', 'svc.funding.v1.CreditsLow', {
      event_id: randomUUID(),
      project_id: projectA,
      currency: 'USD',
      balance_micros: 4_950_000,
      threshold_micros: 5_000_000,
      occurred_at: new Date().toISOString(),
    });
    const lows = await waitFor(async () => {
      const mine = (await list('owner@a.test', '?limit=100')).body.data.filter((n: any) => n.kind === 'credits_low');
      return mine.length === before + 1 ? mine : undefined;
    });
    expect(lows[0]).toMatchObject({
      title: 'Credits running low',
      body: 'Prepaid credits are down to USD 4.95, under USD 5.00. Top up before paid messages are refused.',
      resource_type: 'credit_account',
      resource_id: projectA,
      link_path: `/projects/${projectA}/billing/credits`,
    });
    await waitFor(() => mailsTo('owner@a.test', 'USD 4.95').length === 1, { timeoutMs: 8000 });
  });

  it('webhooks.delivery_attempt.failed → webhook_failing at most once per webhook per 24 h, not mailed by default', async () => {
    const hook = randomUUID();
    const other = randomUUID();
    for (let i = 0; i < 3; i++) await publish('webhooks.delivery_attempt.failed', 'svc.webhooks.v1.DeliveryAttemptFailed', attemptFailed(projectA, hook));
    await publish('webhooks.delivery_attempt.failed', 'svc.webhooks.v1.DeliveryAttemptFailed', attemptFailed(projectA, other));
    await waitFor(async () => (await ofResource('owner@a.test', other)).length === 1);
    await new Promise((r) => setTimeout(r, 500));
    const mine = await ofResource('owner@a.test', hook);
    expect(mine).toHaveLength(1);
    expect(mine[0].kind).toBe('webhook_failing');
    expect(mine[0].body).toContain('HTTP 500');
    expect(mailsTo('owner@a.test', hook)).toHaveLength(0);
  });
});

describe('preferences switch channels', () => {
  it('defaults by role, then email on, in_app off for the owner, and a developer opting in', async () => {
    const before = await appCall(gw.url, s['owner@a.test'], 'GET', `/notification_preferences?project_id=${projectA}`);
    expect(before.status).toBe(200);
    expect(before.body.data).toHaveLength(20);
    const pick = (rows: any[], kind: string, channel: string) => rows.find((p) => p.kind === kind && p.channel === channel);
    expect(pick(before.body.data, 'webhook_failing', 'email')).toEqual({
      project_id: projectA,
      kind: 'webhook_failing',
      channel: 'email',
      enabled: false,
      default: true,
    });
    expect(pick(before.body.data, 'webhook_disabled', 'email').enabled).toBe(true);
    const dev = await appCall(gw.url, s['dev@a.test'], 'GET', `/notification_preferences?project_id=${projectA}`);
    expect(dev.body.data.every((p: any) => p.enabled === false && p.default === true)).toBe(true);

    const put = await appCall(gw.url, s['owner@a.test'], 'PUT', '/notification_preferences', {
      project_id: projectA,
      preferences: [
        { kind: 'webhook_failing', channel: 'email', enabled: true },
        { kind: 'webhook_failing', channel: 'in_app', enabled: false },
      ],
    });
    expect(put.status).toBe(200);
    expect(pick(put.body.data, 'webhook_failing', 'email')).toEqual({
      project_id: projectA,
      kind: 'webhook_failing',
      channel: 'email',
      enabled: true,
      default: false,
    });
    expect(pick(put.body.data, 'webhook_failing', 'in_app')).toMatchObject({ enabled: false, default: false });
    const opt = await appCall(gw.url, s['dev@a.test'], 'PUT', '/notification_preferences', {
      project_id: projectA,
      preferences: [{ kind: 'webhook_failing', channel: 'in_app', enabled: true }],
    });
    expect(opt.status).toBe(200);

    const hook = randomUUID();
    await publish('webhooks.delivery_attempt.failed', 'svc.webhooks.v1.DeliveryAttemptFailed', attemptFailed(projectA, hook));
    await waitFor(() => mailsTo('owner@a.test', hook).length === 1, { timeoutMs: 8000 });
    await waitFor(async () => (await ofResource('dev@a.test', hook)).length === 1);
    // The owner gets it by mail only; the admin (defaults) in the dashboard only; the developer now too.
    expect(await ofResource('owner@a.test', hook)).toHaveLength(0);
    expect(await ofResource('admin@a.test', hook)).toHaveLength(1);
    expect(mailsTo('admin@a.test', hook)).toHaveLength(0);
    expect(mailsTo('dev@a.test', hook)).toHaveLength(0);
  });
});

describe('live stream (SSE)', () => {
  it('a notification made on one replica reaches the person’s stream on another, with heartbeats kept aside', async () => {
    const ac = new AbortController();
    const res = await fetch(`${replica.url}/app/api/v1/notifications/stream`, { headers: { cookie: s['admin@a.test'].cookie }, signal: ac.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const event = webhookDisabled(projectA);
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
        if (text.includes(event.webhook_id)) return;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    // An idle stream gets heartbeats (comment lines a client ignores).
    expect(text).toMatch(/^retry: 3000\n\n(: heartbeat\n\n)+$/);
    await publish('webhooks.webhook.disabled', 'svc.webhooks.v1.WebhookDisabled', event);
    await Promise.race([reading, new Promise((_, reject) => setTimeout(() => reject(new Error(`no live event; got: ${text}`)), 8000))]);
    ac.abort();
    const block = text.split('\n\n').find((b) => b.includes(event.webhook_id))!;
    expect(block).toMatch(/^id: [0-9a-f-]{36}\nevent: notification\ndata: /);
    const data = JSON.parse(block.split('\ndata: ')[1]);
    expect(data).toMatchObject({ kind: 'webhook_disabled', resource_id: event.webhook_id, project_id: projectA, status: 'unread' });
    // Not the owner of project B's stream: their stream is never told (checked through the list).
    expect(await ofResource('owner@b.test', event.webhook_id)).toHaveLength(0);
  });

  it('signing out ends an open stream (the session is checked again every few heartbeats)', async () => {
    const own = await signIn(gw.url, 'admin@a.test', PASSWORD);
    const res = await fetch(`${replica.url}/app/api/v1/notifications/stream`, { headers: { cookie: own.cookie } });
    expect(res.status).toBe(200);
    const reading = res.text();
    await new Promise((r) => setTimeout(r, 200));
    expect((await appCall(gw.url, own, 'DELETE', '/session')).status).toBe(200);
    const text = await Promise.race([reading, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('stream still open')), 5000))]);
    expect(text.endsWith('event: session_ended\ndata: {}\n\n')).toBe(true);
  });

  it('needs a session', async () => {
    const r = await appCall(gw.url, undefined, 'GET', '/notifications/stream');
    expect(r.status).toBe(401);
  });
});

describe('read and unread', () => {
  it('lists unread, marks one read, then all, with counts and a cursor', async () => {
    const who = 'admin@a.test';
    const unread = await list(who, '?status=unread&limit=2');
    expect(unread.status).toBe(200);
    const total = unread.body.unread_count as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(unread.body.data).toHaveLength(2);
    expect(unread.body.paging.next_cursor).toEqual(expect.any(String));
    const next = await list(who, `?status=unread&limit=2&cursor=${encodeURIComponent(unread.body.paging.next_cursor)}`);
    expect(next.body.data).toHaveLength(2);
    const ids = [...unread.body.data, ...next.body.data].map((n: any) => n.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...unread.body.data, ...next.body.data].map((n: any) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const one = await appCall(gw.url, s[who], 'POST', `/notifications/${ids[0]}/read`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: ids[0], status: 'read' });
    expect(one.body.data.read_at).toEqual(expect.any(String));
    const read = await list(who, '?status=read');
    expect(read.body.data.map((n: any) => n.id)).toEqual([ids[0]]);
    expect((await list(who, '?status=unread')).body.unread_count).toBe(total - 1);

    const all = await appCall(gw.url, s[who], 'POST', '/notifications/read_all', { project_id: projectA });
    expect(all.body.data).toEqual({ marked: total - 1 });
    expect((await list(who, '?status=unread')).body).toMatchObject({ data: [], unread_count: 0 });
    // Another person's are untouched.
    expect((await list('owner@a.test', '?status=unread')).body.unread_count).toBeGreaterThan(0);
  });
});

describe('isolation: another person’s and another project’s notifications are invisible', () => {
  it('another person’s notification answers 404 exactly like an unknown id', async () => {
    const theirs = (await list('owner@a.test')).body.data[0].id as string;
    const foreign = await appCall(gw.url, s['owner@b.test'], 'POST', `/notifications/${theirs}/read`);
    const unknown = await appCall(gw.url, s['owner@b.test'], 'POST', `/notifications/${randomUUID()}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body).toEqual({ error: 'Notification not found' });
    expect((await list('owner@a.test')).body.data.find((n: any) => n.id === theirs).status).toBe('unread');
  });

  it('a project the person is not a member of answers 404 like an unknown one, in the list, the stream and the preferences', async () => {
    for (const path of [
      `/notifications?project_id=${projectA}`,
      `/notifications/stream?project_id=${projectA}`,
      `/notification_preferences?project_id=${projectA}`,
    ]) {
      const foreign = await appCall(gw.url, s['owner@b.test'], 'GET', path);
      const unknown = await appCall(gw.url, s['owner@b.test'], 'GET', path.replace(projectA, randomUUID()));
      expect([path, foreign.status]).toEqual([path, 404]);
      expect(foreign.body).toEqual(unknown.body);
    }
    const put = await appCall(gw.url, s['owner@b.test'], 'PUT', '/notification_preferences', {
      project_id: projectA,
      preferences: [{ kind: 'credits_low', channel: 'email', enabled: false }],
    });
    expect(put.status).toBe(404);
    const readAll = await appCall(gw.url, s['owner@b.test'], 'POST', '/notifications/read_all', { project_id: projectA });
    expect(readAll.status).toBe(404);
    expect((await list('owner@b.test')).body).toMatchObject({ data: [], unread_count: 0 });
  });

  it('a member removed from the project no longer sees its notifications', async () => {
    expect((await list('dev@a.test')).body.data.length).toBeGreaterThan(0);
    await gw.db.knex('memberships').where({ project_id: projectA, user_id: userIds['dev@a.test'] }).update({ status: 'invited' });
    expect((await list('dev@a.test')).body).toMatchObject({ data: [], unread_count: 0 });
    await gw.db.knex('memberships').where({ project_id: projectA, user_id: userIds['dev@a.test'] }).update({ status: 'active' });
  });
});

describe('bad input is a 400 naming it', () => {
  it.each([
    ['GET', '/notifications?status=new', undefined],
    ['GET', '/notifications?limit=0', undefined],
    ['GET', '/notifications?cursor=nope', undefined],
    ['GET', '/notifications?project_id=x', undefined],
    ['POST', '/notifications/x/read', undefined],
    ['PUT', '/notification_preferences', { project_id: randomUUID(), preferences: [{ kind: 'everything', channel: 'email', enabled: true }] }],
    ['PUT', '/notification_preferences', { project_id: randomUUID(), preferences: [{ kind: 'credits_low', channel: 'sms', enabled: true }] }],
    ['PUT', '/notification_preferences', { project_id: randomUUID(), preferences: [], extra: 1 }],
    ['POST', '/notifications/read_all', { project_id: 'x' }],
  ])('%s %s', async (method, path, body) => {
    const r = await appCall(gw.url, s['owner@a.test'], method, path, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual(expect.any(String));
  });
});
