import { randomUUID } from 'node:crypto';
import { fromStruct } from '@platform/contracts';
import { manualClock } from '@platform/runtime';
import { uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const clock = manualClock(Date.now());
const project = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { clock });
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

async function connected(opts: { numbers?: Array<Record<string, unknown>>; verifyToken?: string } = {}) {
  const acct = await seedAccount(sim, { numbers: opts.numbers });
  await connectSeededNumber(mp, project, acct, { extra: { webhook_verify_token: opts.verifyToken } });
  return { ...acct, pn: acct.numbers[0].id };
}

const upstreamReadsOf = async (pn: string) =>
  (await sim.control<{ data: Array<{ method: string; graph_path: string }> }>('GET', `/requests?method=GET`)).data.filter((r) => r.graph_path === `/${pn}`)
    .length;

describe('health check', () => {
  it('healthy once the webhook is verified; every check of 4.9 present', async () => {
    const { pn } = await connected({ verifyToken: 'verify-me' });
    const degraded = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(degraded.status).toBe('degraded');
    expect(degraded.checks!.webhook_verified!.passed).toBe(false);
    const hs = await fetch(`${mp.httpUrl}/upstream/webhooks?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=abc123`);
    expect(await hs.text()).toBe('abc123');
    const res = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(res.cached).toBe(false); // the verification changed the configuration: cache dropped
    expect(res.status).toBe('healthy');
    const c = res.checks!;
    expect(c.phone_number_access!.passed).toBe(true);
    expect(c.token_validity!.passed).toBe(true);
    expect(c.messaging_health).toMatchObject({ passed: true, overall_status: 'AVAILABLE' });
    const entities = fromStruct(c.messaging_health!.details).entities as Array<{ entity_type: string }>;
    expect(entities.map((e) => e.entity_type)).toEqual(['PHONE_NUMBER', 'WABA', 'BUSINESS', 'APP']);
    expect(fromStruct(c.webhook_subscription!.details)).toMatchObject({ app_id: sim.appId, subscribed: true });
    expect(c.phone_number_connection!.passed).toBe(true);
  });

  it('serves from the 3 minute cache (injected clock) and drops it when the configuration changes', async () => {
    const { pn } = await connected();
    const first = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    const before = await upstreamReadsOf(pn);
    clock.advance(179_000);
    const hit = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(hit.cached).toBe(true);
    expect(hit.timestamp).toBe(first.timestamp);
    expect(await upstreamReadsOf(pn)).toBe(before);
    clock.advance(2_000);
    const expired = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(expired.cached).toBe(false);
    expect(expired.timestamp).not.toBe(first.timestamp);
    expect((await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn })).cached).toBe(true);
    await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, calls_enabled: true });
    expect((await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn })).cached).toBe(false);
  });

  it('N concurrent checks of one number make one upstream check, across two replicas', async () => {
    const { pn } = await connected();
    const shared = { schema: mp.config.DB_SCHEMA!, prefix: mp.config.KV_PREFIX, namespace: mp.config.BUS_NAMESPACE };
    const replica = await startService(sim, { clock, shared });
    try {
      await sim.control('POST', '/faults', { match: { method: 'GET', path: `/${pn}` }, kind: 'latency', latencyMs: 300, times: 1 });
      const before = await upstreamReadsOf(pn);
      const calls = Array.from({ length: 10 }, (_, i) => (i % 2 ? replica : mp).call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn }));
      const results = await Promise.all(calls);
      expect(new Set(results.map((r) => r.timestamp)).size).toBe(1);
      expect(results.every((r) => r.status === results[0].status && r.status !== 'error')).toBe(true);
      expect((await upstreamReadsOf(pn)) - before).toBe(1);
    } finally {
      await replica.stop();
    }
  });

  it('a check waiting more than the in-flight limit answers status error asking to retry', async () => {
    const schema = uniqueName('mp');
    const slow = await startService(sim, {
      clock,
      env: { HEALTH_INFLIGHT_WAIT_MS: '300' },
      shared: { schema, prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') },
    });
    try {
      const acct = await seedAccount(sim);
      const pn = acct.numbers[0].id;
      await connectSeededNumber(slow, project, acct);
      await sim.control('POST', '/faults', { match: { method: 'GET', path: `/${pn}` }, kind: 'latency', latencyMs: 1_500, times: 1 });
      const started = Date.now();
      const res = await slow.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
      expect(Date.now() - started).toBeLessThan(1_400);
      expect(res.status).toBe('error');
      expect(res.error).toMatch(/retry/);
      expect(res.timestamp).toBeTruthy();
    } finally {
      await slow.stop();
      await dropSchema(schema);
    }
  });

  it('an expired token (upstream code 190) gives unhealthy with a failed token_validity and a clear error', async () => {
    const { pn, token } = await connected();
    await sim.control('POST', '/fixtures', { tokens: [{ value: token, expires_at: '2001-01-01T00:00:00Z' }] });
    await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: false }); // drop the cache
    const res = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(res.status).toBe('unhealthy');
    expect(res.checks!.token_validity!.passed).toBe(false);
    expect(res.checks!.token_validity!.error).toMatch(/invalid or expired.*190/);
    expect(res.checks!.phone_number_access!.passed).toBe(false);
    expect(JSON.stringify(res)).not.toContain(token);
  });

  it('phone_number_connection: DISCONNECTED → false and unhealthy; UNKNOWN → null and degraded', async () => {
    const a = await connected({ numbers: [{ status: 'DISCONNECTED' }] });
    const down = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: a.pn });
    expect(down.status).toBe('unhealthy');
    expect(down.checks!.phone_number_connection!.passed).toBe(false);
    const b = await connected({ numbers: [{ status: 'UNKNOWN' }], verifyToken: 'vt-unknown' });
    await fetch(`${mp.httpUrl}/upstream/webhooks?hub.mode=subscribe&hub.verify_token=vt-unknown&hub.challenge=x`);
    const unknown = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: b.pn });
    expect(unknown.checks!.phone_number_connection!.passed ?? null).toBeNull();
    expect(unknown.status).toBe('degraded');
  });

  it('messaging_health reflects BLOCKED entities from the upstream health_status', async () => {
    const { pn } = await connected({
      numbers: [
        {
          health: { can_send_message: 'BLOCKED', errors: [{ error_code: 141000, error_description: 'Contact support', possible_solution: 'Contact support' }] },
        },
      ],
    });
    const res = await mp.call('CheckPhoneNumberHealth', { project_id: project, phone_number_id: pn });
    expect(res.status).toBe('unhealthy');
    expect(res.checks!.messaging_health).toMatchObject({ passed: false, overall_status: 'BLOCKED' });
    expect(res.checks!.messaging_health!.error).toMatch(/141000/);
  });

  it('another project cannot check the number (404)', async () => {
    const { pn } = await connected();
    await expect(mp.call('CheckPhoneNumberHealth', { project_id: randomUUID(), phone_number_id: pn })).rejects.toMatchObject({
      publicMessage: 'Phone number not found',
    });
  });
});
