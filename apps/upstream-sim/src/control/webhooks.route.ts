import type { Response, Router } from 'express';
import { z } from 'zod';
import type { SimRuntime } from '../runtime';
import type { WebhookDelivery } from '../webhooks/dispatcher';
import { FLOW_EVENTS, flowEvent } from '../webhooks/flows';
import { handover, standby } from '../webhooks/threads';
import { accountUpdate, callTerminated, decideDisplayName, emitStatus, inboundMessage, TriggerError, userPreference } from '../webhooks/events';

const WebhookConfigSchema = z.object({
  url: z.string().url().nullable(),
  verify_token: z.string().nullable().optional(),
  /** Signing secret override; the app secret when omitted. */
  app_secret: z.string().min(1).optional(),
});

const TriggerSchema = z.union([
  z.object({
    kind: z.literal('inbound_message'),
    phone_number_id: z.string(),
    from: z.string(),
    /** The user's business-scoped user id, carried by the payload and learnt by the portfolio. */
    user_id: z.string().optional(),
    text: z.string().optional(),
    name: z.string().optional(),
    message: z.record(z.unknown()).optional(),
  }),
  z.object({
    kind: z.literal('account_update'),
    waba_id: z.string(),
    event: z.string(),
    phone_number_ids: z.array(z.string()).optional(),
    ban_state: z.enum(['DISABLE', 'REINSTATE', 'SCHEDULE_FOR_DISABLE']).optional(),
    ban_date: z.string().optional(),
    violation_type: z.string().optional(),
    restrictions: z.array(z.object({ restriction_type: z.string(), expiration: z.string().nullable() })).optional(),
    reason: z.string().optional(),
    initiated_by: z.string().optional(),
    extra: z.record(z.unknown()).optional(),
  }),
  z.object({
    kind: z.literal('name_decision'),
    phone_number_id: z.string(),
    decision: z.enum(['APPROVED', 'DEFERRED', 'REJECTED', 'PENDING']),
    rejection_reason: z.string().optional(),
  }),
  z.object({
    kind: z.literal('status'),
    message_id: z.string(),
    status: z.enum(['sent', 'delivered', 'read', 'failed', 'played']),
    errors: z
      .array(z.object({ code: z.number().int(), title: z.string(), message: z.string().optional(), error_data: z.object({ details: z.string() }).optional() }))
      .optional(),
  }),
  z.object({ kind: z.literal('user_preferences'), phone_number_id: z.string(), wa_id: z.string(), value: z.enum(['stop', 'resume']) }),
  z.object({
    kind: z.literal('call'),
    phone_number_id: z.string(),
    from: z.string(),
    direction: z.enum(['USER_INITIATED', 'BUSINESS_INITIATED']).optional(),
    status: z.enum(['COMPLETED', 'FAILED']).optional(),
    duration: z.number().int().min(0).optional(),
    pricing: z.record(z.unknown()).optional(),
  }),
  z.object({
    kind: z.literal('handover'),
    phone_number_id: z.string(),
    wa_id: z.string(),
    action: z.enum(['pass', 'take', 'request', 'release']),
    new_owner_app_id: z.string().nullable().optional(),
    previous_owner_app_id: z.string().nullable().optional(),
    target_role: z.literal('ai_agent').optional(),
    metadata: z.string().max(2000).optional(),
  }),
  z.object({
    kind: z.literal('standby'),
    phone_number_id: z.string(),
    wa_id: z.string(),
    item: z.enum(['message', 'echo', 'status']),
    text: z.string().optional(),
    status: z.enum(['sent', 'delivered', 'read']).optional(),
  }),
  z.object({
    kind: z.literal('flow_event'),
    flow_id: z.string(),
    event: z.enum(FLOW_EVENTS),
    alert_state: z.enum(['ACTIVATED', 'DEACTIVATED']).optional(),
    message: z.string().max(2000).optional(),
    threshold: z.number().min(0).optional(),
    error_rate: z.number().min(0).max(100).optional(),
    errors: z.array(z.object({ error_type: z.string(), error_rate: z.number(), error_count: z.number().int() })).optional(),
    p50_latency: z.number().int().min(0).optional(),
    p90_latency: z.number().int().min(0).optional(),
    requests_count: z.number().int().min(0).optional(),
    availability: z.number().min(0).max(100).optional(),
    new_status: z.enum(['DRAFT', 'PUBLISHED', 'DEPRECATED', 'BLOCKED', 'THROTTLED']).optional(),
  }),
  z.object({ field: z.string().min(1), waba_id: z.string().optional(), phone_number_id: z.string().optional(), value: z.unknown() }),
]);

/** What a trigger answers: the delivery outcome and the exact bytes sent. */
function deliveryView(d: WebhookDelivery): Record<string, unknown> {
  const last = d.attempts[d.attempts.length - 1];
  return {
    delivery: {
      id: d.id,
      state: d.state,
      status: last?.status ?? null,
      error: last?.error,
      attempts: d.attempts,
      url: d.url,
      field: d.field,
      signature: d.signature,
      skip_reason: d.skip_reason,
      duplicate_of: d.duplicate_of,
    },
    body: d.body,
    payload: d.payload,
  };
}

async function runTrigger(sim: SimRuntime, t: z.infer<typeof TriggerSchema>): Promise<WebhookDelivery> {
  if ('kind' in t) {
    switch (t.kind) {
      case 'inbound_message':
        return inboundMessage(sim, t);
      case 'account_update':
        return accountUpdate(sim, t);
      case 'name_decision':
        return decideDisplayName(sim, t);
      case 'user_preferences':
        return userPreference(sim, t);
      case 'call':
        return callTerminated(sim, t);
      case 'handover':
        return handover(sim, t);
      case 'standby':
        return standby(sim, t);
      case 'flow_event':
        return flowEvent(sim, t);
      case 'status': {
        const msg = sim.store.messages.get(t.message_id);
        if (!msg) throw new TriggerError(`unknown message_id ${t.message_id}`);
        return emitStatus(sim, msg, t.status, t.errors);
      }
    }
  }
  const wabaId = t.waba_id ?? (t.phone_number_id ? sim.store.phoneNumbers.get(t.phone_number_id)?.waba_id : undefined);
  if (!wabaId) throw new TriggerError('a raw trigger needs waba_id or a known phone_number_id');
  return sim.dispatcher.send(wabaId, t.field, t.value);
}

/** Webhook configuration, handshake, triggers, redelivery and the delivery log. */
export function registerWebhookRoutes(router: Router, sim: SimRuntime): void {
  const config = (res: Response) =>
    res.json({
      url: sim.webhook.url,
      // Like the real app dashboard, the verify token is write-only: say whether one is set, never echo it.
      verify_token_set: sim.webhook.verifyToken !== null && sim.webhook.verifyToken !== '',
      verified_at: sim.webhook.verifiedAt,
      signing_secret_overridden: sim.webhook.appSecret !== sim.app.secret,
    });

  router.get('/webhook', (_req, res) => config(res));

  router.put('/webhook', (req, res) => {
    const b = WebhookConfigSchema.parse(req.body ?? {});
    sim.webhook.url = b.url;
    if (b.verify_token !== undefined) sim.webhook.verifyToken = b.verify_token;
    sim.webhook.appSecret = b.app_secret ?? sim.app.secret;
    sim.webhook.verifiedAt = null;
    config(res);
  });

  router.post('/webhook/verify', async (_req, res) => {
    res.json(await sim.dispatcher.verify());
  });

  router.post('/webhooks/trigger', async (req, res) => {
    const trigger = TriggerSchema.parse(req.body ?? {});
    res.json(deliveryView(await runTrigger(sim, trigger)));
  });

  router.post('/webhooks/redeliver-last', async (_req, res) => {
    const d = await sim.dispatcher.redeliverLast();
    if (!d) {
      res.status(404).json({ error: 'no webhook has been sent yet' });
      return;
    }
    res.json(deliveryView(d));
  });

  router.get('/webhooks/deliveries', (req, res) => {
    const field = typeof req.query.field === 'string' ? req.query.field : null;
    const data = sim.dispatcher.deliveries.filter((d) => !field || d.field === field);
    res.json({ count: data.length, data });
  });

  router.delete('/webhooks/deliveries', (_req, res) => {
    sim.dispatcher.clear();
    res.json({ ok: true });
  });
}
