import type { Clock } from '@platform/runtime';
import type { AuditEventsRepository } from '../audit/audit-events.repository';
import type { ApiLogRepository } from '../logs/api-log.repository';
import type { ApiKeysUsecase } from '../usecases/api-keys.usecase';
import type { InboxEmbedsUsecase } from '../usecases/inbox-embeds.usecase';
import type { LogSearchUsecase } from '../usecases/log-search.usecase';
import type { McpApprovals } from '../mcp/approvals';
import type { UsersUsecase } from '../usecases/users.usecase';
import { resourceOfPath } from '../keys/scopes';
import { agentRoutes } from './agent.routes';
import { apiKeyRoutes } from './api-keys.routes';
import { apiLogRoutes } from './api-logs.routes';
import { auditEventRoutes } from './audit-events.routes';
import { externalApiLogRoutes } from './external-api-logs.routes';
import { billingRoutes } from './billing.routes';
import { broadcastRoutes } from './broadcasts.routes';
import { contactRoutes } from './contacts/contacts.routes';
import { conversationRoutes } from './contacts/conversations.routes';
import { messageRoutes } from './contacts/messages.routes';
import { sandboxSessionRoutes } from './contacts/sandbox-sessions.routes';
import { customerRoutes } from './customers.routes';
import { databaseTableRoutes } from './database-tables.routes';
import { dbRoutes } from './db.routes';
import { eventRoutes } from './events.routes';
import { findingRoutes } from './findings.routes';
import { flowRoutes } from './flows/flows.routes';
import { functionRoutes } from './flows/functions.routes';
import { accountRoutes } from './funding/accounts.routes';
import { portfolioRoutes } from './funding/portfolios.routes';
import { inboxEmbedRoutes } from './inbox-embeds.routes';
import { integrationAccountRoutes } from './integrations/integration-accounts.routes';
import { integrationRoutes } from './integrations/integrations.routes';
import { logSearchRoutes } from './log-search.routes';
import { mcpRoutes } from './mcp.routes';
import { phoneNumberRoutes } from './phone-numbers.routes';
import { systemClock } from '@platform/runtime';
import type { RouteDef } from './route';
import { BASE_PATH } from '../http/surface';
import { userRoutes } from './users.routes';
import { webhookListenerRoutes } from './webhooks/webhook-listeners.routes';
import type { ListenerStreamDeps } from '../live/webhook-listener-stream';
import { webhookDeliveryRoutes } from './webhooks/webhook-deliveries.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { triggerRoutes } from './workflows/triggers.routes';
import { workflowExecutionRoutes } from './workflows/workflow-executions.routes';
import { workflowRoutes } from './workflows/workflows.routes';

/**
 * The route table: every public endpoint of {base_url} and the gRPC method it calls. The mounts of
 * {proxy_url}, {app_url} and the onboarding pages are listed beside it, in `mounts.ts`.
 *
 * Where a route lives — one rule, from the URL alone: take the path under {base_url}, drop a leading
 * `/messaging`; its first segment, in kebab-case, names the file: `<segment>.routes.ts`.
 *   `/messaging/broadcasts/{id}/send`            → `broadcasts.routes.ts`
 *   `/messaging/phone_numbers/{id}/webhooks`     → `phone-numbers.routes.ts`
 *   `/customers/{id}/setup_links`                → `customers.routes.ts`
 *   `/workflows/{id}/executions`                 → `workflows.routes.ts`
 *   `/workflow_executions/{id}/resume`           → `workflow-executions.routes.ts`
 *   `/db/{table}` → `db.routes.ts`; `/database_tables` → `database-tables.routes.ts`
 * One exception: `/provider_models` (the agent's models) → `agent.routes.ts`. File names are unique
 * under `routes/`; a folder (`contacts/`, `flows/`, `funding/`, `integrations/`, `webhooks/`, `workflows/`) only
 * groups files that share schemas (its `schemas.ts`) and plays no part in the rule. Each file tags its
 * routes with its own path (`routesOf`); `route-files.test.ts` checks every route against the rule.
 *
 * Adding an endpoint = proto + service + one `grpcRoute` entry in the file the rule names, its
 * response schema derived from the proto message (contract-schema.ts, docs/decisions/0008).
 * The order below is the OpenAPI document's path order.
 */
export function routeTable(deps: {
  apiLogs: ApiLogRepository;
  apiKeys: ApiKeysUsecase;
  users: UsersUsecase;
  inboxEmbeds: InboxEmbedsUsecase;
  auditEvents: AuditEventsRepository;
  /** `GET /log_search` (decision 0019). */
  logSearch: LogSearchUsecase;
  /**
   * `GET /webhook_listeners/{id}/stream` (decision 0028): the bus and this replica's open streams.
   * Absent in tables built only to be read (the OpenAPI document, routes doc, tests): the stream then answers 503.
   */
  listenerStreams?: ListenerStreamDeps;
  /** The approvals of MCP tool calls (decision 0029). */
  mcpApprovals: McpApprovals;
  clock: Clock;
  basePath: string;
}): RouteDef[] {
  return [
    ...apiLogRoutes(deps.apiLogs, deps.basePath),
    ...auditEventRoutes(deps.auditEvents, deps.basePath),
    ...apiKeyRoutes(deps.apiKeys, deps.clock),
    ...userRoutes(deps.users),
    ...inboxEmbedRoutes(deps.inboxEmbeds, () => deps.clock.now()),
    ...customerRoutes,
    ...phoneNumberRoutes,
    ...accountRoutes,
    ...portfolioRoutes,
    ...billingRoutes(deps.basePath),
    ...webhookRoutes,
    ...webhookDeliveryRoutes,
    ...webhookListenerRoutes(deps.listenerStreams),
    ...flowRoutes,
    ...functionRoutes,
    ...broadcastRoutes,
    ...contactRoutes,
    ...conversationRoutes(deps.users),
    ...messageRoutes,
    ...sandboxSessionRoutes,
    ...workflowRoutes,
    ...triggerRoutes,
    ...workflowExecutionRoutes,
    ...dbRoutes,
    ...databaseTableRoutes,
    ...integrationRoutes,
    ...integrationAccountRoutes,
    ...agentRoutes(deps.basePath),
    ...findingRoutes(deps.basePath),
    ...eventRoutes,
    ...externalApiLogRoutes(deps.basePath),
    ...logSearchRoutes(deps.logSearch, deps.clock, deps.basePath),
    ...mcpRoutes(deps.mcpApprovals, deps.basePath),
  ];
}

/**
 * The route file a path of {base_url} belongs in (path under `routes/`, without its folder), by the
 * rule above: `/messaging/phone_numbers/:phone_number_id/health` → `phone-numbers.routes.ts`.
 */
export function routeFileOf(path: string): string {
  const resource = resourceOfPath(path);
  if (!resource) throw new Error(`route ${path}: no resource segment`);
  const name = ROUTE_FILE_EXCEPTIONS[resource] ?? resource.replace(/_/g, '-');
  return `${name}.routes.ts`;
}

/** The rule's exceptions: first segment → file name (without `.routes.ts`). */
const ROUTE_FILE_EXCEPTIONS: Readonly<Record<string, string>> = { provider_models: 'agent' };

/**
 * The route table built only to be read — its paths, schemas, documents and rules (the OpenAPI
 * document, docs/routes.md, the SDK's generator, the tests of the table): no handler dependency is
 * given, so a local route's handler throws if called (a test that calls one builds its own table).
 */
export function readOnlyRouteTable(basePath = BASE_PATH): RouteDef[] {
  const absent = {} as never;
  return routeTable({
    apiLogs: absent,
    apiKeys: absent,
    users: absent,
    inboxEmbeds: absent,
    auditEvents: absent,
    logSearch: absent,
    mcpApprovals: absent,
    clock: systemClock,
    basePath,
  });
}
