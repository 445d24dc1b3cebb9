/**
 * The Flows and Functions pages in a real browser (issue 38, page 7) on the real platform (flows on
 * workerd, messaging-proxy, the upstream simulator): a function is created from the page, given a secret
 * (its value never shown again), its code edited and saved, deployed, invoked with a JSON body (the answer
 * proves the secret reached the code), and its invocation and console lines read back; a flow created
 * from the page on a connected number gets a new version from JSON, is published, shows its versions'
 * JSON, gets encryption and the function as its data endpoint. axe-core on every page (one dark).
 * Risks removed: pages that look right but whose deploy, invoke, secret or publish never reaches the
 * service, or that leak a secret's value back into the page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack } from '../src/dashboard';

let d: DashboardStack;
let num: ConnectedNumber;
let fnId = '';
let flowId = '';
const SECRET = `sk_${randomUUID().slice(0, 12)}`;
const systemToken = `system-${randomUUID()}`;

const CODE = `async function handler(request, env) {
  const body = await request.json();
  console.log('greeting', body.name);
  return Response.json({ hello: body.name, key_length: (env.SHOP_KEY || '').length });
}`;

beforeAll(async () => {
  d = await startDashboardStack({ services: ['messaging-proxy', 'flows'], appEnv: { flows: { UPSTREAM_SYSTEM_TOKEN: systemToken } } });
  num = await connectSimulatorNumber(d.stack, d.apiKey, 'Shop');
  await d.stack.sim('POST', '/__sim/fixtures', { tokens: [{ value: systemToken, all: true }] });
  await d.signIn(d.owner);
}, 240_000);

afterAll(async () => {
  await d?.stop();
});

describe('functions in the dashboard', () => {
  it('creates a function from the page, sets a secret whose value is never shown again, edits and saves its code', async () => {
    const { page } = d;
    await page.goto(d.url('functions'));
    await page.getByText('No function yet').waitFor();
    expect(await d.axe('functions list, empty')).toEqual([]);
    await page.getByRole('link', { name: 'New function' }).click();
    await page.getByRole('heading', { name: 'New function', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Greeter');
    await page.getByLabel('Description').fill('Says hello');
    expect(await d.axe('new function')).toEqual([]);
    await page.getByRole('button', { name: 'Create function' }).click();
    await page.getByRole('heading', { name: 'Greeter', level: 1 }).waitFor();
    fnId = page.url().split('/functions/')[1].split('?')[0];
    expect(fnId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await page.locator('dl[aria-label="The function"]').textContent()) ?? '', { timeout: 30_000 }).toContain('Draft');

    // A secret: saved, listed by name, its value nowhere in the page afterwards.
    await page.getByRole('tab', { name: 'Secrets' }).click();
    await page.getByText('No secret yet.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('SHOP_KEY');
    await page.getByLabel('Value', { exact: true }).fill(SECRET);
    await page.getByRole('button', { name: 'Save secret' }).click();
    await page.getByText('The secret SHOP_KEY is saved. Its value will not be shown again.').waitFor();
    await page.getByRole('table', { name: 'Secrets' }).getByText('SHOP_KEY').waitFor();
    expect(await page.getByLabel('Value', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET);
    const secrets = await d.stack.api(d.apiKey, 'GET', `/functions/${fnId}/secrets`);
    expect(secrets.body.data.secrets).toEqual([{ name: 'SHOP_KEY', type: 'secret_text' }]);
    expect(await d.axe('function secrets')).toEqual([]);

    // The code: edited in the monospace editor, saved with PATCH as version 2.
    await page.getByRole('tab', { name: 'Code' }).click();
    const editor = page.getByLabel(/^Code \(version 1\)/);
    await editor.fill(CODE);
    await page.getByRole('button', { name: 'Save code' }).click();
    await page.getByText(/Saved as version 2\./).waitFor();
    const saved = await d.stack.api(d.apiKey, 'GET', `/functions/${fnId}`);
    expect(saved.body.data).toMatchObject({ code: CODE, version: 2, status: 'draft' });
    expect(await d.axe('function code')).toEqual([]);
    await d.shoot('function-code');
  }, 120_000);

  it('deploys it, invokes it with a JSON body and shows the answer, its invocation and its console lines', async () => {
    const { page } = d;
    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.getByRole('heading', { name: 'Greeter', level: 1 }).waitFor();
    await expect.poll(async () => (await page.locator('dl[aria-label="The function"]').textContent()) ?? '', { timeout: 30_000 }).toContain('Deployed');
    expect((await d.stack.api(d.apiKey, 'GET', `/functions/${fnId}`)).body.data.status).toBe('deployed');

    await page.getByRole('tab', { name: 'Invoke' }).click();
    await page.getByLabel('Request body (JSON)').fill('{ "name": "Ada" ');
    await page.getByRole('button', { name: 'Invoke', exact: true }).click();
    await page.getByText(/This is not valid JSON/).waitFor();
    await page.getByLabel('Request body (JSON)').fill('{ "name": "Ada" }');
    await page.getByRole('button', { name: 'Invoke', exact: true }).click();
    const answer = page.getByRole('region', { name: 'Answer of the function' });
    await answer.waitFor();
    expect(JSON.parse((await answer.textContent()) ?? '{}')).toEqual({ hello: 'Ada', key_length: SECRET.length });
    expect(await d.axe('function invoke')).toEqual([]);

    await page.getByRole('link', { name: 'See it among the invocations' }).click();
    const table = page.getByRole('table', { name: 'Invocations' });
    await table.getByText('Succeeded').first().waitFor();
    await table
      .getByRole('button', { name: /^Details of the invocation/ })
      .first()
      .click();
    const request = page.getByRole('region', { name: /^Request of invocation/ });
    await request.waitFor();
    expect(JSON.parse((await request.textContent()) ?? '{}')).toEqual({ name: 'Ada' });
    const response = page.getByRole('region', { name: /^Response of invocation/ });
    expect(JSON.parse((await response.textContent()) ?? '{}')).toMatchObject({ hello: 'Ada' });
    expect(await page.getByRole('region', { name: /^Console of invocation/ }).textContent()).toContain('greeting Ada');
    expect(await page.content()).not.toContain(SECRET);
    expect(await d.axe('function invocations')).toEqual([]);
    await d.shoot('function-invocations');

    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByRole('table', { name: 'Console lines' }).getByText('greeting Ada').waitFor();
    expect(await d.axe('function logs')).toEqual([]);

    await page.goto(d.url('functions'));
    await page.getByRole('table', { name: 'Functions' }).getByRole('link', { name: 'Greeter' }).waitFor();
    expect(await page.getByRole('table', { name: 'Functions' }).textContent()).toContain('Deployed');
    expect(await d.axe('functions list')).toEqual([]);
  }, 120_000);
});

describe('flows in the dashboard', () => {
  it('creates a flow on the number from the page, adds a version from JSON, publishes it and shows its versions’ JSON', async () => {
    const { page } = d;
    await page.goto(d.url('flows'));
    await page.getByText(/No flow yet/).waitFor();
    await page.getByRole('link', { name: 'New flow' }).click();
    await page.getByRole('heading', { name: 'New flow', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Order survey');
    await page.getByRole('combobox', { name: /^Number/ }).click();
    await page.getByRole('option', { name: new RegExp(num.phoneNumberId) }).click();
    expect(await d.axe('new flow')).toEqual([]);
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.getByRole('heading', { name: 'Order survey', level: 1 }).waitFor();
    flowId = page.url().split('/flows/')[1].split('?')[0];
    const versions = page.getByRole('table', { name: 'Versions' });
    await versions.getByText('v1').waitFor();
    await page.getByRole('region', { name: 'JSON of v1' }).waitFor();

    // A new version from the edited JSON.
    const editor = page.getByLabel('Flow JSON of the new version');
    await expect.poll(async () => editor.inputValue(), { timeout: 30_000 }).toContain('"WELCOME"');
    const json = JSON.parse(await editor.inputValue());
    json.screens[0].title = 'Thanks for ordering';
    await editor.fill(JSON.stringify(json, null, 2));
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText(/v2 is saved and the upstream found no validation error/).waitFor();
    await versions.getByText('v2').waitFor();
    await versions.getByRole('button', { name: 'Show JSON of v2' }).click();
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'JSON of v2' }).textContent()) ?? '', { timeout: 30_000 })
      .toContain('Thanks for ordering');
    await versions.getByRole('button', { name: 'Show JSON of v1' }).click();
    const v1 = page.getByRole('region', { name: 'JSON of v1' });
    await v1.waitFor();
    expect(await v1.textContent()).not.toContain('Thanks for ordering');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the flow can be sent to customers.').waitFor();
    await expect.poll(async () => (await page.locator('dl[aria-label="The flow"]').textContent()) ?? '', { timeout: 30_000 }).toContain('Published');
    expect((await d.stack.api(d.apiKey, 'GET', `/messaging/flows/${flowId}`)).body.data.status).toBe('published');
    await page.getByRole('button', { name: 'Deprecate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(async () => (await page.locator('dl[aria-label="The flow"]').textContent()) ?? '', { timeout: 30_000 }).toMatch(/https?:\/\//);
    expect(await d.axe('flow detail')).toEqual([]);
    await d.shoot('flow-detail');
  }, 120_000);

  it('sets up encryption and the function as the data endpoint; the list shows the flow (axe in dark)', async () => {
    const { page } = d;
    await page.getByRole('tab', { name: 'Data endpoint' }).click();
    await page.getByRole('button', { name: 'Set up encryption' }).click();
    await page.getByText('Encryption is configured.').waitFor();
    await page.getByRole('combobox', { name: /^Function/ }).click();
    await page.getByRole('option', { name: /Greeter/ }).click();
    await page.getByRole('button', { name: 'Use and register' }).click();
    await page.getByText(/The function is registered upstream as the flow.s data endpoint/).waitFor();
    const flow = (await d.stack.api(d.apiKey, 'GET', `/messaging/flows/${flowId}`)).body.data;
    expect(flow).toMatchObject({ has_data_endpoint: true, data_endpoint_function_id: fnId, flows_encryption_configured: true });
    expect(await d.axe('flow data endpoint')).toEqual([]);
    await page.getByRole('tab', { name: 'Function invocations' }).click();
    await page.getByRole('table', { name: 'Function invocations' }).getByText('Succeeded').first().waitFor();

    await page.goto(d.url('flows'));
    const table = page.getByRole('table', { name: 'Flows' });
    await table.getByRole('link', { name: 'Order survey' }).waitFor();
    expect(await table.textContent()).toContain('Published');
    await page.getByLabel('Name contains').fill('nothing like it');
    await page.getByText('No flow matches these filters.').waitFor();
    expect(page.url()).toContain('name=nothing');
    await page.getByLabel('Name contains').fill('');
    await table.getByRole('link', { name: 'Order survey' }).waitFor();
    expect(await d.axe('flows list')).toEqual([]);
    await d.shoot('flows-list');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await d.axe('flows list, dark')).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(d.cspViolations).toEqual([]);
  }, 120_000);
});
