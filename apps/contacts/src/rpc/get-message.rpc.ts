import type { contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { MessagesRepository } from '../infra/db/messages.repository';
import { messageToWire } from '../wire/message.wire';

/** GetMessage: one message by its upstream id (wamid). */
export function getMessageRpc(repo: MessagesRepository) {
  return async (req: contacts.GetMessageRequest__Output): Promise<contacts.GetMessageResponse> => {
    if (!req.wamid || req.wamid.length > 256) throw invalidArgument('INVALID_WAMID', 'wamid is required (at most 256 characters)');
    const row = await repo.get(req.project_id, req.wamid);
    if (!row || row.type === 'unknown') throw notFound('MESSAGE_NOT_FOUND', 'Message not found');
    const statuses = await repo.statusesOf([row.id]);
    return { message: messageToWire(row, statuses.get(row.id)) };
  };
}
