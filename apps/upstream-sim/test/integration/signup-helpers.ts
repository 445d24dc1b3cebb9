import { IDS, type Body, type TestSim } from './helpers';

/** The default login configuration id every simulator seeds. */
export const CONFIG_ID = '300000000000001';
/** The test user of {@link seedSignup}. */
export const USER = { email: 'owner@acme.test', password: 'pw-1' };
/** A number outside the upstream that receives codes, and a business app number for coexistence. */
export const NEW_NUMBER = '14195551518';
export const APP_NUMBER = '15550783881';

/** seedBasic's portfolio plus a test user administering it, a business app number and a phone line. */
export async function seedSignup(t: TestSim, app: Record<string, unknown> = {}): Promise<Body> {
  const res = await t.control('POST', '/signup/fixtures', {
    users: [{ ...USER, name: 'Ada Owner', business_ids: [IDS.business] }],
    business_app_numbers: [
      {
        phone_number: `+${APP_NUMBER}`,
        business_id: IDS.business,
        display_name: 'Acme Shop',
        contacts: [{ full_name: 'Pablo Morales', first_name: 'Pablo', phone_number: '16505551234' }],
        history: [
          {
            wa_id: '16505551234',
            messages: [
              { from_business: true, text: 'Hi!', age_days: 0.5 },
              { from_business: false, text: 'Thanks', age_days: 30 },
            ],
          },
        ],
        ...app,
      },
    ],
    lines: [{ phone_number: `+${NEW_NUMBER}` }],
  });
  if (res.status !== 201) throw new Error(`signup fixtures failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Opens the hosted window as FB.login would; resolves to the session path (`/signup/{id}`). */
export async function openWindow(t: TestSim, extras: Record<string, unknown> = { setup: {} }, origin = 'http://127.0.0.1:9'): Promise<string> {
  const q = new URLSearchParams({
    app_id: '100000000000001',
    config_id: CONFIG_ID,
    response_type: 'code',
    override_default_response_type: 'true',
    extras: JSON.stringify(extras),
    origin,
  });
  const res = await fetch(`${t.url}/v24.0/dialog/oauth?${q}`, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`dialog did not open: ${res.status} ${await res.text()}`);
  return res.headers.get('location')!;
}

/** Posts one form of the window (as the browser would) and returns the page it redirects to. */
export async function submit(t: TestSim, session: string, action: string, fields: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${t.url}${session}/${action}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  if (res.status !== 303) throw new Error(`${action} answered ${res.status}`);
  return (await fetch(`${t.url}${res.headers.get('location')!}`)).text();
}

/** The session as the control API shows it. */
export async function sessionOf(t: TestSim, session: string): Promise<Body> {
  return (await t.control('GET', `/signup/sessions/${session.split('/').pop()}`)).body;
}

/** Drives a dedicated signup to the end: login, portfolio, new WABA, new number verified by SMS, permissions. */
export async function dedicatedSignup(t: TestSim): Promise<{ session: string; body: Body }> {
  const session = await openWindow(t);
  await submit(t, session, 'login', USER);
  await submit(t, session, 'business', { business_id: IDS.business });
  await submit(t, session, 'waba', { waba_id: 'new' });
  await submit(t, session, 'profile', { waba_name: 'Acme Support', display_name: 'Acme Support', category: 'RETAIL' });
  await submit(t, session, 'phone', { choice: 'new', cc: '1', phone_number: NEW_NUMBER.slice(1), code_method: 'SMS' });
  const code = (await t.control('GET', `/signup/codes/last?phone_number=%2B${NEW_NUMBER}`)).body.code as string;
  await submit(t, session, 'verify', { code: `${code.slice(0, 3)}-${code.slice(3)}` });
  await submit(t, session, 'permissions');
  return { session, body: await sessionOf(t, session) };
}
