/**
 * Recipients known only by a business-scoped user id, end to end (issue 32 item 3, decision 0241):
 * the gateway, messaging-proxy (guarded sends), contacts, funding (credits, rate card) and
 * workflows-agent as separate processes, the upstream simulator behind them.
 *
 * A workflow execution started with `recipient` only sends each send node to that id through the
 * guarded send path; a send through `{proxy_url}` with `to` = the id likewise. Risks removed: such
 * sends refused 402 (`pricing_missing`, `service_region_missing`) — the execution failed at its first
 * message — because the id carries no phone number; a charge at the wrong country's price.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
let key: string;
let pn: string;
/** Prices (USD) per category for Brazil; the `*` row would price any other country, never an unknown one. */
const card = {
  currency: 'USD',
  rates: {
    BR: { marketing: '0.0625', utility: '0.0068', authentication: '0.0315', service: '0.0011' },
    '*': { marketing: '0.5', utility: '0.5', authentication: '0.5', service: '0.5' },
  },
};
const micros = (category: keyof (typeof card.rates)['BR']) => Math.round(Number(card.rates.BR[category]) * 1_000_000);

type Node = { id: string; type: string; config?: Record<string, unknown> };
const graph = (nodes: Node[]) => ({
  nodes: nodes.map((n, i) => ({ id: n.id, position: { x: 0, y: i * 100 }, data: { node_type: n.type, config: n.config ?? {} } })),
  edges: nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id, label: 'next' })),
});

/** One send node of each category. */
const SENDS: Record<'marketing' | 'utility' | 'authentication' | 'service', Node> = {
  marketing: { id: 'send', type: 'send_template', config: { template_name: 'spring_sale', language: 'en_US' } },
  utility: { id: 'send', type: 'send_template', config: { template_name: 'order_update', language: 'en_US' } },
  authentication: { id: 'send', type: 'send_template', config: { template_name: 'login_code', language: 'en_US' } },
  service: { id: 'send', type: 'send_text', config: { message: 'Your order shipped' } },
};

async function activeWorkflow(name: string, send: Node): Promise<string> {
  const created = await stack.api(key, 'POST', '/workflows', {
    workflow: { name, definition: graph([{ id: 'start', type: 'start' }, send, { id: 'done', type: 'end' }]) },
  });
  if (created.status !== 201) throw new Error(`create ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  const activated = await stack.api(key, 'POST', `/workflows/${created.body.data.id}/activate`);
  if (activated.status !== 200) throw new Error(`activate ${name}: ${activated.status} ${JSON.stringify(activated.body)}`);
  return created.body.data.id;
}

/** The upstream's sends addressed to `id` (by `to` or `recipient`). */
const forwardedTo = async (id: string) =>
  ((await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).data as { body: Record<string, unknown> }[]).filter(
    (r) => r.body.to === id || r.body.recipient === id,
  );

/** The charge entry of the project for `wamid`, once settled from the status webhook's pricing. */
const chargeOf = (wamid: string) =>
  poll(async () => {
    const r = await stack.api(key, 'GET', '/billing/credits/entries?limit=100');
    return (r.body.data as Array<{ kind: string; message_id?: string; amount_micros: number | string; region?: string; category?: string }>).find(
      (e) => e.kind === 'charge' && e.message_id === wamid,
    );
  }, 30_000);

beforeAll(async () => {
  stack = await startStack({
    services: ['messaging-proxy', 'contacts', 'funding', 'workflows-agent'],
    appEnv: { 'workflows-agent': { WORKFLOW_TIMER_INTERVAL_MS: '100' } },
  });
  const dir = mkdtempSync(join(tmpdir(), 'bsuid-pricing-'));
  writeFileSync(join(dir, 'card.json'), JSON.stringify(card));
  await stack.admin(['rate-card', 'load', '--file', join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
  const p = await stack.createProject('pro');
  key = p.apiKey;
  await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', '10.00', '--reference', `e2e-${p.projectId}`, '--json']);
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [
      {
        wabas: [
          {
            phone_numbers: [{}],
            templates: [
              { name: 'spring_sale', category: 'MARKETING' },
              { name: 'order_update', category: 'UTILITY' },
              { name: 'login_code', category: 'AUTHENTICATION' },
            ],
          },
        ],
      },
    ],
    tokens: [{}],
  });
  pn = fx.phone_numbers[0].id;
  const customer = await stack.api(key, 'POST', '/customers', { customer: { name: 'Scoped ids' } });
  const connected = await stack.api(key, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  if (connected.status >= 300) throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a workflow execution started with `recipient` only (a business-scoped user id)', () => {
  for (const category of ['marketing', 'utility', 'service'] as const) {
    it(`${category}: its send goes to the id, priced by the id's country (BR), and the execution ends`, async () => {
      const wf = await activeWorkflow(`BSUID ${category}`, SENDS[category]);
      const id = `BR.${randomUUID().replace(/-/g, '')}`;
      const started = await stack.api(key, 'POST', `/workflows/${wf}/executions`, { workflow_execution: { recipient: id, phone_number_id: pn } });
      expect(started.status).toBe(202);
      const done = await poll(async () => {
        const r = await stack.api(key, 'GET', `/workflow_executions/${started.body.data.id}`);
        return ['ended', 'failed'].includes(r.body.data?.status) ? r.body.data : undefined;
      }, 30_000);
      expect(done, JSON.stringify(done)).toMatchObject({ status: 'ended', recipient: id });
      const sent = await forwardedTo(id);
      expect(sent.map((r) => r.body.recipient)).toEqual([id]);
      if (category === 'service') return; // the upstream does not bill a service message in its window: no charge entry to read
      const events = await stack.api(key, 'GET', `/workflow_executions/${started.body.data.id}/events`);
      // The message_sent event names the wamid (base64: `+`, `/` and `=` included).
      const wamid = /"wamid":"(wamid\.[^"]+)"/.exec(JSON.stringify(events.body))?.[1];
      expect(wamid).toBeTruthy();
      const charge = await chargeOf(wamid!);
      expect(charge).toMatchObject({ category, region: 'BR' });
      expect(Number(charge.amount_micros)).toBe(-micros(category));
    }, 60_000);
  }

  it('authentication: priced, then refused by the upstream (131062: it needs a phone number), not by the platform (402); nothing charged', async () => {
    const before = (await stack.api(key, 'GET', '/billing/credits')).body.data;
    await poll(async () => (Number((await stack.api(key, 'GET', '/billing/credits')).body.data.held_micros) === 0 ? true : undefined), 30_000);
    const wf = await activeWorkflow('BSUID authentication', SENDS.authentication);
    const id = `BR.${randomUUID().replace(/-/g, '')}`;
    const started = await stack.api(key, 'POST', `/workflows/${wf}/executions`, { workflow_execution: { recipient: id, phone_number_id: pn } });
    expect(started.status).toBe(202);
    const failed = await poll(async () => {
      const r = await stack.api(key, 'GET', `/workflow_executions/${started.body.data.id}`);
      return ['ended', 'failed'].includes(r.body.data?.status) ? r.body.data : undefined;
    }, 30_000);
    expect(failed.status).toBe('failed');
    expect(JSON.stringify(failed)).toContain('131062');
    expect(JSON.stringify(failed)).not.toContain('pricing_missing');
    expect(await forwardedTo(id)).toHaveLength(1);
    const after = (await stack.api(key, 'GET', '/billing/credits')).body.data;
    expect(Number(after.held_micros)).toBe(0);
    expect(Number(after.balance_micros)).toBe(Number(before.balance_micros));
  }, 60_000);
});

describe('{proxy_url} with `to` = a business-scoped user id', () => {
  it('each category is priced by the id’s country; a template settles at the BR price', async () => {
    for (const category of ['marketing', 'utility', 'service'] as const) {
      const id = `BR.${randomUUID().replace(/-/g, '')}`;
      const body =
        category === 'service'
          ? { to: id, type: 'text', text: { body: 'hi' } }
          : { to: id, type: 'template', template: { name: category === 'marketing' ? 'spring_sale' : 'order_update', language: { code: 'en_US' } } };
      const res = await fetch(`${stack.proxyUrl}/${pn}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', ...body }),
      });
      const answer = (await res.json()) as { messages?: Array<{ id: string }>; contacts?: unknown[] };
      expect(res.status, `${category}: ${JSON.stringify(answer)}`).toBe(200);
      expect(answer.contacts).toEqual([{ input: id, wa_id: '', user_id: id }]);
      if (category === 'service') continue;
      const charge = await chargeOf(answer.messages![0].id);
      expect(charge).toMatchObject({ category, region: 'BR' });
      expect(Number(charge.amount_micros)).toBe(-micros(category));
    }
  }, 60_000);
});
