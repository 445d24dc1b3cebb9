import type { webhooks } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from '../contract-schema';

/** Public event names a webhook can subscribe to (docs/events.md); validated again by the service. */
export const eventName = z.string().min(1).max(100);

/** Payload versions (docs/decisions/0301). */
export const PAYLOAD_VERSIONS = ['v1', 'v2'] as const;

/** Override: the payload version is `v1` or `v2` (a string in the proto). */
export const webhook = contractObject('svc.webhooks.v1.Webhook', { payload_version: z.enum(PAYLOAD_VERSIONS) }, { uuid: ['id'] });

/** Create/rotate responses add the signing secret, shown only there. */
export const webhookWithSecret = webhook.extend({
  secret: z.string().describe('Standard Webhooks signing secret (whsec_...). Shown only at creation and rotation.'),
});

/** Body of a webhook's creation, project-wide (`POST /webhooks`) or per number (phone-numbers.routes.ts). */
export const webhookCreateBody = z.object({
  webhook: z.object({
    url: z.string().trim().min(1).max(2048),
    events: z.array(eventName).min(1).max(50),
    active: z.boolean().optional(),
    payload_version: z.enum(PAYLOAD_VERSIONS).optional(),
  }),
});

/** The reply of a create or rotate: the webhook with its signing secret (the only time it is shown). */
export function withSecret(res: { webhook?: webhooks.Webhook__Output | null; secret: string }) {
  return { body: { data: { ...res.webhook, secret: res.secret } } };
}

/**
 * Overrides: the status set is closed; `payload` is the JSON object of the exact bytes that were
 * signed (a string in the proto, parsed by {@link withParsedPayload}); the attempt log is only in
 * {@link deliveryWithAttempts}.
 */
export const delivery = contractObject(
  'svc.webhooks.v1.WebhookDelivery',
  { status: z.enum(['pending', 'delivered', 'failed']), payload: z.record(z.unknown()).nullable(), attempt_log: null },
  { uuid: ['id', 'webhook_id', 'event_id'] },
);

/** A delivery with its attempt log (read, test, redeliver). */
export const deliveryWithAttempts = delivery.extend({ attempt_log: z.array(contractObject('svc.webhooks.v1.DeliveryAttempt')) });

/** A delivery with its stored body parsed back into JSON (null when it is not JSON). */
export function withParsedPayload(d: webhooks.WebhookDelivery__Output): Record<string, unknown> {
  let payload: Record<string, unknown> | null = null;
  try {
    payload = d.payload ? (JSON.parse(d.payload) as Record<string, unknown>) : null;
  } catch {
    payload = null;
  }
  return { ...d, payload };
}

/** A recovery job (decision 0304): the status set is closed. */
export const recovery = contractObject(
  'svc.webhooks.v1.WebhookRecovery',
  { status: z.enum(['queued', 'running', 'completed', 'failed']) },
  { uuid: ['id', 'webhook_id'] },
);
