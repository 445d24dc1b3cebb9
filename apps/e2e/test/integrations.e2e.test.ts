/**
 * Integrations over HTTP (issue 21, spec 2.4/4.3): the gateway, workflows-agent and the connector
 * simulator as separate processes, the connector reached through its npm SDK. Journey: connect token
 * → the user finishes the connect flow → accounts → discovery → create → list/read/update → invoke
 * with typed inputs → runs → delete. Risks removed: routes missing or shadowed (`/integrations/apps`
 * read as an id), spec 2.4 fields lost between service and JSON, connector failures answered as 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let key: string;

const connector = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${stack.connectorUrl}/__sim${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as Record<string, any>;
};

beforeAll(async () => {
  stack = await startStack({ services: ['workflows-agent'], simulator: false });
  key = (await stack.createProject('pro')).apiKey;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('integrations over HTTP', () => {
  it('connects an account, discovers, creates, invokes, records runs, deletes', async () => {
    const token = await stack.api(key, 'POST', '/integrations/connect_token', { app_slug: 'slack', user: { email: 'ops@example.com', name: 'Ops' } });
    expect(token.status).toBe(201);
    expect(token.body.data).toMatchObject({ token: expect.stringMatching(/^ctok_/), expires_at: expect.any(String), connect_link_url: expect.any(String) });
    const acct = await connector('POST', `/connect/${token.body.data.token}/complete`, { app: 'slack', name: 'Acme' });

    const accounts = await stack.api(key, 'GET', '/integration_accounts?app_slug=slack');
    expect(accounts.body.data).toEqual([
      expect.objectContaining({
        connector_account_id: acct.id,
        app_slug: 'slack',
        account_name: 'Acme',
        healthy: true,
        user: expect.objectContaining({ email: 'ops@example.com' }),
      }),
    ]);
    expect((await stack.api(key, 'GET', '/integration_accounts?app=github')).body.data).toEqual([]);
    expect((await stack.api(key, 'GET', '/integrations/apps?query=slack')).body.data.map((a: { slug: string }) => a.slug)).toEqual(['slack']);
    expect((await stack.api(key, 'GET', '/integrations/actions?app_slug=slack')).body.data.map((a: { key: string }) => a.key)).toEqual(['slack-send-message']);
    const schema = await stack.api(key, 'GET', '/integrations/actions/slack-send-message/schema');
    expect(schema.body.data.configurable_props.map((p: { name: string }) => p.name)).toEqual(['slack', 'channel', 'text', 'unfurl_links']);
    const options = await stack.api(key, 'POST', '/integrations/actions/slack-send-message/configure_prop', { prop_name: 'channel', account_id: acct.id });
    expect(options.status).toBe(200);
    expect(options.body.data.options.map((o: { value: string }) => o.value)).toContain('C0GENERAL');

    const created = await stack.api(key, 'POST', '/integrations', {
      action_id: 'slack-send-message',
      app_slug: 'slack',
      name: 'Lead alert',
      configured_props: { channel: 'C0SALES01', text: 'Lead {{lead}} scored {{score}}' },
      variable_definitions: { score: 'number' },
      account_id: acct.id,
    });
    expect(created.status).toBe(201);
    const integ = created.body.data;
    expect(Object.keys(integ).sort()).toEqual(
      [
        'id',
        'action_id',
        'app_slug',
        'app_name',
        'action_name',
        'name',
        'enabled',
        'metadata',
        'configured_props',
        'variable_definitions',
        'dynamic_props_id',
        'connector_account',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(integ.connector_account).toMatchObject({
      connector_account_id: acct.id,
      project: { id: expect.any(String) },
      user: { onboarding_status: 'completed' },
    });
    expect(integ.configured_props).toEqual({ channel: 'C0SALES01', text: 'Lead {{lead}} scored {{score}}' });

    expect((await stack.api(key, 'GET', '/integrations')).body).toMatchObject({ data: [{ id: integ.id }], meta: { total_count: 1 } });
    expect((await stack.api(key, 'PATCH', `/integrations/${integ.id}`, { name: 'Renamed' })).body.data.name).toBe('Renamed');
    expect((await stack.api(key, 'PATCH', `/integrations/${integ.id}`, { name: 'x'.repeat(101) })).status).toBe(400);

    const ran = await stack.api(key, 'POST', `/integrations/${integ.id}/invoke`, { input: { lead: 'Ann', score: 9 } });
    expect(ran.status).toBe(200);
    expect(ran.body.data).toMatchObject({ run: { status: 'succeeded', source: 'api' }, ret: { message: { text: 'Lead Ann scored 9' } } });
    const badInput = await stack.api(key, 'POST', `/integrations/${integ.id}/invoke`, { input: { lead: 'Ann', score: 'nine' } });
    expect(badInput).toMatchObject({ status: 400, body: { error: expect.stringContaining('score') } });

    await connector('POST', '/faults', { kind: 'http_error', status: 500, match: { path: '/actions/run' }, times: 1 });
    const outage = await stack.api(key, 'POST', `/integrations/${integ.id}/invoke`, { input: { lead: 'Ann', score: 1 } });
    expect(outage.status).toBe(502);
    expect(outage.body.error).toContain('connector');
    const runs = await stack.api(key, 'GET', `/integrations/${integ.id}/runs`);
    expect(runs.body.data.map((r: { status: string }) => r.status)).toEqual(['failed', 'succeeded']);

    const accountPath = `/integration_accounts/${integ.connector_account.id}`;
    expect((await stack.api(key, 'DELETE', accountPath)).status).toBe(409);
    expect((await stack.api(key, 'DELETE', `/integrations/${integ.id}`)).body).toEqual({ data: { success: true } });
    expect((await stack.api(key, 'GET', `/integrations/${integ.id}`)).status).toBe(404);
    expect((await stack.api(key, 'DELETE', accountPath)).body).toEqual({ data: { success: true } });
    expect((await stack.api(key, 'GET', '/integration_accounts')).body.data).toEqual([]);
  });

  it('documents the routes; unknown actions and malformed ids are 4xx with { error }', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const p of [
      '/integrations',
      '/integrations/{integration_id}',
      '/integrations/{integration_id}/invoke',
      '/integrations/apps',
      '/integrations/connect_token',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    const unknown = await stack.api(key, 'POST', '/integrations', { action_id: 'nope', app_slug: 'slack' });
    expect(unknown).toMatchObject({ status: 422, body: { error: expect.stringContaining('action_id') } });
    expect((await stack.api(key, 'GET', '/integrations/not-a-uuid')).status).toBe(400);
    expect((await stack.api(key, 'GET', '/integrations/actions/nope/schema')).status).toBe(404);
  });
});
