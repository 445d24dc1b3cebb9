import type { contacts } from '@platform/contracts';
import type { ContactsUsecase } from '../usecases/contacts.usecase';
import { identifierOf } from './request';

/** DeleteContact: erases the contact with its conversations and messages. */
export function deleteContactRpc(uc: ContactsUsecase) {
  return async (req: contacts.DeleteContactRequest__Output): Promise<contacts.DeleteContactResponse> => {
    const r = await uc.delete(req.project_id, identifierOf(req));
    return { id: r.id, messages_erased: r.messages, conversations_erased: r.conversations };
  };
}
