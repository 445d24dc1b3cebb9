/**
 * Upstream conversation changes (fields `messages`, `smb_message_echoes`, `history`,
 * `user_id_update`; reference §2.2, §2.8) → normalized facts the use case stores. Pure and lenient:
 * an item missing what it needs is skipped, never thrown on (the upstream retries a failure for
 * days; a malformed item must not hold up the rest).
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

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

function contactOf(c: Obj): ContactFact {
  const profile = obj(c.profile);
  return {
    waId: str(c.wa_id),
    userId: str(c.user_id),
    parentUserId: str(c.parent_user_id),
    name: str(profile.name),
    username: str(profile.username),
  };
}

/** Text shown for a message: the body, a caption, a button or list title. */
export function messageText(type: string, content: Obj): string | undefined {
  if (type === 'text') return str(content.body);
  if (MEDIA_TYPES.has(type)) return str(content.caption);
  if (type === 'button') return str(content.text);
  if (type === 'interactive') {
    const reply = obj(content.button_reply ?? content.list_reply);
    return str(reply.title) ?? str(obj(content.body).text) ?? str(obj(content.nfm_reply).body);
  }
  if (type === 'reaction') return str(content.emoji);
  if (type === 'template') return str(content.name);
  return undefined;
}

function messageOf(m: Obj, direction: 'inbound' | 'outbound', origin: MessageOrigin, contact: ContactFact, fallback: Date): MessageFact | undefined {
  const wamid = str(m.id);
  const type = str(m.type) ?? 'unknown';
  if (!wamid) return undefined;
  const content = obj(m[type]);
  const media =
    MEDIA_TYPES.has(type) && str(content.id)
      ? { id: str(content.id)!, mimeType: str(content.mime_type), sha256: str(content.sha256), filename: str(content.filename), caption: str(content.caption) }
      : undefined;
  return {
    wamid,
    direction,
    origin,
    contact,
    type,
    content,
    text: messageText(type, content),
    media,
    contextWamid: str(obj(m.context).id),
    timestamp: time(m.timestamp, fallback),
    historyStatus: str(obj(m.history_context).status)?.toLowerCase(),
  };
}

function identityFromSystem(m: Obj, contact: ContactFact, fallback: Date): IdentityFact {
  const sys = obj(m.system);
  return {
    waId: contact.waId ?? str(m.from),
    newWaId: str(sys.new_wa_id) ?? (str(sys.type) === 'user_changed_number' ? str(sys.wa_id) : undefined),
    previousUserId: contact.userId ?? str(m.from_user_id),
    userId: str(sys.new_user_id) ?? str(sys.user_id),
    parentUserId: str(sys.parent_user_id),
    wamid: str(m.id),
    timestamp: time(m.timestamp, fallback),
  };
}

/** Parses one change; `receivedAt` is the fallback time of items without a timestamp. */
export function parseChange(field: string, value: Obj, receivedAt: Date): ChangeFacts {
  const metadata = obj(value.metadata);
  const facts: ChangeFacts = {
    phoneNumberId: str(metadata.phone_number_id) ?? '',
    displayPhoneNumber: str(metadata.display_phone_number) ?? '',
    messages: [],
    statuses: [],
    identities: [],
    contacts: [],
  };
  const businessDigits = facts.displayPhoneNumber.replace(/\D/g, '');
  if (field === 'messages') {
    const contacts = arr(value.contacts).map((c) => contactOf(obj(c)));
    facts.contacts.push(...contacts);
    const byWaId = (from?: string, fromUserId?: string): ContactFact =>
      contacts.find((c) => (from && c.waId === from) || (fromUserId && c.userId === fromUserId)) ??
      (contacts.length === 1 ? contacts[0] : { waId: from, userId: fromUserId });
    for (const item of arr(value.messages)) {
      const m = obj(item);
      const contact = byWaId(str(m.from), str(m.from_user_id));
      if (str(m.type) === 'system') {
        facts.identities.push(identityFromSystem(m, contact, receivedAt));
        continue;
      }
      const msg = messageOf(m, 'inbound', 'cloud_api', contact, receivedAt);
      if (msg) facts.messages.push(msg);
    }
    for (const item of arr(value.statuses)) {
      const st = obj(item);
      const wamid = str(st.id);
      const status = str(st.status);
      if (!wamid || !status) continue;
      const pricing = obj(st.pricing);
      facts.statuses.push({
        wamid,
        status,
        timestamp: time(st.timestamp, receivedAt),
        contact: { waId: str(st.recipient_id), userId: str(st.recipient_user_id) },
        errors: arr(st.errors).map(obj),
        pricing: str(pricing.category)
          ? {
              category: str(pricing.category)!,
              pricingModel: str(pricing.pricing_model) ?? 'PMP',
              pricingType: str(pricing.type) ?? 'regular',
              billable: pricing.billable !== false,
            }
          : undefined,
        raw: st,
      });
    }
  } else if (field === 'smb_message_echoes') {
    for (const item of arr(value.message_echoes)) {
      const m = obj(item);
      const msg = messageOf(m, 'outbound', 'business_app', { waId: str(m.to), userId: str(m.to_user_id) }, receivedAt);
      if (msg) facts.messages.push(msg);
    }
  } else if (field === 'history') {
    for (const chunk of arr(value.history)) {
      for (const thread of arr(obj(chunk).threads)) {
        const t = obj(thread);
        const contact: ContactFact = { waId: str(t.id), userId: str(t.user_id) };
        for (const item of arr(t.messages)) {
          const m = obj(item);
          const from = str(m.from);
          const outbound = from !== undefined && (from === businessDigits || from !== contact.waId);
          const msg = messageOf(m, outbound ? 'outbound' : 'inbound', 'history_sync', contact, receivedAt);
          if (msg) facts.messages.push(msg);
        }
      }
    }
  } else if (field === 'user_id_update') {
    const items = arr(value.user_id_update ?? value.user_id_updates ?? value.updates);
    for (const item of items.length ? items : [value]) {
      const u = obj(item);
      const prev = str(u.previous_user_id) ?? str(u.old_user_id) ?? str(obj(u.user_id).previous);
      const next = str(u.new_user_id) ?? (typeof u.user_id === 'string' ? str(u.user_id) : str(obj(u.user_id).current));
      if (!prev && !next) continue;
      facts.identities.push({
        waId: str(u.wa_id),
        previousUserId: prev,
        userId: next,
        parentUserId: str(u.parent_user_id),
        timestamp: time(u.timestamp, receivedAt),
      });
    }
  }
  return facts;
}
