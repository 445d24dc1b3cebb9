import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** DuplicateBroadcast: a copy in `copying`, filled in the background. */
export function duplicateBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.DuplicateBroadcastRequest__Output): Promise<broadcasts.DuplicateBroadcastResponse> => ({
    broadcast: await uc.duplicate(req.project_id, req.broadcast_id),
  });
}
