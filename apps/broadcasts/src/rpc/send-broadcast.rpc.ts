import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** SendBroadcast (spec 4.6): starts sending at once; refused while copying or locked by a copy. */
export function sendBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.SendBroadcastRequest__Output): Promise<broadcasts.SendBroadcastResponse> => ({
    broadcast: await uc.send(req.project_id, req.broadcast_id),
  });
}
