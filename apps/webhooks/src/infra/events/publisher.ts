import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { Trx } from '@platform/db';
import type { FailureKind } from '../../domain/attempt-failure';

/** Stream owned by webhooks (its operational events; decision 0740). */
export const WEBHOOKS_STREAM = { name: 'WEBHOOKS', subjects: ['webhooks.>'] };
/** Subject and proto type of a failed delivery attempt. */
export const ATTEMPT_FAILED = { subject: 'webhooks.delivery_attempt.failed', type: 'svc.webhooks.v1.DeliveryAttemptFailed' } as const;
/** Subject and proto type of a webhook the engine disabled. */
export const WEBHOOK_DISABLED = { subject: 'webhooks.webhook.disabled', type: 'svc.webhooks.v1.WebhookDisabled' } as const;

/** A failed attempt as published: no secret, no URL path or query, no payload, no response body. */
export interface AttemptFailedEvent {
  projectId: string;
  webhookId: string;
  deliveryId: string;
  eventName: string;
  endpointHost: string;
  attempt: number;
  responseStatus: number | null;
  errorKind: FailureKind;
  outcome: 'retrying' | 'exhausted' | 'gone';
  nextAttemptAt: Date | null;
  occurredAt: Date;
}

/** Writes a failed attempt to the outbox in the caller's transaction (published iff the attempt's bookkeeping commits). */
export async function publishAttemptFailed(trx: Trx, e: AttemptFailedEvent): Promise<void> {
  await enqueueEvent(trx, {
    subject: ATTEMPT_FAILED.subject,
    type: ATTEMPT_FAILED.type,
    payload: encodeEvent(ATTEMPT_FAILED.type, {
      event_id: randomUUID(),
      project_id: e.projectId,
      webhook_id: e.webhookId,
      delivery_id: e.deliveryId,
      event_name: e.eventName,
      endpoint_host: e.endpointHost,
      attempt: e.attempt,
      response_status: e.responseStatus ?? undefined,
      error_kind: e.errorKind,
      outcome: e.outcome,
      next_attempt_at: e.nextAttemptAt?.toISOString(),
      occurred_at: e.occurredAt.toISOString(),
    }),
    projectId: e.projectId,
    occurredAt: e.occurredAt,
  });
}

/** Writes a webhook disabled by the engine (410 Gone or prolonged failure) to the outbox in the caller's transaction. */
export async function publishWebhookDisabled(
  trx: Trx,
  e: { projectId: string; webhookId: string; endpointHost: string; reason: 'gone' | 'failing'; failingSince: Date | null; occurredAt: Date },
): Promise<void> {
  await enqueueEvent(trx, {
    subject: WEBHOOK_DISABLED.subject,
    type: WEBHOOK_DISABLED.type,
    payload: encodeEvent(WEBHOOK_DISABLED.type, {
      event_id: randomUUID(),
      project_id: e.projectId,
      webhook_id: e.webhookId,
      endpoint_host: e.endpointHost,
      reason: e.reason,
      failing_since: e.failingSince?.toISOString(),
      occurred_at: e.occurredAt.toISOString(),
    }),
    projectId: e.projectId,
    occurredAt: e.occurredAt,
  });
}
