/**
 * The inbox in a real browser on the real platform (issue 37): chromium (playwright-core) drives the
 * dashboard the gateway serves, over contacts, messaging-proxy, funding and workflows-agent, with the
 * upstream simulator on the other end. An operator who never read the API signs in, filters, opens a
 * conversation, sees a customer's message arrive live, replies inside the 24-hour window, replies with a
 * template outside it, takes control of a thread another app holds, assigns and writes a note; axe-core
 * finds no serious violation on any of those pages. Risks removed: an inbox that looks right against fakes
 * but whose reply never reaches the upstream, whose live update never arrives, whose window is not
 * enforced, or whose take-control does not move the thread.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { buildDashboard, launchChromium, seriousAxeViolations } from '@platform/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

/** Screenshots go to docs/dashboard/ when DASHBOARD_SCREENSHOTS=1, else to a temporary directory. */
const SHOTS = process.env.DASHBOARD_SCREENSHOTS === '1' ? path.resolve(__dirname, '../../../docs/dashboard') : mkdtempSync(path.join(tmpdir(), 'inbox-shots-'));

let dist: string;
let stack: Stack;
let db: Knex;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let w: { projectId: string; apiKey: string; pn: string; ownerEmail: string; ownerPassword: string; agentUserId: string; agentEmail: string };
const cspViolations: string[] = [];

/** Prices of the journeys' sends (US numbers): service replies free, templates priced. */
const card = { currency: 'USD', rates: { US: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };

/** Customers of the journeys (wa_ids). */
const ZOE = '15558880101';
const OLD = '15558880102';
const SHARED = '15558880103';

async function inbound(from: string, text: string, name: string): Promise<void> {
  await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: w.pn, from, text, name });
}

async function conversationOf(waId: string): Promise<{ id: string }> {
  // The simulator retries a webhook it could not deliver after 1 s, 5 s and 30 s, as the upstream does: on a
  // loaded box the third attempt may be the one that lands. A timeout says what the simulator saw.
  try {
    return await poll(async () => {
      const r = await stack.api(w.apiKey, 'GET', `/messaging/conversations?phone_number=${waId}`);
      return r.body.data?.[0];
    }, 60_000);
  } catch (err) {
    const d = await stack.sim('GET', '/__sim/webhooks/deliveries?field=messages');
    throw new Error(`no conversation with ${waId}: the simulator's deliveries were ${JSON.stringify(d.data)}`, { cause: err });
  }
}

/** axe-core on the page as it is: no serious or critical violation. */
async function expectAccessible(label: string): Promise<void> {
  expect(await seriousAxeViolations(page, label), label).toEqual([]);
}

/** Screenshots of the page at 1280 and 375 px wide. */
async function shoot(name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    // The shell's navigation slides in or out when the width crosses its breakpoint: let it finish.
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dist = buildDashboard();
  stack = await startStack({ services: ['contacts', 'messaging-proxy', 'funding', 'workflows-agent'], appEnv: { gateway: { DASHBOARD_DIR: dist } } });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 2 } });
  const dir = mkdtempSync(path.join(tmpdir(), 'inbox-card-'));
  writeFileSync(path.join(dir, 'card.json'), JSON.stringify(card));
  await stack.admin(['rate-card', 'load', '--file', path.join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
  const p = await stack.createProject('pro');
  await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', '5.00', '--reference', `inbox-${p.projectId}`, '--json']);
  const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const pn = fx.phone_numbers[0].id as string;
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Inbox Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Support', kind: 'production', phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  // A template as a customer creates one, through {proxy_url}; the simulator approves it moments later.
  const created = await fetch(`${stack.proxyUrl}/${fx.wabas[0].id}/message_templates`, {
    method: 'POST',
    headers: { 'x-api-key': p.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'order_update',
      language: 'en_US',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Hello {{1}}, your order {{2}} has shipped.', example: { body_text: [['Zoe', 'A-1001']] } }],
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const ownerEmail = `owner-${randomUUID()}@inbox.test`;
  const owner = (await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', ownerEmail, '--json'])) as { password: string };
  const agentEmail = `agent-${randomUUID()}@inbox.test`;
  const agent = (await stack.admin(['user', 'add-owner', '--project', p.projectId, '--email', agentEmail, '--json'])) as {
    id: string;
    user_id: string;
  };
  expect((await stack.api(p.apiKey, 'PATCH', `/users/${agent.id}`, { user: { role: 'agent' } })).status).toBe(200);
  w = { projectId: p.projectId, apiKey: p.apiKey, pn, ownerEmail, ownerPassword: owner.password, agentUserId: agent.user_id, agentEmail };

  browser = await launchChromium();
  ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  page = await ctx.newPage();
  page.setDefaultTimeout(30_000);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await stack?.stop();
  if (!SHOTS.endsWith('docs/dashboard')) rmSync(SHOTS, { recursive: true, force: true });
});

/** Upstream sends the simulator received from this number. */
async function sentToUpstream(): Promise<Array<Record<string, any>>> {
  const r = await stack.sim('GET', `/__sim/requests?method=POST&path=${w.pn}/messages`);
  return (r.data as Array<{ body: unknown }>).map((x: { body: unknown }) => (typeof x.body === 'string' ? JSON.parse(x.body) : x.body));
}

/** The conversation pane's message log. */
const log = () => page.getByRole('log', { name: 'Messages' });

/** Opens a conversation from the list by the contact's name (search first, as an operator would). */
async function open(name: string): Promise<void> {
  const q = name.split(' ')[0];
  await page.getByLabel('Search conversations').fill(q);
  // The search is written to the address a moment after typing stops, and the list re-renders for it a
  // moment later still: until then its rows are the previous view's, whose links drop the search. Click
  // only once every row links with the search (the list is the search's).
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 30_000 }).toBe(q);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect
    .poll(
      async () => {
        const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        return hrefs.length > 0 && hrefs.every((h) => new URL(h, 'http://x').searchParams.get('q') === q);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await list
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('heading', { name }).waitFor();
}

describe('the inbox, as an operator uses it', () => {
  it('signs in and sees the conversations of the project', async () => {
    await inbound(ZOE, 'Hi, where is my order?', 'Zoe Ortiz');
    await inbound(OLD, 'Do you ship to Lisbon?', 'Olga Lima');
    await conversationOf(ZOE);
    const old = await conversationOf(OLD);
    // Olga wrote two days ago: the 24-hour window is closed (the fixture moves her last message back in time).
    await db
      .withSchema(`${stack.id}_contacts`)
      .table('conversations')
      .where({ id: old.id })
      .update({ last_inbound_at: new Date(Date.now() - 48 * 3600_000) });
    await page.goto(`${stack.gatewayUrl}/app/p/${w.projectId}/conversations`);
    await page.getByLabel('Email').fill(w.ownerEmail);
    await page.getByLabel(/^Password/).fill(w.ownerPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect
      .poll(async () => (await list.getByRole('link').allTextContents()).sort(), { timeout: 30_000 })
      .toEqual([expect.stringContaining('Olga Lima'), expect.stringContaining('Zoe Ortiz')]);
    await expectAccessible('inbox');
  }, 120_000);

  it('filters by a search, opens a conversation and sees a new message arrive live', async () => {
    await open('Zoe Ortiz');
    await expect.poll(() => page.getByRole('list', { name: 'Conversations' }).getByRole('link').count(), { timeout: 30_000 }).toBe(1);
    expect(page.url()).toContain('q=Zoe');
    await expect.poll(() => log().textContent(), { timeout: 30_000 }).toContain('Hi, where is my order?');
    await inbound(ZOE, 'It was order A-1001', 'Zoe Ortiz');
    await expect.poll(() => log().textContent(), { timeout: 30_000 }).toContain('It was order A-1001');
    await expectAccessible('conversation');
  }, 120_000);

  it('replies inside the 24-hour window: the reply reaches the upstream once and shows in the thread', async () => {
    await expect.poll(() => page.getByRole('region', { name: 'Reply to the customer' }).textContent(), { timeout: 30_000 }).toContain('You can reply until');
    await page.getByLabel('Reply', { exact: true }).fill('It left our warehouse this morning.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => log().textContent(), { timeout: 30_000 }).toContain('It left our warehouse this morning.');
    const sent = (await sentToUpstream()).filter((m) => m.type === 'text' && m.to === ZOE);
    expect(sent).toEqual([expect.objectContaining({ text: expect.objectContaining({ body: 'It left our warehouse this morning.' }) })]);
    await shoot('inbox-conversation-light');
  }, 120_000);

  it('outside the window offers only approved templates, and sends one with its parameters', async () => {
    await open('Olga Lima');
    const reply = page.getByRole('region', { name: 'Reply to the customer' });
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toContain('The 24-hour window is closed');
    expect(await page.getByLabel('Reply', { exact: true }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: /order_update/ }).click();
    await page.getByLabel('Body {{1}}').fill('Olga');
    await page.getByLabel('Body {{2}}').fill('A-2002');
    await shoot('inbox-template');
    await page.getByRole('button', { name: 'Send the template' }).click();
    await expect.poll(async () => (await sentToUpstream()).filter((m) => m.type === 'template' && m.to === OLD).length, { timeout: 30_000 }).toBe(1);
    const [t] = (await sentToUpstream()).filter((m) => m.type === 'template' && m.to === OLD);
    expect(t.template).toMatchObject({ name: 'order_update', language: { code: 'en_US' } });
    expect(JSON.stringify(t.template.components)).toContain('A-2002');
    await expectAccessible('conversation outside the window');
  }, 120_000);

  it('takes control of a thread another app handles on a shared number, then hands it back', async () => {
    await inbound(SHARED, 'Can a person help me?', 'Sam Shared');
    await conversationOf(SHARED);
    await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'handover',
      phone_number_id: w.pn,
      wa_id: SHARED,
      action: 'pass',
      new_owner_app_id: '999000111',
    });
    await poll(async () => {
      const r = await stack.api(w.apiKey, 'GET', `/messaging/conversations?phone_number=${SHARED}`);
      return r.body.data?.[0]?.thread?.handler === 'other_app' ? true : undefined;
    }, 30_000);
    await open('Sam Shared');
    await expect.poll(() => page.getByText(/Another app .*controls this thread/).count(), { timeout: 30_000 }).toBe(1);
    // The API would refuse a reply (409 thread_not_owner): no reply box, the reason instead.
    expect(await page.getByLabel('Reply', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Reply to the customer' }).textContent()).toContain('held by another app');
    await shoot('inbox-thread-other-app');
    await page.getByRole('button', { name: 'Take control' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Take control' }).click();
    await expect.poll(async () => (await stack.sim('GET', `/__sim/requests?method=POST&path=${w.pn}/thread_control`)).count, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByText(/Another app .*controls this thread/).count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByLabel('Reply', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Hand back' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand back' }).click();
    await expect.poll(async () => (await stack.sim('GET', `/__sim/requests?method=POST&path=${w.pn}/thread_control`)).count, { timeout: 30_000 }).toBe(2);
  }, 120_000);

  it('assigns the conversation to a teammate and adds a private note', async () => {
    await open('Zoe Ortiz');
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: new RegExp(w.agentEmail.replace(/[.+]/g, '\\$&')) }).click();
    const conv = await conversationOf(ZOE);
    await poll(async () => {
      const r = await stack.api(w.apiKey, 'GET', `/messaging/conversations/${conv.id}`);
      return r.body.data?.assigned_user_id === w.agentUserId ? true : undefined;
    }, 30_000);
    await page.getByLabel('New note').fill('Customer is waiting for the tracking number.');
    await page.getByRole('button', { name: 'Add the note' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: /notes/i }).textContent(), { timeout: 30_000 })
      .toContain('Customer is waiting for the tracking number.');
    await expect
      .poll(async () => (await stack.api(w.apiKey, 'GET', `/messaging/conversations/${conv.id}/notes`)).body.data, { timeout: 30_000 })
      .toEqual([expect.objectContaining({ body: 'Customer is waiting for the tracking number.' })]);
    await expectAccessible('conversation with assignment and note');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible('conversation, dark');
    await page.setViewportSize({ width: 375, height: 860 });
    await expectAccessible('conversation, dark, 375 px');
    await page.setViewportSize({ width: 1280, height: 860 });
    await shoot('inbox-conversation-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(cspViolations).toEqual([]);
  }, 120_000);

  it('shows the newest 50 notes, and older ones on demand', async () => {
    const conv = await conversationOf(ZOE);
    for (let i = 1; i <= 50; i++) {
      const r = await stack.api(w.apiKey, 'POST', `/messaging/conversations/${conv.id}/notes`, { note: { body: `Follow-up ${i}` } });
      expect(r.status).toBe(201);
    }
    await page.reload();
    const notes = page.getByRole('region', { name: /notes/i });
    await expect.poll(() => notes.textContent(), { timeout: 30_000 }).toContain('Follow-up 50');
    // The note of the test before is the 51st newest: not shown until asked for.
    expect(await notes.textContent()).not.toContain('Customer is waiting for the tracking number.');
    await notes.getByRole('button', { name: 'Show older notes' }).scrollIntoViewIfNeeded();
    await shoot('inbox-notes-older');
    await notes.getByRole('button', { name: 'Show older notes' }).click();
    await expect.poll(() => notes.textContent(), { timeout: 30_000 }).toContain('Customer is waiting for the tracking number.');
    await expect.poll(() => notes.getByRole('button', { name: 'Show older notes' }).count(), { timeout: 30_000 }).toBe(0);
  }, 120_000);
});
