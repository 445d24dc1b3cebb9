import { fromStruct, type broadcasts } from '@platform/contracts';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** AddRecipients: up to 1,000 per call → `{ added, duplicates, errors }`. */
export function addRecipientsRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.AddRecipientsRequest__Output): Promise<broadcasts.AddRecipientsResponse> =>
    uc.addRecipients(
      req.project_id,
      req.broadcast_id,
      req.recipients.map((r) => ({
        phone_number: r.phone_number || undefined,
        user_id: r.user_id || undefined,
        components: r.components.map((c) => fromStruct(c)),
      })),
    );
}
