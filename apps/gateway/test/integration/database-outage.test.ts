/**
 * The gateway's own database going away (issue 31 item 3): a request whose API key must be read from
 * Postgres is answered 503 with Retry-After, never 500, and the gateway serves again once the database
 * is back. The outage is real at the socket level: the gateway reaches Postgres through a TCP relay the
 * test cuts (the shared Postgres other test files use keeps running).
 */
import { TcpRelay, testInfra } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startFakeMessagingProxy, startTestGateway, type FakeMessagingProxy, type TestGateway } from '../support';

let gw: TestGateway;
let peer: FakeMessagingProxy;
let relay: TcpRelay;
let key: string;

beforeAll(async () => {
  relay = await TcpRelay.to(testInfra().databaseUrl, 5432);
  peer = await startFakeMessagingProxy();
  // Keys are read from Postgres on every request (no cache), so the outage reaches the key lookup at once.
  gw = await startTestGateway({
    DATABASE_URL: relay.through(testInfra().databaseUrl),
    API_KEY_CACHE_TTL_MS: '0',
    MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}`,
  });
  key = (await gw.projects.createProject('Outage', 'pro')).secret;
});

afterAll(async () => {
  await relay.up(); // a failed test may have left it cut: the gateway's shutdown still talks to its database
  await gw.stop();
  await peer.server.shutdown();
  await gw.cleanup();
  await relay.down();
});

describe('a service out of reach', () => {
  it('answers 503 with Retry-After (the one gRPC → HTTP table adds it to every 503)', async () => {
    const gone = await startFakeMessagingProxy();
    const gw2 = await startTestGateway({ MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${gone.server.port}` });
    try {
      const k = (await gw2.projects.createProject('Peer down', 'pro')).secret;
      await gone.server.shutdown();
      const r = await call(gw2.baseUrl, k, 'POST', '/customers', { customer: { name: 'Acme' } });
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('1');
      expect(typeof r.body.error).toBe('string');
    } finally {
      await gw2.stop();
      await gw2.cleanup();
    }
  });
});

describe('the gateway database out of reach', () => {
  it('answers 503 with Retry-After and { error } (never 500), then serves again when the database is back', async () => {
    expect((await call(gw.baseUrl, key, 'GET', '/customers')).status).toBe(200);

    await relay.down();
    const during = await call(gw.baseUrl, key, 'GET', '/customers');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(during.body).toEqual({ error: 'The platform is temporarily unavailable; nothing was done; retry the request' });
    const calls = peer.calls.length;
    const write = await call(gw.baseUrl, key, 'POST', '/customers', { customer: { name: 'Acme' } });
    expect(write.status).toBe(503);
    expect(peer.calls.length).toBe(calls); // nothing reached the service

    await relay.up();
    await expect.poll(async () => (await call(gw.baseUrl, key, 'GET', '/customers')).status, { timeout: 15_000, interval: 200 }).toBe(200);
  });
});
