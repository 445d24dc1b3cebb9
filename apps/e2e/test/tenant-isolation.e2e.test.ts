/**
 * Tenant isolation across every route that takes an id: project A's key asking for project B's
 * resource gets exactly what it gets for an id that does not exist (status and body), and B's
 * resource is unchanged. Every id-taking route of the OpenAPI document must have an entry here.
 */
import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let db: Knex;
let A: { projectId: string; apiKey: string };
let B: { projectId: string; apiKey: string };

/** How to make one of B's resources for a path template, and an unknown id of the same shape. */
interface Case {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Creates B's resource; returns the path parameters. */
  create(): Promise<Record<string, string>>;
  unknown(): Record<string, string>;
}

const schema = (app: string) => `${stack.id}_${app.replace(/-/g, '_')}`;
const now = () => new Date();

const cases: Case[] = [
  {
    method: 'GET',
    path: '/messaging/flows/{flow_id}',
    async create() {
      const id = randomUUID();
      await db.withSchema(schema('flows')).table('flows').insert({ id, project_id: B.projectId, upstream_flow_id: '1', name: 'B flow', status: 'draft', json_version: '7.1', data_api_version: '3.0', business_account_id: '1', created_at: now(), updated_at: now() });
      return { flow_id: id };
    },
    unknown: () => ({ flow_id: randomUUID() }),
  },
  ...(['GET', 'POST'] as const).map((method) => ({
    method,
    path: method === 'GET' ? '/messaging/broadcasts/{broadcast_id}' : '/messaging/broadcasts/{broadcast_id}/send',
    async create() {
      const id = randomUUID();
      await db.withSchema(schema('broadcasts')).table('broadcasts').insert({ id, project_id: B.projectId, name: 'B', status: 'draft', created_at: now(), updated_at: now() });
      return { broadcast_id: id };
    },
    unknown: () => ({ broadcast_id: randomUUID() }),
  })),
  ...['/messaging/contacts/{identifier}', '/messaging/contacts/{identifier}/marketing_preferences', '/messaging/contacts/{identifier}/marketing_preferences/{phone_number_id}'].map((path) => ({
    method: 'GET' as const,
    path,
    async create() {
      const id = randomUUID();
      await db.withSchema(schema('contacts')).table('contacts').insert({ id, project_id: B.projectId, phone_number: `1555${Math.floor(Math.random() * 1e7)}`, created_at: now(), updated_at: now() });
      return { identifier: id, phone_number_id: '123' };
    },
    unknown: () => ({ identifier: randomUUID(), phone_number_id: '123' }),
  })),
  {
    method: 'GET',
    path: '/workflow_executions/{execution_id}',
    async create() {
      const id = randomUUID();
      await db.withSchema(schema('workflows-agent')).table('workflow_executions').insert({ id, project_id: B.projectId, workflow_id: randomUUID(), status: 'running', created_at: now(), updated_at: now() });
      return { execution_id: id };
    },
    unknown: () => ({ execution_id: randomUUID() }),
  },
  {
    method: 'GET',
    path: '/customers/{customer_id}',
    async create() {
      const r = await stack.api(B.apiKey, 'POST', '/customers', { customer: { name: 'B customer' } });
      expect(r.status).toBe(201);
      return { customer_id: r.body.data.id };
    },
    unknown: () => ({ customer_id: randomUUID() }),
  },
];

const fill = (path: string, params: Record<string, string>) => path.replace(/\{([a-z_]+)\}/g, (_, k) => encodeURIComponent(params[k]));

beforeAll(async () => {
  stack = await startStack({ services: ['funding', 'messaging-proxy', 'flows', 'broadcasts', 'contacts', 'workflows-agent', 'webhooks'] });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  A = await stack.createProject('enterprise', 'A');
  B = await stack.createProject('enterprise', 'B');
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
});

describe('tenant isolation on every route that takes an id', () => {
  it('covers every id-taking route of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => (p.includes('{') ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`) : []));
    const covered = new Set(cases.map((c) => `${c.method} ${c.path}`));
    expect(documented.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))('%s: A sees B’s resource exactly like an unknown one', async (_name, c) => {
    const mine = await c.create();
    const foreign = await stack.api(A.apiKey, c.method, fill(c.path, mine), c.body);
    const unknown = await stack.api(A.apiKey, c.method, fill(c.path, c.unknown()), c.body);
    expect(foreign.status).toBe(unknown.status);
    expect(foreign.body).toEqual(unknown.body);
    expect([404, 400]).toContain(foreign.status);
    // B still sees its own resource, unchanged by A's attempt.
    if (c.method === 'GET' || c.method === 'POST') {
      const own = await stack.api(B.apiKey, 'GET', fill(c.path.replace(/\/send$/, ''), mine));
      expect(own.status).toBe(200);
      if (c.path.startsWith('/messaging/broadcasts')) expect(own.body.data.status).toBe('draft');
    }
  });
});
