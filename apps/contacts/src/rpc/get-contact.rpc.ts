import type { contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';

/** GetContact: resolves the identifier within the caller's project; foreign and unknown answer alike. */
export function getContactRpc(repo: ContactsRepository) {
  return async (req: contacts.GetContactRequest__Output): Promise<contacts.GetContactResponse> => {
    if (!req.identifier || req.identifier.length > 256) throw invalidArgument('INVALID_IDENTIFIER', 'identifier is required (at most 256 characters)');
    const contact = await repo.resolve(req.project_id, req.identifier);
    if (!contact) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
    return { contact };
  };
}
