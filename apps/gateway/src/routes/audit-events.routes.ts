import { z } from 'zod';
import { REQUEST_SOURCES } from '../logs/api-log';
import { ACTOR_TYPES, OUTCOMES } from '../audit/audit-event';
import type { AuditEventsRepository } from '../audit/audit-events.repository';
import { localRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, keysetRangeOf, keysetReply, logListQuery } from './schemas';

const name = (what: string) =>
  z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : or -')
    .optional()
    .describe(what);

/** Query of GET /audit_events: the log list's window and paging (decision 0004), and the audit's own filters. */
export const auditEventsQuery = logListQuery(
  {
    actor_type: z.enum(ACTOR_TYPES).optional().describe('Who acted: user, api_key, embed or admin_cli.'),
    actor_id: name('The acting key, person (user id) or embed.'),
    action: name('Exact action, e.g. api_key.created.'),
    resource_type: name('Exact resource type, e.g. api_key, user, webhook.'),
    resource_id: name('Exact resource id.'),
    outcome: z.enum(OUTCOMES).optional().describe('succeeded or failed.'),
  },
  'Events',
);

const auditEvent = z.object({
  id: z.string().uuid(),
  created_at: z.string().datetime(),
  actor: z
    .object({
      type: z.enum(ACTOR_TYPES),
      id: z.string().nullable().describe('API key id, user id or embed id; null for the admin CLI.'),
      name: z.string().nullable().describe("The key's name, the person's email, the embed's name, or the CLI operator's OS account."),
    })
    .describe('Who acted.'),
  action: z.string().describe('`<resource_type>.<verb>`: api_key.created, user.updated, webhook.deleted, user.password_reset, ...'),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  outcome: z.enum(OUTCOMES),
  status_code: z.number().int().nullable().describe('HTTP status of the answer; null for an admin CLI command.'),
  error_code: z.string().nullable().describe("The error body's code of a failed change, when it had one."),
  error_message: z.string().nullable().describe('The public error message of a failed change.'),
  changed_fields: z.array(z.string()).nullable().describe('Names of the fields the request set (never their values).'),
  request: z
    .object({
      id: z.string().nullable().describe('X-Request-Id: joins the request log (GET /api_logs).'),
      method: z.string().nullable(),
      path: z.string().nullable(),
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    })
    .describe('Where the change came from; null fields for an admin CLI command.'),
  source: z
    .enum(REQUEST_SOURCES)
    .nullable()
    .describe(
      'What made the request (decision 0029): api, dashboard, embed or mcp (a tool call of the MCP server); null for a change not made through the route table (sign-in side, admin CLI) or recorded before.',
    ),
});

/** The audit log of the project (decision 0016): read only; records are written by the gateway itself. */
export function auditEventRoutes(repo: AuditEventsRepository, basePath: string): RouteDef[] {
  return routesOf('audit-events.routes.ts', [
    localRoute({
      method: 'get',
      path: '/audit_events',
      operationId: 'listAuditEvents',
      summary:
        'List the audit log of the project, most recent first (cursor paginated): who changed users, roles, keys, embeds, webhooks, numbers, funding, workflows and every other resource, from where, and how it ended.',
      tag: 'Audit log',
      query: auditEventsQuery,
      response: z.object({ data: z.array(auditEvent), paging: cursorPaging }),
      errorStatuses: [400],
      async handle({ query }, ctx) {
        const page = await repo.list({
          projectId: ctx.projectId,
          actorType: query.actor_type,
          actorId: query.actor_id,
          action: query.action,
          resourceType: query.resource_type,
          resourceId: query.resource_id,
          outcome: query.outcome,
          period: query.period,
          since: query.since ? new Date(query.since) : undefined,
          until: query.until ? new Date(query.until) : undefined,
          ...keysetRangeOf(query),
        });
        return keysetReply('/audit_events', query, page, basePath);
      },
    }),
  ]);
}
