/**
 * A broadcasts replica SIGKILLed mid-send, end to end (issue 17, "Must hold"): client → gateway →
 * broadcasts → messaging-proxy SendMessage (opt-out in contacts, the send keys remembered) →
 * simulator. The replica dies with claims in flight; started again, it takes them back once their
 * lease runs out and sends them with the same keys. Risks removed: a recipient sent twice after a
 * crash (counted at the simulator, per recipient), one never sent, a broadcast left `sending`, an
 * opted-out recipient messaged, a failed one retried into a second send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    services: ['messaging-proxy', 'contacts', 'broadcasts'],
    // Claims held by the killed replica come back after 1.5 s (60 s in production).
    appEnv: { broadcasts: { BROADCAST_CLAIM_LEASE_MS: '1500', BROADCAST_POLL_MS: '100' } },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const body = (text: string) => ({ type: 'body', parameters: [{ type: 'text', text }] });

describe('a broadcasts replica killed mid-send', () => {
  it('every recipient ends exactly once (sent, failed or suppressed) and the simulator accepted none of them twice', async () => {
    const p = await stack.createProject('pro');
    // The default tier (80 messages/s): a run of a few seconds, long enough to be killed in the middle.
    const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
    const pn = fx.phone_numbers[0].id as string;
    const waba = fx.wabas[0].id as string;
    const graph = (method: string, path: string, b?: unknown) =>
      fetch(`${stack.simUrl}/v24.0/${path}`, {
        method,
        headers: { authorization: `Bearer ${fx.tokens[0].value}`, 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const template = await graph('POST', `${waba}/message_templates`, {
      name: 'promo',
      language: 'en_US',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Hi {{1}}, 20% off today', example: { body_text: [['Ann']] } }],
    });
    expect(template.status).toBe(200);
    await poll(async () =>
      (await graph('GET', `${waba}/message_templates?name=promo&fields=status`)).body.data?.[0]?.status === 'APPROVED' ? true : undefined,
    );
    const api = (method: string, path: string, b?: unknown) => stack.api(p.apiKey, method, path, b);
    const customer = await api('POST', '/customers', { customer: { name: 'Crash Co' } });
    const connected = await api('POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: { name: 'Sales', kind: 'production', phone_number_id: pn, business_account_id: waba, access_token: fx.tokens[0].value },
    });
    expect(connected.status).toBe(201);

    const optedOut = '15550207777';
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: optedOut, value: 'stop' });
    await poll(async () => {
      const r = await api('GET', `/messaging/contacts/${optedOut}/marketing_preferences/${pn}`);
      return r.status === 200 && JSON.stringify(r.body).includes('stopped') ? true : undefined;
    });

    const created = await api('POST', '/messaging/broadcasts', {
      broadcast: { name: 'Crash sale', phone_number_id: pn, template: { name: 'promo', language: 'en_US' }, template_parameters: [body('friend')] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const phones = Array.from({ length: 400 }, (_, i) => `1555020${String(1000 + i)}`);
    for (let i = 0; i < phones.length; i += 200) {
      const added = await api('POST', `/messaging/broadcasts/${id}/recipients`, {
        broadcast: { recipients: phones.slice(i, i + 200).map((ph) => ({ phone_number: ph })) },
      });
      expect(added.status).toBe(200);
    }
    expect((await api('POST', `/messaging/broadcasts/${id}/recipients`, { broadcast: { recipients: [{ phone_number: optedOut }] } })).status).toBe(200);
    // One recipient's send is refused for good (132000): it ends failed, once, and is not sent again after the crash.
    await stack.sim('POST', '/__sim/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 132000, status: 400, times: 1 });
    // Every other send is answered after 400 ms, so the kill lands with ~30 sends accepted by the
    // simulator whose answers the dead replica never records: those are in doubt. Status webhooks are
    // off, so nothing but the same keys (messaging-proxy answers duplicate_send) keeps them from a second send.
    await stack.sim('POST', '/__sim/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'latency', latencyMs: 400 });
    await stack.sim('PUT', '/__sim/settings', { auto_statuses: [] });

    const acceptedBy = async () => {
      const state = await stack.sim('GET', '/__sim/state');
      const accepted = new Map<string, number>();
      for (const m of state.messages as Array<{ phone_number_id: string; to: string }>)
        if (m.phone_number_id === pn) accepted.set(m.to, (accepted.get(m.to) ?? 0) + 1);
      return accepted;
    };

    expect((await api('POST', `/messaging/broadcasts/${id}/send`)).status).toBe(200);
    // Mid-send: some recipients accepted, most not yet.
    await poll(async () => ((await acceptedBy()).size >= 60 ? true : undefined), 30_000);
    await stack.kill('broadcasts', 'SIGKILL');
    const atKill = (await acceptedBy()).size;
    expect(atKill).toBeLessThan(phones.length);
    // Claims in flight were left `sending` by the dead replica.
    await stack.restart('broadcasts');

    const done = await poll(async () => {
      const r = await api('GET', `/messaging/broadcasts/${id}`);
      // Right after the restart the gateway's channel may still be reconnecting (a 503 to retry).
      return r.status === 200 && r.body.data.status === 'completed' ? r.body.data : undefined;
    }, 90_000);
    expect(done).toMatchObject({ total_recipients: 401, sent: 399, failed: 1, suppressed_count: 1, pending: 0 });

    const accepted = await acceptedBy();
    const twice = [...accepted].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    expect(accepted.has(optedOut)).toBe(false);
    expect(accepted.size).toBe(399);
    const failed = await api('GET', `/messaging/broadcasts/${id}/recipients?status=failed`);
    expect(failed.body.data).toHaveLength(1);
    expect(failed.body.data[0]).toMatchObject({ error_details: { code: '132000', http_status: 400 } });
    expect(accepted.has(failed.body.data[0].phone_number)).toBe(false);
    // None left claimed by the dead replica.
    const sending = await api('GET', `/messaging/broadcasts/${id}/recipients?status=sending`);
    expect(sending.status).toBe(200);
    expect(sending.body.data).toEqual([]);
  }, 240_000);
});
