/**
 * Dashboard sign-in at `{app_url}/api/v1` on the real gateway (Postgres, Redis) with a real SMTP
 * server in the test. Risks removed: a session cookie readable by scripts, sent cross-site or over
 * plain HTTP behind TLS; a cookie-authenticated write without the CSRF token; an address's existence
 * told by the answer; no lockout after repeated failures; sessions lost on a restart, not listed or
 * not ended; a reset link usable twice or leaving old sessions open; TOTP bypassed or a code
 * replayed; passwords, tokens, seeds or session ids in the request log or the process log.
 */
import { Writable } from 'node:stream';
import { createLogger } from '@platform/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/people/credentials';
import { runGateway } from '../../src/server';
import { call, startTestGateway, type TestGateway } from '../support';
import { appCall, signIn, startSmtpCapture, type SmtpCapture } from '@platform/testing';

let gw: TestGateway;
let smtp: SmtpCapture;
let project: { id: string; key: string };
let logged = '';
const seen: string[] = [];

/** An owner of the project with a known password (returned once by addOwner). */
async function person(email: string): Promise<string> {
  const r = await gw.users.addOwner(project.id, email);
  seen.push(r.password!);
  return r.password!;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logged += chunk.toString();
      cb();
    },
  });
  gw = await startTestGateway(
    { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', LOG_LEVEL: 'debug' },
    { logger: createLogger({ name: 'gateway', level: 'debug', destination: sink }) },
  );
  const p = await gw.projects.createProject('Sign-in', 'enterprise');
  project = { id: p.project.id, key: p.secret };
}, 30_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await smtp?.close();
});

describe('sign-in and the session cookie', () => {
  it('answers 201 with an HttpOnly, SameSite=Lax cookie, Secure behind TLS; /me names the person, projects and roles', async () => {
    const password = await person('ann@example.com');
    const s = await signIn(gw.url, 'Ann@Example.com', password);
    expect(s.setCookie).toMatch(/^mp_session=[A-Za-z0-9_-]{43}; /);
    expect(s.setCookie).toMatch(/; HttpOnly/);
    expect(s.setCookie).toMatch(/; SameSite=Lax/);
    expect(s.setCookie).toMatch(/; Path=\//);
    expect(s.setCookie).not.toMatch(/; Secure/);
    const tls = await appCall(gw.url, undefined, 'POST', '/session', { email: 'ann@example.com', password }, { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('set-cookie')).toMatch(/; Secure/);
    seen.push(s.cookie.split('=')[1], s.csrf);

    const me = await appCall(gw.url, s, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ email: 'ann@example.com', totp_enabled: false });
    // The role's grants come with it (decision 0025): an owner reads and writes every area, the audit log included.
    expect(me.body.data.projects).toEqual([{ id: project.id, name: 'Sign-in', role: 'owner', membership_id: expect.any(String), grants: expect.any(Array) }]);
    expect(me.body.data.projects[0].grants).toEqual(expect.arrayContaining(['audit:read', 'billing:write', 'conversations:write', 'users:write']));
    expect(me.body.data.csrf_token).toBe(s.csrf);
    expect(JSON.stringify(me.body)).not.toContain(s.cookie.split('=')[1]);
    const row = await gw.db.knex('sessions').where({ id: s.sessionId }).first();
    expect(JSON.stringify(row)).not.toContain(s.cookie.split('=')[1]);
  });

  it('without a session: 401; a write without the CSRF token: 403 and nothing done', async () => {
    expect((await appCall(gw.url, undefined, 'GET', '/me')).status).toBe(401);
    expect((await appCall(gw.url, { cookie: 'mp_session=forged', csrf: 'x' }, 'GET', '/me')).status).toBe(401);
    const password = await person('csrf@example.com');
    const s = await signIn(gw.url, 'csrf@example.com', password);
    const noToken = { cookie: s.cookie, csrf: '' };
    const r = await appCall(gw.url, noToken, 'POST', `/projects/${project.id}/api_keys`, { api_key: { name: 'csrf', scopes: ['read_only'] } });
    expect(r.status).toBe(403);
    expect(r.body.error).toContain('CSRF');
    expect((await appCall(gw.url, { cookie: s.cookie, csrf: 'wrong' }, 'DELETE', '/session')).status).toBe(403);
    expect((await appCall(gw.url, noToken, 'GET', `/projects/${project.id}/api_keys`)).status).toBe(200);
    const keys = await call(gw.baseUrl, project.key, 'GET', '/api_keys');
    expect(keys.body.data.map((k: { name: string }) => k.name)).not.toContain('csrf');
    expect((await appCall(gw.url, s, 'POST', `/projects/${project.id}/api_keys`, { api_key: { name: 'csrf', scopes: ['read_only'] } })).status).toBe(201);
  });

  it('a wrong password and an unknown address get the same answer; bad input is 400', async () => {
    await person('bob@example.com');
    const wrong = await appCall(gw.url, undefined, 'POST', '/session', { email: 'bob@example.com', password: 'wrong password' });
    const unknown = await appCall(gw.url, undefined, 'POST', '/session', { email: 'nobody@example.com', password: 'wrong password' });
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'Invalid email or password' }]);
    expect([unknown.status, unknown.body]).toEqual([401, { error: 'Invalid email or password' }]);
    expect((await appCall(gw.url, undefined, 'POST', '/session', { email: 'bob@example.com' })).status).toBe(400);
    expect((await appCall(gw.url, undefined, 'POST', '/session', { email: 'bob@example.com', password: 'x', admin: true })).status).toBe(400);
    const form = await fetch(`${gw.url}/app/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=bob%40example.com&password=x',
    });
    expect(form.status).toBe(400);
  });

  it('locks an address out after 10 failures (even with the right password), an unknown address alike', async () => {
    // From its own client address (TRUST_PROXY trusts loopback's X-Forwarded-For), apart from the per-address limit.
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const password = await person('locked@example.com');
    for (const email of ['locked@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 10; i++) expect((await appCall(gw.url, undefined, 'POST', '/session', { email, password: `nope ${i}` }, from)).status).toBe(401);
      const r = await appCall(gw.url, undefined, 'POST', '/session', { email, password }, from);
      expect(r.status).toBe(429);
      expect(r.body.error).toContain('locked');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A success gives its point back: the owner who signs in often is never locked out.
    const ok = await person('often@example.com');
    for (let i = 0; i < 12; i++) await signIn(gw.url, 'often@example.com', ok, {}, from);
  });

  it('limits sign-in attempts per client address (50 per 15 minutes), whatever the accounts', async () => {
    const from = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 50; i++)
      expect((await appCall(gw.url, undefined, 'POST', '/session', { email: `spray${i}@example.com`, password: 'guess' }, from)).status).toBe(401);
    const r = await appCall(gw.url, undefined, 'POST', '/session', { email: 'spray-last@example.com', password: 'guess' }, from);
    expect(r.status).toBe(429);
    expect(r.body.error).toContain('from this address');
  });
});

describe('sessions', () => {
  it('are listed, ended one by one or by signing out, and survive a restart', async () => {
    const password = await person('carol@example.com');
    const one = await signIn(gw.url, 'carol@example.com', password);
    const two = await signIn(gw.url, 'carol@example.com', password);
    const list = await appCall(gw.url, one, 'GET', '/sessions');
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([
      [two.sessionId, false],
      [one.sessionId, true],
    ]);
    expect(JSON.stringify(list.body)).not.toContain(two.cookie.split('=')[1]);

    // Another gateway on the same schema (a restart, or another replica) honours the cookie.
    const restarted = await runGateway({ ...gw.config, HTTP_PORT: 0 }, { logger: createLogger({ name: 'gateway-2', level: 'silent' }) });
    try {
      expect((await appCall(restarted.url, two, 'GET', '/me')).status).toBe(200);
      const ended = await appCall(restarted.url, one, 'DELETE', `/sessions/${two.sessionId}`);
      expect(ended.status).toBe(200);
      expect(ended.body.data.ended_at).not.toBeNull();
    } finally {
      await restarted.stop();
    }
    expect((await appCall(gw.url, two, 'GET', '/me')).status).toBe(401);
    // Someone else's session: 404 like an unknown one.
    const dave = await signIn(gw.url, 'dave@example.com', await person('dave@example.com'));
    expect((await appCall(gw.url, one, 'DELETE', `/sessions/${dave.sessionId}`)).body).toEqual({ error: 'Session not found' });
    expect((await appCall(gw.url, dave, 'GET', '/me')).status).toBe(200);

    const out = await appCall(gw.url, one, 'DELETE', '/session');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^mp_session=;/);
    expect((await appCall(gw.url, one, 'GET', '/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a one-time link; using it changes the password and ends every session; an unknown address gets the same answer and no mail', async () => {
    const password = await person('erin@example.com');
    const before = await signIn(gw.url, 'erin@example.com', password);
    const mails = smtp.mails.length;
    const none = await appCall(gw.url, undefined, 'POST', '/password_resets', { email: 'no-account@example.com' });
    const r = await appCall(gw.url, undefined, 'POST', '/password_resets', { email: 'erin@example.com' });
    expect([r.status, r.body]).toEqual([none.status, none.body]);
    expect(r.status).toBe(202);
    expect(smtp.mails.length).toBe(mails + 1);
    const token = smtp.lastToken('erin@example.com', 'reset-password')!;
    seen.push(token);
    expect((await appCall(gw.url, undefined, 'POST', '/password_resets/confirm', { token, password: 'short' })).status).toBe(400);
    const done = await appCall(gw.url, undefined, 'POST', '/password_resets/confirm', { token, password: 'a brand new password' });
    expect(done.status).toBe(200);
    expect((await appCall(gw.url, undefined, 'POST', '/password_resets/confirm', { token, password: 'another new password' })).status).toBe(404);
    expect((await appCall(gw.url, before, 'GET', '/me')).status).toBe(401);
    expect((await appCall(gw.url, undefined, 'POST', '/session', { email: 'erin@example.com', password })).status).toBe(401);
    await signIn(gw.url, 'erin@example.com', 'a brand new password');
  });
});

describe('the dashboard API document', () => {
  it('is served without a key at {app_url}/api/v1/openapi.json, its server the dashboard API', async () => {
    const res = await fetch(`${gw.url}/app/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { servers: unknown; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.servers).toEqual([{ url: `${gw.url}/app/api/v1` }]);
    expect(doc.paths['/session'].post.operationId).toBe('signIn');
  });
});

describe('TOTP second factor', () => {
  it('enrols with a verified code; then sign-in needs a code, and a code works once', async () => {
    const password = await person('totp@example.com');
    const s = await signIn(gw.url, 'totp@example.com', password);
    const enrol = await appCall(gw.url, s, 'POST', '/totp');
    expect(enrol.status).toBe(201);
    const secret: string = enrol.body.data.secret;
    seen.push(secret);
    expect(enrol.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect((await appCall(gw.url, s, 'POST', '/totp/verify', { code: '000000' === totpCode(secret, new Date()) ? '111111' : '000000' })).status).toBe(403);
    const now = new Date();
    expect((await appCall(gw.url, s, 'POST', '/totp/verify', { code: totpCode(secret, now) })).status).toBe(200);
    expect((await appCall(gw.url, s, 'GET', '/me')).body.data.user.totp_enabled).toBe(true);
    // The seed is sealed at rest (TOKEN_ENCRYPTION_KEY), bound to the person.
    const sealed = await gw.db.knex('users').where({ email: 'totp@example.com' }).first();
    expect(sealed.totp_secret).toMatch(/^v2\.k1\./);
    expect(sealed.totp_secret).not.toContain(secret);
    expect(sealed.totp_pending_secret).toBeNull();

    const without = await appCall(gw.url, undefined, 'POST', '/session', { email: 'totp@example.com', password });
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ totp_required: true });
    // The code used to enrol cannot be used again; the next step's code works once.
    const replay = await appCall(gw.url, undefined, 'POST', '/session', { email: 'totp@example.com', password, totp_code: totpCode(secret, now) });
    expect(replay.status).toBe(401);
    const next = totpCode(secret, new Date(now.getTime() + 30_000));
    await signIn(gw.url, 'totp@example.com', password, { totp_code: next });
    expect((await appCall(gw.url, undefined, 'POST', '/session', { email: 'totp@example.com', password, totp_code: next })).status).toBe(401);

    expect((await appCall(gw.url, s, 'DELETE', '/totp', { password: 'wrong password' })).status).toBe(403);
    expect((await appCall(gw.url, s, 'DELETE', '/totp', { password })).body.data).toEqual({ totp_enabled: false });
    await signIn(gw.url, 'totp@example.com', password);
    const row = await gw.db.knex('users').where({ email: 'totp@example.com' }).first();
    expect(row.totp_secret).toBeNull();
  });

  it('a seed stored before sealing (bare base32) still verifies', async () => {
    const password = await person('legacy-totp@example.com');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await gw.db.knex('users').where({ email: 'legacy-totp@example.com' }).update({ totp_secret: secret });
    expect((await appCall(gw.url, undefined, 'POST', '/session', { email: 'legacy-totp@example.com', password })).body).toMatchObject({ totp_required: true });
    await signIn(gw.url, 'legacy-totp@example.com', password, { totp_code: totpCode(secret, new Date()) });
  });
});

describe('secrets stay out of the logs', () => {
  it('no password, token, TOTP seed or session id in the request log or the process log', async () => {
    await gw.logWriter!.flush();
    const rows = JSON.stringify(await gw.db.knex('api_logs').select());
    expect(rows).toContain('/app/api/v1/session');
    for (const secret of seen) {
      expect(rows).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });
});
