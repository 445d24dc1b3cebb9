import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';

/** ListMarketingPreferences: read-only, one entry per number (optionally one number). */
export function listMarketingPreferencesRpc(repo: ContactsRepository) {
  return async (req: contacts.ListMarketingPreferencesRequest__Output): Promise<contacts.ListMarketingPreferencesResponse> => {
    const contact = await repo.resolve(req.project_id, req.identifier);
    if (!contact) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
    return { preferences: await repo.preferences(req.project_id, contact.id, req.phone_number_id || undefined) };
  };
}
