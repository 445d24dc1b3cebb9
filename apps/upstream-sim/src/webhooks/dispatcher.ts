import type { Logger } from '@platform/logger';
import { randomToken } from '../ids';
import type { SimSettings, WebhookConfig } from '../sim-settings';
import type { Timers } from '../timers';
import { envelope, type WebhookEnvelope } from './payloads';
import { hubSignature } from './signature';
import type { Clock } from '../clock';

/** One delivery attempt. */
export interface DeliveryAttempt {
  at: string;
  /** HTTP status answered, or null when the request failed (refused, timed out). */
  status: number | null;
  error?: string;
}

/** A webhook payload and its delivery history. */
export interface WebhookDelivery {
  id: number;
  url: string | null;
  field: string;
  waba_id: string;
  /** The exact bytes POSTed. */
  body: string;
  payload: WebhookEnvelope;
  signature: string;
  state: 'delivered' | 'retrying' | 'failed' | 'skipped';
  skip_reason?: string;
  attempts: DeliveryAttempt[];
  /** Set on a redelivery: the delivery whose body this repeats. */
  duplicate_of?: number;
}

/** Most deliveries kept in memory. */
const MAX_DELIVERIES = 2_000;

/**
 * Sends signed webhooks the way upstream does: POST of the JSON envelope with
 * `X-Hub-Signature-256`; any answer but 200 (or none) is retried on the settings' schedule;
 * a payload can be redelivered unchanged to produce a duplicate (reference 0 #6, 2.2).
 */
export class WebhookDispatcher {
  readonly deliveries: WebhookDelivery[] = [];
  private seq = 0;

  constructor(
    private readonly config: WebhookConfig,
    private readonly settings: SimSettings,
    private readonly timers: Timers,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly isSubscribed: (wabaId: string) => boolean,
    /** The app's callback override of a WABA (`subscribed_apps` with `override_callback_uri`), if any. */
    private readonly overrideUrl: (wabaId: string) => string | null = () => null,
  ) {}

  /** Builds, signs and delivers one change; resolves after the first attempt (retries continue in the background). */
  async send(wabaId: string, field: string, value: unknown): Promise<WebhookDelivery> {
    const payload = envelope(wabaId, this.clock.now(), { field, value });
    const body = JSON.stringify(payload);
    const record: WebhookDelivery = {
      id: ++this.seq,
      url: this.overrideUrl(wabaId) ?? this.config.url,
      field,
      waba_id: wabaId,
      body,
      payload,
      signature: hubSignature(this.config.appSecret, body),
      state: 'retrying',
      attempts: [],
    };
    this.remember(record);
    if (!record.url) return this.skip(record, 'no webhook url configured');
    if (this.settings.requireSubscription && !this.isSubscribed(wabaId)) return this.skip(record, 'app not subscribed to the WABA');
    await this.attempt(record, 0);
    return record;
  }

  /** Sends the last payload again, byte for byte, with the same signature (a duplicate delivery). */
  async redeliverLast(): Promise<WebhookDelivery | null> {
    const last = [...this.deliveries].reverse().find((d) => d.state !== 'skipped');
    if (!last) return null;
    const copy: WebhookDelivery = { ...last, id: ++this.seq, url: this.config.url, attempts: [], state: 'retrying', duplicate_of: last.id };
    this.remember(copy);
    if (!copy.url) return this.skip(copy, 'no webhook url configured');
    await this.attempt(copy, 0);
    return copy;
  }

  /**
   * The verification handshake: GET `<url>?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`;
   * verified when the answer is 200 with the challenge as the body. Without `other`, the app's
   * configured callback (and its `verified_at`); with it, a callback override being set.
   */
  async verify(other?: {
    url: string;
    verifyToken: string;
  }): Promise<{ ok: boolean; url: string | null; status: number | null; challenge: string; body: string | null; error?: string }> {
    const challenge = randomToken(12);
    const url = other ? other.url : this.config.url;
    if (!url) return { ok: false, url, status: null, challenge, body: null, error: 'no webhook url configured' };
    const target = new URL(url);
    target.searchParams.set('hub.mode', 'subscribe');
    target.searchParams.set('hub.verify_token', other ? other.verifyToken : (this.config.verifyToken ?? ''));
    target.searchParams.set('hub.challenge', challenge);
    try {
      const res = await fetch(target, { signal: AbortSignal.timeout(this.settings.deliveryTimeoutMs) });
      const body = await res.text();
      const ok = res.status === 200 && body.trim() === challenge;
      if (ok && !other) this.config.verifiedAt = this.clock.now();
      return { ok, url, status: res.status, challenge, body };
    } catch (err) {
      return { ok: false, url, status: null, challenge, body: null, error: (err as Error).message };
    }
  }

  /** Forgets the delivery history. */
  clear(): void {
    this.deliveries.length = 0;
  }

  private skip(record: WebhookDelivery, reason: string): WebhookDelivery {
    record.state = 'skipped';
    record.skip_reason = reason;
    return record;
  }

  private remember(record: WebhookDelivery): void {
    this.deliveries.push(record);
    if (this.deliveries.length > MAX_DELIVERIES) this.deliveries.splice(0, this.deliveries.length - MAX_DELIVERIES);
  }

  private async attempt(record: WebhookDelivery, retryIndex: number): Promise<void> {
    const attempt: DeliveryAttempt = { at: this.clock.now().toISOString(), status: null };
    try {
      const res = await fetch(record.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': record.signature, 'user-agent': 'facebookexternalua' },
        body: record.body,
        signal: AbortSignal.timeout(this.settings.deliveryTimeoutMs),
      });
      attempt.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      attempt.error = (err as Error).message;
    }
    record.attempts.push(attempt);
    // Upstream retries any answer other than 200 (reference 2.2), so a 204 or 202 is retried too.
    const ok = attempt.status === 200;
    if (ok) {
      record.state = 'delivered';
      return;
    }
    const delay = this.settings.retryDelaysMs[retryIndex];
    if (delay === undefined) {
      record.state = 'failed';
      this.log.warn({ delivery: record.id, field: record.field, status: attempt.status }, 'webhook delivery failed for good');
      return;
    }
    record.state = 'retrying';
    this.timers.after(delay, () => this.attempt(record, retryIndex + 1));
  }
}
