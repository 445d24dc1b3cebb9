import type { Trx } from '@platform/db';
import { MARKETING_STOPPED_CODE } from '../domain/marketing-preference';
import { isBsuid, outboundFact, type OutboundSend } from '../domain/outbound-fact';
import type { ContactFact, MessageFact } from '../domain/upstream-change';
import { digitsOf } from '../infra/db/contacts.repository';
import { withContact, type ConversationRow } from '../infra/db/conversations.repository';
import { conversationEventInput } from '../infra/events/conversation-events';
import { publishCustomerEvents } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { ConversationEventsUsecase } from './conversation-events.usecase';
import { mediaOf, type MessageStoreUsecase } from './message-store.usecase';
import type { PreferencesUsecase } from './preferences.usecase';

/**
 * The pass-through's sends and refusals (messaging-proxy's OutboundMessageSent and
 * OutboundMessageRefused), recorded in the consumer's transaction: one by one, or many set-based
 * (decision 0502) with the same rows and events.
 */
export class OutboundUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly preferences: PreferencesUsecase,
    private readonly store: MessageStoreUsecase,
    private readonly events: ConversationEventsUsecase,
  ) {}

  /** Records a pass-through send with the wamid the upstream returned (fills a row an early status created). */
  async recordOutbound(trx: Trx, send: OutboundSend): Promise<void> {
    await this.store.storeMessage(trx, send.projectId, send.phoneNumberId, outboundFact(send), null);
  }

  /**
   * Records many pass-through sends in one transaction with a fixed number of statements for the
   * common case (decision 0502) — the same rows and events as {@link recordOutbound} one after the
   * other: the recipients' contacts found or created and locked at once (with their presence), their
   * wamids locked at once (a stored one is a duplicate), their active conversations locked or opened
   * at once, the messages inserted at once, each conversation counted once for all its new messages
   * (the newest being its last message), then `messaging.conversation.created` for each opened one.
   * Sends naming a business-scoped id, filling a row an early status created, or losing an insert race
   * go through {@link recordOutbound} one by one afterwards.
   */
  async recordOutbounds(trx: Trx, sends: OutboundSend[]): Promise<void> {
    const now = this.ctx.clock.now();
    const key = (projectId: string, x: string) => `${projectId}\n${x}`;
    const one: OutboundSend[] = [];
    const seen = new Set<string>();
    const batch: Array<{ send: OutboundSend; fact: MessageFact; phone: string }> = [];
    for (const send of sends) {
      const fact = outboundFact(send);
      const phone = fact.contact.waId ? digitsOf(fact.contact.waId) : '';
      if (fact.contact.userId || !phone) one.push(send);
      else if (seen.has(key(send.projectId, send.wamid)))
        continue; // the same send twice in the batch: the first records it
      else batch.push({ send, fact, phone });
      seen.add(key(send.projectId, send.wamid));
    }
    if (batch.length) {
      const contacts = await this.ctx.contacts.lockOrCreateByPhones(
        trx,
        batch.map((b) => ({ projectId: b.send.projectId, phone: b.phone, phoneNumberId: b.send.phoneNumberId, at: now })),
        now,
      );
      const existing = await this.ctx.messages.lockByWamids(
        trx,
        batch.map((b) => ({ projectId: b.send.projectId, wamid: b.send.wamid })),
      );
      const fresh = batch.filter((b) => {
        const found = existing.get(key(b.send.projectId, b.send.wamid));
        if (!found) {
          if (contacts.has(key(b.send.projectId, b.phone))) return true;
          one.push(b.send);
          return false;
        }
        if (found.type === 'unknown') one.push(b.send); // an early status's row: filled one by one
        return false;
      });
      const convs = await this.ctx.conversations.openMany(
        trx,
        fresh.map((b) => ({
          projectId: b.send.projectId,
          phoneNumberId: b.send.phoneNumberId,
          contactId: contacts.get(key(b.send.projectId, b.phone))!.id,
          at: b.fact.timestamp,
        })),
        now,
      );
      const convOf = (b: (typeof batch)[number]) =>
        convs.get(`${b.send.projectId}\n${b.send.phoneNumberId}\n${contacts.get(key(b.send.projectId, b.phone))!.id}`)!;
      const inserted = await this.ctx.messages.insertMany(
        trx,
        fresh.map((b) => ({
          projectId: b.send.projectId,
          wamid: b.send.wamid,
          conversationId: convOf(b).row.id,
          contactId: contacts.get(key(b.send.projectId, b.phone))!.id,
          phoneNumberId: b.send.phoneNumberId,
          direction: 'outbound',
          origin: 'cloud_api',
          type: b.fact.type,
          status: 'pending',
          content: b.fact.content,
          text: b.fact.text,
          media: mediaOf(b.fact),
          contextWamid: b.fact.contextWamid,
          requestId: b.send.requestId,
          timestamp: b.fact.timestamp,
          now,
        })),
      );
      // Per conversation: how many new messages, and the newest (the last of equal times, as one by one).
      const counts = new Map<string, { conversationId: string; n: number; id: string; type: string; text: string | null; at: Date }>();
      for (const b of fresh) {
        const row = inserted.get(key(b.send.projectId, b.send.wamid));
        if (!row) {
          one.push(b.send); // lost a race with another writer of the wamid
          continue;
        }
        const conversationId = convOf(b).row.id;
        const c = counts.get(conversationId);
        const at = b.fact.timestamp;
        if (!c) counts.set(conversationId, { conversationId, n: 1, id: row.id, type: b.fact.type, text: b.fact.text ?? null, at });
        else {
          c.n++;
          if (at.getTime() >= c.at.getTime()) Object.assign(c, { id: row.id, type: b.fact.type, text: b.fact.text ?? null, at });
        }
      }
      const counted = await this.ctx.conversations.countMany(trx, 'outbound', [...counts.values()], now);
      // messaging.conversation.created for each conversation opened here (outbound API sends fire no message event).
      // Their threads read at once and the events written in one statement, in the order of the sends.
      const announced = new Map<string, { b: (typeof batch)[number]; row: ConversationRow }>();
      for (const b of fresh) {
        const conv = convOf(b);
        if (!conv.created || announced.has(conv.row.id) || !counted.has(conv.row.id)) continue;
        announced.set(conv.row.id, { b, row: withContact(counted.get(conv.row.id)!, contacts.get(key(b.send.projectId, b.phone))!) });
      }
      if (announced.size) {
        const opened = [...announced.values()];
        const rows = await this.events.withThreads(
          trx,
          opened.map((o) => o.row),
        );
        await publishCustomerEvents(
          trx,
          opened.map(({ b, row }, i) =>
            conversationEventInput(
              b.send.projectId,
              'messaging.conversation.created',
              `conversation.created:${row.id}`,
              b.fact.timestamp,
              {},
              rows[i],
              this.ctx.clock.now(),
            ),
          ),
        );
      }
    }
    for (const send of one) await this.recordOutbound(trx, send);
  }

  /** A synchronous 131050 refusal of a pass-through send: the contact stopped marketing on the number. */
  async recordRefusal(trx: Trx, r: { projectId: string; phoneNumberId: string; to: string; errorCode: number; occurredAt: Date }): Promise<void> {
    if (r.errorCode !== MARKETING_STOPPED_CODE) return;
    const fact: ContactFact = isBsuid(r.to) ? { userId: r.to } : { waId: r.to };
    const contact = await this.ctx.contacts.upsertFromFact(trx, r.projectId, fact, r.phoneNumberId, this.ctx.clock.now());
    if (!contact) return;
    await this.preferences.record(trx, {
      projectId: r.projectId,
      contact,
      phoneNumberId: r.phoneNumberId,
      status: 'stopped',
      source: 'meta_synchronous_error',
      observedAt: r.occurredAt,
      errorCode: r.errorCode,
    });
  }
}
