import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** StopBroadcast: sending → stopped (pending recipients stay pending). */
export function stopBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.StopBroadcastRequest__Output): Promise<broadcasts.StopBroadcastResponse> => ({
    broadcast: await uc.stop(req.project_id, req.broadcast_id),
  });
}
