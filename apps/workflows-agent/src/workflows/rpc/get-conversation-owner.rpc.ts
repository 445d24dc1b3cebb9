import type { workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';
import { noNul } from './request';

/** GetConversationOwner (a query): the execution that holds a contact's conversation on a number, if any (decision 0726). */
export function getConversationOwnerRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.GetConversationOwnerRequest__Output): Promise<workflowsAgent.GetConversationOwnerResponse> => {
    if (!req.phone_number_id) throw invalidArgument('INVALID_ARGUMENT', 'phone_number_id is required');
    const phoneNumber = req.phone_number ? req.phone_number.replace(/[^\d]/g, '') : '';
    if (!phoneNumber && !req.recipient && !req.conversation_id)
      throw invalidArgument('INVALID_ARGUMENT', 'one of phone_number, recipient and conversation_id is required');
    noNul('recipient', req.recipient);
    noNul('phone_number_id', req.phone_number_id);
    const execution = await executions.conversationOwner(req.project_id, {
      phoneNumberId: req.phone_number_id,
      phoneNumber: phoneNumber || undefined,
      recipient: req.recipient || undefined,
      conversationId: req.conversation_id || undefined,
    });
    return { execution };
  };
}
