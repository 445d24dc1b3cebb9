import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';

/** ReplayWebhookEvent: one stored event to a live listener. */
export function replayWebhookEventRpc(uc: ListenersUsecase) {
  return async (req: webhooks.ReplayWebhookEventRequest__Output): Promise<webhooks.ReplayWebhookEventResponse> => {
    const r = await uc.replay(req.project_id, req.listener_id, req.event_id);
    return { event_id: r.eventId, event: r.name };
  };
}
