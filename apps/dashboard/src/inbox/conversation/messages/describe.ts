/**
 * What a message shows, decided once, apart from React: `describeMessage` turns a stored message
 * (`InboxMessage`: the upstream's type and its object as it came) into a plain description that the
 * components of this folder render, with a one-line `summary` in words (screen readers, quotes of a
 * reaction). Every field of the upstream is optional here: a malformed message reads as less, never
 * throws.
 */
import type { InboxMessage } from '../../inbox-api';

type Obj = Record<string, unknown>;

export interface VcardContact {
  name: string;
  phones: string[];
  emails: string[];
  organization: string | null;
}

export type MessageDescription =
  | { kind: 'text'; text: string; summary: string }
  | {
      kind: 'media';
      media: 'image' | 'sticker' | 'video' | 'audio';
      /** Stored media id (served by `api.mediaUrl`); null for an outbound media sent by link. */
      mediaId: string | null;
      /** The link an outbound media was sent with (shown as text: the page loads nothing from elsewhere). */
      link: string | null;
      caption: string | null;
      mimeType: string | null;
      summary: string;
    }
  | { kind: 'document'; mediaId: string | null; link: string | null; filename: string; caption: string | null; mimeType: string | null; summary: string }
  | {
      kind: 'location';
      name: string | null;
      address: string | null;
      latitude: number | null;
      longitude: number | null;
      /** A map site's address for the coordinates (a link the person may follow; nothing is loaded). */
      mapUrl: string | null;
      summary: string;
    }
  | { kind: 'contacts'; contacts: VcardContact[]; summary: string }
  | { kind: 'reply'; source: 'button_reply' | 'list_reply' | 'button'; title: string; description: string | null; summary: string }
  | { kind: 'flow_reply'; body: string | null; fields: Array<{ key: string; value: string }>; summary: string }
  | { kind: 'reaction'; emoji: string | null; targetWamid: string | null; summary: string }
  | {
      kind: 'order';
      text: string | null;
      items: Array<{ product: string; quantity: number | null; price: number | null; currency: string | null }>;
      total: string | null;
      summary: string;
    }
  | { kind: 'template'; name: string; language: string | null; body: string | null; values: string[]; summary: string }
  | { kind: 'interactive'; header: string | null; body: string; footer: string | null; buttons: string[]; summary: string }
  | { kind: 'unsupported'; summary: string };

const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The map site a location links to (OpenStreetMap; a link, never an embedded map). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

function vcards(content: unknown): VcardContact[] {
  // The upstream sends `contacts: [...]`; stored as it came (an array), or inside an object.
  const items = Array.isArray(content) ? content : list(obj(content).contacts).length ? list(obj(content).contacts) : Object.values(obj(content)).filter(isObj);
  return items.filter(isObj).map((c) => {
    const n = obj(c.name);
    const name = str(n.formatted_name) ?? ([str(n.first_name), str(n.last_name)].filter(Boolean).join(' ') || 'Unnamed contact');
    return {
      name,
      phones: list(c.phones)
        .map((p) => str(obj(p).phone) ?? str(obj(p).wa_id))
        .filter((p): p is string => Boolean(p)),
      emails: list(c.emails)
        .map((e) => str(obj(e).email))
        .filter((e): e is string => Boolean(e)),
      organization: str(obj(c.org).company),
    };
  });
}

function flowFields(responseJson: unknown): Array<{ key: string; value: string }> {
  let parsed: unknown = responseJson;
  if (typeof responseJson === 'string') {
    try {
      parsed = JSON.parse(responseJson);
    } catch {
      return [];
    }
  }
  return Object.entries(obj(parsed))
    .filter(([k]) => k !== 'flow_token')
    .map(([key, v]) => ({ key: key.replace(/_/g, ' '), value: typeof v === 'string' ? v : JSON.stringify(v) }));
}

const MEDIA_WORDS: Record<string, string> = { image: 'Photo', sticker: 'Sticker', video: 'Video', audio: 'Voice or audio message' };

/** The description of one message (see the module's comment). */
export function describeMessage(m: Pick<InboxMessage, 'type' | 'content' | 'text' | 'media' | 'direction'>): MessageDescription {
  const c = obj(m.content);
  switch (m.type) {
    case 'text': {
      const text = str(c.body) ?? str(m.text) ?? '';
      return { kind: 'text', text, summary: text || 'Empty message' };
    }
    case 'image':
    case 'sticker':
    case 'video':
    case 'audio': {
      const caption = str(m.media?.caption) ?? str(c.caption);
      const mediaId = m.media?.id ?? (m.direction === 'inbound' ? str(c.id) : null);
      return {
        kind: 'media',
        media: m.type,
        mediaId,
        link: str(c.link),
        caption,
        mimeType: m.media?.mime_type ?? str(c.mime_type),
        summary: caption ? `${MEDIA_WORDS[m.type]}: ${caption}` : MEDIA_WORDS[m.type],
      };
    }
    case 'document': {
      const filename = str(m.media?.filename) ?? str(c.filename) ?? 'Document';
      const caption = str(m.media?.caption) ?? str(c.caption);
      return {
        kind: 'document',
        mediaId: m.media?.id ?? (m.direction === 'inbound' ? str(c.id) : null),
        link: str(c.link),
        filename,
        caption,
        mimeType: m.media?.mime_type ?? str(c.mime_type),
        summary: `Document: ${filename}`,
      };
    }
    case 'location': {
      const latitude = num(c.latitude);
      const longitude = num(c.longitude);
      const name = str(c.name);
      const address = str(c.address);
      const where = [name, address].filter(Boolean).join(', ') || (latitude !== null && longitude !== null ? `${latitude}, ${longitude}` : 'unknown place');
      return {
        kind: 'location',
        name,
        address,
        latitude,
        longitude,
        mapUrl: latitude !== null && longitude !== null ? mapUrl(latitude, longitude) : null,
        summary: `Location: ${where}`,
      };
    }
    case 'contacts': {
      const contacts = vcards(m.content);
      return {
        kind: 'contacts',
        contacts,
        summary: contacts.length ? `Shared contact${contacts.length > 1 ? 's' : ''}: ${contacts.map((x) => x.name).join(', ')}` : 'Shared contacts',
      };
    }
    case 'button': {
      const title = str(c.text) ?? str(c.payload) ?? 'a button';
      return { kind: 'reply', source: 'button', title, description: null, summary: `Pressed “${title}”` };
    }
    case 'reaction': {
      const emoji = str(c.emoji);
      return {
        kind: 'reaction',
        emoji,
        targetWamid: str(c.message_id),
        summary: emoji ? `Reacted ${emoji}` : 'Removed a reaction',
      };
    }
    case 'order': {
      const items = list(c.product_items)
        .filter(isObj)
        .map((i) => ({
          product: str(i.product_retailer_id) ?? 'Product',
          quantity: num(i.quantity),
          price: num(i.item_price),
          currency: str(i.currency),
        }));
      const currencies = new Set(items.map((i) => i.currency));
      const priced = items.every((i) => i.price !== null && i.quantity !== null);
      const total =
        items.length && priced && currencies.size === 1
          ? `${items.reduce((s, i) => s + (i.price ?? 0) * (i.quantity ?? 0), 0).toFixed(2)} ${[...currencies][0] ?? ''}`.trim()
          : null;
      return {
        kind: 'order',
        text: str(c.text),
        items,
        total,
        summary: `Order of ${items.length} item${items.length === 1 ? '' : 's'}${total ? ` (${total})` : ''}`,
      };
    }
    case 'template': {
      const name = str(c.name) ?? str(m.text) ?? 'template';
      const language = str(obj(c.language).code) ?? str(c.language);
      const values = list(c.components)
        .flatMap((comp) => list(obj(comp).parameters))
        .map((p) => str(obj(p).text) ?? str(obj(obj(p).currency).fallback_value) ?? str(obj(p).coupon_code) ?? str(obj(p).payload))
        .filter((v): v is string => Boolean(v));
      const body = str(c.body) ?? str(obj(c.body).text);
      return { kind: 'template', name, language, body, values, summary: `Template “${name}”` };
    }
    case 'interactive': {
      const replyType = str(c.type);
      if (isObj(c.button_reply) || isObj(c.list_reply)) {
        const source = isObj(c.button_reply) ? 'button_reply' : 'list_reply';
        const r = obj(c[source]);
        const title = str(r.title) ?? str(r.id) ?? 'an option';
        return {
          kind: 'reply',
          source,
          title,
          description: str(r.description),
          summary: source === 'button_reply' ? `Pressed “${title}”` : `Chose “${title}”`,
        };
      }
      if (isObj(c.nfm_reply) || replyType === 'nfm_reply') {
        const r = obj(c.nfm_reply);
        const fields = flowFields(r.response_json);
        return {
          kind: 'flow_reply',
          body: str(r.body),
          fields,
          summary: `Form reply${fields.length ? `: ${fields.map((f) => `${f.key} ${f.value}`).join(', ')}` : ''}`,
        };
      }
      const header = obj(c.header);
      const body = str(obj(c.body).text) ?? str(m.text) ?? '';
      const action = obj(c.action);
      const buttons = [
        ...list(action.buttons).map((b) => str(obj(obj(b).reply).title) ?? str(obj(b).title)),
        ...list(action.sections).flatMap((s) => list(obj(s).rows).map((r) => str(obj(r).title))),
        str(obj(action.parameters).display_text),
      ].filter((b): b is string => Boolean(b));
      const listButton = str(action.button);
      return {
        kind: 'interactive',
        header: str(header.text),
        body,
        footer: str(obj(c.footer).text),
        buttons: listButton && list(action.sections).length ? [listButton, ...buttons] : buttons,
        summary: body || 'Interactive message',
      };
    }
    case 'unsupported':
      return { kind: 'unsupported', summary: 'The customer sent a kind of message this inbox cannot show (WhatsApp does not pass it on).' };
    case 'system':
      return { kind: 'unsupported', summary: str(c.body) ?? 'A change on the customer’s account (for example a new number).' };
    default:
      return { kind: 'unsupported', summary: `A message of a kind this inbox cannot show yet (${m.type || 'unknown'}).` };
  }
}

/** A text cut into plain parts and web links (http/https only; anything else stays text). */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const out: Array<{ text: string; href?: string }> = [];
  const re = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of text.matchAll(re)) {
    let url = match[0];
    // A sentence's closing punctuation is not part of the link.
    const trail = /[.,;:!?)\]]+$/.exec(url);
    if (trail) url = url.slice(0, -trail[0].length);
    const start = match.index ?? 0;
    if (start > last) out.push({ text: text.slice(last, start) });
    let safe: string | undefined;
    try {
      const u = new URL(url);
      safe = u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
    } catch {
      safe = undefined;
    }
    out.push(safe ? { text: url, href: safe } : { text: url });
    last = start + url.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
