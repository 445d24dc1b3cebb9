import type { broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** RemoveRecipient: one recipient of a draft or scheduled broadcast. */
export function removeRecipientRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.RemoveRecipientRequest__Output): Promise<broadcasts.RemoveRecipientResponse> => {
    await uc.removeRecipient(req.project_id, req.broadcast_id, req.recipient_id);
    return {};
  };
}
