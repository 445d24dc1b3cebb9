import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';
import { cursorsOf, digitsFilter, pageOf } from './paging';
import { contactToWire } from '../wire/contact.wire';

/** ListContacts: newest first, cursor paged; optionally those seen on a number, or one phone number. */
export function listContactsRpc(repo: ContactsRepository) {
  return async (req: contacts.ListContactsRequest__Output): Promise<contacts.ListContactsResponse> => {
    const page = pageOf(req);
    if (req.wa_id && !/^\+?\d{3,20}$/.test(req.wa_id)) throw invalidArgument('INVALID_ARGUMENT', 'wa_id must be a phone number (digits, + allowed)');
    const r = await repo.list(req.project_id, { phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id), waId: req.wa_id || undefined, ...page });
    const presence = await repo.presenceOf(
      req.project_id,
      r.items.map((c) => c.id),
    );
    return { contacts: r.items.map((c) => contactToWire(c, presence.get(c.id))), ...cursorsOf(r, (c) => ({ at: c.created_at, id: c.id })) };
  };
}
