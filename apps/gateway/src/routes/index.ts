import type { ApiLogRepository } from '../logs/api-log.repository';
import { agentRoutes } from './agents.routes';
import { apiLogRoutes } from './api-logs.routes';
import { billingRoutes } from './billing.routes';
import { broadcastRoutes } from './broadcasts.routes';
import { contactsRoutes } from './contacts';
import { customerRoutes } from './customers.routes';
import { findingRoutes } from './findings.routes';
import { flowRoutes } from './flows';
import { fundingRoutes } from './funding.routes';
import { integrationRoutes } from './integrations.routes';
import { phoneNumberRoutes } from './phone-numbers';
import type { RouteDef } from './route';
import { setupLinkRoutes } from './setup-links.routes';
import { tableStoreRoutes } from './table-store.routes';
import { webhookRoutes } from './webhooks';
import { workflowDefinitionRoutes } from './workflow-definitions.routes';
import { workflowRoutes } from './workflows.routes';

/**
 * The route table: every public endpoint of {base_url} and the gRPC method it calls. One file per
 * resource group, a folder once a group passes about 300 lines (phone-numbers/, webhooks/);
 * adding an endpoint = proto + service + one entry in its group, its response schema derived from
 * the proto message (contract-schema.ts, docs/decisions/0008).
 */
export function routeTable(deps: { apiLogs: ApiLogRepository; basePath: string }): RouteDef[] {
  return [
    ...apiLogRoutes(deps.apiLogs, deps.basePath),
    ...customerRoutes,
    ...setupLinkRoutes,
    ...phoneNumberRoutes,
    ...fundingRoutes,
    ...billingRoutes(deps.basePath),
    ...webhookRoutes,
    ...flowRoutes,
    ...broadcastRoutes,
    ...contactsRoutes,
    ...workflowDefinitionRoutes,
    ...workflowRoutes,
    ...tableStoreRoutes,
    ...integrationRoutes,
    ...agentRoutes(deps.basePath),
    ...findingRoutes(deps.basePath),
  ];
}
