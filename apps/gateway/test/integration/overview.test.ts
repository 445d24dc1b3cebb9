/**
 * The overview read (decision 0025, Overview) on the real gateway (Postgres, Redis), its five services
 * faked at their gRPC contracts, each answering only the project it is asked about. Risks removed:
 * another project's messages, spend, findings, numbers or webhooks counted; one service down taking
 * the whole overview with it; a role without `messaging:read` reading the figures; a bad period
 * answered 500 or silently replaced.
 */
import { randomUUID } from 'node:crypto';
import { loadContracts, type contacts, type funding, type messagingProxy, type webhooks, type workflowsAgent } from '@platform/contracts';
import { unavailable } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { appCall, signIn, type DashboardSession } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/keys/roles';
import { hashPassword } from '../../src/people/credentials';
import { PeopleRepository } from '../../src/people/people.repository';
import { peopleCipher } from '../../src/usecases/context';
import { startTestGateway, type TestGateway } from '../support';

const PASSWORD = 'overview password';
let gw: TestGateway;
let peers: GrpcServerHandle;
let A: string;
let B: string;
const s: Record<string, DashboardSession> = {};
const calls: Array<{ method: string; request: Record<string, unknown> }> = [];
/** Methods that fail with UNAVAILABLE while listed. */
const down = new Set<string>();

async function addMember(projectId: string, email: string, role: Role) {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  await gw.db.transaction(async (trx) => {
    const people = new PeopleRepository(gw.db, peopleCipher(gw.config));
    const u = await people.ensureUser(trx, { email, name: null, passwordHash: hash }, now);
    await people.insertMembership(
      trx,
      { projectId, userId: u.id, role, status: 'active', inviteTokenHash: null, inviteExpiresAt: null, invitedByKeyId: null, invitedByUserId: null },
      now,
    );
  });
}

/** Records the call; throws when the method is down; true when the request is project A's. */
const seen = (method: string, req: { project_id: string }) => {
  calls.push({ method, request: req as unknown as Record<string, unknown> });
  if (down.has(method)) throw unavailable('DOWN', `${method} is down`);
  return req.project_id === A;
};

const num = (id: string, status: string, quality: string) => ({
  id,
  phone_number_id: id,
  name: `n${id}`,
  display_phone_number: `+1 555 ${id}`,
  verified_name: 'Acme',
  status,
  quality_rating: quality,
});

async function startPeers(): Promise<GrpcServerHandle> {
  const { contracts, packageDefinitions } = loadContracts();
  const ct: Partial<contacts.ContactsServiceHandlers> = {
    GetMessageStats: unaryHandler(async (req: contacts.GetMessageStatsRequest__Output) => {
      const mine = seen('GetMessageStats', req);
      const b = (start: string, n: number) => ({ start, received: n, sent: 3 * n, delivered: 2 * n, read: n, failed: n, pending: 0 });
      return mine
        ? {
            buckets: [b('2026-11-24T13:00:00.000Z', 1), b('2026-11-24T14:00:00.000Z', 2)],
            failure_reasons: [{ code: 131026, title: 'Message undeliverable', count: 3 }],
          }
        : { buckets: [b('2026-11-24T14:00:00.000Z', 0)], failure_reasons: [] };
    }),
  };
  const fd: Partial<funding.FundingServiceHandlers> = {
    GetCreditBalance: unaryHandler(async (req: funding.GetCreditBalanceRequest__Output) => {
      const mine = seen('GetCreditBalance', req);
      return { balance: { currency: 'USD', balance_micros: mine ? '5000000' : '0', held_micros: '0', available_micros: mine ? '4000000' : '0' } };
    }),
    SummarizeCharges: unaryHandler(async (req: funding.SummarizeChargesRequest__Output) => {
      if (!seen('SummarizeCharges', req)) return { currency: '', charged_micros: '0', charges: '0' };
      return { currency: 'USD', charged_micros: '20000', charges: '2' };
    }),
  };
  const wa: Partial<workflowsAgent.WorkflowsAgentServiceHandlers> = {
    CountOpenFindings: unaryHandler(async (req: workflowsAgent.CountOpenFindingsRequest__Output): Promise<workflowsAgent.CountOpenFindingsResponse> => {
      if (!seen('CountOpenFindings', req)) return { open: 0, by_signal: {} };
      return { open: 2, by_signal: { send_failed: 1, webhook_failing: 1 } };
    }),
  };
  const mp: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    ListPhoneNumbers: unaryHandler(async (req: messagingProxy.ListPhoneNumbersRequest__Output) => {
      if (!seen('ListPhoneNumbers', req)) return { phone_numbers: [], meta: { page: 1, per_page: 100, total_pages: 0, total_count: 0 } };
      return {
        phone_numbers: [num('101', 'CONNECTED', 'GREEN'), num('102', 'CONNECTED', 'YELLOW'), num('103', 'DISCONNECTED', 'GREEN')],
        meta: { page: 1, per_page: 100, total_pages: 1, total_count: 3 },
      };
    }),
  };
  const wh: Partial<webhooks.WebhooksServiceHandlers> = {
    ListWebhooks: unaryHandler(async (req: webhooks.ListWebhooksRequest__Output) => {
      const meta = { page: 1, per_page: 100, total_pages: 1, total_count: 1 };
      const w = (id: string, extra: object) => ({
        id,
        url: `https://hooks.test/${id}`,
        events: ['message.received'],
        active: true,
        payload_version: 'v2',
        ...extra,
      });
      if (!seen('ListWebhooks', req)) return { webhooks: [w('b-1', { failing_since: '2026-11-24T10:00:00.000Z' })], meta };
      if (req.phone_number_id === '102')
        return { webhooks: [w('n-102', { active: false, disabled_reason: 'gone', disabled_at: '2026-11-24T11:00:00.000Z' })], meta };
      if (req.phone_number_id) return { webhooks: [], meta: { ...meta, total_pages: 0, total_count: 0 } };
      return { webhooks: [w('p-ok', {}), w('p-failing', { failing_since: '2026-11-24T10:00:00.000Z' }), w('p-off', { active: false })], meta };
    }),
    ListDeliveries: unaryHandler(async (req: webhooks.ListDeliveriesRequest__Output) => {
      const mine = seen('ListDeliveries', req);
      return { deliveries: mine ? [{ id: randomUUID() }, { id: randomUUID() }] : [], before_cursor: '', after_cursor: '', has_older: false, has_newer: false };
    }),
  };
  return startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.contacts.v1.ContactsService',
        definition: contracts.contacts.ContactsService.service,
        implementation: ct as contacts.ContactsServiceHandlers,
      },
      { name: 'svc.funding.v1.FundingService', definition: contracts.funding.FundingService.service, implementation: fd as funding.FundingServiceHandlers },
      {
        name: 'svc.workflows_agent.v1.WorkflowsAgentService',
        definition: contracts.workflowsAgent.WorkflowsAgentService.service,
        implementation: wa as workflowsAgent.WorkflowsAgentServiceHandlers,
      },
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: contracts.messagingProxy.MessagingProxyService.service,
        implementation: mp as messagingProxy.MessagingProxyServiceHandlers,
      },
      {
        name: 'svc.webhooks.v1.WebhooksService',
        definition: contracts.webhooks.WebhooksService.service,
        implementation: wh as webhooks.WebhooksServiceHandlers,
      },
    ],
    packageDefinitions: [
      packageDefinitions.contacts,
      packageDefinitions.funding,
      packageDefinitions.workflowsAgent,
      packageDefinitions.messagingProxy,
      packageDefinitions.webhooks,
    ],
  });
}

beforeAll(async () => {
  peers = await startPeers();
  const address = `127.0.0.1:${peers.port}`;
  gw = await startTestGateway({
    CONTACTS_GRPC_ADDRESS: address,
    FUNDING_GRPC_ADDRESS: address,
    WORKFLOWS_AGENT_GRPC_ADDRESS: address,
    MESSAGING_PROXY_GRPC_ADDRESS: address,
    WEBHOOKS_GRPC_ADDRESS: address,
  });
  A = (await gw.projects.createProject('Overview A', 'enterprise')).project.id;
  B = (await gw.projects.createProject('Overview B', 'enterprise')).project.id;
  for (const [project, who, role] of [
    [A, 'owner', 'owner'],
    [A, 'viewer', 'viewer'],
    [A, 'agent', 'agent'],
    [B, 'other', 'owner'],
  ] as const) {
    await addMember(project, `${who}@overview.test`, role);
    s[who] = await signIn(gw.url, `${who}@overview.test`, PASSWORD);
  }
}, 60_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await peers?.shutdown();
});

const overview = (who: string, project: string, q = '?period=24h') => appCall(gw.url, s[who], 'GET', `/projects/${project}/overview${q}`);

describe('GET {app_url}/api/v1/projects/{id}/overview', () => {
  it('combines the five parts for the project: messages with rates and reasons, spend of the window, open findings, numbers and webhooks needing attention', async () => {
    calls.length = 0;
    const r = await overview('viewer', A);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('private');
    const d = (r.body as { data: Record<string, any> }).data;
    expect(d).toMatchObject({ period: '24h', bucket: 'hour' });
    expect(Date.parse(d.until) - Date.parse(d.since)).toBe(86_400_000);
    expect(d.messages).toMatchObject({
      available: true,
      totals: { received: 3, sent: 9, delivered: 6, read: 3, failed: 3, pending: 0 },
      delivery_rate: 0.5,
      read_rate: 0.5,
      failure_reasons: [{ code: 131026, title: 'Message undeliverable', count: 3 }],
    });
    expect(d.messages.buckets).toHaveLength(2);
    expect(d.spend).toEqual({
      available: true,
      currency: 'USD',
      charged_micros: '20000',
      charges: 2,
      complete: true,
      balance_micros: '5000000',
      available_micros: '4000000',
    });
    expect(d.findings).toEqual({ available: true, open: 2, by_signal: { send_failed: 1, webhook_failing: 1 }, complete: true });
    expect(d.numbers).toMatchObject({ available: true, total: 3, complete: true });
    expect(d.numbers.needing_attention.map((n: { phone_number_id: string; reasons: string[] }) => [n.phone_number_id, n.reasons])).toEqual([
      ['102', ['quality YELLOW']],
      ['103', ['status DISCONNECTED']],
    ]);
    expect(d.webhooks).toMatchObject({ available: true, total: 4, failed_deliveries: 2, failed_deliveries_complete: true });
    expect(d.webhooks.failing.map((w: { id: string; reason: string }) => [w.id, w.reason])).toEqual([
      ['p-failing', 'failing since 2026-11-24T10:00:00.000Z'],
      ['n-102', 'disabled: the endpoint answered 410 Gone'],
    ]);
    // Every call named project A, the stats asked for hours over the window, the deliveries for the period.
    expect(new Set(calls.map((c) => c.request.project_id))).toEqual(new Set([A]));
    expect(calls.find((c) => c.method === 'GetMessageStats')!.request).toMatchObject({ since: d.since, until: d.until, bucket: 'hour' });
    expect(calls.find((c) => c.method === 'ListDeliveries')!.request).toMatchObject({ period: '24h', status: 'failed' });
    // The spend is funding's exact sum over the same window.
    expect(calls.find((c) => c.method === 'SummarizeCharges')!.request).toMatchObject({ since: d.since, until: d.until });
  });

  it('7d and 30d ask for days; another project’s member sees only their own project (and A answers them 404)', async () => {
    for (const p of ['7d', '30d']) {
      calls.length = 0;
      const r = await overview('owner', A, `?period=${p}`);
      expect(r.status).toBe(200);
      expect((r.body as { data: { bucket: string } }).data.bucket).toBe('day');
      expect(calls.find((c) => c.method === 'GetMessageStats')!.request).toMatchObject({ bucket: 'day' });
    }
    calls.length = 0;
    const b = await overview('other', B);
    expect(b.status).toBe(200);
    const d = (b.body as { data: Record<string, any> }).data;
    expect(new Set(calls.map((c) => c.request.project_id))).toEqual(new Set([B]));
    expect(d.messages.totals).toEqual({ received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 });
    expect([d.spend.charged_micros, d.findings.open, d.numbers.total, d.numbers.needing_attention, d.webhooks.failed_deliveries]).toEqual(['0', 0, 0, [], 0]);
    expect(d.webhooks.failing.map((w: { id: string }) => w.id)).toEqual(['b-1']);
    const foreign = await overview('other', A);
    const unknown = await overview('other', randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('a service down makes its part unavailable with a sentence; the rest still answers', async () => {
    down.add('GetMessageStats');
    down.add('SummarizeCharges');
    try {
      const r = await overview('owner', A);
      expect(r.status).toBe(200);
      const d = (r.body as { data: Record<string, any> }).data;
      expect(d.messages).toEqual({ available: false, error: 'The message statistics are unavailable right now; try again in a moment.' });
      expect(d.spend).toEqual({ available: false, error: 'The spend figures are unavailable right now; try again in a moment.' });
      expect(d.findings.available).toBe(true);
      expect(d.numbers.available).toBe(true);
      expect(d.webhooks.available).toBe(true);
    } finally {
      down.clear();
    }
    down.add('ListPhoneNumbers');
    try {
      const d = ((await overview('owner', A)).body as { data: Record<string, any> }).data;
      expect(d.numbers).toEqual({ available: false, error: 'The phone numbers are unavailable right now; try again in a moment.' });
      // The webhooks part still lists the project-level endpoints.
      expect(d.webhooks.failing.map((w: { id: string }) => w.id)).toEqual(['p-failing']);
    } finally {
      down.clear();
    }
  });

  it('needs messaging:read: an agent is refused 403; no session 401; a bad period or an unknown parameter is 400', async () => {
    const agent = await overview('agent', A);
    expect(agent.status).toBe(403);
    expect((agent.body as { error: string }).error).toMatch(/agent/);
    expect((await appCall(gw.url, undefined as never, 'GET', `/projects/${A}/overview`)).status).toBe(401);
    const bad = await overview('owner', A, '?period=1y');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Invalid query: period must be one of 24h, 7d, 30d' });
    expect((await overview('owner', A, '?period=24h&project_id=x')).status).toBe(400);
    expect((await overview('owner', A, '')).status).toBe(200);
  });
});
