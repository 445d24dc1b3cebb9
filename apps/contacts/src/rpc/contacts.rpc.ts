/** Transport of the contact reads and commands (GetContact, ListContacts, UpdateContact, DeleteContact, ListMarketingPreferences). */
import { fromStruct, type contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { toContact, type ContactsRepository } from '../infra/db/contacts.repository';
import type { ContactsUsecase } from '../usecases/contacts.usecase';
import { cursorsOf, digitsFilter, pageOf } from './paging';

function identifierOf(req: { identifier?: string }): string {
  if (!req.identifier || req.identifier.length > 256) throw invalidArgument('INVALID_IDENTIFIER', 'identifier is required (at most 256 characters)');
  return req.identifier;
}

/** GetContact: resolves the identifier within the caller's project; foreign and unknown answer alike. */
export function getContactRpc(repo: ContactsRepository) {
  return async (req: contacts.GetContactRequest__Output): Promise<contacts.GetContactResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    const row = await repo.resolve(req.project_id, identifierOf(req));
    if (!row || (phoneNumberId && !(await repo.seenOn(req.project_id, row.id, phoneNumberId)))) throw notFound('CONTACT_NOT_FOUND', 'Contact not found');
    return { contact: toContact(row, await repo.presence(req.project_id, row.id)) };
  };
}

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
    return { contacts: r.items.map((c) => toContact(c, presence.get(c.id))), ...cursorsOf(r, (c) => ({ at: c.created_at, id: c.id })) };
  };
}

/** UpdateContact: name and custom properties. */
export function updateContactRpc(uc: ContactsUsecase) {
  return async (req: contacts.UpdateContactRequest__Output): Promise<contacts.UpdateContactResponse> => {
    const properties = req.properties ? fromStruct(req.properties) : undefined;
    const contact = await uc.update(req.project_id, identifierOf(req), { name: req.name ?? undefined, properties });
    return { contact };
  };
}

/** DeleteContact: erases the contact with its conversations and messages. */
export function deleteContactRpc(uc: ContactsUsecase) {
  return async (req: contacts.DeleteContactRequest__Output): Promise<contacts.DeleteContactResponse> => {
    const r = await uc.delete(req.project_id, identifierOf(req));
    return { id: r.id, messages_erased: r.messages, conversations_erased: r.conversations };
  };
}

/**
 * ListMarketingPreferences: read-only, one entry per number. For one number the three 404s of the
 * reference stay distinct: unknown contact, a number the project never used, no preference recorded
 * (the contact is subscribed).
 */
/** Most identifiers of one CheckMarketingStops call. */
export const MAX_STOP_CHECKS = 500;

/** CheckMarketingStops: the send guard's opt-out check, many recipients of one number at once (within the caller's project). */
export function checkMarketingStopsRpc(repo: ContactsRepository) {
  return async (req: contacts.CheckMarketingStopsRequest__Output): Promise<contacts.CheckMarketingStopsResponse> => {
    const phoneNumberId = digitsFilter('phone_number_id', req.phone_number_id);
    if (!phoneNumberId) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id is required');
    const identifiers = req.identifiers ?? [];
    if (identifiers.length > MAX_STOP_CHECKS) throw invalidArgument('TOO_MANY_IDENTIFIERS', `at most ${MAX_STOP_CHECKS} identifiers per call`);
    for (const i of identifiers) identifierOf({ identifier: i });
    return { stopped: await repo.stoppedOn(req.project_id, phoneNumberId, identifiers) };
  };
}

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
