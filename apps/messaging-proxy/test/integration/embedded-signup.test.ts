import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@platform/contracts';
import { manualClock } from '@platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, httpOf, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';
import { coexistenceWindow, dedicatedWindow, seedWorld, SignupWindow, type WindowResult } from './signup-window';

// Risk removed: the server side of embedded signup (decision 0247) — the code exchange, the tech
// provider's calls, the existing connect path, the link's steps, its single use and every failure
// code — only works against the upstream's real shapes; here the upstream simulator's window and Graph.

let sim: SimProcess;
let mp: ServiceUnderTest;
const clock = manualClock(Date.now());
const project = randomUUID();
const SUCCESS = 'https://customer.example/done?from=signup';
const FAILURE = 'https://customer.example/failed';

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { clock });
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

type Answer = { state: string; redirect: string | null; error_code?: string; message?: string; display_phone_number?: string };

const customer = async (name: string) => (await mp.call('CreateCustomer', { project_id: project, name })).customer!;
const link = async (customerId: string, extra: Record<string, unknown> = {}) =>
  (
    await mp.call('CreateSetupLink', {
      project_id: project,
      customer_id: customerId,
      allowed_origins: [],
      allowed_connection_types: [],
      phone_number_country_isos: [],
      provision_phone_number: false,
      theme_config: {},
      success_redirect_url: SUCCESS,
      failure_redirect_url: FAILURE,
      ...extra,
    })
  ).setup_link!;
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const post = async (url: string, body: WindowResult | Record<string, unknown>): Promise<{ status: number; body: Answer }> => {
  const res = await fetch(`${mp.httpUrl}/onboarding/${tokenOf(url)}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
};
const progress = async (url: string) => (await fetch(`${mp.httpUrl}/onboarding/${tokenOf(url)}/progress`)).json() as Promise<Record<string, unknown>>;
const getLink = async (customerId: string, id: string) =>
  (await mp.call('GetSetupLink', { project_id: project, customer_id: customerId, setup_link_id: id })).setup_link!;
const params = (u: string | null) => Object.fromEntries(new URL(u!).searchParams);
const created = async () =>
  ((await mp.svc.db.knex('outbox').where({ subject: 'messaging_proxy.phone_number.created' })) as Array<{ payload: Buffer }>).map((r) =>
    decodeEvent<Record<string, unknown>>('svc.messaging_proxy.v1.PhoneNumberCreated', r.payload),
  );

describe('embedded signup: the server-side finish', () => {
  it('dedicated: exchange, subscribe, register, connect through the API path; link used, event published, success redirect', async () => {
    const w = await seedWorld(sim);
    const c = await customer('Dedicated');
    const l = await link(c.id!, { allowed_connection_types: ['dedicated'] });
    const win = await dedicatedWindow(sim, mp.httpUrl, w);
    expect(win.event!.event).toBe('FINISH');
    const pn = String(win.event!.data.phone_number_id);
    const waba = String(win.event!.data.waba_id);

    const { status, body } = await post(l.url!, win);
    expect(status).toBe(200);
    expect(body.state).toBe('completed');
    expect(params(body.redirect)).toEqual({
      from: 'signup',
      setup_link_id: l.id,
      status: 'completed',
      phone_number_id: pn,
      business_account_id: waba,
      provisioned_phone_number_id: '',
      display_phone_number: body.display_phone_number,
    });
    expect(await getLink(c.id!, l.id!)).toMatchObject({ status: 'SETUP_LINK_STATUS_USED', messaging_setup_status: 'completed', phone_number_id: pn });
    const numbers = (await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers!;
    // Registered upstream (the number was PENDING until /register): the mirrored status is the upstream's after the connect.
    expect(numbers.map((n) => [n.id, n.business_account_id, n.status, n.is_coexistence])).toEqual([[pn, waba, 'CONNECTED', false]]);
    expect((await created()).filter((e) => e.setup_link_id === l.id)).toEqual([
      expect.objectContaining({
        project_id: project,
        customer_id: c.id,
        waba_id: waba,
        connection_type: 'dedicated',
        phone_number: { id: pn, display_phone_number: body.display_phone_number },
      }),
    ]);
    // A retried post after the end: already_used; the progress poll shows the first outcome.
    const again = await post(l.url!, win);
    expect(again.body).toMatchObject({ state: 'failed', error_code: 'already_used' });
    expect(params(again.body.redirect)).toEqual({ setup_link_id: l.id, error_code: 'already_used' });
    expect(await progress(l.url!)).toMatchObject({ messaging_setup_status: 'completed', outcome: { state: 'completed', redirect: body.redirect } });
  });

  it('a double post runs the flow once: both answers carry the one outcome, one number, one event', async () => {
    const w = await seedWorld(sim);
    const c = await customer('Double');
    const l = await link(c.id!);
    const win = await dedicatedWindow(sim, mp.httpUrl, w);
    const [a, b] = await Promise.all([post(l.url!, win), post(l.url!, win)]);
    const states = [a.body, b.body].map((x) => (x.state === 'completed' ? 'completed' : x.error_code));
    // The second post waited for the first (completed) or came after it had ended (already_used); never a second run.
    expect(states).toContain('completed');
    expect(states.every((s) => s === 'completed' || s === 'already_used')).toBe(true);
    expect((await created()).filter((e) => e.setup_link_id === l.id)).toHaveLength(1);
    expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers).toHaveLength(1);
  });

  it('coexistence: no register, both smb_app_data syncs, the number connected as coexistence', async () => {
    const w = await seedWorld(sim);
    const c = await customer('Coexistence');
    const l = await link(c.id!, { allowed_connection_types: ['coexistence'] });
    const win = await coexistenceWindow(sim, mp.httpUrl, w);
    expect(win.event).toEqual({ event: 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING', data: { waba_id: expect.any(String) } });
    const { body } = await post(l.url!, win);
    expect(body, body.message).toMatchObject({ state: 'completed' });
    const { phone_number_id: pn, business_account_id: waba } = params(body.redirect);
    expect(waba).toBe(win.event!.data.waba_id);
    const n = (await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: pn })).phone_number!;
    expect(n).toMatchObject({ is_coexistence: true, customer_id: c.id });
    const state = await sim.control<{ syncs: Record<string, unknown> }>('GET', '/signup');
    expect(JSON.stringify(state.syncs[pn])).toMatch(/smb_app_state_sync/);
    expect(JSON.stringify(state.syncs[pn])).toMatch(/history/);
    expect((await created()).find((e) => e.setup_link_id === l.id)).toMatchObject({ connection_type: 'coexistence', reconnected: false });
  });

  it('a connection type the link does not allow fails with phone_verification_failed; the link stays active', async () => {
    const w = await seedWorld(sim);
    const c = await customer('Type not allowed');
    const l = await link(c.id!, { allowed_connection_types: ['dedicated'] });
    const win = await coexistenceWindow(sim, mp.httpUrl, w);
    const { body } = await post(l.url!, win);
    expect(body).toMatchObject({ state: 'failed', error_code: 'phone_verification_failed' });
    expect(await getLink(c.id!, l.id!)).toMatchObject({ status: 'SETUP_LINK_STATUS_ACTIVE', messaging_setup_status: 'failed' });
  });

  describe('failure codes', () => {
    it('facebook_auth_failed: a window closed mid-flow (CANCEL current_step), or no code at all', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Cancelled');
      const l = await link(c.id!);
      const win = await SignupWindow.open(sim, mp.httpUrl);
      await win.loginAndPick(w);
      await win.submit('cancel');
      const result = await win.result();
      expect(result).toEqual({ code: null, event: { event: 'CANCEL', data: { current_step: 'WABA_PHONE_PROFILE_PICKER' } } });
      const { body } = await post(l.url!, result);
      expect(body).toMatchObject({ state: 'failed', error_code: 'facebook_auth_failed' });
      expect(params(body.redirect)).toEqual({ setup_link_id: l.id, error_code: 'facebook_auth_failed' });
      expect(await getLink(c.id!, l.id!)).toMatchObject({
        status: 'SETUP_LINK_STATUS_ACTIVE',
        messaging_setup_status: 'failed',
        messaging_setup_error: 'The signup window was closed before the end, while choosing or adding the phone number.',
      });
      expect((await post(l.url!, { code: null, event: null })).body).toMatchObject({ error_code: 'facebook_auth_failed' });
      expect((await post(l.url!, { nonsense: [1, 2] })).body).toMatchObject({ error_code: 'facebook_auth_failed' });
    });

    it('phone_verification_failed: the verification failed in the window and the customer reported it', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Verification');
      const l = await link(c.id!);
      await sim.control('POST', '/signup/faults', { kind: 'verification_failed', times: 1 });
      const win = await SignupWindow.open(sim, mp.httpUrl);
      await win.loginAndPick(w);
      await win.newWabaAndNumber(w);
      await win.verify(w.newNumber);
      expect(await win.error()).toMatch(/verifying/);
      await win.submit('report');
      const { body } = await post(l.url!, await win.result());
      expect(body).toMatchObject({ state: 'failed', error_code: 'phone_verification_failed' });
    });

    it('phone_verification_failed: the upstream refuses /register (133005 PIN mismatch); nothing connected, link active', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Register refused');
      const l = await link(c.id!);
      const win = await dedicatedWindow(sim, mp.httpUrl, w);
      await sim.control('POST', '/faults', {
        match: { method: 'POST', path: '/register' },
        kind: 'graph_error',
        code: 133005,
        title: 'Two step verification PIN Mismatch',
        times: 1,
      });
      const { body } = await post(l.url!, win);
      expect(body).toMatchObject({
        state: 'failed',
        error_code: 'phone_verification_failed',
        message: expect.stringMatching(/^Registering the number failed/),
      });
      expect(await getLink(c.id!, l.id!)).toMatchObject({ status: 'SETUP_LINK_STATUS_ACTIVE', messaging_setup_status: 'failed' });
      expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers).toHaveLength(0);
    });

    it('waba_limit_reached: the portfolio could not create another business account', async () => {
      const w = await seedWorld(sim);
      const c = await customer('WABA limit');
      const l = await link(c.id!);
      await sim.control('POST', '/signup/faults', { kind: 'waba_limit_reached', times: 1 });
      const win = await SignupWindow.open(sim, mp.httpUrl);
      await win.loginAndPick(w);
      await win.submit('waba', { waba_id: 'new' });
      await win.submit('profile', { waba_name: 'Acme Support', display_name: 'Acme Support', category: 'RETAIL' });
      expect(await win.error()).toMatch(/limited number WhatsApp Business Accounts/);
      await win.submit('report');
      const { body } = await post(l.url!, await win.result());
      expect(body).toMatchObject({ state: 'failed', error_code: 'waba_limit_reached' });
    });

    it('token_exchange_failed: the upstream fails the code exchange; the link stays active and a retry succeeds', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Exchange');
      const l = await link(c.id!);
      const win = await dedicatedWindow(sim, mp.httpUrl, w);
      await sim.control('POST', '/signup/faults', { kind: 'token_exchange_failed', times: 1 });
      const { body } = await post(l.url!, win);
      expect(body).toMatchObject({ state: 'failed', error_code: 'token_exchange_failed' });
      expect(await getLink(c.id!, l.id!)).toMatchObject({ status: 'SETUP_LINK_STATUS_ACTIVE', messaging_setup_status: 'failed' });
      expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers).toHaveLength(0);
      // The upstream failed before spending the code (it lives 30 s): the page's retry of the same post succeeds.
      expect((await post(l.url!, win)).body.state).toBe('completed');
    });

    it('link_expired: an expired or revoked link refuses the post before any upstream call', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Expired');
      const l = await link(c.id!);
      const win = await dedicatedWindow(sim, mp.httpUrl, w);
      clock.advance(31 * 86_400_000);
      const { body } = await post(l.url!, win);
      expect(body).toMatchObject({ state: 'failed', error_code: 'link_expired' });
      expect(params(body.redirect)).toEqual({ setup_link_id: l.id, error_code: 'link_expired' });
      expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers).toHaveLength(0);
      const c2 = await customer('Revoked');
      const l2 = await link(c2.id!);
      await mp.call('RevokeSetupLink', { project_id: project, customer_id: c2.id!, setup_link_id: l2.id! });
      expect((await post(l2.url!, { code: null, event: null })).body).toMatchObject({ error_code: 'link_expired' });
    });

    it('the setup page: its script by nonce, the SDK origin allowed, the app and login configuration it opens the window with; no token', async () => {
      const c = await customer('Page');
      const l = await link(c.id!, { allowed_connection_types: ['coexistence'], language: 'pt' });
      const res = await fetch(`${mp.httpUrl}/onboarding/${tokenOf(l.url!)}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      const html = await res.text();
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(csp).toContain(`script-src 'nonce-${nonce}' ${sim.url}`);
      expect(csp).toContain("connect-src 'self'");
      const config = JSON.parse(/<script id="signup-config" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
      expect(config).toMatchObject({
        appId: sim.appId,
        configId: '300000000000001',
        version: 'v24.0',
        sdkUrl: `${sim.url}/pt_BR/sdk.js`,
        windowOrigin: sim.url,
      });
      expect(html).toContain('data-type="coexistence"');
      expect(html).not.toContain('data-type="dedicated"');
      expect(html).not.toMatch(/access_token|EAA/);
      // Each page gets its own nonce.
      const again = await fetch(`${mp.httpUrl}/onboarding/${tokenOf(l.url!)}`);
      expect(again.headers.get('content-security-policy')).not.toContain(nonce);
    });

    it('an unknown token is 404 for the post and the progress poll', async () => {
      const res = await fetch(`${mp.httpUrl}/onboarding/unknown-token/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Setup link not found' });
      expect((await fetch(`${mp.httpUrl}/onboarding/unknown-token/progress`)).status).toBe(404);
    });

    it('a provisioning link without a provisioner: FINISH_ONLY_WABA fails clearly, nothing connected', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Provision');
      const l = await link(c.id!, { provision_phone_number: true, allowed_connection_types: ['dedicated'] });
      const win = await SignupWindow.open(sim, mp.httpUrl);
      await win.loginAndPick(w);
      await win.submit('waba', { waba_id: 'new' });
      await win.submit('profile', { waba_name: 'Acme Support', display_name: 'Acme Support', category: 'RETAIL' });
      await win.submit('phone', { choice: 'later' });
      await win.submit('permissions');
      const result = await win.result();
      expect(result.event!.event).toBe('FINISH_ONLY_WABA');
      const { body } = await post(l.url!, result);
      expect(body).toMatchObject({
        state: 'failed',
        error_code: 'phone_verification_failed',
        message: expect.stringMatching(/Provisioning a new number is not available/),
      });
      // Without provision_phone_number, a window that added no number fails the same way.
      const l2 = await link((await customer('No number')).id!);
      expect((await post(l2.url!, result)).body).toMatchObject({
        error_code: 'phone_verification_failed',
        message: 'No phone number was added in the signup window',
      });
    });
  });

  describe('reconnect', () => {
    it('only a number the customer has; type locked, provisioning off; the same record gets fresh credentials; another number fails', async () => {
      const w = await seedWorld(sim);
      const c = await customer('Reconnect');
      const first = await link(c.id!, { allowed_connection_types: ['dedicated'] });
      const win = await dedicatedWindow(sim, mp.httpUrl, w);
      const done = await post(first.url!, win);
      const { phone_number_id: pn, business_account_id: waba, display_phone_number: display } = params(done.body.redirect);
      const before = (await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: pn })).phone_number!;
      const e164 = `+${display.replace(/\D/g, '')}`;

      // Creation: another customer's or an unknown number is 422; the link is locked to the number's type, provisioning off.
      const other = await customer('Other');
      expect(httpOf(await failure(link(other.id!, { reconnect_phone_number: e164 })))).toBe(422);
      const l = await link(c.id!, { reconnect_phone_number: e164, provision_phone_number: true, allowed_connection_types: ['dedicated', 'coexistence'] });
      expect(l).toMatchObject({ allowed_connection_types: ['dedicated'], provision_phone_number: false, reconnect_phone_number: e164 });

      // A window finishing with another WABA and number fails; nothing changes.
      const w2 = await seedWorld(sim);
      await sim.control('POST', '/signup/fixtures', { users: [{ ...w.user, business_ids: [w2.businessId] }] });
      const wrong = await dedicatedWindow(sim, mp.httpUrl, { ...w2, user: w.user });
      const refused = await post(l.url!, wrong);
      expect(refused.body).toMatchObject({ state: 'failed', error_code: 'phone_verification_failed' });
      expect(refused.body.message).toMatch(/Choose the business account/);
      expect(await getLink(c.id!, l.id!)).toMatchObject({ status: 'SETUP_LINK_STATUS_ACTIVE', messaging_setup_status: 'failed' });

      // The same WABA and number: credentials refreshed in place, same record (created_at kept), one number.
      const right = await SignupWindow.open(sim, mp.httpUrl);
      await right.loginAndPick(w);
      await right.submit('waba', { waba_id: waba });
      await right.submit('phone', { choice: `existing:${pn}` });
      await right.submit('permissions');
      const ok = await post(l.url!, await right.result());
      expect(ok.body.state).toBe('completed');
      expect(params(ok.body.redirect)).toMatchObject({ phone_number_id: pn, business_account_id: waba });
      const after = (await mp.call('GetPhoneNumber', { project_id: project, phone_number_id: pn })).phone_number!;
      expect(after.created_at).toBe(before.created_at);
      expect((await mp.call('ListPhoneNumbers', { project_id: project, customer_id: c.id!, page: {} })).phone_numbers).toHaveLength(1);
      expect((await created()).find((e) => e.setup_link_id === l.id)).toMatchObject({ reconnected: true, phone_number: { id: pn } });
    });
  });
});
