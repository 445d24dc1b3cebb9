/**
 * Broadcasts in a real browser on the real platform (issue 38 page 4): chromium drives the dashboard the
 * gateway serves, over broadcasts, messaging-proxy, contacts and funding, with the upstream simulator
 * on the other end. An owner creates a draft from an approved template, uploads a CSV of recipients
 * (a bad row shown with its row number and left out, the good ones added), sends it, watches the
 * counters live until it completes with one recipient failing at the upstream (its reason shown), and
 * duplicates it. Risks removed: a CSV whose bad rows reach the API or whose good rows never do, a progress
 * page that never updates or hides why a message failed, actions offered in states the API refuses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from '../src';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

let d: DashboardStack;
let num: ConnectedNumber;
let broadcastUrl = '';

/**
 * The services of the journey. Funding prices and holds each send against the project's credits
 * (decision 0230); E2E_BROADCASTS_UNPRICED=1 leaves it out (sends unpriced) on a box too loaded to
 * start five apps within the harness's 90 s.
 */
const SERVICES: Array<'messaging-proxy' | 'contacts' | 'funding' | 'broadcasts'> =
  process.env.E2E_BROADCASTS_UNPRICED === '1' ? ['messaging-proxy', 'contacts', 'broadcasts'] : ['messaging-proxy', 'contacts', 'funding', 'broadcasts'];

/** Prices of the sends (US numbers), so the project pays for its marketing templates. */
const card = { currency: 'USD', rates: { US: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };

/** The rate card and a credits top-up of the project. */
async function priceSends(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'broadcasts-card-'));
  writeFileSync(path.join(dir, 'card.json'), JSON.stringify(card));
  await d.stack.admin(['rate-card', 'load', '--file', path.join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
  await d.stack.admin(['credits', 'top-up', '--project', d.projectId, '--amount', '5.00', '--reference', `broadcasts-${d.projectId}`, '--json']);
}

beforeAll(async () => {
  d = await startDashboardStack({ services: SERVICES });
  if (SERVICES.includes('funding')) await priceSends();
  num = await connectSimulatorNumber(d.stack, d.apiKey, 'Spring shop');
  // The approved marketing template `promo` (`Hi {{1}}, {{2}} off today`) on the number's account.
  const graph = (method: string, p: string, body?: unknown) =>
    fetch(`${d.stack.simUrl}/v24.0/${p}`, {
      method,
      headers: { authorization: `Bearer ${num.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const created = await graph('POST', `${num.wabaId}/message_templates`, {
    name: 'promo',
    language: 'en_US',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Hi {{1}}, {{2}} off today', example: { body_text: [['Ann', '20%']] } }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await poll(async () =>
    (await graph('GET', `${num.wabaId}/message_templates?name=promo&fields=status`)).body.data?.[0]?.status === 'APPROVED' ? true : undefined,
  );
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  await d?.stop();
});

describe('broadcasts in the dashboard', () => {
  it('creates a draft from an approved template of a number, with default values and a preview', async () => {
    const { page } = d;
    await page.goto(d.url('broadcasts'));
    await page.getByRole('heading', { level: 1, name: 'Broadcasts' }).waitFor();
    await page.getByText(/No broadcast yet/).waitFor();
    expect(await d.axe('broadcasts, empty')).toEqual([]);
    await page.getByRole('link', { name: 'New broadcast' }).click();
    await page.getByRole('heading', { level: 1, name: 'New broadcast' }).waitFor();
    await page.getByLabel('Name').fill('Spring sale');
    await page.getByRole('combobox', { name: 'Sent from' }).click();
    await page.getByRole('option', { name: /Spring shop/ }).click();
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: /promo · en_US · marketing/ }).click();
    // The template's variables as inputs; the preview fills them as they are typed.
    await page.getByLabel('Body {{2}}').fill('20%');
    const preview = page.getByRole('group', { name: 'Preview of the message' });
    await expect.poll(() => preview.textContent()).toContain('Hi {{1}}, 20% off today');
    // Half-filled defaults are refused in words before anything is sent.
    await page.getByRole('button', { name: 'Create the draft' }).click();
    await page.getByRole('alert').filter({ hasText: 'Fill in every default value, or none' }).waitFor();
    await page.getByLabel('Body {{1}}').fill('friend');
    await expect.poll(() => preview.textContent()).toContain('Hi friend, 20% off today');
    expect(await d.axe('new broadcast')).toEqual([]);
    await page.getByRole('button', { name: 'Create the draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spring sale' }).waitFor();
    broadcastUrl = page.url();
    const id = broadcastUrl.split('/').pop() as string;
    const stored = await d.stack.api(d.apiKey, 'GET', `/messaging/broadcasts/${id}`);
    expect(stored.body.data).toMatchObject({
      status: 'draft',
      phone_number_id: num.phoneNumberId,
      template: { name: 'promo', status: 'APPROVED' },
      template_parameters: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'friend' },
            { type: 'text', text: '20%' },
          ],
        },
      ],
    });
    // A draft without recipients offers no send or schedule yet.
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send now' }).count()).toBe(0);
  }, 120_000);

  it('adds recipients from a CSV: the bad row is shown with its row number and left out, the good ones are added', async () => {
    const { page } = d;
    const csv = ['phone,first,discount', '+1 555 020 0001,Ann,', '15550200002,Bo,30%', 'call me maybe,Cy,10%', '(155) 5020-0003,,15%', ''].join('\n');
    await page.locator('input[type="file"]').setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The columns are guessed from the header names.
    await expect.poll(() => page.getByRole('combobox', { name: 'Phone number column' }).inputValue()).toBe('phone');
    // `first` and `discount` name no variable: each is mapped by hand (unmapped, a variable takes the default).
    await expect.poll(() => page.getByRole('combobox', { name: 'Column for Body {{1}}' }).inputValue()).toBe('None: the default “friend”');
    await page.getByRole('combobox', { name: 'Column for Body {{1}}' }).click();
    await page.getByRole('option', { name: 'first', exact: true }).click();
    await page.getByRole('combobox', { name: 'Column for Body {{2}}' }).click();
    await page.getByRole('option', { name: 'discount', exact: true }).click();
    await page.getByText('4 rows in the file: 3 ready, 1 with errors (not sent).').waitFor();
    const notAdded = page.getByRole('table', { name: 'Rows not added' });
    await expect.poll(() => notAdded.textContent()).toContain('Row 4');
    expect(await notAdded.textContent()).toContain('Invalid phone number “call me maybe” (7 to 15 digits)');
    // The first good row's message, its empty cell taking the default.
    await expect.poll(() => page.getByRole('group', { name: 'Preview for row 2' }).textContent()).toContain('Hi Ann, 20% off today');
    expect(await d.axe('broadcast, CSV checked')).toEqual([]);
    await d.shoot('broadcast-new-csv');
    await page.getByRole('button', { name: 'Add 3 recipients' }).click();
    await page.getByText('Done: 3 added.').waitFor();
    const recipients = page.getByRole('table', { name: 'Recipients' });
    await expect.poll(async () => await recipients.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
    expect(await recipients.textContent()).toContain('+15550200003');
    expect(await recipients.textContent()).toContain('{{1}} = friend');
    const id = broadcastUrl.split('/').pop() as string;
    const listed = await d.stack.api(d.apiKey, 'GET', `/messaging/broadcasts/${id}/recipients`);
    expect(listed.body.data.map((r: { phone_number: string }) => r.phone_number).sort()).toEqual(['15550200001', '15550200002', '15550200003']);
    const ann = listed.body.data.find((r: { phone_number: string }) => r.phone_number === '15550200001');
    expect(ann.template_components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Ann' },
          { type: 'text', text: '20%' },
        ],
      },
    ]);
    await expect.poll(() => page.locator('[data-counter="total_recipients"]').textContent()).toBe('3');
  }, 120_000);

  it('sends it and follows the counters live to completed, one recipient failing at the upstream with its reason shown', async () => {
    const { page } = d;
    await d.stack.sim('POST', '/__sim/faults', {
      match: { method: 'POST', path: `${num.phoneNumberId}/messages` },
      kind: 'graph_error',
      code: 132000,
      status: 400,
      times: 1,
    });
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    // The dialog closes once the send command is answered (accepted or refused): a failure here is the command
    // unanswered, one below is a broadcast that was accepted but does not progress.
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 30_000 });
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.waitFor();
    const refused = await actions
      .getByRole('alert')
      .filter({ hasNotText: /^Sending:/ })
      .allTextContents();
    expect(refused, 'the send command was refused').toEqual([]);
    // Live: the page refetches while sending, with no reload, until nothing is pending.
    await expect.poll(() => page.locator('[data-counter="pending"]').textContent(), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Completed/ })
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await page.locator('[data-counter="failed"]').textContent()).toBe('1');
    expect(await page.locator('[data-counter="sent"]').textContent()).toBe('2');
    await expect.poll(() => page.locator('[data-counter="read"]').textContent(), { timeout: 30_000 }).toBe('2');
    // Completed: resume (for the failed one) and duplicate, no send/stop/delete.
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // Why it failed: the failed recipient with the upstream's code and message.
    await page.getByRole('combobox', { name: 'Recipient status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    const recipients = page.getByRole('table', { name: 'Recipients' });
    await expect.poll(async () => recipients.locator('tbody tr').count()).toBe(1);
    const row = (await recipients.locator('tbody tr').textContent()) ?? '';
    expect(row).toContain('Failed');
    expect(row).toContain('132000');
    expect(row).toContain('HTTP 400');
    expect(await d.axe('broadcast progress')).toEqual([]);
    await d.shoot('broadcast-progress');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await d.axe('broadcast progress, dark')).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }, 120_000);

  it('duplicates it: the copy becomes a draft with the same recipients; the list shows both', async () => {
    const { page } = d;
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spring sale (copy)' }).waitFor();
    await expect.poll(() => page.getByText('Draft', { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.locator('[data-counter="total_recipients"]').textContent(), { timeout: 30_000 }).toBe('3');
    await page.getByRole('button', { name: 'Send now' }).waitFor();
    await page.getByRole('link', { name: 'All broadcasts' }).click();
    const table = page.getByRole('table', { name: 'Broadcasts' });
    await expect.poll(async () => table.locator('tbody tr').count()).toBe(2);
    expect(await table.textContent()).toContain('Spring sale (copy)');
    expect(await table.textContent()).toContain('Completed');
    // The status filter narrows the list (as the API filters it).
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect.poll(async () => table.locator('tbody tr').count()).toBe(1);
    expect(page.url()).toContain('status=completed');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect.poll(async () => table.locator('tbody tr').count()).toBe(2);
    expect(await d.axe('broadcasts list')).toEqual([]);
    await d.shoot('broadcasts-list');
    // A viewer reads everything and is offered no command.
    const viewer = await d.addMember('viewer');
    const ctx = await d.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const other = await ctx.newPage();
    await d.signIn(viewer, other);
    await other.goto(broadcastUrl);
    await other.getByRole('heading', { level: 1, name: 'Spring sale' }).waitFor();
    await expect.poll(() => other.locator('[data-counter="failed"]').textContent()).toBe('1');
    for (const name of ['Duplicate', 'Resume', 'Send now']) expect(await other.getByRole('button', { name }).count(), name).toBe(0);
    await other.goto(d.url('broadcasts'));
    await other.getByRole('table', { name: 'Broadcasts' }).waitFor();
    expect(await other.getByRole('link', { name: 'New broadcast' }).count()).toBe(0);
    await ctx.close();
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
