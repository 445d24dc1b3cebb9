import type { JsonObject } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { isDomainError } from '@platform/errors';
import {
  classifyStartFailure,
  isContactsExecution,
  OWNING_EXECUTION_STATUSES,
  startedForRecipient,
  startRetryDelayMs,
  type HandoffContact,
} from '../domain/agent-handoff';
import type { ClaimedHandoff, HandoffReply } from '../infra/db/agent-handoffs.repository';
import type { AgentExecution } from '../infra/grpc/workflows-agent.client';
import type { UsecaseContext } from './context';

/** Handoffs claimed per query. */
const CLAIM_BATCH = 20;
/** Clock slack between this service and workflows-agent when looking for an execution an earlier attempt started. */
const CLOCK_SLACK_MS = 60_000;

/**
 * The agent of a broadcast (decision 0805): a recipient's first reply within the attribution
 * window is handed to the broadcast's workflow. The consumer of replies records a handoff (one per
 * recipient: the stable key) in its own transaction; this engine starts the execution through
 * workflows-agent's StartWorkflowExecution once the reply had time to reach the number's own
 * inbound routing (decision 0722), unless the conversation is already owned by an execution of
 * that workflow. An attempt that may have started an execution before a crash is reconciled by
 * the recipient id carried in the execution's context, never started blindly twice. A workflow
 * archived, paused or deleted meanwhile closes the handoff with the reason on the recipient.
 */
export class AgentHandoffsUsecase {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly ctx: UsecaseContext) {}

  /**
   * In the reply consumer's transaction: `recipientIds` were just marked responded by the reply
   * `replyWamid`; the most recently sent one whose broadcast has an agent, within the window, gets a
   * handoff due after the settle delay. A redelivered reply marks nobody and creates nothing.
   */
  async onReply(trx: Trx, r: { recipientIds: string[]; replyWamid: string; reply: HandoffReply; repliedAt: Date }): Promise<string | undefined> {
    if (r.recipientIds.length === 0 || !r.replyWamid) return undefined;
    const now = this.ctx.clock.now();
    const s = this.ctx.settings;
    return this.ctx.handoffs.createForReply(trx, {
      ...r,
      windowMs: s.agentReplyWindowMs,
      dueAt: new Date(now.getTime() + s.agentSettleMs),
      now,
    });
  }

  /** Starts the engine (every replica runs one; claims keep them apart). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err: unknown) => this.ctx.logger.error({ err }, 'broadcasts: agent handoffs poll failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.ctx.settings.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops claiming; an attempt in flight finishes and is recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Claims and processes the handoffs due now; returns how many were processed. */
  async runOnce(): Promise<number> {
    const now = this.ctx.clock.now();
    const claimed = await this.ctx.handoffs.claim(CLAIM_BATCH, now, new Date(now.getTime() + this.ctx.settings.claimLeaseMs));
    for (const h of claimed) await this.process(h);
    return claimed.length;
  }

  private async process(h: ClaimedHandoff): Promise<void> {
    const contact: HandoffContact = { phoneNumberId: h.phoneNumberId, phoneNumber: h.contactPhoneNumber, userId: h.contactUserId };
    try {
      // An earlier attempt may have started the execution and died before recording it.
      if (h.attempts > 1) {
        const mine = await this.findStartedFor(h);
        if (mine) return await this.record((trx) => this.ctx.handoffs.started(trx, h.recipientId, mine.id, this.ctx.clock.now()));
      }
      const owner = await this.findOwner(h, contact);
      if (owner) {
        if (startedForRecipient(owner) === h.recipientId)
          return await this.record((trx) => this.ctx.handoffs.started(trx, h.recipientId, owner.id, this.ctx.clock.now()));
        return await this.record((trx) =>
          this.ctx.handoffs.closed(
            trx,
            h.recipientId,
            'skipped',
            'conversation_has_execution',
            `The conversation is already handled by execution ${owner.id} (${owner.status}) of this workflow`,
            this.ctx.clock.now(),
          ),
        );
      }
      const exec = await this.ctx.workflows.startExecution({
        projectId: h.projectId,
        workflowId: h.workflowId,
        phoneNumberId: h.phoneNumberId,
        phoneNumber: h.contactPhoneNumber ?? undefined,
        recipient: h.contactPhoneNumber ? undefined : (h.contactUserId ?? undefined),
        variables: {},
        context: contextOf(h),
      });
      await this.record((trx) => this.ctx.handoffs.started(trx, h.recipientId, exec.id, this.ctx.clock.now()));
    } catch (err) {
      const failure = classifyStartFailure(
        isDomainError(err)
          ? { grpcCode: err.code, code: typeof err.publicFields.code === 'string' ? err.publicFields.code : undefined, message: err.publicMessage }
          : {},
      );
      const now = this.ctx.clock.now();
      if (failure.kind !== 'retry') {
        this.ctx.logger.info({ recipient_id: h.recipientId, workflow_id: h.workflowId, reason: failure.reason }, 'broadcasts: agent handoff closed');
        return this.record((trx) =>
          this.ctx.handoffs.closed(trx, h.recipientId, failure.kind === 'skip' ? 'skipped' : 'failed', failure.reason, failure.message, now),
        );
      }
      const message = isDomainError(err) ? err.publicMessage : 'workflows-agent did not answer';
      if (h.attempts >= this.ctx.settings.agentMaxAttempts) {
        this.ctx.logger.warn({ err, recipient_id: h.recipientId, attempts: h.attempts }, 'broadcasts: agent handoff failed after retries');
        return this.record((trx) =>
          this.ctx.handoffs.closed(trx, h.recipientId, 'failed', 'start_failed', `Could not start after ${h.attempts} attempts: ${message}`, now),
        );
      }
      // Released (not closed): the next attempt first looks for an execution this one may have started.
      const at = new Date(now.getTime() + startRetryDelayMs(h.attempts));
      return this.record((trx) => this.ctx.handoffs.release(trx, h.recipientId, at, message, now));
    }
  }

  private record(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.ctx.db.transaction(fn);
  }

  /** Pages through a workflow's executions (at most `agentScanPages` pages of 100) until `match`. */
  private async scan(
    h: ClaimedHandoff,
    f: { status?: string; createdAfter?: Date },
    match: (e: AgentExecution) => boolean,
  ): Promise<AgentExecution | undefined> {
    let after: string | undefined;
    for (let page = 0; page < this.ctx.settings.agentScanPages; page++) {
      const r = await this.ctx.workflows.listExecutions(h.projectId, h.workflowId, { ...f, after });
      const hit = r.items.find(match);
      if (hit) return hit;
      if (!r.after) return undefined;
      after = r.after;
    }
    this.ctx.logger.warn({ workflow_id: h.workflowId, status: f.status }, 'broadcasts: agent handoff execution scan cut at its page limit');
    return undefined;
  }

  /** An execution (any status) an earlier attempt started for this recipient. */
  private findStartedFor(h: ClaimedHandoff): Promise<AgentExecution | undefined> {
    return this.scan(h, { createdAfter: new Date(h.firstAttemptAt.getTime() - CLOCK_SLACK_MS) }, (e) => startedForRecipient(e) === h.recipientId);
  }

  /** A running, waiting or handed-off execution of the agent's workflow with this contact on this number. */
  private async findOwner(h: ClaimedHandoff, contact: HandoffContact): Promise<AgentExecution | undefined> {
    for (const status of OWNING_EXECUTION_STATUSES) {
      const hit = await this.scan(h, { status }, (e) => isContactsExecution(e, contact));
      if (hit) return hit;
    }
    return undefined;
  }
}

/** The broadcast context of the execution: `context.broadcast` and `context.reply` (decision 0805). */
function contextOf(h: ClaimedHandoff): JsonObject {
  return {
    broadcast: {
      id: h.broadcastId,
      name: h.broadcastName,
      recipient_id: h.recipientId,
      template: h.template,
      template_components: h.components as JsonObject[],
      wamid: h.wamid,
      sent_at: h.sentAt?.toISOString() ?? null,
    },
    reply: {
      wamid: h.replyWamid,
      type: h.reply.type,
      text: h.reply.text,
      choice_id: h.reply.choiceId,
      received_at: h.repliedAt.toISOString(),
    },
  };
}
