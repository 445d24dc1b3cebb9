/**
 * Raw forwarding to a number's webhook_destination_url (issue 14 item 6, decision 0501). Risks
 * removed: a payload forwarded changed or unsigned, a destination that never passed the handshake
 * receiving payloads, a failing destination losing payloads, `inbound_processing_enabled: false`
 * still storing conversations.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let dest: http.Server;
let destUrl = '';
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
let failNextPosts = 0;
const project = randomUUID();

beforeAll(async () => {
  dest = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      const u = new URL(req.url!, 'http://x');
      if (req.method === 'GET') {
        if (u.searchParams.get('hub.verify_token') !== 'dest-secret') return void res.writeHead(403).end('no');
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end(u.searchParams.get('hub.challenge'));
      }
      if (failNextPosts > 0) {
        failNextPosts--;
        return void res.writeHead(503).end('busy');
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => dest.listen(0, '127.0.0.1', () => r()));
  destUrl = `http://127.0.0.1:${(dest.address() as AddressInfo).port}/hook`;
  sim = await startSim();
  mp = await startService(sim, {
    env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'vt', WEBHOOK_ALLOWED_TARGETS: '127.0.0.1', RAW_FORWARD_RETRY_SCHEDULE: '200,200,200' },
  });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'vt' });
}, 60_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  await new Promise((r) => dest?.close(r));
});

describe('raw forwarding', () => {
  it('handshake with the verify token first, then the payload unchanged, signed with it; a failing destination is retried', async () => {
    const acct = await seedAccount(sim, { numbers: [{}] });
    const n = await connectSeededNumber(mp, project, acct, {
      extra: { webhook_destination_url: destUrl, webhook_verify_token: 'dest-secret', inbound_processing_enabled: false },
    });
    failNextPosts = 1;
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: n.phone_number_id,
      from: '15556660001',
      text: 'forward me',
    });
    expect(d.delivery.state).toBe('delivered');
    await waitFor(() => seen.filter((s) => s.method === 'POST').length >= 2, { timeoutMs: 15_000 });
    const [handshake] = seen;
    expect(handshake.method).toBe('GET');
    expect(new URL(handshake.url, 'http://x').searchParams.get('hub.mode')).toBe('subscribe');
    const posts = seen.filter((s) => s.method === 'POST');
    for (const p of posts) {
      const body = JSON.parse(p.body.toString());
      expect(body.object).toBe('whatsapp_business_account');
      expect(body.entry[0].changes[0].value.messages[0].text.body).toBe('forward me');
      expect(p.headers['x-hub-signature-256']).toBe(`sha256=${createHmac('sha256', 'dest-secret').update(p.body).digest('hex')}`);
    }
    expect(posts[0].body.equals(posts[1].body)).toBe(true);
    const after = (await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: n.phone_number_id! })).phone_number!;
    expect(after.webhook_verified_at).toBeTruthy();
    // Forward only: no conversation change was handed to contacts.
    const changes = await mp.svc.db.knex('outbox').where({ subject: 'messaging_proxy.conversation_change.received' });
    expect(changes).toHaveLength(0);
    // The worker records the outcome just after the destination answered.
    const forwards = () => mp.svc.db.knex('raw_forwards').where({ phone_number_id: n.phone_number_id });
    await waitFor(async () => (await forwards()).every((r) => r.status === 'delivered'), { timeoutMs: 10_000 });
    const rows = await forwards();
    expect(rows.map((r) => [r.status, r.attempt_count, r.body.length])).toEqual([['delivered', 2, 0]]);
  }, 40_000);
});
