import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';
import { agentOf, nameOf, parametersOf, phoneNumberIdOf, templateOf } from './request';

/** UpdateBroadcast: a draft's name, number, template, default parameters or agent (set_agent without agent removes it). */
export function updateBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.UpdateBroadcastRequest__Output): Promise<broadcasts.UpdateBroadcastResponse> => ({
    broadcast: await uc.update(req.project_id, req.broadcast_id, {
      name: req.name === undefined || req.name === null ? undefined : nameOf(req.name),
      phoneNumberId: req.phone_number_id ? phoneNumberIdOf(req.phone_number_id) : undefined,
      template: templateOf(req.template),
      templateParameters: req.set_template_parameters ? parametersOf(req.template_parameters) : undefined,
      agentWorkflowId: req.set_agent ? (agentOf(req.agent) ?? null) : undefined,
    }),
  });
}
