import type { SimStore } from '../state/store';

/**
 * A person who can log in to the hosted signup window (the upstream's test user). `business_ids`
 * are the portfolios the user administers: the window offers them, and the user may create more.
 */
export interface SignupUser {
  id: string;
  email: string;
  /** Checked on login; never returned by the control API. */
  password: string;
  name: string;
  business_ids: string[];
}

/**
 * A Facebook Login for Business configuration (`config_id` of `FB.login`): the permissions it asks
 * for and the lifetime of the business token its codes exchange to (null: never expires).
 */
export interface LoginConfig {
  id: string;
  name: string;
  permissions: string[];
  token_expires_in_seconds: number | null;
}

/** A contact of a WhatsApp Business app address book (coexistence `smb_app_state_sync`). */
export interface BusinessAppContact {
  full_name: string;
  first_name: string;
  phone_number: string;
}

/** One message of a business app chat (coexistence `history`). */
export interface BusinessAppMessage {
  /** True when the business sent it (from = the business number), false when the user did. */
  from_business: boolean;
  text: string;
  /** Age of the message in days before onboarding (phase 0: < 1 day, 1: 1–90, 2: 90–180). */
  age_days: number;
  status: 'DELIVERED' | 'ERROR' | 'PENDING' | 'PLAYED' | 'READ' | 'SENT';
}

/**
 * A number in use with the WhatsApp Business app that its owner can bring to the Cloud API
 * (coexistence). Until onboarded it is no Graph node; onboarding creates the phone number.
 */
export interface BusinessAppNumber {
  /** E.164 digits, no `+`. */
  phone_number: string;
  /** The portfolio user whose app it is (the window offers it to users of this business). */
  business_id: string;
  display_name: string;
  contacts: BusinessAppContact[];
  /** Chats by user wa_id. */
  history: { wa_id: string; messages: BusinessAppMessage[] }[];
  /** What the owner answers in the app when asked to share chat history. */
  share_history: boolean;
  /** Whether the app confirms the connection by itself; when false, `POST /__sim/signup/business_app/confirm` does. */
  auto_confirm: boolean;
  /** The code the window showed, waiting for the app to confirm it. */
  pending_code: string | null;
  confirmed: boolean;
  /** The Cloud API phone number created by onboarding. */
  phone_number_id: string | null;
}

/** A phone line outside the upstream that receives verification codes (the telephony simulator's numbers). */
export interface PhoneLine {
  /** E.164 digits, no `+`. */
  phone_number: string;
  /** Where the code is POSTed (`{ to, channel, body, code, sent_at }`); null keeps it readable through the control API only. */
  receiver_url: string | null;
}

/** A verification code sent to a number (`request_code`, or the signup window). */
export interface SentCode {
  /** E.164 digits of the receiving number. */
  phone_number: string;
  /** The Graph node the code verifies (a phone number or a pre-verified number). */
  node_id: string;
  code: string;
  method: 'SMS' | 'VOICE';
  language: string;
  /** What the line received: the SMS text or the voice script. */
  text: string;
  sent_at: Date;
  delivery: { url: string; status: number | null; error?: string } | null;
}

/** Verification state of one node (phone number or pre-verified number). */
export interface Verification {
  /** The code waiting to be entered; null once used or before any request. */
  code: string | null;
  code_sent_at: Date | null;
  /** Times of code requests (too many → 136024). */
  requests: Date[];
  /** Wrong guesses since the last code (too many → 136025 "You have guessed too many times"). */
  wrong_guesses: number;
  verified_at: Date | null;
}

/** A pre-verified number of a partner's pool (`POST /{business_id}/add_phone_numbers`). */
export interface PreVerifiedNumber {
  id: string;
  business_id: string;
  /** E.164 digits. */
  phone_number: string;
  created_at: Date;
  /** The phone number that claimed it through the signup window. */
  claimed_by: string | null;
}

/** An authorization code of a finished signup: 30 s, single use. */
export interface AuthCode {
  code: string;
  config_id: string;
  user_id: string;
  business_id: string;
  /** WABAs the exchanged token reaches (numbers below them included). */
  waba_ids: string[];
  created_at: Date;
  used_at: Date | null;
}

/** Steps of the hosted window; the ones the upstream names are the `current_step` values of CANCEL. */
export type SignupStep =
  | 'LOGIN'
  | 'BUSINESS_ACCOUNT_SELECTION'
  | 'WABA_PHONE_PROFILE_PICKER'
  | 'WHATSAPP_BUSINESS_PROFILE_SETUP'
  | 'PHONE_NUMBER_SETUP'
  | 'PHONE_NUMBER_VERIFICATION'
  | 'BUSINESS_APP_CONNECT'
  | 'PERMISSIONS'
  | 'DONE';

/**
 * The `current_step` the upstream reports for a step: the coexistence screen replaces the WABA
 * selection screen, so it reports as `WABA_PHONE_PROFILE_PICKER`.
 */
export function upstreamStep(step: SignupStep): string {
  return step === 'BUSINESS_APP_CONNECT' ? 'WABA_PHONE_PROFILE_PICKER' : step;
}

/** What the window posts to its opener when it ends. */
export interface SignupOutcome {
  event: 'FINISH' | 'FINISH_ONLY_WABA' | 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING' | 'CANCEL';
  data: Record<string, unknown>;
  /** The SDK's `FB.login` response. */
  auth_response: { code: string; expires_in: number } | null;
  status: 'connected' | 'not_authorized' | 'unknown';
}

/** One opening of the hosted window (`/dialog/oauth`). */
export interface SignupSession {
  id: string;
  config_id: string;
  /** Origin of the page that called `FB.login`; messages go to it only. */
  origin: string;
  locale: string;
  coexistence: boolean;
  /** `extras.setup.preVerifiedPhone.ids`. */
  pre_verified_ids: string[];
  step: SignupStep;
  user_id: string | null;
  business_id: string | null;
  waba_id: string | null;
  /** A number chosen or added, not yet finished (verification pending). */
  phone_number_id: string | null;
  /** No number: FINISH_ONLY_WABA. */
  skip_number: boolean;
  business_app_number: string | null;
  /** Display name entered for a new WABA's profile (the name new numbers are added with). */
  display_name: string | null;
  /** Error shown on the current page. */
  error: string | null;
  /** Set once the window ended (finished or cancelled); the page then only replays it. */
  outcome: SignupOutcome | null;
  created_at: Date;
}

/** Faults of the signup flow the control API arms (`POST /__sim/signup/faults`). */
export type SignupFaultKind = 'login_failed' | 'verification_failed' | 'waba_limit_reached' | 'token_exchange_failed';

/**
 * The embedded signup state of one simulator: users, login configurations, business app numbers,
 * phone lines, codes sent, verifications, pre-verified numbers, authorization codes, window
 * sessions, coexistence sync requests and armed faults. Emptied on reset.
 */
export class SimSignup {
  readonly users = new Map<string, SignupUser>();
  readonly configs = new Map<string, LoginConfig>();
  /** Allowed domains of the app (hostnames); empty = any HTTPS or loopback origin. */
  allowedDomains: string[] = [];
  readonly businessApp = new Map<string, BusinessAppNumber>();
  readonly lines = new Map<string, PhoneLine>();
  readonly sentCodes: SentCode[] = [];
  readonly verifications = new Map<string, Verification>();
  readonly preVerified = new Map<string, PreVerifiedNumber>();
  readonly codes = new Map<string, AuthCode>();
  readonly sessions = new Map<string, SignupSession>();
  /** Coexistence sync requests per phone number id: request ids by sync type. */
  readonly syncs = new Map<string, { smb_app_state_sync?: string; history?: string }>();
  /** Armed faults: remaining uses (null = until cleared). */
  readonly faults = new Map<SignupFaultKind, number | null>();

  /** The verification record of a node (created on first use). */
  verification(nodeId: string): Verification {
    let v = this.verifications.get(nodeId);
    if (!v) {
      v = { code: null, code_sent_at: null, requests: [], wrong_guesses: 0, verified_at: null };
      this.verifications.set(nodeId, v);
    }
    return v;
  }

  /** Uses one shot of an armed fault; true when it fires. */
  takeFault(kind: SignupFaultKind): boolean {
    if (!this.faults.has(kind)) return false;
    const left = this.faults.get(kind)!;
    if (left === null) return true;
    if (left <= 1) this.faults.delete(kind);
    else this.faults.set(kind, left - 1);
    return true;
  }

  /** Empties everything (the default login configuration is re-seeded by the caller). */
  clear(): void {
    for (const m of [
      this.users,
      this.configs,
      this.businessApp,
      this.lines,
      this.verifications,
      this.preVerified,
      this.codes,
      this.sessions,
      this.syncs,
      this.faults,
    ])
      m.clear();
    this.sentCodes.length = 0;
    this.allowedDomains = [];
  }
}

const registry = new WeakMap<SimStore, SimSignup>();

/** The signup state that belongs to a simulator's store (created on first use). */
export function signupOf(store: SimStore): SimSignup {
  let s = registry.get(store);
  if (!s) {
    s = new SimSignup();
    registry.set(store, s);
  }
  return s;
}
