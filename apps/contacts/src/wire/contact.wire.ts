import { toStruct, type contacts } from '@platform/contracts';
import type { ContactRow } from '../infra/db/contacts.repository';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** A contact row → the public contact. */
export function contactToWire(r: ContactRow, presence: { phone_number_id: string; last_seen_at: Date | string }[] = []): contacts.Contact {
  return {
    id: r.id,
    phone_number: r.phone_number ?? undefined,
    business_scoped_user_id: r.business_scoped_user_id ?? undefined,
    parent_business_scoped_user_id: r.parent_business_scoped_user_id ?? undefined,
    name: r.name ?? undefined,
    username: r.username ?? undefined,
    properties: toStruct(r.properties ?? {}),
    presence: presence.map((p) => ({ phone_number_id: p.phone_number_id, last_seen_at: iso(p.last_seen_at) })),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}
