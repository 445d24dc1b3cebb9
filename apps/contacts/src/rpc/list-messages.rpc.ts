import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { MESSAGE_STATUSES } from '../domain/message-status';
import type { MessagesRepository } from '../infra/db/messages.repository';
import { cursorsOf, digitsFilter, pageOf, timeFilter } from './paging';
import { phoneFilter } from './request';
import { messageToWire } from '../wire/message.wire';

/** ListMessages: newest first, with their raw status histories. */
export function listMessagesRpc(repo: MessagesRepository) {
  return async (req: contacts.ListMessagesRequest__Output): Promise<contacts.ListMessagesResponse> => {
    const page = pageOf(req);
    if (req.direction && req.direction !== 'inbound' && req.direction !== 'outbound')
      throw invalidArgument('INVALID_DIRECTION', 'direction must be inbound or outbound');
    if (req.status && !(MESSAGE_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${MESSAGE_STATUSES.join(', ')}`);
    if (req.message_type && !/^[a-z_]{1,32}$/.test(req.message_type))
      throw invalidArgument('INVALID_MESSAGE_TYPE', 'message_type must be an upstream message type');
    const r = await repo.list(req.project_id, {
      phoneNumberId: digitsFilter('phone_number_id', req.phone_number_id),
      conversationId: req.conversation_id ?? undefined,
      phoneNumber: phoneFilter(req.phone_number),
      direction: req.direction ?? undefined,
      status: req.status ?? undefined,
      messageType: req.message_type ?? undefined,
      hasMedia: req.has_media ?? undefined,
      since: timeFilter('since', req.since),
      until: timeFilter('until', req.until),
      ...page,
    });
    const statuses = await repo.statusesOf(r.items.map((m) => m.id));
    return { messages: r.items.map((m) => messageToWire(m, statuses.get(m.id))), ...cursorsOf(r, (m) => ({ at: m.created_at, id: m.id })) };
  };
}
