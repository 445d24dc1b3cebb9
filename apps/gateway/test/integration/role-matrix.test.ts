/**
 * The role matrix (decision 0014): every route of the route table, for each role, called through a
 * dashboard session (`{app_url}/api/v1/projects/{id}/...`) on the real middleware chain. Generated
 * from the table, so a new route cannot be missed. Risk removed: a route a role should not reach (or
 * should) answering otherwise. The route handlers are replaced by a recorder (the peers are not the
 * subject): an allowed call reaches it (or stops at input validation, 400); a refused one is 403
 * naming the role and never reaches it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mediaLinkKey } from '@platform/crypto';
import { createLogger } from '@platform/logger';
import { systemClock } from '@platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../src/http/app';
import { IdempotencyKeysRepository } from '../../src/idempotency/idempotency-keys.repository';
import { KvGatewayLimiter } from '../../src/http/limiter';

import { areaOfPath, roleAllows, ROLES, type Role } from '../../src/keys/roles';

import { hashPassword } from '../../src/people/credentials';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { readOnlyRouteTable } from '../../src/routes';
import { localLiveNotifications } from '../../src/notifications/live-notifications';
import { LiveLog } from '../../src/live/live-events';
import type { RouteDef } from '../../src/routes/route';
import { startTestGateway, type TestGateway } from '../support';
import { appCall, signIn, type DashboardSession } from '@platform/testing';

let gw: TestGateway;
let limiter: KvGatewayLimiter;
let server: Server;
let origin: string;
let projectId: string;
const sessions = new Map<Role, DashboardSession>();
const reached: string[] = [];
const ID = '0b6f6f1e-7a57-4c3a-9d7e-0c1d2e3f4a5b';
const PASSWORD = 'role matrix password';

const routes: RouteDef[] = readOnlyRouteTable().map((r) => ({
  ...r,
  handle: async () => {
    reached.push(`${r.method} ${r.path}`);
    return { status: 204 };
  },
}));

beforeAll(async () => {
  gw = await startTestGateway();
  projectId = (await gw.projects.createProject('Matrix', 'enterprise')).project.id;
  const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  await gw.db.transaction(async (trx) => {
    for (const role of ROLES) {
      const u = await people.ensureUser(trx, { email: `${role}@matrix.test`, name: role, passwordHash: hash }, now);
      await people.insertMembership(
        trx,
        { projectId, userId: u.id, role, status: 'active', inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
        now,
      );
    }
  });
  limiter = await KvGatewayLimiter.create({ redisUrl: gw.config.REDIS_URL, prefix: `${gw.config.REDIS_PREFIX}m`, onRedisDown: 'open' });
  const app = createGatewayApp({
    authenticator: gw.authenticator,
    limiter,
    logWriter: undefined,
    auditWriter: undefined,
    clients: gw.clients,
    routes,
    clock: systemClock,
    logger: createLogger({ name: 'matrix', level: 'silent' }),
    trustProxy: 'false',
    bodyLimit: '1mb',
    messagingProxyHttpUrl: 'http://127.0.0.1:9',
    tracing: 'off',
    people: {
      sessions: gw.sessions,
      users: gw.users,
      people,
      audit: gw.audit,
      notifications: { notifications: gw.notifications, live: localLiveNotifications(), heartbeatMs: 15_000, streams: new Set() },
      live: {
        log: new LiveLog({ maxPerProject: 10, maxAgeMs: 60_000 }),
        requireMembership: (userId, project) => gw.notifications.requireMembership(userId, project),
        heartbeatMs: 15_000,
        streams: new Set(),
      },
      alwaysSecure: false,
    },
    idempotencyKeys: new IdempotencyKeysRepository(gw.db),
    // The matrix walks {base_url}; a signed media link never reaches this app.
    mediaLinks: {
      key: mediaLinkKey(gw.config.MEDIA_LINK_KEY),
      plans: {
        planOf: () => {
          throw new Error('no media link in the role matrix');
        },
      },
    },
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const role of ROLES) sessions.set(role, await signIn(origin, `${role}@matrix.test`, PASSWORD));
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await limiter?.close();
  await gw?.stop();
  await gw?.cleanup();
});

describe('role matrix: every route of the table, for each role', () => {
  it('walks the whole table (a route added later joins the matrix)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((r) => r.path === '/users/:member_id' && r.method === 'delete')).toBe(true);
  });

  it.each(ROLES.map((r) => [r] as const))('%s: allowed routes pass the role check, the others are 403 naming the role', async (role) => {
    const wrong: string[] = [];
    for (const r of routes) {
      const path = r.path.replace(/:([A-Za-z0-9_]+)/g, ID);
      const name = `${r.method} ${r.path}`;
      const before = reached.length;
      const res = await appCall(origin, sessions.get(role), r.method.toUpperCase(), `/projects/${projectId}${path}`);
      const allowed = roleAllows(role, areaOfPath(r.path), r.method);
      const ok = allowed
        ? [204, 400].includes(res.status) && (res.status === 400 || reached.slice(before).includes(name))
        : res.status === 403 && String(res.body?.error).startsWith(`Your role (${role}) does not allow`) && reached.length === before;
      if (!ok) wrong.push(`${name}: ${allowed ? 'allowed' : 'refused'} but ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the table itself: an agent reaches only conversations, a viewer only reads, a developer cannot change billing or people', () => {
    const reachable = (role: Role) => routes.filter((r) => roleAllows(role, areaOfPath(r.path), r.method)).map((r) => `${r.method} ${r.path}`);
    // Beside conversations, an agent reads the templates of a number: the reply's template picker (decision 0023).
    const picker = 'get /messaging/phone_numbers/:phone_number_id/message_templates';
    expect(reachable('agent').every((n) => /\/(conversations|messages|contacts)\b/.test(n) || n === picker)).toBe(true);
    expect(reachable('agent')).toContain(picker);
    expect(reachable('agent').length).toBeGreaterThan(0);
    expect(reachable('viewer').every((n) => n.startsWith('get '))).toBe(true);
    expect(reachable('developer')).not.toContain('post /users');
    expect(reachable('developer').filter((n) => /^(post|put|patch|delete) \/messaging\/(accounts|portfolios)/.test(n))).toEqual([]);
    // The audit log (decision 0016) is read by owners and admins only.
    for (const role of ['developer', 'viewer', 'agent'] as const) expect(reachable(role)).not.toContain('get /audit_events');
    expect(reachable('admin')).toContain('get /audit_events');
    // The inbox (decision 0507): an agent sets statuses, assigns and counts; a viewer only reads them.
    const inbox = [
      'get /messaging/conversations/counts',
      'patch /messaging/conversations/:conversation_id',
      'post /messaging/conversations/:conversation_id/assignments',
      'patch /messaging/conversations/:conversation_id/assignments/:assignment_id',
      'get /messaging/conversations/:conversation_id/assignments',
      'post /messaging/conversations/:conversation_id/read',
      'post /messaging/conversations/:conversation_id/notes',
      'get /messaging/conversations/:conversation_id/notes',
      // Replies, workflow handoff and thread control (decision 0023).
      'post /messaging/conversations/:conversation_id/messages',
      'get /messaging/conversations/:conversation_id/workflow',
      'post /messaging/conversations/:conversation_id/handoff',
      'post /messaging/conversations/:conversation_id/thread_control',
    ];
    expect(inbox.filter((n) => !reachable('agent').includes(n))).toEqual([]);
    expect(inbox.filter((n) => reachable('viewer').includes(n))).toEqual([
      'get /messaging/conversations/counts',
      'get /messaging/conversations/:conversation_id/assignments',
      'get /messaging/conversations/:conversation_id/notes',
      'get /messaging/conversations/:conversation_id/workflow',
    ]);
    expect(reachable('owner')).toHaveLength(routes.length);
    expect(reachable('admin')).toHaveLength(routes.length);
  });
});

describe('the person’s own routes ({app_url}/api/v1/notifications…, decision 0020): every role, its own', () => {
  it.each(ROLES.map((r) => [r] as const))('%s: lists, reads its preferences (defaults by role) and sets them', async (role) => {
    const me = sessions.get(role);
    const listed = await appCall(origin, me, 'GET', `/notifications?project_id=${projectId}`);
    expect([listed.status, listed.body.unread_count]).toEqual([200, 0]);
    const prefs = await appCall(origin, me, 'GET', `/notification_preferences?project_id=${projectId}`);
    expect(prefs.status).toBe(200);
    const inApp = prefs.body.data.filter((p: { channel: string; enabled: boolean }) => p.channel === 'in_app' && p.enabled).length;
    // Owners and admins receive every kind in the dashboard by default; the others only what they turn on.
    expect(inApp).toBe(role === 'owner' || role === 'admin' ? 10 : 0);
    const put = await appCall(origin, me, 'PUT', '/notification_preferences', {
      project_id: projectId,
      preferences: [{ kind: 'credits_low', channel: 'in_app', enabled: true }],
    });
    expect(put.status).toBe(200);
    const credits = put.body.data.find((p: { kind: string; channel: string }) => p.kind === 'credits_low' && p.channel === 'in_app');
    // An agent (conversations only) never receives notifications, whatever it sets.
    expect(credits.enabled).toBe(role !== 'agent');
    const readAll = await appCall(origin, me, 'POST', '/notifications/read_all', {});
    expect(readAll.status).toBe(200);
  });
});

describe('the live conversations stream ({app_url}/api/v1/projects/{id}/live, decision 0022): every role of the project', () => {
  it.each(ROLES.map((r) => [r] as const))('%s: opens the stream (200, text/event-stream)', async (role) => {
    const ac = new AbortController();
    const res = await fetch(`${origin}/app/api/v1/projects/${projectId}/live`, { headers: { cookie: sessions.get(role)!.cookie }, signal: ac.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    ac.abort();
  });
});
