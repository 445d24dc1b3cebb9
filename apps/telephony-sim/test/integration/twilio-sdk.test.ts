/**
 * The telephony simulator through the provider's own npm client (`twilio`), pointed at the simulator
 * with a RequestClient that rewrites https://api.twilio.com to the simulator's URL (decision 0246).
 * Risk removed: a simulator the real client cannot talk to (auth, paths, form encoding, paging,
 * error mapping), or webhooks the real `validateRequest` would reject.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTelephonySim, type RunningTelephonySim } from '../../src';

const ACCOUNT = 'AC' + 'a'.repeat(32);
const TOKEN = 'sim-auth-token-1';
const KEY_SID = 'SK' + 'b'.repeat(32);
const KEY_SECRET = 'sim-key-secret';

let running: RunningTelephonySim;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = [];

/** The twilio client, its requests sent to the simulator instead of api.twilio.com. */
function clientFor(username: string, password: string, accountSid = ACCOUNT): twilio.Twilio {
  const base = running.url;
  class SimRequestClient extends RequestClient {
    override request<T>(opts: RequestClient.RequestOptions<T>) {
      const u = new URL(opts.uri);
      return super.request({ ...opts, uri: `${base}${u.pathname}${u.search}` });
    }
  }
  return twilio(username, password, { accountSid, httpClient: new SimRequestClient() });
}

const control = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${running.url}/control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (r.status === 204 ? null : await r.json()) as any };
};

beforeAll(async () => {
  running = await createTelephonySim({ accountSid: ACCOUNT, authToken: TOKEN, apiKeys: { [KEY_SID]: KEY_SECRET } }).listen(0);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<Response/>');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await running?.close();
  await new Promise((r) => receiver?.close(r));
});
beforeEach(async () => {
  received.length = 0;
  await control('POST', '/reset');
});

describe('available numbers', () => {
  it('searches local numbers by area code and capabilities', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const found = await c.availablePhoneNumbers('US').local.list({ areaCode: 415, smsEnabled: true, voiceEnabled: true, limit: 3 });
    expect(found).toHaveLength(3);
    for (const n of found) {
      expect(n.phoneNumber).toMatch(/^\+1415\d{7}$/);
      expect(n.isoCountry).toBe('US');
      expect(n.capabilities).toMatchObject({ SMS: true, voice: true });
      expect(n.friendlyName).toMatch(/^\(415\) \d{3}-\d{4}$/);
    }
    const contains = await c.availablePhoneNumbers('US').local.list({ contains: '212555****' });
    expect(contains.length).toBeGreaterThan(0);
    expect(contains.every((n) => n.phoneNumber.startsWith('+1212555'))).toBe(true);
  });

  it('answers an empty list for an area code with no numbers, and 21451 for an invalid one', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    expect(await c.availablePhoneNumbers('US').local.list({ areaCode: 907 })).toEqual([]);
    await expect(c.availablePhoneNumbers('US').local.list({ areaCode: 41 })).rejects.toMatchObject({ status: 400, code: 21451 });
  });

  it('out_of_numbers fault: the search finds nothing, a purchase by area code fails with 21452', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    await control('POST', '/faults', { kind: 'out_of_numbers', times: 2 });
    expect(await c.availablePhoneNumbers('US').local.list({ areaCode: 415 })).toEqual([]);
    await expect(c.incomingPhoneNumbers.create({ areaCode: '415' })).rejects.toMatchObject({ status: 400, code: 21452 });
    expect((await c.availablePhoneNumbers('US').local.list({ areaCode: 415 })).length).toBeGreaterThan(0);
  });

  it('a pool fixture adds numbers; deleting a pool runs the area out of numbers', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    await control('POST', '/numbers', { numbers: [{ phone_number: '+13125550199', iso_country: 'US', locality: 'Chicago', region: 'IL' }] });
    const found = await c.availablePhoneNumbers('US').local.list({ areaCode: 312 });
    expect(found.map((n) => [n.phoneNumber, n.locality, n.region])).toEqual([['+13125550199', 'Chicago', 'IL']]);
    await control('DELETE', '/numbers?iso_country=US&area_code=312');
    expect(await c.availablePhoneNumbers('US').local.list({ areaCode: 312 })).toEqual([]);
  });
});

describe('incoming phone numbers', () => {
  it('buys, lists, fetches, updates and releases a number', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const [candidate] = await c.availablePhoneNumbers('US').local.list({ areaCode: 512, limit: 1 });
    const bought = await c.incomingPhoneNumbers.create({
      phoneNumber: candidate.phoneNumber,
      smsUrl: `${receiverUrl}/sms`,
      smsMethod: 'POST',
      voiceUrl: `${receiverUrl}/voice`,
      friendlyName: 'link:abc',
    });
    expect(bought.sid).toMatch(/^PN[0-9a-f]{32}$/);
    expect(bought).toMatchObject({ phoneNumber: candidate.phoneNumber, friendlyName: 'link:abc', smsUrl: `${receiverUrl}/sms`, accountSid: ACCOUNT });
    expect(bought.capabilities).toMatchObject({ sms: true, voice: true });
    expect(bought.dateCreated).toBeInstanceOf(Date);
    // A bought number leaves the inventory and cannot be bought again.
    expect((await c.availablePhoneNumbers('US').local.list({ contains: candidate.phoneNumber.slice(2) })).length).toBe(0);
    await expect(c.incomingPhoneNumbers.create({ phoneNumber: candidate.phoneNumber })).rejects.toMatchObject({ status: 400, code: 21422 });

    expect((await c.incomingPhoneNumbers.list({ friendlyName: 'link:abc' })).map((n) => n.sid)).toEqual([bought.sid]);
    expect((await c.incomingPhoneNumbers.list({ phoneNumber: candidate.phoneNumber })).map((n) => n.sid)).toEqual([bought.sid]);
    expect(await c.incomingPhoneNumbers.list({ friendlyName: 'link:other' })).toEqual([]);
    expect((await c.incomingPhoneNumbers(bought.sid).fetch()).phoneNumber).toBe(candidate.phoneNumber);
    const updated = await c.incomingPhoneNumbers(bought.sid).update({ smsUrl: `${receiverUrl}/sms2`, friendlyName: 'renamed' });
    expect(updated).toMatchObject({ smsUrl: `${receiverUrl}/sms2`, friendlyName: 'renamed', voiceUrl: `${receiverUrl}/voice` });

    expect(await c.incomingPhoneNumbers(bought.sid).remove()).toBe(true);
    await expect(c.incomingPhoneNumbers(bought.sid).fetch()).rejects.toMatchObject({ status: 404, code: 20404 });
    await expect(c.incomingPhoneNumbers(bought.sid).remove()).rejects.toMatchObject({ status: 404, code: 20404 });
    // Released: back in the inventory.
    expect((await c.availablePhoneNumbers('US').local.list({ contains: candidate.phoneNumber.slice(2) })).length).toBe(1);
  });

  it('buys by area code, and pages through the owned numbers', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const sids: string[] = [];
    for (let i = 0; i < 3; i++) sids.push((await c.incomingPhoneNumbers.create({ areaCode: '212' })).sid);
    const all = await c.incomingPhoneNumbers.list({ pageSize: 2 });
    expect(all.map((n) => n.sid).sort()).toEqual([...sids].sort());
    const first = await c.incomingPhoneNumbers.page({ pageSize: 2 });
    expect(first.instances).toHaveLength(2);
    const second = await first.nextPage();
    expect(second?.instances).toHaveLength(1);
  });

  it('rejects a malformed number (21421), a missing number (21421) and a bad SmsUrl', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    await expect(c.incomingPhoneNumbers.create({ phoneNumber: '5551234' })).rejects.toMatchObject({ status: 400, code: 21421 });
    await expect(c.incomingPhoneNumbers.create({ smsUrl: `${receiverUrl}/sms` })).rejects.toMatchObject({ status: 400, code: 21421 });
    await expect(c.incomingPhoneNumbers.create({ areaCode: '415', smsUrl: 'not a url' })).rejects.toMatchObject({ status: 400 });
    expect(await c.incomingPhoneNumbers.list()).toEqual([]);
  });
});

describe('authentication', () => {
  it('accepts an API key and secret', async () => {
    const c = clientFor(KEY_SID, KEY_SECRET);
    expect((await c.availablePhoneNumbers('US').local.list({ areaCode: 415, limit: 1 })).length).toBe(1);
  });

  it('answers 20003 with Twilio error JSON for a wrong token or another account', async () => {
    await expect(clientFor(ACCOUNT, 'wrong').incomingPhoneNumbers.list()).rejects.toMatchObject({
      status: 401,
      code: 20003,
      moreInfo: 'https://www.twilio.com/docs/errors/20003',
    });
    const other = 'AC' + 'c'.repeat(32);
    await expect(clientFor(ACCOUNT, TOKEN, other).incomingPhoneNumbers.list()).rejects.toMatchObject({ status: 401, code: 20003 });
    const raw = await fetch(`${running.url}/2010-04-01/Accounts/${ACCOUNT}/IncomingPhoneNumbers.json`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
  });
});

describe('faults', () => {
  it('an http_error fault answers with the given status and code, once', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    await control('POST', '/faults', { kind: 'http_error', status: 503, code: 20503, match: { method: 'POST', path: 'IncomingPhoneNumbers' }, times: 1 });
    await expect(c.incomingPhoneNumbers.create({ areaCode: '415' })).rejects.toMatchObject({ status: 503, code: 20503 });
    expect((await c.incomingPhoneNumbers.create({ areaCode: '415' })).sid).toMatch(/^PN/);
    const reqs = (await control('GET', '/requests')).body.data as Array<{ method: string; status: number }>;
    expect(reqs.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([503, 201]);
  });
});

describe('webhooks', () => {
  it('an SMS to an owned number fires its SmsUrl with the form parameters and a valid X-Twilio-Signature', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const n = await c.incomingPhoneNumbers.create({ areaCode: '415', smsUrl: `${receiverUrl}/sms?link=l1` });
    const out = await control('POST', '/sms', { to: n.phoneNumber, body: 'WhatsApp code 123-830' });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ kind: 'sms', status: 200, to: n.phoneNumber });
    expect(received).toHaveLength(1);
    const hit = received[0];
    expect(hit.method).toBe('POST');
    const params = Object.fromEntries(new URLSearchParams(hit.body));
    expect(params).toMatchObject({ AccountSid: ACCOUNT, To: n.phoneNumber, Body: 'WhatsApp code 123-830', NumMedia: '0', From: '+15550100001' });
    expect(params.MessageSid).toMatch(/^SM[0-9a-f]{32}$/);
    const url = `${receiverUrl}${hit.url}`;
    expect(twilio.validateRequest(TOKEN, String(hit.headers['x-twilio-signature']), url, params)).toBe(true);
    expect(twilio.validateRequest('another-token', String(hit.headers['x-twilio-signature']), url, params)).toBe(false);
    expect(twilio.validateRequest(TOKEN, String(hit.headers['x-twilio-signature']), url, { ...params, Body: 'WhatsApp code 000-000' })).toBe(false);
  });

  it('SmsMethod GET puts the parameters in the query, signed over the full URL', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const n = await c.incomingPhoneNumbers.create({ areaCode: '212', smsUrl: `${receiverUrl}/sms`, smsMethod: 'GET' });
    await control('POST', '/sms', { to: n.phoneNumber, body: 'hi' });
    const hit = received[0];
    expect(hit.method).toBe('GET');
    expect(new URL(hit.url, receiverUrl).searchParams.get('Body')).toBe('hi');
    expect(twilio.validateRequest(TOKEN, String(hit.headers['x-twilio-signature']), `${receiverUrl}${hit.url}`, {})).toBe(true);
  });

  it('a call fires the VoiceUrl with the spoken words as SpeechResult', async () => {
    const c = clientFor(ACCOUNT, TOKEN);
    const n = await c.incomingPhoneNumbers.create({ areaCode: '512', voiceUrl: `${receiverUrl}/voice` });
    const out = await control('POST', '/calls', { to: n.phoneNumber, speech: 'Verification code is 123830.' });
    expect(out.body).toMatchObject({ kind: 'call', status: 200 });
    const params = Object.fromEntries(new URLSearchParams(received[0].body));
    expect(params).toMatchObject({ To: n.phoneNumber, Direction: 'inbound', SpeechResult: 'Verification code is 123830.' });
    expect(params.CallSid).toMatch(/^CA/);
    expect(twilio.validateRequest(TOKEN, String(received[0].headers['x-twilio-signature']), `${receiverUrl}/voice`, params)).toBe(true);
  });

  it('an SMS to a number the account does not own answers 404 and fires nothing', async () => {
    const out = await control('POST', '/sms', { to: '+14155550100', body: 'x' });
    expect(out.status).toBe(404);
    expect(received).toHaveLength(0);
    expect((await control('POST', '/sms', { to: 'nope', body: 'x' })).status).toBe(400);
  });
});
