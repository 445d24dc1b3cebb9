import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { ContactsRepository } from '../infra/db/contacts.repository';
import { digitsFilter } from './paging';
import { identifierOf } from './request';

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
