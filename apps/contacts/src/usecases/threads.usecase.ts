import { storableJson, type Trx } from '@platform/db';
import type { ConversationRow } from '../infra/db/conversations.repository';
import type { ThreadsRepository } from '../infra/db/threads.repository';
import { conversationEventObject } from '../infra/events/conversation-events';
import { publishCustomerEvent } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

type Obj = Record<string, unknown>;

/** A thread as messaging-proxy reports it (svc.messaging_proxy.v1.Thread). */
export interface ReportedThread {
  customer: string;
  handler: string;
  ownerAppId: string;
  changedAt: Date;
  lastCustomerMessageAt?: Date;
}

/** messaging-proxy's ThreadChanged, decoded. */
export interface ThreadChange {
  eventId: string;
  projectId: string;
  phoneNumberId: string;
  thread: ReportedThread;
  previousHandler: string;
  previousOwnerAppId: string;
  reason: string;
  metadata: string;
  occurredAt: Date;
}

/** messaging-proxy's ThreadStandby, decoded. */
export interface ThreadStandbyCopy {
  eventId: string;
  projectId: string;
  phoneNumberId: string;
  thread: ReportedThread;
  kind: string;
  messageId: string;
  detail: string;
  valueJson: string;
  occurredAt: Date;
}

/**
 * Thread ownership on shared numbers as contacts sees it (decision 0231): the thread of each
 * customer stored for `conversation.svc.thread`, and the public events `messaging.thread.ownership_changed`
 * and `messaging.thread.standby`, each with the contact's open conversation (null when the customer is
 * not a contact yet or has no open conversation on the number).
 */
export class ThreadsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly threads: ThreadsRepository,
  ) {}

  /**
   * A thread changed hands: stored, then `messaging.thread.ownership_changed` — only when the report
   * applied: one older than the stored thread (arriving late) changes nothing and announces nothing.
   */
  async changed(trx: Trx, c: ThreadChange): Promise<void> {
    const now = this.ctx.clock.now();
    if (!(await this.store(trx, c.projectId, c.phoneNumberId, c.thread, now))) return;
    await this.announce(trx, c, 'messaging.thread.ownership_changed', `thread.ownership_changed:${c.eventId}`, {
      thread: {
        ...threadFields(c.thread),
        previous_handler: c.previousHandler || null,
        previous_owner_app_id: c.previousOwnerAppId || null,
        reason: c.reason,
        metadata: c.metadata || null,
      },
    });
  }

  /** A standby copy: the thread stored, then `messaging.thread.standby` with the copy. */
  async standby(trx: Trx, s: ThreadStandbyCopy): Promise<void> {
    const now = this.ctx.clock.now();
    await this.store(trx, s.projectId, s.phoneNumberId, s.thread, now);
    let item: Obj | null = null;
    try {
      const parsed: unknown = storableJson(JSON.parse(s.valueJson));
      item = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Obj) : null;
    } catch {
      item = null;
    }
    await this.announce(trx, s, 'messaging.thread.standby', `thread.standby:${s.eventId}`, {
      thread: threadFields(s.thread),
      standby: { kind: s.kind, message_id: s.messageId || null, detail: s.detail || null, item },
    });
  }

  /** A conversation row (read without the thread join) with its thread, for events built from rows at hand. */
  async withThread(trx: Trx, conv: ConversationRow): Promise<ConversationRow> {
    if (conv.thread_handler !== undefined) return conv;
    const t = await this.threads.forContact(conv.project_id, conv.phone_number_id, [conv.contact_phone_number, conv.contact_bsuid], trx);
    return {
      ...conv,
      thread_handler: t?.handler ?? null,
      thread_owner_app_id: t?.owner_app_id ?? null,
      thread_changed_at: t?.changed_at ?? null,
      thread_last_customer_message_at: t?.last_customer_message_at ?? null,
    };
  }

  /** {@link withThread} for many conversation rows, with one read of their threads. */
  async withThreads(trx: Trx, convs: ConversationRow[]): Promise<ConversationRow[]> {
    const missing = convs.map((c, i) => ({ c, i })).filter(({ c }) => c.thread_handler === undefined);
    const found = await this.threads.forContacts(
      trx,
      missing.map(({ c }) => ({ projectId: c.project_id, phoneNumberId: c.phone_number_id, customers: [c.contact_phone_number, c.contact_bsuid] })),
    );
    const out = [...convs];
    missing.forEach(({ c, i }, k) => {
      const t = found.get(k);
      out[i] = {
        ...c,
        thread_handler: t?.handler ?? null,
        thread_owner_app_id: t?.owner_app_id ?? null,
        thread_changed_at: t?.changed_at ?? null,
        thread_last_customer_message_at: t?.last_customer_message_at ?? null,
      };
    });
    return out;
  }

  /** Stores the reported thread; true when the report applied (not older than the stored one). */
  private async store(trx: Trx, projectId: string, phoneNumberId: string, t: ReportedThread, now: Date): Promise<boolean> {
    return this.threads.upsert(
      trx,
      {
        project_id: projectId,
        phone_number_id: phoneNumberId,
        customer: t.customer,
        handler: t.handler,
        owner_app_id: t.ownerAppId || null,
        changed_at: t.changedAt,
        last_customer_message_at: t.lastCustomerMessageAt ?? null,
      },
      now,
    );
  }

  /** Publishes a thread event (`own` fields beside the number, the customer's contact and open conversation). */
  private async announce(
    trx: Trx,
    r: { projectId: string; phoneNumberId: string; thread: ReportedThread; occurredAt: Date },
    name: string,
    seed: string,
    own: Obj,
  ): Promise<void> {
    const { contact, conversation } = await this.conversationOf(trx, r.projectId, r.phoneNumberId, r.thread.customer);
    await publishCustomerEvent(trx, {
      seed,
      projectId: r.projectId,
      name,
      fields: { phone_number_id: r.phoneNumberId, ...own, contact: contact ? { id: contact } : null, conversation },
      phoneNumberIds: [r.phoneNumberId],
      occurredAt: r.occurredAt,
    });
  }

  /** The customer's contact id and open conversation on the number (public object), when any. */
  private async conversationOf(trx: Trx, projectId: string, phoneNumberId: string, customer: string): Promise<{ contact?: string; conversation: Obj | null }> {
    const contact = await this.ctx.contacts.resolve(projectId, customer, trx);
    if (!contact) return { conversation: null };
    const open = await this.ctx.conversations.activeOf(projectId, phoneNumberId, contact.id, trx);
    if (!open) return { contact: contact.id, conversation: null };
    return {
      contact: contact.id,
      conversation: conversationEventObject(open, this.ctx.clock.now()),
    };
  }
}

function threadFields(t: ReportedThread): Obj {
  return {
    customer: t.customer,
    handler: t.handler,
    owner_app_id: t.ownerAppId || null,
    changed_at: t.changedAt.toISOString(),
    last_customer_message_at: t.lastCustomerMessageAt?.toISOString() ?? null,
  };
}
