/**
 * The Webhooks and Logs sections in a real browser on the real platform (issue 38 pages 8 and 9): the
 * gateway serving the dashboard, messaging-proxy, contacts and webhooks, the upstream simulator, and a
 * local HTTP endpoint the test turns down and up. The owner finds why one message failed through the log
 * search (the upstream's error code and words), opens what happened around that moment, follows the
 * request's correlation id; creates a webhook endpoint (its secret shown once), rotates the secret, sees a
 * delivery fail with its attempts and redelivers it from the page, and recovers a window of failed
 * deliveries, following the job to its result. axe-core on every page (light, dark on one), no CSP report,
 * screenshots of every page. Risks removed: a log search page that cannot find the upstream's reason, an
 * around view that is not the moment, a secret shown twice or never, a redeliver or recovery button that
 * does not reach the endpoint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

let d: DashboardStack;
let num: ConnectedNumber;
let receiver: Server;
let receiverUrl: string;
/** Whether the test's endpoint answers 503 (down) or 200. */
let failing = true;
const received: Array<{ status: number; event: string | undefined }> = [];
let failedSend: { requestId: string };

/** A text message sent through {proxy_url} as a customer's code does; the answer's status and request id. */
async function send(text: string): Promise<{ status: number; requestId: string }> {
  const res = await fetch(`${d.stack.proxyUrl}/${num.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': d.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550007777', type: 'text', text: { body: text } }),
  });
  await res.text();
  return { status: res.status, requestId: res.headers.get('x-request-id') ?? '' };
}

async function expectAccessible(label: string): Promise<void> {
  expect(await d.axe(label), label).toEqual([]);
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = failing ? 503 : 200;
      received.push({ status, event: req.headers['x-webhook-event'] as string | undefined });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(failing ? 'endpoint under maintenance' : 'ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  d = await startDashboardStack({
    services: ['messaging-proxy', 'contacts', 'webhooks'],
    // Retries in 50 ms, once: a delivery to the endpoint that is down fails within the journey.
    appEnv: { webhooks: { WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_SCHEDULE: '0.05', WEBHOOK_RETRY_JITTER: '0' } },
  });
  num = await connectSimulatorNumber(d.stack, d.apiKey, 'Logs Co');
  // The upstream refuses the next send with an error code of its own.
  await d.stack.sim('POST', '/__sim/faults', {
    match: { method: 'POST', path: `${num.phoneNumberId}/messages` },
    kind: 'graph_error',
    code: 131026,
    status: 400,
    title: 'Message undeliverable',
    details: 'Receiver is incapable of receiving this message',
    times: 1,
  });
  const failed = await send('This one will not arrive');
  expect(failed.status).toBeGreaterThanOrEqual(400);
  failedSend = { requestId: failed.requestId };
  // The logs are written in batches: the journey starts once the failure is searchable.
  for (let i = 0; ; i++) {
    const r = await d.stack.api(d.apiKey, 'GET', `/log_search?request_id=${encodeURIComponent(failed.requestId)}&limit=100`);
    const sources = ((r.body.data ?? []) as Array<{ source: string }>).map((h) => h.source);
    if (sources.includes('external_api_log') && sources.includes('request_log')) break;
    if (i > 120) throw new Error(`the failed send never became searchable: ${JSON.stringify(r.body).slice(0, 1000)}`);
    await new Promise((res) => setTimeout(res, 500));
  }
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  await d?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('Logs: why one message failed', () => {
  it('the log search finds the failed send and reads the upstream’s reason; around the moment shows the request that caused it', async () => {
    const page = d.page;
    await page.goto(d.url('logs/search'));
    await page.getByLabel('Search text').fill('131026');
    await page.getByRole('checkbox', { name: /Problems only/ }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The filters are in the URL: the page is a deep link.
    await expect.poll(() => page.url()).toContain('q=131026');
    const results = page.getByRole('list', { name: 'Search results' });
    const call = results.getByRole('listitem', { name: /^Upstream call/ });
    await expect.poll(() => call.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await call.first().getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => call.first().textContent()).toContain('error_message(#131026) Message undeliverable');
    expect(await call.first().textContent()).toContain('131026');
    await expectAccessible('log search');
    await d.shoot('logs-search');

    await call.first().getByRole('link', { name: 'Around this moment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Around a moment' }).waitFor();
    expect(page.url()).toMatch(/around\?at=.+&window=15m&highlight=/);
    const moment = page.getByRole('list', { name: 'What happened around the moment' });
    // The entry came from is marked, and the request that caused it (the request log) is in the moment too.
    await expect.poll(() => moment.getByText('The entry you came from').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => moment.getByRole('listitem', { name: /^Request log/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectAccessible('around a moment');
    await d.shoot('logs-around');

    // The correlation id links every entry of the request: searching it lists the request log entry.
    await moment
      .getByRole('link', { name: `Search request_id ${failedSend.requestId}` })
      .first()
      .click();
    await expect.poll(() => page.url()).toContain(`key=request_id%3A${encodeURIComponent(failedSend.requestId)}`);
    await expect
      .poll(
        () =>
          page
            .getByRole('list', { name: 'Search results' })
            .getByRole('listitem', { name: /^Request log/ })
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await page.getByLabel('Value of exact key 1').inputValue()).toBe(failedSend.requestId);
  }, 120_000);

  it('the request log and the upstream calls show the failure with its status and the upstream error', async () => {
    const page = d.page;
    await page.goto(d.url('logs?errors_only=true'));
    const table = page.getByRole('table', { name: 'Request log' });
    await expect.poll(() => table.textContent(), { timeout: 30_000 }).toContain(`/${num.phoneNumberId}/messages`);
    expect(await page.getByRole('checkbox', { name: /Errors only/ }).isChecked()).toBe(true);
    await table
      .getByRole('button', { name: /^Details of POST/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(failedSend.requestId);
    await expectAccessible('request log entry');
    await page.keyboard.press('Escape');
    await d.shoot('logs-requests');

    await page.getByRole('navigation', { name: 'Logs' }).getByRole('link', { name: 'Upstream calls' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logs' }).waitFor();
    await expect.poll(() => page.getByLabel('Upstream path contains').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('checkbox', { name: /Errors only/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.url()).toContain('external?errors_only=true');
    // The whole page's text on failure says what it showed instead.
    await expect.poll(() => page.locator('body').textContent(), { timeout: 30_000 }).toContain('131026');
    const calls = page.getByRole('table', { name: 'Upstream calls' });
    expect(await calls.textContent()).toContain('Message undeliverable');
    await expectAccessible('upstream calls');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible('upstream calls, dark');
    await d.shoot('logs-external');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }, 120_000);
});

describe('Webhooks: an endpoint, its secret, its deliveries and a recovery', () => {
  let webhookPath = '';

  it('creates an endpoint (the secret shown once) and rotates its secret', async () => {
    const page = d.page;
    await page.goto(d.url('webhooks'));
    await expect.poll(() => page.getByText('No webhook endpoint yet').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('link', { name: 'New endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('combobox', { name: 'Events', exact: true }).click();
    await page.getByRole('option', { name: 'messaging.message.sent' }).click();
    await page.keyboard.press('Escape');
    await expectAccessible('new webhook endpoint');
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    const secret = (await page.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    // The endpoint's own page (not the creation page, whose heading also says "webhook endpoint").
    await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Webhook endpoint', exact: true }).waitFor();
    webhookPath = new URL(page.url()).pathname;
    // Shown once: the endpoint's page does not hold it.
    expect(await page.content()).not.toContain(secret);
    const listed = await d.stack.api(d.apiKey, 'GET', '/webhooks');
    expect(listed.body.data).toEqual([expect.objectContaining({ url: receiverUrl, events: ['messaging.message.sent'], active: true, payload_version: 'v2' })]);

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = (await page.getByLabel('New signing secret', { exact: true }).textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expect
      .poll(
        () =>
          page
            .locator('dl[aria-label="The endpoint"]')
            .textContent()
            .catch(() => null),
        { timeout: 30_000 },
      )
      .not.toContain('No rotation under way');
    await expectAccessible('webhook endpoint');
    await d.shoot('webhooks-endpoint');
    await page.getByRole('navigation', { name: 'Webhooks' }).getByRole('link', { name: 'Endpoints' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Webhook endpoints' }).textContent(), { timeout: 30_000 }).toContain(receiverUrl);
    await expectAccessible('webhook endpoints');
    await d.shoot('webhooks-list');
  }, 120_000);

  it('a delivery fails with its attempts, then is redelivered from its page', async () => {
    const page = d.page;
    failing = true;
    expect((await send('Your order shipped')).status).toBe(200);
    const failed = await expect
      .poll(async () => (await d.stack.api(d.apiKey, 'GET', '/webhook_deliveries?status=failed')).body.data.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    void failed;
    await page.goto(d.url('webhooks/deliveries?status=failed'));
    const table = page.getByRole('table', { name: 'Deliveries' });
    await expect.poll(() => table.textContent(), { timeout: 30_000 }).toContain('messaging.message.sent');
    expect(await table.textContent()).toContain('HTTP 503 (failure)');
    await expectAccessible('delivery log');
    await d.shoot('webhook-deliveries');

    await table
      .getByRole('link', { name: /^Delivery of messaging.message.sent/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Webhook delivery' }).waitFor();
    const attempts = page.getByRole('table', { name: 'Attempts of the delivery' });
    await expect.poll(() => attempts.getByRole('row').count(), { timeout: 30_000 }).toBe(3); // the head and two attempts
    expect(await attempts.textContent()).toContain('HTTP 503');
    expect(await attempts.textContent()).toContain('endpoint under maintenance');
    await expectAccessible('delivery attempts');
    await d.shoot('delivery-attempts');

    failing = false;
    const before = received.length;
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await expect.poll(() => page.locator('dl[aria-label="The delivery"]').textContent(), { timeout: 30_000 }).toContain('Delivered');
    await expect.poll(() => attempts.getByRole('row').count(), { timeout: 30_000 }).toBe(4);
    expect(received.slice(before)).toEqual([{ status: 200, event: 'messaging.message.sent' }]);
  }, 120_000);

  it('recovers a window of failed deliveries and follows the job to its result', async () => {
    const page = d.page;
    failing = true;
    const failedBefore = (await d.stack.api(d.apiKey, 'GET', '/webhook_deliveries?status=failed')).body.data.length;
    expect((await send('Your order arrived')).status).toBe(200);
    await expect
      .poll(async () => (await d.stack.api(d.apiKey, 'GET', '/webhook_deliveries?status=failed')).body.data.length, { timeout: 30_000 })
      .toBe(failedBefore + 1);
    failing = false;
    const before = received.length;
    await page.goto(`${d.stack.gatewayUrl}${webhookPath}`);
    await page.getByRole('button', { name: 'Recover failed deliveries' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recovery' }).waitFor();
    await expect.poll(() => page.getByText('Completed', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByLabel('Succeeded: 1').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByLabel('Failed in the window: 1').count()).toBe(1);
    expect(await page.getByText('1 of 1 failed deliveries handled (100 %).').count()).toBe(1);
    expect(received.slice(before)).toEqual([{ status: 200, event: 'messaging.message.sent' }]);
    await expectAccessible('recovery');
    await d.shoot('webhook-recovery');
    await page.getByRole('link', { name: 'Back to the endpoint' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Recoveries of this endpoint' }).textContent(), { timeout: 30_000 }).toContain('1 of 1 resent');
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
