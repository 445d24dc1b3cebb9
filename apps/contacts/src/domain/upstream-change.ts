/**
 * Upstream conversation changes (fields `messages`, `smb_message_echoes`, `history`,
 * `user_id_update`; reference §2.2, §2.8) → normalized facts the use case stores. Pure and lenient:
 * an item missing what it needs is skipped, never thrown on (the upstream retries a failure for
 * days; a malformed item must not hold up the rest).
 */
import { lenient, looseList, looseObject, optionalText as text, z } from '@platform/lenient';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The change value's fields this parser reads (reference §2.2, §2.8). */
const changeValue = lenient({
  metadata: lenient({ phone_number_id: text, display_phone_number: text }),
  contacts: looseList,
  messages: looseList,
  statuses: looseList,
  message_echoes: looseList,
  history: looseList,
  user_id_update: z.unknown(),
  user_id_updates: z.unknown(),
  updates: z.unknown(),
});
const contactFields = lenient({ wa_id: text, user_id: text, parent_user_id: text, profile: lenient({ name: text, username: text }) });
const messageFields = lenient({
  id: text,
  type: text,
  from: text,
  from_user_id: text,
  to: text,
  to_user_id: text,
  timestamp: z.unknown(),
  context: lenient({ id: text }),
  history_context: lenient({ status: text }),
  system: lenient({ type: text, wa_id: text, new_wa_id: text, user_id: text, new_user_id: text, parent_user_id: text }),
});
const statusFields = lenient({
  id: text,
  status: text,
  timestamp: z.unknown(),
  recipient_id: text,
  recipient_user_id: text,
  errors: looseList,
  pricing: lenient({ category: text, pricing_model: text, type: text, billable: z.unknown() }),
});
const historyChunk = lenient({ threads: looseList });
const historyThread = lenient({ id: text, user_id: text, messages: looseList });
const userIdUpdate = lenient({
  wa_id: text,
  previous_user_id: text,
  old_user_id: text,
  new_user_id: text,
  user_id: z.unknown(),
  parent_user_id: text,
  timestamp: z.unknown(),
});
/** `user_id` as a pair (previous, current) when it is not the new id itself. */
const userIdPair = lenient({ previous: text, current: text });
/** Contents of the message types whose text is shown. */
const textContent = lenient({ body: text });
const mediaContent = lenient({ id: text, mime_type: text, sha256: text, filename: text, caption: text });
const buttonContent = lenient({ text: text });
const interactiveContent = lenient({ button_reply: z.unknown(), list_reply: z.unknown(), body: lenient({ text: text }), nfm_reply: lenient({ body: text }) });
const replyContent = lenient({ title: text });
const reactionContent = lenient({ emoji: text });
const templateContent = lenient({ name: text });

/** Where a message came from. */
export type MessageOrigin = 'cloud_api' | 'business_app' | 'history_sync';

/** A person the change names (the contact). */
export interface ContactFact {
  waId?: string;
  userId?: string;
  parentUserId?: string;
  name?: string;
  username?: string;
}

/** Media metadata of a message. */
export interface MediaFact {
  id: string;
  mimeType?: string;
  sha256?: string;
  filename?: string;
  caption?: string;
}

/** A message, inbound or outbound. */
export interface MessageFact {
  wamid: string;
  direction: 'inbound' | 'outbound';
  origin: MessageOrigin;
  contact: ContactFact;
  type: string;
  content: Obj;
  text?: string;
  media?: MediaFact;
  contextWamid?: string;
  timestamp: Date;
  /** History imports carry the status the message had. */
  historyStatus?: string;
  /** The request that made an outbound send (decision 0018). */
  requestId?: string;
}

/** A status of an outbound message. */
export interface StatusFact {
  wamid: string;
  status: string;
  timestamp: Date;
  contact: ContactFact;
  errors: Obj[];
  pricing?: { category: string; pricingModel: string; pricingType: string; billable: boolean };
  raw: Obj;
}

/** A business-scoped user id rotation, or a phone number change. */
export interface IdentityFact {
  waId?: string;
  newWaId?: string;
  previousUserId?: string;
  userId?: string;
  parentUserId?: string;
  /** Upstream id of the control message, when it came as one. */
  wamid?: string;
  timestamp: Date;
}

/** Everything one change says. */
export interface ChangeFacts {
  phoneNumberId: string;
  displayPhoneNumber: string;
  messages: MessageFact[];
  statuses: StatusFact[];
  identities: IdentityFact[];
  /** Contacts named by the change (profile updates). */
  contacts: ContactFact[];
}

const MEDIA_TYPES = new Set(['image', 'audio', 'video', 'document', 'sticker']);

function time(v: unknown, fallback: Date): Date {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : fallback;
}

function contactOf(raw: unknown): ContactFact {
  const c = contactFields.parse(raw);
  return {
    waId: c.wa_id,
    userId: c.user_id,
    parentUserId: c.parent_user_id,
    name: c.profile.name,
    username: c.profile.username,
  };
}

/** Text shown for a message: the body, a caption, a button or list title. */
export function messageText(type: string, content: Obj): string | undefined {
  if (type === 'text') return textContent.parse(content).body;
  if (MEDIA_TYPES.has(type)) return mediaContent.parse(content).caption;
  if (type === 'button') return buttonContent.parse(content).text;
  if (type === 'interactive') {
    const i = interactiveContent.parse(content);
    return replyContent.parse(i.button_reply ?? i.list_reply).title ?? i.body.text ?? i.nfm_reply.body;
  }
  if (type === 'reaction') return reactionContent.parse(content).emoji;
  if (type === 'template') return templateContent.parse(content).name;
  return undefined;
}

function messageOf(raw: unknown, direction: 'inbound' | 'outbound', origin: MessageOrigin, contact: ContactFact, fallback: Date): MessageFact | undefined {
  const m = messageFields.parse(raw);
  const wamid = m.id;
  const type = m.type ?? 'unknown';
  if (!wamid) return undefined;
  const content = looseObject.parse(isObject(raw) ? raw[type] : undefined);
  const c = MEDIA_TYPES.has(type) ? mediaContent.parse(content) : undefined;
  const media = c?.id ? { id: c.id, mimeType: c.mime_type, sha256: c.sha256, filename: c.filename, caption: c.caption } : undefined;
  return {
    wamid,
    direction,
    origin,
    contact,
    type,
    content,
    text: messageText(type, content),
    media,
    contextWamid: m.context.id,
    timestamp: time(m.timestamp, fallback),
    historyStatus: m.history_context.status?.toLowerCase(),
  };
}

function identityFromSystem(m: z.infer<typeof messageFields>, contact: ContactFact, fallback: Date): IdentityFact {
  const sys = m.system;
  return {
    waId: contact.waId ?? m.from,
    newWaId: sys.new_wa_id ?? (sys.type === 'user_changed_number' ? sys.wa_id : undefined),
    previousUserId: contact.userId ?? m.from_user_id,
    userId: sys.new_user_id ?? sys.user_id,
    parentUserId: sys.parent_user_id,
    wamid: m.id,
    timestamp: time(m.timestamp, fallback),
  };
}

/** Parses one change; `receivedAt` is the fallback time of items without a timestamp. */
export function parseChange(field: string, raw: Obj, receivedAt: Date): ChangeFacts {
  const value = changeValue.parse(raw);
  const facts: ChangeFacts = {
    phoneNumberId: value.metadata.phone_number_id ?? '',
    displayPhoneNumber: value.metadata.display_phone_number ?? '',
    messages: [],
    statuses: [],
    identities: [],
    contacts: [],
  };
  const businessDigits = facts.displayPhoneNumber.replace(/\D/g, '');
  if (field === 'messages') {
    const contacts = value.contacts.map((c) => contactOf(c));
    facts.contacts.push(...contacts);
    const byWaId = (from?: string, fromUserId?: string): ContactFact =>
      contacts.find((c) => (from && c.waId === from) || (fromUserId && c.userId === fromUserId)) ??
      (contacts.length === 1 ? contacts[0] : { waId: from, userId: fromUserId });
    for (const item of value.messages) {
      const m = messageFields.parse(item);
      const contact = byWaId(m.from, m.from_user_id);
      if (m.type === 'system') {
        facts.identities.push(identityFromSystem(m, contact, receivedAt));
        continue;
      }
      const msg = messageOf(item, 'inbound', 'cloud_api', contact, receivedAt);
      if (msg) facts.messages.push(msg);
    }
    for (const item of value.statuses) {
      const st = statusFields.parse(item);
      const wamid = st.id;
      const status = st.status;
      if (!wamid || !status) continue;
      const pricing = st.pricing;
      facts.statuses.push({
        wamid,
        status,
        timestamp: time(st.timestamp, receivedAt),
        contact: { waId: st.recipient_id, userId: st.recipient_user_id },
        errors: st.errors.map((e) => looseObject.parse(e)),
        pricing: pricing.category
          ? {
              category: pricing.category,
              pricingModel: pricing.pricing_model ?? 'PMP',
              pricingType: pricing.type ?? 'regular',
              billable: pricing.billable !== false,
            }
          : undefined,
        raw: looseObject.parse(item),
      });
    }
  } else if (field === 'smb_message_echoes') {
    for (const item of value.message_echoes) {
      const m = messageFields.parse(item);
      const msg = messageOf(item, 'outbound', 'business_app', { waId: m.to, userId: m.to_user_id }, receivedAt);
      if (msg) facts.messages.push(msg);
    }
  } else if (field === 'history') {
    for (const chunk of value.history) {
      for (const thread of historyChunk.parse(chunk).threads) {
        const t = historyThread.parse(thread);
        const contact: ContactFact = { waId: t.id, userId: t.user_id };
        for (const item of t.messages) {
          const from = messageFields.parse(item).from;
          const outbound = from !== undefined && (from === businessDigits || from !== contact.waId);
          const msg = messageOf(item, outbound ? 'outbound' : 'inbound', 'history_sync', contact, receivedAt);
          if (msg) facts.messages.push(msg);
        }
      }
    }
  } else if (field === 'user_id_update') {
    const items = looseList.parse(value.user_id_update ?? value.user_id_updates ?? value.updates);
    for (const item of items.length ? items : [raw]) {
      const u = userIdUpdate.parse(item);
      const prev = u.previous_user_id ?? u.old_user_id ?? userIdPair.parse(u.user_id).previous;
      const next = u.new_user_id ?? (typeof u.user_id === 'string' ? text.parse(u.user_id) : userIdPair.parse(u.user_id).current);
      if (!prev && !next) continue;
      facts.identities.push({
        waId: u.wa_id,
        previousUserId: prev,
        userId: next,
        parentUserId: u.parent_user_id,
        timestamp: time(u.timestamp, receivedAt),
      });
    }
  }
  return facts;
}
