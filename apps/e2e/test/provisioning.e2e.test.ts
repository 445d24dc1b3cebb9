/**
 * Number provisioning's provider in the whole stack (decision 0248): the harness starts the telephony
 * simulator beside messaging-proxy with one account. Risk removed: the stack's provider and
 * messaging-proxy disagreeing on the account, so every signed webhook carrying a verification code
 * would be refused. The provisioning journey itself runs in messaging-proxy's integration tests and,
 * driven from the setup page, in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the telephony provider of the stack', () => {
  it("reaches messaging-proxy's webhook with a signature it accepts; a forged one is refused", async () => {
    const sid = stack.env.TELEPHONY_ACCOUNT_SID;
    const auth = `Basic ${Buffer.from(`${sid}:${stack.env.TELEPHONY_AUTH_TOKEN}`).toString('base64')}`;
    const api = `${stack.telephonyUrl}/2010-04-01/Accounts/${sid}`;
    const found = await fetch(`${api}/AvailablePhoneNumbers/US/Local.json?SmsEnabled=true`, { headers: { authorization: auth } });
    expect(found.status).toBe(200);
    const number = ((await found.json()) as { available_phone_numbers: Array<{ phone_number: string }> }).available_phone_numbers[0].phone_number;
    const smsUrl = `${stack.messagingProxyHttpUrl}/telephony/webhooks/sms`;
    const bought = await fetch(`${api}/IncomingPhoneNumbers.json`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ PhoneNumber: number, SmsUrl: smsUrl, FriendlyName: `e2e:${stack.id}` }).toString(),
    });
    expect(bought.status).toBe(201);

    const sms = await fetch(`${stack.telephonyUrl}/control/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: number, body: 'WhatsApp code 123-456' }),
    });
    expect(sms.status).toBe(200);
    expect(await sms.json()).toMatchObject({ url: smsUrl, status: 200 });

    const forged = await fetch(smsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' },
      body: new URLSearchParams({ To: number, Body: 'WhatsApp code 123-456' }).toString(),
    });
    expect(forged.status).toBe(403);
  }, 60_000);
});
