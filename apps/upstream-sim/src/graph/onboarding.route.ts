import type { NextFunction, Request, Response, Router } from 'express';
import { graphTime } from '../clock';
import type { SimRuntime } from '../runtime';
import { requestSmbAppData } from '../signup/coexistence';
import { exchangeCode } from '../signup/oauth';
import { signupOf, type PreVerifiedNumber } from '../signup/signup-state';
import { addPhoneNumber, e164Of, isVerified, PRE_VERIFIED_DAYS, requestCode, verifyCode } from '../signup/verification';
import { callerOf, params, requireNode } from './auth';
import { listEdge, selectFields } from './fields';
import { invalidParameter, unknownObject } from './graph-error';

const DAY_MS = 24 * 3_600_000;

/** `GET|POST /oauth/access_token`: the code exchange; authenticated by the app's id and secret, not a token. */
export function registerOAuthRoutes(router: Router, sim: SimRuntime): void {
  const exchange = (req: Request, res: Response) => {
    res.json(exchangeCode(sim, params(req)));
  };
  router.get('/oauth/access_token', exchange);
  router.post('/oauth/access_token', exchange);
}

/** Every field of a WhatsApp Business Pre-Verified Phone Number node. */
function preVerifiedNode(sim: SimRuntime, pv: PreVerifiedNumber): Record<string, () => unknown> {
  const v = signupOf(sim.store).verifications.get(pv.id);
  const verified = isVerified(sim, pv.id);
  return {
    id: () => pv.id,
    phone_number: () => pv.phone_number,
    code_verification_status: () => (verified ? 'VERIFIED' : 'UNVERIFIED'),
    code_verification_time: () => (v?.verified_at ? graphTime(v.verified_at) : undefined),
    verification_expiry_time: () => (verified && v?.verified_at ? graphTime(new Date(v.verified_at.getTime() + PRE_VERIFIED_DAYS * DAY_MS)) : undefined),
  };
}
const PRE_VERIFIED_DEFAULT_FIELDS = ['id', 'phone_number', 'code_verification_status', 'verification_expiry_time'];

/**
 * What a tech provider calls around embedded signup: adding a number to a WABA, `request_code` /
 * `verify_code` (phone numbers and pre-verified numbers), the pre-verified pool of a portfolio
 * (`add_phone_numbers`, `preverified_numbers`, the node) and coexistence's `smb_app_data`.
 */
export function registerOnboardingRoutes(router: Router, sim: SimRuntime): void {
  /** A pre-verified number the caller reaches (through its owning portfolio), or undefined when the id is another kind. */
  const preVerified = (req: Request, res: Response, id: string): PreVerifiedNumber | undefined => {
    const pv = signupOf(sim.store).preVerified.get(id);
    if (!pv) return undefined;
    const caller = callerOf(res);
    if (caller.kind !== 'token' || !sim.store.canAccess(caller.token, pv.business_id)) throw unknownObject(id, req.method);
    return pv;
  };
  /** The node a code request or check is about: a pre-verified number or a phone number. */
  const codeNode = (req: Request, res: Response): string => {
    const id = String(req.params.id);
    if (preVerified(req, res, id)) return id;
    requireNode(sim, req, res, id, ['phone_number']);
    return id;
  };

  router.post('/:wabaId/phone_numbers', (req: Request, res: Response) => {
    const wabaId = String(req.params.wabaId);
    requireNode(sim, req, res, wabaId, ['waba']);
    const p = params(req);
    const digits = e164Of(p.cc, p.phone_number);
    const pn = addPhoneNumber(sim, sim.store.wabas.get(wabaId)!, digits, p.verified_name);
    res.json({ id: pn.id });
  });

  router.post('/:id/request_code', (req: Request, res: Response) => {
    const id = codeNode(req, res);
    const p = params(req);
    requestCode(sim, id, p.code_method, p.language);
    res.json({ success: true });
  });

  router.post('/:id/verify_code', (req: Request, res: Response) => {
    const id = codeNode(req, res);
    verifyCode(sim, id, params(req).code);
    res.json({ success: true });
  });

  router.post('/:businessId/add_phone_numbers', (req: Request, res: Response) => {
    const businessId = String(req.params.businessId);
    requireNode(sim, req, res, businessId, ['business']);
    const raw = params(req).phone_number;
    if (raw === undefined || raw === '') throw invalidParameter('The parameter phone_number is required.');
    const digits = String(raw).replace(/[\s\-().+]/g, '');
    if (!/^\d{8,15}$/.test(digits))
      throw invalidParameter("Your phone number doesn't appear to be valid. Please double check it, or try again after 5 minutes.");
    const s = signupOf(sim.store);
    const existing = [...s.preVerified.values()].find((x) => x.business_id === businessId && x.phone_number === digits && !x.claimed_by);
    if (existing) throw invalidParameter('This phone number already exists in your list of phone numbers.');
    const pv: PreVerifiedNumber = { id: sim.store.newId(), business_id: businessId, phone_number: digits, created_at: sim.clock.now(), claimed_by: null };
    s.preVerified.set(pv.id, pv);
    res.json({ id: pv.id });
  });

  router.get('/:businessId/preverified_numbers', (req: Request, res: Response) => {
    const businessId = String(req.params.businessId);
    requireNode(sim, req, res, businessId, ['business']);
    const wanted = typeof req.query.code_verification_status === 'string' ? req.query.code_verification_status : undefined;
    const items = [...signupOf(sim.store).preVerified.values()]
      .filter((pv) => pv.business_id === businessId && !pv.claimed_by)
      .filter((pv) => !wanted || (isVerified(sim, pv.id) ? 'VERIFIED' : 'UNVERIFIED') === wanted)
      .map((pv) => selectFields('WhatsAppBusinessPreVerifiedPhoneNumber', preVerifiedNode(sim, pv), req.query.fields, PRE_VERIFIED_DEFAULT_FIELDS));
    res.json(listEdge(items, req.query as Record<string, unknown>));
  });

  router.get('/:id', (req: Request, res: Response, next: NextFunction) => {
    const pv = preVerified(req, res, String(req.params.id));
    if (!pv) return next();
    res.json(selectFields('WhatsAppBusinessPreVerifiedPhoneNumber', preVerifiedNode(sim, pv), req.query.fields, PRE_VERIFIED_DEFAULT_FIELDS));
  });

  router.post('/:phoneNumberId/smb_app_data', (req: Request, res: Response) => {
    const id = String(req.params.phoneNumberId);
    requireNode(sim, req, res, id, ['phone_number']);
    res.json(requestSmbAppData(sim, sim.store.phoneNumbers.get(id)!, params(req)));
  });
}
