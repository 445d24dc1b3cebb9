import { normalizePage, pageMeta, type broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { RECIPIENT_STATUSES } from '../domain/broadcast-state';
import { BSUID, phoneDigits } from '../domain/recipients';
import type { RecipientFilter, RecipientsRepository } from '../infra/db/recipients.repository';
import { recipientToWire } from '../wire/recipient.wire';

/**
 * ListRecipients (a query, rpc → repository): a page of the broadcast's recipients, newest first
 * (the reverse of the order they were added; spec 1), optional filters by status, phone number
 * (compared as digits) and user id (exact); a malformed filter is INVALID_ARGUMENT. A foreign or unknown
 * broadcast lists nothing (its recipients are scoped by project); the gateway checks the broadcast
 * first so it answers 404.
 */
export function listRecipientsRpc(repo: RecipientsRepository, exists: (projectId: string, id: string) => Promise<boolean>) {
  return async (req: broadcasts.ListRecipientsRequest__Output): Promise<broadcasts.ListRecipientsResponse> => {
    if (req.status && !(RECIPIENT_STATUSES as readonly string[]).includes(req.status)) {
      throw invalidArgument('INVALID_STATUS', `status must be one of ${RECIPIENT_STATUSES.join(', ')}`);
    }
    const filter: RecipientFilter = {};
    if (req.status) filter.status = req.status;
    if (req.phone_number) {
      const digits = phoneDigits(req.phone_number);
      if (!digits) throw invalidArgument('INVALID_PHONE_NUMBER', 'phone_number must be a phone number of 7 to 15 digits');
      filter.phoneNumber = digits;
    }
    if (req.user_id) {
      const userId = req.user_id.trim();
      if (!BSUID.test(userId)) throw invalidArgument('INVALID_USER_ID', 'user_id must be a business-scoped user id');
      filter.userId = userId;
    }
    await exists(req.project_id, req.broadcast_id);
    const page = normalizePage(req.page ?? undefined);
    const { items, total } = await repo.list(req.project_id, req.broadcast_id, filter, page.page, page.perPage);
    return { recipients: items.map(recipientToWire), meta: pageMeta(page.page, page.perPage, total) };
  };
}
