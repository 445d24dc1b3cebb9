import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP, IDS, seedBasic, startSim, type TestSim } from './helpers';
import { CONFIG_ID, NEW_NUMBER, seedSignup, USER } from './signup-helpers';
import { launchChromium } from '@platform/testing';

// Risk removed: the SDK, the popup and the opener messages only work together in a real browser
// (window.open, postMessage origins, the SDK callback); a form-level test cannot see them.

/** A tiny tech-provider page: loads the simulator's SDK, records WA_EMBEDDED_SIGNUP events and FB.login responses. */
function openerHtml(simUrl: string): string {
  return `<!doctype html><html lang="en"><head><title>Provider</title></head><body>
<button id="go">Connect WhatsApp</button>
<script>
window.events = []; window.responses = [];
window.addEventListener('message', function (e) {
  if (e.origin !== ${JSON.stringify(simUrl)}) return;
  try { var d = JSON.parse(e.data); if (d.type === 'WA_EMBEDDED_SIGNUP') window.events.push(d); } catch (err) {}
});
window.fbAsyncInit = function () { FB.init({ appId: ${JSON.stringify(APP.appId)}, autoLogAppEvents: true, xfbml: true, version: 'v24.0' }); };
document.getElementById('go').addEventListener('click', function () {
  FB.login(function (r) { window.responses.push(r); }, { config_id: ${JSON.stringify(CONFIG_ID)}, response_type: 'code', override_default_response_type: true, extras: { setup: {} } });
});
</script>
<script async defer crossorigin="anonymous" src="${simUrl}/en_US/sdk.js"></script>
</body></html>`;
}

describe('embedded signup in a browser', () => {
  let t: TestSim;
  let browser: Browser;
  let server: Server;
  let openerUrl: string;

  beforeAll(async () => {
    t = await startSim();
    const app = express();
    app.get('/', (_req, res) => {
      res.type('html').send(openerHtml(t.url));
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    openerUrl = `http://localhost:${(server.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
    await t?.close();
  });
  beforeEach(async () => {
    await t.control('POST', '/reset');
    await seedBasic(t);
    await seedSignup(t);
  });

  const launch = async (): Promise<{ page: Page; popup: Page }> => {
    const page = await browser.newPage();
    await page.goto(openerUrl);
    await page.waitForFunction(() => typeof (globalThis as unknown as { FB?: unknown }).FB !== 'undefined');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#go')]);
    await popup.waitForLoadState();
    return { page, popup };
  };

  it('FB.login → window → FINISH message + code → exchange → subscribe → register', async () => {
    const { page, popup } = await launch();
    await popup.getByLabel('Email address').fill(USER.email);
    await popup.getByLabel('Password').fill(USER.password);
    await popup.getByRole('button', { name: 'Log in' }).click();
    await popup.getByLabel('Acme').check();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.getByLabel('Create a new WhatsApp Business account').check();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.getByLabel('WhatsApp Business account name').fill('Acme Support');
    await popup.getByLabel('WhatsApp Business display name').fill('Acme Support');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.getByLabel('Add a new phone number').check();
    await popup.getByLabel('Country code').fill('1');
    await popup.getByLabel('Phone number', { exact: true }).fill(NEW_NUMBER.slice(1));
    await popup.getByRole('button', { name: 'Next' }).click();
    await popup.getByLabel('Verification code').waitFor();
    const sent = (await t.control('GET', `/signup/codes/last?phone_number=${NEW_NUMBER}`)).body;
    await popup.getByLabel('Verification code').fill(`${sent.code.slice(0, 3)}-${sent.code.slice(3)}`);
    await popup.getByRole('button', { name: 'Verify' }).click();
    await popup.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForFunction(() => (globalThis as unknown as { responses: unknown[] }).responses.length > 0);
    const { events, responses } = await page.evaluate(() => ({
      events: (globalThis as unknown as { events: unknown[] }).events,
      responses: (globalThis as unknown as { responses: unknown[] }).responses,
    }));
    expect(events).toEqual([
      {
        type: 'WA_EMBEDDED_SIGNUP',
        event: 'FINISH',
        version: 3,
        data: { phone_number_id: expect.any(String), waba_id: expect.any(String), business_id: IDS.business },
      },
    ]);
    expect(responses).toEqual([{ authResponse: { userID: null, expiresIn: null, code: expect.stringMatching(/^AQ/) }, status: 'connected' }]);
    const { data } = events[0] as { data: { phone_number_id: string; waba_id: string } };
    const code = (responses[0] as { authResponse: { code: string } }).authResponse.code;

    const token = (await t.graph('GET', `/v24.0/oauth/access_token?client_id=${APP.appId}&client_secret=${APP.appSecret}&code=${code}`)).body
      .access_token as string;
    expect(token).toMatch(/^EAA/);
    expect((await t.graph('POST', `/v24.0/${data.waba_id}/subscribed_apps`, { token })).body).toEqual({ success: true });
    const reg = await t.graph('POST', `/v24.0/${data.phone_number_id}/register`, { token, body: { messaging_product: 'whatsapp', pin: '246810' } });
    expect(reg.body).toEqual({ success: true });
    // The window closes itself after posting.
    if (!popup.isClosed()) await popup.waitForEvent('close');
    await page.close();
  });

  it('closing the window mid-flow: CANCEL with current_step, then the callback with no authResponse', async () => {
    const { page, popup } = await launch();
    await popup.getByLabel('Email address').fill(USER.email);
    await popup.getByLabel('Password').fill(USER.password);
    await popup.getByRole('button', { name: 'Log in' }).click();
    await popup.getByRole('heading', { name: 'Choose your business portfolio' }).waitFor();
    await popup.close({ runBeforeUnload: true });
    await page.waitForFunction(() => (globalThis as unknown as { responses: unknown[] }).responses.length > 0);
    const got = await page.evaluate(() => ({
      events: (globalThis as unknown as { events: unknown[] }).events,
      responses: (globalThis as unknown as { responses: unknown[] }).responses,
    }));
    expect(got.events).toEqual([{ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', version: 3, data: { current_step: 'BUSINESS_ACCOUNT_SELECTION' } }]);
    expect(got.responses).toEqual([{ authResponse: null, status: 'unknown' }]);
    await page.close();
  });
});
