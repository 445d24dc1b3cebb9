import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP, IDS, seedBasic, startReceiver, startSim, type TestSim } from './helpers';
import { APP_NUMBER, dedicatedSignup, NEW_NUMBER, openWindow, seedSignup, sessionOf, submit, USER } from './signup-helpers';

const exchange = (t: TestSim, code: string, secret = APP.appSecret) =>
  t.graph('GET', `/v24.0/oauth/access_token?client_id=${APP.appId}&client_secret=${encodeURIComponent(secret)}&code=${encodeURIComponent(code)}`);

describe('embedded signup', () => {
  let t: TestSim;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await startSim();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.control('POST', '/reset');
    await t.control('PUT', '/clock', { now: '2026-03-01T10:00:00Z' });
    await t.control('PUT', '/webhook', { url: receiver.url });
    receiver.received.length = 0;
    await seedBasic(t);
    await seedSignup(t);
  });

  it('dedicated: the window finishes with FINISH and a code; exchange → token → subscribe → register works only for that account', async () => {
    const { body } = await dedicatedSignup(t);
    expect(body.outcome).toMatchObject({ event: 'FINISH', status: 'connected', data: { waba_id: expect.any(String), business_id: IDS.business } });
    const { phone_number_id: pn, waba_id: waba } = body.outcome.data;
    const page = await (await fetch(`${t.url}/signup/${body.id}`)).text();
    expect(page).toContain('\\"type\\":\\"WA_EMBEDDED_SIGNUP\\",\\"event\\":\\"FINISH\\"');
    expect(page).toContain('FB_SDK_LOGIN_RESPONSE');

    const res = await exchange(t, body.outcome.auth_response.code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer' });
    const token = res.body.access_token as string;
    const number = await t.graph('GET', `/v24.0/${pn}?fields=code_verification_status,status,display_phone_number`, { token });
    expect(number.body).toEqual({ id: pn, code_verification_status: 'VERIFIED', status: 'PENDING', display_phone_number: '+1 419-555-1518' });
    // The token reaches only the signup's account: the seeded one is an unknown object to it.
    expect((await t.graph('GET', `/${IDS.waba}`, { token })).body.error).toMatchObject({ code: 100, error_subcode: 33 });

    expect((await t.graph('POST', `/${waba}/subscribed_apps`, { token })).body).toEqual({ success: true });
    expect((await t.graph('GET', `/${waba}/subscribed_apps`, { token })).body.data).toHaveLength(1);
    const reg = await t.graph('POST', `/${pn}/register`, { token, body: { messaging_product: 'whatsapp', pin: '123456' } });
    expect(reg.body).toEqual({ success: true });
    expect((await t.graph('GET', `/${pn}?fields=status`, { token })).body.status).toBe('CONNECTED');
    // The finish also told the app's webhook (account_update PARTNER_APP_INSTALLED).
    const hooks = await receiver.waitFor(1);
    expect(JSON.parse(hooks[0].raw.toString()).entry[0].changes[0]).toMatchObject({ field: 'account_update', value: { event: 'PARTNER_APP_INSTALLED' } });
  });

  it('the code works once, lives 30 s, and needs the right app id and secret (Graph OAuth errors, no error_data)', async () => {
    const first = (await dedicatedSignup(t)).body.outcome.auth_response.code as string;
    const bad = await exchange(t, first, 'wrong');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1, fbtrace_id: expect.any(String) } });
    expect((await t.graph('GET', `/oauth/access_token?client_id=999&client_secret=x&code=${first}`)).body.error.code).toBe(101);
    expect((await exchange(t, 'AQnope')).body.error).toMatchObject({ code: 100, message: 'Invalid verification code format.' });
    expect((await exchange(t, first)).status).toBe(200);
    expect((await exchange(t, first)).body.error).toMatchObject({ code: 100, error_subcode: 36009, message: 'This authorization code has been used.' });

    const second = (await dedicatedSignupAgain(t)).outcome.auth_response.code as string;
    await t.control('PUT', '/clock', { advance_ms: 30_000 });
    expect((await exchange(t, second)).body.error).toMatchObject({ code: 100, error_subcode: 36007, message: 'This authorization code has expired.' });
  });

  it('token_exchange_failed fault: the exchange answers an OAuth error 1 (500) once', async () => {
    const code = (await dedicatedSignup(t)).body.outcome.auth_response.code as string;
    await t.control('POST', '/signup/faults', { kind: 'token_exchange_failed', times: 1 });
    const res = await exchange(t, code);
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({ code: 1, type: 'OAuthException' });
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('number verification over Graph: add → register refused 133006 → request_code (SMS text, delivered to the line) → wrong code 136025 → verify → register', async () => {
    await t.control('POST', '/signup/fixtures', { lines: [{ phone_number: `+${NEW_NUMBER}`, receiver_url: receiver.url }] });
    const add = await t.graph('POST', `/${IDS.waba}/phone_numbers`, { token: 'tok', body: { cc: '1', phone_number: NEW_NUMBER, verified_name: 'Acme' } });
    expect(add.body).toEqual({ id: expect.any(String) });
    const pn = add.body.id as string;
    expect(
      (await t.graph('POST', `/${IDS.waba}/phone_numbers`, { token: 'tok', body: { cc: '1', phone_number: NEW_NUMBER, verified_name: 'Acme' } })).body.error,
    ).toMatchObject({ code: 100, error_subcode: 2388012 });
    const early = await t.graph('POST', `/${pn}/register`, { token: 'tok', body: { messaging_product: 'whatsapp', pin: '123456' } });
    expect(early.body.error).toMatchObject({ code: 133006, message: '(#133006) Phone number re-verification needed' });
    expect((await t.graph('POST', `/${pn}/request_code?code_method=EMAIL&language=en_US`, { token: 'tok' })).body.error.code).toBe(100);
    expect((await t.graph('POST', `/${pn}/request_code?code_method=SMS&language=en_US`, { token: 'tok' })).body).toEqual({ success: true });
    const sent = (await t.control('GET', `/signup/codes/last?phone_number=${NEW_NUMBER}`)).body;
    expect(sent.text).toBe(`WhatsApp code ${sent.code.slice(0, 3)}-${sent.code.slice(3)}`);
    const [sms] = await receiver.waitFor(1);
    expect(JSON.parse(sms.raw.toString())).toMatchObject({ to: `+${NEW_NUMBER}`, channel: 'sms', body: sent.text, code: sent.code });
    const wrong = sent.code === '000000' ? '111111' : '000000';
    expect((await t.graph('POST', `/${pn}/verify_code?code=${wrong}`, { token: 'tok' })).body.error).toMatchObject({ code: 136025 });
    expect((await t.graph('POST', `/${pn}/verify_code?code=${sent.code}`, { token: 'tok' })).body).toEqual({ success: true });
    expect((await t.graph('POST', `/${pn}/register`, { token: 'tok', body: { messaging_product: 'whatsapp', pin: '123456' } })).body).toEqual({
      success: true,
    });
  });

  it('voice codes are read three times; the verification_failed fault fails the right code', async () => {
    const pn = (await t.graph('POST', `/${IDS.waba}/phone_numbers`, { token: 'tok', body: { cc: '1', phone_number: NEW_NUMBER, verified_name: 'Acme' } })).body
      .id;
    await t.graph('POST', `/${pn}/request_code?code_method=VOICE&language=en_US`, { token: 'tok' });
    const sent = (await t.control('GET', `/signup/codes/last?phone_number=${NEW_NUMBER}`)).body;
    expect(sent.text.match(new RegExp(`Verification code is ${sent.code}`, 'g'))).toHaveLength(3);
    await t.control('POST', '/signup/faults', { kind: 'verification_failed', times: 1 });
    expect((await t.graph('POST', `/${pn}/verify_code?code=${sent.code}`, { token: 'tok' })).body.error.code).toBe(136025);
    expect((await t.graph('POST', `/${pn}/verify_code?code=${sent.code}`, { token: 'tok' })).body).toEqual({ success: true });
  });

  it('coexistence: FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING with only waba_id; smb_app_data sends contacts and history once each', async () => {
    const session = await openWindow(t, { setup: {}, featureType: 'whatsapp_business_app_onboarding', sessionInfoVersion: '3' });
    await submit(t, session, 'login', USER);
    await submit(t, session, 'business', { business_id: IDS.business });
    const codePage = await submit(t, session, 'business_app', { phone_number: `+${APP_NUMBER}` });
    expect(codePage).toContain('Confirm in the WhatsApp Business app');
    await submit(t, session, 'business_app_confirmed');
    await submit(t, session, 'permissions');
    const { outcome } = await sessionOf(t, session);
    expect(outcome).toMatchObject({ event: 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', data: { waba_id: expect.any(String) } });
    expect(Object.keys(outcome.data)).toEqual(['waba_id']);
    const token = (await exchange(t, outcome.auth_response.code)).body.access_token as string;
    const numbers = (await t.graph('GET', `/${outcome.data.waba_id}/phone_numbers?fields=is_on_biz_app,platform_type`, { token })).body.data;
    expect(numbers).toEqual([{ id: expect.any(String), is_on_biz_app: true, platform_type: 'CLOUD_API' }]);
    const pn = numbers[0].id as string;
    receiver.received.length = 0;
    for (const sync_type of ['smb_app_state_sync', 'history']) {
      const res = await t.graph('POST', `/${pn}/smb_app_data`, { token, body: { messaging_product: 'whatsapp', sync_type } });
      expect(res.body).toEqual({ messaging_product: 'whatsapp', request_id: expect.any(String) });
    }
    const hooks = (await receiver.waitFor(4)).map((h) => JSON.parse(h.raw.toString()).entry[0].changes[0]);
    expect(hooks[0]).toMatchObject({
      field: 'smb_app_state_sync',
      value: { state_sync: [{ type: 'contact', action: 'add', contact: { full_name: 'Pablo Morales', first_name: 'Pablo', phone_number: '16505551234' } }] },
    });
    const history = hooks.filter((h) => h.field === 'history').map((h) => h.value.history[0]);
    expect(history.map((h) => h.metadata)).toEqual([
      { phase: 0, chunk_order: 1, progress: 33 },
      { phase: 1, chunk_order: 2, progress: 67 },
      { phase: 2, chunk_order: 3, progress: 100 },
    ]);
    expect(history[0].threads[0].messages[0]).toMatchObject({ from: APP_NUMBER, type: 'text', text: { body: 'Hi!' }, history_context: { status: 'READ' } });
    const again = await t.graph('POST', `/${pn}/smb_app_data`, { token, body: { messaging_product: 'whatsapp', sync_type: 'history' } });
    expect(again.body.error).toMatchObject({ code: 2593107 });
  });

  it('coexistence: a declined history arrives as a history webhook with 2593109; past 24 h the sync is refused with 2593108', async () => {
    await seedSignup(t, { share_history: false, auto_confirm: false });
    const session = await openWindow(t, { setup: {}, featureType: 'whatsapp_business_app_onboarding' });
    await submit(t, session, 'login', USER);
    await submit(t, session, 'business', { business_id: IDS.business });
    await submit(t, session, 'business_app', { phone_number: APP_NUMBER });
    const waiting = await submit(t, session, 'business_app_confirmed');
    expect(waiting).toContain('haven&#39;t received the confirmation');
    const shown = (await t.control('GET', '/signup')).body.business_app_numbers[0].pending_code as string;
    expect((await t.control('POST', '/signup/business_app/confirm', { phone_number: APP_NUMBER, code: shown })).status).toBe(200);
    await submit(t, session, 'business_app_confirmed');
    await submit(t, session, 'permissions');
    const { outcome } = await sessionOf(t, session);
    const token = (await exchange(t, outcome.auth_response.code)).body.access_token as string;
    const pn = (await t.graph('GET', `/${outcome.data.waba_id}/phone_numbers`, { token })).body.data[0].id as string;
    receiver.received.length = 0;
    await t.graph('POST', `/${pn}/smb_app_data`, { token, body: { messaging_product: 'whatsapp', sync_type: 'history' } });
    const [hook] = await receiver.waitFor(1);
    expect(JSON.parse(hook.raw.toString()).entry[0].changes[0].value.history[0].errors[0]).toMatchObject({ code: 2593109 });
    await t.control('PUT', '/clock', { advance_ms: 24 * 3_600_000 + 1 });
    const late = await t.graph('POST', `/${pn}/smb_app_data`, { token, body: { messaging_product: 'whatsapp', sync_type: 'smb_app_state_sync' } });
    expect(late.body.error).toMatchObject({ code: 2593108 });
  });

  it('cancel posts CANCEL with current_step; a reported error (waba limit fault) posts CANCEL with error fields; no code either way', async () => {
    const s1 = await openWindow(t);
    await submit(t, s1, 'login', USER);
    await submit(t, s1, 'business', { business_id: IDS.business });
    await submit(t, s1, 'cancel');
    expect((await sessionOf(t, s1)).outcome).toEqual({
      event: 'CANCEL',
      data: { current_step: 'WABA_PHONE_PROFILE_PICKER' },
      auth_response: null,
      status: 'unknown',
    });

    await t.control('POST', '/signup/faults', { kind: 'waba_limit_reached', times: 1 });
    const s2 = await openWindow(t);
    await submit(t, s2, 'login', USER);
    await submit(t, s2, 'business', { business_id: IDS.business });
    await submit(t, s2, 'waba', { waba_id: 'new' });
    const page = await submit(t, s2, 'profile', { waba_name: 'Second', display_name: 'Acme Two' });
    expect(page).toContain('role="alert"');
    await submit(t, s2, 'report');
    const { outcome } = await sessionOf(t, s2);
    expect(outcome).toMatchObject({
      event: 'CANCEL',
      auth_response: null,
      data: {
        error_message: expect.stringContaining('limited number WhatsApp Business Accounts'),
        error_id: expect.any(String),
        session_id: expect.any(String),
      },
    });
  });

  it('login: a wrong password and the login_failed fault keep the window on the login step', async () => {
    const s = await openWindow(t);
    expect(await submit(t, s, 'login', { email: USER.email, password: 'nope' })).toContain('incorrect');
    await t.control('POST', '/signup/faults', { kind: 'login_failed', times: 1 });
    expect(await submit(t, s, 'login', USER)).toContain('couldn&#39;t log you in');
    expect((await sessionOf(t, s)).step).toBe('LOGIN');
    await submit(t, s, 'login', USER);
    expect((await sessionOf(t, s)).step).toBe('BUSINESS_ACCOUNT_SELECTION');
  });

  it('the window refuses an unknown app id, an unknown config, a non-code response type, an insecure or unlisted origin', async () => {
    const open = (o: Record<string, string>) =>
      fetch(
        `${t.url}/dialog/oauth?${new URLSearchParams({ app_id: APP.appId, config_id: '300000000000001', response_type: 'code', override_default_response_type: 'true', origin: 'https://shop.example.com', ...o })}`,
        { redirect: 'manual' },
      );
    expect((await open({ app_id: '1' })).status).toBe(400);
    expect((await open({ config_id: '9' })).status).toBe(400);
    expect((await open({ response_type: 'token' })).status).toBe(400);
    expect(await (await open({ origin: 'http://shop.example.com' })).text()).toContain('Insecure Login Blocked');
    await t.control('PUT', '/signup/app', { allowed_domains: ['example.org'] });
    expect(await (await open({})).text()).toContain('App Domains');
    await t.control('PUT', '/signup/app', { allowed_domains: ['example.com'] });
    expect((await open({})).status).toBe(303);
  });

  it('pre-verified numbers: add to the pool, verify, offer in the window; claiming gives a VERIFIED number (FINISH without a code step)', async () => {
    const pv = (await t.graph('POST', `/${IDS.partner}/add_phone_numbers?phone_number=15550001111`, { token: 'tok' })).body.id as string;
    await t.graph('POST', `/${pv}/request_code?code_method=SMS&language=en_US`, { token: 'tok' });
    const sent = (await t.control('GET', '/signup/codes/last?phone_number=15550001111')).body;
    await t.graph('POST', `/${pv}/verify_code?code=${sent.code}`, { token: 'tok' });
    expect((await t.graph('GET', `/${IDS.partner}/preverified_numbers?code_verification_status=VERIFIED`, { token: 'tok' })).body.data).toEqual([
      expect.objectContaining({ id: pv, phone_number: '15550001111', code_verification_status: 'VERIFIED' }),
    ]);
    const s = await openWindow(t, { setup: { preVerifiedPhone: { ids: [pv] } } });
    await submit(t, s, 'login', USER);
    await submit(t, s, 'business', { business_id: IDS.business });
    await submit(t, s, 'waba', { waba_id: IDS.waba });
    await submit(t, s, 'phone', { choice: `preverified:${pv}` });
    expect((await sessionOf(t, s)).step).toBe('PERMISSIONS');
    await submit(t, s, 'permissions');
    const { outcome } = await sessionOf(t, s);
    expect(outcome.event).toBe('FINISH');
    expect((await t.graph('GET', `/${outcome.data.phone_number_id}?fields=code_verification_status`, { token: 'tok' })).body.code_verification_status).toBe(
      'VERIFIED',
    );
  });

  it('subscribed_apps: an override before a plain subscription is refused (100); after it, the override is verified and receives the WABA webhooks', async () => {
    const override = `${receiver.url}?o=1`;
    const early = await t.graph('POST', `/${IDS.waba}/subscribed_apps`, { token: 'tok', body: { override_callback_uri: override, verify_token: 'vt' } });
    expect(early.body.error).toMatchObject({ code: 100, error_data: { details: expect.stringMatching(/^Before override the current callback uri/) } });
    await t.graph('POST', `/${IDS.waba}/subscribed_apps`, { token: 'tok' });
    expect(
      (await t.graph('POST', `/${IDS.waba}/subscribed_apps`, { token: 'tok', body: { override_callback_uri: override, verify_token: 'vt' } })).body,
    ).toEqual({ success: true });
    expect((await t.graph('GET', `/${IDS.waba}/subscribed_apps`, { token: 'tok' })).body.data[0].override_callback_uri).toBe(override);
    receiver.received.length = 0;
    await t.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: IDS.phone, from: '15551234567', text: 'hi' });
    const posts = (await receiver.waitFor(1)).filter((r) => r.method === 'POST');
    expect(posts[0].query).toEqual({ o: '1' });
  });
});

/** A second dedicated signup of the same user (a new number, since the first is taken). */
async function dedicatedSignupAgain(t: TestSim) {
  const session = await openWindow(t);
  await submit(t, session, 'login', USER);
  await submit(t, session, 'business', { business_id: IDS.business });
  await submit(t, session, 'waba', { waba_id: IDS.waba });
  await submit(t, session, 'phone', { choice: `existing:${IDS.phone}` });
  await submit(t, session, 'permissions');
  return sessionOf(t, session);
}
