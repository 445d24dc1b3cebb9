import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../routes/route';
import { RouteGroups } from './route-groups';

/** Every route answers with its own template, so a response names the route that matched. */
const ROUTES: Array<[HttpMethod, string]> = [
  ['get', '/api_logs'],
  ['get', '/customers'],
  ['post', '/customers'],
  ['get', '/customers/:customer_id'],
  ['get', '/customers/:customer_id/setup_links'],
  ['get', '/messaging/flows'],
  ['get', '/messaging/flows/:flow_id'],
  ['get', '/messaging/flows/:other_id'], // takes what /messaging/flows/:flow_id passes on
  ['post', '/messaging/flows/:flow_id/publish'],
  ['delete', '/messaging/flows/:flow_id'],
  ['get', '/messaging/phone_numbers/:phone_number_id'],
  ['get', '/messaging/contacts'],
  ['patch', '/messaging/contacts/:contact_id'],
];

/**
 * A route's handler: answers with its template and params; some ids make it pass (`next('route')`,
 * `next('router')`), throw, or reject, so the test sees where each leads.
 */
const handlerFor =
  (path: string): RequestHandler =>
  (req, res, next) => {
    const id = path.includes(':other_id') ? undefined : Object.values(req.params)[0];
    if (id === 'pass-route') return next('route');
    if (id === 'pass-router') return next('router');
    if (id === 'throw') throw Object.assign(new Error('thrown'), { status: 418 });
    if (id === 'reject') return Promise.reject(Object.assign(new Error('rejected'), { status: 409 })) as unknown as void;
    if (id === 'next-error') return next(Object.assign(new Error('passed'), { status: 422 }));
    res.json({ route: path, params: req.params });
  };

/** The API as apiRouter mounts it: a router with the table's dispatch, then the JSON 404 and the error answer. */
function mount(table: (api: Router) => void): express.Express {
  const options = { caseSensitive: true, strict: false };
  const api = express.Router(options);
  table(api);
  api.use((req, res) => void res.status(404).json({ error: `No route for ${req.method} ${req.path}`, params: req.params }));
  const app = express();
  app.use('/platform/v1', api);
  const onError: ErrorRequestHandler = (err: { status?: number; message: string }, _req, res, _next) =>
    void res.status(err.status ?? 500).json({ error: err.message });
  app.use(onError);
  return app;
}

/** The table dispatched by group (the product), and the same routes on one flat Express router (the reference). */
const grouped = mount((api) => {
  const groups = new RouteGroups(
    ROUTES.map(([, p]) => p),
    { caseSensitive: true, strict: false },
  );
  for (const [method, path] of ROUTES) groups.routerFor(path)[method](path, handlerFor(path));
  api.use(groups.dispatch());
});
const flat = mount((api) => {
  const router = express.Router({ caseSensitive: true, strict: false });
  for (const [method, path] of ROUTES) router[method](path, handlerFor(path));
  api.use(router);
});

const servers: Server[] = [];
let groupedBase = '';
let flatBase = '';

async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/v1`;
}

beforeAll(async () => {
  groupedBase = await listen(grouped);
  flatBase = await listen(flat);
});

afterAll(() => servers.forEach((s) => s.close()));

interface Answer {
  status: number;
  body: { route?: string; params?: Record<string, string>; error?: string } | string;
}

async function callAt(base: string, method: string, path: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method });
  const text = await res.text();
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Answer['body']) : text };
}

const call = (method: string, path: string): Promise<Answer> => callAt(groupedBase, method, path);

describe('RouteGroups (dispatch by path prefix)', () => {
  it('reaches every route of the table, with its params, in one- and two-segment groups', async () => {
    expect(await call('GET', '/api_logs')).toMatchObject({ status: 200, body: { route: '/api_logs' } });
    expect(await call('POST', '/customers')).toMatchObject({ status: 200, body: { route: '/customers' } });
    expect(await call('GET', '/customers/c1')).toMatchObject({ status: 200, body: { route: '/customers/:customer_id', params: { customer_id: 'c1' } } });
    expect(await call('GET', '/customers/c1/setup_links')).toMatchObject({ status: 200, body: { route: '/customers/:customer_id/setup_links' } });
    expect(await call('GET', '/messaging/flows')).toMatchObject({ status: 200, body: { route: '/messaging/flows' } });
    expect(await call('GET', '/messaging/flows/f1')).toMatchObject({ status: 200, body: { route: '/messaging/flows/:flow_id', params: { flow_id: 'f1' } } });
    expect(await call('POST', '/messaging/flows/f1/publish')).toMatchObject({ status: 200, body: { route: '/messaging/flows/:flow_id/publish' } });
    expect(await call('DELETE', '/messaging/flows/f1')).toMatchObject({ status: 200, body: { route: '/messaging/flows/:flow_id' } });
    expect(await call('GET', '/messaging/phone_numbers/123')).toMatchObject({ status: 200, body: { params: { phone_number_id: '123' } } });
    expect(await call('GET', '/messaging/contacts')).toMatchObject({ status: 200, body: { route: '/messaging/contacts' } });
    expect(await call('PATCH', '/messaging/contacts/k1')).toMatchObject({ status: 200, body: { params: { contact_id: 'k1' } } });
  });

  it('decodes parameters like Express, and answers a malformed escape with a 400', async () => {
    expect(await call('GET', '/messaging/flows/a%20b%2Fc')).toMatchObject({ status: 200, body: { params: { flow_id: 'a b/c' } } });
    expect(await call('GET', '/messaging/flows/%E2%82%AC')).toMatchObject({ status: 200, body: { params: { flow_id: '€' } } });
    expect(await call('GET', '/messaging/flows/%zz')).toEqual({ status: 400, body: { error: "Failed to decode param '%zz'" } });
  });

  it('goes on as Express does: next("route") to the next matching route, next("router") past the table, errors to the error answer', async () => {
    expect(await call('GET', '/messaging/flows/pass-route')).toMatchObject({
      status: 200,
      body: { route: '/messaging/flows/:other_id', params: { other_id: 'pass-route' } },
    });
    expect(await call('GET', '/messaging/flows/pass-router')).toMatchObject({ status: 404, body: { params: {} } });
    expect(await call('GET', '/customers/throw')).toEqual({ status: 418, body: { error: 'thrown' } });
    expect(await call('GET', '/customers/reject')).toEqual({ status: 409, body: { error: 'rejected' } });
    expect(await call('GET', '/customers/next-error')).toEqual({ status: 422, body: { error: 'passed' } });
  });

  it('answers as one flat router would: trailing slash accepted, HEAD by the GET route, case and method respected, the rest a 404', async () => {
    expect(await call('GET', '/messaging/flows/')).toMatchObject({ status: 200, body: { route: '/messaging/flows' } });
    expect((await call('HEAD', '/messaging/flows/f1')).status).toBe(200);
    expect((await call('HEAD', '/messaging/contacts/k1')).status).toBe(404);
    expect((await call('GET', '/Messaging/flows')).status).toBe(404);
    expect((await call('GET', '/messaging/FLOWS')).status).toBe(404);
    expect((await call('PUT', '/messaging/flows/f1')).status).toBe(404);
    expect((await call('GET', '/messaging')).status).toBe(404);
    expect((await call('GET', '/messaging/unknown')).status).toBe(404);
    expect((await call('GET', '/nothing/here')).status).toBe(404);
    expect((await call('GET', '/messaging/flows/f1/publish/extra')).status).toBe(404);
    expect((await call('GET', '/messaging//flows')).status).toBe(404);
    expect((await call('GET', '/')).status).toBe(404);
  });

  it('gives every request the answer one flat Express router gives it', async () => {
    const paths = [
      '/api_logs',
      '/api_logs/',
      '/api_logs//',
      '/customers',
      '/customers/c1',
      '/customers/c1/',
      '/customers/c1/setup_links',
      '/customers/c1/setup_links/x',
      '/customers/%41%42',
      '/customers/%',
      '/customers/pass-route',
      '/customers/pass-router',
      '/customers/throw',
      '/customers/reject',
      '/messaging',
      '/messaging/',
      '/messaging/flows',
      '/messaging/flows/f1',
      '/messaging/flows/pass-route',
      '/messaging/flows/pass-router',
      '/messaging/flows/f1/publish',
      '/messaging/flows/f1/publish/',
      '/messaging/flows//publish',
      '/messaging/flows/f.1',
      '/messaging/flows/f1?x=1',
      '/messaging/phone_numbers',
      '/messaging/phone_numbers/1',
      '/messaging/contacts/k1',
      '/MESSAGING/flows',
      '/unknown',
      '',
      '/',
    ];
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const path of paths)
      for (const method of methods) {
        const [mine, reference] = await Promise.all([call(method, path), callAt(flatBase, method, path)]);
        expect({ method, path, ...mine }).toEqual({ method, path, ...reference });
      }
  });

  it('refuses a route table whose path starts with a parameter (it could belong to any group)', () => {
    expect(() => new RouteGroups(['/:anything/x'], {})).toThrow(/first path segment must be literal/);
  });
});
