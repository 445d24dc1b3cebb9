/**
 * The dashboard in a real browser (chromium, playwright-core), decision 0021. Risk removed: the
 * pieces that only work together in a browser — the gateway serving the build under its CSP, the
 * session cookie and CSRF token of sign-in, the role of each project deciding the navigation, the
 * notification stream updating an open page, the inbox's filters living in the URL and its live stream
 * (contacts' events on NATS → the gateway → EventSource → the list refetched) — each looking right
 * while the whole does not; and pages with serious accessibility faults at either width or theme.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { buildDashboard, createTestBus, launchChromium, seriousAxeViolations, type TestBus } from '@platform/testing';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContacts, startGateway, type DashboardGateway, type FakeContacts } from './support';

const EMAIL = 'ana@acme.test';
/** Screenshots go to docs/dashboard/ when DASHBOARD_SCREENSHOTS=1, else to a temporary directory. */
const SHOTS = process.env.DASHBOARD_SCREENSHOTS === '1' ? path.resolve(__dirname, '../../../docs/dashboard') : mkdtempSync(path.join(tmpdir(), 'dash-shots-'));

let dist: string;
let gw: DashboardGateway;
let peers: FakeContacts;
let bus: TestBus;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let password: string;
let projectA: string;
let projectB: string;
const cspViolations: string[] = [];

/** A webhook-disabled event on NATS, as webhooks' outbox relay publishes it: the owner is notified. */
async function webhookDisabled(projectId: string, host: string): Promise<void> {
  const payload = {
    event_id: randomUUID(),
    project_id: projectId,
    webhook_id: randomUUID(),
    endpoint_host: host,
    reason: 'gone',
    occurred_at: new Date().toISOString(),
  };
  const type = 'svc.webhooks.v1.WebhookDisabled';
  await bus.publish('webhooks.webhook.disabled', encodeEvent(type, payload), {
    msgId: randomUUID(),
    headers: envelopeHeaders({ id: payload.event_id, type, occurredAt: payload.occurred_at, projectId, headers: {} }),
  });
}

/** A customer's message as contacts' outbox relay publishes it (decision 0022): the live stream relays its ids. */
async function messageReceived(projectId: string, conversationId: string): Promise<void> {
  const type = 'svc.contacts.v1.CustomerEvent';
  const messageId = randomUUID();
  const payload = {
    event_id: randomUUID(),
    project_id: projectId,
    name: 'messaging.message.received',
    fields_json: JSON.stringify({
      message: { id: messageId, type: 'text', text: { body: 'Hi again' }, svc: { direction: 'inbound', status: 'received', wamid: `wamid.${messageId}` } },
      conversation: { id: conversationId, phone_number_id: '4001', status: 'active' },
      is_new_conversation: true,
      phone_number_id: '4001',
    }),
    phone_number_ids: ['4001'],
    occurred_at: new Date().toISOString(),
  };
  await bus.publish('contacts.customer_event.created', encodeEvent(type, payload), {
    msgId: randomUUID(),
    headers: envelopeHeaders({ id: payload.event_id, type, occurredAt: payload.occurred_at, projectId, headers: {} }),
  });
}

/** The names in the inbox's list, in order. */
const listed = () => page.getByRole('list', { name: 'Conversations' }).getByRole('link').allTextContents();

/** axe-core on the page as it is: no serious or critical violation. */
async function expectAccessible(label: string): Promise<void> {
  expect(await seriousAxeViolations(page, label), label).toEqual([]);
}

/** Screenshots of the page at 1280 and 375 px wide. */
async function shoot(name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** What the page's own code reads in the browser (the test's tsconfig has no DOM types). */
type BrowserGlobals = { document: { activeElement: { textContent: string | null; id: string } | null } };

const hours = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dist = buildDashboard();
  peers = await startFakeContacts();
  bus = await createTestBus();
  gw = await startGateway({ DASHBOARD_DIR: dist, CONTACTS_GRPC_ADDRESS: peers.address, NATS_URL: 'nats://127.0.0.1:4222', BUS_NAMESPACE: bus.namespace });
  projectA = (await gw.projects.createProject('Acme Support', 'enterprise')).project.id;
  const b = await gw.projects.createProject('Beta Shop', 'enterprise');
  projectB = b.project.id;
  password = (await gw.users.addOwner(projectA, EMAIL)).password!;
  // In Beta Shop the same person is an agent: another owner first (a project keeps one), then the role changed by the API.
  await gw.users.addOwner(projectB, 'owner@beta.test');
  const member = (await gw.users.addOwner(projectB, EMAIL)).member;
  const res = await fetch(`${gw.url}/platform/v1/users/${member.id}`, {
    method: 'PATCH',
    headers: { 'x-api-key': b.secret, 'content-type': 'application/json' },
    body: JSON.stringify({ user: { role: 'agent' } }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  peers.conversations.push(
    {
      id: randomUUID(),
      project_id: projectA,
      contact_name: 'Kim Older',
      phone_number: '+15550100001',
      last_active_at: hours(5),
      last_message_text: 'Is my order shipped?',
    },
    {
      id: randomUUID(),
      project_id: projectA,
      contact_name: 'Lee Newer',
      phone_number: '+15550100002',
      last_active_at: hours(1),
      last_message_text: 'Thanks, that helped',
    },
    {
      id: randomUUID(),
      project_id: projectA,
      contact_name: 'Pat Pending',
      phone_number: '+15550100004',
      last_active_at: hours(3),
      last_message_text: 'We will call you back',
      last_message_direction: 'outbound',
      inbox_status: 'pending',
      unread_count: 2,
    },
    {
      id: randomUUID(),
      project_id: projectB,
      contact_name: 'Max Beta',
      phone_number: '+15550100003',
      last_active_at: hours(2),
      last_message_text: 'Hello Beta',
    },
  );
  browser = await launchChromium();
  ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await ctx.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await gw?.stop();
  await gw?.cleanup();
  await bus?.cleanup();
  await peers?.close();
  if (!SHOTS.endsWith('docs/dashboard')) rmSync(SHOTS, { recursive: true, force: true });
});

describe('the dashboard in chromium', () => {
  it('sends a visitor to sign-in, and refuses a wrong password with a sentence', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.waitForURL(/\/app\/sign-in$/);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password.');
    await expectAccessible('sign-in');
    await shoot('sign-in-light');
  });

  it('signs in and shows the project’s conversations, newest first, each linking to its page', async () => {
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/app/p/${projectA}/conversations$`));
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual(['Lee Newer', 'Kim Older']);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // An owner: every section, under its group (decision 0025).
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Conversations',
      'Customers',
      'Numbers',
      'Templates',
      'Broadcasts',
      'Workflows',
      'Agent runs',
      'Flows',
      'Functions',
      'Findings',
      'Webhooks',
      'Logs',
      'API keys',
      'MCP approvals',
      'Funding and billing',
      'Notifications',
      'Users and roles',
      'Inbox embeds',
      'Audit log',
      'Profile',
    ]);
    expect(await nav.getByRole('group').allTextContents()).toEqual([
      expect.stringMatching(/^Messaging/),
      expect.stringMatching(/^Automation/),
      expect.stringMatching(/^Developers/),
      expect.stringMatching(/^Account/),
    ]);
    await expectAccessible('conversations');
    await shoot('conversations-light');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible('conversations, 375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await list.getByRole('link', { name: 'Kim Older' }).click();
    await page.getByRole('heading', { name: 'Kim Older' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('+15550100001');
    // Wide: the list stays beside the conversation, the open one marked.
    expect(await list.getByRole('link', { name: 'Kim Older' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible('conversation');
  });

  it('filters by inbox status with a tab showing its count; the search narrows; every filter is in the URL', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    const pending = page.getByRole('tab', { name: 'Pending 1' });
    await pending.waitFor();
    expect(await page.getByRole('tab', { name: 'Open 2' }).getAttribute('aria-selected')).toBe('true');
    await pending.click();
    await page.waitForURL(/[?&]inbox_status=pending(&|$)/);
    await expect.poll(listed).toEqual(['Pat Pending']);
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    expect(await row.textContent()).toContain('You: We will call you back');
    expect(await row.getByLabel('2 unread').count()).toBe(1);
    await page.getByRole('tab', { name: 'All 3' }).click();
    await expect.poll(listed).toEqual(['Lee Newer', 'Pat Pending', 'Kim Older']);
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('kim');
    await page.waitForURL(/[?&]q=kim(&|$)/);
    await expect.poll(listed).toEqual(['Kim Older']);
    expect(new URL(page.url()).searchParams.get('inbox_status')).toBe('all');
  });

  it('a deep link with filters reloads to the same view; opening a conversation keeps the filters, also at 375 px', async () => {
    await page.reload();
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await expect.poll(listed).toEqual(['Kim Older']);
    expect(await page.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search conversations' }).inputValue()).toBe('kim');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: 'Kim Older' }).click();
    await page.getByRole('heading', { name: 'Kim Older' }).waitFor();
    expect(new URL(page.url()).search).toBe('?inbox_status=all&q=kim');
    // Narrow: the conversation alone, with a way back to the same filtered list.
    expect(await page.getByRole('list', { name: 'Conversations' }).count()).toBe(0);
    await page.getByRole('link', { name: '‹ Back to conversations' }).click();
    await expect.poll(listed).toEqual(['Kim Older']);
    expect(new URL(page.url()).search).toBe('?inbox_status=all&q=kim');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('contact property filters: up to three chips in the URL, a fourth refused with a sentence, one removed', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await page.getByRole('button', { name: 'More filters' }).click();
    const form = page.getByRole('form', { name: 'Contact property filter' });
    for (const [k, v] of [
      ['plan', 'gold'],
      ['city', 'Lima'],
      ['tier', '1'],
    ]) {
      await form.getByLabel('Property').fill(k!);
      await form.getByLabel('Value').fill(v!);
      await form.getByRole('button', { name: 'Add' }).click();
      await page.waitForURL(new RegExp(`contact_property%5B${k}%5D=${v}`));
      // Its chip: the list rendered the new view (a navigation commits as a transition, after the URL).
      await page.getByRole('button', { name: `Remove the filter ${k} = ${v}` }).waitFor();
    }
    await form.getByLabel('Property').fill('vip');
    await form.getByLabel('Value').fill('yes');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('At most 3 contact property filters at once');
    expect(new URL(page.url()).searchParams.has('contact_property[vip]')).toBe(false);
    await expectAccessible('inbox, more filters');
    await shoot('inbox-filters-light');
    await page.getByRole('button', { name: 'Remove the filter city = Lima' }).click();
    await page.waitForURL((u) => !u.searchParams.has('contact_property[city]'));
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['contact_property[plan]', 'contact_property[tier]']);
  });

  it('a customer’s message published on NATS shows in the open list without a reload', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.locator('[data-live="live"]').waitFor({ timeout: 15_000 });
    await expect.poll(listed).toEqual(['Lee Newer', 'Kim Older']);
    const id = randomUUID();
    peers.conversations.push({
      id,
      project_id: projectA,
      contact_name: 'Nia Live',
      phone_number: '+15550100005',
      last_active_at: new Date().toISOString(),
      last_message_text: 'Hi again',
      unread_count: 1,
    });
    await messageReceived(projectA, id);
    await expect.poll(listed, { timeout: 15_000 }).toEqual(['Nia Live', 'Lee Newer', 'Kim Older']);
    await page.getByRole('tab', { name: 'Open 3' }).waitFor();
  });

  it('loads older conversations 30 at a time as the list scrolls', async () => {
    const projectC = (await gw.projects.createProject('Gamma Store', 'enterprise')).project.id;
    await gw.users.addOwner(projectC, EMAIL);
    for (let i = 0; i < 35; i++)
      peers.conversations.push({
        id: randomUUID(),
        project_id: projectC,
        contact_name: `Customer ${String(i + 1).padStart(2, '0')}`,
        phone_number: `+1555020${String(i).padStart(4, '0')}`,
        last_active_at: hours(i + 1),
        last_message_text: 'Hello',
      });
    await page.goto(`${gw.url}/app/p/${projectC}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await expect.poll(async () => (await listed()).length).toBe(30);
    await page.getByRole('button', { name: 'Show older conversations' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await listed()).length).toBe(35);
    const names = await listed();
    expect(names[0]).toBe('Customer 01');
    expect(names[34]).toBe('Customer 35');
    expect(await page.getByRole('button', { name: 'Show older conversations' }).count()).toBe(0);
    // Back to the first project for the journeys that follow.
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
  });

  it('lists notifications, shows a new one live, marks one read', async () => {
    await webhookDisabled(projectA, 'hooks.first.test');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.waitFor({ timeout: 15_000 });
    expect(await list.getByRole('listitem').count()).toBe(1);
    // A second one arrives while the page is open: the stream brings it, no reload.
    await webhookDisabled(projectA, 'hooks.second.test');
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    expect(await list.locator('[data-status="unread"]').count()).toBe(2);
    await list
      .getByRole('button', { name: /^Mark read:/ })
      .first()
      .click();
    await expect.poll(() => list.locator('[data-status="unread"]').count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible('notifications');
    await shoot('notifications-light');
  });

  it('shows the profile', async () => {
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(EMAIL);
    await expectAccessible('profile');
  });

  it('switches project: as an agent there, conversations only', async () => {
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Beta Shop' }).click();
    await page.waitForURL(new RegExp(`/app/p/${projectB}/conversations$`));
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual(['Max Beta']);
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents()).toEqual(['Conversations']);
    // The agent's notifications page is not theirs: a typed URL lands on the conversations.
    await page.goto(`${gw.url}/app/p/${projectB}/notifications`);
    await page.waitForURL(new RegExp(`/app/p/${projectB}/conversations$`));
  });

  it('switches to the dark theme, kept after a reload; pages stay accessible in it', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark');
    await page.reload();
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark');
    await expectAccessible('conversations, dark');
    await shoot('conversations-dark');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible('conversations, dark, 375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: 'Kim Older' }).click();
    await page.getByRole('heading', { name: 'Kim Older' }).waitFor();
    await expectAccessible('inbox with a conversation open, dark');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    await expectAccessible('notifications, dark');
    await shoot('notifications-dark');
  });

  it('is keyboard-navigable: the first Tab reaches the skip link, which moves focus to the page', async () => {
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.activeElement?.id)).toBe('main');
  });

  it('signs out: the session ends, a page of the app asks to sign in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/app\/sign-in$/);
    await shoot('sign-in-dark');
    await page.goto(`${gw.url}/app/p/${projectA}/conversations`);
    await page.waitForURL(/\/app\/sign-in$/);
    const me = await page.evaluate(() => fetch('/app/api/v1/me').then((r) => r.status));
    expect(me).toBe(401);
    expect(cspViolations).toEqual([]);
  });

  it('a person with TOTP gets the code step: a wrong code refused with a sentence, the right one signs in', async () => {
    const email = 'totp@acme.test';
    const pw = (await gw.users.addOwner(projectA, email)).password!;
    const signIn = await fetch(`${gw.url}/app/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: pw }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
    const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
    const app = (method: string, p: string, body?: unknown) =>
      fetch(`${gw.url}/app/api/v1${p}`, {
        method,
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const secret = ((await (await app('POST', '/totp')).json()) as { data: { secret: string } }).data.secret;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30 });
    expect((await app('POST', '/totp/verify', { code: totp.generate() })).status).toBe(200);

    const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const p = await other.newPage();
      p.setDefaultTimeout(10_000);
      await p.goto(`${gw.url}/app/`);
      await p.getByLabel('Email').fill(email);
      await p.getByLabel(/^Password/).fill(pw);
      await p.getByRole('button', { name: 'Sign in' }).click();
      const code = p.getByLabel(/Code from your authenticator app/);
      await code.waitFor();
      await code.fill('000000' === totp.generate() ? '111111' : '000000');
      await p.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect.poll(() => p.getByRole('alert').textContent()).toContain('Invalid or already used TOTP code.');
      // The next period's code (the enrolment used this one's; one period of drift is accepted).
      await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await p.getByRole('button', { name: 'Verify and sign in' }).click();
      // `{app_url}/` opens the project's first section: an owner's overview (decision 0025).
      await p.waitForURL(new RegExp(`/app/p/${projectA}/overview$`));
    } finally {
      await other.close();
    }
  });
});
