/**
 * `npm start` under a large send (issue 32 item 2 and issue 40 item 3; decisions 0806 and 0030): the
 * all-in-one on embedded engines (every service in one process, one PGlite session) sends a broadcast
 * to many recipients through the in-process simulator. Meanwhile a client reads the broadcast and the
 * list four times a second, and creates, fills and sends another broadcast. The reads stay fast (p50
 * under 150 ms, p99 under 1 s: PGlite runs in a worker thread, and a client's statements go ahead of the
 * send's at its one session), each command answers success within its route's deadline (the gateway
 * answers 504 otherwise), no upstream call times out, and every recipient of both broadcasts is sent
 * exactly once. Before decision 0030 (PGlite on the event loop's thread, one FIFO queue) the reads' p50
 * was ~280 ms here. The benchmark with 1,000 recipients is `bench/broadcast-load.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiFor, poll, startAllInOne, type AllInOne } from '../src';

const RECIPIENTS = 300;
/** One read every READ_EVERY_MS, alternately the broadcast and the list, whatever the previous one is doing. */
const READ_EVERY_MS = 250;
/** messaging-proxy's upstream call deadline: a simulator answer later than this was a timeout for the platform. */
const UPSTREAM_DEADLINE_MS = 10_000;
let aio: AllInOne | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'platform-load-'));

afterAll(async () => {
  await aio?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

describe('all-in-one under a large send', () => {
  it('a large broadcast finishes, each recipient sent once and no upstream call timed out, while reads stay fast and another broadcast is created and sent within its deadlines', async () => {
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
    const bigId = big.body.data.id as string;
    const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({ phone_number: `+1555${String(i).padStart(7, '0')}` }));
    expect((await api('POST', `/messaging/broadcasts/${bigId}/recipients`, { broadcast: { recipients } })).status).toBe(200);
    expect((await api('POST', `/messaging/broadcasts/${bigId}/send`)).status).toBe(200);

    // The reader: from the send to the big broadcast's end, open loop (a slow read does not slow the schedule).
    const reads: Array<{ ms: number; status: number }> = [];
    let bigState: { status: string; sent: number; failed: number; total_recipients: number } | undefined;
    const inFlight = new Set<Promise<void>>();
    const readerStarted = Date.now();
    const reader = (async () => {
      for (let i = 0; bigState?.status !== 'completed' && Date.now() - readerStarted < 300_000; i++) {
        const started = performance.now();
        const read = api('GET', i % 2 === 0 ? `/messaging/broadcasts/${bigId}` : '/messaging/broadcasts?per_page=20').then((r) => {
          reads.push({ ms: performance.now() - started, status: r.status });
          if (i % 2 === 0 && r.status === 200) bigState = r.body.data;
        });
        inFlight.add(read);
        void read.finally(() => inFlight.delete(read));
        await new Promise((r) => setTimeout(r, READ_EVERY_MS));
      }
      await Promise.all(inFlight);
    })();

    // The large send is under way.
    await poll(async () => ((bigState?.sent ?? 0) > 0 ? true : undefined), 60_000);
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
    expect((await api('GET', `/messaging/broadcasts/${bigId}`)).body.data.status).toBe('sending');
    const done = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      return r.body.data?.status === 'completed' ? r.body.data : undefined;
    }, 120_000);
    expect(done).toMatchObject({ total_recipients: 1, sent: 1, failed: 0 });

    await reader;
    expect(bigState).toMatchObject({ status: 'completed', total_recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0 });
    // Reads made throughout the send: all answered, fast. (A 504 or a slow p50 fails here.)
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    const ms = reads.map((r) => r.ms);
    const figures = `reads p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, n=${ms.length}`;
    expect(percentile(ms, 50), figures).toBeLessThan(150);
    expect(percentile(ms, 99), figures).toBeLessThan(1000);

    // No upstream call timed out: the platform recorded none without an answer, and the simulator answered every send in time.
    await new Promise((r) => setTimeout(r, 1000)); // the external API log is written every 250 ms
    const unanswered = await api('GET', '/external_api_logs?status=0&limit=100');
    expect(unanswered.status).toBe(200);
    expect(unanswered.body.data).toEqual([]);
    const sends = (await sim('GET', '/__sim/requests?path=/messages&method=POST')).data as Array<{ status: number | null; duration_ms: number | null }>;
    expect(sends).toHaveLength(RECIPIENTS + 1);
    expect(sends.filter((s) => s.status === null || (s.duration_ms ?? 0) >= UPSTREAM_DEADLINE_MS)).toEqual([]);

    // Exactly once per recipient, from the simulator's messages.
    const state = await sim('GET', '/__sim/state');
    const perRecipient = new Map<string, number>();
    for (const m of state.messages as Array<{ to: string }>) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    const notOnce = [...recipients.map((r) => r.phone_number.slice(1)), '16660000001'].filter((to) => perRecipient.get(to) !== 1);
    expect(notOnce).toEqual([]);
    // One broadcast named `small`: nothing was created twice or behind a timeout.
    const list = await api('GET', '/messaging/broadcasts?per_page=100');
    expect(list.body.data.filter((b: { name: string }) => b.name === 'small')).toHaveLength(1);
  }, 400_000);
});
