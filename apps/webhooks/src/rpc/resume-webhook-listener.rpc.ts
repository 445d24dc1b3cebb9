import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';

/** ResumeWebhookListener: a reconnected stream gets the events since its Last-Event-ID again. */
export function resumeWebhookListenerRpc(uc: ListenersUsecase) {
  return async (req: webhooks.ResumeWebhookListenerRequest__Output): Promise<webhooks.ResumeWebhookListenerResponse> =>
    uc.resume(req.project_id, req.listener_id, req.after_event_id);
}
