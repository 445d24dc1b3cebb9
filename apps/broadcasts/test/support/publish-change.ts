import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { RunningService } from '@platform/service';

/** Publishes an upstream `messages` change as messaging-proxy does, for `project` on `number`, on the service's bus. */
export async function publishChange(svc: RunningService, value: Record<string, unknown>, project: string, number: string): Promise<void> {
  const id = randomUUID();
  const payload = encodeEvent('svc.messaging_proxy.v1.ConversationChangeReceived', {
    event_id: id,
    project_id: project,
    waba_id: '1',
    phone_number_id: number,
    display_phone_number: '+1',
    field: 'messages',
    value_json: JSON.stringify(value),
    received_at: new Date().toISOString(),
    occurred_at: new Date().toISOString(),
    sandbox: false,
  });
  await svc.bus.publish('messaging_proxy.conversation_change.received', payload, {
    msgId: id,
    headers: envelopeHeaders({
      id,
      type: 'svc.messaging_proxy.v1.ConversationChangeReceived',
      occurredAt: new Date().toISOString(),
      projectId: project,
      headers: {},
    }),
  });
}
