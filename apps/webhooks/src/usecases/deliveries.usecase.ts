/**
 * Deliveries: the delivery engine and the commands on one delivery.
 *
 * The engine claims due deliveries (FOR UPDATE SKIP LOCKED, leased), sends each signed attempt,
 * records it and schedules the next per the retry policy. Isolation: a global cap of attempts in
 * flight plus a per-endpoint cap, and the claim never hands this process more rows of an endpoint
 * than it has free slots for, so a slow or dead endpoint holds at most its own slots while the
 * others keep flowing. Crash safety: a claim is a lease; a process killed mid-attempt leaves the row
 * due again at the lease end (at least once, never lost).
 */
import { conflict, failedPrecondition, notFound } from '@platform/errors';
import { endpointHostOf, failureKindOf } from '../domain/attempt-failure';
import { transition } from '../domain/delivery-state';
import { classifyAttempt, maxAttempts, nextAttemptAt, parseRetryAfter, shouldAutoDisable } from '../domain/retry-policy';
import { signatureHeader } from '../domain/signing';
import { currentlyFailingSince } from '../infra/db/webhooks.repository';
import type { ClaimedDelivery, DeliveryDetail, DeliveryRow } from '../infra/db/deliveries.repository';
import { publishAttemptFailed, publishWebhookDisabled } from '../infra/events/publisher';
import type { SendResult } from '../infra/http/sender';
import type { UsecaseContext } from './context';

/** User-Agent of every attempt. */
export const USER_AGENT = 'messaging-platform-webhooks/1.0';

const CLAIM_BATCH = 200;
const WAKE_COALESCE_MS = 5;

/** Coarseness of last_success_at (ms): far below the auto-disable window, far above attempt rates. */
export const SUCCESS_WRITE_INTERVAL_MS = 10_000;

/** Builds the headers of one attempt (Standard Webhooks + event name, version, idempotency key). */
export function attemptHeaders(
  d: Pick<ClaimedDelivery, 'id' | 'event_id' | 'event_name' | 'payload_version' | 'attempt_count'>,
  secrets: string[],
  timestampS: number,
  body: string,
): Record<string, string> {
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

/** The delivery engine (start/wake/stop, run once per process) and the commands on one delivery. */
export class DeliveriesUsecase {
  private inFlight = 0;
  private readonly perEndpoint = new Map<string, number>();
  private pumping = false;
  private again = false;
  private scheduled = false;
  private stopping = false;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly idle = new Set<() => void>();

  constructor(private readonly ctx: UsecaseContext) {}

  /** Starts polling. */
  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.ctx.settings.pollMs);
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

  /** Attempts one specific pending delivery of the project now and waits for the result (test sends). */
  async deliverNow(projectId: string, deliveryId: string): Promise<void> {
    const now = this.ctx.clock.now();
    const claimed = await this.ctx.deliveries.claimById(projectId, deliveryId, now, this.leaseEnd(now));
    if (claimed) await this.attempt(claimed);
  }

  /** Schedules a new attempt of a finished delivery now (manual redelivery); returns it as scheduled. */
  async redeliver(projectId: string, deliveryId: string): Promise<DeliveryDetail> {
    await this.ctx.db.transaction(async (trx) => {
      const d = await this.ctx.deliveries.lock(trx, projectId, deliveryId);
      if (!d) throw notFound('DELIVERY_NOT_FOUND', 'Delivery not found');
      const webhook = await this.ctx.webhooks.get(projectId, d.webhook_id, trx);
      if (!webhook) throw failedPrecondition('WEBHOOK_DELETED', 'The webhook of this delivery was deleted');
      if (!webhook.active) throw conflict('Webhook is not active; activate it before redelivering');
      const t = transition(d.status, 'redeliver');
      if (!t.ok) throw conflict('Delivery is already scheduled');
      await this.ctx.deliveries.redeliver(trx, projectId, deliveryId, this.ctx.clock.now());
    });
    this.wake();
    return (await this.ctx.deliveries.get(projectId, deliveryId))!;
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.ctx.settings.timeoutMs + this.ctx.settings.leaseMarginMs);
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
        const free = this.ctx.settings.maxInFlight - this.inFlight;
        if (free <= 0 || this.stopping) break;
        const now = this.ctx.clock.now();
        const limit = Math.min(free, CLAIM_BATCH);
        const claimed = await this.ctx.deliveries.claim({
          now,
          leaseUntil: this.leaseEnd(now),
          limit,
          perEndpoint: this.ctx.settings.maxInFlightPerEndpoint,
          busy: this.perEndpoint,
        });
        for (const c of claimed) this.launch(c);
        if (claimed.length === limit) this.again = true;
      } while (this.again && !this.stopping);
    } catch (err) {
      this.ctx.logger.error({ err }, 'claiming deliveries failed; retrying on the next tick');
    } finally {
      this.pumping = false;
    }
  }

  private launch(c: ClaimedDelivery): void {
    this.inFlight++;
    this.perEndpoint.set(c.webhook_id, (this.perEndpoint.get(c.webhook_id) ?? 0) + 1);
    this.attempt(c)
      .catch((err) => this.ctx.logger.error({ err, deliveryId: c.id }, 'attempt bookkeeping failed; the lease will retry it'))
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
    const started = this.ctx.clock.now();
    if (!c.webhook_active || c.webhook_deleted_at) return this.finishWithoutSending(c, 'webhook is not active');
    if (c.body === null) return this.finishWithoutSending(c, 'event has no payload in this version');
    const ts = Math.floor(started.getTime() / 1000);
    let headers: Record<string, string>;
    try {
      const secrets = [this.ctx.secrets.open(c.secret_enc, c.webhook_id)];
      if (c.previous_secret_enc && c.previous_secret_expires_at && new Date(c.previous_secret_expires_at) > started)
        secrets.push(this.ctx.secrets.open(c.previous_secret_enc, c.webhook_id));
      headers = attemptHeaders(c, secrets, ts, c.body);
    } catch (err) {
      // A delivery that cannot even be prepared (e.g. a secret sealed under a key no longer
      // configured) counts as a failed attempt: the retry schedule ends it as `failed` — visible and
      // redeliverable — instead of the lease handing it back forever.
      this.ctx.logger.error({ err, deliveryId: c.id, webhookId: c.webhook_id }, 'webhook attempt could not be prepared');
      return this.record(c, started, { error: 'the platform could not prepare this attempt (endpoint secret unreadable)', durationMs: 0 }, true);
    }
    const result = await this.ctx.sender({ url: c.webhook_url, headers, body: c.body });
    await this.record(c, started, result);
  }

  private async finishWithoutSending(c: ClaimedDelivery, reason: string): Promise<void> {
    const now = this.ctx.clock.now();
    const t = transition('pending', 'endpoint_inactive');
    if (!t.ok) return;
    await this.ctx.deliveries.finishWithoutAttempt(c.id, c.attempt_count, t.next, reason, now);
  }

  private async record(c: ClaimedDelivery, started: Date, r: SendResult, unprepared = false): Promise<void> {
    const now = this.ctx.clock.now();
    const outcome = classifyAttempt(r);
    const error = r.error ?? (outcome === 'success' ? null : `HTTP ${r.status}`);
    const changes: Partial<DeliveryRow> = {
      response_status: r.status ?? null,
      last_error: error,
      last_failed: outcome !== 'success',
      updated_at: now,
      url: c.webhook_url,
    };
    let disable: 'gone' | 'failing' | undefined;
    if (outcome === 'success') {
      const t = transition('pending', 'attempt_succeeded');
      if (t.ok) Object.assign(changes, { status: t.next, delivered_at: now, next_attempt_at: null });
    } else if (outcome === 'gone') {
      const t = transition('pending', 'endpoint_gone');
      if (t.ok) Object.assign(changes, { status: t.next, next_attempt_at: null });
      disable = 'gone';
    } else {
      const retryAfter = parseRetryAfter(r.retryAfter, now, this.ctx.settings.policy.retryAfterMaxS);
      const next = c.is_test || c.single_attempt ? null : nextAttemptAt(this.ctx.settings.policy, c.attempt_count, now, retryAfter);
      const t = transition('pending', 'attempt_failed', { attemptsLeft: next !== null && c.attempt_count < maxAttempts(this.ctx.settings.policy) });
      if (t.ok) Object.assign(changes, { status: t.next, next_attempt_at: t.next === 'pending' ? next : null });
      if (!c.is_test && shouldAutoDisable(currentlyFailingSince(c.failing_since, c.last_success_at), now, this.ctx.settings.disableAfterMs))
        disable = 'failing';
    }
    await this.ctx.db.transaction(async (trx) => {
      // Disabling fails the endpoint's other pending deliveries, which concurrent attempts hold:
      // the webhook's row first, so those attempts wait here rather than deadlock (a later one finds
      // its delivery already failed and records nothing).
      if (disable) await this.ctx.webhooks.lock(trx, c.webhook_id);
      const applied = await this.ctx.deliveries.recordAttempt(
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
        await this.ctx.webhooks.noteSuccess(trx, c.webhook_id, now, SUCCESS_WRITE_INTERVAL_MS);
      } else {
        if (!currentlyFailingSince(c.failing_since, c.last_success_at)) await this.ctx.webhooks.noteFailureStart(trx, c.webhook_id, now);
        // The operational signal (findings, decision 0740): one event per failed attempt, with the attempt's state change.
        await publishAttemptFailed(trx, {
          projectId: c.project_id,
          webhookId: c.webhook_id,
          deliveryId: c.id,
          eventName: c.event_name,
          endpointHost: endpointHostOf(c.webhook_url),
          attempt: c.attempt_count,
          responseStatus: r.status ?? null,
          errorKind: failureKindOf({ ...r, platform: unprepared }),
          outcome: outcome === 'gone' ? 'gone' : changes.status === 'pending' ? 'retrying' : 'exhausted',
          nextAttemptAt: changes.status === 'pending' ? (changes.next_attempt_at ?? null) : null,
          occurredAt: now,
        });
      }
      if (disable) {
        if (await this.ctx.webhooks.disable(trx, c.webhook_id, disable, now)) {
          await publishWebhookDisabled(trx, {
            projectId: c.project_id,
            webhookId: c.webhook_id,
            endpointHost: endpointHostOf(c.webhook_url),
            reason: disable,
            failingSince: currentlyFailingSince(c.failing_since, c.last_success_at),
            occurredAt: now,
          });
          await this.ctx.deliveries.failPendingOf(
            trx,
            c.webhook_id,
            disable === 'gone' ? 'endpoint answered 410 Gone; webhook disabled' : 'webhook disabled after prolonged failure',
            now,
          );
          this.ctx.logger.warn({ webhookId: c.webhook_id, projectId: c.project_id, reason: disable }, 'webhook disabled');
        }
      }
    });
  }
}
