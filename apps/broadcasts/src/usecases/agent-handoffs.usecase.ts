import type { JsonObject } from '@platform/contracts';
import type { Trx } from '@platform/db';
import { isDomainError } from '@platform/errors';
import { classifyStartFailure, handoffStartKey, startedForRecipient, startRetryDelayMs, type HandoffContact } from '../domain/agent-handoff';
import type { ClaimedHandoff, HandoffReply } from '../infra/db/agent-handoffs.repository';
import type { UsecaseContext } from './context';

/** Handoffs claimed per query. */
const CLAIM_BATCH = 20;

/**
 * The agent of a broadcast (decision 0805): a recipient's first reply within the attribution
 * window is handed to the broadcast's workflow. The consumer of replies records a handoff (one per
 * recipient: the stable key) in its own transaction; this engine starts the execution through
 * workflows-agent's StartWorkflowExecution once the reply had time to reach the number's own
 * inbound routing (decision 0722), unless the conversation is already owned by an execution of any
 * workflow (workflows-agent's GetConversationOwner, the routing's own rule). Every attempt names the
 * same idempotency key (one per recipient), so a start whose answer was lost, or a replica that died
 * mid-call, is answered with the execution it started, never a second one (decision 0726). A workflow
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
      const owner = await this.ctx.workflows.conversationOwner(h.projectId, contact);
      if (owner) {
        // An earlier attempt of this handoff started it (its answer lost, or recorded by nobody): ours.
        if (startedForRecipient(owner) === h.recipientId)
          return await this.record((trx) => this.ctx.handoffs.started(trx, h.recipientId, owner.id, this.ctx.clock.now()));
        const whose = owner.workflowId === h.workflowId ? 'this workflow' : `workflow ${owner.workflowId}`;
        return await this.record((trx) =>
          this.ctx.handoffs.closed(
            trx,
            h.recipientId,
            'skipped',
            'conversation_has_execution',
            `The conversation is already handled by execution ${owner.id} (${owner.status}) of ${whose}`,
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
        idempotencyKey: handoffStartKey(h.recipientId),
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
      // Released (not closed): the next attempt names the same key, so an execution this one may have started is answered, not doubled.
      const at = new Date(now.getTime() + startRetryDelayMs(h.attempts));
      return this.record((trx) => this.ctx.handoffs.release(trx, h.recipientId, at, message, now));
    }
  }

  private record(fn: (trx: Trx) => Promise<void>): Promise<void> {
    return this.ctx.db.transaction(fn);
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
