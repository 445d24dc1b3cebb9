import { fromStruct, toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { depthOf, httpUrl, maxChars, pageMeta, pageOf, pageQuery, queryFlag, queryInt, uuidParam } from '../schemas';
import { account, accountId, CONNECTOR_ERRORS, shortText } from './schemas';

const integration = contractObject('svc.workflows_agent.v1.Integration', { connector_account: account.nullable() }, { uuid: ['id'] });
const run = contractObject('svc.workflows_agent.v1.IntegrationRun', { status: z.enum(['succeeded', 'failed']) }, { uuid: ['id', 'integration_id'] });
const app = contractObject('svc.workflows_agent.v1.ConnectorApp');
const action = contractObject('svc.workflows_agent.v1.ConnectorAction');

/** Free-form JSON object, at most 32 levels deep (no decoder along the way recurses without bound). */
const jsonObject = z.record(z.unknown()).refine((o) => depthOf(o, 32) <= 32, 'nests objects and arrays deeper than 32 levels');
/** A connector action key (`slack-send-message`). */
const actionKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/, 'must be an action key (letters, digits, "_", "-", "."; at most 200)');

const createBody = z.object({
  action_id: actionKey,
  app_slug: shortText(100),
  app_name: shortText(200).optional(),
  name: maxChars(100, 1).optional().describe('At most 100 characters (code points); default the action name.'),
  configured_props: jsonObject.optional().describe('Action configuration; `{{name}}` placeholders become inputs.'),
  variable_definitions: jsonObject.optional().describe('Input types by placeholder: string (default), number, integer, boolean, object, array.'),
  dynamic_props_id: shortText(200).optional(),
  account_id: accountId.optional().describe('The connected account (from GET /integration_accounts) the action runs with.'),
  metadata: jsonObject.optional(),
  enabled: z.boolean().optional(),
});
const updateBody = z.object({
  name: maxChars(100, 1).optional(),
  configured_props: jsonObject.optional(),
  variable_definitions: jsonObject.optional(),
  dynamic_props_id: shortText(200).optional(),
  enabled: z.boolean().optional(),
  metadata: jsonObject.optional(),
  account_id: accountId.optional(),
});
const idParams = z.object({ integration_id: uuidParam });
const actionParams = z.object({ action_id: actionKey });
const discoveryBody = {
  configured_props: jsonObject.optional(),
  dynamic_props_id: shortText(200).optional(),
  account_id: accountId.optional(),
};

/** Integrations (workflows-agent service through the automation connector; spec 2.4, 4.3, decision 0701). */
export const integrationRoutes: RouteDef[] = routesOf('integrations/integrations.routes.ts', [
  // Static paths first: /integrations/apps must not read as an integration id.
  grpcRoute({
    method: 'get',
    path: '/integrations/apps',
    operationId: 'listIntegrationApps',
    summary: "Search the connector's apps.",
    tag: 'Integrations',
    query: z.object({ query: z.string().max(200).optional(), limit: queryInt(1, 100).default(20) }),
    response: z.object({ data: z.array(app) }),
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'ListConnectorApps',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, query: query.query, limit: query.limit }),
    reply: (res) => ({ body: { data: res.apps } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/integrations/actions',
    operationId: 'listIntegrationActions',
    summary: "Search the connector's actions (key = action_id).",
    tag: 'Integrations',
    query: z.object({ query: z.string().max(200).optional(), app_slug: shortText(100).optional(), limit: queryInt(1, 100).default(20) }),
    response: z.object({ data: z.array(action) }),
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'ListConnectorActions',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, query: query.query, app_slug: query.app_slug, limit: query.limit }),
    reply: (res) => ({ body: { data: res.actions } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/integrations/actions/:action_id/schema',
    operationId: 'getIntegrationActionSchema',
    summary: "An action's prop schemas.",
    tag: 'Integrations',
    params: actionParams,
    response: z.object({ data: action.extend({ configurable_props: z.array(jsonObject) }) }),
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'GetConnectorActionSchema',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, action_id: params.action_id }),
    reply: (res) => ({ body: { data: { ...res.action, configurable_props: res.configurable_props.map(fromStruct) } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/integrations/actions/:action_id/configure_prop',
    operationId: 'configureIntegrationProp',
    summary: 'Options of one prop, given the props configured so far.',
    tag: 'Integrations',
    params: actionParams,
    body: z.object({ prop_name: shortText(200), query: z.string().max(200).optional(), ...discoveryBody }),
    response: z.object({ data: z.object({ options: z.array(jsonObject), errors: z.array(z.string()) }) }),
    successStatuses: [200],
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'ConfigureConnectorProp',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      action_id: params.action_id,
      prop_name: body.prop_name,
      query: body.query,
      configured_props: toStruct(body.configured_props ?? {}),
      dynamic_props_id: body.dynamic_props_id,
      account_id: body.account_id,
    }),
    reply: (res) => ({ body: { data: { options: res.options.map(fromStruct), errors: res.errors } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/integrations/actions/:action_id/reload_props',
    operationId: 'reloadIntegrationProps',
    summary: 'Reload props (dynamic props) for the props configured so far.',
    tag: 'Integrations',
    params: actionParams,
    body: z.object(discoveryBody),
    response: z.object({
      data: z.object({ dynamic_props_id: z.string().nullable(), configurable_props: z.array(jsonObject), errors: z.array(z.string()) }),
    }),
    successStatuses: [200],
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'ReloadConnectorProps',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      action_id: params.action_id,
      configured_props: toStruct(body.configured_props ?? {}),
      dynamic_props_id: body.dynamic_props_id,
      account_id: body.account_id,
    }),
    reply: (res) => ({
      body: { data: { dynamic_props_id: res.dynamic_props_id ?? null, configurable_props: res.configurable_props.map(fromStruct), errors: res.errors } },
    }),
  }),
  grpcRoute({
    method: 'post',
    path: '/integrations/connect_token',
    operationId: 'createIntegrationConnectToken',
    summary: "A token for the connector's hosted connect flow (connect an account).",
    tag: 'Integrations',
    body: z
      .object({
        app_slug: shortText(100).optional(),
        user: z
          .object({ email: z.string().email().max(200).optional(), name: shortText(200).optional(), avatar_url: httpUrl.optional() })
          .optional()
          .describe('Who is connecting; shown as connector_account.user.'),
      })
      .optional(),
    response: z.object({ data: z.object({ token: z.string(), expires_at: z.string(), connect_link_url: z.string() }) }),
    successStatuses: [201],
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'CreateConnectToken',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      app_slug: body?.app_slug,
      user_email: body?.user?.email,
      user_name: body?.user?.name,
      user_avatar_url: body?.user?.avatar_url,
    }),
    reply: (res) => ({ status: 201, body: { data: res } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/integrations',
    operationId: 'createIntegration',
    summary: 'Save a configured action (integration).',
    tag: 'Integrations',
    body: createBody,
    response: z.object({ data: integration }),
    successStatuses: [201],
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'CreateIntegration',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      action_id: body.action_id,
      app_slug: body.app_slug,
      app_name: body.app_name,
      name: body.name,
      configured_props: toStruct(body.configured_props ?? {}),
      variable_definitions: toStruct(body.variable_definitions ?? {}),
      dynamic_props_id: body.dynamic_props_id,
      account_id: body.account_id,
      metadata: toStruct(body.metadata ?? {}),
      enabled: body.enabled,
    }),
    reply: (res) => ({ status: 201, body: { data: res.integration } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/integrations',
    operationId: 'listIntegrations',
    summary: 'List integrations, newest first (page style).',
    tag: 'Integrations',
    query: pageQuery,
    response: z.object({ data: z.array(integration), meta: pageMeta }),
    service: 'workflowsAgent',
    rpc: 'ListIntegrations',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: pageOf(query) }),
    reply: (res) => ({ body: { data: res.integrations, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/integrations/:integration_id',
    operationId: 'getIntegration',
    summary: 'Read an integration.',
    tag: 'Integrations',
    params: idParams,
    response: z.object({ data: integration }),
    service: 'workflowsAgent',
    rpc: 'GetIntegration',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, integration_id: params.integration_id }),
    reply: (res) => ({ body: { data: res.integration } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/integrations/:integration_id',
    operationId: 'updateIntegration',
    summary: 'Update name, props, variable definitions, dynamic props, enabled, metadata or account.',
    tag: 'Integrations',
    params: idParams,
    body: updateBody,
    response: z.object({ data: integration }),
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'UpdateIntegration',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      integration_id: params.integration_id,
      name: body.name,
      configured_props: body.configured_props ? toStruct(body.configured_props) : undefined,
      variable_definitions: body.variable_definitions ? toStruct(body.variable_definitions) : undefined,
      dynamic_props_id: body.dynamic_props_id,
      enabled: body.enabled,
      metadata: body.metadata ? toStruct(body.metadata) : undefined,
      account_id: body.account_id,
    }),
    reply: (res) => ({ body: { data: res.integration } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/integrations/:integration_id',
    operationId: 'deleteIntegration',
    summary:
      'Delete an integration (and its run records). While active workflows use it: 409 `integration_in_use` with `workflows` [{id, name}], unless `force=true`.',
    tag: 'Integrations',
    params: idParams,
    query: z.object({ force: queryFlag.describe('Delete even while active workflows use it.') }),
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    errorStatuses: [400, 404, 409],
    service: 'workflowsAgent',
    rpc: 'DeleteIntegration',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, integration_id: params.integration_id, force: query.force }),
    reply: (res) => ({ body: { data: { success: res.success } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/integrations/:integration_id/invoke',
    operationId: 'invokeIntegration',
    summary: 'Run an integration with its {{placeholder}} inputs; the run is recorded.',
    tag: 'Integrations',
    params: idParams,
    body: z.object({ input: jsonObject.optional().describe('One value per placeholder, typed by variable_definitions.') }).optional(),
    response: z.object({ data: z.object({ run, ret: z.unknown(), exports: jsonObject }) }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422, 429, 502, 503],
    deadlineMs: 30_000,
    service: 'workflowsAgent',
    rpc: 'InvokeIntegration',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      integration_id: params.integration_id,
      input: toStruct(body?.input ?? {}),
      source: 'api',
    }),
    reply: (res) => {
      const result = fromStruct(res.result) as { ret?: unknown; exports?: Record<string, unknown> };
      return { body: { data: { run: res.run, ret: result.ret ?? null, exports: result.exports ?? {} } } };
    },
  }),
  grpcRoute({
    method: 'get',
    path: '/integrations/:integration_id/runs',
    operationId: 'listIntegrationRuns',
    summary: "An integration's runs, newest first (status, duration, error).",
    tag: 'Integrations',
    params: idParams,
    query: pageQuery,
    response: z.object({ data: z.array(run), meta: pageMeta }),
    service: 'workflowsAgent',
    rpc: 'ListIntegrationRuns',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      integration_id: params.integration_id,
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.runs, meta: res.meta } }),
  }),
]);
