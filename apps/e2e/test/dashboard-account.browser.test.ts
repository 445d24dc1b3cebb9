/**
 * Funding and billing, users and roles, API keys, inbox embeds and the audit log in a real browser
 * (issue 38 pages 10 and 11) on the real platform — gateway (with a real SMTP server for invitations),
 * messaging-proxy, funding, the upstream simulator. An owner reads the credits the admin CLI topped up
 * in the ledger, funds a business account and watches its run end, sees seeded usage as charts,
 * revokes a portfolio's funding and follows it, creates an API key (shown once) and rotates it (the old
 * secret stops, the new one works), invites a colleague who accepts the mailed link and sees a
 * developer's navigation, creates an inbox embed, and finds the rotation and the invitation in the audit
 * log; a viewer sees no write button. axe-core on every page. Risks removed: pages that look right but
 * whose writes never reach the API, secrets shown twice or never, an invitation never mailed, a role
 * offered a button the API refuses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCapture, type SmtpCapture } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNDING_TEST_ENV,
  connectSimulatorNumber,
  fundingFixtures,
  poll,
  startDashboardStack,
  type ConnectedNumber,
  type DashboardStack,
  type FundingFixture,
} from '../src';

const PRICES = { currency: 'USD', categories: { marketing: 25_000, utility: 4_000, service: 0 }, call_per_minute_micros: 10_000 };
const PASSWORD = 'a colleague’s long passphrase 42';

let d: DashboardStack;
let smtp: SmtpCapture;
let fixtures: ReturnType<typeof fundingFixtures>;
let fx: FundingFixture;
let num: ConnectedNumber;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  d = await startDashboardStack({
    services: ['messaging-proxy', 'funding'],
    appEnv: { gateway: { SMTP_URL: smtp.url }, funding: FUNDING_TEST_ENV, 'messaging-proxy': { UPSTREAM_PRICE_LIST: JSON.stringify(PRICES) } },
  });
  const { stack, projectId, apiKey } = d;
  const dir = mkdtempSync(path.join(tmpdir(), 'account-card-'));
  writeFileSync(
    path.join(dir, 'card.json'),
    JSON.stringify({ currency: 'USD', rates: { US: { marketing: '0.025', utility: '0.004', authentication: '0.0135', service: '0' } } }),
  );
  await stack.admin(['rate-card', 'load', '--file', path.join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
  await stack.admin(['credits', 'top-up', '--project', projectId, '--amount', '5.00', '--reference', 'dashboard-topup', '--json']);
  num = await connectSimulatorNumber(stack, apiKey, 'Usage Co');
  // Two marketing templates through {proxy_url}: the simulator prices them in its status webhooks (usage).
  for (const to of ['15550001111', '15550002222']) {
    const sent = await fetch(`${stack.proxyUrl}/${num.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'promo', language: { code: 'en_US' } } }),
    });
    expect(sent.status).toBe(200);
  }
  fixtures = fundingFixtures(stack);
  fx = await fixtures.setup(projectId);
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  fixtures?.close();
  await d?.stop();
  await smtp?.close();
});

describe('account pages', () => {
  it('billing: the topped-up credits in the ledger; an account funded from the page with its run followed; a portfolio revoked with its progress', async () => {
    const { page } = d;
    await page.goto(d.url('billing'));
    await page.getByRole('heading', { level: 1, name: 'Funding and billing' }).waitFor();
    const ledger = page.getByRole('table', { name: 'Credit ledger, newest first' });
    await expect.poll(() => ledger.textContent(), { timeout: 30_000 }).toContain('Reference dashboard-topup');
    expect(await ledger.textContent()).toContain('Top-up');
    await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 30_000 }).toMatch(/\$\d/);
    // The connected number's business account is offered.
    await page.getByRole('link', { name: `Funding and usage of ${num.wabaId}` }).waitFor();
    expect(await d.axe('billing')).toEqual([]);
    await d.shoot('billing');

    // Fund the fixture's account: the run is followed to its end on the page.
    await page.getByLabel('Business account id').fill(fx.wabaId);
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('heading', { level: 1, name: `Business account ${fx.wabaId}` }).waitFor();
    await page.getByRole('heading', { name: 'Fund this account' }).waitFor();
    await page.getByLabel(/^Business portfolio id/).fill(fx.portfolioId);
    await page.getByRole('button', { name: 'Start funding' }).click();
    const funding = page.getByRole('region', { name: 'Funding' }).or(page.locator('section[aria-labelledby="funding-title"]'));
    await expect.poll(() => funding.first().textContent(), { timeout: 30_000 }).toContain('Succeeded');
    await expect.poll(() => funding.first().textContent(), { timeout: 30_000 }).toContain('Funded');
    expect((await d.stack.api(d.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`)).body.data.status).toBe('funded');

    // The portfolio: its account listed funded; revoking is confirmed, then followed to succeeded.
    await page.getByRole('link', { name: fx.portfolioId }).click();
    await page.getByRole('heading', { level: 1, name: `Business portfolio ${fx.portfolioId}` }).waitFor();
    const accounts = page.getByRole('table', { name: 'Business accounts of the portfolio' });
    await expect.poll(() => accounts.textContent(), { timeout: 30_000 }).toContain('Funded');
    await page.getByLabel(/^Reason/).fill('dashboard journey');
    await page.getByRole('button', { name: 'Revoke funding' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke funding' }).click();
    await expect.poll(() => page.locator('section[aria-labelledby="revoke-title"]').textContent(), { timeout: 30_000 }).toContain('1 of 1 accounts revoked');
    expect(page.url()).toMatch(/\?operation=[0-9a-f-]{36}$/);
    expect((await d.stack.api(d.apiKey, 'GET', `/messaging/accounts/${fx.wabaId}/funding`)).body.data.status).toBe('revoked');
    expect(await d.axe('billing portfolio')).toEqual([]);
  }, 120_000);

  it('usage: the seeded messaging usage as charts with their text equivalent', async () => {
    const { page } = d;
    await poll(async () => {
      const r = await d.stack.api(d.apiKey, 'GET', `/messaging/accounts/${num.wabaId}/usage`);
      const m = r.body.data?.entries?.[0]?.breakdown?.find((b: { type: string }) => b.type === 'messaging');
      return m?.amount_micros === 50_000 ? true : undefined;
    }, 30_000);
    await page.goto(d.url(`billing/accounts/${num.wabaId}`));
    const totals = page.getByTestId('usage-totals');
    await totals.waitFor();
    expect(await totals.textContent()).toMatch(/messaging \$0\.05 \(2 messages\)/);
    await page
      .getByRole('img', { name: /Bar chart of the charges per day/ })
      .locator('svg')
      .first()
      .waitFor();
    const perDay = page.getByRole('table', { name: "Usage per day (the charts' numbers)" });
    expect(await perDay.textContent()).toContain('$0.05');
    expect(await d.axe('usage charts')).toEqual([]);
    await d.shoot('usage-charts', page, page.getByRole('heading', { name: /^Usage of business account/ }));
  }, 120_000);

  let rotatedOld = '';
  let rotatedNew = '';
  it('API keys: a key created is shown once and works; rotated from the page, the old secret stops and the new one works', async () => {
    const { page } = d;
    await page.goto(d.url('settings/api-keys'));
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByLabel('Name').fill('Journey key');
    await page.getByRole('checkbox', { name: /^Messaging/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByLabel('Secret of the new key “Journey key”', { exact: true });
    const first = (await secret.textContent())!.trim();
    expect(first).toMatch(/^mpk_/);
    expect((await d.stack.api(first, 'GET', '/messaging/phone_numbers')).status).toBe(200);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.content()).not.toContain(first);

    const row = page.getByRole('row').filter({ hasText: 'Journey key' });
    await row.getByRole('combobox', { name: 'Grace of the old secret of Journey key' }).click();
    await page.getByRole('option', { name: 'Old works at once' }).click();
    await row.getByRole('button', { name: 'Rotate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate key' }).click();
    const second = (await page.getByLabel('New secret of “Journey key”', { exact: true }).textContent())!.trim();
    expect(second).toMatch(/^mpk_/);
    expect(second).not.toBe(first);
    await expect.poll(async () => (await d.stack.api(first, 'GET', '/messaging/phone_numbers')).status, { timeout: 30_000 }).toBe(401);
    expect((await d.stack.api(second, 'GET', '/messaging/phone_numbers')).status).toBe(200);
    await expect.poll(() => page.getByRole('table', { name: 'API keys of the project' }).textContent(), { timeout: 30_000 }).toMatch(/expired|rotating/);
    rotatedOld = first;
    rotatedNew = second;
    expect(await d.axe('api keys')).toEqual([]);
    await d.shoot('api-keys');
  }, 120_000);

  it('users: a colleague invited as developer gets the mail, accepts, signs in and sees a developer’s navigation', async () => {
    const { page } = d;
    const email = `colleague-${Date.now()}@dashboard.test`;
    await page.goto(d.url('settings/users'));
    await page.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.locator('section[aria-labelledby="invite-title"]').getByRole('combobox').click();
    await page.getByRole('option', { name: /^Developer/ }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`An invitation was mailed to ${email} as developer.`).waitFor();
    const people = page.getByRole('table', { name: 'People of the project' });
    await expect.poll(() => people.textContent(), { timeout: 30_000 }).toContain(email);
    expect(await people.textContent()).toContain('Invited');
    const token = await poll(async () => smtp.lastToken(email, 'accept-invitation'), 30_000);

    // The colleague opens the mailed link in their own browser, chooses a password and is signed in to the project.
    const ctx = await d.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const dev = await ctx.newPage();
    await dev.goto(`${d.stack.gatewayUrl}/app/accept-invitation?token=${encodeURIComponent(token!)}`);
    await dev.getByRole('heading', { name: 'Join the project' }).waitFor();
    await dev.getByLabel('Your name').fill('Casey Colleague');
    await dev.getByLabel(/^New password/).fill(PASSWORD);
    await dev.getByLabel(/^The same password again/).fill(`${PASSWORD}x`);
    await dev.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => dev.getByRole('alert').textContent(), { timeout: 30_000 }).toContain('The two passwords differ');
    expect(await d.axe('accept invitation', dev)).toEqual([]);
    await dev.getByLabel(/^The same password again/).fill(PASSWORD);
    await dev.getByRole('button', { name: 'Accept and sign in' }).click();
    await dev.waitForURL(new RegExp(`/app/p/${d.projectId}/overview$`), { timeout: 30_000 });
    await page.reload();
    await expect.poll(() => people.textContent(), { timeout: 30_000 }).not.toContain('Invited');
    expect(await people.textContent()).toContain('Casey Colleague');
    expect(await d.axe('users')).toEqual([]);
    await d.shoot('users');

    // The colleague's navigation: a developer's (keys, automation), no audit log, no invite form.
    await dev.goto(d.url('settings/users'));
    await dev.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
    const nav = dev.getByRole('navigation', { name: 'Sections' }).or(dev.locator('nav[aria-label="Sections"]')).first();
    await nav.getByRole('link', { name: 'API keys' }).waitFor();
    await nav.getByRole('link', { name: 'Workflows' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await dev.getByRole('heading', { name: 'Invite a colleague' }).count()).toBe(0);
    await ctx.close();
  }, 120_000);

  it('embeds: an embed created shows its page address once with the snippet; it is listed and editable', async () => {
    const { page } = d;
    await page.goto(d.url('settings/embeds'));
    await page.getByRole('heading', { level: 1, name: 'Inbox embeds' }).waitFor();
    await page.getByLabel(/^Name/).fill('Support site');
    await page.getByLabel(/^Allowed origins/).fill('https://shop.example.com\nhttp://localhost:3000');
    await page.getByRole('button', { name: 'Create embed' }).click();
    const address = (await page.getByLabel('Page address of “Support site”', { exact: true }).textContent())!.trim();
    expect(address).toMatch(/\/app\/embed\/emb_/);
    expect(await page.getByText(`<iframe src="${address}"`).count()).toBe(1);
    const listed = await d.stack.api(d.apiKey, 'GET', '/inbox_embeds');
    expect(listed.body.data[0]).toMatchObject({
      name: 'Support site',
      scope_type: 'project',
      allowed_origins: ['https://shop.example.com', 'http://localhost:3000'],
    });
    expect(await d.axe('embeds')).toEqual([]);
    await d.shoot('embeds');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('link', { name: 'Support site' }).click();
    await page.getByRole('heading', { level: 1, name: 'Embed “Support site”' }).waitFor();
    await page.getByLabel(/^Language/).fill('pt-BR');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();
    expect((await d.stack.api(d.apiKey, 'GET', `/inbox_embeds/${listed.body.data[0].id}`)).body.data.language).toBe('pt-BR');
  }, 120_000);

  it('audit log: the key rotation and the invitation, with their details; dark theme accessible', async () => {
    const { page } = d;
    await page.goto(d.url('settings/audit'));
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const events = page.getByRole('table', { name: 'Audit events, newest first' });
    await expect.poll(() => events.textContent(), { timeout: 30_000 }).toContain('api_key.rotated');
    expect(await events.textContent()).toContain('user.invited');
    await page.getByLabel('Action', { exact: true }).fill('api_key.rotated');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => (await events.textContent())?.includes('user.invited'), { timeout: 30_000 }).toBe(false);
    await events
      .getByRole('button', { name: /^Show details of api_key\.rotated/ })
      .first()
      .click();
    expect(await events.textContent()).toMatch(/POST \/.*rotate/);
    expect(await d.axe('audit log')).toEqual([]);
    await d.shoot('audit-log');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await d.axe('audit log, dark')).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(rotatedOld && rotatedNew).toBeTruthy();
  }, 120_000);

  it('a viewer sees every page but no write button', async () => {
    const viewer = await d.addMember('viewer');
    const ctx = await d.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const v = await ctx.newPage();
    await d.signIn(viewer, v);
    await v.goto(d.url('settings/api-keys'));
    await v.getByRole('table', { name: 'API keys of the project' }).waitFor();
    expect(await v.getByRole('button', { name: /^(Create key|Rotate|Revoke)$/ }).count()).toBe(0);
    await v.goto(d.url('settings/users'));
    await v.getByRole('table', { name: 'People of the project' }).waitFor();
    expect(await v.getByRole('button', { name: /Send invitation|Remove|Withdraw/ }).count()).toBe(0);
    await v.goto(d.url('settings/embeds'));
    await v.getByRole('table', { name: 'Inbox embeds' }).waitFor();
    expect(await v.getByRole('button', { name: 'Create embed' }).count()).toBe(0);
    await v.goto(d.url(`billing/portfolios/${fx.portfolioId}`));
    await v.getByRole('table', { name: 'Business accounts of the portfolio' }).waitFor();
    expect(await v.getByRole('button', { name: 'Revoke funding' }).count()).toBe(0);
    await v.goto(d.url(`billing/accounts/${fx.wabaId}`));
    await v.getByLabel('Funding of the business account').waitFor();
    expect(await v.getByRole('button', { name: 'Start funding' }).count()).toBe(0);
    expect(await d.axe('billing account, viewer', v)).toEqual([]);
    await ctx.close();
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
