import { fromStruct, type webhooks } from '@platform/contracts';
import type { EventsUsecase } from '../usecases/events.usecase';

/** PublishProjectEvent (internal): producers hand project events to the delivery path. */
export function publishProjectEventRpc(uc: EventsUsecase) {
  return async (req: webhooks.PublishProjectEventRequest__Output): Promise<webhooks.PublishProjectEventResponse> => {
    const r = await uc.publish({
      projectId: req.project_id,
      event: req.event,
      // The Struct as JSON text (what the size limit counts); empty when unset, which is refused.
      payloadJson: req.payload ? JSON.stringify(fromStruct(req.payload)) : '',
      idempotencyKey: req.idempotency_key,
      occurredAt: req.occurred_at ?? undefined,
    });
    return { event_id: r.eventId, duplicate: r.duplicate, dropped: r.dropped, deliveries: r.deliveries, sequence: String(r.sequence) };
  };
}
