import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** ClearRecipients: every recipient of a draft or scheduled broadcast (a scheduled one returns to draft). */
export function clearRecipientsRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.ClearRecipientsRequest__Output): Promise<broadcasts.ClearRecipientsResponse> =>
    uc.clearRecipients(req.project_id, req.broadcast_id);
}
