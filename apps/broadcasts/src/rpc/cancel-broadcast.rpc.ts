import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** CancelBroadcast: scheduled → draft. */
export function cancelBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.CancelBroadcastRequest__Output): Promise<broadcasts.CancelBroadcastResponse> => ({
    broadcast: await uc.cancel(req.project_id, req.broadcast_id),
  });
}
