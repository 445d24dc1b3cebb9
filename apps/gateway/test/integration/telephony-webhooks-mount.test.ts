/**
 * The telephony provider's webhooks through the gateway's public `/telephony/webhooks` mount (decision
 * 0248), with messaging-proxy's HTTP listener faked. Risks removed: the provider refused for lack of an
 * API key; a body re-encoded on the way (its X-Twilio-Signature covers the parameters, so messaging-proxy
 * would refuse it); a client-sent `x-project-id` or key reaching messaging-proxy; the TwiML answer altered.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support';

let gw: TestGateway;
let peer: Server;
const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  peer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  gw = await startTestGateway({ MESSAGING_PROXY_HTTP_URL: `http://127.0.0.1:${(peer.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await gw.stop();
  peer.closeAllConnections();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
  await gw.cleanup();
});

describe('the telephony webhooks mount', () => {
  it('forwards a signed form post without a key, body and signature untouched, project and key headers dropped', async () => {
    const body = 'To=%2B14155550101&Body=WhatsApp+code+123-830&From=%2B15550100001&AccountSid=AC' + 'a'.repeat(32);
    const r = await fetch(`${gw.url}/telephony/webhooks/sms`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': 'c2lnbmF0dXJl',
        'x-project-id': 'someone-else',
        'x-api-key': 'not-a-key',
      },
      body,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/xml/);
    expect(await r.text()).toContain('<Response></Response>');
    const got = seen.at(-1)!;
    expect(got).toMatchObject({ method: 'POST', url: '/telephony/webhooks/sms', body });
    expect(got.headers['x-twilio-signature']).toBe('c2lnbmF0dXJl');
    expect(got.headers['x-project-id']).toBeUndefined();
    expect(got.headers['x-api-key']).toBeUndefined();
  });
});
