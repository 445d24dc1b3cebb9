/**
 * The harness's project and webhook receiver: a project with an API key (bench/lib/seed.ts), three
 * connected numbers at the simulator (sends and inbound; a broadcast number paced at 25 messages/s; a
 * workflow number), approved templates, credits (funding TopUpCredits), a project webhook endpoint
 * subscribed to messaging.message.received pointing at the receiver, and an active workflow whose one
 * step sends a text carrying the execution's token.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import knex from 'knex';
import { loadContracts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { seedProject } from '../../bench/lib/seed';
import { tokensIn, type Delivery } from './counts';
import { api, type Target } from './loads';
import type { Platform } from './services';

/** The receiver of project webhooks: records each delivery's webhook-id, event and tokens. */
export interface Receiver {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let event = '';
      try {
        event = String(JSON.parse(body).event ?? '');
      } catch {
        /* not JSON */
      }
      deliveries.push({ webhookId: String(req.headers['webhook-id'] ?? ''), event, tokens: tokensIn(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function sim(p: Platform, method: string, path: string, body?: unknown): Promise<any> {
  const r = await fetch(`${p.simUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`sim ${method} ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Seeds the project; returns what the loads need. */
export async function seed(p: Platform, databaseUrl: string, receiver: Receiver): Promise<Target> {
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  const { projectId, apiKey } = await seedProject(db, { gatewaySchema: p.schema('gateway'), name: 'Chaos', plan: 'enterprise' });
  await db.destroy();

  // Webhook retries of the simulator: quick, and long enough to outlast any fault of a scenario.
  await sim(p, 'PUT', '/__sim/settings', {
    retry_delays_ms: [500, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 20_000, 30_000, 30_000, 30_000, 60_000, 60_000],
    status_delay_ms: { min: 200, max: 800 },
    auto_statuses: ['sent', 'delivered'],
  });
  const fx = await sim(p, 'POST', '/__sim/fixtures', {
    businesses: [
      {
        wabas: [
          {
            phone_numbers: [{ throughput_level: 'HIGH' }, { throughput_mps: 25 }, { throughput_level: 'HIGH' }],
            templates: [
              { name: 'chaos_order', category: 'UTILITY', language: 'en_US' },
              { name: 'chaos_promo', category: 'MARKETING', language: 'en_US' },
            ],
          },
        ],
      },
    ],
    tokens: [{}],
  });
  const target: Target = {
    apiKey,
    proxyUrl: p.proxyUrl,
    baseUrl: p.baseUrl,
    simUrl: p.simUrl,
    sendNumber: fx.phone_numbers[0].id,
    broadcastNumber: fx.phone_numbers[1].id,
    workflowNumber: fx.phone_numbers[2].id,
    workflowId: '',
    template: 'chaos_order',
    broadcastTemplate: 'chaos_promo',
  };
  const failures: string[] = [];
  const must = async (what: string, r: Promise<{ status: number | null; body: any }>, ok: number[]) => {
    const x = await r;
    if (!ok.includes(x.status ?? 0)) throw new Error(`${what}: ${x.status} ${JSON.stringify(x.body)}`);
    return x.body;
  };
  const customer = await must('customer', api(target, 'POST', '/customers', { customer: { name: 'Chaos Co' } }, failures), [201]);
  for (const [i, pn] of fx.phone_numbers.entries())
    await must(
      `connect number ${i}`,
      api(
        target,
        'POST',
        `/customers/${customer.data.id}/messaging/phone_numbers`,
        { messaging_phone_number: { phone_number_id: pn.id, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value } },
        failures,
      ),
      [201],
    );
  await must(
    'webhook',
    api(target, 'POST', '/webhooks', { webhook: { url: receiver.url, events: ['messaging.message.received'], payload_version: 'v2' } }, failures),
    [201],
  );
  // Credits: enough for every send of a full run.
  const { contracts } = loadContracts();
  const fd = createClient(contracts.funding.FundingService, `127.0.0.1:${p.services.funding.port}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  await callUnary(fd, 'TopUpCredits', { project_id: projectId, amount_micros: 1_000_000_000_000, reference: `chaos-${projectId}`, note: 'chaos harness' });
  fd.close();
  // The workflow: start → a text carrying the execution's token → end.
  const wf = await must(
    'workflow',
    api(
      target,
      'POST',
      '/workflows',
      {
        workflow: {
          name: 'Chaos send',
          definition: {
            nodes: [
              { id: 'start', position: { x: 0, y: 0 }, data: { node_type: 'start', config: {} } },
              { id: 'say', position: { x: 0, y: 100 }, data: { node_type: 'send_text', config: { message: 'step {{vars.token}}' } } },
              { id: 'end', position: { x: 0, y: 200 }, data: { node_type: 'end', config: {} } },
            ],
            edges: [
              { source: 'start', target: 'say', label: 'next' },
              { source: 'say', target: 'end', label: 'next' },
            ],
          },
        },
      },
      failures,
    ),
    [201],
  );
  await must('activate workflow', api(target, 'POST', `/workflows/${wf.data.id}/activate`, undefined, failures), [200]);
  target.workflowId = wf.data.id;
  return target;
}
