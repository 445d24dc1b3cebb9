import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { validateFlowJson } from '../state/flow-json';
import { FLOW_CATEGORIES, flowsOf, type SimFlow } from '../state/flows';
import { callerOf, params, requireNode } from './auth';
import { selectFields } from './fields';
import { GraphError, invalidParameter, unknownObject } from './graph-error';

/** Fields a flow answers without `fields` (as Graph). */
const FLOW_DEFAULT_FIELDS = ['id', 'name', 'status', 'categories', 'validation_errors'];
/** Preview links live 30 days (reference 5.2, AWS GetWhatsAppFlowPreview). */
const PREVIEW_TTL_MS = 30 * 24 * 3600 * 1000;

/** Flows API error codes (reference platform-capabilities 5.2). */
function flowError(code: 139000 | 139001 | 139002 | 139003 | 139004, details: string): GraphError {
  const titles = {
    139000: 'Blocked by Integrity',
    139001: 'Flow can not be updated',
    139002: 'Publishing Flow failed',
    139003: 'Flow can not be deprecated',
    139004: 'Flow can not be deleted',
  } as const;
  return new GraphError(code, { title: titles[code], details, status: 400 });
}

/** Categories from a Graph parameter: a JSON array string, an array, or a comma list. */
function parseCategories(raw: unknown): string[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = raw.split(',').map((s) => s.trim());
    }
  }
  if (!Array.isArray(list) || list.length === 0) throw invalidParameter('categories must be a non-empty list of flow categories.');
  for (const c of list) {
    if (typeof c !== 'string' || !(FLOW_CATEGORIES as readonly string[]).includes(c))
      throw invalidParameter(`Invalid category ${JSON.stringify(c)}: one of ${FLOW_CATEGORIES.join(', ')}.`);
  }
  return [...new Set(list as string[])];
}

/** An endpoint URI must be https (or http to loopback, for local runs). */
function parseEndpointUri(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw invalidParameter('endpoint_uri must be a string.');
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalidParameter('endpoint_uri is not a valid URI.');
  }
  const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '::1' || u.hostname === '[::1]';
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) throw invalidParameter('endpoint_uri must use https.');
  return raw;
}

function applyJson(flow: SimFlow, text: string): void {
  const verdict = validateFlowJson(text);
  flow.json_text = text;
  flow.json_version = verdict.json_version;
  flow.data_api_version = verdict.data_api_version;
  flow.validation_errors = verdict.validation_errors;
}

/** The flow `id` if the caller may reach it; otherwise Graph's unknown-object error. */
function requireFlow(sim: SimRuntime, req: Request, res: Response, id: string): SimFlow {
  const flow = flowsOf(sim.store).flows.get(id);
  const caller = callerOf(res);
  if (!flow || caller.kind !== 'token' || !sim.store.canAccess(caller.token, flow.waba_id)) throw unknownObject(id, req.method);
  return flow;
}

/** Reads a whole request body (multipart bodies are not parsed by the router's JSON parsers). */
async function rawBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function flowNode(sim: SimRuntime, flow: SimFlow, invalidatePreview: boolean): Record<string, () => unknown> {
  return {
    id: () => flow.id,
    name: () => flow.name,
    status: () => flow.status,
    categories: () => flow.categories,
    validation_errors: () => flow.validation_errors,
    json_version: () => flow.json_version ?? undefined,
    data_api_version: () => flow.data_api_version ?? undefined,
    endpoint_uri: () => flow.endpoint_uri ?? undefined,
    whatsapp_business_account: () => ({ id: flow.waba_id }),
    application: () => ({ id: sim.app.id, name: sim.app.name, link: `https://www.facebook.com/games/?app_id=${sim.app.id}` }),
    health_status: () => ({ can_send_message: flow.status === 'BLOCKED' ? 'BLOCKED' : 'AVAILABLE', entities: [] }),
    updated_at: () => flow.updated_at.toISOString().replace(/\.\d{3}Z$/, '+0000'),
    preview: () => {
      const now = sim.clock.now();
      if (!flow.preview || invalidatePreview || new Date(flow.preview.expires_at).getTime() <= now.getTime()) {
        flow.preview = {
          preview_url: `https://business.facebook.com/wa/manage/flows/${flow.id}/preview/?token=${randomBytes(16).toString('hex')}`,
          expires_at: new Date(now.getTime() + PREVIEW_TTL_MS).toISOString().replace(/\.\d{3}Z$/, '+0000'),
        };
      }
      return flow.preview;
    },
  };
}

/**
 * The Flows API (reference 2.6, platform-capabilities 5.2): `POST|GET /{waba}/flows`,
 * `GET|POST|DELETE /{flow}`, `POST /{flow}/assets` (multipart `file`), `GET /{flow}/assets`,
 * `POST /{flow}/publish`, `POST /{flow}/deprecate`, and the business public key
 * `POST|GET /{phone_number}/whatsapp_business_encryption`.
 */
export function registerFlowRoutes(router: Router, sim: SimRuntime): void {
  const state = () => flowsOf(sim.store);

  router.post('/:wabaId/flows', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const p = params(req);
    if (typeof p.name !== 'string' || p.name.trim() === '') throw invalidParameter('name is required.');
    if (p.name.length > 200) throw invalidParameter('name must be at most 200 characters.');
    const categories = parseCategories(p.categories);
    const endpointUri = parseEndpointUri(p.endpoint_uri);
    const name = p.name;
    if ([...state().flows.values()].some((f) => f.waba_id === wabaId && f.name === name))
      throw new GraphError(100, { title: 'Invalid parameter', details: 'Flow name is not unique', subcode: 4016019 });
    const now = sim.clock.now();
    const flow: SimFlow = {
      id: state().newId(),
      waba_id: wabaId,
      name,
      categories,
      status: 'DRAFT',
      json_text: null,
      json_version: null,
      data_api_version: null,
      endpoint_uri: endpointUri,
      validation_errors: [],
      preview: null,
      created_at: now,
      updated_at: now,
    };
    if (p.clone_flow_id !== undefined) {
      const source = state().flows.get(String(p.clone_flow_id));
      const caller = callerOf(res);
      if (!source || caller.kind !== 'token' || !sim.store.canAccess(caller.token, source.waba_id))
        throw invalidParameter('clone_flow_id is not a flow you can access.');
      if (source.json_text !== null) applyJson(flow, source.json_text);
      flow.endpoint_uri = endpointUri ?? source.endpoint_uri;
    }
    if (p.flow_json !== undefined) {
      const text = typeof p.flow_json === 'string' ? p.flow_json : JSON.stringify(p.flow_json);
      applyJson(flow, text);
    }
    state().flows.set(flow.id, flow);
    const publish = p.publish === true || p.publish === 'true';
    if (publish && flow.validation_errors.length === 0) flow.status = 'PUBLISHED';
    const body: Record<string, unknown> = { id: flow.id, success: true };
    if (flow.json_text !== null) body.validation_errors = flow.validation_errors;
    res.json(body);
  });

  router.get('/:wabaId/flows', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const list = [...state().flows.values()].filter((f) => f.waba_id === wabaId).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    const data = list.map((f) => selectFields('Flow', flowNode(sim, f, false), req.query.fields, FLOW_DEFAULT_FIELDS));
    res.json({ data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } });
  });

  router.post('/:flowId/assets', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const flow = requireFlow(sim, req, res, String(req.params.flowId));
      const type = req.headers['content-type'] ?? '';
      if (!type.startsWith('multipart/form-data')) throw invalidParameter('Upload the flow JSON as multipart/form-data with a file part.');
      const form = await new Response(await rawBody(req), { headers: { 'content-type': type } }).formData();
      const file = form.get('file');
      if (form.get('asset_type') !== 'FLOW_JSON') throw invalidParameter('asset_type must be FLOW_JSON.');
      if (!file || typeof file === 'string') throw invalidParameter('file is required.');
      if (flow.status === 'PUBLISHED') throw flowError(139001, 'A published flow cannot be updated: clone it to make changes.');
      if (flow.status !== 'DRAFT') throw flowError(139001, `A ${flow.status.toLowerCase()} flow cannot be updated.`);
      applyJson(flow, await file.text());
      flow.updated_at = sim.clock.now();
      res.json({ success: true, validation_errors: flow.validation_errors });
    } catch (e) {
      next(e);
    }
  });

  router.get('/:flowId/assets', (req: Request, res: Response, next: NextFunction) => {
    if (!state().flows.has(String(req.params.flowId))) return next();
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    const data =
      flow.json_text === null
        ? []
        : [{ name: 'flow.json', asset_type: 'FLOW_JSON', download_url: `data:application/json;base64,${Buffer.from(flow.json_text).toString('base64')}` }];
    res.json({ data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } });
  });

  router.post('/:flowId/publish', (req: Request, res: Response) => {
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    if (flow.status !== 'DRAFT') throw flowError(139002, `Only a draft flow can be published; this flow is ${flow.status}.`);
    if (flow.json_text === null) throw flowError(139002, 'The flow has no flow JSON.');
    if (flow.validation_errors.length > 0) throw flowError(139002, 'The flow JSON has validation errors.');
    if (flow.data_api_version !== null) {
      if (!flow.endpoint_uri) throw flowError(139002, 'The flow uses a data endpoint but has no endpoint_uri.');
      const hasKey = sim.store.numbersOf(flow.waba_id).some((pn) => state().publicKeys.has(pn.id));
      if (!hasKey) throw flowError(139002, 'No phone number of the business account has a signed business public key.');
    }
    flow.status = 'PUBLISHED';
    flow.updated_at = sim.clock.now();
    res.json({ success: true });
  });

  router.post('/:flowId/deprecate', (req: Request, res: Response) => {
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    if (flow.status !== 'PUBLISHED') throw flowError(139003, 'Only a published flow can be deprecated.');
    flow.status = 'DEPRECATED';
    flow.updated_at = sim.clock.now();
    res.json({ success: true });
  });

  router.post('/:phoneNumberId/whatsapp_business_encryption', (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    const key = params(req).business_public_key;
    if (typeof key !== 'string' || !/-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(key))
      throw invalidParameter('business_public_key must be a PEM encoded RSA public key.');
    state().publicKeys.set(id, key.trim());
    res.json({ success: true });
  });

  router.get('/:phoneNumberId/whatsapp_business_encryption', (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    const key = state().publicKeys.get(id);
    res.json({ data: key ? [{ business_public_key: key, business_public_key_signature_status: 'VALID' }] : [] });
  });

  router.get('/:flowId', (req: Request, res: Response, next: NextFunction) => {
    if (!state().flows.has(String(req.params.flowId))) return next();
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    let fields = req.query.fields;
    let invalidate = false;
    if (typeof fields === 'string') {
      fields = fields.replace(/preview\.invalidate\((true|false)\)/, (_m, v: string) => {
        invalidate = v === 'true';
        return 'preview';
      });
    }
    res.json(selectFields('Flow', flowNode(sim, flow, invalidate), fields, FLOW_DEFAULT_FIELDS));
  });

  router.post('/:flowId', (req: Request, res: Response, next: NextFunction) => {
    if (!state().flows.has(String(req.params.flowId))) return next();
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    if (flow.status !== 'DRAFT') throw flowError(139001, `A ${flow.status.toLowerCase()} flow's metadata cannot be updated.`);
    const p = params(req);
    if (p.name !== undefined) {
      if (typeof p.name !== 'string' || !p.name.trim()) throw invalidParameter('name must be a non-empty string.');
      flow.name = p.name;
    }
    if (p.categories !== undefined) flow.categories = parseCategories(p.categories);
    if (p.endpoint_uri !== undefined) flow.endpoint_uri = parseEndpointUri(p.endpoint_uri);
    flow.updated_at = sim.clock.now();
    res.json({ success: true });
  });

  router.delete('/:flowId', (req: Request, res: Response, next: NextFunction) => {
    if (!state().flows.has(String(req.params.flowId))) return next();
    const flow = requireFlow(sim, req, res, String(req.params.flowId));
    if (flow.status !== 'DRAFT') throw flowError(139004, 'Only a draft flow can be deleted.');
    state().flows.delete(flow.id);
    res.json({ success: true });
  });
}
