/**
 * The telephony adapter (src/infra/telephony) through the official `twilio` client against
 * apps/telephony-sim run as its own process. Risks removed: a retried purchase for one setup link
 * buying twice; a release that fails when repeated; provider errors not classified; an
 * inbound webhook whose signature the adapter would not check like the provider signs it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { startListeningProcess, waitFor, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TelephonyClient, TelephonyError, telephonyFromConfig } from '../../src/infra/telephony/telephony-client';

const REPO = resolve(__dirname, '../../../..');
const ACCOUNT = 'AC' + '1'.repeat(32);
const TOKEN = 'adapter-test-token';

let sim: ListeningProcess;
let receiver: Server;
let receiverUrl: string;
let tel: TelephonyClient;
const received: Array<{ url: string; signature: string | undefined; body: string }> = [];

const control = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${sim.url}/control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (r.status === 204 ? null : await r.json()) as Record<string, unknown> };
};

const purchases = async (): Promise<number> => {
  const reqs = (await control('GET', '/requests')).body.data as Array<{ method: string; path: string; status: number }>;
  return reqs.filter((r) => r.method === 'POST' && r.path.endsWith('/IncomingPhoneNumbers.json') && r.status === 201).length;
};

beforeAll(async () => {
  sim = await startListeningProcess({
    entry: resolve(REPO, 'apps/telephony-sim/src/main.ts'),
    readyMessage: 'telephony simulator listening',
    cwd: REPO,
    env: { SIM_ACCOUNT_SID: ACCOUNT, SIM_AUTH_TOKEN: TOKEN },
  });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url!, signature: req.headers['x-twilio-signature'] as string | undefined, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  tel = telephonyFromConfig({ TELEPHONY_ACCOUNT_SID: ACCOUNT, TELEPHONY_AUTH_TOKEN: TOKEN, TELEPHONY_BASE_URL: sim.url, UPSTREAM_TIMEOUT_MS: 10_000 })!;
}, 60_000);
afterAll(async () => {
  await sim?.stop();
  await new Promise((r) => receiver?.close(r));
});
beforeEach(async () => {
  received.length = 0;
  await control('POST', '/reset');
});

describe('telephony adapter', () => {
  it('is not built without an account', () => {
    expect(telephonyFromConfig({ UPSTREAM_TIMEOUT_MS: 1000 })).toBeNull();
  });

  it('searches numbers of a country and area code', async () => {
    const found = await tel.searchNumbers({ country: 'US', areaCode: '415' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.phoneNumber.startsWith('+1415') && n.sms && n.voice && n.isoCountry === 'US')).toBe(true);
    expect(await tel.searchNumbers({ country: 'US', areaCode: '907' })).toEqual([]);
  });

  it('buys one number per link: a retry gets the same number back, nothing bought twice', async () => {
    const first = await tel.buyNumber({ linkId: 'link-1', country: 'US', areaCode: '212', smsUrl: `${receiverUrl}/sms` });
    expect(first.phoneNumber).toMatch(/^\+1212/);
    expect(first.smsUrl).toBe(`${receiverUrl}/sms`);
    const again = await tel.buyNumber({ linkId: 'link-1', country: 'US', areaCode: '212', smsUrl: `${receiverUrl}/sms` });
    expect(again.sid).toBe(first.sid);
    expect(await purchases()).toBe(1);
    const other = await tel.buyNumber({ linkId: 'link-2', country: 'US', areaCode: '212', smsUrl: `${receiverUrl}/sms` });
    expect(other.sid).not.toBe(first.sid);
  });

  it('a purchase whose answer was lost (client timeout) is found again by the retry, not bought twice', async () => {
    const impatient = new TelephonyClient({ accountSid: ACCOUNT, authToken: TOKEN, baseUrl: sim.url, timeoutMs: 200 });
    await control('POST', '/faults', { kind: 'latency', latencyMs: 1500, match: { method: 'POST', path: 'IncomingPhoneNumbers' }, times: 1 });
    await expect(impatient.buyNumber({ linkId: 'link-lost', country: 'US', areaCode: '415', smsUrl: `${receiverUrl}/sms` })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    // The provider finished the purchase after the client gave up.
    const owned = async () => ((await control('GET', '/state')).body.owned as unknown[]).length;
    await waitFor(async () => (await owned()) === 1);
    const retried = await tel.buyNumber({ linkId: 'link-lost', country: 'US', areaCode: '415', smsUrl: `${receiverUrl}/sms` });
    expect((await tel.numbersOfLink('link-lost')).map((n) => n.sid)).toEqual([retried.sid]);
    expect(await owned()).toBe(1);
  });

  it('no numbers in the area: no_numbers (21452), nothing bought', async () => {
    const err = await tel.buyNumber({ linkId: 'link-3', country: 'US', areaCode: '907', smsUrl: `${receiverUrl}/sms` }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelephonyError);
    expect(err).toMatchObject({ kind: 'no_numbers', code: 21452 });
    expect(await purchases()).toBe(0);
  });

  it('classifies provider failures: wrong credentials → auth, 5xx → unavailable', async () => {
    const wrong = new TelephonyClient({ accountSid: ACCOUNT, authToken: 'nope', baseUrl: sim.url });
    await expect(wrong.searchNumbers({ country: 'US' })).rejects.toMatchObject({ kind: 'auth', code: 20003, status: 401 });
    await control('POST', '/faults', { kind: 'http_error', status: 503, times: 1 });
    await expect(tel.searchNumbers({ country: 'US' })).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('releases a number, and a second release is a no-op', async () => {
    const n = await tel.buyNumber({ linkId: 'link-4', country: 'US', smsUrl: `${receiverUrl}/sms` });
    await tel.release(n.sid);
    expect(await tel.numbersOfLink('link-4')).toEqual([]);
    await expect(tel.release(n.sid)).resolves.toBeUndefined();
  });

  it('verifies the signature of the SMS webhook the provider sends, and rejects a tampered one', async () => {
    const n = await tel.buyNumber({ linkId: 'link-5', country: 'US', areaCode: '415', smsUrl: `${receiverUrl}/sms/link-5` });
    expect((await control('POST', '/sms', { to: n.phoneNumber, body: 'WhatsApp code 123-830' })).status).toBe(200);
    expect(received).toHaveLength(1);
    const params = Object.fromEntries(new URLSearchParams(received[0].body));
    const url = `${receiverUrl}${received[0].url}`;
    expect(params.Body).toBe('WhatsApp code 123-830');
    expect(tel.verifySignature(url, params, received[0].signature)).toBe(true);
    expect(tel.verifySignature(url, { ...params, Body: 'WhatsApp code 999-999' }, received[0].signature)).toBe(false);
    expect(tel.verifySignature(`${receiverUrl}/sms/other`, params, received[0].signature)).toBe(false);
    expect(tel.verifySignature(url, params, undefined)).toBe(false);
  });
});
