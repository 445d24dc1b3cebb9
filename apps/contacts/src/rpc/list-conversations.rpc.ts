import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import { cursorsOf, digitsFilter, pageOf, timeFilter } from './paging';
import { phoneFilter } from './request';
import { conversationToWire } from '../wire/conversation.wire';

/** Contact-property filters of the conversations list at once (spec 8). */
export const MAX_PROPERTY_FILTERS = 3;

/** Numbers of one `phone_number_ids` filter (an inbox embed's customer scope, decision 0017). */
export const MAX_PHONE_NUMBER_IDS = 1000;

/** ListConversations: most recent activity first; up to three contact-property filters. */
export function listConversationsRpc(repo: ConversationsRepository) {
  return async (req: contacts.ListConversationsRequest__Output): Promise<contacts.ListConversationsResponse> => {
    const page = pageOf(req);
    if (req.status && req.status !== 'active' && req.status !== 'ended') throw invalidArgument('INVALID_STATUS', 'status must be active or ended');
    const filters = req.property_filters ?? [];
    if (filters.length > MAX_PROPERTY_FILTERS) throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PROPERTY_FILTERS} contact property filters at once`);
    for (const f of filters)
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(f.key) || f.value.length > 1024)
        throw invalidArgument('INVALID_FILTER', 'a property filter is key (1 to 64 letters, digits, _ . -) and value (at most 1024 characters)');
    const ids = req.phone_number_ids ?? [];
    if (ids.length > MAX_PHONE_NUMBER_IDS) throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PHONE_NUMBER_IDS} phone_number_ids at once`);
    const r = await repo.list(req.project_id, {
      phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id),
      phoneNumberIds: ids.map((id) => digitsFilter('phone_number_ids', id || '-')!),
      phoneNumber: phoneFilter(req.phone_number),
      status: req.status ?? undefined,
      lastActiveSince: timeFilter('last_active_since', req.last_active_since),
      lastActiveUntil: timeFilter('last_active_until', req.last_active_until),
      properties: filters.map((f) => ({ key: f.key, value: f.value })),
      ...page,
    });
    return { conversations: r.items.map((c) => conversationToWire(c)), ...cursorsOf(r, (c) => ({ at: c.last_active_at, id: c.id })) };
  };
}
