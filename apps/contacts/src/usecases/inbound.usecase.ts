import { storableJson, type Trx } from '@platform/db';
import { parseChange, type MessageFact } from '../domain/upstream-change';
import { digitsOf, profilePatch, type ContactRow } from '../infra/db/contacts.repository';
import { countedRow, withContact, type ConversationRow } from '../infra/db/conversations.repository';
import type { MessageRow } from '../infra/db/messages.repository';
import { conversationEventInput, messageEventInput } from '../infra/events/conversation-events';
import { type CustomerEventInput, publishCustomerEvents, publishReopened } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { ConversationEventsUsecase } from './conversation-events.usecase';
import type { IdentitiesUsecase } from './identities.usecase';
import { mediaOf, type MessageStoreUsecase } from './message-store.usecase';
import type { SandboxUsecase } from './sandbox.usecase';
import type { StatusesUsecase } from './statuses.usecase';

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
  /** The inbound delivery's id (the event's x-request-id, decision 0018): recorded on its messages. */
  requestId?: string;
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

/**
 * The change's value, parsed, without the characters Postgres refuses (NUL, unpaired surrogates →
 * U+FFFD: a customer's text holding one is stored, decision 0506); undefined when it is not a JSON object.
 */
function valueOf(change: ConversationChange): Obj | undefined {
  try {
    const v: unknown = storableJson(JSON.parse(change.valueJson));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The upstream's conversation changes handed on by messaging-proxy's receiver, in the consumer's
 * transaction (the effect and processed_events commit together): identities reconciled, messages
 * stored once (wamid dedupe; history imports fire nothing), statuses applied; sandbox changes routed
 * to their session's project. Runs of plain inbound changes are stored set-based (decision 0502).
 */
export class InboundUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly sandbox: SandboxUsecase,
    private readonly store: MessageStoreUsecase,
    private readonly statuses: StatusesUsecase,
    private readonly identities: IdentitiesUsecase,
    private readonly events: ConversationEventsUsecase,
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
      if (projectId && (await this.identities.reconcile(trx, projectId, phoneNumberId, identity))) out.identities++;
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
      const fact = change.requestId ? { ...m, requestId: change.requestId } : m;
      const stored = await this.store.storeMessage(trx, projectId, phoneNumberId, fact, sessionId, change.threadHandler === 'other_app');
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
      if (await this.statuses.apply(trx, projectId, phoneNumberId, st)) out.statusesApplied++;
    }
    return out;
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
      items.push({
        projectId: change.projectId,
        phoneNumberId,
        fact: change.requestId ? { ...fact, requestId: change.requestId } : fact,
        phone,
        otherAppThread: change.threadHandler === 'other_app',
      });
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
          media: mediaOf(item.fact),
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
        media: mediaOf(item.fact),
        contextWamid: item.fact.contextWamid,
        requestId: item.fact.requestId,
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
    // A conversation the batch reopened (resolved or snoozed before its first message here): one inbox change.
    for (const conv of convs.values()) {
      const after = state.get(conv.row.id);
      if (after) await publishReopened(trx, conv.row, after, now);
    }
    // The events, in arrival order. A message of a thread another app handles is stored and fires no
    // messaging.message.*; a conversation it opens is still announced (decision 0231, spec 6).
    const announced = stored.filter((s) => s.isNew || !s.item.otherAppThread);
    const threaded = await this.events.withThreads(
      trx,
      announced.map((s) => s.counted),
    );
    const events: CustomerEventInput[] = [];
    announced.forEach((s, k) => {
      const conv = threaded[k]!;
      if (s.isNew)
        events.push(
          conversationEventInput(
            s.item.projectId,
            'messaging.conversation.created',
            `conversation.created:${conv.id}`,
            s.item.fact.timestamp,
            {},
            conv,
            this.ctx.clock.now(),
          ),
        );
      if (s.item.otherAppThread) return;
      events.push(
        messageEventInput(
          s.item.projectId,
          s.row,
          'messaging.message.received',
          `message.received:${s.item.fact.wamid}`,
          s.isNew,
          s.contact,
          conv,
          [],
          this.ctx.clock.now(),
        ),
      );
    });
    await publishCustomerEvents(trx, events);
    for (const item of one) await this.store.storeMessage(trx, item.projectId, item.phoneNumberId, item.fact, null, item.otherAppThread);
  }
}
