/**
 * Usage end to end: the simulator's status and call webhooks (with pricing) reach messaging-proxy,
 * which publishes `messaging_proxy.message.priced` / `call.priced` through its outbox to NATS; the
 * funding service records them; GET /messaging/accounts/{waba_id}/usage shows both breakdowns with
 * their own freshness. Risk removed: usage that never arrives, or is counted twice on redelivery.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
const PRICES = { currency: 'USD', categories: { marketing: 25_000, utility: 4_000, service: 0 }, call_per_minute_micros: 10_000 };

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'funding'], appEnv: { 'messaging-proxy': { UPSTREAM_PRICE_LIST: JSON.stringify(PRICES) } } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('usage from upstream pricing', () => {
  it('records messaging and calling charges from status and call webhooks, once each', async () => {
    const p = await stack.createProject('pro');
    // Sends through {proxy_url} hold credits (decision 0230): a rate card and credits for the two templates.
    const dir = mkdtempSync(join(tmpdir(), 'usage-card-'));
    writeFileSync(
      join(dir, 'card.json'),
      JSON.stringify({ currency: 'USD', rates: { US: { marketing: '0.025', utility: '0.004', authentication: '0.0135', service: '0' } } }),
    );
    await stack.admin(['rate-card', 'load', '--file', join(dir, 'card.json'), '--json']);
    rmSync(dir, { recursive: true, force: true });
    await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', '1.00', '--reference', 'usage-e2e', '--json']);
    const fx = await stack.sim('POST', '/__sim/fixtures', {
      businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-9999' }] }] }],
      tokens: [{}],
    });
    const pn = fx.phone_numbers[0].id as string;
    const waba = fx.wabas[0].id as string;
    const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Usage Co' } });
    const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: 'Sales',
        kind: 'production',
        phone_number_id: pn,
        business_account_id: waba,
        access_token: fx.tokens[0].value,
        webhook_destination_url: 'https://example.com/h',
        webhook_verify_token: 'vt',
      },
    });
    expect(connected.status).toBe(201);

    // Two marketing templates through {proxy_url}: the simulator answers and then sends statuses with pricing.
    for (const to of ['15550001111', '15550002222']) {
      const sent = await fetch(`${stack.proxyUrl}/${pn}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': p.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'promo', language: { code: 'en_US' } } }),
      });
      expect(sent.status).toBe(200);
    }
    // Statuses (sent, delivered, read per message) go out asynchronously: wait for all six, then
    // deliver the last one again — a duplicate must not count twice.
    await poll(async () => ((await stack.sim('GET', '/__sim/webhooks/deliveries?field=messages')).data.length >= 6 ? true : undefined), 15_000);
    await stack.sim('POST', '/__sim/webhooks/redeliver-last');
    // A business-initiated 90 s call: 2 started minutes.
    await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'call',
      phone_number_id: pn,
      from: '15550003333',
      direction: 'BUSINESS_INITIATED',
      duration: 90,
    });

    const usage = await poll(async () => {
      const r = await stack.api(p.apiKey, 'GET', `/messaging/accounts/${waba}/usage`);
      expect(r.status).toBe(200);
      const entry = r.body.data.entries?.[0];
      const messaging = entry?.breakdown?.find((b: { type: string }) => b.type === 'messaging');
      const calling = entry?.breakdown?.find((b: { type: string }) => b.type === 'calling');
      return messaging?.amount_micros === 50_000 && calling?.amount_micros === 20_000 ? r.body.data : undefined;
    }, 30_000);
    const entry = usage.entries[0];
    const messaging = entry.breakdown.find((b: { type: string }) => b.type === 'messaging');
    const calling = entry.breakdown.find((b: { type: string }) => b.type === 'calling');
    expect(messaging).toMatchObject({ currency: 'USD', amount_micros: 50_000 });
    expect(calling).toMatchObject({ currency: 'USD', amount_micros: 20_000 });
    // Independent freshness per kind.
    expect(typeof messaging.last_recorded_at).toBe('string');
    expect(typeof calling.last_recorded_at).toBe('string');
    // Another project sees nothing of it.
    const other = await stack.createProject('pro');
    const foreign = await stack.api(other.apiKey, 'GET', `/messaging/accounts/${waba}/usage`);
    expect(JSON.stringify(foreign.body)).not.toContain('50000');
  }, 90_000);
});
