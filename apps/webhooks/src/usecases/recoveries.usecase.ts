/**
 * Webhook recovery (decision 0304): the failed deliveries of one webhook in a window, resent as a
 * durable background job.
 *
 * A request stores a queued job (an identical one queued or running is returned instead). A worker
 * in every dispatcher process steps the active jobs on each tick, each under its row lock (FOR
 * UPDATE SKIP LOCKED: two processes never step the same job; a crash rolls the step back and the
 * next tick of any process resumes it). The first step snapshots the window's failed deliveries as
 * the job's items (`total`); every step settles the items whose resend finished, then hands the
 * delivery engine the next ones, keeping at most half the per-endpoint cap of the webhook's resends
 * pending at once, so live deliveries keep the other half. A resend is one attempt (no retry
 * schedule); only deliveries still `failed` are resent: a delivery answered 2xx never is.
 */
import { conflict, invalidArgument, notFound } from '@platform/errors';
import { randomUUID } from 'node:crypto';
import { checkRecoveryWindow } from '../domain/recovery-window';
import type { RecoveriesRepository, RecoveryCounts, RecoveryRow } from '../infra/db/recoveries.repository';
import type { Trx } from '@platform/db';
import type { UsecaseContext } from './context';

/** Jobs stepped per tick. */
const STEP_BATCH = 20;

/** Most resends of one webhook pending in the delivery engine at once: half its per-endpoint cap (at least 1). */
function recoveryCap(maxInFlightPerEndpoint: number): number {
  return Math.max(1, Math.floor(maxInFlightPerEndpoint / 2));
}

/** Recovery jobs: the commands and the worker (start/stop, one per dispatcher process). */
export class RecoveriesUsecase {
  private timer: NodeJS.Timeout | undefined;
  private stepping: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly repo: RecoveriesRepository,
    /** Wakes the delivery engine when resends were committed. */
    private readonly wakeDispatcher: () => void,
  ) {}

  /** Queues a recovery of the window, or returns the identical one queued or running. */
  async recover(projectId: string, webhookId: string, sinceRaw: string, untilRaw: string): Promise<{ row: RecoveryRow; created: boolean }> {
    const webhook = await this.ctx.webhooks.get(projectId, webhookId);
    if (!webhook) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
    const now = this.ctx.clock.now();
    const w = checkRecoveryWindow(sinceRaw || undefined, untilRaw || undefined, now);
    if (!w.ok) throw invalidArgument('INVALID_RECOVERY_WINDOW', w.message, { field: w.field });
    if (!webhook.active) throw conflict('Webhook is not active; activate it before recovering');
    const row = { id: randomUUID(), project_id: projectId, webhook_id: webhookId, since: w.since, until: w.until, created_at: now, updated_at: now };
    let out: { row: RecoveryRow; created: boolean };
    try {
      out = await this.repo.insertOrActive(row);
    } catch {
      // The identical job finished between insert and read: the window is free again.
      out = await this.repo.insertOrActive(row);
    }
    if (out.created) this.wake();
    return out;
  }

  /** One job of the project's webhook (a foreign webhook or job reads as unknown). */
  async get(projectId: string, webhookId: string, id: string): Promise<RecoveryRow> {
    const row = await this.repo.get(projectId, webhookId, id);
    if (!row) throw notFound('RECOVERY_NOT_FOUND', 'Recovery not found');
    return row;
  }

  /** The webhook's jobs, most recent first (the webhook must be the project's). */
  async list(projectId: string, webhookId: string, page: number, perPage: number): Promise<{ items: RecoveryRow[]; total: number }> {
    if (!(await this.ctx.webhooks.get(projectId, webhookId))) throw notFound('WEBHOOK_NOT_FOUND', 'Webhook not found');
    return this.repo.list(projectId, webhookId, page, perPage);
  }

  /** Starts stepping active jobs every poll interval (jobs left by a stopped process included). */
  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.ctx.settings.pollMs);
    this.wake();
  }

  /** Stops the worker and waits for a step in progress. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.stepping;
  }

  /** Runs one step soon unless one is running (a no-op when the worker is not started). */
  wake(): void {
    if (!this.timer || this.stopping || this.stepping) return;
    this.stepping = this.step()
      .catch((err) => this.ctx.logger.error({ err }, 'recovery step failed; retrying on the next tick'))
      .finally(() => {
        this.stepping = undefined;
      });
  }

  /** Steps every active job once (tests call it directly). */
  async step(): Promise<void> {
    let resent = 0;
    await this.ctx.db.transaction(async (trx) => {
      for (const r of await this.repo.lockActive(trx, STEP_BATCH)) resent += await this.stepOne(trx, r);
    });
    if (resent > 0) this.wakeDispatcher();
  }

  /** One step of one locked job; returns how many deliveries it resent. */
  private async stepOne(trx: Trx, r: RecoveryRow): Promise<number> {
    const now = this.ctx.clock.now();
    const inc: Partial<RecoveryCounts> = {};
    const changes: Partial<RecoveryRow> = { updated_at: now };
    if (r.status === 'queued') {
      Object.assign(changes, { status: 'running', started_at: now, total: await this.repo.snapshot(trx, r) });
    } else {
      Object.assign(inc, await this.repo.settle(trx, r.id));
    }
    const webhook = await this.repo.webhookState(trx, r.webhook_id);
    if (!webhook || webhook.deleted_at || !webhook.active) {
      const why =
        !webhook || webhook.deleted_at
          ? 'the webhook was deleted'
          : `the webhook was disabled${webhook.disabled_reason ? ` (${webhook.disabled_reason})` : ''}`;
      await this.repo.update(trx, r.id, inc, { ...changes, status: 'failed', error: why, finished_at: now });
      return 0;
    }
    const pending = await this.repo.pendingResends(trx, r.webhook_id);
    const step = await this.repo.resendNext(trx, r.id, recoveryCap(this.ctx.settings.maxInFlightPerEndpoint) - pending, now);
    Object.assign(inc, { resent: step.resent, skipped: step.skipped });
    if (!(await this.repo.hasQueued(trx, r.id)) && (await this.repo.inFlight(trx, r.id)) === 0)
      Object.assign(changes, { status: 'completed', finished_at: now });
    await this.repo.update(trx, r.id, inc, changes);
    return step.resent;
  }
}
