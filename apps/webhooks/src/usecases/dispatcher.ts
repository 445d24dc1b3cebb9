/**
 * The delivery dispatcher: claims due deliveries (FOR UPDATE SKIP LOCKED, leased), sends each
 * signed attempt, records it and schedules the next per the retry policy. Isolation: a global cap
 * of attempts in flight plus a per-endpoint cap, and the claim never hands this process more rows
 * of an endpoint than it has free slots for, so a slow or dead endpoint holds at most its own slots
 * while the others keep flowing. Crash safety: a claim is a lease; a process killed mid-attempt
 * leaves the row due again at the lease end (at least once, never lost).
 */
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { transition } from '../domain/delivery-state';
import { classifyAttempt, maxAttempts, nextAttemptAt, parseRetryAfter, shouldAutoDisable, type RetryPolicy } from '../domain/retry-policy';
import { signatureHeader } from '../domain/signing';
import type { SecretBox } from '../infra/crypto/secret-box';
import { currentlyFailingSince } from '../infra/db/webhooks.repository';
import { claimById, type ClaimedDelivery, type DeliveriesRepository, type DeliveryRow } from '../infra/db/deliveries.repository';
import type { Sender, SendResult } from '../infra/http/sender';

/** Settings of the dispatcher. */
export interface DispatcherOptions {
  db: Db;
  deliveries: DeliveriesRepository;
  sender: Sender;
  secrets: SecretBox;
  clock: Clock;
  logger: Logger;
  policy: RetryPolicy;
  timeoutMs: number;
  leaseMarginMs: number;
  maxInFlight: number;
  maxInFlightPerEndpoint: number;
  pollMs: number;
  disableAfterMs: number;
}

/** User-Agent of every attempt. */
export const USER_AGENT = 'messaging-platform-webhooks/1.0';

const CLAIM_BATCH = 200;
const WAKE_COALESCE_MS = 5;

/** Coarseness of last_success_at (ms): far below the auto-disable window, far above attempt rates. */
export const SUCCESS_WRITE_INTERVAL_MS = 10_000;

/** Builds the headers of one attempt (Standard Webhooks + event name, version, idempotency key). */
export function attemptHeaders(d: Pick<ClaimedDelivery, 'id' | 'event_id' | 'event_name' | 'payload_version' | 'attempt_count'>, secrets: string[], timestampS: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': d.event_id,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': signatureHeader(secrets, d.event_id, timestampS, body),
    'x-webhook-event': d.event_name,
    'x-webhook-payload-version': d.payload_version,
    'x-idempotency-key': d.event_id,
    'x-webhook-delivery-id': d.id,
    'x-webhook-attempt': String(d.attempt_count),
  };
}

/** The running dispatcher. */
export class Dispatcher {
  private inFlight = 0;
  private readonly perEndpoint = new Map<string, number>();
  private pumping = false;
  private again = false;
  private scheduled = false;
  private stopping = false;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly idle = new Set<() => void>();

  constructor(private readonly o: DispatcherOptions) {}

  /** Starts polling. */
  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.o.pollMs);
    this.wake();
  }

  /** Asks for a claim soon (coalesced): new deliveries were committed or a slot freed. */
  wake(): void {
    if (this.scheduled || this.stopping || !this.started) return;
    this.scheduled = true;
    // A few ms of coalescing turns hundreds of completions per second into a few claims of useful size.
    setTimeout(() => {
      this.scheduled = false;
      void this.pump();
    }, WAKE_COALESCE_MS);
  }

  /** Stops claiming and waits (bounded) for attempts in flight; unfinished ones are retried after their lease. */
  async stop(maxWaitMs = 5_000): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.inFlight === 0) return;
    await Promise.race([new Promise<void>((r) => this.idle.add(r)), new Promise((r) => setTimeout(r, maxWaitMs))]);
  }

  /** Attempts in flight now (tests and metrics). */
  get activeAttempts(): number {
    return this.inFlight;
  }

  /** Attempts one specific pending delivery now and waits for the result (test sends). */
  async deliverNow(deliveryId: string): Promise<void> {
    const now = this.o.clock.now();
    const claimed = await claimById(this.o.db, deliveryId, now, this.leaseEnd(now));
    if (claimed) await this.attempt(claimed);
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.o.timeoutMs + this.o.leaseMarginMs);
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        const free = this.o.maxInFlight - this.inFlight;
        if (free <= 0 || this.stopping) break;
        const now = this.o.clock.now();
        const limit = Math.min(free, CLAIM_BATCH);
        const claimed = await this.o.deliveries.claim({ now, leaseUntil: this.leaseEnd(now), limit, perEndpoint: this.o.maxInFlightPerEndpoint, busy: this.perEndpoint });
        for (const c of claimed) this.launch(c);
        if (claimed.length === limit) this.again = true;
      } while (this.again && !this.stopping);
    } catch (err) {
      this.o.logger.error({ err }, 'claiming deliveries failed; retrying on the next tick');
    } finally {
      this.pumping = false;
    }
  }

  private launch(c: ClaimedDelivery): void {
    this.inFlight++;
    this.perEndpoint.set(c.webhook_id, (this.perEndpoint.get(c.webhook_id) ?? 0) + 1);
    this.attempt(c)
      .catch((err) => this.o.logger.error({ err, deliveryId: c.id }, 'attempt bookkeeping failed; the lease will retry it'))
      .finally(() => {
        this.inFlight--;
        const left = (this.perEndpoint.get(c.webhook_id) ?? 1) - 1;
        if (left <= 0) this.perEndpoint.delete(c.webhook_id);
        else this.perEndpoint.set(c.webhook_id, left);
        if (this.inFlight === 0) for (const r of this.idle) r();
        this.wake();
      });
  }

  /** One attempt of a claimed delivery, then its bookkeeping in one transaction. */
  private async attempt(c: ClaimedDelivery): Promise<void> {
    const started = this.o.clock.now();
    if (!c.webhook_active || c.webhook_deleted_at) return this.finishWithoutSending(c, 'webhook is not active');
    if (c.body === null) return this.finishWithoutSending(c, 'event has no payload in this version');
    const secrets = [this.o.secrets.open(c.secret_enc, c.webhook_id)];
    if (c.previous_secret_enc && c.previous_secret_expires_at && new Date(c.previous_secret_expires_at) > started) secrets.push(this.o.secrets.open(c.previous_secret_enc, c.webhook_id));
    const ts = Math.floor(started.getTime() / 1000);
    const result = await this.o.sender({ url: c.webhook_url, headers: attemptHeaders(c, secrets, ts, c.body), body: c.body });
    await this.record(c, started, result);
  }

  private async finishWithoutSending(c: ClaimedDelivery, reason: string): Promise<void> {
    const now = this.o.clock.now();
    const t = transition('pending', 'endpoint_inactive');
    if (!t.ok) return;
    await this.o.db.knex('deliveries').where({ id: c.id, status: 'pending', attempt_count: c.attempt_count }).update({ status: t.next, attempt_count: c.attempt_count - 1, last_error: reason, next_attempt_at: null, updated_at: now });
  }

  private async record(c: ClaimedDelivery, started: Date, r: SendResult): Promise<void> {
    const now = this.o.clock.now();
    const outcome = classifyAttempt(r);
    const error = r.error ?? (outcome === 'success' ? null : `HTTP ${r.status}`);
    const changes: Partial<DeliveryRow> = { response_status: r.status ?? null, last_error: error, last_failed: outcome !== 'success', updated_at: now, url: c.webhook_url };
    let disable: 'gone' | 'failing' | undefined;
    if (outcome === 'success') {
      const t = transition('pending', 'attempt_succeeded');
      if (t.ok) Object.assign(changes, { status: t.next, delivered_at: now, next_attempt_at: null });
    } else if (outcome === 'gone') {
      const t = transition('pending', 'endpoint_gone');
      if (t.ok) Object.assign(changes, { status: t.next, next_attempt_at: null });
      disable = 'gone';
    } else {
      const retryAfter = parseRetryAfter(r.retryAfter, now, this.o.policy.retryAfterMaxS);
      const next = c.is_test ? null : nextAttemptAt(this.o.policy, c.attempt_count, now, retryAfter);
      const t = transition('pending', 'attempt_failed', { attemptsLeft: next !== null && c.attempt_count < maxAttempts(this.o.policy) });
      if (t.ok) Object.assign(changes, { status: t.next, next_attempt_at: t.next === 'pending' ? next : null });
      if (!c.is_test && shouldAutoDisable(currentlyFailingSince(c.failing_since, c.last_success_at), now, this.o.disableAfterMs)) disable = 'failing';
    }
    await this.o.db.transaction(async (trx) => {
      const applied = await this.o.deliveries.recordAttempt(
        trx,
        {
          delivery_id: c.id,
          project_id: c.project_id,
          number: c.attempt_count,
          url: c.webhook_url,
          started_at: started,
          duration_ms: r.durationMs,
          response_status: r.status ?? null,
          error,
          response_body: r.responseBody ?? null,
        },
        c.attempt_count,
        changes,
      );
      if (!applied || c.is_test) return;
      // Health bookkeeping touches the webhook row rarely: concurrent attempts to one endpoint
      // must not serialise on it. A success is recorded at most every SUCCESS_WRITE_INTERVAL_MS;
      // a failure only opens a new failing run (when none is open since the last success).
      if (outcome === 'success') {
        await trx('webhooks')
          .where({ id: c.webhook_id })
          .where((q) => q.whereNull('last_success_at').orWhere('last_success_at', '<', new Date(now.getTime() - SUCCESS_WRITE_INTERVAL_MS)))
          .update({ last_success_at: now });
      } else if (!currentlyFailingSince(c.failing_since, c.last_success_at)) {
        await trx('webhooks')
          .where({ id: c.webhook_id })
          .where((q) => q.whereNull('failing_since').orWhereRaw('failing_since <= COALESCE(last_success_at, failing_since)'))
          .update({ failing_since: now });
      }
      if (disable) {
        const n = await trx('webhooks').where({ id: c.webhook_id, active: true }).update({ active: false, disabled_reason: disable, disabled_at: now, updated_at: now });
        if (n > 0) {
          await this.o.deliveries.failPendingOf(trx, c.webhook_id, disable === 'gone' ? 'endpoint answered 410 Gone; webhook disabled' : 'webhook disabled after prolonged failure', now);
          this.o.logger.warn({ webhookId: c.webhook_id, projectId: c.project_id, reason: disable }, 'webhook disabled');
        }
      }
    });
  }
}
