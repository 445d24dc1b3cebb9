import { createHmac } from 'node:crypto';
import type { Logger } from '@platform/logger';
import { API_VERSION } from './resources';
import { newSid, type Delivery, type OwnedNumber, type SimStore } from './state';

/**
 * `X-Twilio-Signature`: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed by each
 * POST parameter's name and value in name order (GET: the URL with its query, no parameters).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

/** Sends a webhook as Twilio does (form POST, or GET with the parameters in the query) and records it. */
export async function fire(
  store: SimStore,
  log: Logger,
  authToken: string,
  d: Omit<Delivery, 'signature' | 'status' | 'error' | 'at'>,
  now: Date,
): Promise<Delivery> {
  const rec: Delivery = { ...d, signature: null, status: null, error: null, at: now.toISOString() };
  store.deliveries.push(rec);
  store.record(store.deliveries);
  if (!d.url) {
    rec.error = 'no webhook URL configured on the number';
    return rec;
  }
  let url = d.url;
  let body: string | undefined;
  if (d.method === 'GET') {
    const u = new URL(d.url);
    for (const [k, v] of Object.entries(d.params)) u.searchParams.append(k, v);
    url = u.toString();
    rec.signature = twilioSignature(authToken, url, {});
  } else {
    body = new URLSearchParams(d.params).toString();
    rec.signature = twilioSignature(authToken, url, d.params);
  }
  try {
    const res = await fetch(url, {
      method: d.method,
      headers: {
        'x-twilio-signature': rec.signature,
        'user-agent': 'TwilioProxy/1.1',
        accept: '*/*',
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } : {}),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    rec.status = res.status;
    await res.arrayBuffer().catch(() => undefined);
  } catch (err) {
    rec.error = (err as Error).message;
    log.warn({ url: d.url, err: rec.error }, 'telephony-sim webhook failed');
  }
  return rec;
}

/** The form parameters of an inbound SMS to an owned number (Twilio's messaging webhook). */
export function smsParams(accountSid: string, to: OwnedNumber, from: string, body: string, sid: string): Record<string, string> {
  return {
    ToCountry: to.pool.iso_country,
    ToState: to.pool.region ?? '',
    SmsMessageSid: sid,
    NumMedia: '0',
    ToCity: to.pool.locality ?? '',
    FromZip: '',
    SmsSid: sid,
    FromState: '',
    SmsStatus: 'received',
    FromCity: '',
    Body: body,
    FromCountry: '',
    To: to.pool.phone_number,
    ToZip: to.pool.postal_code ?? '',
    NumSegments: String(Math.max(1, Math.ceil(body.length / 160))),
    MessageSid: sid,
    AccountSid: accountSid,
    From: from,
    ApiVersion: API_VERSION,
  };
}

/**
 * The parameters of a call to an owned number once it is answered and the caller has spoken
 * (Twilio's voice webhook plus a `<Gather input="speech">` result: `SpeechResult`, `Confidence`).
 */
export function callParams(accountSid: string, to: OwnedNumber, from: string, speech: string, sid: string): Record<string, string> {
  return {
    AccountSid: accountSid,
    ApiVersion: API_VERSION,
    CallSid: sid,
    CallStatus: 'in-progress',
    Called: to.pool.phone_number,
    CalledCountry: to.pool.iso_country,
    Caller: from,
    Direction: 'inbound',
    From: from,
    To: to.pool.phone_number,
    ToCountry: to.pool.iso_country,
    SpeechResult: speech,
    Confidence: '0.96',
  };
}

export const messageSid = (): string => newSid('SM');
export const callSid = (): string => newSid('CA');
