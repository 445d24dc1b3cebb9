/**
 * `{base_url}/users` and invitations on the real gateway (Postgres, Redis) with a real SMTP server in
 * the test. Risks removed: an invitation not mailed, its token stored or usable twice, a retried
 * invitation creating a second member; a project left without an owner; an admin making or removing
 * owners; a role not limiting what a person does through the dashboard; another project's member
 * readable or changeable; a person in several projects seeing the wrong role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/admin/cli';
import { hashToken } from '../../src/people/credentials';
import { call, startTestGateway, type TestGateway } from '../support';
import { appCall, signIn, startSmtpCapture, type SmtpCapture } from '@platform/testing';

let gw: TestGateway;
let smtp: SmtpCapture;
let A: { id: string; key: string };
let B: { id: string; key: string };
let owner: { email: string; password: string; membershipId: string };
const PASSWORD = 'correct horse battery';

/** Invites `email` with A's key and accepts the mailed link; returns the membership id. */
async function inviteAndAccept(projectKey: string, email: string, role: string, password = PASSWORD): Promise<string> {
  const r = await call(gw.baseUrl, projectKey, 'POST', '/users', { user: { email, role } });
  expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
  const token = smtp.lastToken(email, 'accept-invitation');
  expect(token).toBeDefined();
  const a = await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token, password });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return r.body.data.id;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  gw = await startTestGateway({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  const a = await gw.projects.createProject('People A', 'enterprise');
  const b = await gw.projects.createProject('People B', 'enterprise');
  A = { id: a.project.id, key: a.secret };
  B = { id: b.project.id, key: b.secret };
  const o = await gw.users.addOwner(A.id, 'owner@example.com');
  owner = { email: 'owner@example.com', password: o.password!, membershipId: o.member.id };
}, 30_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await smtp?.close();
});

describe('invitations', () => {
  it('mails a link whose token is stored only hashed; a retry mails a new link to the same member and the old link stops working', async () => {
    const r = await call(gw.baseUrl, A.key, 'POST', '/users', { user: { email: '  Dev@Example.com ', role: 'developer', name: 'Dev' } });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ email: 'dev@example.com', role: 'developer', status: 'invited', name: 'Dev', accepted_at: null });
    expect(new Date(r.body.data.invitation_expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const first = smtp.lastToken('dev@example.com', 'accept-invitation')!;
    expect(first).toBeDefined();
    const mail = smtp.mails.at(-1)!.raw;
    expect(mail).toContain('https://app.example.test/accept-invitation?token=');
    const row = await gw.db.knex('memberships').where({ id: r.body.data.id }).first();
    expect(row.invite_token_hash).toBe(hashToken(first));
    expect(JSON.stringify(row)).not.toContain(first);

    const again = await call(gw.baseUrl, A.key, 'POST', '/users', { user: { email: 'dev@example.com', role: 'developer' } });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(r.body.data.id);
    const second = smtp.lastToken('dev@example.com', 'accept-invitation')!;
    expect(second).not.toBe(first);
    expect((await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token: first, password: PASSWORD })).status).toBe(404);

    const ok = await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token: second, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ project_id: A.id, role: 'developer', status: 'active' });
    expect((await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token: second, password: PASSWORD })).status).toBe(404);
    const list = await call(gw.baseUrl, A.key, 'GET', '/users');
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, total_count: 2 });
    expect(list.body.data.map((u: { email: string }) => u.email).sort()).toEqual(['dev@example.com', 'owner@example.com']);
    expect(JSON.stringify(list.body)).not.toMatch(/password|token|totp/);
    expect((await call(gw.baseUrl, A.key, 'POST', '/users', { user: { email: 'dev@example.com', role: 'viewer' } })).status).toBe(409);
  });

  it('refuses bad input with 400 { error }', async () => {
    for (const body of [
      { user: { email: 'not-an-address', role: 'viewer' } },
      { user: { email: 'x@example.com', role: 'root' } },
      { user: { email: 'x@example.com' } },
      {},
    ]) {
      const r = await call(gw.baseUrl, A.key, 'POST', '/users', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.error).toBe('string');
    }
    expect((await call(gw.baseUrl, A.key, 'GET', '/users/nope')).status).toBe(400);
    expect((await call(gw.baseUrl, A.key, 'PATCH', `/users/${owner.membershipId}`, { user: { role: 'king' } })).status).toBe(400);
    expect((await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token: 'short', password: PASSWORD })).status).toBe(400);
  });

  it('a person in two projects accepts the second with their own password and sees both roles', async () => {
    await inviteAndAccept(A.key, 'multi@example.com', 'agent');
    const r = await call(gw.baseUrl, B.key, 'POST', '/users', { user: { email: 'multi@example.com', role: 'viewer' } });
    expect(r.status).toBe(201);
    const token = smtp.lastToken('multi@example.com', 'accept-invitation')!;
    const wrong = await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token, password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect((await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token, password: PASSWORD })).status).toBe(200);
    const s = await signIn(gw.url, 'multi@example.com', PASSWORD);
    const me = await appCall(gw.url, s, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ email: 'multi@example.com', totp_enabled: false });
    expect(me.body.data.projects.map((p: { id: string; role: string }) => [p.id, p.role]).sort()).toEqual(
      [
        [A.id, 'agent'],
        [B.id, 'viewer'],
      ].sort(),
    );
  });
});

describe('roles through the dashboard', () => {
  it('limits what each role does on {base_url} routes served to its session', async () => {
    const s = await signIn(gw.url, 'dev@example.com', PASSWORD);
    const dev = (method: string, path: string, body?: unknown) => appCall(gw.url, s, method, `/projects/${A.id}${path}`, body);
    expect((await dev('GET', '/users')).status).toBe(200);
    const refused = await dev('POST', '/users', { user: { email: 'x@example.com', role: 'viewer' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your role (developer) does not allow POST /users: it needs the owner, admin role');
    // Keys no wider than the role: a developer cannot mint a full key, can mint a messaging one.
    expect((await dev('POST', '/api_keys', { api_key: { name: 'x', scopes: ['full'] } })).status).toBe(403);
    const k = await dev('POST', '/api_keys', { api_key: { name: 'dev key', scopes: ['messaging'] } });
    expect(k.status).toBe(201);
    expect(k.body.data.created_by_key_id).toBeNull();
    // Another project, or one the person is not in: 404 like an unknown one.
    expect((await appCall(gw.url, s, 'GET', `/projects/${B.id}/users`)).status).toBe(404);
    expect((await appCall(gw.url, s, 'GET', `/projects/00000000-0000-4000-8000-000000000000/users`)).body).toEqual(
      (await appCall(gw.url, s, 'GET', `/projects/${B.id}/users`)).body,
    );

    const agent = await signIn(gw.url, 'multi@example.com', PASSWORD);
    const r = await appCall(gw.url, agent, 'GET', `/projects/${A.id}/api_keys`);
    expect(r.status).toBe(403);
    expect(r.body.error).toContain('Your role (agent)');
    // The same person is a viewer in B: reads there, writes nothing.
    expect((await appCall(gw.url, agent, 'GET', `/projects/${B.id}/api_keys`)).status).toBe(200);
    expect((await appCall(gw.url, agent, 'POST', `/projects/${B.id}/api_keys`, { api_key: { name: 'x', scopes: ['read_only'] } })).status).toBe(403);
  });

  it('the request log names the person of a session call, not a key', async () => {
    const s = await signIn(gw.url, owner.email, owner.password);
    expect((await appCall(gw.url, s, 'GET', `/projects/${A.id}/users`)).status).toBe(200);
    await gw.logWriter!.flush();
    const logs = await call(gw.baseUrl, A.key, 'GET', '/api_logs?endpoint=/app/api/v1/projects');
    const entry = logs.body.data.find((e: { http_method: string }) => e.http_method === 'GET');
    expect(entry).toMatchObject({ api_key_id: null, user_id: expect.any(String), response_status: 200 });
  });
});

describe('a project keeps an owner; only owners manage owners', () => {
  it('refuses to demote or remove the last owner (409), allows it once another owner exists', async () => {
    const demote = await call(gw.baseUrl, A.key, 'PATCH', `/users/${owner.membershipId}`, { user: { role: 'admin' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toContain('last owner');
    expect((await call(gw.baseUrl, A.key, 'DELETE', `/users/${owner.membershipId}`)).status).toBe(409);

    const second = await inviteAndAccept(A.key, 'owner2@example.com', 'owner');
    const s = await signIn(gw.url, 'owner2@example.com', PASSWORD);
    const r = await appCall(gw.url, s, 'PATCH', `/projects/${A.id}/users/${owner.membershipId}`, { user: { role: 'admin' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.role).toBe('admin');
    expect((await appCall(gw.url, s, 'DELETE', `/projects/${A.id}/users/${second}`)).status).toBe(409);
    // Restore: the first owner again (by the key), for the tests after this one.
    expect((await call(gw.baseUrl, A.key, 'PATCH', `/users/${owner.membershipId}`, { user: { role: 'owner' } })).status).toBe(200);
  });

  it('an admin cannot make, change or remove an owner, and can manage the others', async () => {
    await inviteAndAccept(A.key, 'admin@example.com', 'admin');
    const s = await signIn(gw.url, 'admin@example.com', PASSWORD);
    const admin = (method: string, path: string, body?: unknown) => appCall(gw.url, s, method, `/projects/${A.id}${path}`, body);
    expect((await admin('POST', '/users', { user: { email: 'o3@example.com', role: 'owner' } })).status).toBe(403);
    expect((await admin('PATCH', `/users/${owner.membershipId}`, { user: { role: 'viewer' } })).status).toBe(403);
    expect((await admin('DELETE', `/users/${owner.membershipId}`)).status).toBe(403);
    const v = await admin('POST', '/users', { user: { email: 'viewer@example.com', role: 'viewer' } });
    expect(v.status).toBe(201);
    expect((await admin('PATCH', `/users/${v.body.data.id}`, { user: { role: 'agent' } })).body.data.role).toBe('agent');
    const del = await admin('DELETE', `/users/${v.body.data.id}`);
    expect(del.status).toBe(200);
    expect((await admin('GET', `/users/${v.body.data.id}`)).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('another project’s member answers exactly like an unknown one, and is left alone', async () => {
    const bMember = (await call(gw.baseUrl, B.key, 'POST', '/users', { user: { email: 'b-only@example.com', role: 'viewer' } })).body.data.id as string;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { user: { role: 'admin' } }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await call(gw.baseUrl, A.key, method, `/users/${bMember}`, body);
      const none = await call(gw.baseUrl, A.key, method, `/users/${unknown}`, body);
      expect([foreign.status, foreign.body]).toEqual([404, { error: 'User not found' }]);
      expect([none.status, none.body]).toEqual([404, { error: 'User not found' }]);
    }
    const own = await call(gw.baseUrl, B.key, 'GET', `/users/${bMember}`);
    expect(own.body.data).toMatchObject({ role: 'viewer', status: 'invited' });
  });
});

describe('the admin CLI', () => {
  it('adds an owner (a new address gets a password, printed once) and lists the people, through the same use case', async () => {
    const deps = { projects: gw.projects, keys: gw.keys, users: gw.users, audit: gw.audit };
    const added = JSON.parse(await runAdminCommand(['user', 'add-owner', '--project', B.id, '--email', 'cli-owner@example.com', '--json'], deps));
    expect(added).toMatchObject({ email: 'cli-owner@example.com', role: 'owner', status: 'active', password: expect.any(String) });
    await signIn(gw.url, 'cli-owner@example.com', added.password);
    const again = JSON.parse(await runAdminCommand(['user', 'add-owner', '--project', B.id, '--email', 'cli-owner@example.com', '--json'], deps));
    expect(again.password).toBeNull();
    const list = JSON.parse(await runAdminCommand(['user', 'list', '--project', B.id, '--json'], deps));
    expect(list.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual(['cli-owner@example.com', 'owner']);
    await expect(runAdminCommand(['user', 'add-owner', '--project', B.id, '--email', 'nope'], deps)).rejects.toThrow('--email');
  });
});
