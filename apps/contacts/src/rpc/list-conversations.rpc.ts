import type { contacts } from '@platform/contracts';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import { cursorsOf, pageOf } from './paging';
import { conversationFilterOf } from './request';
import { conversationToWire } from '../wire/conversation.wire';

/** ListConversations: most recent activity first; up to three contact-property filters, inbox status, assignee, search, unread (for a person: `unread_count` is theirs). */
export function listConversationsRpc(repo: ConversationsRepository) {
  return async (req: contacts.ListConversationsRequest__Output): Promise<contacts.ListConversationsResponse> => {
    const page = pageOf(req);
    const r = await repo.list(req.project_id, { ...conversationFilterOf(req), reader: req.reader_user_id || undefined, ...page });
    return { conversations: r.items.map((c) => conversationToWire(c)), ...cursorsOf(r, (c) => ({ at: c.last_active_at, id: c.id })) };
  };
}
