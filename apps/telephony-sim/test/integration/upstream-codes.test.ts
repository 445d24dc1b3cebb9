/**
 * The upstream simulator's verification codes reach a number the telephony simulator sold: each
 * bought number is registered upstream as a phone line whose `receiver_url` is this simulator
 * (decision 0245's hook), and a code sent to it arrives at the number's SmsUrl as a signed inbound
 * SMS ("WhatsApp code 123-830"), or at its VoiceUrl as a call with the spoken words. Risk removed:
 * number provisioning that can never be verified end to end with the simulators.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUpstreamSim, waitFor, type UpstreamSimProcess } from '@platform/testing';
import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTelephonySim, type RunningTelephonySim } from '../../src';

const ACCOUNT = 'AC' + 'd'.repeat(32);
const TOKEN = 'codes-test-token';
const GRAPH_TOKEN = 'graph-token-codes-test';

let upstream: UpstreamSimProcess;
let running: RunningTelephonySim;
let receiver: Server;
let receiverUrl: string;
let client: twilio.Twilio;
let wabaId: string;
const received: Array<{ url: string; signature: string; params: Record<string, string> }> = [];

const graph = async (path: string, query: Record<string, string>) => {
  const r = await fetch(`${upstream.url}/v24.0/${path}?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${GRAPH_TOKEN}` },
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  upstream = await startUpstreamSim();
  running = await createTelephonySim({ accountSid: ACCOUNT, authToken: TOKEN, upstreamSimUrl: upstream.url }).listen(0);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url!, signature: String(req.headers['x-twilio-signature']), params: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const base = running.url;
  class SimRequestClient extends RequestClient {
    override request<T>(opts: RequestClient.RequestOptions<T>) {
      const u = new URL(opts.uri);
      return super.request({ ...opts, uri: `${base}${u.pathname}${u.search}` });
    }
  }
  client = twilio(ACCOUNT, TOKEN, { httpClient: new SimRequestClient() });
}, 60_000);
afterAll(async () => {
  await running?.close();
  await upstream?.stop();
  await new Promise((r) => receiver?.close(r));
});
beforeEach(async () => {
  received.length = 0;
  await fetch(`${running.url}/control/reset`, { method: 'POST' });
  await upstream.control('POST', '/reset');
  const seeded = await upstream.control<{ wabas: Array<{ id: string }> }>('POST', '/fixtures', {
    tokens: [{ value: GRAPH_TOKEN, all: true }],
    businesses: [{ name: 'Acme', wabas: [{ name: 'Acme WABA' }] }],
  });
  wabaId = seeded.wabas[0].id;
});

describe('upstream codes to numbers of the telephony simulator', () => {
  it('an SMS code arrives signed at the bought number, and verifies the number upstream', async () => {
    const n = await client.incomingPhoneNumbers.create({ areaCode: '415', smsUrl: `${receiverUrl}/sms` });
    const lines = await upstream.control<{ lines: Array<{ phone_number: string; receiver_url: string }> }>('GET', '/signup');
    expect(lines.lines).toContainEqual({ phone_number: n.phoneNumber.slice(1), receiver_url: `${running.url}/control/upstream-codes` });

    const added = await graph(`${wabaId}/phone_numbers`, { cc: '1', phone_number: n.phoneNumber.slice(2), verified_name: 'Acme Support' });
    expect(added.status).toBe(200);
    const pnId = String(added.body.id);
    expect((await graph(`${pnId}/request_code`, { code_method: 'SMS', language: 'en_US' })).status).toBe(200);
    await waitFor(() => received.length === 1);
    const sms = received[0];
    expect(sms.params).toMatchObject({ To: n.phoneNumber, AccountSid: ACCOUNT });
    expect(sms.params.Body).toMatch(/^WhatsApp code \d{3}-\d{3}$/);
    expect(twilio.validateRequest(TOKEN, sms.signature, `${receiverUrl}${sms.url}`, sms.params)).toBe(true);

    const code = sms.params.Body.replace(/\D/g, '');
    expect((await graph(`${pnId}/verify_code`, { code })).status).toBe(200);
  });

  it('a VOICE code arrives as a call at the VoiceUrl, the spoken words in SpeechResult', async () => {
    const n = await client.incomingPhoneNumbers.create({ areaCode: '212', voiceUrl: `${receiverUrl}/voice` });
    const pnId = String((await graph(`${wabaId}/phone_numbers`, { cc: '1', phone_number: n.phoneNumber.slice(2), verified_name: 'Acme Support' })).body.id);
    expect((await graph(`${pnId}/request_code`, { code_method: 'VOICE', language: 'en_US' })).status).toBe(200);
    await waitFor(() => received.length === 1);
    expect(received[0].url).toBe('/voice');
    expect(received[0].params).toMatchObject({ To: n.phoneNumber, Direction: 'inbound' });
    const code = /Verification code is (\d{6})\./.exec(received[0].params.SpeechResult)![1];
    expect((await graph(`${pnId}/verify_code`, { code })).status).toBe(200);
  });

  it('a released number no longer receives codes (the receiver answers 404)', async () => {
    const n = await client.incomingPhoneNumbers.create({ areaCode: '512', smsUrl: `${receiverUrl}/sms` });
    const pnId = String((await graph(`${wabaId}/phone_numbers`, { cc: '1', phone_number: n.phoneNumber.slice(2), verified_name: 'Acme Support' })).body.id);
    await client.incomingPhoneNumbers(n.sid).remove();
    expect((await graph(`${pnId}/request_code`, { code_method: 'SMS', language: 'en_US' })).status).toBe(200);
    await waitFor(async () => {
      const sent = await upstream.control<{ data: Array<{ delivery: { status: number | null } | null }> }>('GET', '/signup/codes');
      return sent.data[0]?.delivery?.status === 404;
    });
    expect(received).toHaveLength(0);
  });
});
