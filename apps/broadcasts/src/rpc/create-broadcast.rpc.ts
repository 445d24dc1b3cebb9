import type { broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';
import { agentOf, nameOf, parametersOf, phoneNumberIdOf, templateOf } from './request';

/** CreateBroadcast: a draft with an approved template of the number's account. */
export function createBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.CreateBroadcastRequest__Output): Promise<broadcasts.CreateBroadcastResponse> => {
    const template = templateOf(req.template);
    if (!template) throw invalidArgument('INVALID_TEMPLATE', 'template (name and language, or id) is required');
    return {
      broadcast: await uc.create(req.project_id, {
        name: nameOf(req.name),
        phoneNumberId: phoneNumberIdOf(req.phone_number_id),
        template,
        templateParameters: parametersOf(req.template_parameters),
        agentWorkflowId: agentOf(req.agent),
      }),
    };
  };
}
