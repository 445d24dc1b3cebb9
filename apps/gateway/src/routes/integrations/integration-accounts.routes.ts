import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { uuidParam } from '../schemas';
import { account, CONNECTOR_ERRORS, shortText } from './schemas';

/**
 * The project's connected accounts at the automation connector (decision 0701): listed and
 * disconnected here, connected through `POST /integrations/connect_token`. A resource of its own, not
 * `/integration_accounts`: under `/integrations/{integration_id}/…` that path was ambiguous
 * (`/integration_accounts/runs` matched both; decision 0026).
 */
export const integrationAccountRoutes: RouteDef[] = routesOf('integrations/integration-accounts.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/integration_accounts',
    operationId: 'listIntegrationAccounts',
    summary: "The project's connected accounts (health refreshed from the connector).",
    tag: 'Integrations',
    query: z.object({ app_slug: shortText(100).optional(), app: shortText(100).optional().describe('Alias of app_slug (app_slug wins).') }),
    response: z.object({ data: z.array(account) }),
    errorStatuses: CONNECTOR_ERRORS,
    service: 'workflowsAgent',
    rpc: 'ListConnectorAccounts',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, app_slug: query.app_slug ?? query.app }),
    reply: (res) => ({ body: { data: res.accounts } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/integration_accounts/:account_id',
    operationId: 'deleteIntegrationAccount',
    summary: 'Disconnect a connected account (refused while integrations use it).',
    tag: 'Integrations',
    params: z.object({ account_id: uuidParam }),
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    errorStatuses: [400, 404, 409, 429, 502, 503],
    service: 'workflowsAgent',
    rpc: 'DeleteConnectorAccount',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, account_id: params.account_id }),
    reply: (res) => ({ body: { data: { success: res.success } } }),
  }),
]);
