import { randomUUID } from 'node:crypto';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AgentRunsRepository } from '../infra/db/agent-runs.repository';
import type { AgentLoopUsecase } from '../usecases/agent-loop.usecase';
import type { AgentsUsecase } from '../usecases/agents.usecase';

/** Options of the agent run worker. */
export interface AgentRunsWorkerOptions {
  concurrency: number;
  pollMs: number;
  leaseMs: number;
}

/**
 * The agent run worker (decision 0734): a durable job queue on the runs table. Every `pollMs` it
 * claims runnable runs (queued, or running under an expired lease: a crashed process's) with
 * FOR UPDATE SKIP LOCKED, advances each through the loop while renewing its lease, and hands pending
 * agent.run.* events to webhooks. `wake()` polls at once (a run was created or resumed).
 */
export class AgentRunsWorker {
  private readonly owner = `worker:${randomUUID()}`;
  private readonly active = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private ticking = false;

  constructor(
    private readonly runs: AgentRunsRepository,
    private readonly loop: AgentLoopUsecase,
    private readonly agents: AgentsUsecase,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly opts: AgentRunsWorkerOptions,
  ) {}

  /** Starts polling. */
  start(): void {
    if (this.opts.concurrency <= 0) return;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.wake();
  }

  /** Polls now. */
  wake(): void {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    void this.tick()
      .catch((err: unknown) => this.logger.error({ err }, 'agent run worker tick failed'))
      .finally(() => {
        this.ticking = false;
      });
  }

  private async tick(): Promise<void> {
    await this.agents.publishPendingEvents();
    const free = this.opts.concurrency - this.active.size;
    const ids = await this.runs.claim(this.owner, free, this.opts.leaseMs, this.clock.now());
    for (const id of ids) this.process(id);
  }

  private process(id: string): void {
    // A run this worker already advances (its lease lapsed under load and was claimed again by the
    // same owner): the claim only renewed the lease; a second loop on it would race the first.
    if (this.active.has(id)) return;
    const ctl = new AbortController();
    let lost = false;
    this.active.set(id, ctl);
    const heartbeat = setInterval(
      () => {
        void this.runs.renew(id, this.owner, this.opts.leaseMs, this.clock.now()).then((held) => {
          if (!held) {
            lost = true;
            ctl.abort();
          }
        });
      },
      Math.max(100, Math.floor(this.opts.leaseMs / 3)),
    );
    void this.loop
      .advance(id, this.owner, ctl.signal)
      .catch((err: unknown) => {
        // Kept leased: the run is retried when the lease expires, not in a tight loop.
        lost = true;
        this.logger.error({ err, run_id: id }, 'agent run failed unexpectedly (it is retried after its lease)');
      })
      .finally(async () => {
        clearInterval(heartbeat);
        this.active.delete(id);
        if (!lost) await this.runs.release(id, this.owner).catch(() => undefined);
        await this.agents.publishPendingEvents().catch(() => undefined);
        this.wake();
      });
  }

  /** Stops polling and aborts the runs in flight (their leases expire; another process continues them). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const ctl of this.active.values()) ctl.abort();
    const deadline = Date.now() + 5_000;
    while (this.active.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }
}
