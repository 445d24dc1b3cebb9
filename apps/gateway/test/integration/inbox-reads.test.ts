/**
 * The inbox's reads for a signed-in member (decision 0024) on the real gateway (Postgres, Redis):
 * messaging-proxy faked at its HTTP contract (media download, call artifacts) and at its gRPC contract
 * (ListCalls), contacts at its gRPC contract (GetConversation, EndUserAssignments). Risks removed: an
 * agent unable to name assignees or to see a customer's photo; a media or call of another project (or
 * a phone number id) served as the caller's; the session cookie or a client's `x-project-id` reaching
 * messaging-proxy; a customer's HTML document run from the dashboard's origin; a shared cache keeping
 * a private media; the calls of another contact shown in a conversation; a removed member still assigned.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { loadContracts, type contacts, type messagingProxy } from '@platform/contracts';
import { notFound, unavailable } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { appCall, signIn, type DashboardSession } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/keys/roles';
import { hashPassword } from '../../src/people/credentials';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { call, startTestGateway, type TestGateway } from '../support';

const PASSWORD = 'inbox reads password';
const IMAGE = '1111222233334444';
const HTML = '5555666677778888';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(`png ${randomUUID()}`)]);
const CALL = randomUUID();
const CONTACT_PHONE = '5511900001111';

let gw: TestGateway;
let http: { url: string; requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>; server: Server };
let grpc: { server: GrpcServerHandle; calls: Array<{ method: string; request: Record<string, unknown> }>; failures: Error[] };
let A: { id: string; key: string };
let B: { id: string; key: string };
const users: Record<string, { userId: string; membershipId: string }> = {};
const s: Record<string, DashboardSession> = {};
/** Conversations the fake contacts knows: id → project, number, contact phone. */
const conversations = new Map<string, { project_id: string; phone_number_id: string; phone_number?: string }>();

async function addMember(projectId: string, email: string, name: string | null, role: Role, status: 'active' | 'invited' = 'active') {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  return gw.db.transaction(async (trx) => {
    const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
    const u = await people.ensureUser(trx, { email, name, passwordHash: hash }, now);
    const membershipId = await people.insertMembership(
      trx,
      { projectId, userId: u.id, role, status, inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
      now,
    );
    return { userId: u.id, membershipId };
  });
}

function startHttpPeer(): Promise<typeof http> {
  const requests: (typeof http)['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const project = req.headers['x-project-id'];
    const media = /^\/proxy\/(\d+)\/download$/.exec(req.url ?? '');
    const artifact = /^\/app\/api\/v1\/messaging_calls\/([^/]+)\/artifacts\/(recording|transcription)(\?.*)?$/.exec(req.url ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (media && project === A.id && media[1] === IMAGE) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) });
      return void res.end(req.method === 'HEAD' ? undefined : PNG);
    }
    if (media && project === A.id && media[1] === HTML) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<script>alert(document.cookie)</script>');
    }
    if (media) return json(404, { error: 'Not found: no phone number, business account or media of this project has this id' });
    if (artifact && project === A.id && artifact[1] === CALL && artifact[2] === 'recording') {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-disposition': `attachment; filename="call-${CALL}-recording.wav"` });
      return void res.end(Buffer.from('RIFF....WAVE'));
    }
    if (artifact && project === A.id && artifact[1] === CALL) return json(200, { data: { id: CALL, text: 'hello', query: artifact[3] ?? null } });
    if (artifact) return json(404, { error: 'Call not found' });
    json(404, { error: `No route for ${req.method} ${req.url}` });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server })),
  );
}

async function startGrpcPeers(): Promise<typeof grpc> {
  const { contracts, packageDefinitions } = loadContracts();
  const peers: typeof grpc = { server: undefined as unknown as GrpcServerHandle, calls: [], failures: [] };
  const record = (method: string, request: object) => {
    peers.calls.push({ method, request: request as Record<string, unknown> });
    const f = peers.failures.shift();
    if (f) throw f;
  };
  const now = new Date().toISOString();
  const ct: Partial<contacts.ContactsServiceHandlers> = {
    GetConversation: unaryHandler(async (req: contacts.GetConversationRequest__Output) => {
      record('GetConversation', req);
      const c = conversations.get(req.conversation_id);
      if (!c || c.project_id !== req.project_id) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');
      return {
        conversation: {
          id: req.conversation_id,
          phone_number_id: c.phone_number_id,
          contact_id: randomUUID(),
          phone_number: c.phone_number,
          status: 'active',
          inactive: false,
          last_active_at: now,
          created_at: now,
          updated_at: now,
        },
      };
    }),
    EndUserAssignments: unaryHandler(async (req: contacts.EndUserAssignmentsRequest__Output) => {
      record('EndUserAssignments', req);
      return { ended: 1 };
    }),
  };
  const mp: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    ListCalls: unaryHandler(async (req: messagingProxy.ListCallsRequest__Output) => {
      record('ListCalls', req);
      const mine = req.project_id === A.id && req.counterpart === CONTACT_PHONE;
      return {
        calls: mine
          ? [
              {
                id: CALL,
                call_id: 'wacid.1',
                phone_number_id: req.phone_number_id,
                direction: 'inbound',
                status: 'completed',
                from: CONTACT_PHONE,
                to: '15550001000',
                duration_seconds: 42,
                started_at: '2026-11-29T07:00:00.000Z',
                ended_at: '2026-11-29T07:00:42.000Z',
                recording: { state: 'available', expires_at: '2026-12-29T07:00:42.000Z' },
                transcription: { state: 'absent' },
              },
            ]
          : [],
        before_cursor: mine ? 'b1' : '',
        after_cursor: mine ? 'a1' : '',
        has_older: mine,
        has_newer: false,
      };
    }),
  };
  peers.server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.contacts.v1.ContactsService',
        definition: contracts.contacts.ContactsService.service,
        implementation: ct as contacts.ContactsServiceHandlers,
      },
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: contracts.messagingProxy.MessagingProxyService.service,
        implementation: mp as messagingProxy.MessagingProxyServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.contacts, packageDefinitions.messagingProxy],
  });
  return peers;
}

beforeAll(async () => {
  http = await startHttpPeer();
  grpc = await startGrpcPeers();
  const address = `127.0.0.1:${grpc.server.port}`;
  gw = await startTestGateway({ MESSAGING_PROXY_HTTP_URL: http.url, CONTACTS_GRPC_ADDRESS: address, MESSAGING_PROXY_GRPC_ADDRESS: address });
  const a = await gw.projects.createProject('Reads A', 'enterprise');
  const b = await gw.projects.createProject('Reads B', 'enterprise');
  A = { id: a.project.id, key: a.secret };
  B = { id: b.project.id, key: b.secret };
  users.owner = await addMember(A.id, 'owner@reads.test', 'Olga Owner', 'owner');
  users.agent = await addMember(A.id, 'agent@reads.test', 'Ana Agent', 'agent');
  users.viewer = await addMember(A.id, 'viewer@reads.test', null, 'viewer');
  users.invited = await addMember(A.id, 'invited@reads.test', 'Ivo Invited', 'agent', 'invited');
  users.other = await addMember(B.id, 'b@reads.test', 'Bea B', 'owner');
  for (const who of ['owner', 'agent', 'viewer', 'other']) s[who] = await signIn(gw.url, `${who === 'other' ? 'b' : who}@reads.test`, PASSWORD);
}, 60_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await grpc?.server.shutdown();
  await new Promise<void>((resolve) => {
    http?.server.closeAllConnections();
    http?.server.close(() => resolve());
  });
});

describe('GET {app_url}/api/v1/projects/{id}/members', () => {
  it('the active members (user_id, name, email, role) for any role, an agent included; not the invited, not another project’s', async () => {
    for (const who of ['agent', 'viewer', 'owner']) {
      const r = await appCall(gw.url, s[who], 'GET', `/projects/${A.id}/members`);
      expect(r.status, who).toBe(200);
      expect(r.headers.get('cache-control')).toContain('private');
      expect(r.body).toEqual({
        data: [
          { user_id: users.agent.userId, name: 'Ana Agent', email: 'agent@reads.test', role: 'agent' },
          { user_id: users.owner.userId, name: 'Olga Owner', email: 'owner@reads.test', role: 'owner' },
          { user_id: users.viewer.userId, name: null, email: 'viewer@reads.test', role: 'viewer' },
        ],
      });
    }
  });

  it('another project answers exactly like an unknown one (404); no session is 401; an API key has no such route', async () => {
    const foreign = await appCall(gw.url, s.agent, 'GET', `/projects/${B.id}/members`);
    const unknown = await appCall(gw.url, s.agent, 'GET', `/projects/${randomUUID()}/members`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await appCall(gw.url, s.agent, 'GET', '/projects/not-a-uuid/members')).status).toBe(404);
    expect((await appCall(gw.url, undefined, 'GET', `/projects/${A.id}/members`)).status).toBe(401);
    expect((await call(gw.baseUrl, A.key, 'GET', '/members')).status).toBe(404);
  });
});

describe('GET {app_url}/api/v1/projects/{id}/media/{media_id}', () => {
  const media = (who: string, id: string, project = A.id, method = 'GET', headers: Record<string, string> = {}) =>
    fetch(`${gw.url}/app/api/v1/projects/${project}/media/${id}`, { method, headers: { cookie: s[who].cookie, ...headers } });

  it('an agent gets the bytes streamed from messaging-proxy’s download route as the session’s project: private, typed, no cookie forwarded', async () => {
    const before = http.requests.length;
    const r = await media('agent', IMAGE, A.id, 'GET', { 'x-project-id': B.id });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toMatch(/^private/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await r.arrayBuffer()).equals(PNG)).toBe(true);
    const sent = http.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: `/proxy/${IMAGE}/download` });
    expect(sent[0].headers).toMatchObject({ 'x-project-id': A.id, 'x-svc-media-only': 'true' });
    expect(sent[0].headers.cookie).toBeUndefined();
    expect(sent[0].headers['x-csrf-token']).toBeUndefined();
    const head = await media('viewer', IMAGE, A.id, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
  });

  it('a customer’s HTML document is a sandboxed download, never a page of the dashboard’s origin', async () => {
    const r = await media('agent', HTML);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment');
    expect(r.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('an unknown media, a malformed id and another project’s media answer 404 JSON; another project’s path like an unknown project', async () => {
    const unknown = await media('agent', '9999000099990000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: expect.stringMatching(/^Not found/) });
    const before = http.requests.length;
    const bad = await media('agent', 'abc');
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ error: 'Media not found' });
    expect(http.requests.length).toBe(before);
    // B's owner asking for A's media under B: messaging-proxy resolves it under B, which does not own it.
    const theirs = await media('other', IMAGE, B.id);
    expect(theirs.status).toBe(404);
    const foreignProject = await media('agent', IMAGE, B.id);
    const unknownProject = await media('agent', IMAGE, randomUUID());
    expect(foreignProject.status).toBe(404);
    expect(await foreignProject.text()).toBe(await unknownProject.text());
    expect((await fetch(`${gw.url}/app/api/v1/projects/${A.id}/media/${IMAGE}`)).status).toBe(401);
  });
});

describe('GET {app_url}/api/v1/projects/{id}/messaging_calls/{call_id}/artifacts/{kind}', () => {
  const artifact = (who: string, path: string, project = A.id, method = 'GET') =>
    appCall(gw.url, s[who], method, `/projects/${project}/messaging_calls/${path}`, undefined, {});

  it('forwards a member’s read to the {app_url} calls reads as the session’s project (the query kept), GET only', async () => {
    const before = http.requests.length;
    const rec = await fetch(`${gw.url}/app/api/v1/projects/${A.id}/messaging_calls/${CALL}/artifacts/recording`, { headers: { cookie: s.agent.cookie } });
    expect(rec.status).toBe(200);
    expect(rec.headers.get('content-type')).toBe('audio/wav');
    expect(rec.headers.get('cache-control')).toMatch(/^private/);
    const t = await artifact('agent', `${CALL}/artifacts/transcription?download=false`);
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({ id: CALL, query: '?download=false' });
    const sent = http.requests.slice(before);
    expect(sent.map((r) => r.url)).toEqual([
      `/app/api/v1/messaging_calls/${CALL}/artifacts/recording`,
      `/app/api/v1/messaging_calls/${CALL}/artifacts/transcription?download=false`,
    ]);
    for (const r of sent) {
      expect(r.headers['x-project-id']).toBe(A.id);
      expect(r.headers.cookie).toBeUndefined();
    }
    // Nothing else of the mount is opened to sessions: the call read itself, another method.
    const n = http.requests.length;
    expect((await artifact('agent', CALL)).status).toBeGreaterThanOrEqual(400);
    expect((await artifact('owner', `${CALL}/artifacts/recording`, A.id, 'POST')).status).toBeGreaterThanOrEqual(400);
    expect(http.requests.length).toBe(n);
  });

  it('an unknown or malformed call, a bad kind and another project answer 404', async () => {
    expect((await artifact('agent', `${randomUUID()}/artifacts/recording`)).body).toEqual({ error: 'Call not found' });
    const n = http.requests.length;
    expect((await artifact('agent', 'nope/artifacts/recording')).body).toEqual({ error: 'Call not found' });
    expect((await artifact('agent', `${CALL}/artifacts/video`)).status).toBe(404);
    expect(http.requests.length).toBe(n);
    const foreign = await artifact('agent', `${CALL}/artifacts/recording`, B.id);
    const unknown = await artifact('agent', `${CALL}/artifacts/recording`, randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await artifact('other', `${CALL}/artifacts/recording`, B.id)).body).toEqual({ error: 'Call not found' });
  });
});

describe('GET /messaging/conversations/{id}/calls', () => {
  it('the calls of the conversation’s number with its contact, for a member (agent) and a key, cursor paged', async () => {
    const conv = randomUUID();
    conversations.set(conv, { project_id: A.id, phone_number_id: '1001', phone_number: CONTACT_PHONE });
    const r = await appCall(gw.url, s.agent, 'GET', `/projects/${A.id}/messaging/conversations/${conv}/calls?limit=50`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([
      {
        id: CALL,
        call_id: 'wacid.1',
        phone_number_id: '1001',
        direction: 'inbound',
        status: 'completed',
        from: CONTACT_PHONE,
        to: '15550001000',
        duration_seconds: 42,
        started_at: '2026-11-29T07:00:00.000Z',
        answered_at: null,
        ended_at: '2026-11-29T07:00:42.000Z',
        recording: { state: 'available', expires_at: '2026-12-29T07:00:42.000Z' },
        transcription: { state: 'absent', expires_at: null },
      },
    ]);
    expect(r.body.paging).toMatchObject({ cursors: { before: 'b1', after: 'a1' }, previous: null });
    expect(r.body.paging.next).toContain(`/messaging/conversations/${conv}/calls?limit=50&after=a1`);
    const asked = grpc.calls.filter((c) => c.method === 'ListCalls').at(-1)!.request;
    expect(asked).toMatchObject({ project_id: A.id, phone_number_id: '1001', counterpart: CONTACT_PHONE, limit: 50 });
    const keyed = await call(gw.baseUrl, A.key, 'GET', `/messaging/conversations/${conv}/calls`);
    expect(keyed.status).toBe(200);
    expect(keyed.body.data).toHaveLength(1);
  });

  it('a contact known only by a business-scoped id has no calls (messaging-proxy not asked); another project’s conversation is 404 like an unknown one', async () => {
    const bsuid = randomUUID();
    conversations.set(bsuid, { project_id: A.id, phone_number_id: '1001' });
    const n = grpc.calls.filter((c) => c.method === 'ListCalls').length;
    const r = await appCall(gw.url, s.agent, 'GET', `/projects/${A.id}/messaging/conversations/${bsuid}/calls`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } });
    expect(grpc.calls.filter((c) => c.method === 'ListCalls').length).toBe(n);
    const theirs = randomUUID();
    conversations.set(theirs, { project_id: B.id, phone_number_id: '9001', phone_number: CONTACT_PHONE });
    const foreign = await appCall(gw.url, s.agent, 'GET', `/projects/${A.id}/messaging/conversations/${theirs}/calls`);
    const unknown = await appCall(gw.url, s.agent, 'GET', `/projects/${A.id}/messaging/conversations/${randomUUID()}/calls`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await appCall(gw.url, s.agent, 'GET', `/projects/${A.id}/messaging/conversations/${bsuid}/calls?limit=500`)).status).toBe(400);
  });
});

describe('DELETE /users/{id} ends the removed member’s assignments (decision 0024)', () => {
  it('an active member: contacts is told (project, person, who removed them); contacts out of reach is 503 and removes nobody', async () => {
    const leaving = await addMember(A.id, 'leaving@reads.test', 'Leo', 'agent');
    // Down for longer than the client's retries of an idempotent call.
    grpc.failures = Array.from({ length: 10 }, () => unavailable('UNAVAILABLE', 'contacts is down'));
    const down = await appCall(gw.url, s.owner, 'DELETE', `/projects/${A.id}/users/${leaving.membershipId}`);
    expect(down.status).toBe(503);
    expect((await call(gw.baseUrl, A.key, 'GET', `/users/${leaving.membershipId}`)).status).toBe(200);
    grpc.failures = [];
    const r = await appCall(gw.url, s.owner, 'DELETE', `/projects/${A.id}/users/${leaving.membershipId}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await call(gw.baseUrl, A.key, 'GET', `/users/${leaving.membershipId}`)).status).toBe(404);
    expect(grpc.calls.filter((c) => c.method === 'EndUserAssignments').at(-1)!.request).toMatchObject({
      project_id: A.id,
      user_id: leaving.userId,
      by_user_id: users.owner.userId,
    });
  });

  it('a pending invitation withdrawn (by a key) asks contacts nothing', async () => {
    const n = grpc.calls.filter((c) => c.method === 'EndUserAssignments').length;
    expect((await call(gw.baseUrl, A.key, 'DELETE', `/users/${users.invited.membershipId}`)).status).toBe(200);
    expect(grpc.calls.filter((c) => c.method === 'EndUserAssignments').length).toBe(n);
  });
});
