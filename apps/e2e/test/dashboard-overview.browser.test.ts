/**
 * The Overview page's journey (issue 38 page 1, decision 0025): real contacts, messaging-proxy, funding,
 * webhooks and workflows-agent behind the gateway, the upstream simulator. Traffic is seeded the way it
 * happens — three customers write in (the simulator's inbound trigger), the business answers each
 * through {proxy_url}, and the upstream fails one answer (a `failed` status with error 131026) — then
 * the owner signs in and reads the figures, switches the period (kept in the URL) and follows the
 * failure reason to the log search. axe on the page (light and dark), screenshots.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatorNumber, poll, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src';

let d: DashboardStack;
let n: ConnectedNumber;
const CUSTOMERS = ['5511911110001', '5511911110002', '5511911110003'];

/** The figure of a card (its label's card, the big number). */
const figure = (label: string) => d.page.locator('.overview-figure', { hasText: label }).locator('[data-figure]');

beforeAll(async () => {
  d = await startDashboardStack({ services: ['contacts', 'messaging-proxy', 'funding', 'webhooks', 'workflows-agent'] });
  // Sends are priced (service replies free) and paid from the project's credits.
  const dir = mkdtempSync(path.join(tmpdir(), 'overview-card-'));
  writeFileSync(
    path.join(dir, 'card.json'),
    JSON.stringify({ currency: 'USD', rates: { BR: { marketing: '0.06', utility: '0.01', authentication: '0.03', service: '0' } } }),
  );
  await d.stack.admin(['rate-card', 'load', '--file', path.join(dir, 'card.json'), '--json']);
  rmSync(dir, { recursive: true, force: true });
  await d.stack.admin(['credits', 'top-up', '--project', d.projectId, '--amount', '5.00', '--reference', `overview-${d.projectId}`, '--json']);
  n = await connectSimulatorNumber(d.stack, d.apiKey, 'Overview Co');
  for (const [i, from] of CUSTOMERS.entries())
    await d.stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: n.phoneNumberId,
      from,
      text: `hello ${i}`,
      name: `Customer ${i}`,
    });
  const wamids: string[] = [];
  for (const to of CUSTOMERS) {
    const res = await fetch(`${d.stack.proxyUrl}/${n.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': d.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'Thanks, we are on it' } }),
    });
    expect(res.status).toBe(200);
    wamids.push(((await res.json()) as { messages: Array<{ id: string }> }).messages[0]!.id);
  }
  // The upstream's statuses arrive (sent, delivered, read); then it fails the last answer.
  await poll(
    async () =>
      (await d.stack.api(d.apiKey, 'GET', `/messaging/messages?direction=outbound&status=read&limit=10`)).body.data?.length === 3 ? true : undefined,
    30_000,
  );
  await d.stack.sim('POST', '/__sim/webhooks/trigger', {
    kind: 'status',
    message_id: wamids[2],
    status: 'failed',
    errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'The recipient cannot receive it' } }],
  });
  await poll(
    async () => ((await d.stack.api(d.apiKey, 'GET', `/messaging/messages?direction=inbound&limit=10`)).body.data?.length === 3 ? true : undefined),
    30_000,
  );
  await poll(
    async () =>
      (await d.stack.api(d.apiKey, 'GET', `/messaging/messages?direction=outbound&status=failed&limit=10`)).body.data?.length === 1 ? true : undefined,
    30_000,
  );
}, 240_000);

afterAll(async () => {
  await d?.stop();
});

describe('overview', () => {
  it('shows the seeded traffic: 2 sent (delivered and read), 3 received, 1 failed with its reason; the other parts answer', async () => {
    await d.signIn(d.owner);
    await d.page.goto(d.url('overview'));
    await d.page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await expect.poll(() => figure('Messages sent').textContent(), { timeout: 30_000 }).toBe('2');
    expect(await figure('Messages received').textContent()).toBe('3');
    expect(await figure('Failed messages').textContent()).toBe('1');
    // Delivered of sent and failed: 2 of 3; read of delivered: 2 of 2.
    expect(await figure('Delivery rate').textContent()).toBe('66.7%');
    expect(await figure('Read rate').textContent()).toBe('100%');
    expect(await figure('Open findings').textContent()).toBe('0');
    expect(await figure('Webhook endpoints failing').textContent()).toBe('0');
    expect(await figure('Numbers needing attention').textContent()).toBe('0');
    await expect.poll(() => d.page.locator('.overview-figure', { hasText: 'Numbers needing attention' }).textContent()).toContain('of 1 number');
    // Failures by reason: the code and title, its count.
    const reasons = d.page.getByRole('list', { name: 'Failures by reason' });
    expect(await reasons.getByRole('listitem').count()).toBe(1);
    expect(await reasons.textContent()).toContain('131026 Message undeliverable');
    // Every chart has its text equivalent: a summary sentence and the figures as a table.
    expect(await d.page.getByRole('figure', { name: /Sent and received: Messages in the last 24 hours: 2 sent, 3 received, 1 failed/ }).count()).toBe(1);
    await d.page.getByText('Show the figures as a table').first().click();
    const table = d.page.getByRole('table', { name: 'Messages per hour (UTC)' });
    expect(await table.locator('tbody tr').count()).toBe(25);
    expect(await d.page.getByText(/unavailable right now/).count()).toBe(0);
    expect(await d.axe('overview 24h')).toEqual([]);
    await d.shoot('overview-24h');
  }, 120_000);

  it('switches the period (kept in the URL, reloads the same) and follows the failure reason to the log search', async () => {
    await d.page.getByText('7 days', { exact: true }).click();
    await expect.poll(() => new URL(d.page.url()).searchParams.get('period')).toBe('7d');
    // The day table replaces the hour table once the 7-day figures arrive (the previous ones stay shown meanwhile).
    const perDay = d.page.getByRole('table', { name: 'Messages per day (UTC)', includeHidden: true });
    await perDay.waitFor({ state: 'attached', timeout: 30_000 });
    if (!(await perDay.isVisible())) await d.page.getByText('Show the figures as a table').first().click();
    await expect.poll(() => perDay.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => perDay.locator('tbody tr').count(), { timeout: 30_000 }).toBe(8);
    expect(await figure('Messages received').textContent()).toBe('3');
    await d.page.reload();
    await expect.poll(() => figure('Messages sent').textContent(), { timeout: 30_000 }).toBe('2');
    expect(await d.page.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await d.page.getByRole('link', { name: /131026 Message undeliverable/ }).click();
    await expect.poll(() => d.page.url()).toContain('/logs/search?q=131026&problems_only=true&period=7d');
  }, 120_000);

  it('is accessible in the dark theme; no CSP violation', async () => {
    await d.page.goto(d.url('overview?period=30d'));
    await expect.poll(() => figure('Messages sent').textContent(), { timeout: 30_000 }).toBe('2');
    await d.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await d.axe('overview dark')).toEqual([]);
    await d.shoot('overview-dark');
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
