import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';
import { digitsFilter } from './paging';
import { identifierOf } from './request';
import { contactToWire } from '../wire/contact.wire';

/** GetContact: resolves the identifier within the caller's project; foreign and unknown answer alike. */
export function getContactRpc(repo: ContactsRepository) {
  return async (req: contacts.GetContactRequest__Output): Promise<contacts.GetContactResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    const row = await repo.resolve(req.project_id, identifierOf(req));
    if (!row || (phoneNumberId && !(await repo.seenOn(req.project_id, row.id, phoneNumberId)))) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
    return { contact: contactToWire(row, await repo.presence(req.project_id, row.id)) };
  };
}
