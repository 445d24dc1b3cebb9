import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response, Router } from 'express';
import { unixSeconds } from '../clock';
import type { SimRuntime } from '../runtime';
import { cloudOf, type BusinessProfile, type CallingSettings, type QrCode } from '../state/cloud-api';
import { pairKey } from '../state/store';
import { params, requireNode } from './auth';
import { listEdge, selectFields } from './fields';
import { GraphError, invalidParameter } from './graph-error';
import { permissionRequestUsage } from './read-receipts.route';

const DAY_MS = 24 * 3600 * 1000;

/** Business profile verticals the upstream accepts. */
export const VERTICALS = [
  'UNDEFINED',
  'OTHER',
  'AUTO',
  'BEAUTY',
  'APPAREL',
  'EDU',
  'ENTERTAIN',
  'EVENT_PLAN',
  'FINANCE',
  'GROCERY',
  'GOVT',
  'HOTEL',
  'HEALTH',
  'NONPROFIT',
  'PROF_SERVICES',
  'RETAIL',
  'TRAVEL',
  'RESTAURANT',
  'NOT_A_BIZ',
];

const PROFILE_FIELDS = ['about', 'address', 'description', 'email', 'profile_picture_url', 'websites', 'vertical'];

/** Most users one blocklist holds. */
const BLOCKLIST_MAX = 64_000;
/** Register and deregister calls per number: 10 per 72 hours (133016 beyond). */
const REGISTER_LIMIT = { count: 10, ms: 72 * 3600 * 1000 };
/** Connected calls a number may place to one user per 24 h (reference 2.7). */
const CALLS_PER_DAY = 10;

const requireWhatsapp = (p: Record<string, unknown>) => {
  if (p.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
  if (p.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
};

function profileOf(sim: SimRuntime, phoneNumberId: string): BusinessProfile {
  const c = cloudOf(sim.store);
  let p = c.profiles.get(phoneNumberId);
  if (!p) {
    p = { about: '', address: '', description: '', email: '', profile_picture_url: '', websites: [], vertical: 'UNDEFINED' };
    c.profiles.set(phoneNumberId, p);
  }
  return p;
}

function str(p: Record<string, unknown>, key: string, max: number): string | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalidParameter(`Param ${key} must be a string.`);
  if (v.length > max) throw invalidParameter(`Param ${key} must be at most ${max} characters long.`);
  return v;
}

function checkRegisterRate(sim: SimRuntime, phoneNumberId: string): void {
  const r = cloudOf(sim.store).registration(phoneNumberId);
  const now = sim.clock.now().getTime();
  r.calls = r.calls.filter((d) => now - d.getTime() < REGISTER_LIMIT.ms);
  if (r.calls.length >= REGISTER_LIMIT.count) {
    throw new GraphError(133016, {
      title: 'Account register deregister rate limit exceeded',
      details: 'Registration or deregistration failed because there were too many attempts for this phone number in a short period of time.',
    });
  }
  r.calls.push(sim.clock.now());
}

function pinOf(p: Record<string, unknown>): string {
  const pin = typeof p.pin === 'number' ? String(p.pin) : p.pin;
  if (pin === undefined) throw invalidParameter('The parameter pin is required.');
  if (typeof pin !== 'string' || !/^\d{6}$/.test(pin)) throw invalidParameter('Param pin must be a 6-digit number.');
  return pin;
}

function qrView(q: QrCode, format?: string): Record<string, unknown> {
  const out: Record<string, unknown> = { code: q.code, prefilled_message: q.prefilled_message, deep_link_url: `https://wa.me/message/${q.code}` };
  if (format) out.qr_image_url = `https://scontent.whatsapp.net/v/qr/${q.code}.${format.toLowerCase()}`;
  return out;
}

/**
 * Everyday edges of a phone number: `whatsapp_business_profile` (read with `fields`, update with
 * the upstream's length and vertical rules), `call_permissions?user_wa_id=` (permission and the
 * action limits), `settings` (calling), `block_users` (block, unblock, list; only users who wrote in
 * the last 24 h, 139102 otherwise; 64,000 at most), `register` / `deregister` (6-digit PIN; a set
 * two-step PIN must match, 133005; 10 calls per 72 h, 133016), the two-step PIN (`POST /{id}` with
 * `pin`), and QR codes (`message_qrdls`).
 */
export function registerPhoneNumberEdgeRoutes(router: Router, sim: SimRuntime): void {
  const number = (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    return sim.store.phoneNumbers.get(id)!;
  };

  router.get('/:phoneNumberId/whatsapp_business_profile', (req: Request, res: Response) => {
    const pn = number(req, res);
    const p = profileOf(sim, pn.id);
    const full: Record<string, () => unknown> = { messaging_product: () => 'whatsapp' };
    for (const f of PROFILE_FIELDS) full[f] = () => (p as unknown as Record<string, unknown>)[f];
    const fields = typeof req.query.fields === 'string' && req.query.fields !== '' ? `${req.query.fields},messaging_product` : undefined;
    res.json({ data: [selectFields('WhatsAppBusinessProfile', full, fields, ['about', 'messaging_product'])] });
  });

  router.post('/:phoneNumberId/whatsapp_business_profile', (req: Request, res: Response) => {
    const pn = number(req, res);
    const p = params(req);
    requireWhatsapp(p);
    const patch: Partial<BusinessProfile> = {};
    const about = str(p, 'about', 139);
    if (about !== undefined) {
      if (about.length === 0) throw invalidParameter('Param about must be at least 1 character long.');
      patch.about = about;
    }
    const address = str(p, 'address', 256);
    if (address !== undefined) patch.address = address;
    const description = str(p, 'description', 512);
    if (description !== undefined) patch.description = description;
    const email = str(p, 'email', 128);
    if (email !== undefined) {
      if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidParameter('Param email must be a valid email address.');
      patch.email = email;
    }
    if (p.websites !== undefined) {
      if (!Array.isArray(p.websites) || p.websites.length > 2) throw invalidParameter('Param websites must be an array of at most 2 URLs.');
      for (const w of p.websites) {
        if (typeof w !== 'string' || w.length > 256 || !/^https?:\/\/\S+$/.test(w))
          throw invalidParameter('Each website must be an http(s) URL of at most 256 characters.');
      }
      patch.websites = p.websites as string[];
    }
    if (p.vertical !== undefined) {
      if (typeof p.vertical !== 'string' || !VERTICALS.includes(p.vertical)) throw invalidParameter(`Param vertical must be one of {${VERTICALS.join(', ')}}.`);
      patch.vertical = p.vertical;
    }
    const handle = str(p, 'profile_picture_handle', 1024);
    if (handle !== undefined) patch.profile_picture_url = `https://pps.whatsapp.net/v/t61/${encodeURIComponent(handle)}.jpg`;
    Object.assign(profileOf(sim, pn.id), patch);
    res.json({ success: true });
  });

  router.get('/:phoneNumberId/call_permissions', (req: Request, res: Response) => {
    const pn = number(req, res);
    const user = typeof req.query.user_wa_id === 'string' ? req.query.user_wa_id.replace(/\D/g, '') : '';
    if (!user) throw invalidParameter('The parameter user_wa_id is required.');
    const key = pairKey(pn.id, user);
    const c = cloudOf(sim.store);
    const now = sim.clock.now();
    let perm = c.callPermissions.get(key);
    if (perm?.expires_at && perm.expires_at.getTime() <= now.getTime()) {
      c.callPermissions.delete(key);
      perm = undefined;
    }
    const usage = permissionRequestUsage(sim, pn.id, user);
    const calling = c.calling.get(pn.id);
    // The simulator places no business-initiated calls (no /calls route), so none count yet.
    const callsToday = 0;
    res.json({
      messaging_product: 'whatsapp',
      permission: perm ? { status: perm.status, ...(perm.expires_at ? { expiration_time: unixSeconds(perm.expires_at) } : {}) } : { status: 'no_permission' },
      actions: [
        {
          action_name: 'send_call_permission_request',
          can_perform_action: !perm && usage.every((l) => l.current_usage < l.max_allowed),
          limits: usage.map((l) => ({ time_period: l.time_period, max_allowed: l.max_allowed, current_usage: l.current_usage })),
        },
        {
          action_name: 'start_call',
          can_perform_action: perm !== undefined && calling?.status !== 'DISABLED' && callsToday < CALLS_PER_DAY,
          limits: [{ time_period: 'PT24H', max_allowed: CALLS_PER_DAY, current_usage: callsToday }],
        },
      ],
    });
  });

  router.get('/:phoneNumberId/settings', (req: Request, res: Response) => {
    const pn = number(req, res);
    const s: CallingSettings = cloudOf(sim.store).calling.get(pn.id) ?? {
      status: 'DISABLED',
      call_icon_visibility: 'DEFAULT',
      callback_permission_status: 'DISABLED',
    };
    res.json({ calling: s });
  });

  router.post('/:phoneNumberId/settings', (req: Request, res: Response) => {
    const pn = number(req, res);
    const calling = params(req).calling as Record<string, unknown> | undefined;
    if (!calling || typeof calling !== 'object' || Array.isArray(calling)) throw invalidParameter('The parameter calling is required.');
    const c = cloudOf(sim.store);
    const s: CallingSettings = { ...(c.calling.get(pn.id) ?? { status: 'DISABLED', call_icon_visibility: 'DEFAULT', callback_permission_status: 'DISABLED' }) };
    const oneOf = (key: string, values: string[]) => {
      const v = calling[key];
      if (v === undefined) return undefined;
      if (typeof v !== 'string' || !values.includes(v)) throw invalidParameter(`Param calling.${key} must be one of {${values.join(', ')}}.`);
      return v;
    };
    s.status = (oneOf('status', ['ENABLED', 'DISABLED']) as CallingSettings['status'] | undefined) ?? s.status;
    s.call_icon_visibility =
      (oneOf('call_icon_visibility', ['DEFAULT', 'DISABLE_ALL']) as CallingSettings['call_icon_visibility'] | undefined) ?? s.call_icon_visibility;
    s.callback_permission_status =
      (oneOf('callback_permission_status', ['ENABLED', 'DISABLED']) as CallingSettings['callback_permission_status'] | undefined) ??
      s.callback_permission_status;
    c.calling.set(pn.id, s);
    res.json({ success: true });
  });

  const blockChange = (block: boolean) => (req: Request, res: Response) => {
    const pn = number(req, res);
    const p = params(req);
    requireWhatsapp(p);
    const list = p.block_users;
    if (!Array.isArray(list) || list.length === 0) throw invalidParameter('The parameter block_users is required.');
    if (list.length > 1000) throw invalidParameter('Param block_users must have at most 1000 entries.');
    const c = cloudOf(sim.store);
    const blocked = c.blocked.get(pn.id) ?? new Set<string>();
    const done: Array<Record<string, unknown>> = [];
    const failed: Array<Record<string, unknown>> = [];
    const now = sim.clock.now().getTime();
    for (const entry of list) {
      const input = typeof (entry as Record<string, unknown>)?.user === 'string' ? ((entry as Record<string, unknown>).user as string) : '';
      const waId = input.replace(/\D/g, '');
      if (!waId) {
        failed.push({ input, errors: [{ code: 139100, message: 'Failed to block/unblock users', error_data: { details: 'user must be a phone number.' } }] });
        continue;
      }
      if (block) {
        const last = sim.store.lastInbound.get(pairKey(pn.id, waId));
        if (!last || now - last.getTime() > DAY_MS) {
          failed.push({
            input,
            wa_id: waId,
            errors: [
              {
                code: 139102,
                message: 'Reengagement window expired',
                error_data: { details: 'Only users who messaged the business in the last 24 hours can be blocked.' },
              },
            ],
          });
          continue;
        }
        if (!blocked.has(waId) && blocked.size >= BLOCKLIST_MAX) {
          failed.push({
            input,
            wa_id: waId,
            errors: [{ code: 139101, message: 'Blocklist limit reached', error_data: { details: `At most ${BLOCKLIST_MAX} users.` } }],
          });
          continue;
        }
        blocked.add(waId);
      } else blocked.delete(waId);
      done.push({ input, wa_id: waId });
    }
    c.blocked.set(pn.id, blocked);
    const result: Record<string, unknown> = { [block ? 'added_users' : 'removed_users']: done };
    if (failed.length) result.failed_users = failed;
    res.json({ messaging_product: 'whatsapp', block_users: result });
  };
  router.post('/:phoneNumberId/block_users', blockChange(true));
  router.delete('/:phoneNumberId/block_users', blockChange(false));
  router.get('/:phoneNumberId/block_users', (req: Request, res: Response) => {
    const pn = number(req, res);
    const items = [...(cloudOf(sim.store).blocked.get(pn.id) ?? [])].map((wa_id) => ({ messaging_product: 'whatsapp', wa_id }));
    res.json(listEdge(items, req.query as Record<string, unknown>));
  });

  router.post('/:phoneNumberId/register', (req: Request, res: Response) => {
    const pn = number(req, res);
    const p = params(req);
    requireWhatsapp(p);
    const pin = pinOf(p);
    if (p.data_localization_region !== undefined && (typeof p.data_localization_region !== 'string' || !/^[A-Z]{2}$/.test(p.data_localization_region))) {
      throw invalidParameter('Param data_localization_region must be an ISO 3166 alpha-2 country code.');
    }
    // An added number must be verified (request_code / verify_code) before it can be registered.
    if (pn.code_verification_status !== 'VERIFIED') throw new GraphError(133006);
    const r = cloudOf(sim.store).registration(pn.id);
    if (r.pin !== null && r.pin !== pin) {
      throw new GraphError(133005, {
        title: 'Two step verification PIN Mismatch',
        details: 'The PIN does not match the two-step verification PIN of this number.',
      });
    }
    checkRegisterRate(sim, pn.id);
    r.pin = pin;
    pn.is_pin_enabled = true;
    pn.status = 'CONNECTED';
    res.json({ success: true });
  });

  router.post('/:phoneNumberId/deregister', (req: Request, res: Response) => {
    const pn = number(req, res);
    checkRegisterRate(sim, pn.id);
    pn.status = 'DISCONNECTED';
    res.json({ success: true });
  });

  // Two-step verification PIN: `POST /{phone_number_id}` with `pin` (a display name change goes on to the node route).
  router.post('/:phoneNumberId', (req: Request, res: Response, next: NextFunction) => {
    const p = params(req);
    if (p.pin === undefined || p.new_display_name !== undefined || sim.store.kindOf(String(req.params.phoneNumberId)) !== 'phone_number') return next();
    const pn = number(req, res);
    const pin = pinOf(p);
    cloudOf(sim.store).registration(pn.id).pin = pin;
    pn.is_pin_enabled = true;
    res.json({ success: true });
  });

  const qrCodes = (pnid: string) => [...cloudOf(sim.store).qrCodes.values()].filter((q) => q.phone_number_id === pnid);
  router.post('/:phoneNumberId/message_qrdls', (req: Request, res: Response) => {
    const pn = number(req, res);
    const p = params(req);
    const message = str(p, 'prefilled_message', 140);
    if (!message) throw invalidParameter('The parameter prefilled_message is required.');
    const format = p.generate_qr_image === undefined ? undefined : String(p.generate_qr_image).toUpperCase();
    if (format !== undefined && format !== 'SVG' && format !== 'PNG') throw invalidParameter('Param generate_qr_image must be one of {SVG, PNG}.');
    const c = cloudOf(sim.store);
    if (typeof p.code === 'string' && p.code !== '') {
      const q = c.qrCodes.get(p.code);
      if (!q || q.phone_number_id !== pn.id) throw invalidParameter(`QR code ${p.code} does not exist.`);
      q.prefilled_message = message;
      return res.json(qrView(q, format));
    }
    const q: QrCode = {
      code: randomBytes(9)
        .toString('base64url')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X'),
      phone_number_id: pn.id,
      prefilled_message: message,
      created_at: sim.clock.now(),
    };
    c.qrCodes.set(q.code, q);
    res.json(qrView(q, format));
  });
  router.get('/:phoneNumberId/message_qrdls', (req: Request, res: Response) => {
    const pn = number(req, res);
    res.json(
      listEdge(
        qrCodes(pn.id).map((q) => qrView(q)),
        req.query as Record<string, unknown>,
      ),
    );
  });
  router.get('/:phoneNumberId/message_qrdls/:code', (req: Request, res: Response) => {
    const pn = number(req, res);
    const q = cloudOf(sim.store).qrCodes.get(String(req.params.code));
    res.json({ data: q && q.phone_number_id === pn.id ? [qrView(q)] : [] });
  });
  router.delete('/:phoneNumberId/message_qrdls/:code', (req: Request, res: Response) => {
    const pn = number(req, res);
    const c = cloudOf(sim.store);
    const q = c.qrCodes.get(String(req.params.code));
    if (!q || q.phone_number_id !== pn.id) throw invalidParameter(`QR code ${String(req.params.code)} does not exist.`);
    c.qrCodes.delete(q.code);
    res.json({ success: true });
  });
}
