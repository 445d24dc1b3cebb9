import { isUuid } from '@platform/grpc';
import type { contacts } from '@platform/contracts';
import type { Db } from '@platform/db';

const iso = (v: unknown) => new Date(v as string).toISOString();

function toContact(r: Record<string, unknown>): contacts.Contact {
  return {
    id: r.id as string,
    phone_number: (r.phone_number as string) ?? undefined,
    business_scoped_user_id: (r.business_scoped_user_id as string) ?? undefined,
    parent_business_scoped_user_id: (r.parent_business_scoped_user_id as string) ?? undefined,
    name: (r.name as string) ?? undefined,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Contacts of a project. Every method takes the project id. */
export class ContactsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Resolves an identifier (spec 4.12): the contact uuid, a phone number, a business-scoped user id,
   * or a parent business-scoped user id (several may match: the most recently created wins).
   */
  async resolve(projectId: string, identifier: string): Promise<(contacts.Contact & { id: string }) | undefined> {
    const q = this.db.knex('contacts').where({ project_id: projectId });
    if (isUuid(identifier)) {
      const r = await q.clone().where({ id: identifier }).first();
      if (r) return toContact(r) as contacts.Contact & { id: string };
    }
    const digits = identifier.replace(/^\+/, '');
    const r = await q
      .clone()
      .where((w) => w.where('phone_number', digits).orWhere('business_scoped_user_id', identifier).orWhere('parent_business_scoped_user_id', identifier))
      // Exact matches on phone or BSUID outrank parent matches; among parents the newest wins.
      .orderByRaw('case when phone_number = ? or business_scoped_user_id = ? then 0 else 1 end', [digits, identifier])
      .orderBy('created_at', 'desc')
      .first();
    return r ? (toContact(r) as contacts.Contact & { id: string }) : undefined;
  }

  /** Marketing preferences of a contact, one per number. */
  async preferences(projectId: string, contactId: string, phoneNumberId?: string): Promise<contacts.MarketingPreference[]> {
    const q = this.db.knex('marketing_preferences').where({ project_id: projectId, contact_id: contactId });
    if (phoneNumberId) q.where({ phone_number_id: phoneNumberId });
    const rows = await q.orderBy('phone_number_id');
    return rows.map((r) => ({
      phone_number_id: r.phone_number_id,
      status: r.status,
      source: r.source,
      sequence: String(r.sequence),
      updated_at: iso(r.updated_at),
    }));
  }
}
