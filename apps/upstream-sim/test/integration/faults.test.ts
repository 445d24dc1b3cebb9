import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS, seedBasic, startSim, type TestSim } from './helpers';

describe('fault injection', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.control('POST', '/reset');
    await seedBasic(t);
  });
  const read = () => t.graph('GET', `/v24.0/${IDS.phone}?fields=id`, { token: 'tok' });

  it('latency delays matching calls only', async () => {
    await t.control('POST', '/faults', { match: { method: 'GET', path: IDS.phone }, kind: 'latency', latencyMs: 300 });
    let start = Date.now();
    expect((await read()).status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(290);
    start = Date.now();
    await t.graph('GET', `/${IDS.waba}`, { token: 'tok' });
    expect(Date.now() - start).toBeLessThan(250);
  });

  it('graph_error answers the Graph envelope N times, then the call recovers', async () => {
    await t.control('POST', '/faults', { match: { path: '/\\/messages$/' }, kind: 'graph_error', code: 131000, times: 2 });
    const send = () =>
      t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: { messaging_product: 'whatsapp', to: '15550001111', text: { body: 'x' } } });
    for (let i = 0; i < 2; i++) {
      const res = await send();
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ code: 131000, message: '(#131000) Something went wrong', error_data: { messaging_product: 'whatsapp' } });
    }
    expect((await send()).status).toBe(200);
    const faults = (await t.control('GET', '/faults')).body.data;
    expect(faults[0]).toMatchObject({ hits: 2, remaining: 0 });
  });

  it('graph_error honours code, subcode, title and status', async () => {
    await t.control('POST', '/faults', { kind: 'graph_error', code: 80007, subcode: 2494055, title: 'Rate limit issues', status: 429, times: 1 });
    const res = await read();
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 80007, error_subcode: 2494055, message: '(#80007) Rate limit issues' });
  });

  it('http_error answers a bare status with a non-Graph body until cleared', async () => {
    await t.control('POST', '/faults', { kind: 'http_error', status: 502 });
    for (let i = 0; i < 3; i++) {
      const res = await read();
      expect(res.status).toBe(502);
      expect(typeof res.body).toBe('string');
    }
    await t.control('DELETE', '/faults');
    expect((await read()).status).toBe(200);
  });

  it('timeout never answers: the client gives up', async () => {
    await t.control('POST', '/faults', { kind: 'timeout', times: 1 });
    const started = Date.now();
    await expect(fetch(`${t.url}/${IDS.phone}`, { headers: { authorization: 'Bearer tok' }, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await read()).status).toBe(200);
  });

  it('drop resets the connection', async () => {
    await t.control('POST', '/faults', { kind: 'drop', times: 1 });
    await expect(fetch(`${t.url}/${IDS.phone}`, { headers: { authorization: 'Bearer tok' } })).rejects.toThrow();
  });

  it('faults never touch the control API, and an invalid fault is refused', async () => {
    await t.control('POST', '/faults', { kind: 'http_error', status: 500 });
    expect((await t.control('GET', '/state')).status).toBe(200);
    expect((await t.control('POST', '/faults', { kind: 'explode' })).status).toBe(400);
  });
});

describe('the request log records each answer', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startSim();
  });
  afterAll(async () => t.close());

  it('status and message_id of an accepted send, status of a refused one, and `after` pages by seq', async () => {
    await t.control('POST', '/reset');
    await seedBasic(t);
    const send = () =>
      t.graph('POST', `/${IDS.phone}/messages`, { token: 'tok', body: { messaging_product: 'whatsapp', to: '15550001111', text: { body: 'x' } } });
    await t.control('POST', '/faults', { match: { path: '/\\/messages$/' }, kind: 'graph_error', code: 131000, times: 1 });
    expect((await send()).status).toBe(500);
    const ok = await send();
    expect(ok.status).toBe(200);
    const log = (await t.control('GET', '/requests?method=POST&path=/messages')).body.data as Array<{
      seq: number;
      status: number | null;
      message_id: string | null;
    }>;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ status: 500, message_id: null });
    expect(log[1]).toMatchObject({ status: 200, message_id: ok.body.messages[0].id });
    const later = (await t.control('GET', `/requests?method=POST&path=/messages&after=${log[0].seq}`)).body.data as Array<{ seq: number }>;
    expect(later.map((r) => r.seq)).toEqual([log[1].seq]);
  });
});
