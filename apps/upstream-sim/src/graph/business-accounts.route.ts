import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { wabaHealth } from '../state/health';
import type { Waba } from '../state/types';
import { requireNode } from './auth';
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
    res.json({ data: waba!.subscribed_apps.includes(sim.app.id) ? [appData()] : [] });
  });

  router.post('/:wabaId/subscribed_apps', (req: Request, res: Response) => {
    requireNode(sim, req, res, String(req.params.wabaId), ['waba']);
    const waba = sim.store.wabas.get(String(req.params.wabaId))!;
    if (!waba.subscribed_apps.includes(sim.app.id)) waba.subscribed_apps.push(sim.app.id);
    res.json({ success: true });
  });

  router.delete('/:wabaId/subscribed_apps', (req: Request, res: Response) => {
    requireNode(sim, req, res, String(req.params.wabaId), ['waba']);
    const waba = sim.store.wabas.get(String(req.params.wabaId))!;
    waba.subscribed_apps = waba.subscribed_apps.filter((a) => a !== sim.app.id);
    res.json({ success: true });
  });
}
