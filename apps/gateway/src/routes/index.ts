import type { ApiLogRepository } from '../logs/api-log.repository';
import { apiLogRoutes } from './api-logs.routes';
import { broadcastRoutes } from './broadcasts.routes';
import { contactRoutes } from './contacts.routes';
import { customerRoutes } from './customers.routes';
import { flowRoutes } from './flows.routes';
import { fundingRoutes } from './funding.routes';
import { phoneNumberRoutes } from './phone-numbers.routes';
import type { RouteDef } from './route';
import { setupLinkRoutes } from './setup-links.routes';
import { webhookRoutes } from './webhooks.routes';
import { workflowRoutes } from './workflows.routes';

/**
 * The route table: every public endpoint of {base_url} and the gRPC method it calls. One file per
 * resource group; adding an endpoint = proto + service + one entry in its group file.
 */
export function routeTable(deps: { apiLogs: ApiLogRepository; basePath: string }): RouteDef[] {
  return [...apiLogRoutes(deps.apiLogs, deps.basePath), ...customerRoutes, ...setupLinkRoutes, ...phoneNumberRoutes, ...fundingRoutes, ...webhookRoutes, ...flowRoutes, ...broadcastRoutes, ...contactRoutes, ...workflowRoutes];
}
