import { describe, expect, it } from 'vitest';
import { notificationOf, notifies } from './notification-events';

const P = '0b6f6f1e-7a57-4c3a-9d7e-0c1d2e3f4a5b';
const envelope = { id: 'env-1', projectId: P };

describe('events → notifications (decision 0020)', () => {
  it('only the notifying types are read; others are acknowledged without a transaction', () => {
    expect(notifies('svc.webhooks.v1.WebhookDisabled')).toBe(true);
    expect(notifies('svc.messaging_proxy.v1.OutboundMessageSent')).toBe(false);
    expect(notifies(undefined)).toBe(false);
    expect(notificationOf({ type: 'svc.messaging_proxy.v1.OutboundMessageSent', payload: {}, envelope })).toBeUndefined();
  });

  it('the project and the event id fall back to the envelope; a dedupe key names kind and event', () => {
    const n = notificationOf({ type: 'svc.webhooks.v1.WebhookDisabled', payload: { webhook_id: 'w1', endpoint_host: 'h', reason: 'gone' }, envelope });
    expect(n).toEqual({
      projectId: P,
      kind: 'webhook_disabled',
      title: 'Webhook disabled',
      body: 'The webhook to h was disabled: the endpoint answered 410 Gone. Fix the endpoint, enable it and recover its failed deliveries.',
      resourceType: 'webhook',
      resourceId: 'w1',
      linkPath: `/projects/${P}/webhooks/w1`,
      dedupeKey: 'webhook_disabled:env-1',
    });
  });

  it('untrusted fields of the wrong type read as absent; an event without its subject notifies nothing', () => {
    expect(notificationOf({ type: 'svc.webhooks.v1.WebhookDisabled', payload: { webhook_id: 42 }, envelope })).toBeUndefined();
    expect(notificationOf({ type: 'svc.messaging_proxy.v1.PhoneNumberDisconnected', payload: { phone_number: 'x' }, envelope })).toBeUndefined();
    expect(notificationOf({ type: 'svc.webhooks.v1.WebhookDisabled', payload: { webhook_id: 'w' }, envelope: { id: '', projectId: null } })).toBeUndefined();
  });

  it('a template notifies only when rejected; quality only when it dropped', () => {
    const tpl = (status: string) => notificationOf({ type: 'svc.messaging_proxy.v1.TemplateStatusChanged', payload: { template_id: 't', status }, envelope });
    expect(tpl('APPROVED')).toBeUndefined();
    expect(tpl('REJECTED')?.kind).toBe('template_rejected');
    const q = (dropped: boolean) =>
      notificationOf({
        type: 'svc.messaging_proxy.v1.PhoneNumberQualityChanged',
        payload: { phone_number: { id: 'n' }, event: 'DOWNGRADE', dropped },
        envelope,
      });
    expect(q(false)).toBeUndefined();
    expect(q(true)?.body).toBe('n: its messaging limit was lowered. Review recent templates and opt-outs.');
  });

  it('a failing webhook is throttled per webhook for 24 hours', () => {
    const n = notificationOf({ type: 'svc.webhooks.v1.DeliveryAttemptFailed', payload: { webhook_id: 'w9', response_status: 503 }, envelope });
    expect(n?.throttle).toEqual({ key: 'webhook_failing:w9', windowMs: 86_400_000 });
    expect(n?.body).toBe('Deliveries to the webhook endpoint are failing (HTTP 503). They are retried; an endpoint that keeps failing is disabled.');
  });
});
