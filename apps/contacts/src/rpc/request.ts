/** Request parsing shared by several contacts rpc handlers (paging and filters: ./paging). */
import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { INBOX_STATUSES, isInboxStatus } from '../domain/inbox-state';
import type { ConversationFilter } from '../infra/db/conversations.repository';
import { digitsFilter, timeFilter } from './paging';

/** The contact identifier of a request (phone number or business-scoped user id); INVALID_ARGUMENT when missing or too long. */
export function identifierOf(req: { identifier?: string }): string {
  if (!req.identifier || req.identifier.length > 256) throw invalidArgument('INVALID_IDENTIFIER', 'identifier is required (at most 256 characters)');
  return req.identifier;
}

/** An optional phone number filter (digits, + allowed); INVALID_ARGUMENT when malformed. */
export const phoneFilter = (v: string | null | undefined) => {
  if (!v) return undefined;
  if (!/^\+?\d{3,20}$/.test(v)) throw invalidArgument('INVALID_ARGUMENT', 'phone_number must be a phone number (digits, + allowed)');
  return v;
};

/** Contact-property filters of the conversations list at once (spec 8). */
const MAX_PROPERTY_FILTERS = 3;

/** Numbers of one `phone_number_ids` filter (an inbox embed's customer scope, decision 0017). */
const MAX_PHONE_NUMBER_IDS = 1000;

/** Longest `q` of the conversations list. */
const MAX_SEARCH_CHARS = 100;

/** The filters of ListConversations and CountConversations (the same fields), checked; INVALID_ARGUMENT on a bad one. */
export function conversationFilterOf(req: contacts.ListConversationsRequest__Output | contacts.CountConversationsRequest__Output): ConversationFilter {
  if (req.status && req.status !== 'active' && req.status !== 'ended') throw invalidArgument('INVALID_STATUS', 'status must be active or ended');
  if (req.inbox_status && !isInboxStatus(req.inbox_status))
    throw invalidArgument('INVALID_INBOX_STATUS', `inbox_status must be one of ${INBOX_STATUSES.join(', ')}`);
  if (req.assignee && req.assignee !== 'unassigned' && !isUuid(req.assignee))
    throw invalidArgument('INVALID_ASSIGNEE', 'assignee must be me, unassigned or a user id');
  const reader = 'me_user_id' in req ? req.me_user_id : (req as contacts.ListConversationsRequest__Output).reader_user_id;
  if (req.unread && !reader) throw invalidArgument('INVALID_ARGUMENT', 'unread needs a signed-in person (unread is per person)');
  if (req.q && req.q.length > MAX_SEARCH_CHARS) throw invalidArgument('INVALID_ARGUMENT', `q must be at most ${MAX_SEARCH_CHARS} characters`);
  const filters = req.property_filters ?? [];
  if (filters.length > MAX_PROPERTY_FILTERS) throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PROPERTY_FILTERS} contact property filters at once`);
  for (const f of filters)
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(f.key) || f.value.length > 1024)
      throw invalidArgument('INVALID_FILTER', 'a property filter is key (1 to 64 letters, digits, _ . -) and value (at most 1024 characters)');
  const ids = req.phone_number_ids ?? [];
  if (ids.length > MAX_PHONE_NUMBER_IDS) throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PHONE_NUMBER_IDS} phone_number_ids at once`);
  return {
    phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id),
    phoneNumberIds: ids.map((id) => digitsFilter('phone_number_ids', id || '-')!),
    phoneNumber: phoneFilter(req.phone_number),
    status: req.status ?? undefined,
    lastActiveSince: timeFilter('last_active_since', req.last_active_since),
    lastActiveUntil: timeFilter('last_active_until', req.last_active_until),
    properties: filters.map((f) => ({ key: f.key, value: f.value })),
    inboxStatus: req.inbox_status || undefined,
    assignee: req.assignee || undefined,
    q: req.q || undefined,
    unread: req.unread || undefined,
  };
}

/** Longest assignment notes. */
const MAX_NOTES_CHARS = 1000;

/** Optional assignment notes (an empty string clears them: null); INVALID_ARGUMENT when too long. */
export function notesOf(v: string | null | undefined): string | null | undefined {
  if (v === undefined || v === null) return undefined;
  if (v.length > MAX_NOTES_CHARS) throw invalidArgument('INVALID_ARGUMENT', `notes must be at most ${MAX_NOTES_CHARS} characters`);
  return v === '' ? null : v;
}
