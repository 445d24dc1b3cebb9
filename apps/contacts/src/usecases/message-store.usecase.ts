import type { Trx } from '@platform/db';
import { nextStatus } from '../domain/message-status';
import type { MessageFact } from '../domain/upstream-change';
import { withContact } from '../infra/db/conversations.repository';
import type { MessageRow } from '../infra/db/messages.repository';
import { publishReopened } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { ConversationEventsUsecase } from './conversation-events.usecase';

/** The stored media of a message fact (null without media). */
export function mediaOf(m: MessageFact): MessageRow['media'] {
  return m.media ? { id: m.media.id, mime_type: m.media.mimeType, sha256: m.media.sha256, filename: m.media.filename, caption: m.media.caption } : null;
}

/**
 * Stores one message (inbound, a pass-through send, a history import) in the caller's transaction:
 * the path every message takes one by one, and the set-based paths' fallback (decision 0502).
 */
export class MessageStoreUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly events: ConversationEventsUsecase,
  ) {}

  /**
   * Stores one message once (wamid dedupe) on the contact's open conversation, counts it, and fires
   * messaging.message.received / sent (and conversation.created) unless it is a history import; on a
   * thread another app handles only conversation.created fires (decision 0231).
   */
  async storeMessage(
    trx: Trx,
    projectId: string,
    phoneNumberId: string,
    m: MessageFact,
    sessionId: string | null,
    otherAppThread = false,
  ): Promise<'stored' | 'duplicate' | 'skipped'> {
    const now = this.ctx.clock.now();
    // Lock order everywhere: contact, then conversation, then message (no deadlock with statuses).
    const contact = await this.ctx.contacts.upsertFromFact(trx, projectId, m.contact, phoneNumberId, now);
    if (!contact) return 'skipped';
    const existing = await this.ctx.messages.lockByWamid(trx, projectId, m.wamid);
    if (existing && existing.type !== 'unknown') return 'duplicate';
    if (existing) {
      // A status arrived before the send was recorded: the placeholder gets the content now.
      const filled = await this.ctx.messages.fillPlaceholder(trx, existing.id, {
        conversationId: existing.conversation_id!,
        contactId: existing.contact_id ?? contact.id,
        type: m.type,
        content: m.content,
        text: m.text,
        media: mediaOf(m),
        requestId: m.requestId,
        timestamp: m.timestamp,
        now,
      });
      return filled ? 'stored' : 'skipped';
    }
    const { row: conv, created } = await this.ctx.conversations.openFor(trx, {
      projectId,
      phoneNumberId,
      contactId: contact.id,
      sandboxSessionId: sessionId,
      at: m.timestamp,
      now,
    });
    const historic = m.origin === 'history_sync';
    const { row, inserted } = await this.ctx.messages.insertOnce(trx, {
      projectId,
      wamid: m.wamid,
      conversationId: conv.id,
      contactId: contact.id,
      phoneNumberId,
      direction: m.direction,
      origin: m.origin,
      type: m.type,
      status: m.direction === 'inbound' ? 'received' : historic ? nextStatus('pending', m.historyStatus ?? 'sent') : 'pending',
      content: m.content,
      text: m.text,
      media: mediaOf(m),
      contextWamid: m.contextWamid,
      requestId: m.requestId,
      timestamp: m.timestamp,
      now,
    });
    if (!inserted) return 'duplicate';
    const counted = withContact(
      await this.ctx.conversations.countMessage(trx, conv.id, { id: row.id, direction: m.direction, type: m.type, text: m.text, at: m.timestamp, now }),
      contact,
    );
    await publishReopened(trx, conv, counted, now);
    if (historic) return 'stored';
    if (created)
      await this.events.conversationEvent(
        trx,
        projectId,
        conv.id,
        'messaging.conversation.created',
        `conversation.created:${conv.id}`,
        m.timestamp,
        {},
        counted,
      );
    // Another app handles the thread (and it is not the upstream's agent): stored, and the conversation it
    // opened announced, but no message event (decision 0231: spec 6 silences messaging.message.* only).
    if (otherAppThread) return 'stored';
    // A new message has no statuses yet: the event is built from the rows at hand.
    if (m.direction === 'inbound')
      await this.events.messageEvent(trx, projectId, row, 'messaging.message.received', `message.received:${m.wamid}`, created, contact, counted, []);
    else if (m.origin === 'business_app')
      await this.events.messageEvent(trx, projectId, row, 'messaging.message.sent', `message.sent:${m.wamid}`, created, contact, counted, []);
    return 'stored';
  }
}
