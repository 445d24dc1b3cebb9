/**
 * Customers, numbers and templates in a real browser (issue 38 pages 2, 3, 5): the owner creates a
 * customer and a setup link with a theme while the live preview follows the colour and language, copies
 * the link; a customer opens it in a second browser, completes the upstream simulator's embedded signup,
 * and the owner's customer page follows the steps and shows the number connected without a reload; the
 * number's page shows its fields and a health check and files a display name request; the templates page
 * lists a template created at the simulator. axe-core on every page (one in dark), no CSP violation.
 * Risks removed: a preview that does not follow the form, a link the page cannot copy, an onboarding
 * page that needs a reload to see the customer, a number page that cannot run its checks.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

/**
 * The page's own globals inside `evaluate` (this file is typechecked without the DOM library). A cast
 * only: `evaluate` sends the function's source to the page, so it must name `globalThis` itself.
 */
type PageGlobals = { getComputedStyle(el: unknown): { backgroundColor: string }; navigator: { clipboard: { readText(): Promise<string> } } };

let d: DashboardStack;
let second: ConnectedNumber;
const n = String(Date.now() % 1_000_000).padStart(6, '0');
const world = {
  businessId: `19${n}0001`,
  user: { email: `owner${n}@acme.test`, password: 'pw-1' },
  newNumber: `1419${n}1`,
};
let customerUrl = '';
let linkUrl = '';
let connectedPn = '';

beforeAll(async () => {
  d = await startDashboardStack({ services: ['messaging-proxy', 'contacts', 'webhooks'] });
  // The customer's world at the upstream: a portfolio, its admin, and a line that receives the SMS code.
  await d.stack.sim('POST', '/__sim/fixtures', { businesses: [{ id: world.businessId, name: `Acme ${n}` }] });
  await d.stack.sim('POST', '/__sim/signup/fixtures', {
    users: [{ ...world.user, name: 'Ada Owner', business_ids: [world.businessId] }],
    lines: [{ phone_number: `+${world.newNumber}` }],
  });
  // A second number (connected by credentials) whose business account gets a template at the simulator.
  second = await connectSimulatorNumber(d.stack, d.apiKey, 'Templates Co');
  const created = await fetch(`${d.stack.simUrl}/v24.0/${second.wabaId}/message_templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${second.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'order_shipped',
      language: 'en_US',
      category: 'UTILITY',
      components: [
        { type: 'BODY', text: 'Hi {{1}}, your order shipped', example: { body_text: [['Ann']] } },
        { type: 'FOOTER', text: 'Acme' },
      ],
    }),
  });
  expect(created.status).toBe(200);
  await d.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: d.stack.gatewayUrl });
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  await d?.stop();
});

const axe = async (label: string, page?: Page) => expect(await d.axe(label, page), label).toEqual([]);

describe('customers, numbers and templates in the dashboard', () => {
  it('creates a customer from the list; the list shows it', async () => {
    const page = d.page;
    await page.goto(d.url('customers'));
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Customers' }).getByRole('link').allTextContents(), { timeout: 30_000 }).toEqual(['Templates Co']);
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByLabel('Name').fill('Acme Onboarding');
    await page.getByLabel('Your id for it (optional)').fill(`crm-${n}`);
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme Onboarding' }).waitFor();
    customerUrl = page.url();
    expect(await page.getByText(`crm-${n}`).count()).toBe(1);
    await page.getByRole('link', { name: 'All customers' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Customers' }).getByRole('link').allTextContents(), { timeout: 30_000 })
      .toEqual(['Acme Onboarding', 'Templates Co']);
    await axe('customers list');
    await d.shoot('customers-list');
  }, 120_000);

  it('creates a setup link with a theme: the preview follows the colour and the language; the link is copied', async () => {
    const page = d.page;
    await page.goto(customerUrl);
    await page.getByRole('link', { name: 'New setup link' }).click();
    await page.getByRole('heading', { level: 1, name: 'New setup link' }).waitFor();
    const preview = page.getByTestId('setup-preview');
    const firstButton = preview.getByTestId('preview-button').first();
    const bg = () => firstButton.evaluate((el) => (globalThis as unknown as PageGlobals).getComputedStyle(el).backgroundColor);
    expect(await bg()).toBe('rgb(17, 24, 39)');
    await page.getByLabel('Primary', { exact: true }).fill('#0F766E');
    await expect.poll(bg, { timeout: 30_000 }).toBe('rgb(15, 118, 110)');
    await page.getByLabel('Background', { exact: true }).fill('#F0FDFA');
    await expect
      .poll(() => preview.evaluate((el) => (globalThis as unknown as PageGlobals).getComputedStyle(el).backgroundColor), { timeout: 30_000 })
      .toBe('rgb(240, 253, 250)');
    expect(await preview.getByTestId('preview-title').textContent()).toBe('Connect your business number');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await expect.poll(() => preview.getByTestId('preview-title').textContent(), { timeout: 30_000 }).toBe('Conecte su número de empresa');
    await page.getByRole('checkbox', { name: /^Coexistence/ }).uncheck();
    await expect.poll(() => preview.getByTestId('preview-button').allTextContents(), { timeout: 30_000 }).toEqual(['Conectar un número de la API de WhatsApp']);
    await axe('new setup link');
    await d.shoot('setup-link-preview');

    await page.getByRole('button', { name: 'Create setup link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme Onboarding' }).waitFor();
    const card = page.getByTestId('setup-link').first();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toBe('active');
    linkUrl = (await card.getByTestId('link-url').textContent()) ?? '';
    expect(linkUrl).toMatch(/\/onboarding\/[\w-]+$/);
    await card.getByRole('button', { name: 'Copy the link' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText()), { timeout: 30_000 }).toBe(linkUrl);
    expect(await card.getByText('Spanish').count()).toBe(1);
    expect(await card.getByRole('img', { name: 'Primary #0F766E' }).count()).toBe(1);
  }, 120_000);

  it("the customer connects a number through the link in another browser; the owner's page follows without a reload", async () => {
    const owner = d.page;
    await expect.poll(() => owner.locator('li[data-step="opened"]').getAttribute('data-state'), { timeout: 30_000 }).toBe('current');
    // The register call is held upstream, so the owner's page is seen showing the running step.
    await d.stack.sim('POST', '/__sim/faults', { match: { method: 'POST', path: '/register' }, kind: 'latency', latencyMs: 8000, times: 1 });

    const customerContext = await d.browser.newContext({ viewport: { width: 1000, height: 800 } });
    try {
      const page = await customerContext.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(linkUrl);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Conectar un número de la API de WhatsApp' }).click()]);
      await popup.waitForLoadState();
      await popup.getByLabel('Email address').fill(world.user.email);
      await popup.getByLabel('Password').fill(world.user.password);
      await popup.getByRole('button', { name: 'Log in' }).click();
      await popup.locator(`input[name=business_id][value="${world.businessId}"]`).check();
      await popup.getByRole('button', { name: 'Continue' }).click();
      await popup.getByLabel('Create a new WhatsApp Business account').check();
      await popup.getByRole('button', { name: 'Continue' }).click();
      await popup.getByLabel('WhatsApp Business account name').fill('Acme Onboarding');
      await popup.getByLabel('WhatsApp Business display name').fill('Acme Onboarding');
      await popup.getByRole('button', { name: 'Continue' }).click();
      await popup.getByLabel('Add a new phone number').check();
      await popup.getByLabel('Country code').fill('1');
      await popup.getByLabel('Phone number', { exact: true }).fill(world.newNumber.slice(1));
      await popup.getByRole('button', { name: 'Next' }).click();
      await popup.getByLabel('Verification code').waitFor();
      const sent = (await d.stack.sim('GET', `/__sim/signup/codes/last?phone_number=%2B${world.newNumber}`)) as { code: string };
      await popup.getByLabel('Verification code').fill(`${sent.code.slice(0, 3)}-${sent.code.slice(3)}`);
      await popup.getByRole('button', { name: 'Verify' }).click();
      await popup.getByRole('button', { name: 'Confirm' }).click();

      // The owner's page (never reloaded) shows the step running, then the number connected.
      await expect.poll(() => owner.locator('li[data-step="registering"]').getAttribute('data-state'), { timeout: 30_000 }).toBe('current');
      expect(await owner.locator('li[data-step="subscribing"]').getAttribute('data-state')).toBe('done');
      await expect.poll(() => owner.locator('li[data-step="connected"]').getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
      await page.getByTestId('outcome').waitFor();
      expect(await page.getByTestId('outcome').textContent()).toContain('Su número está conectado.');
    } finally {
      await customerContext.close();
    }
    const numberLinks = owner.getByRole('table', { name: 'Numbers of the customer' }).getByRole('link');
    await expect.poll(() => numberLinks.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => owner.getByTestId('setup-link').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('used');
    expect(await owner.locator('li[data-step="link"]').getAttribute('data-state')).toBe('done');
    await axe('customer onboarding');
    await d.shoot('customer-onboarding');
    await numberLinks.first().click();
    await owner.getByRole('heading', { level: 2, name: 'Health check' }).waitFor();
    connectedPn = owner.url().split('/').pop() ?? '';
    expect(connectedPn).toMatch(/^\d+$/);
  }, 120_000);

  it("the number's page: its fields, a health check with each check in words, a display name request", async () => {
    const page = d.page;
    const fields = page.getByRole('definition');
    await expect.poll(() => fields.allTextContents(), { timeout: 30_000 }).toContain(connectedPn);
    expect(await page.getByText('Dedicated API number').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Run a health check' }).click();
    const result = page.getByTestId('health-result');
    await result.waitFor();
    expect(await result.locator('li[data-check]').count()).toBe(6);
    expect(await result.locator('li[data-check="token_validity"]').textContent()).toMatch(/^The access token is valid: (Passed|Failed|Unknown)/);
    expect(await result.locator('li[data-check="phone_number_access"]').textContent()).toContain('Passed');

    await page.getByRole('textbox', { name: 'New display name' }).fill('Acme Onboarding Team');
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    const requests = page.getByRole('table', { name: 'Display name requests' });
    await expect.poll(() => requests.getByRole('row').nth(1).getByRole('cell').first().textContent(), { timeout: 30_000 }).toBe('Acme Onboarding Team');
    await axe('number detail');
    await d.shoot('number-detail');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await axe('number detail, dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }, 120_000);

  it('the numbers list and the templates page: the template created at the simulator, by status', async () => {
    const page = d.page;
    await page.goto(d.url('numbers'));
    await expect.poll(() => page.getByRole('table', { name: 'Numbers' }).getByRole('row').count(), { timeout: 30_000 }).toBe(3);
    await axe('numbers list');
    await d.shoot('numbers-list');

    await page.goto(d.url(`templates?number=${second.phoneNumberId}`));
    const table = page.getByRole('table', { name: 'Templates' });
    await expect.poll(() => table.getByRole('row').nth(1).textContent(), { timeout: 30_000 }).toContain('order_shipped');
    const row = await table.getByRole('row').nth(1).textContent();
    expect(row).toContain('Utility');
    expect(row).toContain('en_US');
    expect(row).toContain('Body: Hi {{1}}, your order shipped');
    expect(row).toMatch(/Approved: can be sent|Pending: in review/);
    // Its quality as the upstream rates it: a new template is not rated yet.
    expect(row).toContain('Not rated yet');
    // The status filter (kept in the URL): no rejected template, then the approved or pending one again.
    await page.goto(d.url(`templates?number=${second.phoneNumberId}&status=REJECTED`));
    await expect.poll(() => page.getByText('No template matches these filters.').count(), { timeout: 30_000 }).toBe(1);
    await page.goto(d.url(`templates?number=${second.phoneNumberId}&status=APPROVED,PENDING`));
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBe(2);
    await axe('templates');
    await d.shoot('templates');
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
