import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** DeleteBroadcast: a draft and its recipients. */
export function deleteBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.DeleteBroadcastRequest__Output): Promise<broadcasts.DeleteBroadcastResponse> => {
    await uc.delete(req.project_id, req.broadcast_id);
    return {};
  };
}
