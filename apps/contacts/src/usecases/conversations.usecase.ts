import type { Trx } from '@platform/db';
import { conversationObject, MESSAGE_EVENT_BY_STATUS, messageObject } from '../domain/customer-events';
import { MARKETING_STOPPED_CODE, type PreferenceSource, type PreferenceStatus } from '../domain/marketing-preference';
import { nextStatus } from '../domain/message-status';
import { parseChange, type ContactFact, type IdentityFact, type MessageFact, type StatusFact } from '../domain/upstream-change';
import { digitsOf, profilePatch, type ContactRow, type StoredPreferenceRow } from '../infra/db/contacts.repository';
import { type ConversationRow, countedRow } from '../infra/db/conversations.repository';
import type { MessageRow, StatusRow } from '../infra/db/messages.repository';
import { type CustomerEventInput, publishCustomerEvent, publishCustomerEvents } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { PreferencesUsecase } from './preferences.usecase';
import type { SandboxUsecase } from './sandbox.usecase';
import type { ThreadsUsecase } from './threads.usecase';
import { conversationToWire } from '../wire/conversation.wire';
import { messageToWire } from '../wire/message.wire';

type Obj = Record<string, unknown>;

/** A conversation change handed on by messaging-proxy's receiver (ConversationChangeReceived). */
export interface ConversationChange {
  eventId: string;
  projectId: string;
  phoneNumberId: string;
  field: string;
  valueJson: string;
  receivedAt: Date;
  sandbox: boolean;
  /**
   * Who handled the customer's thread on a shared number (decision 0231): messages of a thread
   * `other_app` handles are stored but fire no messaging.message.* event (a conversation they open
   * still fires messaging.conversation.created). Empty on numbers not shared.
   */
  threadHandler?: string;
}

/** A send the upstream accepted through the pass-through (OutboundMessageSent). */
export interface OutboundSend {
  projectId: string;
  phoneNumberId: string;
  wamid: string;
  to: string;
  recipientWaId?: string;
  recipientUserId?: string;
  requestJson: string;
  occurredAt: Date;
}

/** What one change did (for tests and logs). */
export interface IngestOutcome {
  messagesStored: number;
  duplicates: number;
  statusesApplied: number;
  identities: number;
}

/** One received message of a plain inbound change, as the set-based path stores it. */
interface InboundItem {
  projectId: string;
  phoneNumberId: string;
  fact: MessageFact;
  /** Digits of the sender's phone number (`wa_id`). */
  phone: string;
  /** Another app handles the customer's thread (decision 0231): stored, no message event (a conversation it opens is announced). */
  otherAppThread: boolean;
}

/** A conversation row with its contact's identity fields (as the API reads it), from rows at hand. */
function withContact(conv: ConversationRow, c: ContactRow): ConversationRow {
  return {
    ...conv,
    contact_phone_number: c.phone_number,
    contact_bsuid: c.business_scoped_user_id,
    contact_parent_bsuid: c.parent_business_scoped_user_id,
    contact_name: c.name,
    contact_username: c.username,
  };
}

/** The change's value, parsed; undefined when it is not a JSON object. */
function valueOf(change: ConversationChange): Obj | undefined {
  try {
    const v: unknown = JSON.parse(change.valueJson);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
  } catch {
    return undefined;
  }
}

const isBsuid = (v: string) => !/^\+?[\d\s().-]+$/.test(v);

/** The message fact of a pass-through send. */
function outboundFact(send: OutboundSend): MessageFact {
  let request: Obj = {};
  try {
    request = JSON.parse(send.requestJson) as Obj;
  } catch {
    // The send happened; its content is unknown.
  }
  const type = typeof request.type === 'string' ? request.type : 'text';
  const content = request[type] && typeof request[type] === 'object' ? (request[type] as Obj) : {};
  return {
    wamid: send.wamid,
    direction: 'outbound',
    origin: 'cloud_api',
    contact: {
      waId: send.recipientWaId || (!isBsuid(send.to) ? send.to : undefined),
      userId: send.recipientUserId || (isBsuid(send.to) ? send.to : undefined),
    },
    type,
    content,
    text: type === 'text' ? String((content as { body?: unknown }).body ?? '') : undefined,
    contextWamid: typeof (request.context as Obj | undefined)?.message_id === 'string' ? ((request.context as Obj).message_id as string) : undefined,
    timestamp: send.occurredAt,
  };
}

/**
 * Contacts, conversations and messages from the upstream's conversation changes and the
 * pass-through's sends, in the consumer's transaction (the effect and processed_events commit
 * together). Messages dedupe on wamid with an atomic insert; statuses move a message forward only
 * (domain/message-status) and every raw status is kept in order of arrival; history imports are
 * stored but fire nothing; identity control messages are reconciled, never stored as messages.
 */
export class ConversationsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly preferences: PreferencesUsecase,
    private readonly sandbox: SandboxUsecase,
    /** Thread ownership on shared numbers (decision 0231): `conversation.svc.thread` of the events. */
    private readonly threads?: Pick<ThreadsUsecase, 'withThread' | 'withThreads'>,
  ) {}

  /** One conversation change of an upstream webhook. */
  async ingestChange(trx: Trx, change: ConversationChange): Promise<IngestOutcome> {
    const out: IngestOutcome = { messagesStored: 0, duplicates: 0, statusesApplied: 0, identities: 0 };
    const value = valueOf(change);
    if (!value) {
      this.ctx.logger.warn({ eventId: change.eventId }, 'conversation change with a value that is not a JSON object: skipped');
      return out;
    }
    const facts = parseChange(change.field, value, change.receivedAt);
    const phoneNumberId = change.phoneNumberId || facts.phoneNumberId;
    for (const identity of facts.identities) {
      const projectId = change.sandbox ? await this.sandbox.projectOf(trx, { waId: identity.waId, userId: identity.previousUserId }) : change.projectId;
      if (projectId && (await this.reconcileIdentity(trx, projectId, phoneNumberId, identity))) out.identities++;
    }
    for (const m of facts.messages) {
      let projectId = change.projectId;
      let sessionId: string | null = null;
      if (change.sandbox) {
        const routed = await this.sandbox.route(trx, m);
        if (!routed) continue;
        projectId = routed.projectId;
        sessionId = routed.sessionId;
      }
      const stored = await this.storeMessage(trx, projectId, phoneNumberId, m, sessionId, change.threadHandler === 'other_app');
      if (stored === 'duplicate') out.duplicates++;
      else if (stored === 'stored') out.messagesStored++;
    }
    for (const st of facts.statuses) {
      let projectId = change.projectId;
      if (change.sandbox) {
        const p = await this.sandbox.projectOf(trx, { waId: st.contact.waId, userId: st.contact.userId });
        if (!p) continue;
        projectId = p;
      }
      if (await this.applyStatus(trx, projectId, phoneNumberId, st)) out.statusesApplied++;
    }
    return out;
  }

  /** Records a pass-through send with the wamid the upstream returned (fills a row an early status created). */
  async recordOutbound(trx: Trx, send: OutboundSend): Promise<void> {
    await this.storeMessage(trx, send.projectId, send.phoneNumberId, outboundFact(send), null);
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
          media: this.media(b.fact),
          contextWamid: b.fact.contextWamid,
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
        const rows = this.threads
          ? await this.threads.withThreads(
              trx,
              opened.map((o) => o.row),
            )
          : opened.map((o) => o.row);
        await publishCustomerEvents(
          trx,
          opened.map(({ b, row }, i) =>
            this.conversationEventInput(b.send.projectId, 'messaging.conversation.created', `conversation.created:${row.id}`, b.fact.timestamp, {}, rows[i]),
          ),
        );
      }
    }
    for (const send of one) await this.recordOutbound(trx, send);
  }

  /**
   * Applies many conversation changes in one transaction, in order, with the same rows and events as
   * {@link ingestChange} one after the other (decision 0502). Each run of consecutive plain inbound
   * changes (see {@link plainInbounds}) is stored set-based by {@link storeInbounds} with a fixed set
   * of statements; any other change first flushes the run, then is ingested one by one.
   */
  async recordInbounds(trx: Trx, changes: ConversationChange[]): Promise<void> {
    let run: InboundItem[] = [];
    for (const change of changes) {
      const items = this.plainInbounds(change);
      if (items) {
        run.push(...items);
        continue;
      }
      if (run.length) await this.storeInbounds(trx, run);
      run = [];
      await this.ingestChange(trx, change);
    }
    if (run.length) await this.storeInbounds(trx, run);
  }

  /**
   * The messages of a plain inbound change — customers writing to a project's number: field
   * `messages`, not the sandbox, no identity control message and no status in it, every message
   * from a phone number (`wa_id`) with no business-scoped id — or undefined when the change is
   * anything else (it is ingested one by one). A value that is not a JSON object is not plain.
   */
  private plainInbounds(change: ConversationChange): InboundItem[] | undefined {
    if (change.sandbox || change.field !== 'messages') return undefined;
    const value = valueOf(change);
    if (!value) return undefined;
    const facts = parseChange(change.field, value, change.receivedAt);
    if (facts.identities.length || facts.statuses.length) return undefined;
    const phoneNumberId = change.phoneNumberId || facts.phoneNumberId;
    const items: InboundItem[] = [];
    for (const fact of facts.messages) {
      const phone = fact.contact.waId ? digitsOf(fact.contact.waId) : '';
      if (fact.direction !== 'inbound' || fact.origin !== 'cloud_api' || !phone || fact.contact.userId || fact.contact.parentUserId) return undefined;
      items.push({ projectId: change.projectId, phoneNumberId, fact, phone, otherAppThread: change.threadHandler === 'other_app' });
    }
    return items;
  }

  /**
   * Stores received messages set-based (decision 0502), leaving exactly the rows and events that
   * {@link storeMessage} leaves for each in order: the senders' contacts found or created and locked
   * at once with their presence, then each one's profile (name, username) as the messages leave it,
   * updated at once; the wamids locked at once (a stored one is a duplicate; an early status's
   * placeholder is filled); the active conversations locked or opened at once; the messages inserted
   * at once; each conversation counted once for all its new messages; then, in arrival order,
   * `messaging.conversation.created` for each conversation opened and `messaging.message.received`
   * for each message stored (none on a thread another app handles), each with the conversation and
   * contact as counting that message one by one leaves them, written to the outbox in one statement.
   * A message whose contact is gone after the insert or that loses its insert to another writer is
   * stored one by one afterwards.
   */
  private async storeInbounds(trx: Trx, items: InboundItem[]): Promise<void> {
    const now = this.ctx.clock.now();
    const key = (projectId: string, x: string) => `${projectId}\n${x}`;
    const one: InboundItem[] = [];
    // Contacts: every message refreshes its sender's profile and presence first (duplicates too).
    const locked = await this.ctx.contacts.lockOrCreateByPhones(
      trx,
      items.map((i) => ({
        projectId: i.projectId,
        phone: i.phone,
        phoneNumberId: i.phoneNumberId,
        at: now,
        name: i.fact.contact.name,
        username: i.fact.contact.username,
      })),
      now,
    );
    const profiles = new Map<string, { row: ContactRow; patched: boolean }>();
    // The contact as each message's upsert leaves it (undefined: not found, stored one by one).
    const contactOf = items.map((i) => {
      const row = locked.get(key(i.projectId, i.phone));
      if (!row) return undefined;
      let p = profiles.get(row.id);
      if (!p) profiles.set(row.id, (p = { row, patched: false }));
      const patch = profilePatch(p.row, i.fact.contact);
      if (Object.keys(patch).length) {
        p.row = { ...p.row, ...patch, updated_at: now };
        p.patched = true;
      }
      return p.row;
    });
    await this.ctx.contacts.setProfiles(
      trx,
      [...profiles.values()].filter((p) => p.patched).map((p) => p.row),
      now,
    );
    const existing = await this.ctx.messages.lockByWamids(
      trx,
      items.filter((_, k) => contactOf[k]).map((i) => ({ projectId: i.projectId, wamid: i.fact.wamid })),
    );
    const seen = new Set<string>();
    const fresh: Array<{ item: InboundItem; contact: ContactRow }> = [];
    for (const [k, item] of items.entries()) {
      const contact = contactOf[k];
      if (!contact) {
        one.push(item);
        continue;
      }
      const wamid = key(item.projectId, item.fact.wamid);
      if (seen.has(wamid)) continue; // the same message twice in the batch: the first stores it
      seen.add(wamid);
      const found = existing.get(wamid);
      if (!found) fresh.push({ item, contact });
      else if (found.type === 'unknown')
        // A status arrived first: the placeholder gets the content (no count, no event), as one by one.
        await this.ctx.messages.fillPlaceholder(trx, found.id, {
          conversationId: found.conversation_id!,
          contactId: found.contact_id ?? contact.id,
          type: item.fact.type,
          content: item.fact.content,
          text: item.fact.text,
          media: this.media(item.fact),
          timestamp: item.fact.timestamp,
          now,
        });
    }
    const convKey = (f: (typeof fresh)[number]) => `${f.item.projectId}\n${f.item.phoneNumberId}\n${f.contact.id}`;
    const convs = await this.ctx.conversations.openMany(
      trx,
      fresh.map((f) => ({ projectId: f.item.projectId, phoneNumberId: f.item.phoneNumberId, contactId: f.contact.id, at: f.item.fact.timestamp })),
      now,
    );
    const inserted = await this.ctx.messages.insertMany(
      trx,
      fresh.map(({ item, contact }) => ({
        projectId: item.projectId,
        wamid: item.fact.wamid,
        conversationId: convs.get(convKey({ item, contact }))!.row.id,
        contactId: contact.id,
        phoneNumberId: item.phoneNumberId,
        direction: 'inbound',
        origin: item.fact.origin,
        type: item.fact.type,
        status: 'received',
        content: item.fact.content,
        text: item.fact.text,
        media: this.media(item.fact),
        contextWamid: item.fact.contextWamid,
        timestamp: item.fact.timestamp,
        now,
      })),
    );
    // Each conversation as counting its messages one by one leaves it after each, and the count of all at once.
    const state = new Map<string, ConversationRow>();
    const counts = new Map<string, { conversationId: string; n: number; id: string; type: string; text: string | null; at: Date }>();
    const stored: Array<{ item: InboundItem; contact: ContactRow; row: MessageRow; counted: ConversationRow; isNew: boolean }> = [];
    for (const f of fresh) {
      const row = inserted.get(key(f.item.projectId, f.item.fact.wamid));
      if (!row) {
        one.push(f.item); // lost a race with another writer of the wamid
        continue;
      }
      const conv = convs.get(convKey(f))!;
      const before = state.get(conv.row.id);
      const m = { id: row.id, direction: 'inbound' as const, type: f.item.fact.type, text: f.item.fact.text ?? null, at: f.item.fact.timestamp };
      const counted = countedRow(before ?? conv.row, m, now);
      state.set(conv.row.id, counted);
      stored.push({ ...f, row, counted: withContact(counted, f.contact), isNew: conv.created && !before });
      // The newest message (the last of equal times) is the one counting one by one leaves as the last.
      const c = counts.get(conv.row.id);
      const newest = { id: m.id, type: m.type, text: m.text, at: m.at };
      if (!c) counts.set(conv.row.id, { conversationId: conv.row.id, n: 1, ...newest });
      else {
        c.n++;
        if (m.at.getTime() >= c.at.getTime()) Object.assign(c, newest);
      }
    }
    await this.ctx.conversations.countMany(trx, 'inbound', [...counts.values()], now);
    // The events, in arrival order. A message of a thread another app handles is stored and fires no
    // messaging.message.*; a conversation it opens is still announced (decision 0231, spec 6).
    const announced = stored.filter((s) => s.isNew || !s.item.otherAppThread);
    const threaded = this.threads
      ? await this.threads.withThreads(
          trx,
          announced.map((s) => s.counted),
        )
      : announced.map((s) => s.counted);
    const events: CustomerEventInput[] = [];
    announced.forEach((s, k) => {
      const conv = threaded[k]!;
      if (s.isNew)
        events.push(
          this.conversationEventInput(s.item.projectId, 'messaging.conversation.created', `conversation.created:${conv.id}`, s.item.fact.timestamp, {}, conv),
        );
      if (s.item.otherAppThread) return;
      events.push(
        this.messageEventInput(s.item.projectId, s.row, 'messaging.message.received', `message.received:${s.item.fact.wamid}`, s.isNew, s.contact, conv, []),
      );
    });
    await publishCustomerEvents(trx, events);
    for (const item of one) await this.storeMessage(trx, item.projectId, item.phoneNumberId, item.fact, null, item.otherAppThread);
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

  /**
   * Stores one message once (wamid dedupe) on the contact's open conversation, counts it, and fires
   * messaging.message.received / sent (and conversation.created) unless it is a history import; on a
   * thread another app handles only conversation.created fires (decision 0231).
   */
  private async storeMessage(
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
        media: this.media(m),
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
      media: this.media(m),
      contextWamid: m.contextWamid,
      timestamp: m.timestamp,
      now,
    });
    if (!inserted) return 'duplicate';
    const counted = withContact(
      await this.ctx.conversations.countMessage(trx, conv.id, { id: row.id, direction: m.direction, type: m.type, text: m.text, at: m.timestamp, now }),
      contact,
    );
    if (historic) return 'stored';
    if (created)
      await this.conversationEvent(trx, projectId, conv.id, 'messaging.conversation.created', `conversation.created:${conv.id}`, m.timestamp, {}, counted);
    // Another app handles the thread (and it is not the upstream's agent): stored, and the conversation it
    // opened announced, but no message event (decision 0231: spec 6 silences messaging.message.* only).
    if (otherAppThread) return 'stored';
    // A new message has no statuses yet: the event is built from the rows at hand.
    if (m.direction === 'inbound')
      await this.messageEvent(trx, projectId, row, 'messaging.message.received', `message.received:${m.wamid}`, created, contact, counted, []);
    else if (m.origin === 'business_app')
      await this.messageEvent(trx, projectId, row, 'messaging.message.sent', `message.sent:${m.wamid}`, created, contact, counted, []);
    return 'stored';
  }

  /**
   * One status of an outbound message: appended to the raw history (once), the message moved
   * forward when the machine says so (with its event), pricing kept, a 131050 failure recorded as
   * a marketing opt-out. A status for a send not yet recorded creates the message to join later.
   */
  private async applyStatus(trx: Trx, projectId: string, phoneNumberId: string, st: StatusFact): Promise<boolean> {
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
    const appended = await this.ctx.messages.appendStatus(trx, message.id, { status: st.status, timestamp: st.timestamp, raw: st.raw, now });
    if (!appended) return false;
    const next = nextStatus(message.status, st.status);
    const pricing =
      st.pricing && !message.pricing
        ? { category: st.pricing.category, pricing_model: st.pricing.pricingModel, pricing_type: st.pricing.pricingType, billable: st.pricing.billable }
        : undefined;
    if (next !== message.status || pricing) {
      const updated = await this.ctx.messages.setStatus(trx, message.id, { status: next, errors: next === 'failed' ? st.errors : undefined, pricing, now });
      if (next !== message.status && MESSAGE_EVENT_BY_STATUS[next]) {
        await this.messageEvent(trx, projectId, updated, MESSAGE_EVENT_BY_STATUS[next], `message.${next}:${st.wamid}`, false, contact);
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

  /**
   * A business-scoped user id rotation or a number change: reconciled onto the contact (and so its
   * conversations and messages) and its sandbox session in the caller's transaction; a contact the
   * new identity already created is merged into the old one. True when something changed.
   */
  private async reconcileIdentity(trx: Trx, projectId: string, phoneNumberId: string, id: IdentityFact): Promise<boolean> {
    const now = this.ctx.clock.now();
    const olds = await this.ctx.contacts.byIdentity(trx, projectId, { userId: id.previousUserId, waId: id.waId });
    const old = olds.find((c) => id.previousUserId && c.business_scoped_user_id === id.previousUserId) ?? olds[0];
    const newcomers = (await this.ctx.contacts.byIdentity(trx, projectId, { userId: id.userId, waId: id.newWaId })).filter((c) => c.id !== old?.id);
    if (!old) return false;
    const patch: { phone_number?: string; business_scoped_user_id?: string; parent_business_scoped_user_id?: string } = {};
    if (id.userId && id.userId !== old.business_scoped_user_id) patch.business_scoped_user_id = id.userId;
    if (id.newWaId && id.newWaId.replace(/\D/g, '') !== old.phone_number) patch.phone_number = id.newWaId.replace(/\D/g, '');
    if (id.parentUserId && id.parentUserId !== old.parent_business_scoped_user_id) patch.parent_business_scoped_user_id = id.parentUserId;
    if (!Object.keys(patch).length) return false;
    const moved: StoredPreferenceRow[] = [];
    for (const other of newcomers) {
      // Messages that arrived under the new identity before the rotation was known join the contact.
      await this.ctx.conversations.reassignContact(trx, projectId, other.id, old.id, now);
      await this.ctx.messages.reassignContact(trx, projectId, other.id, old.id);
      // Its numbers and marketing preferences too, read before the erase cascades them away: a stop
      // recorded under the new identity must survive the merge (spec 7.4).
      await this.ctx.contacts.movePresence(trx, projectId, other.id, old.id);
      moved.push(...(await this.ctx.contacts.storedPreferences(trx, projectId, other.id)));
      await this.ctx.contacts.erase(trx, projectId, other.id);
    }
    const updated = await this.ctx.contacts.setIdentity(trx, old.id, patch, now);
    // Replayed onto the survivor as reports: per number the newest one wins (an older one never
    // regresses the survivor's), and a change is a transition like any other (next sequence, event).
    for (const p of moved) {
      await this.preferences.record(trx, {
        projectId,
        contact: updated,
        phoneNumberId: p.phone_number_id,
        status: p.status as PreferenceStatus,
        source: p.source as PreferenceSource,
        observedAt: new Date(p.observed_at ?? p.updated_at),
      });
    }
    if (id.previousUserId && id.userId) await this.ctx.sessions.rotateUserId(trx, id.previousUserId, id.userId, now);
    if (patch.business_scoped_user_id && old.business_scoped_user_id) {
      await publishCustomerEvent(trx, {
        seed: `identity_changed:${old.id}:${old.business_scoped_user_id}:${patch.business_scoped_user_id}`,
        projectId,
        name: 'messaging.contact.identity_changed',
        fields: {
          contact: {
            id: updated.id,
            business_scoped_user_id: updated.business_scoped_user_id,
            previous_business_scoped_user_id: old.business_scoped_user_id,
            parent_business_scoped_user_id: updated.parent_business_scoped_user_id ?? null,
            phone_number: updated.phone_number ?? null,
          },
          phone_number_id: phoneNumberId || null,
        },
        phoneNumberIds: phoneNumberId ? [phoneNumberId] : [],
        occurredAt: id.timestamp,
      });
    }
    return true;
  }

  private media(m: MessageFact): MessageRow['media'] {
    return m.media ? { id: m.media.id, mime_type: m.media.mimeType, sha256: m.media.sha256, filename: m.media.filename, caption: m.media.caption } : null;
  }

  private async messageEvent(
    trx: Trx,
    projectId: string,
    row: MessageRow,
    name: string,
    seed: string,
    isNew: boolean,
    contact?: ContactRow,
    known?: ConversationRow,
    knownStatuses?: StatusRow[],
  ): Promise<void> {
    const found = known ?? (row.conversation_id ? await this.ctx.conversations.get(projectId, row.conversation_id, trx) : undefined);
    const conv = found && this.threads ? await this.threads.withThread(trx, found) : found;
    const statuses = knownStatuses ?? (await this.ctx.messages.statusesOf([row.id], trx)).get(row.id) ?? [];
    await publishCustomerEvent(trx, this.messageEventInput(projectId, row, name, seed, isNew, contact, conv, statuses));
  }

  /** A message event (received, sent, delivered, …) built from the rows at hand (`conv` with its thread). */
  private messageEventInput(
    projectId: string,
    row: MessageRow,
    name: string,
    seed: string,
    isNew: boolean,
    contact: ContactRow | undefined,
    conv: ConversationRow | undefined,
    statuses: StatusRow[],
  ): CustomerEventInput {
    return {
      seed,
      projectId,
      name,
      fields: {
        message: messageObject(messageToWire(row, statuses)),
        conversation: conv
          ? conversationObject(conversationToWire(conv, this.ctx.clock.now()), { parentBsuid: conv.contact_parent_bsuid, username: conv.contact_username })
          : null,
        is_new_conversation: isNew,
        phone_number_id: row.phone_number_id,
        ...(contact || row.contact_id ? { contact: { id: contact?.id ?? row.contact_id } } : {}),
      },
      phoneNumberIds: [row.phone_number_id],
      occurredAt: new Date(row.timestamp as string),
    };
  }

  /** Fires a conversation event (created, inactive, ended) with the conversation as it is now. */
  async conversationEvent(
    trx: Trx,
    projectId: string,
    conversationId: string,
    name: string,
    seed: string,
    at: Date,
    extra: Obj = {},
    known?: ConversationRow,
  ): Promise<void> {
    const found = known ?? (await this.ctx.conversations.get(projectId, conversationId, trx));
    if (!found) return;
    const conv = this.threads ? await this.threads.withThread(trx, found) : found;
    await publishCustomerEvent(trx, this.conversationEventInput(projectId, name, seed, at, extra, conv));
  }

  /** A conversation event built from the row at hand (with its thread). */
  private conversationEventInput(projectId: string, name: string, seed: string, at: Date, extra: Obj, conv: ConversationRow): CustomerEventInput {
    return {
      seed,
      projectId,
      name,
      fields: {
        conversation: conversationObject(conversationToWire(conv, this.ctx.clock.now()), {
          parentBsuid: conv.contact_parent_bsuid,
          username: conv.contact_username,
        }),
        phone_number_id: conv.phone_number_id,
        ...extra,
      },
      phoneNumberIds: [conv.phone_number_id],
      occurredAt: at,
    };
  }

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
        await this.conversationEvent(
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
    for (const c of ended) await this.conversationEvent(trx, c.project_id, c.id, 'messaging.conversation.ended', `conversation.ended:${c.id}`, now);
    return ended.length;
  }
}
