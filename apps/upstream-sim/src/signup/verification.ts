import { randomInt } from 'node:crypto';
import { GraphError, invalidParameter } from '../graph/graph-error';
import type { SimRuntime } from '../runtime';
import type { PhoneNumber, Waba } from '../state/types';
import { digitsOf } from '../webhooks/payloads';
import { signupOf, type SentCode } from './signup-state';
import { newPhoneNumber } from '../state/records';

/** Code requests per node per hour before 136024 "You have requested your code too many times." */
export const CODE_REQUESTS_PER_HOUR = 5;
/** Wrong codes before 136025 "You have guessed too many times." (until a new code is requested). */
export const MAX_WRONG_GUESSES = 5;
/** How long a pre-verified number stays verified (reference §2: 90 days). */
export const PRE_VERIFIED_DAYS = 90;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 136024 "Request code error" with the window's text as details. */
export function requestCodeError(details: string): GraphError {
  return new GraphError(136024, { title: 'Request code error', details });
}

/** 136025 "Verify code error" with the window's text as details. */
export function verifyCodeError(details: string): GraphError {
  return new GraphError(136025, { title: 'Verify code error', details });
}

/** `+1 555-010-0001` style display of E.164 digits (country code 1 grouped 3-3-4, others kept whole). */
export function displayOf(digits: string): string {
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return `+${digits}`;
}

/** The E.164 digits a node's code goes to. */
function digitsOfNode(sim: SimRuntime, nodeId: string): string {
  const pv = signupOf(sim.store).preVerified.get(nodeId);
  if (pv) return pv.phone_number;
  return digitsOf(sim.store.phoneNumbers.get(nodeId)!.display_phone_number);
}

/** Whether a node's ownership is verified now (a pre-verified number's lasts 90 days). */
export function isVerified(sim: SimRuntime, nodeId: string): boolean {
  const s = signupOf(sim.store);
  if (s.preVerified.has(nodeId)) {
    const at = s.verifications.get(nodeId)?.verified_at;
    return at !== null && at !== undefined && sim.clock.now().getTime() - at.getTime() < PRE_VERIFIED_DAYS * DAY_MS;
  }
  return sim.store.phoneNumbers.get(nodeId)?.code_verification_status === 'VERIFIED';
}

/** Posts a sent code to the receiving line's URL, recording the outcome on the code (never throws). */
async function deliver(sent: SentCode, url: string): Promise<void> {
  sent.delivery = { url, status: null };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        to: `+${sent.phone_number}`,
        channel: sent.method.toLowerCase(),
        body: sent.text,
        code: sent.code,
        sent_at: sent.sent_at.toISOString(),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    sent.delivery.status = res.status;
    await res.arrayBuffer().catch(() => undefined);
  } catch (err) {
    sent.delivery.error = (err as Error).message;
  }
}

/**
 * `request_code`: a new six-digit code by SMS ("WhatsApp code 123-830") or voice ("Verification code
 * is 123830", three times), replacing any earlier one. A line registered for the number receives it
 * at its URL; every code stays readable through the control API.
 */
export function requestCode(sim: SimRuntime, nodeId: string, method: unknown, language: unknown): SentCode {
  if (method === undefined) throw invalidParameter('The parameter code_method is required.');
  if (method !== 'SMS' && method !== 'VOICE') throw invalidParameter('Param code_method must be one of {SMS, VOICE}.');
  if (language === undefined || language === '') throw invalidParameter('The parameter language is required.');
  if (typeof language !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) throw invalidParameter('Param language must be a locale such as en_US.');
  const s = signupOf(sim.store);
  if (isVerified(sim, nodeId) && !s.preVerified.has(nodeId)) throw requestCodeError('Phone number ownership is already verified.');
  const v = s.verification(nodeId);
  const now = sim.clock.now();
  v.requests = v.requests.filter((d) => now.getTime() - d.getTime() < HOUR_MS);
  if (v.requests.length >= CODE_REQUESTS_PER_HOUR) throw requestCodeError('You have requested your code too many times.');
  v.requests.push(now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  v.code = code;
  v.code_sent_at = now;
  v.wrong_guesses = 0;
  const digits = digitsOfNode(sim, nodeId);
  const text =
    method === 'SMS' ? `WhatsApp code ${code.slice(0, 3)}-${code.slice(3)}` : Array.from({ length: 3 }, () => `Verification code is ${code}.`).join(' ');
  const sent: SentCode = { phone_number: digits, node_id: nodeId, code, method, language, text, sent_at: now, delivery: null };
  s.sentCodes.push(sent);
  if (s.sentCodes.length > 1_000) s.sentCodes.splice(0, s.sentCodes.length - 1_000);
  const url = s.lines.get(digits)?.receiver_url;
  if (url) void deliver(sent, url);
  return sent;
}

/**
 * `verify_code`: the last code requested, six digits without the hyphen. Right → VERIFIED (a
 * pre-verified number for 90 days). Wrong → 136025; five wrong guesses lock the code until a new one.
 * The `verification_failed` fault fails it even with the right code.
 */
export function verifyCode(sim: SimRuntime, nodeId: string, code: unknown): void {
  if (code === undefined || code === '') throw invalidParameter('The parameter code is required.');
  const given = typeof code === 'number' ? String(code).padStart(6, '0') : code;
  if (typeof given !== 'string' || !/^\d{6}$/.test(given)) throw invalidParameter('Param code must be the 6-digit code, without the hyphen.');
  const s = signupOf(sim.store);
  if (isVerified(sim, nodeId) && !s.preVerified.has(nodeId)) throw verifyCodeError('Phone number ownership is already verified.');
  const v = s.verification(nodeId);
  if (s.takeFault('verification_failed')) throw verifyCodeError('There was an error verifying this phone number. Please try again later.');
  if (v.code === null) throw verifyCodeError('No verification code was requested for this phone number. Request a code first.');
  if (v.wrong_guesses >= MAX_WRONG_GUESSES) throw verifyCodeError('You have guessed too many times.');
  if (given !== v.code) {
    v.wrong_guesses++;
    throw verifyCodeError("Code couldn't be verified, You have entered wrong code.");
  }
  v.code = null;
  v.verified_at = sim.clock.now();
  const pn = sim.store.phoneNumbers.get(nodeId);
  if (pn) pn.code_verification_status = 'VERIFIED';
}

/** Numbers a portfolio may hold across its WABAs: 2, or 20 once the business is verified (reference §1). */
export function numberLimit(sim: SimRuntime, businessId: string): number {
  return sim.store.businesses.get(businessId)?.verification_status === 'verified' ? 20 : 2;
}

/** Numbers of a portfolio across its live WABAs. */
function numbersOfBusiness(sim: SimRuntime, businessId: string): PhoneNumber[] {
  return [...sim.store.wabas.values()].filter((w) => w.business_id === businessId && !w.deleted).flatMap((w) => sim.store.numbersOf(w.id));
}

/** Normalises `cc` + `phone_number` (the number may or may not repeat the country code) to E.164 digits. */
export function e164Of(cc: unknown, phoneNumber: unknown): string {
  if (cc === undefined || cc === '') throw invalidParameter('The parameter cc is required.');
  if (phoneNumber === undefined || phoneNumber === '') throw invalidParameter('The parameter phone_number is required.');
  const c = String(cc).replace(/^\+/, '');
  const n = String(phoneNumber).replace(/[\s\-().+]/g, '');
  if (!/^\d{1,3}$/.test(c)) throw invalidParameter('Param cc must be a country calling code of 1 to 3 digits.');
  if (!/^\d{4,15}$/.test(n)) throw invalidParameter("Your phone number doesn't appear to be valid. Please double check it, or try again after 5 minutes.");
  const full = n.startsWith(c) && n.length - c.length >= 7 ? n : `${c}${n}`;
  if (full.length > 15) throw invalidParameter("Your phone number doesn't appear to be valid. Please double check it, or try again after 5 minutes.");
  return full;
}

/**
 * `POST /{waba_id}/phone_numbers`: adds an unverified number (status PENDING, display name in review).
 * Refused when it is already on this WABA (100/2388012), on another account, or past the portfolio's
 * number limit.
 */
export function addPhoneNumber(sim: SimRuntime, waba: Waba, digits: string, verifiedName: unknown): PhoneNumber {
  if (typeof verifiedName !== 'string' || verifiedName.trim() === '') throw invalidParameter('The parameter verified_name is required.');
  const name = verifiedName.trim();
  if (name.length < 3 || name.length > 512) throw invalidParameter('Param verified_name must be between 3 and 512 characters.');
  const existing = [...sim.store.phoneNumbers.values()].find((p) => digitsOf(p.display_phone_number) === digits && sim.store.kindOf(p.id) !== undefined);
  if (existing?.waba_id === waba.id) {
    throw new GraphError(100, { subcode: 2388012, details: 'This phone number already exists in your list of phone numbers.' });
  }
  if (existing || signupOf(sim.store).businessApp.has(digits)) {
    throw invalidParameter(
      'This number is registered to an existing WhatsApp account. To use this number, disconnect it from the existing account. Then, return to this page and re-enter the number.',
    );
  }
  if (numbersOfBusiness(sim, waba.business_id).length >= numberLimit(sim, waba.business_id)) {
    throw invalidParameter(
      'You have already linked the maximum number of phone numbers allowed for this Business Account. Delete a phone number to continue or request additional numbers.',
    );
  }
  const now = sim.clock.now();
  const pn = newPhoneNumber({
    id: sim.store.newId(),
    waba_id: waba.id,
    display_phone_number: displayOf(digits),
    verified_name: name,
    quality_rating: 'UNKNOWN',
    code_verification_status: 'UNVERIFIED',
    name_status: 'PENDING_REVIEW',
    status: 'PENDING',
    whatsapp_business_manager_messaging_limit: 'TIER_250',
    created_at: now,
  });
  sim.store.phoneNumbers.set(pn.id, pn);
  return pn;
}
