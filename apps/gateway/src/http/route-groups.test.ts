import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteGroups } from './route-groups';

/** Every route answers with its own template, so a response names the route that matched. */
const ROUTES: Array<['get' | 'post', string]> = [
  ['get', '/api_logs'],
  ['get', '/customers'],
  ['post', '/customers'],
  ['get', '/customers/:customer_id'],
  ['get', '/customers/:customer_id/setup_links'],
  ['get', '/messaging/flows'],
  ['get', '/messaging/flows/:flow_id'],
  ['post', '/messaging/flows/:flow_id/publish'],
  ['get', '/messaging/phone_numbers/:phone_number_id'],
  ['get', '/messaging/contacts'],
];

let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const options = { caseSensitive: true, strict: false };
  const groups = new RouteGroups(
    ROUTES.map(([, p]) => p),
    options,
  );
  for (const [method, path] of ROUTES) groups.routerFor(path)[method](path, (req, res) => void res.json({ route: path, params: req.params }));
  const api = express.Router(options);
  api.use(groups.dispatch());
  api.use((req, res) => void res.status(404).json({ error: `No route for ${req.method} ${req.path}` }));
  const app = express();
  app.use('/platform/v1', api);
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/v1`;
  close = () => server.close();
});

afterAll(() => close());

async function call(method: string, path: string): Promise<{ status: number; body: { route?: string; params?: Record<string, string>; error?: string } }> {
  const res = await fetch(`${base}${path}`, { method });
  return { status: res.status, body: (await res.json()) as { route?: string } };
}

describe('RouteGroups (dispatch by path prefix)', () => {
  it('reaches every route of the table, with its params, in one- and two-segment groups', async () => {
    expect(await call('GET', '/api_logs')).toMatchObject({ status: 200, body: { route: '/api_logs' } });
    expect(await call('POST', '/customers')).toMatchObject({ status: 200, body: { route: '/customers' } });
    expect(await call('GET', '/customers/c1')).toMatchObject({ status: 200, body: { route: '/customers/:customer_id', params: { customer_id: 'c1' } } });
    expect(await call('GET', '/customers/c1/setup_links')).toMatchObject({ status: 200, body: { route: '/customers/:customer_id/setup_links' } });
    expect(await call('GET', '/messaging/flows')).toMatchObject({ status: 200, body: { route: '/messaging/flows' } });
    expect(await call('GET', '/messaging/flows/f1')).toMatchObject({ status: 200, body: { route: '/messaging/flows/:flow_id', params: { flow_id: 'f1' } } });
    expect(await call('POST', '/messaging/flows/f1/publish')).toMatchObject({ status: 200, body: { route: '/messaging/flows/:flow_id/publish' } });
    expect(await call('GET', '/messaging/phone_numbers/123')).toMatchObject({ status: 200, body: { params: { phone_number_id: '123' } } });
    expect(await call('GET', '/messaging/contacts')).toMatchObject({ status: 200, body: { route: '/messaging/contacts' } });
  });

  it('answers as one flat router would: trailing slash accepted, case and method respected, the rest falls through to 404', async () => {
    expect(await call('GET', '/messaging/flows/')).toMatchObject({ status: 200, body: { route: '/messaging/flows' } });
    expect((await call('GET', '/Messaging/flows')).status).toBe(404);
    expect((await call('GET', '/messaging/FLOWS')).status).toBe(404);
    expect((await call('DELETE', '/messaging/flows/f1')).status).toBe(404);
    expect((await call('GET', '/messaging')).status).toBe(404);
    expect((await call('GET', '/messaging/unknown')).status).toBe(404);
    expect((await call('GET', '/nothing/here')).status).toBe(404);
    expect((await call('GET', '/messaging/flows/f1/publish/extra')).status).toBe(404);
    expect((await call('GET', '/')).status).toBe(404);
  });

  it('refuses a route table whose path starts with a parameter (it could belong to any group)', () => {
    expect(() => new RouteGroups(['/:anything/x'], {})).toThrow(/first path segment must be literal/);
  });
});
