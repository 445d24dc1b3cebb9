import { fromStruct, type contacts } from '@platform/contracts';
import type { ContactsUsecase } from '../usecases/contacts.usecase';
import { identifierOf } from './request';

/** UpdateContact: name and custom properties. */
export function updateContactRpc(uc: ContactsUsecase) {
  return async (req: contacts.UpdateContactRequest__Output): Promise<contacts.UpdateContactResponse> => {
    const properties = req.properties ? fromStruct(req.properties) : undefined;
    const contact = await uc.update(req.project_id, identifierOf(req), { name: req.name ?? undefined, properties });
    return { contact };
  };
}
