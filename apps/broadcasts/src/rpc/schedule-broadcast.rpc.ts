import type { broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** ScheduleBroadcast: `scheduled_at` an ISO 8601 date-time in the future. */
export function scheduleBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.ScheduleBroadcastRequest__Output): Promise<broadcasts.ScheduleBroadcastResponse> => {
    const at = new Date(req.scheduled_at);
    if (!req.scheduled_at || Number.isNaN(at.getTime())) throw invalidArgument('INVALID_SCHEDULED_AT', 'scheduled_at must be an ISO 8601 date-time');
    return { broadcast: await uc.schedule(req.project_id, req.broadcast_id, at) };
  };
}
