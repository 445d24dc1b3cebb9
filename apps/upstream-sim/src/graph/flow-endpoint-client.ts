import { constants, createCipheriv, createDecipheriv, createHmac, publicEncrypt, randomBytes } from 'node:crypto';
import type { SimRuntime } from '../runtime';
import { flowsOf, type SimFlow } from '../state/flows';

/** The upstream's data-exchange timeout (reference 2.6: 10 s, alert `timeout_error`). */
export const ENDPOINT_TIMEOUT_MS = 10_000;
/** ENDPOINT_AVAILABILITY fires below this availability (%) over the recent window. */
const AVAILABILITY_THRESHOLD = 90;
/** Probes the availability is computed over, and how many are needed before an alert. */
const WINDOW = 10;
const MIN_PROBES = 5;

/** What the test asks the simulated client to send. */
export interface DataExchangeInput {
  action: 'ping' | 'INIT' | 'data_exchange' | 'BACK' | 'navigate';
  screen?: string;
  data?: Record<string, unknown>;
  flow_token?: string;
  /** Number whose business public key encrypts the request; default: the first of the WABA with one. */
  phone_number_id?: string;
  /** Corrupt the ciphertext (the endpoint must answer 421). */
  tamper?: boolean;
  /** Sign with a wrong secret (the endpoint must answer 432). */
  bad_signature?: boolean;
}

/** What came back, decrypted when possible. */
export interface DataExchangeOutcome {
  status: number | null;
  /** The decrypted reply (a 200 whose body decrypts), else null. */
  response: unknown;
  /** The raw body as received. */
  raw_body: string | null;
  latency_ms: number;
  error: string | null;
  /** The request the client encrypted (as the endpoint should see it). */
  request: Record<string, unknown>;
}

/**
 * Sends one encrypted data-exchange request to a flow's endpoint as the upstream does (reference
 * 2.6, platform-capabilities 5.2): a fresh AES-128 key wrapped with RSA-OAEP (SHA-256) under the
 * business public key, the payload AES-GCM with a random IV (16-byte tag appended), the body signed
 * `X-Hub-Signature-256` with the app secret; the reply decrypted with the same key and the IV's
 * bits flipped. Records the outcome and raises/clears ENDPOINT_AVAILABILITY alerts (`flows` webhook).
 */
export async function sendDataExchange(sim: SimRuntime, flow: SimFlow, input: DataExchangeInput): Promise<DataExchangeOutcome> {
  const state = flowsOf(sim.store);
  if (!flow.endpoint_uri) throw new Error('the flow has no endpoint_uri');
  const numberId = input.phone_number_id ?? sim.store.numbersOf(flow.waba_id).find((pn) => state.publicKeys.has(pn.id))?.id;
  const publicKey = numberId ? state.publicKeys.get(numberId) : undefined;
  if (!publicKey) throw new Error('no business public key is set for a number of this flow');

  const request: Record<string, unknown> =
    input.action === 'ping'
      ? { version: '3.0', action: 'ping' }
      : { version: '3.0', action: input.action, screen: input.screen, data: input.data ?? {}, flow_token: input.flow_token };
  const aesKey = randomBytes(16);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-gcm', aesKey, iv);
  let encrypted = Buffer.concat([cipher.update(JSON.stringify(request), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  if (input.tamper) {
    encrypted = Buffer.from(encrypted);
    encrypted[0] ^= 0xff;
  }
  const wrappedKey = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  const body = JSON.stringify({
    encrypted_flow_data: encrypted.toString('base64'),
    encrypted_aes_key: wrappedKey.toString('base64'),
    initial_vector: iv.toString('base64'),
  });
  const secret = input.bad_signature ? `${sim.app.secret}-wrong` : sim.app.secret;
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  const started = performance.now();
  const outcome: DataExchangeOutcome = { status: null, response: null, raw_body: null, latency_ms: 0, error: null, request };
  try {
    const res = await fetch(flow.endpoint_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    });
    outcome.status = res.status;
    outcome.raw_body = await res.text();
    if (res.status === 200) {
      try {
        const buf = Buffer.from(outcome.raw_body, 'base64');
        const flipped = Buffer.from(iv.map((b) => ~b & 0xff));
        const decipher = createDecipheriv('aes-128-gcm', aesKey, flipped);
        decipher.setAuthTag(buf.subarray(buf.length - 16));
        const plain = Buffer.concat([decipher.update(buf.subarray(0, buf.length - 16)), decipher.final()]).toString('utf8');
        outcome.response = JSON.parse(plain);
      } catch {
        outcome.error = 'response-decryption-error';
      }
    } else {
      outcome.error = 'unexpected_http_status_code';
    }
  } catch (e) {
    outcome.error = (e as Error).name === 'TimeoutError' ? 'timeout_error' : 'no_http_response_error';
  }
  outcome.latency_ms = Math.round(performance.now() - started);
  await recordAndAlert(sim, flow, outcome);
  return outcome;
}

async function recordAndAlert(sim: SimRuntime, flow: SimFlow, outcome: DataExchangeOutcome): Promise<void> {
  const state = flowsOf(sim.store);
  const probes = state.recordProbe(flow.id, {
    at: sim.clock.now(),
    ok: outcome.error === null,
    status: outcome.status,
    latency_ms: outcome.latency_ms,
    error: outcome.error,
  });
  const recent = probes.slice(-WINDOW);
  if (recent.length < MIN_PROBES) return;
  const availability = Math.round((recent.filter((p) => p.ok).length / recent.length) * 100);
  const active = state.alerts.get(flow.id) ?? false;
  const below = availability < AVAILABILITY_THRESHOLD;
  if (below === active) return;
  state.alerts.set(flow.id, below);
  await sim.dispatcher.send(flow.waba_id, 'flows', {
    event: 'ENDPOINT_AVAILABILITY',
    message: below ? `Endpoint availability dropped below ${AVAILABILITY_THRESHOLD}%` : `Endpoint availability is back above ${AVAILABILITY_THRESHOLD}%`,
    flow_id: flow.id,
    alert_state: below ? 'ACTIVATED' : 'DEACTIVATED',
    availability,
    threshold: AVAILABILITY_THRESHOLD,
    requests_count: recent.length,
    errors: Object.entries(
      recent
        .filter((p) => !p.ok)
        .reduce<Record<string, number>>((acc, p) => {
          acc[p.error ?? 'unknown'] = (acc[p.error ?? 'unknown'] ?? 0) + 1;
          return acc;
        }, {}),
    ).map(([error_type, error_count]) => ({ error_type, error_count, error_rate: Math.round((error_count / recent.length) * 100) })),
  });
}
