import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { RawForwardRow, RawForwardsRepository } from '../infra/db/raw-forwards.repository';
import type { ForwardSender } from '../infra/http/forward-sender';
import type { UsecaseContext } from './context';

/** Delays before attempts 2..n, in ms: the project webhooks' schedule (decision 0302). */
export const DEFAULT_FORWARD_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Options of the forwarding engine. */
export interface RawForwardsOptions {
  sender: ForwardSender;
  repo: RawForwardsRepository;
  /** Delays before the 2nd, 3rd, … attempt; after the last the forward fails. */
  scheduleMs?: number[];
  pollMs?: number;
}

/** `X-Hub-Signature-256` of a body under a key. */
export function hubSignature(key: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/**
 * Raw forwarding (issue 14 item 6; decision 0501): every upstream payload for a number with a
 * `webhook_destination_url` is queued with the receipt (durable before the upstream's 200) and
 * delivered unchanged by this engine: first the standard handshake against that URL with the
 * number's verify token (challenge echoed; recorded as `webhook_verified_at`, repeated when the URL
 * changes), then a POST signed `X-Hub-Signature-256: sha256=HMAC-SHA256(webhook_verify_token,
 * body)` with `X-Idempotency-Key: <SHA-256 of the body>`, retried on the project webhooks' schedule,
 * every connection through the SSRF policy.
 */
export class RawForwardsUsecase {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly opts: RawForwardsOptions,
  ) {}

  /** Starts polling (and serving wakes). */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs ?? 1_000);
    this.timer.unref();
  }

  /** Runs a pass now unless one is running. */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.pass()
      .then(() => undefined)
      .catch((err) => this.ctx.logger.warn({ err }, 'raw forwarding pass failed; retried on the next tick'))
      .finally(() => (this.running = undefined));
  }

  /** Stops and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass: claims due forwards and attempts each (returns how many were attempted). */
  async pass(): Promise<number> {
    const rows = await this.opts.repo.claimDue(this.ctx.clock.now(), 20, 60_000);
    await Promise.all(rows.map((r) => this.attempt(r)));
    return rows.length;
  }

  private async attempt(row: RawForwardRow): Promise<void> {
    const number = await this.ctx.phoneNumbers.byInternalId(row.internal_id);
    const attempts = row.attempt_count + 1;
    const now = this.ctx.clock.now();
    const fail = (error: string, status?: number) => this.retryOrFail(row, attempts, error, status);
    if (!number || number.public.webhook_destination_url !== row.url) {
      await this.opts.repo.recordAttempt(row.id, {
        status: 'failed',
        attempts,
        nextAttemptAt: now,
        lastError: 'the number or its webhook_destination_url changed',
        now,
      });
      return;
    }
    if (!number.webhookVerifyTokenCiphertext) return fail('the number has no webhook_verify_token to verify and sign with');
    const token = this.ctx.tokens.openVerifyToken(number.projectId, number.phoneNumberId, number.webhookVerifyTokenCiphertext);
    if (number.webhookDestinationVerifiedUrl !== row.url) {
      const problem = await this.handshake(number, row.url, token);
      if (problem) return fail(`handshake: ${problem}`);
    }
    const body = Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body as unknown as Uint8Array);
    const r = await this.opts.sender({
      method: 'POST',
      url: row.url,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(token, body),
        'x-idempotency-key': createHash('sha256').update(body).digest('hex'),
      },
      body,
    });
    if (r.status !== undefined && r.status >= 200 && r.status < 300) {
      await this.opts.repo.recordAttempt(row.id, { status: 'delivered', attempts, nextAttemptAt: now, lastStatus: r.status, now });
      return;
    }
    return fail(r.error ?? `HTTP ${r.status}`, r.status);
  }

  /** The subscription handshake against the destination; undefined when it passed. */
  private async handshake(number: PhoneNumberRow, url: string, token: string): Promise<string | undefined> {
    const challenge = randomBytes(12).toString('hex');
    const u = new URL(url);
    u.searchParams.set('hub.mode', 'subscribe');
    u.searchParams.set('hub.verify_token', token);
    u.searchParams.set('hub.challenge', challenge);
    const r = await this.opts.sender({ method: 'GET', url: u.toString() });
    if (r.error) return r.error;
    if (r.status !== 200 || (r.body ?? '').trim() !== challenge) return `expected 200 with the challenge, got ${r.status}`;
    await this.ctx.phoneNumbers.markDestinationVerified(number.internalId, url, this.ctx.clock.now());
    return undefined;
  }

  private async retryOrFail(row: RawForwardRow, attempts: number, error: string, status?: number): Promise<void> {
    const schedule = this.opts.scheduleMs ?? DEFAULT_FORWARD_SCHEDULE_MS;
    const now = this.ctx.clock.now();
    const delay = schedule[attempts - 1];
    if (delay === undefined) {
      await this.opts.repo.recordAttempt(row.id, { status: 'failed', attempts, nextAttemptAt: now, lastStatus: status, lastError: error, now });
      this.ctx.logger.warn({ phone_number_id: row.phone_number_id, attempts, error }, 'raw forward failed for good');
      return;
    }
    await this.opts.repo.recordAttempt(row.id, {
      status: 'pending',
      attempts,
      nextAttemptAt: new Date(now.getTime() + delay),
      lastStatus: status,
      lastError: error,
      now,
    });
  }
}
