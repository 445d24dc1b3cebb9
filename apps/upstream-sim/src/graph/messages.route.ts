import type { Request, Response, Router } from 'express';
import { randomBytes } from 'node:crypto';
import { wamid } from '../ids';
import type { SimRuntime } from '../runtime';
import { COEXISTENCE_MPS, HIGH_THROUGHPUT_MPS } from '../state/send-limits';
import { cloudOf } from '../state/cloud-api';
import { pairKey } from '../state/store';
import type { PhoneNumber, PricingCategory, SentMessage } from '../state/types';
import { MARKETING_STOPPED_ERROR, scheduleAutoStatuses } from '../webhooks/events';
import { requireNode } from './auth';
import { GraphError, invalidParameter } from './graph-error';

/** Message types `POST /{phone_number_id}/messages` accepts. */
export const MESSAGE_TYPES = ['text', 'template', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'interactive', 'reaction'];

const SERVICE_WINDOW_MS = 24 * 3600 * 1000;

const missing = (details: string): GraphError => new GraphError(131008, { details });
const notValid = (details: string): GraphError => new GraphError(131009, { details });

/** Validates the send payload the way upstream does; returns the normalised parts. */
function validate(body: Record<string, unknown>): { to: string; type: string; object: Record<string, unknown> } {
  if (body.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
  if (body.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') throw notValid("recipient_type must be 'individual'.");
  const to = body.to ?? body.recipient;
  if (typeof to !== 'string' || to.trim() === '') throw invalidParameter('The parameter to is required.');
  const type = body.type === undefined ? 'text' : body.type;
  if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) throw notValid(`Param type must be one of {${MESSAGE_TYPES.join(', ')}}.`);
  const object = body[type];
  if (!object || typeof object !== 'object' || Array.isArray(object)) throw missing(`Parameter '${type}' is required for messages of type ${type}.`);
  const o = object as Record<string, unknown>;
  switch (type) {
    case 'text':
      if (typeof o.body !== 'string' || o.body === '') throw missing("Parameter 'text.body' is required.");
      if (o.body.length > 4096) throw notValid("Param text['body'] must be at most 4096 characters long.");
      break;
    case 'template': {
      if (typeof o.name !== 'string' || o.name === '') throw missing("Parameter 'template.name' is required.");
      const lang = o.language as Record<string, unknown> | undefined;
      if (!lang || typeof lang.code !== 'string' || lang.code === '') throw missing("Parameter 'template.language.code' is required.");
      break;
    }
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
    case 'sticker':
      if (typeof o.id !== 'string' && typeof o.link !== 'string') throw missing(`Parameter '${type}.id' or '${type}.link' is required.`);
      break;
    case 'interactive':
      if (typeof o.type !== 'string') throw missing("Parameter 'interactive.type' is required.");
      break;
    case 'reaction':
      if (typeof o.message_id !== 'string') throw missing("Parameter 'reaction.message_id' is required.");
      break;
    case 'location':
      if (o.latitude === undefined || o.longitude === undefined) throw missing("Parameters 'location.latitude' and 'location.longitude' are required.");
      break;
    default:
      break;
  }
  return { to: to.trim(), type, object: o };
}

/** Distinct `{{1}}` / `{{name}}` placeholders of a template text. */
function placeholders(text: unknown): number {
  return typeof text === 'string' ? new Set([...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1])).size : 0;
}

/**
 * 132000 (reference 2.1): the send's body and text-header parameters must match the template's
 * placeholders in number. Returns the error details, or undefined when they match.
 */
export function parameterMismatch(templateComponents: unknown[], sent: unknown): string | undefined {
  const parts = Array.isArray(sent) ? (sent as Array<Record<string, unknown>>) : [];
  for (const type of ['BODY', 'HEADER']) {
    const c = templateComponents.find((x) => String((x as Record<string, unknown>)?.type ?? '').toUpperCase() === type) as Record<string, unknown> | undefined;
    if (!c || (type === 'HEADER' && String(c.format ?? 'TEXT').toUpperCase() !== 'TEXT')) continue;
    const expected = placeholders(c.text);
    const given = parts.find((p) => String(p?.type ?? '').toUpperCase() === type);
    const got = Array.isArray(given?.parameters) ? given.parameters.length : 0;
    if (got !== expected) return `${type.toLowerCase()}: number of localizable_params (${got}) does not match the expected number of params (${expected})`;
  }
  return undefined;
}

/** Messages per second this number may send (reference 0 #6, 2.5). */
export function throughputOf(sim: SimRuntime, pn: PhoneNumber): number {
  if (pn.throughput_mps) return pn.throughput_mps;
  if (pn.is_coexistence) return COEXISTENCE_MPS;
  return pn.throughput_level === 'HIGH' ? HIGH_THROUGHPUT_MPS : sim.settings.defaultThroughputPerSecond;
}

/** A BSUID such as `US.13491208655302741918` (reference 2.8); a phone number has no letters. */
function isBsuid(to: string): boolean {
  return /[A-Za-z]/.test(to);
}

/**
 * `POST /{phone_number_id}/messages`. Order of checks: payload, number and account state,
 * template, customer-service window, marketing opt-out (sync mode), then the rate limits, so only
 * accepted sends consume throughput. Accepted sends get status webhooks asynchronously.
 */
export function registerMessageRoutes(router: Router, sim: SimRuntime): void {
  router.post('/:phoneNumberId/messages', (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    const pn = sim.store.phoneNumbers.get(id)!;
    const waba = sim.store.wabas.get(pn.waba_id)!;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const { to, type, object } = validate(body);

    if (pn.status !== 'CONNECTED')
      throw new GraphError(133010, { details: `Phone number ${pn.id} is ${pn.status}; it must be registered and connected to send.` });
    if (waba.ban_state === 'DISABLE' || sim.store.businesses.get(waba.business_id)?.disabled) {
      throw new GraphError(131031, { details: 'The WhatsApp Business Account is disabled or locked.' });
    }

    const bsuid = isBsuid(to);
    const waId = bsuid ? '' : to.replace(/\D/g, '');
    // A business-scoped user id names the same user as their phone number once the portfolio knows both
    // (reference 2.8): the window, the opt-out and the pair limit are the user's, whichever id is sent to.
    const user = bsuid ? (sim.store.userIds.get(`${waba.business_id}:${to}`) ?? to) : waId;
    const now = sim.clock.now();
    let category: PricingCategory;
    let templateName: string | null = null;
    if (type === 'template') {
      templateName = String(object.name);
      const lang = String((object.language as Record<string, unknown>).code);
      const seeded = [...sim.store.templates.values()].filter((t) => t.waba_id === waba.id);
      if (seeded.length > 0) {
        const t = seeded.find((x) => x.name === templateName && x.language === lang);
        if (!t || t.status !== 'APPROVED') {
          throw new GraphError(132001, { details: `template name (${templateName}) does not exist in ${lang}` });
        }
        category = t.category.toLowerCase() as PricingCategory;
        // Authentication templates need a phone number (reference 2.1, 2.8).
        if (bsuid && category === 'authentication') throw new GraphError(131062);
        const mismatch = parameterMismatch(cloudOf(sim.store).templateDetails.get(t.id)?.components ?? [], object.components);
        if (mismatch) throw new GraphError(132000, { details: mismatch });
      } else {
        category = 'marketing';
      }
    } else {
      const last = sim.store.lastInbound.get(pairKey(pn.id, user));
      const inWindow = last !== undefined && now.getTime() - last.getTime() < SERVICE_WINDOW_MS;
      if (!inWindow && pn.enforce_service_window) throw new GraphError(131047);
      category = 'service';
    }
    const stopped = category === 'marketing' && sim.store.marketingStopped.has(pairKey(pn.id, user));
    if (stopped && sim.settings.marketingStopError === 'sync') throw new GraphError(131050);

    const verdict = sim.limiter.take(pn.id, user, throughputOf(sim, pn), now.getTime());
    if (verdict === 'throughput') throw new GraphError(130429);
    if (verdict === 'pair') throw new GraphError(131056);

    const msg: SentMessage = {
      id: wamid(),
      phone_number_id: pn.id,
      waba_id: waba.id,
      to,
      wa_id: waId,
      user_id: bsuid ? to : null,
      type,
      template_name: templateName,
      category,
      pricing_type: category === 'service' ? 'free_customer_service' : 'regular',
      billable: category !== 'service',
      conversation_id: randomBytes(16).toString('hex'),
      biz_opaque_callback_data: typeof body.biz_opaque_callback_data === 'string' ? body.biz_opaque_callback_data : null,
      created_at: now,
      statuses: [],
    };
    sim.store.messages.set(msg.id, msg);
    scheduleAutoStatuses(sim, msg, stopped ? MARKETING_STOPPED_ERROR : undefined);

    const contact: Record<string, unknown> = { input: to, wa_id: waId };
    if (bsuid) contact.user_id = to;
    res.json({ messaging_product: 'whatsapp', contacts: [contact], messages: [{ id: msg.id }] });
  });
}
