/**
 * Guarded sends end to end (issue 15, decisions 0104, 0105, 0230): client → gateway {proxy_url} →
 * messaging-proxy (opt-out check in contacts, credit hold in funding) → simulator. Risks removed: a
 * marketing template forwarded to (and billed for) a contact who opted out; more sends forwarded than
 * the credits pay for under concurrency; a balance left wrong after settlement.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
/** 0.05 USD per marketing template to the US. */
const card = { currency: 'USD', rates: { US: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'funding'] });
  const dir = mkdtempSync(join(tmpdir(), 'guarded-sends-'));
  writeFileSync(join(dir, 'card.json'), JSON.stringify(card));
  await stack.admin(['rate-card', 'load', '--file', join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** A project with one connected number whose account has the approved marketing template `spring_sale`, topped up with `amount`. */
async function world(amount: string) {
  const p = await stack.createProject('pro');
  await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', amount, '--reference', `e2e-${p.projectId}`, '--json']);
  const fx = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{}], templates: [{ name: 'spring_sale', category: 'MARKETING' }] }] }],
    tokens: [{}],
  });
  const pn = fx.phone_numbers[0].id as string;
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Guarded Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Sales', kind: 'production', phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  expect(connected.status).toBe(201);
  return { ...p, pn };
}

const sendTemplate = (apiKey: string, pn: string, to: string) =>
  fetch(`${stack.proxyUrl}/${pn}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'spring_sale', language: { code: 'en_US' } } }),
  });

const forwardedSends = async (pn: string) => (await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/messages`)).count as number;

describe('guarded sends through the gateway', () => {
  it('a marketing template to a contact who stopped marketing: 422 marketing_preference_stopped, nothing forwarded, balance unchanged', async () => {
    const w = await world('1.00');
    const to = '15550004444';
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'user_preferences', phone_number_id: w.pn, wa_id: to, value: 'stop' });
    await poll(async () => {
      const r = await stack.api(w.apiKey, 'GET', `/messaging/contacts/${to}/marketing_preferences/${w.pn}`);
      return r.status === 200 && JSON.stringify(r.body).includes('stopped') ? true : undefined;
    }, 20_000);
    const before = (await stack.api(w.apiKey, 'GET', '/billing/credits')).body.data;

    const res = await sendTemplate(w.apiKey, w.pn, to);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
    expect(await forwardedSends(w.pn)).toBe(0);
    expect((await stack.api(w.apiKey, 'GET', '/billing/credits')).body.data).toEqual(before);
  }, 60_000);

  it('100 concurrent sends against credits for 10: exactly 10 forwarded, 90 × 402 insufficient_credits, balance exactly 0 after settlement', async () => {
    const w = await world('0.50');
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await sendTemplate(w.apiKey, w.pn, `1555001${String(1000 + i)}`);
        return { status: res.status, body: (await res.json()) as { code?: string; billing_url?: string } };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.body).toEqual({ error: expect.any(String), code: 'insufficient_credits', billing_url: expect.any(String) });
    expect(await forwardedSends(w.pn)).toBe(10);
    // The simulator's status webhooks carry the pricing; funding settles each hold from it.
    const settled = await poll(async () => {
      const b = (await stack.api(w.apiKey, 'GET', '/billing/credits')).body.data;
      return b.held_micros === 0 && b.balance_micros === 0 ? b : undefined;
    }, 30_000);
    expect(settled).toMatchObject({ balance_micros: 0, held_micros: 0, available_micros: 0 });
  }, 90_000);
});
