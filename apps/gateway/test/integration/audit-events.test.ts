/**
 * The audit log (decision 0016) on the real gateway (Postgres, Redis, a real SMTP server in the test).
 * Risks removed: a change of a project that leaves no record, or a record that names the wrong actor,
 * resource or outcome; a secret or a body in the log; a record that can be rewritten or deleted; a
 * page or filter that skips or repeats events; one project reading another's log; a role or scope
 * that should not read the log reading it; a queued record lost silently when the database is down.
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@platform/logger';
import { waitFor, appCall, signIn, startSmtpCapture, type SmtpCapture } from '@platform/testing';
import { systemClock } from '@platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/admin/cli';
import type { AuditEventRecord } from '../../src/audit/audit-event';
import { AuditEventsRepository } from '../../src/audit/audit-events.repository';
import { AuditWriter } from '../../src/audit/audit.writer';
import { z } from 'zod';
import { apiRouter } from '../../src/http/api-router';
import { IdempotencyKeysRepository } from '../../src/idempotency/idempotency-keys.repository';
import { KvGatewayLimiter } from '../../src/http/limiter';
import { requestContext, state } from '../../src/http/middleware/request-context';
import { totpCode } from '../../src/people/credentials';
import { localRoute } from '../../src/routes/route';
import { call, startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let smtp: SmtpCapture;
let A: { id: string; key: string; keyId: string };
let B: { id: string; key: string; keyId: string };
const PASSWORD = 'audit log password';

/** The project's events through the API (the writer flushed first), newest first. */
async function events(key: string, query = ''): Promise<any[]> {
  await gw.auditWriter.flush();
  const r = await call(gw.baseUrl, key, 'GET', `/audit_events${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Every stored row of a project (the table itself), for the no-secrets checks. */
async function rowsOf(projectId: string) {
  await gw.auditWriter.flush();
  return gw.db.knex('audit_events').where({ project_id: projectId }).orderBy('created_at', 'asc');
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  gw = await startTestGateway({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test', TRUST_PROXY: '127.0.0.1' });
  const a = await gw.projects.createProject('Audit A', 'enterprise', 'A admin key');
  const b = await gw.projects.createProject('Audit B', 'enterprise', 'B admin key');
  A = { id: a.project.id, key: a.secret, keyId: a.key.id };
  B = { id: b.project.id, key: b.secret, keyId: b.key.id };
}, 30_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await smtp?.close();
});

describe('actor: api_key', () => {
  it('records a key created through the API: who (key id and name), what, the new key, from where, the fields named; never the secret', async () => {
    const r = await call(
      gw.baseUrl,
      A.key,
      'POST',
      '/api_keys',
      { api_key: { name: 'ci deploy', scopes: ['messaging'] } },
      { 'user-agent': 'audit-test/1.0', 'x-forwarded-for': '198.51.100.23', 'x-request-id': 'audit-req-0001' },
    );
    expect(r.status).toBe(201);
    const secret: string = r.body.data.secret;
    const [e] = await events(A.key, '?action=api_key.created');
    expect(e).toMatchObject({
      actor: { type: 'api_key', id: A.keyId, name: 'A admin key' },
      action: 'api_key.created',
      resource_type: 'api_key',
      resource_id: r.body.data.id,
      outcome: 'succeeded',
      status_code: 201,
      error_code: null,
      error_message: null,
      changed_fields: ['name', 'scopes'],
      request: { id: 'audit-req-0001', method: 'POST', path: '/platform/v1/api_keys', ip_address: '198.51.100.23', user_agent: 'audit-test/1.0' },
    });
    // The request log's entry of the same call carries the same request id's time and key.
    await gw.logWriter!.flush();
    const logged = await gw.db.knex('api_logs').where({ project_id: A.id, endpoint: '/platform/v1/api_keys', http_method: 'POST' }).first();
    expect(logged).toMatchObject({ api_key_id: A.keyId });

    const rotated = await call(gw.baseUrl, A.key, 'POST', `/api_keys/${r.body.data.id}/rotate`, { grace_period_seconds: 0 });
    expect(rotated.status).toBe(201);
    const revoked = await call(gw.baseUrl, A.key, 'DELETE', `/api_keys/${rotated.body.data.id}`);
    expect(revoked.status).toBe(200);
    const onKey = await events(A.key, `?resource_type=api_key&resource_id=${r.body.data.id}`);
    expect(onKey.map((x) => x.action)).toEqual(['api_key.rotated', 'api_key.created']);
    expect((await events(A.key, `?resource_id=${rotated.body.data.id}`)).map((x) => x.action)).toEqual(['api_key.revoked']);

    const stored = JSON.stringify(await rowsOf(A.id));
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(rotated.body.data.secret);
    expect(stored).not.toContain(A.key);
    expect(stored).not.toContain('ci deploy'); // a body value: only field names are kept
  });

  it('records a refused change as failed with its status and error: a scope refusal, an unknown id, a validation error', async () => {
    const ro = await call(gw.baseUrl, A.key, 'POST', '/api_keys', { api_key: { name: 'reader', scopes: ['read_only'] } });
    const refused = await call(gw.baseUrl, ro.body.data.secret, 'POST', '/api_keys', { api_key: { name: 'wider', scopes: ['full'] } });
    expect(refused.status).toBe(403);
    const unknown = '0b6f6f1e-7a57-4c3a-9d7e-0c1d2e3f4a5b';
    expect((await call(gw.baseUrl, A.key, 'DELETE', `/api_keys/${unknown}`)).status).toBe(404);
    expect((await call(gw.baseUrl, A.key, 'POST', `/api_keys/${unknown}/rotate`, { grace_period_seconds: -1 })).status).toBe(400);

    const failed = await events(A.key, '?outcome=failed&limit=3');
    expect(failed.map((e) => [e.action, e.status_code, e.resource_id, e.actor.id])).toEqual([
      ['api_key.rotated', 400, unknown, A.keyId],
      ['api_key.revoked', 404, unknown, A.keyId],
      ['api_key.created', 403, null, ro.body.data.id],
    ]);
    expect(failed[1].error_message).toBe('API key not found');
    expect(failed[2].error_message).toMatch(/^This API key's scope \(read_only\) does not allow POST \/api_keys/);
    expect(failed.every((e) => e.outcome === 'failed')).toBe(true);
    // Reads are not audited.
    expect((await events(A.key, '?action=api_key.listed')).length).toBe(0);
  });

  it('records a replayed Idempotency-Key answer once (the first attempt is the change)', async () => {
    const headers = { 'idempotency-key': `audit-${crypto.randomUUID()}` };
    const body = { api_key: { name: 'once', scopes: ['automation'] } };
    const first = await call(gw.baseUrl, A.key, 'POST', '/api_keys', body, headers);
    const again = await call(gw.baseUrl, A.key, 'POST', '/api_keys', body, headers);
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect((await events(A.key, `?resource_id=${first.body.data.id}`)).length).toBe(1);
  });
});

describe('actor: user (dashboard session) and a person’s own changes', () => {
  it('records a role change by a signed-in owner with the person’s id and email, and the invitation accepted', async () => {
    const o = await gw.users.addOwner(A.id, 'audit-owner@example.com');
    const session = await signIn(gw.url, 'audit-owner@example.com', o.password!);
    const invited = await appCall(gw.url, session, 'POST', `/projects/${A.id}/users`, { user: { email: 'audit-dev@example.com', role: 'viewer' } });
    expect(invited.status).toBe(201);
    const token = smtp.lastToken('audit-dev@example.com', 'accept-invitation');
    const accepted = await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token, password: PASSWORD }, { 'user-agent': 'browser/2' });
    expect(accepted.status).toBe(200);
    const changed = await appCall(gw.url, session, 'PATCH', `/projects/${A.id}/users/${invited.body.data.id}`, { user: { role: 'developer' } });
    expect(changed.status).toBe(200);

    const onMember = await events(A.key, `?resource_type=user&resource_id=${invited.body.data.id}`);
    expect(onMember.map((e) => [e.action, e.actor.type, e.actor.name, e.changed_fields])).toEqual([
      ['user.updated', 'user', 'audit-owner@example.com', ['role']],
      ['user.invitation_accepted', 'user', 'audit-dev@example.com', null],
      ['user.invited', 'user', 'audit-owner@example.com', ['email', 'role']],
    ]);
    expect(onMember[0]).toMatchObject({ actor: { id: o.member.user_id }, request: { path: `/app/api/v1/projects/${A.id}/users/${invited.body.data.id}` } });
    expect(onMember[1]).toMatchObject({ actor: { id: accepted.body.data.user_id }, request: { user_agent: 'browser/2' } });
    expect(JSON.stringify(await rowsOf(A.id))).not.toContain(token);
    expect(JSON.stringify(await rowsOf(A.id))).not.toContain(PASSWORD);
  });

  it('records TOTP enabled and disabled in every project the person is an active member of', async () => {
    const a = await gw.users.addOwner(A.id, 'two-projects@example.com');
    await gw.users.addOwner(B.id, 'two-projects@example.com');
    const s = await signIn(gw.url, 'two-projects@example.com', a.password!);
    const enrol = await appCall(gw.url, s, 'POST', '/totp');
    expect((await appCall(gw.url, s, 'POST', '/totp/verify', { code: totpCode(enrol.body.data.secret, new Date()) })).status).toBe(200);
    expect((await appCall(gw.url, s, 'DELETE', '/totp', { password: a.password })).status).toBe(200);
    for (const p of [A, B]) {
      const mine = await events(p.key, `?actor_id=${a.member.user_id}&actor_type=user`);
      expect(mine.map((e) => e.action)).toEqual(['user.totp_disabled', 'user.totp_enabled']);
    }
    const stored = JSON.stringify([...(await rowsOf(A.id)), ...(await rowsOf(B.id))]);
    expect(stored).not.toContain(enrol.body.data.secret);
    expect(stored).not.toContain(a.password!);
  });

  it('records a password reset in every project of the person, as the person, without the token or the new password', async () => {
    const a = await gw.users.addOwner(A.id, 'reset-me@example.com');
    const b = await gw.users.addOwner(B.id, 'reset-me@example.com');
    expect((await appCall(gw.url, undefined, 'POST', '/password_resets', { email: 'reset-me@example.com' })).status).toBe(202);
    const token = smtp.lastToken('reset-me@example.com', 'reset-password');
    const newPassword = 'a brand new password';
    expect((await appCall(gw.url, undefined, 'POST', '/password_resets/confirm', { token, password: newPassword })).status).toBe(200);
    for (const [p, m] of [
      [A, a],
      [B, b],
    ] as const) {
      const mine = await events(p.key, '?action=user.password_reset');
      expect(mine.map((e) => [e.actor.type, e.actor.id, e.actor.name, e.resource_id, e.outcome])).toEqual([
        ['user', m.member.user_id, 'reset-me@example.com', m.member.id, 'succeeded'],
      ]);
      expect(mine[0].request.path).toBe('/app/api/v1/password_resets/confirm');
    }
    const stored = JSON.stringify([...(await rowsOf(A.id)), ...(await rowsOf(B.id))]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(newPassword);
  });
});

describe('actor: admin_cli', () => {
  it('records the operator’s key and owner commands in the project, durably before the command returns', async () => {
    const deps = { projects: gw.projects, keys: gw.keys, users: gw.users, audit: gw.audit };
    const created = JSON.parse(await runAdminCommand(['key', 'create', '--project', A.id, '--name', 'cli key', '--json'], deps));
    await runAdminCommand(['key', 'revoke', '--key', created.id], deps);
    // No flush: the CLI's records are written before the command answers.
    const rows = await gw.db.knex('audit_events').where({ project_id: A.id, resource_id: created.id }).orderBy('created_at', 'asc').orderBy('id', 'asc');
    expect(rows.map((r) => [r.actor_type, r.actor_id, r.action, r.outcome])).toEqual([
      ['admin_cli', null, 'api_key.created', 'succeeded'],
      ['admin_cli', null, 'api_key.revoked', 'succeeded'],
    ]);
    expect(rows[0].actor_name).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(created.api_key);
    const p = JSON.parse(await runAdminCommand(['project', 'create', '--name', 'CLI made', '--plan', 'pro', '--json'], deps));
    const mine = await gw.db.knex('audit_events').where({ project_id: p.project_id }).orderBy('action');
    expect(mine.map((r) => [r.action, r.resource_id])).toEqual([
      ['api_key.created', p.api_key_id],
      ['project.created', p.project_id],
    ]);
  });
});

describe('actor: embed', () => {
  it('names the embed an inbox embed’s guard set as the actor (its routes join through the same route mechanism); a change whose client left is still recorded', async () => {
    const limiter = await KvGatewayLimiter.create({ redisUrl: gw.config.REDIS_URL, prefix: `${gw.config.REDIS_PREFIX}e`, onRedisDown: 'open' });
    const embedId = crypto.randomUUID();
    let changed = false;
    const app = express();
    app.use(requestContext(systemClock));
    const router = apiRouter({
      guard: (_req, res, next) => {
        const s = state(res);
        s.principal = { keyId: A.keyId, keyName: 'A admin key', projectId: A.id, plan: 'enterprise', scopes: ['full'], revoked: false, expiresAt: null };
        s.auditActor = { type: 'embed', id: embedId, name: 'support inbox' };
        next();
      },
      routes: [
        localRoute({
          method: 'post',
          path: '/webhooks',
          operationId: 'createWebhook',
          summary: 'test',
          tag: 'test',
          response: z.object({ data: z.object({ id: z.string() }) }),
          idempotent: false,
          async handle() {
            // The change is done after the client gave up waiting.
            await new Promise((r) => setTimeout(r, 300));
            changed = true;
            return { status: 201, body: { data: { id: 'w-late' } } };
          },
        }),
        localRoute({
          method: 'post',
          path: '/customers',
          operationId: 'createCustomer',
          summary: 'test',
          tag: 'test',
          response: z.object({ data: z.object({ id: z.string() }) }),
          idempotent: false,
          async handle() {
            return { status: 201, body: { data: { id: 'c-1' } } };
          },
        }),
      ],
      limiter,
      clients: gw.clients,
      bodyLimit: '1mb',
      idempotency: { keys: new IdempotencyKeysRepository(gw.db), logger: createLogger({ name: 't', level: 'silent' }) },
      audit: gw.auditWriter,
    });
    app.use('/v1', router);
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const port = (server.address() as AddressInfo).port;
      // A client that goes away before the answer: the change still happens and is still recorded.
      const gone = new AbortController();
      const aborted = fetch(`http://127.0.0.1:${port}/v1/webhooks`, { method: 'POST', signal: gone.signal }).catch((err: Error) => err.name);
      setTimeout(() => gone.abort(), 50);
      expect(await aborted).toBe('AbortError');
      await waitFor(() => changed);
      const late = await waitFor(async () => (await events(A.key, `?actor_id=${embedId}&action=webhook.created`))[0]);
      expect(late).toMatchObject({ resource_id: 'w-late', outcome: 'succeeded', status_code: 201 });

      const res = await fetch(`http://127.0.0.1:${port}/v1/customers`, { method: 'POST' });
      expect(res.status).toBe(201);
      const mine = await events(A.key, `?actor_type=embed&actor_id=${embedId}&action=customer.created`);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        actor: { type: 'embed', id: embedId, name: 'support inbox' },
        action: 'customer.created',
        resource_id: 'c-1',
        outcome: 'succeeded',
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await limiter.close();
    }
  });
});

describe('append-only', () => {
  it('the table refuses UPDATE, DELETE and TRUNCATE, whoever runs them; inserts still work', async () => {
    const [row] = await rowsOf(A.id);
    expect(row).toBeDefined();
    await expect(gw.db.knex('audit_events').where({ id: row.id }).update({ outcome: 'succeeded', action: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(gw.db.knex('audit_events').where({ id: row.id }).delete()).rejects.toThrow(/append-only/);
    await expect(gw.db.knex.raw('truncate audit_events')).rejects.toThrow(/append-only/);
    const again = await gw.db.knex('audit_events').where({ id: row.id }).first();
    expect(again.action).toBe(row.action);
  });
});

describe('paging, filters, isolation and who may read', () => {
  it('pages most recent first with stable cursors in both directions, filters combine, bad filters are 400', async () => {
    const p = await gw.projects.createProject('Audit paging', 'enterprise', 'pager');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(gw.baseUrl, p.secret, 'POST', '/api_keys', { api_key: { name: `k${i}`, scopes: ['billing'] } });
      made.push(r.body.data.id);
    }
    await gw.auditWriter.flush();
    const first = await call(gw.baseUrl, p.secret, 'GET', '/audit_events?action=api_key.created&limit=2');
    expect(first.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[4], made[3]]);
    expect(first.body.paging.previous).toBeNull();
    const next = await call(gw.baseUrl, p.secret, 'GET', first.body.paging.next.replace('/platform/v1', ''));
    expect(next.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[2], made[1]]);
    const last = await call(gw.baseUrl, p.secret, 'GET', next.body.paging.next.replace('/platform/v1', ''));
    expect(last.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[0]]);
    expect(last.body.paging.next).toBeNull();
    const back = await call(gw.baseUrl, p.secret, 'GET', last.body.paging.previous.replace('/platform/v1', ''));
    expect(back.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[2], made[1]]);
    expect(first.body.paging.next).toContain('action=api_key.created');

    const at = (await gw.db.knex('audit_events').where({ resource_id: made[2] }).first()).created_at as Date;
    const since = await call(gw.baseUrl, p.secret, 'GET', `/audit_events?since=${at.toISOString()}&actor_type=api_key&outcome=succeeded`);
    expect(since.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[4], made[3], made[2]]);
    const until = await call(gw.baseUrl, p.secret, 'GET', `/audit_events?until=${at.toISOString()}`);
    expect(until.body.data.map((e: { resource_id: string }) => e.resource_id)).toEqual([made[1], made[0]]);
    expect((await call(gw.baseUrl, p.secret, 'GET', '/audit_events?outcome=failed')).body.data).toEqual([]);
    expect((await call(gw.baseUrl, p.secret, 'GET', '/audit_events?actor_type=admin_cli')).body.data).toEqual([]);

    for (const bad of [
      'actor_type=robot',
      'outcome=maybe',
      'since=yesterday',
      'limit=0',
      'limit=101',
      'after=abc',
      'action=a%20b',
      `since=${at.toISOString()}&until=${at.toISOString()}`,
    ]) {
      const r = await call(gw.baseUrl, p.secret, 'GET', `/audit_events?${bad}`);
      expect([bad, r.status, typeof r.body.error]).toEqual([bad, 400, 'string']);
    }
  });

  it('one project never reads another’s events, even by the other’s resource or actor id', async () => {
    const mineInA = await events(A.key, '?limit=100');
    expect(mineInA.length).toBeGreaterThan(0);
    const bEvents = await events(B.key, '?limit=100');
    const aIds = new Set(mineInA.map((e) => e.id));
    expect(bEvents.filter((e) => aIds.has(e.id))).toEqual([]);
    expect(await events(B.key, `?actor_id=${A.keyId}`)).toEqual([]);
    expect(await events(B.key, `?resource_id=${mineInA[0].resource_id}`)).toEqual([]);
  });

  it('owners, admins and full keys read the log; developers, viewers, agents and read_only keys are 403', async () => {
    const ro = await call(gw.baseUrl, A.key, 'POST', '/api_keys', { api_key: { name: 'ro', scopes: ['read_only'] } });
    const refused = await call(gw.baseUrl, ro.body.data.secret, 'GET', '/audit_events');
    expect([refused.status, refused.body.error]).toEqual([403, "This API key's scope (read_only) does not allow GET /audit_events: it needs the full scope"]);
    const o = await gw.users.addOwner(A.id, 'roles-owner@example.com');
    const owner = await signIn(gw.url, 'roles-owner@example.com', o.password!);
    expect((await appCall(gw.url, owner, 'GET', `/projects/${A.id}/audit_events`)).status).toBe(200);
    for (const role of ['admin', 'developer', 'viewer', 'agent']) {
      const email = `audit-${role}@example.com`;
      const inv = await appCall(gw.url, owner, 'POST', `/projects/${A.id}/users`, { user: { email, role } });
      const token = smtp.lastToken(email, 'accept-invitation');
      expect((await appCall(gw.url, undefined, 'POST', '/invitations/accept', { token, password: PASSWORD })).status).toBe(200);
      const s = await signIn(gw.url, email, PASSWORD);
      const r = await appCall(gw.url, s, 'GET', `/projects/${A.id}/audit_events`);
      expect([role, r.status], JSON.stringify(r.body)).toEqual([role, role === 'admin' ? 200 : 403]);
      expect(inv.status).toBe(201);
    }
  });
});

describe('the writer: never slows a request, never loses a record silently', () => {
  /** A repository whose database is down for the first `failures` writes. */
  class FlakyRepository extends AuditEventsRepository {
    failures = 0;
    override async insertBatch(records: readonly AuditEventRecord[]): Promise<void> {
      if (this.failures > 0) {
        this.failures -= 1;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }
      return super.insertBatch(records);
    }
  }
  const record = (projectId: string, n: number): AuditEventRecord => ({
    id: crypto.randomUUID(),
    project_id: projectId,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    actor_type: 'api_key',
    actor_id: A.keyId,
    actor_name: 'A admin key',
    action: 'webhook.deleted',
    resource_type: 'webhook',
    resource_id: `w-${n}`,
    outcome: 'succeeded',
    status_code: 200,
    error_code: null,
    error_message: null,
    changed_fields: null,
    request_id: `r-${n}`,
    http_method: 'DELETE',
    path: '/platform/v1/webhooks/x',
    ip_address: '127.0.0.1',
    user_agent: null,
  });
  function capture() {
    const lines: any[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    return { lines, logger: createLogger({ name: 'audit', level: 'info', destination: stream }) };
  }

  it('keeps records through an outage and writes them once the database answers', async () => {
    const p = await gw.projects.createProject('Audit outage', 'pro');
    const repo = new FlakyRepository(gw.db, systemClock);
    const { logger } = capture();
    const writer = new AuditWriter(repo, logger, { flushMs: 60_000, batchSize: 100 });
    repo.failures = 2;
    writer.append(record(p.project.id, 1));
    writer.append(record(p.project.id, 2));
    await expect(writer.flush()).rejects.toThrow(/ECONNREFUSED/);
    await expect(writer.flush()).rejects.toThrow(/ECONNREFUSED/);
    expect(writer.pending).toBe(2);
    await writer.flush();
    await writer.close();
    const rows = await gw.db.knex('audit_events').where({ project_id: p.project.id }).orderBy('created_at');
    expect(rows.map((r) => r.resource_id)).toEqual(['w-1', 'w-2']);
  });

  it('a record that cannot be written (queue overflow, shutdown during an outage) is logged at error level with its content', async () => {
    const p = await gw.projects.createProject('Audit lost', 'pro');
    const repo = new FlakyRepository(gw.db, systemClock);
    const { lines, logger } = capture();
    const writer = new AuditWriter(repo, logger, { flushMs: 60_000, batchSize: 100, maxQueued: 2 });
    repo.failures = 1_000;
    for (let n = 1; n <= 3; n++) writer.append(record(p.project.id, n));
    expect(writer.dropped).toBe(1);
    await writer.close();
    const lost = lines.filter((l) => l.level === 'error').map((l) => l.audit_event?.resource_id);
    expect(lost).toEqual(['w-1', 'w-2', 'w-3']);
    expect(await gw.db.knex('audit_events').where({ project_id: p.project.id })).toEqual([]);
  });
});
