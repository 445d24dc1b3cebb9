/**
 * Integrations through workflows-agent's gRPC client, with the connector simulator as a child
 * process (apps never import apps) spoken to through the connector's npm SDK. Risks removed: an
 * integration missing spec 2.4 fields, placeholders that are not typed inputs, a project using
 * another's integrations or connected accounts, connector failures (app errors, 429, 5xx,
 * timeouts) answered as 500s or unrecorded runs.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fromStruct, loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, startListeningProcess, type ListeningProcess } from '@platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { failureOf as statusOf } from '../support/common';

const REPO = resolve(__dirname, '../../../..');
const CREDS = { SIM_CLIENT_ID: 'wfa-client', SIM_CLIENT_SECRET: `secret-${randomUUID()}`, SIM_PROJECT_ID: 'proj_wfatest' };

let sim: ListeningProcess | undefined;
let simUrl: string;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfaint');
const A = randomUUID();
const B = randomUUID();

async function startSim(): Promise<void> {
  sim = await startListeningProcess({
    entry: resolve(REPO, 'apps/connector-sim/src/main.ts'),
    readyMessage: 'connector simulator listening',
    cwd: REPO,
    env: { ...CREDS },
  });
  simUrl = sim.url;
}

const control = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${simUrl}/__sim${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as Record<string, any>;
};

beforeAll(async () => {
  await startSim();
  svc = await run(
    configSchema.parse({
      ...env,
      CONNECTOR_BASE_URL: simUrl,
      CONNECTOR_CLIENT_ID: CREDS.SIM_CLIENT_ID,
      CONNECTOR_CLIENT_SECRET: CREDS.SIM_CLIENT_SECRET,
      CONNECTOR_PROJECT_ID: CREDS.SIM_PROJECT_ID,
      CONNECTOR_TIMEOUT_MS: '1000',
    }),
  );
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
  await sim?.stop();
});

beforeEach(async () => {
  await control('DELETE', '/faults');
  await control('PUT', '/settings', { rateLimitPerMinute: null });
});

async function slackAccount(project: string): Promise<string> {
  const { token } = await callUnary(client, 'CreateConnectToken', { project_id: project, app_slug: 'slack', user_email: 'ops@example.com', user_name: 'Ops' });
  const acct = await control('POST', `/connect/${token}/complete`, { app: 'slack', name: 'Acme' });
  return acct.id as string;
}

async function createSlack(project: string, account: string, extra: Partial<workflowsAgent.CreateIntegrationRequest> = {}) {
  const r = await callUnary(client, 'CreateIntegration', {
    project_id: project,
    action_id: 'slack-send-message',
    app_slug: 'slack',
    name: 'Notify sales',
    configured_props: toStruct({ channel: '{{channel}}', text: 'New lead: {{lead}} ({{score}})' }),
    variable_definitions: toStruct({ score: 'number' }),
    account_id: account,
    metadata: toStruct({ team: 'sales' }),
    ...extra,
  });
  return r.integration!;
}

describe('integrations', () => {
  it('creates with every field of spec 2.4 (connector_account, its user and project), lists newest first, updates, deletes', async () => {
    const account = await slackAccount(A);
    const first = await createSlack(A, account);
    expect(first).toMatchObject({
      action_id: 'slack-send-message',
      app_slug: 'slack',
      app_name: 'Slack',
      action_name: 'Send Message',
      name: 'Notify sales',
      enabled: true,
    });
    expect(fromStruct(first.configured_props)).toEqual({ channel: '{{channel}}', text: 'New lead: {{lead}} ({{score}})' });
    expect(fromStruct(first.metadata)).toEqual({ team: 'sales' });
    expect(first.connector_account).toMatchObject({
      connector_account_id: account,
      app_slug: 'slack',
      app_name: 'Slack',
      account_name: 'Acme',
      healthy: true,
      user: { email: 'ops@example.com', name: 'Ops', onboarding_status: 'completed' },
      project: { id: A },
    });
    const second = await createSlack(A, account, { name: 'Second' });
    const list = await callUnary(client, 'ListIntegrations', { project_id: A, page: { page: 1, per_page: 10 } });
    expect(list.integrations.map((i) => i.name)).toEqual(['Second', 'Notify sales']);
    expect(list.meta).toMatchObject({ total_count: 2 });

    const updated = await callUnary(client, 'UpdateIntegration', { project_id: A, integration_id: second.id!, name: 'Renamed', enabled: false });
    expect(updated.integration).toMatchObject({ name: 'Renamed', enabled: false });
    expect((await statusOf(callUnary(client, 'UpdateIntegration', { project_id: A, integration_id: second.id!, name: 'x'.repeat(101) }))).status).toBe(400);
    const del = await callUnary(client, 'DeleteIntegration', { project_id: A, integration_id: second.id! });
    expect(del.success).toBe(true);
    expect((await statusOf(callUnary(client, 'GetIntegration', { project_id: A, integration_id: second.id! }))).status).toBe(404);
  });

  it('an integration an active workflow uses is not deleted (409 listing the workflows) unless forced; names count code points', async () => {
    const account = await slackAccount(A);
    const emoji = await createSlack(A, account, { name: '\u{1F600}'.repeat(100) });
    expect([...emoji.name!]).toHaveLength(100);
    const integ = await createSlack(A, account, { name: 'Used by a workflow' });
    const definition = {
      nodes: [
        { id: 'start', data: { node_type: 'start', config: {} } },
        { id: 'i', data: { node_type: 'integration', config: { integration_id: integ.id } } },
      ],
      edges: [{ source: 'start', target: 'i', label: 'next' }],
    };
    const wf = (await callUnary(client, 'CreateWorkflow', { project_id: A, name: 'Lead alerts', definition: toStruct(definition) })).workflow!;
    await callUnary(client, 'SetWorkflowStatus', { project_id: A, workflow_id: wf.id, status: 'active' });
    const refused = await statusOf(callUnary(client, 'DeleteIntegration', { project_id: A, integration_id: integ.id!, force: false }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('Lead alerts');
    expect(refused.fields).toMatchObject({ code: 'integration_in_use', workflows: [{ id: wf.id, name: 'Lead alerts' }] });
    expect((await callUnary(client, 'DeleteIntegration', { project_id: A, integration_id: integ.id!, force: true })).success).toBe(true);
    expect((await callUnary(client, 'DeleteIntegration', { project_id: A, integration_id: emoji.id!, force: false })).success).toBe(true);
  });

  it('refuses bad bodies: long names, unknown actions, definitions without placeholders, the account in configured_props, a missing account', async () => {
    const account = await slackAccount(A);
    for (const [extra, status] of [
      [{ name: 'n'.repeat(101) }, 400],
      [{ action_id: 'nope-action' }, 422],
      [{ variable_definitions: toStruct({ ghost: 'string' }) }, 400],
      [{ variable_definitions: toStruct({ score: 'date' }) }, 400],
      [{ configured_props: toStruct({ slack: { authProvisionId: account }, channel: 'C0GENERAL', text: 'x' }) }, 400],
      [{ account_id: undefined }, 422],
      [{ account_id: 'apn_unknown' }, 404],
    ] as const) {
      expect((await statusOf(createSlack(A, account, extra as Partial<workflowsAgent.CreateIntegrationRequest>))).status, JSON.stringify(extra)).toBe(status);
    }
  });

  it('invokes with typed placeholder inputs, records each run without secrets, and maps failures', async () => {
    const account = await slackAccount(A);
    const integ = await createSlack(A, account);
    const ok = await callUnary(client, 'InvokeIntegration', {
      project_id: A,
      integration_id: integ.id!,
      input: toStruct({ channel: 'C0GENERAL', lead: 'Ann', score: 42 }),
      source: 'api',
    });
    expect(ok.run).toMatchObject({ status: 'succeeded', source: 'api' });
    expect(fromStruct(ok.result)).toMatchObject({
      ret: { ok: true, channel: 'C0GENERAL', message: { text: 'New lead: Ann (42)' } },
      exports: { $summary: expect.any(String) },
    });

    // Inputs: required, typed, no extras.
    for (const input of [
      { channel: 'C0GENERAL', lead: 'Ann' },
      { channel: 'C0GENERAL', lead: 'Ann', score: 'high' },
      { channel: 'C0GENERAL', lead: 'Ann', score: 1, x: 1 },
    ]) {
      expect(
        (await statusOf(callUnary(client, 'InvokeIntegration', { project_id: A, integration_id: integ.id!, input: toStruct(input), source: 'api' }))).status,
      ).toBe(400);
    }
    // The app's own failure: 502 naming it, run recorded as failed.
    const archived = await statusOf(
      callUnary(client, 'InvokeIntegration', {
        project_id: A,
        integration_id: integ.id!,
        input: toStruct({ channel: 'C0ARCHIVED', lead: 'x', score: 1 }),
        source: 'workflow',
      }),
    );
    expect(archived.status).toBe(502);
    expect(archived.message).toContain('is_archived');
    // Connector rate limit → 429; outage → 502; timeout → 502.
    await control('PUT', '/settings', { rateLimitPerMinute: 1 });
    const limitedCalls = [];
    for (let i = 0; i < 3; i++)
      limitedCalls.push(
        await statusOf(
          callUnary(client, 'InvokeIntegration', {
            project_id: A,
            integration_id: integ.id!,
            input: toStruct({ channel: 'C0GENERAL', lead: 'x', score: 1 }),
            source: 'agent',
          }),
        ).catch(() => ({ status: 200, message: '', fields: {} })),
      );
    expect(limitedCalls.map((c) => c.status)).toContain(429);
    await control('PUT', '/settings', { rateLimitPerMinute: null });
    await control('POST', '/faults', { kind: 'http_error', status: 503, match: { path: '/actions/run' }, times: 1 });
    expect(
      (
        await statusOf(
          callUnary(client, 'InvokeIntegration', {
            project_id: A,
            integration_id: integ.id!,
            input: toStruct({ channel: 'C0GENERAL', lead: 'x', score: 1 }),
            source: 'api',
          }),
        )
      ).status,
    ).toBe(502);
    await control('POST', '/faults', { kind: 'timeout', match: { path: '/actions/run' }, times: 1 });
    const timedOut = await statusOf(
      callUnary(client, 'InvokeIntegration', {
        project_id: A,
        integration_id: integ.id!,
        input: toStruct({ channel: 'C0GENERAL', lead: 'x', score: 1 }),
        source: 'api',
      }),
    );
    expect(timedOut.status).toBe(502);
    expect(timedOut.message).toContain('in time');

    const runs = await callUnary(client, 'ListIntegrationRuns', { project_id: A, integration_id: integ.id!, page: { page: 1, per_page: 50 } });
    expect(runs.runs[runs.runs.length - 1]).toMatchObject({ status: 'succeeded', source: 'api' });
    expect(runs.runs.some((r) => r.status === 'failed' && r.source === 'workflow' && r.error?.includes('is_archived'))).toBe(true);
    // Each run is timed: an integer of milliseconds, and the timed-out one lasted the connector timeout (1,000 ms).
    expect(runs.runs.length).toBeGreaterThan(0);
    for (const r of runs.runs) expect(Number.isInteger(r.duration_ms) && r.duration_ms >= 0).toBe(true);
    const timedOutRun = runs.runs.find((r) => r.status === 'failed' && r.source === 'api' && /in time/.test(r.error ?? ''));
    expect(timedOutRun?.duration_ms).toBeGreaterThanOrEqual(1_000);
    expect(JSON.stringify(runs)).not.toContain(CREDS.SIM_CLIENT_SECRET);

    // An unhealthy account fails the run clearly; a disabled integration is a conflict.
    await control('PATCH', `/accounts/${account}`, { healthy: false });
    const auth = await statusOf(
      callUnary(client, 'InvokeIntegration', {
        project_id: A,
        integration_id: integ.id!,
        input: toStruct({ channel: 'C0GENERAL', lead: 'x', score: 1 }),
        source: 'api',
      }),
    );
    expect(auth).toMatchObject({ status: 502, message: expect.stringContaining('reconnect') });
    await callUnary(client, 'UpdateIntegration', { project_id: A, integration_id: integ.id!, enabled: false });
    expect(
      (await statusOf(callUnary(client, 'InvokeIntegration', { project_id: A, integration_id: integ.id!, input: toStruct({}), source: 'api' }))).status,
    ).toBe(409);
  });

  it('discovery: apps, actions, schema, configuring a prop, reloading dynamic props; accounts', async () => {
    const apps = await callUnary(client, 'ListConnectorApps', { project_id: A, query: 'sheet', limit: 10 });
    expect(apps.apps.map((a) => a.slug)).toEqual(['google_sheets']);
    const actions = await callUnary(client, 'ListConnectorActions', { project_id: A, app_slug: 'google_sheets', limit: 10 });
    expect(actions.actions.map((a) => a.key)).toEqual(['google_sheets-add-single-row']);
    const schema = await callUnary(client, 'GetConnectorActionSchema', { project_id: A, action_id: 'google_sheets-add-single-row' });
    expect(schema.configurable_props.map((p) => fromStruct(p).name)).toEqual(['googleSheets', 'sheetId', 'worksheetId']);
    const acct = await control('POST', '/accounts', { external_user_id: A, app: 'google_sheets', name: 'Drive' });
    const opts = await callUnary(client, 'ConfigureConnectorProp', {
      project_id: A,
      action_id: 'google_sheets-add-single-row',
      prop_name: 'sheetId',
      account_id: acct.id,
      configured_props: toStruct({}),
    });
    expect(opts.options.map((o) => fromStruct(o).value)).toEqual(['1SheetLeads', '1SheetOrders']);
    const reloaded = await callUnary(client, 'ReloadConnectorProps', {
      project_id: A,
      action_id: 'google_sheets-add-single-row',
      account_id: acct.id,
      configured_props: toStruct({ sheetId: '1SheetOrders', worksheetId: '0' }),
    });
    expect(reloaded.configurable_props.map((p) => fromStruct(p).name)).toEqual(['googleSheets', 'sheetId', 'worksheetId', 'Order', 'Status']);
    const integ = await callUnary(client, 'CreateIntegration', {
      project_id: A,
      action_id: 'google_sheets-add-single-row',
      app_slug: 'google_sheets',
      account_id: acct.id,
      configured_props: toStruct({ sheetId: '1SheetOrders', worksheetId: '0', Order: '{{order}}', Status: 'new' }),
      dynamic_props_id: reloaded.dynamic_props_id!,
    });
    const out = await callUnary(client, 'InvokeIntegration', {
      project_id: A,
      integration_id: integ.integration!.id!,
      input: toStruct({ order: 'ORD-1' }),
      source: 'api',
    });
    expect(fromStruct(out.result)).toMatchObject({ ret: { values: [['ORD-1', 'new']] } });
    const accounts = await callUnary(client, 'ListConnectorAccounts', { project_id: A, app_slug: 'google_sheets' });
    expect(accounts.accounts.map((a) => [a.connector_account_id, a.account_name, a.healthy])).toEqual([[acct.id, 'Drive', true]]);
    // Most recent first (spec section 1, decision 0701): an account recorded later lists before.
    await new Promise((r) => setTimeout(r, 5));
    const second = await control('POST', '/accounts', { external_user_id: A, app: 'google_sheets', name: 'Drive 2' });
    const both = await callUnary(client, 'ListConnectorAccounts', { project_id: A, app_slug: 'google_sheets' });
    expect(both.accounts.map((a) => a.connector_account_id)).toEqual([second.id, acct.id]);
    await control('DELETE', `/accounts/${second.id}`).catch(() => undefined);
    expect((await statusOf(callUnary(client, 'GetConnectorActionSchema', { project_id: A, action_id: 'nope' }))).status).toBe(404);
  });

  it('disconnects an account: refused while integrations use it, then gone here and at the connector', async () => {
    const account = await slackAccount(A);
    const integ = await createSlack(A, account);
    const localId = integ.connector_account!.id!;
    const foreign = await statusOf(callUnary(client, 'DeleteConnectorAccount', { project_id: B, account_id: localId }));
    const none = await statusOf(callUnary(client, 'DeleteConnectorAccount', { project_id: B, account_id: randomUUID() }));
    expect([foreign.status, foreign.message]).toEqual([404, none.message]);
    expect((await statusOf(callUnary(client, 'DeleteConnectorAccount', { project_id: A, account_id: localId }))).status).toBe(409);
    await callUnary(client, 'DeleteIntegration', { project_id: A, integration_id: integ.id! });
    expect((await callUnary(client, 'DeleteConnectorAccount', { project_id: A, account_id: localId })).success).toBe(true);
    expect((await control('GET', '/accounts')).data.some((a: { id: string }) => a.id === account)).toBe(false);
    expect((await callUnary(client, 'ListConnectorAccounts', { project_id: A })).accounts.some((a) => a.connector_account_id === account)).toBe(false);
  });

  it('project B cannot read, change, run or delete A’s integrations, nor use A’s connected accounts', async () => {
    const account = await slackAccount(A);
    const integ = await createSlack(A, account);
    const id = integ.id!;
    const unknown = randomUUID();
    for (const [name, call] of [
      ['get', (p: string) => callUnary(client, 'GetIntegration', { project_id: B, integration_id: p })],
      ['update', (p: string) => callUnary(client, 'UpdateIntegration', { project_id: B, integration_id: p, name: 'B' })],
      ['invoke', (p: string) => callUnary(client, 'InvokeIntegration', { project_id: B, integration_id: p, input: toStruct({}), source: 'api' })],
      ['runs', (p: string) => callUnary(client, 'ListIntegrationRuns', { project_id: B, integration_id: p })],
      ['delete', (p: string) => callUnary(client, 'DeleteIntegration', { project_id: B, integration_id: p })],
    ] as const) {
      const foreign = await statusOf(call(id));
      const none = await statusOf(call(unknown));
      expect([foreign.status, foreign.message], name).toEqual([none.status, none.message]);
      expect(foreign.status).toBe(404);
    }
    expect((await callUnary(client, 'ListIntegrations', { project_id: B })).integrations).toEqual([]);
    expect((await callUnary(client, 'ListConnectorAccounts', { project_id: B })).accounts).toEqual([]);
    // A's account id in B's integration reads as unknown.
    const viaB = await statusOf(createSlack(B, account));
    const viaUnknown = await statusOf(createSlack(B, 'apn_doesnotexist'));
    expect([viaB.status, viaB.message]).toEqual([viaUnknown.status, viaUnknown.message]);
    expect((await callUnary(client, 'GetIntegration', { project_id: A, integration_id: id })).integration!.name).toBe('Notify sales');
  });
});
