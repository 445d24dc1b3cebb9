/**
 * The connector simulator through the connector's own npm SDK (@pipedream/sdk), pointed at the
 * simulator with its documented `baseUrl` option. Risk removed: a simulator that a real client
 * cannot talk to (auth, paths, casing, paging, error mapping), so the platform's integration tests
 * would prove nothing.
 */
import { PipedreamClient, PipedreamError } from '@pipedream/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConnectorSim, type RunningConnectorSim } from '../../src';

let running: RunningConnectorSim;
let client: PipedreamClient;
const creds = { clientId: 'cid', clientSecret: 'csecret', projectId: 'proj_test01' };

beforeAll(async () => {
  running = await createConnectorSim(creds).listen(0);
  client = new PipedreamClient({ ...creds, baseUrl: running.url, projectEnvironment: 'production' });
});
afterAll(async () => {
  await running?.close();
});
beforeEach(async () => {
  await fetch(`${running.url}/__sim/reset`, { method: 'POST' });
});

const control = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${running.url}/__sim${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as Record<string, any>;
};

describe('connector simulator through the SDK', () => {
  it('discovers apps (search, paging) and actions with their prop schemas', async () => {
    const apps = await client.apps.list({ limit: 2 });
    const all = [];
    for await (const app of apps) all.push(app);
    expect(all.map((a) => a.nameSlug)).toEqual(['slack', 'google_sheets', 'github', 'http']);
    expect((await client.apps.retrieve('slack')).data.name).toBe('Slack');
    const page = await client.actions.list({ app: 'slack' });
    expect(page.data.map((a) => a.key)).toEqual(['slack-send-message']);
    const { data } = await client.actions.retrieve('slack-send-message');
    expect(data.configurableProps.map((p) => [p.name, p.type])).toEqual([
      ['slack', 'app'],
      ['channel', 'string'],
      ['text', 'string'],
      ['unfurl_links', 'boolean'],
    ]);
  });

  it('connect token → completed flow → account (healthy) → configure a prop → run', async () => {
    const token = await client.tokens.create({ externalUserId: 'user-1' });
    expect(token.token).toMatch(/^ctok_/);
    expect(token.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const acct = await control('POST', `/connect/${token.token}/complete`, { app: 'slack', name: 'Acme workspace' });
    expect(acct.id).toMatch(/^apn_/);
    const accounts = await client.accounts.list({ externalUserId: 'user-1', app: 'slack' });
    expect(accounts.data.map((a) => [a.id, a.name, a.healthy, a.app?.nameSlug])).toEqual([[acct.id, 'Acme workspace', true, 'slack']]);
    expect((await client.accounts.retrieve(acct.id)).externalId).toBe('user-1');

    const configured = { slack: { authProvisionId: acct.id } };
    const opts = await client.actions.configureProp({ id: 'slack-send-message', externalUserId: 'user-1', propName: 'channel', configuredProps: configured });
    expect(opts.errors).toEqual([]);
    expect(JSON.stringify(opts.options)).toContain('C0GENERAL');

    const run = await client.actions.run({
      id: 'slack-send-message',
      externalUserId: 'user-1',
      configuredProps: { ...configured, channel: 'C0GENERAL', text: 'hi' },
    });
    expect(run.ret).toMatchObject({ ok: true, channel: 'C0GENERAL', message: { text: 'hi' } });
    expect(run.exports).toEqual({ $summary: 'Sent message to C0GENERAL' });

    // Another user cannot use the account.
    await expect(
      client.actions.run({ id: 'slack-send-message', externalUserId: 'user-2', configuredProps: { ...configured, channel: 'C0GENERAL', text: 'x' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    // The app's own failure is an error observation; an unhealthy account fails the same way.
    const failed = await client.actions.run({
      id: 'slack-send-message',
      externalUserId: 'user-1',
      configuredProps: { ...configured, channel: 'C0ARCHIVED', text: 'x' },
    });
    expect(failed.os?.[0]).toMatchObject({ k: 'error', err: { name: 'SlackApiError', message: expect.stringContaining('is_archived') } });
    await control('PATCH', `/accounts/${acct.id}`, { healthy: false });
    const unhealthy = await client.actions.run({
      id: 'slack-send-message',
      externalUserId: 'user-1',
      configuredProps: { ...configured, channel: 'C0GENERAL', text: 'x' },
    });
    expect(unhealthy.os?.[0]).toMatchObject({ k: 'error', err: { name: 'AuthError' } });
    expect((await control('GET', '/runs')).data.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
  });

  it('reloads dynamic props and runs with them', async () => {
    const acct = await control('POST', '/accounts', { external_user_id: 'u', app: 'google_sheets' });
    const base = { googleSheets: { authProvisionId: acct.id }, sheetId: '1SheetLeads', worksheetId: '0' };
    const reloaded = await client.actions.reloadProps({ id: 'google_sheets-add-single-row', externalUserId: 'u', configuredProps: base });
    expect(reloaded.dynamicProps?.id).toMatch(/^dyp_/);
    expect(reloaded.dynamicProps?.configurableProps?.map((p) => p.name)).toEqual(['googleSheets', 'sheetId', 'worksheetId', 'Name', 'Email', 'Phone']);
    const run = await client.actions.run({
      id: 'google_sheets-add-single-row',
      externalUserId: 'u',
      dynamicPropsId: reloaded.dynamicProps!.id,
      configuredProps: { ...base, Name: 'Ann', Email: 'a@x' },
    });
    expect(run.ret).toMatchObject({ values: [['Ann', 'a@x', '']] });
  });

  it('errors: bad credentials 401, missing props 400, rate limit 429, injected 5xx and timeouts', async () => {
    // The SDK retries 408/429/5xx twice unless a request says otherwise (its client options have no
    // maxRetries): the platform passes maxRetries per call, as here.
    const once = { maxRetries: 0 };
    const wrong = new PipedreamClient({ ...creds, clientSecret: 'nope', baseUrl: running.url });
    await expect(wrong.apps.retrieve('slack', once)).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.actions.run({ id: 'github-create-issue', externalUserId: 'u', configuredProps: {} }, once)).rejects.toMatchObject({ statusCode: 400 });
    await control('PUT', '/settings', { rateLimitPerMinute: 2 });
    await client.apps.retrieve('slack', once);
    await client.apps.retrieve('slack', once);
    const limited = await client.apps.retrieve('slack', once).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(PipedreamError);
    expect(limited).toMatchObject({ statusCode: 429 });
    await control('PUT', '/settings', { rateLimitPerMinute: null });
    await control('POST', '/faults', { kind: 'http_error', status: 503, match: { path: '/actions/run' }, times: 1 });
    const run = () =>
      client.actions.run({ id: 'http-send-request', externalUserId: 'u', configuredProps: { url: 'https://x.test' } }, { ...once, timeoutInSeconds: 0.5 });
    await expect(run()).rejects.toMatchObject({ statusCode: 503 });
    await control('POST', '/faults', { kind: 'timeout', match: { path: '/actions/run' }, times: 1 });
    await expect(run()).rejects.toThrow(/timeout/i);
    expect((await run()).ret).toMatchObject({ status: 200 });
  });
});
