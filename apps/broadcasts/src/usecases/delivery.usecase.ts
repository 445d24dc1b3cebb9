import { status as grpcStatus } from '@grpc/grpc-js';
import { httpErrorBody, isDomainError, UNKNOWN_REASON } from '@platform/errors';
import type { Trx } from '@platform/db';
import { transition, type BroadcastState } from '../domain/broadcast-state';
import { afterTransient, classifySend, type RecipientErrorDetails } from '../domain/send-outcome';
import type { BroadcastRow, SendingBroadcast } from '../infra/db/broadcasts.repository';
import type { ClaimedRecipient, ClaimOutcome, RecordedOutcome } from '../infra/db/recipients.repository';
import { publishStatusChanged } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Safe throughput while the number's real one is unknown (the lowest tier: coexistence). */
const UNKNOWN_MPS = 20;

/** Sending broadcasts read per query: the engine pages through all of them. */
const SENDING_PAGE = 500;

/**
 * The error of a SendMessage call that threw (no answer, or a refusal of the call itself): its
 * reason, else its gRPC status name; the message a client would be shown for it (a transport
 * error's internals never are); no HTTP status or trace id.
 */
export function thrownSendError(err: unknown): RecipientErrorDetails {
  if (!isDomainError(err)) return { code: 'INTERNAL', message: 'Internal error', details: '', http_status: null, trace_id: null };
  const name = (grpcStatus as unknown as Record<number, string | undefined>)[err.code] ?? String(err.code);
  return {
    code: err.reason && err.reason !== UNKNOWN_REASON ? err.reason : name,
    message: httpErrorBody(err).error,
    details: '',
    http_status: null,
    trace_id: null,
  };
}

/** Claims of several broadcasts taken in turn (a1, b1, a2, b2, ...): a slow number's sends do not hold up the others' in the queue. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = lists.reduce((n, l) => Math.max(n, l.length), 0);
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

/** The idempotency key of a recipient's send: stable across crashes, changed only after a definite refusal. */
export function sendKey(r: Pick<ClaimedRecipient, 'broadcastId' | 'id' | 'sendSeq'>): string {
  return `broadcast:${r.broadcastId}:${r.id}${r.sendSeq > 0 ? `:${r.sendSeq}` : ''}`;
}

/** `biz_opaque_callback_data` of a recipient's send: echoed in its status webhooks (reconciliation). */
export function callbackData(r: Pick<ClaimedRecipient, 'broadcastId' | 'id'>): string {
  return `broadcast:${r.broadcastId}:${r.id}`;
}

/**
 * The delivery engine (issue 17 items 3-5, decisions 0802-0803), one per replica; replicas share
 * the work through Postgres claims and the per-number pacing through Redis:
 * - every `pollMs`: starts scheduled broadcasts whose time came, runs one copy job, claims
 *   recipients of sending broadcasts (`FOR UPDATE SKIP LOCKED`, a lease) into a small local queue
 *   (memory stays bounded: at most 3 × concurrency recipients are held: a queue of 2 ×, one in flight
 *   per sender), and completes broadcasts
 *   with nothing left. The queue's room is shared by all sending broadcasts (round robin, each at
 *   most its share, the first in turn rotating), so one large broadcast never starves the others;
 * - a transient outcome (busy, no answer) is retried at most `sendMaxAttempts` times in all, then
 *   the recipient is `failed` with the last error; throttles and a send of the same key still in
 *   flight are waits, not attempts;
 * - `concurrency` senders take the queue: throughput slot, pair slot, SendMessage with the
 *   recipient's stable idempotency key and callback data, then the outcome is recorded in batches;
 * - a claim whose replica died expires and is claimed again (in doubt): its send goes out with the
 *   same key, which the send path answers `duplicate_send` when the first one was accepted, and a
 *   status webhook carrying its callback data records it first when it arrives first.
 */
export class DeliveryUsecase {
  private running = false;
  private loop: Promise<void> | undefined;
  private senders: Promise<void>[] = [];
  private readonly queue: ClaimedRecipient[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly inflight = new Map<string, number>();
  private active = new Map<string, SendingBroadcast>();
  private readonly mps = new Map<string, { mps: number; at: number }>();
  private readonly mpsReads = new Map<string, Promise<number>>();
  private pending: ClaimOutcome[] = [];
  private flushing: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private wakeTick: (() => void) | undefined;
  private readonly touched = new Map<string, string>();
  /** Index of the sending broadcast whose turn is first in the next tick (round robin). */
  private turn = 0;

  constructor(private readonly ctx: UsecaseContext) {}

  /** Starts the poll loop and the senders. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.pollLoop();
    for (let i = 0; i < this.ctx.settings.concurrency; i++) this.senders.push(this.sender());
  }

  /** Runs the next poll now (a broadcast was just sent, scheduled or duplicated). */
  wake(): void {
    this.wakeTick?.();
  }

  /** Stops: no new claims, sends in flight finish and are recorded, queued claims are released (pending again). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wakeTick?.();
    for (const w of this.waiters.splice(0)) w();
    await this.loop;
    await Promise.all(this.senders);
    this.senders = [];
    const left = this.queue.splice(0);
    for (const r of left) this.pending.push({ id: r.id, kind: 'release', at: null, bump: false, claim: r.claim });
    await this.flush();
  }

  private async pollLoop(): Promise<void> {
    while (this.running) {
      try {
        await this.tick();
      } catch (err) {
        this.ctx.logger.error({ err }, 'broadcasts engine: poll failed');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.ctx.settings.pollMs);
        this.wakeTick = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wakeTick = undefined;
    }
  }

  /** One poll: due schedules, one copy job, claims, completions. Public for tests. */
  async tick(): Promise<void> {
    await this.startDue();
    await this.runCopyJob();
    const list = await this.sendingBroadcasts();
    this.active = new Map(list.map((b) => [b.id, b]));
    if (list.length === 0) return;
    const now = this.ctx.clock.now();
    const leaseUntil = new Date(now.getTime() + this.ctx.settings.claimLeaseMs);
    // The room of this tick is shared: in turn from `first`, each broadcast claims at most an equal
    // share of what is left (room a broadcast leaves unused goes to the next ones).
    const first = this.turn % list.length;
    const order = [...list.slice(first), ...list.slice(0, first)];
    let room = Math.max(0, this.ctx.settings.concurrency * 2 - this.queue.length);
    let served = 0;
    const claims: ClaimedRecipient[][] = [];
    for (let i = 0; i < order.length; i++) {
      const b = order[i];
      const share = Math.min(this.ctx.settings.claimBatch, Math.ceil(room / (order.length - i)));
      let claimed: ClaimedRecipient[] = [];
      if (share > 0) {
        served = i + 1;
        claimed = await this.ctx.recipients.claim(b.id, this.ctx.settings.workerId, share, now, leaseUntil);
        room -= claimed.length;
      }
      if (claimed.length > 0) claims.push(claimed);
      // Its turn came and it had nothing to claim: perhaps done. (One without a share is checked on its turn.)
      else if (share > 0 && !this.busyWith(b.id)) await this.maybeComplete(b.projectId, b.id);
    }
    // The next tick starts with the first broadcast that had no share in this one (or the next one when all had).
    this.turn = first + (served >= order.length ? 1 : served);
    const claimed = interleave(claims);
    this.queue.push(...claimed);
    for (let i = 0; i < claimed.length; i++) this.waiters.shift()?.();
  }

  /** Every sending broadcast, read page by page. */
  private async sendingBroadcasts(): Promise<SendingBroadcast[]> {
    const all: SendingBroadcast[] = [];
    for (;;) {
      const page = await this.ctx.broadcasts.sending(SENDING_PAGE, all.at(-1)?.id);
      all.push(...page);
      if (page.length < SENDING_PAGE) return all;
    }
  }

  private busyWith(broadcastId: string): boolean {
    return (this.inflight.get(broadcastId) ?? 0) > 0 || this.queue.some((q) => q.broadcastId === broadcastId) || this.pending.some(() => true);
  }

  /** Scheduled broadcasts whose time came start sending (survives restarts: the schedule is a row, not a timer). */
  private async startDue(): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (trx) => {
      for (const row of await this.ctx.broadcasts.lockDue(trx, now, 20)) {
        const t = transition(row.status, 'due', row.locked);
        if (!t.ok) continue;
        await this.changeStatus(trx, row, t.to, { started_at: now, completed_at: null });
      }
    });
  }

  private async changeStatus(trx: Trx, row: BroadcastRow, to: BroadcastState, extra: Record<string, unknown> = {}): Promise<BroadcastRow> {
    const now = this.ctx.clock.now();
    const next = await this.ctx.broadcasts.update(trx, row.id, { status: to, ...extra }, now);
    await publishStatusChanged(trx, next, row.status, await this.ctx.broadcasts.countersOf(row.id, trx), now);
    return next;
  }

  /** A sending broadcast with no recipient left to send (here or on another replica) is completed. */
  private async maybeComplete(projectId: string, id: string): Promise<void> {
    if (await this.ctx.recipients.hasUnfinished(id)) return;
    await this.ctx.db.transaction(async (trx) => {
      const row = await this.ctx.broadcasts.get(projectId, id, trx);
      if (!row || row.status !== 'sending') return;
      if (await this.ctx.recipients.hasUnfinished(id, trx)) return;
      await this.changeStatus(trx, row, 'completed', { completed_at: this.ctx.clock.now() });
    });
  }

  /** Ends a sending broadcast as failed (its number is gone); pending recipients stay pending for a resume. */
  private async failBroadcast(projectId: string, id: string, reason: string): Promise<void> {
    this.active.delete(id);
    await this.ctx.db.transaction(async (trx) => {
      const row = await this.ctx.broadcasts.get(projectId, id, trx);
      if (!row) return;
      const t = transition(row.status, 'fail');
      if (!t.ok) return;
      await this.changeStatus(trx, row, t.to, { failure_reason: reason, completed_at: this.ctx.clock.now() });
    });
  }

  /**
   * One copy job (spec 3.4): every recipient of the source with its frozen components, delivery
   * state reset, in one statement; then the copy is draft and the source unlocked. A copy failing
   * `copyMaxAttempts` times ends `failed` (the source unlocked too).
   */
  async runCopyJob(): Promise<void> {
    const now = this.ctx.clock.now();
    const job = await this.ctx.broadcasts.leaseCopyJob(now, this.ctx.settings.copyLeaseMs);
    if (!job) return;
    const finish = async (ok: boolean, reason?: string) =>
      this.ctx.db.transaction(async (trx) => {
        const row = await this.ctx.broadcasts.get(job.projectId, job.id, trx);
        if (!row || row.status !== 'copying') return;
        if (ok) await this.ctx.recipients.copy(trx, job.copiedFromId ?? '', job.id, this.ctx.clock.now());
        await this.changeStatus(trx, row, ok ? 'draft' : 'failed', ok ? { copy_lease_until: null } : { copy_lease_until: null, failure_reason: reason });
        await this.ctx.broadcasts.unlock(trx, job.copiedFromId ?? '', job.id, this.ctx.clock.now());
      });
    if (job.copyAttempts > this.ctx.settings.copyMaxAttempts) {
      await finish(false, 'Copy could not complete: too many failed attempts');
      return;
    }
    try {
      if (!job.copiedFromId) throw new Error('the source broadcast is gone');
      await finish(true);
    } catch (err) {
      this.ctx.logger.warn({ err, broadcast_id: job.id, attempt: job.copyAttempts }, 'broadcasts: copy attempt failed');
      if (job.copyAttempts >= this.ctx.settings.copyMaxAttempts) {
        await finish(false, `Copy could not complete: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500));
      }
    }
  }

  private async sender(): Promise<void> {
    while (this.running) {
      const item = this.queue.shift();
      // Refill before the queue runs dry (the poll would otherwise cap the rate at claims per poll).
      // Only a sender that took work wakes the poll: an idle one waking it on each of its timeouts
      // made `concurrency` senders run a poll (3-4 statements) ~concurrency / pollMs times a second
      // with nothing to send (issue 32: 230 statements/s of an idle engine starved the all-in-one).
      if (item && this.queue.length < this.ctx.settings.concurrency) this.wakeTick?.();
      if (!item) {
        // Woken by new claims, or after a poll interval; either way the waiter is removed (no growth while idle).
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            const i = this.waiters.indexOf(wake);
            if (i >= 0) this.waiters.splice(i, 1);
            resolve();
          };
          const timer = setTimeout(wake, this.ctx.settings.pollMs);
          timer.unref();
          this.waiters.push(wake);
        });
        continue;
      }
      this.inflight.set(item.broadcastId, (this.inflight.get(item.broadcastId) ?? 0) + 1);
      let outcome: RecordedOutcome;
      try {
        outcome = await this.sendOne(item);
      } catch (err) {
        this.ctx.logger.error({ err, recipient_id: item.id }, 'broadcasts: send failed unexpectedly; retried with the same key');
        outcome = { id: item.id, kind: 'release', at: new Date(this.ctx.clock.now().getTime() + this.ctx.settings.inDoubtRetryMs), bump: false };
      }
      const left = (this.inflight.get(item.broadcastId) ?? 1) - 1;
      // Emptied entries go: one per broadcast ever sent would otherwise stay for the process's life.
      if (left > 0) this.inflight.set(item.broadcastId, left);
      else this.inflight.delete(item.broadcastId);
      this.touched.set(item.broadcastId, item.projectId);
      this.pending.push({ ...outcome, claim: item.claim });
      this.scheduleFlush();
    }
  }

  private scheduleFlush(): void {
    if (this.pending.length >= 200) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), 25);
  }

  /** Records buffered outcomes in one transaction; then completes broadcasts with nothing left. */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    while (this.flushing) await this.flushing;
    if (this.pending.length === 0) return;
    const batch = this.pending.splice(0);
    const touched = new Map(this.touched);
    this.touched.clear();
    this.flushing = (async () => {
      try {
        await this.ctx.db.transaction((trx) => this.ctx.recipients.record(trx, batch, this.ctx.clock.now()));
      } catch (err) {
        // Not recorded: the claims expire and are reconciled with the same keys (nothing is sent twice).
        this.ctx.logger.error({ err, count: batch.length }, 'broadcasts: outcomes not recorded; the claims will be reconciled');
      }
      for (const [id, projectId] of touched) {
        if (!this.busyWith(id))
          await this.maybeComplete(projectId, id).catch((err: unknown) => this.ctx.logger.warn({ err }, 'broadcasts: completion check failed'));
      }
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  /** The number's messages per second (upstream throughput through messaging-proxy), cached for `throughputTtlMs`. */
  private mpsOf(b: SendingBroadcast): Promise<number> {
    const key = `${b.projectId}:${b.phoneNumberId}`;
    const c = this.mps.get(key);
    if (c && Date.now() - c.at < this.ctx.settings.throughputTtlMs) return Promise.resolve(c.mps);
    // One read per number at a time: the senders waiting on an expired entry share it.
    let reading = this.mpsReads.get(key);
    if (!reading) {
      reading = this.readMps(b, key).finally(() => this.mpsReads.delete(key));
      this.mpsReads.set(key, reading);
    }
    return reading;
  }

  private async readMps(b: SendingBroadcast, key: string): Promise<number> {
    const c = this.mps.get(key);
    const now = Date.now();
    try {
      const p = await this.ctx.proxy.profile({ projectId: b.projectId, phoneNumberId: b.phoneNumberId });
      const mps = p.messagesPerSecond > 0 ? p.messagesPerSecond : UNKNOWN_MPS;
      this.mps.set(key, { mps, at: now });
      return mps;
    } catch (err) {
      this.ctx.logger.warn({ err, phone_number_id: b.phoneNumberId }, 'broadcasts: throughput unknown, sending at the lowest tier');
      this.mps.set(key, { mps: c?.mps ?? UNKNOWN_MPS, at: now - this.ctx.settings.throughputTtlMs + 5_000 });
      return c?.mps ?? UNKNOWN_MPS;
    }
  }

  private later(ms: number): Date {
    return new Date(this.ctx.clock.now().getTime() + Math.max(0, ms));
  }

  /**
   * A transient outcome (busy, or no answer): retried after `retryAfterMs` with the same key and
   * the error shown on the recipient meanwhile, or `failed` with it once the recipient has had
   * `sendMaxAttempts` of them (a broadcast never stays sending forever on one recipient).
   */
  private transient(r: ClaimedRecipient, error: RecipientErrorDetails, retryAfterMs: number): RecordedOutcome {
    if (afterTransient(r.attempts, this.ctx.settings.sendMaxAttempts) === 'fail') return { id: r.id, kind: 'failed', error };
    return { id: r.id, kind: 'release', at: this.later(retryAfterMs), bump: false, transient: error };
  }

  /** Sends one claimed recipient and returns what to record. */
  private async sendOne(r: ClaimedRecipient): Promise<RecordedOutcome> {
    const b = this.active.get(r.broadcastId);
    if (!b) return { id: r.id, kind: 'release', at: null, bump: false };
    const user = r.phoneNumber ?? r.userId ?? '';
    const mps = await this.mpsOf(b);
    const wait = await this.ctx.limiter.reserve(b.phoneNumberId, mps);
    if (wait > 0) await sleep(wait);
    if (!this.active.has(r.broadcastId)) return { id: r.id, kind: 'release', at: null, bump: false };
    // The pair slot (one message per 6 s to this user) right before the send: taken before the
    // throughput wait, it could lapse while waiting (a 130429 pause, a slow tier's backlog) and let
    // two broadcasts reach the user within 6 s. When it is taken, the throughput slot goes unused.
    const pairWait = await this.ctx.limiter.pair(b.phoneNumberId, user);
    if (pairWait > 0) return { id: r.id, kind: 'release', at: this.later(pairWait), bump: false };
    const template: Record<string, unknown> = { name: b.template.name, language: { code: b.template.language_code } };
    if (r.components.length > 0) template.components = r.components;
    let answer;
    try {
      answer = await this.ctx.proxy.send({
        projectId: b.projectId,
        phoneNumberId: b.phoneNumberId,
        message: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: user,
          type: 'template',
          template,
          biz_opaque_callback_data: callbackData(r),
        },
        idempotencyKey: sendKey(r),
        source: `broadcast:${b.id}`,
      });
    } catch (err) {
      // Refused before any forward (nothing went out to this user): the pair slot is free again.
      if (isDomainError(err) && err.code === grpcStatus.NOT_FOUND) {
        await this.ctx.limiter.releasePair(b.phoneNumberId, user).catch(() => undefined);
        await this.failBroadcast(b.projectId, b.id, 'The phone number is no longer connected to the project');
        return { id: r.id, kind: 'release', at: null, bump: false };
      }
      if (isDomainError(err) && err.code === grpcStatus.INVALID_ARGUMENT) {
        await this.ctx.limiter.releasePair(b.phoneNumberId, user).catch(() => undefined);
        return { id: r.id, kind: 'failed', error: { code: err.reason, message: err.message, details: '', http_status: 400, trace_id: null } };
      }
      // Outcome unknown: the same key later (the send path answers duplicate_send if it went out), a bounded number of times.
      return this.transient(r, thrownSendError(err), this.ctx.settings.inDoubtRetryMs);
    }
    const o = classifySend(answer);
    // Nothing went out to this user (refused before the upstream, or a send error): the pair slot is free again.
    if (o.kind === 'failed' || o.kind === 'suppressed' || o.kind === 'retry' || o.kind === 'new_key' || (o.kind === 'throttled' && o.scope === 'number')) {
      await this.ctx.limiter.releasePair(b.phoneNumberId, user).catch(() => undefined);
    }
    switch (o.kind) {
      case 'sent':
        return { id: r.id, kind: 'sent', wamid: o.wamid };
      case 'already_sent':
        return { id: r.id, kind: 'sent', wamid: o.wamid };
      case 'suppressed':
        return { id: r.id, kind: 'suppressed', error: o.error };
      case 'throttled':
        if (o.scope === 'number') await this.ctx.limiter.pause(b.phoneNumberId, o.retryAfterMs);
        return { id: r.id, kind: 'release', at: this.later(o.retryAfterMs), bump: true };
      case 'retry':
        // The same key still in flight (send_in_progress) is a wait for its outcome, not an attempt.
        return o.counts ? this.transient(r, o.error, o.retryAfterMs) : { id: r.id, kind: 'release', at: this.later(o.retryAfterMs), bump: false };
      case 'new_key': {
        // Presumed not sent (decision 0240): the next key, at once; an attempt like any transient outcome.
        const next = this.transient(r, o.error, 0);
        return next.kind === 'release' ? { ...next, bump: true } : next;
      }
      case 'failed':
        return { id: r.id, kind: 'failed', error: o.error satisfies RecipientErrorDetails };
    }
  }
}
