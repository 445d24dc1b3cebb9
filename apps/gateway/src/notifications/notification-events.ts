/**
 * Other services' events → the notification they cause (decision 0020). Pure: the consumer decodes,
 * this maps, the use case stores and fans out. Event fields are untrusted: read leniently with zod.
 */
import { z } from 'zod';
import type { NotificationKind } from './notification-kinds';

/** A notification to be given to each recipient of its project. */
export interface NotificationDraft {
  projectId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  resourceType: string | null;
  resourceId: string | null;
  /** Path under {app_url} of what it is about (`/projects/{project}/webhooks/{id}`). */
  linkPath: string | null;
  /** The fact it tells: a redelivered event (or a second event of one fact) maps to the same key. */
  dedupeKey: string;
  /** At most one such notification per project and key in `windowMs` (webhook_failing: per webhook, 24 h). */
  throttle?: { key: string; windowMs: number };
}

/** A bus event as the mapping sees it. */
export interface IncomingEvent {
  /** Fully-qualified proto type, e.g. `svc.webhooks.v1.WebhookDisabled`. */
  type: string;
  payload: Record<string, unknown>;
  envelope: { id: string; projectId?: string | null };
}

const DAY_MS = 24 * 3600 * 1000;
const text = z.string().catch('');
const number = z.object({ id: text, display_phone_number: text }).partial().nullish().catch(undefined);
const base = z.object({ event_id: text, project_id: text });

/** The producers' event types this module maps, by subject (for envelopes without a type header). */
export const NOTIFYING_SUBJECTS: Readonly<Record<string, string>> = {
  'webhooks.webhook.disabled': 'svc.webhooks.v1.WebhookDisabled',
  'webhooks.delivery_attempt.failed': 'svc.webhooks.v1.DeliveryAttemptFailed',
  'messaging_proxy.phone_number.disconnected': 'svc.messaging_proxy.v1.PhoneNumberDisconnected',
  'messaging_proxy.account.restricted': 'svc.messaging_proxy.v1.AccountRestricted',
  'messaging_proxy.account.disabled': 'svc.messaging_proxy.v1.AccountDisabled',
  'messaging_proxy.account.violated': 'svc.messaging_proxy.v1.AccountViolated',
  'messaging_proxy.template.status_changed': 'svc.messaging_proxy.v1.TemplateStatusChanged',
  'messaging_proxy.phone_number.quality_changed': 'svc.messaging_proxy.v1.PhoneNumberQualityChanged',
  'workflows_agent.finding.opened': 'svc.workflows_agent.v1.FindingOpened',
  'funding.run.failed': 'svc.funding.v1.FundingRunFailed',
  'funding.allocation.revoked': 'svc.funding.v1.AllocationRevoked',
  'funding.credits.low': 'svc.funding.v1.CreditsLow',
};

type Mapper = (payload: Record<string, unknown>, projectId: string, eventId: string) => NotificationDraft | undefined;

const numberLabel = (n: { id?: string; display_phone_number?: string } | null | undefined) => n?.display_phone_number || n?.id || 'a number';

const accountNotice =
  (what: string): Mapper =>
  (payload, projectId, eventId) => {
    const p = z.object({ waba_id: text, phone_number: number, phone_numbers: z.array(number).catch([]), violation_type: text.optional() }).parse(payload);
    const one = p.phone_number?.id ? p.phone_number : p.phone_numbers.length === 1 ? p.phone_numbers[0] : undefined;
    const numbers = one ? numberLabel(one) : p.phone_numbers.map(numberLabel).join(', ') || 'its numbers';
    return {
      projectId,
      kind: 'number_restricted',
      title: `Business account ${what}`,
      body: `Business account ${p.waba_id || '(unknown)'} was ${what}${p.violation_type ? ` (${p.violation_type})` : ''}; affected: ${numbers}.`,
      resourceType: one?.id ? 'phone_number' : 'business_account',
      resourceId: one?.id || p.waba_id || null,
      linkPath: one?.id ? `/projects/${projectId}/phone_numbers/${one.id}` : `/projects/${projectId}/phone_numbers`,
      dedupeKey: `number_restricted:${eventId}`,
    };
  };

const MAPPERS: Readonly<Record<string, Mapper>> = {
  'svc.webhooks.v1.WebhookDisabled': (payload, projectId, eventId) => {
    const p = z.object({ webhook_id: text, endpoint_host: text, reason: text }).parse(payload);
    if (!p.webhook_id) return undefined;
    return {
      projectId,
      kind: 'webhook_disabled',
      title: 'Webhook disabled',
      body: `The webhook to ${p.endpoint_host || 'its endpoint'} was disabled: ${p.reason === 'gone' ? 'the endpoint answered 410 Gone' : 'every delivery failed for too long'}. Fix the endpoint, enable it and recover its failed deliveries.`,
      resourceType: 'webhook',
      resourceId: p.webhook_id,
      linkPath: `/projects/${projectId}/webhooks/${p.webhook_id}`,
      dedupeKey: `webhook_disabled:${eventId}`,
    };
  },
  'svc.webhooks.v1.DeliveryAttemptFailed': (payload, projectId, eventId) => {
    const p = z.object({ webhook_id: text, endpoint_host: text, error_kind: text, response_status: z.number().nullish().catch(null) }).parse(payload);
    if (!p.webhook_id) return undefined;
    const why = p.response_status ? `HTTP ${p.response_status}` : p.error_kind || 'no answer';
    return {
      projectId,
      kind: 'webhook_failing',
      title: 'Webhook failing',
      body: `Deliveries to ${p.endpoint_host || 'the webhook endpoint'} are failing (${why}). They are retried; an endpoint that keeps failing is disabled.`,
      resourceType: 'webhook',
      resourceId: p.webhook_id,
      linkPath: `/projects/${projectId}/webhooks/${p.webhook_id}`,
      dedupeKey: `webhook_failing:${eventId}`,
      throttle: { key: `webhook_failing:${p.webhook_id}`, windowMs: DAY_MS },
    };
  },
  'svc.messaging_proxy.v1.PhoneNumberDisconnected': (payload, projectId, eventId) => {
    const p = z
      .object({ phone_number: number, disconnection: z.object({ reason: text, initiated_by: text }).partial().nullish().catch(undefined) })
      .parse(payload);
    if (!p.phone_number?.id) return undefined;
    const reason = p.disconnection?.reason ? ` (${p.disconnection.reason})` : '';
    return {
      projectId,
      kind: 'number_disconnected',
      title: 'Phone number disconnected',
      body: `${numberLabel(p.phone_number)} was disconnected${reason}: it cannot send or receive until it is connected again.`,
      resourceType: 'phone_number',
      resourceId: p.phone_number.id,
      linkPath: `/projects/${projectId}/phone_numbers/${p.phone_number.id}`,
      dedupeKey: `number_disconnected:${eventId}`,
    };
  },
  'svc.messaging_proxy.v1.TemplateStatusChanged': (payload, projectId, eventId) => {
    const p = z
      .object({ waba_id: text, template_id: text, template_name: text, language: text, status: text, reason: z.string().nullish().catch(null) })
      .parse(payload);
    if (p.status !== 'REJECTED') return undefined;
    const name = `${p.template_name || p.template_id || 'A template'}${p.language ? ` (${p.language})` : ''}`;
    return {
      projectId,
      kind: 'template_rejected',
      title: 'Template rejected',
      body: `${name} was rejected${p.reason ? `: ${p.reason}` : ''}. Edit it and submit it again; sends using it are refused meanwhile.`,
      resourceType: 'template',
      resourceId: p.template_id || null,
      linkPath: `/projects/${projectId}/templates${p.template_id ? `/${p.template_id}` : ''}`,
      dedupeKey: `template_rejected:${eventId}`,
    };
  },
  'svc.messaging_proxy.v1.PhoneNumberQualityChanged': (payload, projectId, eventId) => {
    const p = z
      .object({ phone_number: number, event: text, current_limit: z.string().nullish().catch(null), dropped: z.boolean().catch(false) })
      .parse(payload);
    if (!p.dropped || !p.phone_number?.id) return undefined;
    const what = p.event === 'FLAGGED' ? 'its quality rating dropped to low' : 'its messaging limit was lowered';
    return {
      projectId,
      kind: 'number_quality_dropped',
      title: 'Phone number quality dropped',
      body: `${numberLabel(p.phone_number)}: ${what}${p.current_limit ? ` (limit now ${p.current_limit})` : ''}. Review recent templates and opt-outs.`,
      resourceType: 'phone_number',
      resourceId: p.phone_number.id,
      linkPath: `/projects/${projectId}/phone_numbers/${p.phone_number.id}`,
      dedupeKey: `number_quality_dropped:${eventId}`,
    };
  },
  'svc.workflows_agent.v1.FindingOpened': (payload, projectId, eventId) => {
    const p = z.object({ finding_id: text, title: text, category: text }).parse(payload);
    if (!p.finding_id) return undefined;
    return {
      projectId,
      kind: 'finding_opened',
      title: 'New finding',
      body: `${p.title || 'A finding opened'}${p.category ? ` (${p.category})` : ''}. See its evidence and start an investigation.`,
      resourceType: 'finding',
      resourceId: p.finding_id,
      linkPath: `/projects/${projectId}/findings/${p.finding_id}`,
      dedupeKey: `finding_opened:${eventId}`,
    };
  },
  'svc.funding.v1.FundingRunFailed': (payload, projectId, eventId) => {
    const p = z.object({ run_id: text, waba_id: text, status: text, error_kind: text }).parse(payload);
    if (!p.waba_id) return undefined;
    const what = p.status === 'expired' ? 'did not complete before its deadline' : 'failed';
    return {
      projectId,
      kind: 'funding_failed',
      title: 'Funding failed',
      body: `Funding of business account ${p.waba_id} ${what}${p.error_kind ? ` (${p.error_kind})` : ''}. Check the account and its portfolio, then fund it again.`,
      resourceType: 'business_account',
      resourceId: p.waba_id,
      linkPath: `/projects/${projectId}/business_accounts/${p.waba_id}/funding`,
      dedupeKey: `funding_failed:${eventId}`,
    };
  },
  'svc.funding.v1.AllocationRevoked': (payload, projectId, eventId) => {
    const p = z.object({ waba_id: text }).parse(payload);
    if (!p.waba_id) return undefined;
    return {
      projectId,
      kind: 'funding_revoked',
      title: 'Funding revoked',
      body: `The credit allocation of business account ${p.waba_id} was revoked: its paid messages are paused until it is funded again.`,
      resourceType: 'business_account',
      resourceId: p.waba_id,
      linkPath: `/projects/${projectId}/business_accounts/${p.waba_id}/funding`,
      dedupeKey: `funding_revoked:${eventId}`,
    };
  },
  'svc.funding.v1.CreditsLow': (payload, projectId, eventId) => {
    const p = z.object({ currency: text, balance_micros: z.coerce.number().catch(0), threshold_micros: z.coerce.number().catch(0) }).parse(payload);
    const amount = (micros: number) => `${p.currency ? `${p.currency} ` : ''}${(micros / 1_000_000).toFixed(2)}`;
    return {
      projectId,
      kind: 'credits_low',
      title: 'Credits running low',
      body: `Prepaid credits are down to ${amount(p.balance_micros)}, under ${amount(p.threshold_micros)}. Top up before paid messages are refused.`,
      resourceType: 'credit_account',
      resourceId: projectId,
      linkPath: `/projects/${projectId}/billing/credits`,
      dedupeKey: `credits_low:${eventId}`,
    };
  },
  'svc.messaging_proxy.v1.AccountRestricted': accountNotice('restricted'),
  'svc.messaging_proxy.v1.AccountDisabled': accountNotice('disabled'),
  'svc.messaging_proxy.v1.AccountViolated': accountNotice('flagged for a policy violation'),
};

/** Whether events of `type` may notify (the consumer acknowledges the others without a transaction). */
export function notifies(type: string | undefined): type is string {
  return type !== undefined && type in MAPPERS;
}

/** The notification an event causes, or undefined (an event of another type, or one without its subject). */
export function notificationOf(event: IncomingEvent): NotificationDraft | undefined {
  const map = MAPPERS[event.type];
  if (!map) return undefined;
  const { event_id, project_id } = base.parse(event.payload);
  const projectId = project_id || event.envelope.projectId || '';
  const eventId = event_id || event.envelope.id;
  if (!projectId || !eventId) return undefined;
  return map(event.payload, projectId, eventId);
}
