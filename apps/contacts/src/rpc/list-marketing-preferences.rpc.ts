import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';
import { digitsFilter } from './paging';
import { identifierOf } from './request';

/**
 * ListMarketingPreferences: read-only, one entry per number. For one number the three 404s of the
 * reference stay distinct: unknown contact, a number the project never used, no preference recorded
 * (the contact is subscribed).
 */
export function listMarketingPreferencesRpc(repo: ContactsRepository) {
  return async (req: contacts.ListMarketingPreferencesRequest__Output): Promise<contacts.ListMarketingPreferencesResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    const contact = await repo.resolve(req.project_id, identifierOf(req));
    if (!contact) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
    const preferences = await repo.preferences(req.project_id, contact.id, phoneNumberId);
    if (phoneNumberId && preferences.length === 0) {
      if (!(await repo.numberKnown(req.project_id, phoneNumberId))) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number configuration not found');
      throw notFound('MARKETING_PREFERENCE_NOT_FOUND', 'Marketing preference not found');
    }
    return { preferences };
  };
}
