import type { Request, Response, Router } from 'express';
import { graphTime } from '../clock';
import type { SimRuntime } from '../runtime';
import { phoneNumberHealth } from '../state/health';
import type { PhoneNumber } from '../state/types';
import { params, requireNode } from './auth';
import { listEdge, selectFields } from './fields';
import { invalidParameter } from './graph-error';

/** Fields a phone number answers without `fields` (the platform reads all of them). */
export const PHONE_NUMBER_DEFAULT_FIELDS = [
  'id',
  'display_phone_number',
  'verified_name',
  'quality_rating',
  'code_verification_status',
  'name_status',
  'status',
  'throughput',
  'whatsapp_business_manager_messaging_limit',
  'is_official_business_account',
  'is_pin_enabled',
  'platform_type',
  'account_mode',
  'health_status',
  'webhook_configuration',
  'last_onboarded_time',
  'is_on_biz_app',
];

/** Every field of a WhatsAppBusinessPhoneNumber node (reference 2.3). */
export function phoneNumberNode(sim: SimRuntime, pn: PhoneNumber): Record<string, () => unknown> {
  return {
    id: () => pn.id,
    display_phone_number: () => pn.display_phone_number,
    verified_name: () => pn.verified_name,
    quality_rating: () => pn.quality_rating,
    code_verification_status: () => pn.code_verification_status,
    name_status: () => pn.name_status,
    new_name_status: () => pn.new_name_status,
    new_display_name: () => pn.new_display_name ?? undefined,
    status: () => pn.status,
    throughput: () => ({ level: pn.throughput_level }),
    whatsapp_business_manager_messaging_limit: () => pn.whatsapp_business_manager_messaging_limit,
    // Deprecated alias kept because older clients still read it (reference 2.3).
    messaging_limit_tier: () => pn.whatsapp_business_manager_messaging_limit,
    is_official_business_account: () => pn.is_official_business_account,
    is_pin_enabled: () => pn.is_pin_enabled,
    platform_type: () => pn.platform_type,
    account_mode: () => pn.account_mode,
    is_on_biz_app: () => pn.is_coexistence,
    health_status: () => phoneNumberHealth(sim.store, pn, sim.app.id, sim.settings.appHealth),
    webhook_configuration: () => (sim.webhook.url ? { application: sim.webhook.url } : {}),
    last_onboarded_time: () => graphTime(pn.last_onboarded_time),
  };
}

/** `GET /{phone_number_id}`. */
export function readPhoneNumber(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  const pn = sim.store.phoneNumbers.get(id)!;
  return selectFields('WhatsAppBusinessPhoneNumber', phoneNumberNode(sim, pn), req.query.fields, PHONE_NUMBER_DEFAULT_FIELDS);
}

/**
 * `POST /{phone_number_id}` with `new_display_name`: files a display name change. The current
 * name stays in use; `new_name_status` becomes PENDING_REVIEW until a decision (control trigger
 * `name_decision`) emits `phone_number_name_update`.
 */
export function updatePhoneNumber(sim: SimRuntime, req: Request, id: string): Record<string, unknown> {
  const pn = sim.store.phoneNumbers.get(id)!;
  const p = params(req);
  const name = typeof p.new_display_name === 'string' ? p.new_display_name.trim() : '';
  if (!name) throw invalidParameter('The parameter new_display_name is required.');
  if (name.length < 3 || name.length > 512) throw invalidParameter('new_display_name must be between 3 and 512 characters.');
  pn.new_display_name = name;
  pn.new_name_status = 'PENDING_REVIEW';
  return { success: true };
}

/** `GET /{waba_id}/phone_numbers`. */
export function registerPhoneNumberRoutes(router: Router, sim: SimRuntime): void {
  router.get('/:wabaId/phone_numbers', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const items = sim.store
      .numbersOf(wabaId)
      .map((pn) => selectFields('WhatsAppBusinessPhoneNumber', phoneNumberNode(sim, pn), req.query.fields, PHONE_NUMBER_DEFAULT_FIELDS));
    res.json(listEdge(items, req.query as Record<string, unknown>));
  });
}
