import type { SimProcess } from './harness';

/** The upstream simulator's default embedded signup login configuration (messaging-proxy's default UPSTREAM_SIGNUP_CONFIG_ID). */
export const CONFIG_ID = '300000000000001';

let seq = 0;

/** One customer's world in the simulator: a portfolio, its admin, a business app number and a line that receives codes. */
export interface SignupWorld {
  businessId: string;
  user: { email: string; password: string };
  /** Digits of a number outside the upstream (dedicated signup adds it). */
  newNumber: string;
  /** Digits of a number used in the business app (coexistence). */
  appNumber: string;
}

/** Seeds a fresh portfolio (each has its own 2-number limit) with a user, a business app number and a phone line. */
export async function seedWorld(sim: SimProcess): Promise<SignupWorld> {
  seq += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(seq).padStart(3, '0');
  const businessId = `19${n}0001`;
  const world: SignupWorld = {
    businessId,
    user: { email: `owner${n}@acme.test`, password: 'pw-1' },
    newNumber: `1419${n.slice(-7)}`,
    appNumber: `1555${n.slice(-7)}`,
  };
  await sim.control('POST', '/fixtures', { businesses: [{ id: businessId, name: `Acme ${n}` }] });
  await sim.control('POST', '/signup/fixtures', {
    users: [{ ...world.user, name: 'Ada Owner', business_ids: [businessId] }],
    business_app_numbers: [
      {
        phone_number: `+${world.appNumber}`,
        business_id: businessId,
        display_name: 'Acme Shop',
        contacts: [{ full_name: 'Pablo Morales', first_name: 'Pablo', phone_number: '16505551234' }],
        history: [{ wa_id: '16505551234', messages: [{ from_business: true, text: 'Hi!', age_days: 0.5 }] }],
      },
    ],
    lines: [{ phone_number: `+${world.newNumber}` }],
  });
  return world;
}

/** What the page would post after the window: the FB.login code and the WA_EMBEDDED_SIGNUP message. */
export interface WindowResult {
  code: string | null;
  event: { event: string; data: Record<string, unknown> } | null;
}

/** The hosted window driven with plain form posts, as a browser would (decision 0245's window). */
export class SignupWindow {
  private constructor(
    private readonly sim: SimProcess,
    readonly session: string,
  ) {}

  /** Opens the window as FB.login does from `origin` (coexistence: the business app feature). */
  static async open(sim: SimProcess, origin: string, coexistence = false): Promise<SignupWindow> {
    const q = new URLSearchParams({
      app_id: sim.appId,
      config_id: CONFIG_ID,
      response_type: 'code',
      override_default_response_type: 'true',
      extras: JSON.stringify(coexistence ? { setup: {}, featureType: 'whatsapp_business_app_onboarding' } : { setup: {} }),
      origin,
    });
    const res = await fetch(`${sim.url}/v24.0/dialog/oauth?${q}`, { redirect: 'manual' });
    if (res.status !== 303) throw new Error(`dialog did not open: ${res.status} ${await res.text()}`);
    return new SignupWindow(sim, res.headers.get('location')!);
  }

  /** Posts one form of the window. */
  async submit(action: string, fields: Record<string, string> = {}): Promise<void> {
    const res = await fetch(`${this.sim.url}${this.session}/${action}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    if (res.status !== 303) throw new Error(`${action} answered ${res.status}`);
  }

  /** The session's error text shown in the window, if any. */
  async error(): Promise<string | null> {
    return ((await this.state()).error as string | null) ?? null;
  }

  private state(): Promise<Record<string, unknown>> {
    return this.sim.control('GET', `/signup/sessions/${this.session.split('/').pop()}`);
  }

  /** What the window posted to its opener and the SDK callback got. */
  async result(): Promise<WindowResult> {
    const s = await this.state();
    const outcome = s.outcome as { event: string; data: Record<string, unknown>; auth_response: { code: string } | null } | null;
    if (!outcome) throw new Error('the window has not ended');
    return { code: outcome.auth_response?.code ?? null, event: { event: outcome.event, data: outcome.data } };
  }

  /** Logs in and picks the world's portfolio. */
  async loginAndPick(w: SignupWorld): Promise<void> {
    await this.submit('login', w.user);
    await this.submit('business', { business_id: w.businessId });
  }

  /** A new WABA and the world's new number, verified with the code the line received. */
  async newWabaAndNumber(w: SignupWorld): Promise<void> {
    await this.submit('waba', { waba_id: 'new' });
    await this.submit('profile', { waba_name: 'Acme Support', display_name: 'Acme Support', category: 'RETAIL' });
    await this.submit('phone', { choice: 'new', cc: '1', phone_number: w.newNumber.slice(1), code_method: 'SMS' });
  }

  /** Enters the last code sent to `digits`. */
  async verify(digits: string): Promise<void> {
    const code = (await this.sim.control<{ code: string }>('GET', `/signup/codes/last?phone_number=%2B${digits}`)).code;
    await this.submit('verify', { code: `${code.slice(0, 3)}-${code.slice(3)}` });
  }
}

/** A dedicated signup to the end: login, portfolio, new WABA, new number verified, permissions. */
export async function dedicatedWindow(sim: SimProcess, origin: string, w: SignupWorld): Promise<WindowResult> {
  const win = await SignupWindow.open(sim, origin);
  await win.loginAndPick(w);
  await win.newWabaAndNumber(w);
  await win.verify(w.newNumber);
  await win.submit('permissions');
  return win.result();
}

/** A coexistence signup to the end: login, portfolio, the business app number confirmed in the app, permissions. */
export async function coexistenceWindow(sim: SimProcess, origin: string, w: SignupWorld): Promise<WindowResult> {
  const win = await SignupWindow.open(sim, origin, true);
  await win.loginAndPick(w);
  await win.submit('business_app', { phone_number: `+${w.appNumber}` });
  await win.submit('business_app_confirmed');
  await win.submit('permissions');
  return win.result();
}
