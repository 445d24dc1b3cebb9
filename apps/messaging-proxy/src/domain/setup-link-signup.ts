/**
 * Embedded signup behind a setup link (issue 34, decision 0247). Pure: what the upstream's window told
 * the page, what it means for the link, and the steps `messaging_setup_status` moves through.
 *
 *   pending ──claim──▶ exchanging_code ─▶ subscribing ─▶ [provisioning] ─▶ [registering] ─▶ connecting ─▶ [syncing] ─▶ completed
 *      ▲                     └──────────────── any step fails ────────────────────────────────────────────▶ failed
 *      └──────────────────────── failed is claimable again (the link stays active for a retry) ─────────┘
 */
import { z } from 'zod';
import type { OnboardingErrorCode } from './setup-link';

/** `messaging_setup_status` values while the server finishes a signup (a claimed link). */
export const SIGNUP_RUNNING_STEPS = ['exchanging_code', 'subscribing', 'provisioning', 'registering', 'connecting', 'syncing'] as const;
/** A step of a running signup (`messaging_setup_status` is `pending`, one of these, `completed` or `failed`). */
export type SignupStep = (typeof SIGNUP_RUNNING_STEPS)[number];

/** True while a signup holds the link (a second post must not run the flow again). */
export function isSignupRunning(status: string): boolean {
  return (SIGNUP_RUNNING_STEPS as readonly string[]).includes(status);
}

/**
 * Whether a post may claim the link: not while another signup runs, unless that one's claim is older
 * than `leaseMs` (its process died mid-flow; the steps it did are each safe to redo).
 */
export function canClaimSignup(status: string, claimedAt: Date | null, now: Date, leaseMs: number): boolean {
  if (!isSignupRunning(status)) return true;
  return claimedAt === null || now.getTime() - claimedAt.getTime() >= leaseMs;
}

/** The connection kinds of spec 2.10 `allowed_connection_types`. */
export type ConnectionType = 'dedicated' | 'coexistence';

/**
 * What the page posts after the window closed: the `FB.login` code (absent when the window was
 * cancelled or failed) and the `WA_EMBEDDED_SIGNUP` message it received (absent when none came).
 * Read leniently: the browser is untrusted, and anything unreadable is a failed window.
 */
export const SignupPostSchema = z.object({
  code: z.string().min(1).max(2048).nullable().catch(null).default(null),
  event: z
    .object({
      event: z.string().max(64).catch(''),
      data: z.record(z.unknown()).catch(() => ({})),
    })
    .nullable()
    .catch(null)
    .default(null),
});
/** A parsed post of the page. */
export type SignupPost = z.infer<typeof SignupPostSchema>;

const id = z
  .string()
  .regex(/^\d{1,32}$/)
  .nullable()
  .catch(null);
const text = z.string().max(2000).nullable().catch(null);

/** What the link asks of the window. */
export interface SignupLinkMode {
  allowedTypes: readonly string[];
  provision: boolean;
}

/** The window's outcome as the finish reads it. */
export type WindowOutcome =
  | { kind: 'finish'; type: ConnectionType; wabaId: string; phoneNumberId: string | null; businessId: string | null; provision: boolean }
  | { kind: 'failed'; code: OnboardingErrorCode; message: string };

/** The upstream's window text when a portfolio has created all the WABAs it may (upstream-sim mirrors it). */
const WABA_LIMIT = /limited number (of )?WhatsApp Business Accounts|WhatsApp Business Accounts? limit/i;
/** Texts of a number that could not be verified (request_code / verify_code errors, 136024/136025). */
const VERIFICATION = /verif|request code|verification code/i;

/**
 * Where a cancelled window stopped, in words a customer reads (the message shows on the setup page):
 * the upstream's `current_step` is a code such as `WABA_PHONE_PROFILE_PICKER`, never shown as is.
 */
export function stepInWords(step: string | null | undefined): string | null {
  if (!step) return null;
  if (/VERIF|OTP|CODE/i.test(step)) return 'while verifying the phone number';
  if (/PHONE|NUMBER/i.test(step)) return 'while choosing or adding the phone number';
  if (/WABA|BUSINESS|PORTFOLIO|ACCOUNT/i.test(step)) return 'while choosing the business account';
  if (/LOGIN|AUTH|PERMISSION/i.test(step)) return 'while signing in';
  return null;
}

/**
 * Reads the window's outcome for a link (reference §1 and §3):
 * - `CANCEL` with `error_message` (the customer reported an error): a WABA limit text is
 *   `waba_limit_reached`, a verification text `phone_verification_failed`, anything else
 *   `facebook_auth_failed`; `CANCEL` with only `current_step`, no message at all, or no code is
 *   `facebook_auth_failed` (a cancelled window or login);
 * - `FINISH` is a dedicated number, `FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING` a coexistence one,
 *   `FINISH_ONLY_WABA` a WABA for a number the platform provisions; a kind the link does not allow,
 *   or a finish without the ids it needs, is `phone_verification_failed`.
 */
export function readWindowOutcome(post: SignupPost, link: SignupLinkMode): WindowOutcome {
  const ev = post.event;
  if (ev?.event === 'CANCEL') {
    const message = text.parse(ev.data.error_message);
    if (message) {
      if (WABA_LIMIT.test(message)) return { kind: 'failed', code: 'waba_limit_reached', message };
      if (VERIFICATION.test(message)) return { kind: 'failed', code: 'phone_verification_failed', message };
      return { kind: 'failed', code: 'facebook_auth_failed', message };
    }
    const where = stepInWords(text.parse(ev.data.current_step));
    return { kind: 'failed', code: 'facebook_auth_failed', message: `The signup window was closed before the end${where ? `, ${where}` : ''}.` };
  }
  if (!post.code) return { kind: 'failed', code: 'facebook_auth_failed', message: 'The signup window returned no authorization code.' };
  if (!ev) return { kind: 'failed', code: 'facebook_auth_failed', message: 'The signup window did not report its finish.' };
  const wabaId = id.parse(ev.data.waba_id);
  const phoneNumberId = id.parse(ev.data.phone_number_id);
  const businessId = id.parse(ev.data.business_id);
  if (!wabaId) return { kind: 'failed', code: 'phone_verification_failed', message: 'The signup window named no business account' };
  const refuse = (message: string): WindowOutcome => ({ kind: 'failed', code: 'phone_verification_failed', message });
  switch (ev.event) {
    case 'FINISH':
      if (!link.allowedTypes.includes('dedicated')) return refuse('This link does not allow a dedicated number');
      if (!phoneNumberId) return refuse('The signup window named no phone number');
      return { kind: 'finish', type: 'dedicated', wabaId, phoneNumberId, businessId, provision: false };
    case 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING':
      if (!link.allowedTypes.includes('coexistence')) return refuse('This link does not allow coexistence with the business app');
      return { kind: 'finish', type: 'coexistence', wabaId, phoneNumberId, businessId, provision: false };
    case 'FINISH_ONLY_WABA':
      if (!link.provision) return refuse('No phone number was added in the signup window');
      if (!link.allowedTypes.includes('dedicated')) return refuse('This link does not allow a dedicated number');
      return { kind: 'finish', type: 'dedicated', wabaId, phoneNumberId: null, businessId, provision: true };
    default:
      return { kind: 'failed', code: 'facebook_auth_failed', message: `Unexpected signup window event ${ev.event || '(none)'}` };
  }
}

/** A number of the WABA as `GET /{waba}/phone_numbers` lists it (the fields onboarding reads). */
export const WabaNumberSchema = z.object({
  id: z.coerce.string(),
  display_phone_number: z.string().catch(''),
  verified_name: z.string().catch(''),
  code_verification_status: z.string().catch(''),
  status: z.string().catch(''),
  is_on_biz_app: z.boolean().catch(false),
});
/** A listed number. */
export type WabaNumber = z.infer<typeof WabaNumberSchema>;

/**
 * The number a finish connects, among the WABA's numbers: the window's `phone_number_id` when it
 * named one (it must be listed), else (coexistence's finish carries only the WABA) the one business
 * app number of the WABA; for a reconnect, the number whose digits are the link's number.
 */
export function pickNumber(numbers: WabaNumber[], named: string | null, type: ConnectionType, reconnectDigits: string | null): WabaNumber | null {
  const digits = (n: WabaNumber) => n.display_phone_number.replace(/\D/g, '');
  if (named) return numbers.find((n) => n.id === named) ?? null;
  const candidates = type === 'coexistence' ? numbers.filter((n) => n.is_on_biz_app) : numbers;
  if (reconnectDigits) return candidates.find((n) => digits(n) === reconnectDigits) ?? null;
  return candidates.length === 1 ? candidates[0] : null;
}

/**
 * Whether `/register` is called: a dedicated number not yet registered (`status` other than
 * CONNECTED) — a coexistence number never is (reference §1); [CW] registers only while unverified, but
 * the upstream answers 133010 "not registered" for any verified number never registered, so the
 * platform looks at the connection status.
 */
export function needsRegister(type: ConnectionType, n: Pick<WabaNumber, 'status'>): boolean {
  return type === 'dedicated' && n.status.toUpperCase() !== 'CONNECTED';
}
