import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { wabaHealth } from '../state/health';
import type { Waba } from '../state/types';
import { params, requireNode } from './auth';
import { GraphError, invalidParameter } from './graph-error';
import { selectFields } from './fields';

/** Fields a WABA answers without `fields`. */
export const WABA_DEFAULT_FIELDS = ['id', 'name', 'currency', 'timezone_id', 'message_template_namespace'];

/** Every field of a WhatsAppBusinessAccount node. */
export function wabaNode(sim: SimRuntime, waba: Waba): Record<string, () => unknown> {
  const owner = () => sim.store.businesses.get(waba.business_id);
  return {
    id: () => waba.id,
    name: () => waba.name,
    currency: () => waba.currency,
    timezone_id: () => waba.timezone_id,
    message_template_namespace: () => waba.message_template_namespace,
    account_review_status: () => waba.account_review_status,
    owner_business_info: () => ({ id: waba.business_id, name: owner()?.name }),
    business_verification_status: () => owner()?.verification_status,
    health_status: () => wabaHealth(sim.store, waba, sim.app.id, sim.settings.appHealth),
    // Funding credential in use; equals receiving_credential.id of an APPROVED credit allocation.
    primary_funding_id: () => waba.primary_funding_id ?? undefined,
    ownership_type: () => 'CLIENT_OWNED',
  };
}

/** `GET /{waba_id}`. */
export function readWaba(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  return selectFields('WhatsAppBusinessAccount', wabaNode(sim, sim.store.wabas.get(id)!), req.query.fields, WABA_DEFAULT_FIELDS);
}

/** `GET|POST|DELETE /{waba_id}/subscribed_apps`: the calling app's webhook subscription to a WABA. */
export function registerBusinessAccountRoutes(router: Router, sim: SimRuntime): void {
  const appData = () => ({
    whatsapp_business_api_data: { id: sim.app.id, name: sim.app.name, link: `https://www.facebook.com/games/?app_id=${sim.app.id}` },
  });

  router.get('/:wabaId/subscribed_apps', (req: Request, res: Response) => {
    const waba = sim.store.wabas.get(String(req.params.wabaId));
    requireNode(sim, req, res, String(req.params.wabaId), ['waba']);
    const entry = { ...appData(), ...(waba!.override_callback_uri ? { override_callback_uri: waba!.override_callback_uri } : {}) };
    res.json({ data: waba!.subscribed_apps.includes(sim.app.id) ? [entry] : [] });
  });

  // A plain subscription first; an override (callback URI + verify token, verified by a handshake) only once subscribed (reference §1 step 4).
  router.post('/:wabaId/subscribed_apps', async (req: Request, res: Response) => {
    requireNode(sim, req, res, String(req.params.wabaId), ['waba']);
    const waba = sim.store.wabas.get(String(req.params.wabaId))!;
    const p = params(req);
    if (p.override_callback_uri === undefined) {
      if (!waba.subscribed_apps.includes(sim.app.id)) waba.subscribed_apps.push(sim.app.id);
      res.json({ success: true });
      return;
    }
    const uri = p.override_callback_uri;
    if (typeof uri !== 'string' || uri.length > 200 || !isCallbackUri(uri)) {
      throw invalidParameter('Param override_callback_uri must be an https URL of at most 200 characters.');
    }
    if (typeof p.verify_token !== 'string' || p.verify_token === '') throw invalidParameter('The parameter verify_token is required.');
    if (!waba.subscribed_apps.includes(sim.app.id)) {
      throw invalidParameter('Before override the current callback uri, your app must be subscribed to receive messages for WhatsApp Business Account.');
    }
    const check = await sim.dispatcher.verify({ url: uri, verifyToken: p.verify_token });
    if (!check.ok) {
      const why = check.status === null ? `Couldn't connect to server (${check.error ?? 'no answer'})` : `HTTP Status Code = ${check.status}`;
      throw new GraphError(2200, { title: `Callback verification failed with the following errors: ${why}`, type: 'OAuthException' });
    }
    waba.override_callback_uri = uri;
    res.json({ success: true });
  });

  router.delete('/:wabaId/subscribed_apps', (req: Request, res: Response) => {
    requireNode(sim, req, res, String(req.params.wabaId), ['waba']);
    const waba = sim.store.wabas.get(String(req.params.wabaId))!;
    waba.subscribed_apps = waba.subscribed_apps.filter((a) => a !== sim.app.id);
    waba.override_callback_uri = null;
    res.json({ success: true });
  });
}

/** https, or http to a loopback host (tests and local development). */
function isCallbackUri(uri: string): boolean {
  try {
    const u = new URL(uri);
    return u.protocol === 'https:' || (u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname));
  } catch {
    return false;
  }
}
