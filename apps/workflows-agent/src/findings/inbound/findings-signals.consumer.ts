import { EVENT_NAME_HEADER, startConsumer, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { FindingsUsecase } from '../usecases/findings.usecase';

const CONTACTS_STREAM = { name: 'CONTACTS', subjects: ['contacts.>'] };
const MESSAGING_PROXY_STREAM = { name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] };
const WEBHOOKS_STREAM = { name: 'WEBHOOKS', subjects: ['webhooks.>'] };
/** Durable consumer names (also the processed_events keys): keep stable. */
export const FINDINGS_CONTACTS_DURABLE = 'workflows-agent-findings-contacts';
export const FINDINGS_HEALTH_DURABLE = 'workflows-agent-findings-health';
export const FINDINGS_WEBHOOK_FAILURES_DURABLE = 'workflows-agent-findings-webhook-failures';
export const FINDINGS_WEBHOOK_DISABLED_DURABLE = 'workflows-agent-findings-webhook-disabled';
const CUSTOMER_EVENT = 'svc.contacts.v1.CustomerEvent';
/** The customer events the findings count (every other name is acked without a transaction). */
export const FINDINGS_CUSTOMER_EVENTS: readonly string[] = ['messaging.conversation.ended', 'messaging.message.failed'];
const ATTEMPT_FAILED = { subject: 'webhooks.delivery_attempt.failed', type: 'svc.webhooks.v1.DeliveryAttemptFailed' } as const;
const WEBHOOK_DISABLED = { subject: 'webhooks.webhook.disabled', type: 'svc.webhooks.v1.WebhookDisabled' } as const;

/** messaging-proxy events that are number health degradations, by subject. */
export const HEALTH_EVENTS: Record<string, { type: string; kind: string }> = {
  'messaging_proxy.account.disabled': { type: 'svc.messaging_proxy.v1.AccountDisabled', kind: 'account_disabled' },
  'messaging_proxy.account.restricted': { type: 'svc.messaging_proxy.v1.AccountRestricted', kind: 'account_restricted' },
  'messaging_proxy.account.violated': { type: 'svc.messaging_proxy.v1.AccountViolated', kind: 'account_violation' },
  'messaging_proxy.phone_number.disconnected': { type: 'svc.messaging_proxy.v1.PhoneNumberDisconnected', kind: 'phone_number_disconnected' },
};

type Obj = Record<string, unknown>;

/**
 * The findings' signal sources (decision 0740): contacts' customer events (ended conversations are
 * queued for evaluation, failed sends counted by error code), messaging-proxy's health events and
 * webhooks' failed attempts and disabled webhooks. Each runs in its consumer's transaction:
 * processed_events and the counts commit together.
 */
export async function startFindingsConsumers(deps: { db: Db; bus: Bus; logger: Logger; findings: FindingsUsecase }): Promise<Subscription[]> {
  await deps.bus.ensureStream(CONTACTS_STREAM);
  await deps.bus.ensureStream(MESSAGING_PROXY_STREAM);
  await deps.bus.ensureStream(WEBHOOKS_STREAM);
  const contacts = await startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: CONTACTS_STREAM.name,
    durable: FINDINGS_CONTACTS_DURABLE,
    filterSubject: 'contacts.customer_event.created',
    logger: deps.logger,
    concurrency: 8,
    // Most customer events are neither: skipped by contacts' Event-Name header, with no transaction
    // and no processed_events row. No header (older contacts) → decoded and checked below.
    accepts(envelope) {
      const name = envelope.headers[EVENT_NAME_HEADER];
      return name === undefined || FINDINGS_CUSTOMER_EVENTS.includes(name);
    },
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== CUSTOMER_EVENT) return;
      const m = decodeEvent<{ event_id: string; project_id: string; name: string; fields_json: string; occurred_at: string }>(CUSTOMER_EVENT, envelope.payload);
      if (!FINDINGS_CUSTOMER_EVENTS.includes(m.name)) return;
      const projectId = m.project_id || envelope.projectId || '';
      if (!projectId) return;
      let fields: Obj;
      try {
        fields = JSON.parse(m.fields_json || '{}') as Obj;
      } catch {
        deps.logger.warn({ event_id: m.event_id }, 'contacts event with unreadable fields skipped by findings');
        return;
      }
      const at = new Date(m.occurred_at || envelope.occurredAt || Date.now());
      await deps.findings.ingestContactsEvent(trx, { projectId, eventId: m.event_id || envelope.id, name: m.name, fields, occurredAt: at });
    },
  });
  // One durable per health subject: the proxy's busy subjects (sends, prices) never reach this consumer.
  const health: Subscription[] = [];
  for (const [subject, def] of Object.entries(HEALTH_EVENTS))
    health.push(
      await startConsumer({
        db: deps.db,
        bus: deps.bus,
        stream: MESSAGING_PROXY_STREAM.name,
        durable: `${FINDINGS_HEALTH_DURABLE}-${def.kind.replace(/_/g, '-')}`,
        filterSubject: subject,
        logger: deps.logger,
        concurrency: 2,
        async handle(envelope, trx) {
          const p = decodeEvent<{ event_id: string; project_id: string; waba_id: string; phone_numbers?: Obj[]; phone_number?: Obj; occurred_at: string }>(
            def.type,
            envelope.payload,
          );
          const projectId = p.project_id || envelope.projectId || '';
          if (!projectId || !p.waba_id) return;
          const numbers = [...(p.phone_numbers ?? []), ...(p.phone_number ? [p.phone_number] : [])]
            .map((n) => String(n.id ?? n.phone_number_id ?? ''))
            .filter(Boolean);
          await deps.findings.ingestHealthEvent(trx, {
            projectId,
            eventId: p.event_id || envelope.id,
            kind: def.kind,
            wabaId: p.waba_id,
            phoneNumberIds: [...new Set(numbers)],
            occurredAt: new Date(p.occurred_at || envelope.occurredAt || Date.now()),
          });
        },
      }),
    );
  // webhooks' failed attempts and disabled webhooks: low volume (one per failed attempt), one durable each.
  const attempts = await startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: WEBHOOKS_STREAM.name,
    durable: FINDINGS_WEBHOOK_FAILURES_DURABLE,
    filterSubject: ATTEMPT_FAILED.subject,
    logger: deps.logger,
    concurrency: 4,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== ATTEMPT_FAILED.type) return;
      const p = decodeEvent<{
        event_id: string;
        project_id: string;
        webhook_id: string;
        delivery_id: string;
        event_name: string;
        endpoint_host: string;
        attempt: number;
        response_status?: number | null;
        error_kind: string;
        outcome: string;
        occurred_at: string;
      }>(ATTEMPT_FAILED.type, envelope.payload);
      const projectId = p.project_id || envelope.projectId || '';
      if (!projectId || !p.webhook_id) return;
      await deps.findings.ingestWebhookAttemptFailed(trx, {
        projectId,
        eventId: p.event_id || envelope.id,
        webhookId: p.webhook_id,
        deliveryId: p.delivery_id,
        eventName: p.event_name,
        endpointHost: p.endpoint_host,
        attempt: p.attempt,
        responseStatus: p.response_status ?? null,
        errorKind: p.error_kind,
        outcome: p.outcome,
        occurredAt: new Date(p.occurred_at || envelope.occurredAt || Date.now()),
      });
    },
  });
  const disabled = await startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: WEBHOOKS_STREAM.name,
    durable: FINDINGS_WEBHOOK_DISABLED_DURABLE,
    filterSubject: WEBHOOK_DISABLED.subject,
    logger: deps.logger,
    concurrency: 2,
    async handle(envelope, trx) {
      if (envelope.type && envelope.type !== WEBHOOK_DISABLED.type) return;
      const p = decodeEvent<{
        event_id: string;
        project_id: string;
        webhook_id: string;
        endpoint_host: string;
        reason: string;
        failing_since?: string | null;
        occurred_at: string;
      }>(WEBHOOK_DISABLED.type, envelope.payload);
      const projectId = p.project_id || envelope.projectId || '';
      if (!projectId || !p.webhook_id) return;
      await deps.findings.ingestWebhookDisabled(trx, {
        projectId,
        eventId: p.event_id || envelope.id,
        webhookId: p.webhook_id,
        endpointHost: p.endpoint_host,
        reason: p.reason,
        failingSince: p.failing_since || null,
        occurredAt: new Date(p.occurred_at || envelope.occurredAt || Date.now()),
      });
    },
  });
  return [contacts, ...health, attempts, disabled];
}
