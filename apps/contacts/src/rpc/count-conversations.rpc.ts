import type { contacts } from '@platform/contracts';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import { conversationFilterOf } from './request';

/** CountConversations: counts per inbox status, unassigned and mine under the list's filters (decision 0507). */
export function countConversationsRpc(repo: ConversationsRepository) {
  return async (req: contacts.CountConversationsRequest__Output): Promise<contacts.CountConversationsResponse> => {
    const me = req.me_user_id || undefined;
    const c = await repo.counts(req.project_id, { ...conversationFilterOf(req), reader: me }, me);
    return { ...c, mine: c.mine ?? undefined };
  };
}
