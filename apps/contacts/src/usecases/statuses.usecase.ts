import type { Trx } from '@platform/db';
import { MESSAGE_EVENT_BY_STATUS } from '../domain/customer-events';
import { MARKETING_STOPPED_CODE } from '../domain/marketing-preference';
import { nextStatus } from '../domain/message-status';
import type { StatusFact } from '../domain/upstream-change';
import type { ContactRow } from '../infra/db/contacts.repository';
import type { UsecaseContext } from './context';
import type { ConversationEventsUsecase } from './conversation-events.usecase';
import type { PreferencesUsecase } from './preferences.usecase';

/** Statuses of outbound messages (sent, delivered, read, failed) from the upstream's conversation changes. */
export class StatusesUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly preferences: PreferencesUsecase,
    private readonly events: ConversationEventsUsecase,
  ) {}

  /**
   * One status of an outbound message: appended to the raw history (once), the message moved
   * forward when the machine says so (with its event), pricing kept, a 131050 failure recorded as
   * a marketing opt-out. A status for a send not yet recorded creates the message to join later.
   */
  async apply(trx: Trx, projectId: string, phoneNumberId: string, st: StatusFact): Promise<boolean> {
    const now = this.ctx.clock.now();
    let message = await this.ctx.messages.lockByWamid(trx, projectId, st.wamid);
    // A known message needs no contact lookup (its contact is on the row); an unknown one creates both.
    let contact: ContactRow | undefined;
    if (!message) {
      contact = await this.ctx.contacts.upsertFromFact(trx, projectId, st.contact, phoneNumberId, now);
      if (!contact) return false;
      const { row: conv } = await this.ctx.conversations.openFor(trx, { projectId, phoneNumberId, contactId: contact.id, at: st.timestamp, now });
      const r = await this.ctx.messages.insertOnce(trx, {
        projectId,
        wamid: st.wamid,
        conversationId: conv.id,
        contactId: contact.id,
        phoneNumberId,
        direction: 'outbound',
        origin: 'cloud_api',
        type: 'unknown',
        status: 'pending',
        content: {},
        timestamp: st.timestamp,
        now,
      });
      message = r.row;
      if (r.inserted)
        await this.ctx.conversations.countMessage(trx, conv.id, { id: message.id, direction: 'outbound', type: 'unknown', at: st.timestamp, now });
    }
    const appended = await this.ctx.messages.appendStatus(trx, message, { status: st.status, timestamp: st.timestamp, raw: st.raw, now });
    if (!appended) return false;
    const next = nextStatus(message.status, st.status);
    const pricing =
      st.pricing && !message.pricing
        ? { category: st.pricing.category, pricing_model: st.pricing.pricingModel, pricing_type: st.pricing.pricingType, billable: st.pricing.billable }
        : undefined;
    if (next !== message.status || pricing) {
      const updated = await this.ctx.messages.setStatus(trx, message.id, { status: next, errors: next === 'failed' ? st.errors : undefined, pricing, now });
      if (next !== message.status && MESSAGE_EVENT_BY_STATUS[next]) {
        await this.events.messageEvent(trx, projectId, updated, MESSAGE_EVENT_BY_STATUS[next], `message.${next}:${st.wamid}`, false, contact);
      }
    }
    if (st.status === 'failed' && st.errors.some((e) => Number(e.code) === MARKETING_STOPPED_CODE)) {
      contact ??= message.contact_id ? await this.ctx.contacts.lock(trx, projectId, message.contact_id) : undefined;
      contact ??= await this.ctx.contacts.upsertFromFact(trx, projectId, st.contact, phoneNumberId, now);
    }
    if (st.status === 'failed' && contact && st.errors.some((e) => Number(e.code) === MARKETING_STOPPED_CODE)) {
      await this.preferences.record(trx, {
        projectId,
        contact,
        phoneNumberId,
        status: 'stopped',
        source: 'meta_delivery_error',
        observedAt: st.timestamp,
        errorCode: MARKETING_STOPPED_CODE,
      });
    }
    return true;
  }
}
