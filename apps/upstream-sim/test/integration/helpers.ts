import express from 'express';
import type { AddressInfo } from 'node:net';
import { createUpstreamSim, type RunningUpstreamSim, type UpstreamSim, type UpstreamSimOptions } from '../../src/index';

/** A parsed response body; tests assert it structurally. */
export type Body = any;

/** App credentials every test simulator uses. */
export const APP = { appId: '100000000000001', appSecret: 'test-app-secret' };

/** A simulator listening on a free port, with small fetch helpers for Graph and control calls. */
export interface TestSim {
  sim: UpstreamSim;
  running: RunningUpstreamSim;
  url: string;
  graph(method: string, path: string, opts?: { token?: string; body?: unknown }): Promise<{ status: number; body: Body }>;
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }>;
  close(): Promise<void>;
}

/** Starts a simulator on port 0 (retries and status delays shortened for tests). */
export async function startSim(opts: Partial<UpstreamSimOptions> = {}): Promise<TestSim> {
  const sim = createUpstreamSim({ ...APP, ...opts, settings: { retryDelaysMs: [20, 20, 20], statusDelayMs: { min: 0, max: 5 }, ...opts.settings } });
  const running = await sim.listen(0);
  const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON body (http_error faults)
    }
    return { status: res.status, body: parsed as Body };
  };
  return {
    sim,
    running,
    url: running.url,
    graph: (method, path, o = {}) => call(method, `${running.url}${path}`, o.token ? { authorization: `Bearer ${o.token}` } : {}, o.body),
    control: (method, path, body) => call(method, `${running.url}/__sim${path}`, {}, body),
    close: () => running.close(),
  };
}

/** Ids used by {@link seedBasic}. */
export const IDS = {
  business: '110000000000001',
  waba: '220000000000001',
  phone: '330000000000001',
  creditLine: '440000000000001',
  partner: '550000000000001',
};

/** One portfolio with one WABA and one number, a partner portfolio with a credit line, and token `tok`. */
export async function seedBasic(t: TestSim, phone: Record<string, unknown> = {}): Promise<Body> {
  const res = await t.control('POST', '/fixtures', {
    businesses: [
      {
        id: IDS.business,
        name: 'Acme',
        wabas: [{ id: IDS.waba, name: 'Acme WABA', currency: 'USD', phone_numbers: [{ id: IDS.phone, display_phone_number: '+1 555-010-0001', ...phone }] }],
      },
      { id: IDS.partner, name: 'Partner', credit_lines: [{ id: IDS.creditLine, legal_entity_name: 'Partner LLC', currency: 'USD' }] },
    ],
    tokens: [{ value: 'tok', ids: [IDS.business, IDS.partner] }],
  });
  if (res.status !== 201) throw new Error(`seeding failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A received webhook request. */
export interface Received {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  query: Record<string, unknown>;
}

/** A local HTTP receiver for webhooks; answers with queued statuses, then 200. */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  respondWith: number[];
  onGet?: (q: Record<string, unknown>) => { status: number; body: string };
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const state = {
    respondWith: [] as number[],
    onGet: undefined as undefined | ((q: Record<string, unknown>) => { status: number; body: string }),
  };
  const app = express();
  app.post('/hook', express.raw({ type: '*/*' }), (req, res) => {
    received.push({ method: 'POST', headers: req.headers, raw: req.body as Buffer, query: req.query as Record<string, unknown> });
    res.status(state.respondWith.shift() ?? 200).end();
  });
  app.get('/hook', (req, res) => {
    const q = req.query as Record<string, unknown>;
    received.push({ method: 'GET', headers: req.headers, raw: Buffer.alloc(0), query: q });
    const answer = state.onGet?.(q) ?? { status: 200, body: String(q['hub.challenge']) };
    res.status(answer.status).type('text/plain').send(answer.body);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    get respondWith() {
      return state.respondWith;
    },
    set respondWith(v: number[]) {
      state.respondWith = v;
    },
    get onGet() {
      return state.onGet;
    },
    set onGet(f) {
      state.onGet = f;
    },
    async waitFor(n: number, timeoutMs = 3_000): Promise<Received[]> {
      const posts = () => received.filter((r) => r.method === 'POST');
      const deadline = Date.now() + timeoutMs;
      while (posts().length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} webhooks, got ${posts().length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return posts();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return receiver;
}

/** A text message body. */
export function textTo(to: string, body = 'hello'): Record<string, unknown> {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body } };
}
