import type { webhooks } from '@platform/contracts';
import type { PublishEventUseCase } from '../usecases/publish-event.usecase';

/** PublishProjectEvent (internal): producers hand project events to the delivery path. */
export function publishProjectEventRpc(uc: PublishEventUseCase) {
  return async (req: webhooks.PublishProjectEventRequest__Output): Promise<webhooks.PublishProjectEventResponse> => {
    const r = await uc.publish({ projectId: req.project_id, event: req.event, payloadJson: req.payload_json, idempotencyKey: req.idempotency_key, occurredAt: req.occurred_at ?? undefined });
    return { event_id: r.eventId, duplicate: r.duplicate, dropped: r.dropped, deliveries: r.deliveries, sequence: String(r.sequence) };
  };
}
