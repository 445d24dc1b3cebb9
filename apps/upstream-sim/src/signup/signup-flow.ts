import { randomInt } from 'node:crypto';
import { unixSeconds } from '../clock';
import { GraphError } from '../graph/graph-error';
import type { SimRuntime } from '../runtime';
import type { Business, Waba } from '../state/types';
import { onboardBusinessAppNumber } from './coexistence';
import { CODE_TTL_MS, issueCode } from './oauth';
import { signupOf, upstreamStep, type SignupOutcome, type SignupSession, type SignupStep } from './signup-state';
import { addPhoneNumber, e164Of, isVerified, requestCode, verifyCode } from './verification';
import { newWaba } from '../state/records';

/** WABAs one business portfolio may own (reference §1: 20 per business). */
export const WABAS_PER_BUSINESS = 20;
/** Country codes whose business app numbers cannot use coexistence (Nigeria, South Africa). */
const COEXISTENCE_UNSUPPORTED = ['234', '27'];

const WABA_LIMIT_MESSAGE =
  'You can only create a limited number WhatsApp Business Accounts before your business and WhatsApp account verification is complete. You can create additional accounts after you are verified.';

/** A form field as a trimmed string. */
const field = (form: Record<string, unknown>, name: string): string => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');

/** The text of a Graph error as the window shows it. */
const shown = (err: unknown): string => (err instanceof GraphError ? err.details : (err as Error).message);

/** Ends the window: the outcome the page posts, a code for a finish, and the `account_update` a finish triggers. */
function end(sim: SimRuntime, s: SignupSession, outcome: Omit<SignupOutcome, 'auth_response' | 'status'>, wabaIds: string[] = []): void {
  let auth: SignupOutcome['auth_response'] = null;
  if (outcome.event !== 'CANCEL') {
    const code = issueCode(sim, { config_id: s.config_id, user_id: s.user_id!, business_id: s.business_id!, waba_ids: wabaIds });
    auth = { code: code.code, expires_in: CODE_TTL_MS / 1000 };
    const waba = sim.store.wabas.get(wabaIds[0])!;
    void sim.dispatcher.send(waba.id, 'account_update', {
      event: 'PARTNER_APP_INSTALLED',
      waba_info: { waba_id: waba.id, owner_business_id: waba.business_id, partner_app_id: sim.app.id },
    });
  }
  s.outcome = { ...outcome, auth_response: auth, status: auth ? 'connected' : 'unknown' };
  s.step = 'DONE';
}

function createWaba(sim: SimRuntime, business: Business, name: string): Waba {
  const now = sim.clock.now();
  const owned = [...sim.store.wabas.values()].filter((w) => w.business_id === business.id && !w.deleted).length;
  if (signupOf(sim.store).takeFault('waba_limit_reached') || owned >= WABAS_PER_BUSINESS) throw new Error(WABA_LIMIT_MESSAGE);
  const waba = newWaba({ id: sim.store.newId(), business_id: business.id, name, account_review_status: 'PENDING', created_at: now });
  sim.store.wabas.set(waba.id, waba);
  return waba;
}

/** A number chosen, added or claimed: verified ones go to permissions, others get a code first. */
function useNumber(sim: SimRuntime, s: SignupSession, phoneNumberId: string, method: string): void {
  s.phone_number_id = phoneNumberId;
  if (isVerified(sim, phoneNumberId)) {
    s.step = 'PERMISSIONS';
    return;
  }
  requestCode(sim, phoneNumberId, method === 'VOICE' ? 'VOICE' : 'SMS', s.locale);
  s.step = 'PHONE_NUMBER_VERIFICATION';
}

/** The actions the window's forms post, by name. Each moves the session or sets `error`. */
export const ACTIONS: Record<string, (sim: SimRuntime, s: SignupSession, form: Record<string, unknown>) => void> = {
  login(sim, s, form) {
    const sg = signupOf(sim.store);
    if (sg.takeFault('login_failed')) throw new Error("Sorry, something went wrong. We couldn't log you in. Please try again later.");
    const user = [...sg.users.values()].find((u) => u.email.toLowerCase() === field(form, 'email').toLowerCase());
    if (!user || user.password !== (typeof form.password === 'string' ? form.password : '')) {
      throw new Error("The email address or password that you've entered is incorrect.");
    }
    s.user_id = user.id;
    s.step = 'BUSINESS_ACCOUNT_SELECTION';
  },

  business(sim, s, form) {
    const user = signupOf(sim.store).users.get(s.user_id!)!;
    const choice = field(form, 'business_id');
    if (choice === 'new') {
      const name = field(form, 'new_business_name');
      if (name.length < 2) throw new Error("The name you chose for your business isn't valid.");
      const b: Business = { id: sim.store.newId(), name, verification_status: 'not_verified', disabled: false, health: null, created_at: sim.clock.now() };
      sim.store.businesses.set(b.id, b);
      user.business_ids.push(b.id);
      s.business_id = b.id;
    } else {
      if (!user.business_ids.includes(choice) || !sim.store.businesses.has(choice)) throw new Error('Choose a business portfolio.');
      s.business_id = choice;
    }
    s.step = s.coexistence ? 'BUSINESS_APP_CONNECT' : 'WABA_PHONE_PROFILE_PICKER';
  },

  waba(sim, s, form) {
    const choice = field(form, 'waba_id');
    if (choice === 'new') {
      s.step = 'WHATSAPP_BUSINESS_PROFILE_SETUP';
      return;
    }
    const waba = sim.store.wabas.get(choice);
    if (!waba || waba.deleted || waba.business_id !== s.business_id) throw new Error('Choose a WhatsApp Business account.');
    s.waba_id = waba.id;
    s.step = 'PHONE_NUMBER_SETUP';
  },

  profile(sim, s, form) {
    const wabaName = field(form, 'waba_name');
    const display = field(form, 'display_name');
    if (!wabaName) throw new Error('Enter a name for your WhatsApp Business account.');
    if (display.length < 3) throw new Error('Your verified name violates WhatsApp guidelines. Please edit your verified name and try again.');
    const waba = createWaba(sim, sim.store.businesses.get(s.business_id!)!, wabaName);
    s.waba_id = waba.id;
    s.display_name = display;
    s.step = 'PHONE_NUMBER_SETUP';
  },

  phone(sim, s, form) {
    const choice = field(form, 'choice');
    const method = field(form, 'code_method');
    const waba = sim.store.wabas.get(s.waba_id!)!;
    const displayName = s.display_name ?? waba.name;
    if (choice === 'later') {
      s.skip_number = true;
      s.step = 'PERMISSIONS';
    } else if (choice.startsWith('existing:')) {
      const pn = sim.store.phoneNumbers.get(choice.slice('existing:'.length));
      if (!pn || pn.waba_id !== waba.id) throw new Error('Choose a phone number.');
      useNumber(sim, s, pn.id, method);
    } else if (choice.startsWith('preverified:')) {
      const sg = signupOf(sim.store);
      const pv = sg.preVerified.get(choice.slice('preverified:'.length));
      if (!pv || !s.pre_verified_ids.includes(pv.id) || pv.claimed_by) throw new Error('Choose a phone number.');
      const pn = addPhoneNumber(sim, waba, pv.phone_number, displayName);
      if (isVerified(sim, pv.id)) pn.code_verification_status = 'VERIFIED';
      pv.claimed_by = pn.id;
      useNumber(sim, s, pn.id, method);
    } else if (choice === 'new') {
      const digits = e164Of(field(form, 'cc'), field(form, 'phone_number'));
      const pn = addPhoneNumber(sim, waba, digits, displayName);
      useNumber(sim, s, pn.id, method);
    } else throw new Error('Choose a phone number.');
  },

  verify(sim, s, form) {
    verifyCode(sim, s.phone_number_id!, field(form, 'code').replace('-', ''));
    s.step = 'PERMISSIONS';
  },

  resend(sim, s, form) {
    requestCode(sim, s.phone_number_id!, field(form, 'code_method') === 'VOICE' ? 'VOICE' : 'SMS', s.locale);
  },

  business_app(sim, s, form) {
    const digits = field(form, 'phone_number').replace(/[\s\-().+]/g, '');
    if (COEXISTENCE_UNSUPPORTED.some((cc) => digits.startsWith(cc))) {
      throw new Error("WhatsApp Business app phone numbers from this country aren't supported.");
    }
    const app = signupOf(sim.store).businessApp.get(digits);
    if (!app || app.business_id !== s.business_id)
      throw new Error("This phone number isn't connected to a WhatsApp Business app account of this business portfolio.");
    if (app.phone_number_id && sim.store.kindOf(app.phone_number_id))
      throw new Error('This phone number is already connected to the WhatsApp Business Platform.');
    app.pending_code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    app.confirmed = app.auto_confirm;
    s.business_app_number = digits;
  },

  business_app_confirmed(sim, s) {
    const app = signupOf(sim.store).businessApp.get(s.business_app_number ?? '');
    if (!app) throw new Error('Enter your WhatsApp Business app phone number.');
    if (!app.confirmed) throw new Error("We haven't received the confirmation from your WhatsApp Business app yet. Enter the code in the app, then try again.");
    const waba = createWaba(sim, sim.store.businesses.get(s.business_id!)!, app.display_name);
    const pn = onboardBusinessAppNumber(sim, app, waba.id);
    app.pending_code = null;
    s.waba_id = waba.id;
    s.phone_number_id = pn.id;
    s.step = 'PERMISSIONS';
  },

  permissions(sim, s) {
    const business_id = s.business_id!;
    const waba_id = s.waba_id!;
    if (s.coexistence) end(sim, s, { event: 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', data: { waba_id } }, [waba_id]);
    else if (s.skip_number) end(sim, s, { event: 'FINISH_ONLY_WABA', data: { waba_id, business_id } }, [waba_id]);
    else end(sim, s, { event: 'FINISH', data: { phone_number_id: s.phone_number_id, waba_id, business_id } }, [waba_id]);
  },

  cancel(sim, s) {
    end(sim, s, { event: 'CANCEL', data: s.step === 'LOGIN' ? {} : { current_step: upstreamStep(s.step) } });
  },

  report(sim, s) {
    end(sim, s, {
      event: 'CANCEL',
      data: {
        error_message: s.error ?? '',
        error_id: String(randomInt(100_000, 1_000_000)),
        session_id: s.id,
        timestamp: String(unixSeconds(sim.clock.now())),
      },
    });
  },
};

/** The step each action belongs to; `cancel` and `report` work on any (a form of another step is ignored). */
const STEP_OF: Record<string, SignupStep | undefined> = {
  login: 'LOGIN',
  business: 'BUSINESS_ACCOUNT_SELECTION',
  waba: 'WABA_PHONE_PROFILE_PICKER',
  profile: 'WHATSAPP_BUSINESS_PROFILE_SETUP',
  phone: 'PHONE_NUMBER_SETUP',
  verify: 'PHONE_NUMBER_VERIFICATION',
  resend: 'PHONE_NUMBER_VERIFICATION',
  business_app: 'BUSINESS_APP_CONNECT',
  business_app_confirmed: 'BUSINESS_APP_CONNECT',
  permissions: 'PERMISSIONS',
};

/** Runs one form action: a failure stays on the step with its message (the window's error banner). */
export function runAction(sim: SimRuntime, s: SignupSession, action: string, form: Record<string, unknown>): boolean {
  const fn = ACTIONS[action];
  if (!fn) return false;
  if (s.outcome) return true;
  const step = STEP_OF[action];
  if (step !== undefined && step !== s.step) return true;
  if (action === 'report' && !s.error) return true;
  const keepError = action === 'report';
  try {
    fn(sim, s, form);
    if (!keepError) s.error = null;
  } catch (err) {
    s.error = shown(err);
  }
  return true;
}
