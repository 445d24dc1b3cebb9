/**
 * `npm start` under a large send (issue 32 item 2, decision 0806): the all-in-one on embedded engines
 * (every service in one process, one PGlite session) sends a broadcast to many recipients through the
 * simulator while a client creates, fills and sends another broadcast. Each of those calls answers
 * success within its route's own deadline (the gateway answers 504 otherwise), and the second
 * broadcast's one recipient is sent exactly once. What keeps the event loop for them is the embedded
 * engine's concurrency (4 senders on PGlite; with 64 the create answers 504 here). The benchmark with
 * 5,000 recipients and the latency figures is `bench/broadcast-load.ts`; the same mechanism here with
 * fewer recipients keeps it short.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiFor, poll, startAllInOne, type AllInOne } from '../src';

const RECIPIENTS = 600;
let aio: AllInOne | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'platform-load-'));

afterAll(async () => {
  await aio?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('all-in-one under a large send', () => {
  it("another broadcast's create, recipients and send answer within their deadlines while a large one sends; its recipient is sent once", async () => {
    aio = await startAllInOne({ dataDir, engines: 'embedded' });
    const api = apiFor(aio.baseUrl, aio.demoKey()!);
    const simUrl = `http://localhost:${aio.env.SIM_PORT}`;
    const sim = async (method: string, path: string, body?: unknown, token?: string) => {
      const r = await fetch(`${simUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(r.status).toBeLessThan(300);
      return (await r.json()) as any;
    };
    const fx = await sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{ throughput_level: 'HIGH' }] }] }], tokens: [{}] });
    const [pn, waba, token] = [fx.phone_numbers[0].id as string, fx.wabas[0].id as string, fx.tokens[0].value as string];
    await sim(
      'POST',
      `/v24.0/${waba}/message_templates`,
      { name: 'promo', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hi {{1}}' }] },
      token,
    );
    await poll(async () =>
      (await sim('GET', `/v24.0/${waba}/message_templates?name=promo&fields=status`, undefined, token)).data?.[0]?.status === 'APPROVED' ? true : undefined,
    );
    const customer = await api('POST', '/customers', { customer: { name: 'Load Co' } });
    expect(customer.status).toBe(201);
    const connected = await api('POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: { name: 'Sales', kind: 'production', phone_number_id: pn, business_account_id: waba, access_token: token },
    });
    expect(connected.status).toBe(201);
    const draft = (name: string) => ({
      broadcast: {
        name,
        phone_number_id: pn,
        template: { name: 'promo', language: 'en_US' },
        template_parameters: [{ type: 'body', parameters: [{ type: 'text', text: 'friend' }] }],
      },
    });

    const big = await api('POST', '/messaging/broadcasts', draft('big'));
    expect(big.status).toBe(201);
    const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({ phone_number: `+1555${String(i).padStart(7, '0')}` }));
    expect((await api('POST', `/messaging/broadcasts/${big.body.data.id}/recipients`, { broadcast: { recipients } })).status).toBe(200);
    expect((await api('POST', `/messaging/broadcasts/${big.body.data.id}/send`)).status).toBe(200);
    // The large send is under way.
    await poll(async () => ((await api('GET', `/messaging/broadcasts/${big.body.data.id}`)).body.data?.sent > 0 ? true : undefined), 60_000);

    const small = await api('POST', '/messaging/broadcasts', draft('small'));
    expect(small.status).toBe(201);
    const id = small.body.data.id as string;
    const added = await api('POST', `/messaging/broadcasts/${id}/recipients`, { broadcast: { recipients: [{ phone_number: '+16660000001' }] } });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ added: 1, duplicates: 0, errors: [] });
    const sent = await api('POST', `/messaging/broadcasts/${id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ id, status: 'sending' });
    // The large one was still sending meanwhile (the calls above ran under its load).
    expect((await api('GET', `/messaging/broadcasts/${big.body.data.id}`)).body.data.status).toBe('sending');

    const done = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      return r.body.data?.status === 'completed' ? r.body.data : undefined;
    }, 120_000);
    expect(done).toMatchObject({ total_recipients: 1, sent: 1, failed: 0 });
    const state = await sim('GET', '/__sim/state');
    expect((state.messages as Array<{ to: string }>).filter((m) => m.to === '16660000001')).toHaveLength(1);
    // One broadcast named `small`: nothing was created twice or behind a timeout.
    const list = await api('GET', '/messaging/broadcasts?per_page=100');
    expect(list.body.data.filter((b: { name: string }) => b.name === 'small')).toHaveLength(1);
  }, 400_000);
});
