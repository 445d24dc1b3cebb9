import { toStruct, type contacts } from '@platform/contracts';
import type { MessageRow, StatusRow } from '../infra/db/messages.repository';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** A message row (with its raw statuses) → the public message. */
export function messageToWire(r: MessageRow, statuses: StatusRow[] = []): contacts.Message {
  return {
    id: r.id,
    wamid: r.wamid,
    conversation_id: r.conversation_id ?? '',
    contact_id: r.contact_id ?? '',
    phone_number_id: r.phone_number_id,
    direction: r.direction,
    origin: r.origin,
    type: r.type,
    status: r.status,
    content: toStruct(r.content ?? {}),
    text: r.text ?? undefined,
    has_media: Boolean(r.media),
    media: r.media ?? undefined,
    statuses: statuses.map((s) => ({ status: s.status, timestamp: iso(s.timestamp), raw: toStruct(s.raw ?? {}) })),
    errors: (r.errors ?? []).map((e) => toStruct(e)),
    pricing: r.pricing ?? undefined,
    context_wamid: r.context_wamid ?? undefined,
    timestamp: iso(r.timestamp),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}
