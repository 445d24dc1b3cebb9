import type { NextFunction, Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { cloudOf, TEMPLATE_CATEGORIES, TEMPLATE_QUALITY, TEMPLATE_STATUSES, type TemplateDetails } from '../state/cloud-api';
import type { Template } from '../state/types';
import type { WebhookDelivery } from '../webhooks/dispatcher';
import { callerOf, params, requireNode } from './auth';
import { listEdge, selectFields } from './fields';
import { GraphError, invalidParameter, unknownObject } from './graph-error';

/** Fields a template answers without `fields` (as the upstream lists them). */
const TEMPLATE_DEFAULT_FIELDS = ['name', 'parameter_format', 'components', 'language', 'status', 'category', 'id'];

const NAME = /^[a-z0-9_]{1,512}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;
const COMPONENT_TYPES = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'];

/** Review the simulator applies to a new or edited template (`PUT /__sim/templates/review`). */
export interface TemplateReview {
  /** The decision applied after `delayMs`; `NONE` leaves templates PENDING until a control decision. */
  decision: 'APPROVED' | 'REJECTED' | 'NONE';
  delayMs: number;
}

const reviews = new WeakMap<SimRuntime, TemplateReview>();

/** The review setting of a simulator (APPROVED after 50 ms unless changed). */
export function templateReview(sim: SimRuntime): TemplateReview {
  let r = reviews.get(sim);
  if (!r) {
    r = { decision: 'APPROVED', delayMs: 50 };
    reviews.set(sim, r);
  }
  return r;
}

function details(sim: SimRuntime, t: Template): TemplateDetails {
  const c = cloudOf(sim.store);
  let d = c.templateDetails.get(t.id);
  if (!d) {
    // A template seeded by fixtures: give it the shape created ones have.
    d = { components: [], parameter_format: 'POSITIONAL', quality_score: 'UNKNOWN', rejected_reason: 'NONE', created_at: sim.clock.now() };
    c.templateDetails.set(t.id, d);
  }
  return d;
}

function templateNode(sim: SimRuntime, t: Template): Record<string, () => unknown> {
  const d = details(sim, t);
  return {
    id: () => t.id,
    name: () => t.name,
    language: () => t.language,
    status: () => t.status,
    category: () => t.category,
    sub_category: () => d.sub_category,
    components: () => d.components,
    parameter_format: () => d.parameter_format,
    quality_score: () => ({ score: d.quality_score, date: Math.floor(d.created_at.getTime() / 1000) }),
    rejected_reason: () => d.rejected_reason,
    previous_category: () => undefined,
  };
}

/** Validates `components` the way the upstream does at creation: an array with one BODY carrying text. */
function parseComponents(raw: unknown): unknown[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalidParameter('Param components must be a JSON array.');
    }
  }
  if (!Array.isArray(value) || value.length === 0) throw invalidParameter('The parameter components is required.');
  for (const c of value) {
    const type = (c as Record<string, unknown> | null)?.type;
    if (typeof type !== 'string' || !COMPONENT_TYPES.includes(type.toUpperCase())) {
      throw invalidParameter(`Param components[].type must be one of {${COMPONENT_TYPES.join(', ')}}.`);
    }
  }
  const body = value.find((c) => String((c as Record<string, unknown>).type).toUpperCase() === 'BODY') as Record<string, unknown> | undefined;
  if (!body || typeof body.text !== 'string' || body.text.trim() === '') throw invalidParameter('A template needs a BODY component with text.');
  if (body.text.length > 1024) throw invalidParameter('BODY text must be at most 1024 characters.');
  return value;
}

/** Applies a review decision (or a later status change) and emits `message_template_status_update`. */
export function setTemplateStatus(
  sim: SimRuntime,
  t: Template,
  status: string,
  opts: { reason?: string; quality?: (typeof TEMPLATE_QUALITY)[number] } = {},
): Promise<WebhookDelivery> {
  const d = details(sim, t);
  const previousQuality = d.quality_score;
  t.status = status;
  d.rejected_reason = status === 'REJECTED' ? (opts.reason ?? 'INVALID_FORMAT') : 'NONE';
  if (opts.quality) d.quality_score = opts.quality;
  const value: Record<string, unknown> = {
    event: status,
    message_template_id: Number(t.id),
    message_template_name: t.name,
    message_template_language: t.language,
    reason: status === 'REJECTED' ? d.rejected_reason : (opts.reason ?? 'NONE'),
    message_template_category: t.category,
  };
  if (status === 'PAUSED' || status === 'DISABLED') {
    value.other_info = {
      title: status === 'PAUSED' ? 'FIRST_PAUSE' : 'DISABLED',
      description: `The template was ${status.toLowerCase()} because of low quality.`,
    };
  }
  if (opts.quality && opts.quality !== previousQuality) {
    void sim.dispatcher.send(t.waba_id, 'message_template_quality_update', {
      previous_quality_score: previousQuality,
      new_quality_score: opts.quality,
      message_template_id: Number(t.id),
      message_template_name: t.name,
      message_template_language: t.language,
    });
  }
  return sim.dispatcher.send(t.waba_id, 'message_template_status_update', value);
}

function scheduleReview(sim: SimRuntime, t: Template): void {
  const review = templateReview(sim);
  if (review.decision === 'NONE') return;
  const decision = review.decision;
  sim.timers.after(review.delayMs, async () => {
    if (sim.store.templates.get(t.id) !== t || t.status !== 'PENDING') return;
    await setTemplateStatus(sim, t, decision, { reason: decision === 'REJECTED' ? 'INVALID_FORMAT' : undefined, quality: 'UNKNOWN' });
  });
}

function templateOr404(sim: SimRuntime, req: Request, res: Response, id: string): Template | undefined {
  const t = sim.store.templates.get(id);
  if (!t) return undefined;
  const caller = callerOf(res);
  if (caller.kind !== 'token' || !sim.store.canAccess(caller.token, t.waba_id) || t.status === 'DELETED') throw unknownObject(id, req.method);
  return t;
}

/**
 * Message templates (reference 2.5): `GET|POST|DELETE /{waba_id}/message_templates` and
 * `GET|POST /{template_id}`. A new template is PENDING, then reviewed (APPROVED after a short delay
 * by default; `PUT /__sim/templates/review` or a control decision changes that) with a
 * `message_template_status_update` webhook. Sends of a template check it exists and is APPROVED.
 */
export function registerTemplateRoutes(router: Router, sim: SimRuntime): void {
  const wabaTemplates = (wabaId: string) => [...sim.store.templates.values()].filter((t) => t.waba_id === wabaId && t.status !== 'DELETED');

  router.get('/:wabaId/message_templates', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const q = req.query as Record<string, unknown>;
    const str = (k: string) => (typeof q[k] === 'string' && q[k] !== '' ? (q[k] as string) : undefined);
    const name = str('name');
    const status = str('status')?.toUpperCase();
    const category = str('category')?.toUpperCase();
    const language = str('language');
    if (status && !status.split(',').every((s) => (TEMPLATE_STATUSES as readonly string[]).includes(s))) {
      throw invalidParameter(`Param status must be one of {${TEMPLATE_STATUSES.join(', ')}}.`);
    }
    if (category && !category.split(',').every((c) => (TEMPLATE_CATEGORIES as readonly string[]).includes(c))) {
      throw invalidParameter(`Param category must be one of {${TEMPLATE_CATEGORIES.join(', ')}}.`);
    }
    const items = wabaTemplates(wabaId)
      .filter((t) => (!name || t.name.includes(name)) && (!status || status.split(',').includes(t.status)))
      .filter((t) => (!category || category.split(',').includes(t.category)) && (!language || t.language === language))
      .map((t) => selectFields('WhatsAppBusinessHSM', templateNode(sim, t), q.fields, TEMPLATE_DEFAULT_FIELDS));
    res.json(listEdge(items, q));
  });

  router.post('/:wabaId/message_templates', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const p = params(req);
    if (typeof p.name !== 'string' || p.name === '') throw invalidParameter('The parameter name is required.');
    if (!NAME.test(p.name)) throw invalidParameter('Param name can only contain lowercase letters, digits and underscores (at most 512).');
    if (typeof p.language !== 'string' || p.language === '') throw invalidParameter('The parameter language is required.');
    if (!LANGUAGE.test(p.language)) throw invalidParameter(`Param language ${p.language} is not a supported language code.`);
    const category = typeof p.category === 'string' ? p.category.toUpperCase() : '';
    if (!(TEMPLATE_CATEGORIES as readonly string[]).includes(category)) {
      throw invalidParameter(`Param category must be one of {${TEMPLATE_CATEGORIES.join(', ')}}.`);
    }
    const components = parseComponents(p.components);
    const format = p.parameter_format === undefined ? 'POSITIONAL' : String(p.parameter_format).toUpperCase();
    if (format !== 'NAMED' && format !== 'POSITIONAL') throw invalidParameter('Param parameter_format must be one of {NAMED, POSITIONAL}.');
    if (wabaTemplates(wabaId).some((t) => t.name === p.name && t.language === p.language)) {
      throw new GraphError(100, {
        title: 'Invalid parameter',
        details: `Content in this language already exists for the template ${p.name}.`,
        subcode: 2388024,
      });
    }
    const c = cloudOf(sim.store);
    const t: Template = { id: c.newId(), waba_id: wabaId, name: p.name, language: p.language, category, status: 'PENDING' };
    sim.store.templates.set(t.id, t);
    c.templateDetails.set(t.id, {
      components,
      parameter_format: format,
      quality_score: 'UNKNOWN',
      rejected_reason: 'NONE',
      sub_category: typeof p.sub_category === 'string' ? p.sub_category : undefined,
      created_at: sim.clock.now(),
    });
    scheduleReview(sim, t);
    res.json({ id: t.id, status: t.status, category: t.category });
  });

  router.delete('/:wabaId/message_templates', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const p = params(req);
    if (typeof p.name !== 'string' || p.name === '') throw invalidParameter('The parameter name is required.');
    const hsmId = typeof p.hsm_id === 'string' && p.hsm_id !== '' ? p.hsm_id : undefined;
    const matches = wabaTemplates(wabaId).filter((t) => t.name === p.name && (!hsmId || t.id === hsmId));
    if (matches.length === 0) {
      throw new GraphError(100, { title: 'Invalid parameter', details: `Message template "${p.name}" does not exist.`, subcode: 2593002 });
    }
    for (const t of matches) {
      sim.store.templates.delete(t.id);
      cloudOf(sim.store).templateDetails.delete(t.id);
    }
    res.json({ success: true });
  });

  router.get('/:templateId', (req: Request, res: Response, next: NextFunction) => {
    const t = templateOr404(sim, req, res, String(req.params.templateId));
    if (!t) return next();
    res.json(selectFields('WhatsAppBusinessHSM', templateNode(sim, t), req.query.fields, TEMPLATE_DEFAULT_FIELDS));
  });

  router.post('/:templateId', (req: Request, res: Response, next: NextFunction) => {
    const t = templateOr404(sim, req, res, String(req.params.templateId));
    if (!t) return next();
    const p = params(req);
    const d = details(sim, t);
    if (p.components === undefined && p.category === undefined) throw invalidParameter('Nothing to edit: send components or category.');
    if (p.category !== undefined) {
      const category = String(p.category).toUpperCase();
      if (!(TEMPLATE_CATEGORIES as readonly string[]).includes(category)) {
        throw invalidParameter(`Param category must be one of {${TEMPLATE_CATEGORIES.join(', ')}}.`);
      }
      if (t.status === 'APPROVED' && category !== t.category) throw invalidParameter('The category of an approved template cannot be changed.');
      t.category = category;
    }
    if (p.components !== undefined) d.components = parseComponents(p.components);
    t.status = 'PENDING';
    scheduleReview(sim, t);
    res.json({ success: true });
  });
}
