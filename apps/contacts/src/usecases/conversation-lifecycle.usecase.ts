import type { Trx } from '@platform/db';
import type { ConversationRow } from '../infra/db/conversations.repository';
import type { UsecaseContext } from './context';
import type { ConversationEventsUsecase } from './conversation-events.usecase';

/** The lifecycle of quiet conversations: inactive, then ended (the sweeper's pass; the sandbox ends a superseded session's). */
export class ConversationLifecycleUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly events: ConversationEventsUsecase,
  ) {}

  /**
   * The timer's pass: conversations quiet for `inactiveAfterMs` become inactive
   * (messaging.conversation.inactive), those quiet for `endAfterMs` end (messaging.conversation.ended).
   * Returns how many changed.
   */
  async sweep(limit = 200): Promise<number> {
    const now = this.ctx.clock.now();
    const { inactiveAfterMs, endAfterMs } = this.ctx.settings;
    return this.ctx.db.transaction(async (trx) => {
      let n = 0;
      for (const c of await this.ctx.conversations.quietSince(trx, new Date(now.getTime() - inactiveAfterMs), limit)) {
        await this.ctx.conversations.markInactive(trx, c.id, now);
        await this.events.conversationEvent(
          trx,
          c.project_id,
          c.id,
          'messaging.conversation.inactive',
          `conversation.inactive:${c.id}:${new Date(c.last_active_at as string).toISOString()}`,
          now,
          {
            inactivity: { minutes: Math.round(inactiveAfterMs / 60_000) },
            since_message: c.last_message_id
              ? { id: c.last_message_id, type: c.last_message_type, at: new Date(c.last_message_at as string).toISOString() }
              : null,
          },
        );
        n++;
      }
      const ending = await this.ctx.conversations.endableSince(trx, new Date(now.getTime() - endAfterMs), limit);
      n += await this.endConversations(trx, ending, now);
      return n;
    });
  }

  /** Ends conversations and fires messaging.conversation.ended for each. */
  async endConversations(trx: Trx, rows: ConversationRow[], now: Date): Promise<number> {
    const ended = await this.ctx.conversations.end(
      trx,
      rows.map((r) => r.id),
      now,
    );
    for (const c of ended) await this.events.conversationEvent(trx, c.project_id, c.id, 'messaging.conversation.ended', `conversation.ended:${c.id}`, now);
    return ended.length;
  }
}
