import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verify, verifySignature, WebhookVerificationError, type WebhookEvent } from '../index';

/** The Standard Webhooks specification's vectors (source noted in the file). */
const V = JSON.parse(readFileSync(join(__dirname, '../../test-fixtures/standard-webhooks-vectors.json'), 'utf8')) as {
  secret: string;
  msgId: string;
  payload: string;
  toleranceSeconds: number;
  known: { secret: string; timestamp: number; signature: string };
  invalidSignature: string;
  invalidTimestamp: string;
  multiSignatureDecoys: string[];
};

const at = (seconds: number) => vi.setSystemTime(new Date(seconds * 1000));
const headers = (signature = V.known.signature, timestamp = String(V.known.timestamp)): Record<string, string> => ({
  'webhook-id': V.msgId,
  'webhook-timestamp': timestamp,
  'webhook-signature': signature,
});
const reasonOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return (error as WebhookVerificationError).reason;
  }
};

describe('verifySignature: the Standard Webhooks vectors', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(V.known.timestamp);
  });
  afterEach(() => void vi.useRealTimers());

  it('accepts the known signature of the known message, with and without the whsec_ prefix', () => {
    expect(verifySignature(V.payload, headers(), V.known.secret)).toEqual({ test: 2432232314 });
    expect(verifySignature(Buffer.from(V.payload), headers(), V.secret)).toEqual({ test: 2432232314 });
  });

  it('accepts a signature list holding the valid one among others (secret rotation)', () => {
    const list = [V.multiSignatureDecoys[0], V.multiSignatureDecoys[1], V.known.signature, V.multiSignatureDecoys[2]].join(' ');
    expect(verifySignature(V.payload, headers(list), V.known.secret)).toEqual({ test: 2432232314 });
  });

  it('refuses a missing header', () => {
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const h = headers();
      delete h[name];
      expect(reasonOf(() => verifySignature(V.payload, h, V.known.secret))).toBe('missing_headers');
    }
  });

  it('refuses an unreadable timestamp, and one outside the tolerance either way', () => {
    expect(reasonOf(() => verifySignature(V.payload, headers(V.known.signature, V.invalidTimestamp), V.known.secret))).toBe('bad_timestamp');
    at(V.known.timestamp + V.toleranceSeconds + 1);
    expect(reasonOf(() => verifySignature(V.payload, headers(), V.known.secret))).toBe('timestamp_too_old');
    at(V.known.timestamp - V.toleranceSeconds - 1);
    expect(reasonOf(() => verifySignature(V.payload, headers(), V.known.secret))).toBe('timestamp_too_new');
  });

  it('refuses an invalid, a partial and an empty signature, a changed body and another secret', () => {
    expect(reasonOf(() => verifySignature(V.payload, headers(V.invalidSignature), V.known.secret))).toBe('bad_signature');
    expect(reasonOf(() => verifySignature(V.payload, headers(V.known.signature.slice(0, 8)), V.known.secret))).toBe('bad_signature');
    expect(reasonOf(() => verifySignature(V.payload, headers('v1,'), V.known.secret))).toBe('bad_signature');
    expect(reasonOf(() => verifySignature(V.payload.replace('2432232314', '2432232315'), headers(), V.known.secret))).toBe('bad_signature');
    expect(reasonOf(() => verifySignature(V.payload, headers(), 'whsec_' + Buffer.alloc(32, 7).toString('base64')))).toBe('bad_signature');
  });
});

describe('verify: the typed event', () => {
  const secret = 'whsec_' + Buffer.alloc(32, 1).toString('base64');
  const sign = (body: string) => {
    const now = new Date();
    return {
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('evt_1', now, body),
    };
  };

  it('returns a v2 event narrowed by its name, from node-style or Fetch headers', () => {
    const body = JSON.stringify({ event: 'agent.run.completed', agent_run: { id: 'r1', status: 'completed' } });
    const event: WebhookEvent = verify(body, sign(body), secret);
    expect(event.event === 'agent.run.completed' && event.agent_run.id).toBe('r1');
    const nodeHeaders = Object.fromEntries(Object.entries(sign(body)).map(([k, v]) => [k.toUpperCase(), [v]]));
    expect(verify(body, nodeHeaders, secret).event).toBe('agent.run.completed');
    expect(verify(body, new Headers(sign(body)), secret).event).toBe('agent.run.completed');
  });

  it('returns a v1 event for a v1 webhook', () => {
    const body = JSON.stringify({ type: 'agent.run.failed', occurred_at: '2026-01-01T00:00:00Z', data: { agent_run: { id: 'r1', status: 'failed' } } });
    const event = verify(body, sign(body), secret, { payloadVersion: 'v1' });
    expect(event.type === 'agent.run.failed' && event.data.agent_run.status).toBe('failed');
  });

  it('refuses a signed body that is not an event of the payload version, or not JSON', () => {
    const v1Body = JSON.stringify({ type: 'agent.run.failed', occurred_at: 'x', data: {} });
    expect(reasonOf(() => verify(v1Body, sign(v1Body), secret))).toBe('bad_payload');
    expect(reasonOf(() => verify('not json', sign('not json'), secret))).toBe('bad_payload');
  });
});
