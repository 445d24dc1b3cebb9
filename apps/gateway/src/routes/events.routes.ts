import { logWindowStart, toStruct } from '@platform/contracts';
import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, depthOf, isoFilter, logListQuery, pagingOf, uuidParam } from './schemas';

/** A project event (decision 0743). */
const projectEvent = contractObject(
  'svc.workflows_agent.v1.ProjectEvent',
  { source: z.enum(['api', 'workflow']) },
  { uuid: ['id', 'conversation_id', 'workflow_id', 'execution_id'] },
);

/**
 * POST /events body. The shape is checked here; the event's rule (name syntax and length, flat scalar
 * properties and their limits) is the emit_event node's, applied by workflows-agent (422 naming the field).
 */
const eventBody = z.object({
  event: z.object({
    id: uuidParam.optional().describe('Optional client id: a retry with the same id and content answers the stored event (200) and starts nothing.'),
    name: z.string().min(1).max(1024).describe('Lower-case dotted words such as order.placed, at most 128 characters.'),
    occurred_at: isoFilter.optional().describe('When it happened (default: when received); at most 5 minutes ahead.'),
    conversation_id: uuidParam.optional().describe("One of the project's conversations."),
    properties: z
      .record(z.unknown())
      .refine((o) => depthOf(o, 4) <= 4, 'nests objects deeper than 4 levels')
      .optional()
      .describe('Flat scalars (string, number, boolean, null): at most 25 keys of 1 to 64 characters, strings at most 1024 bytes, 8 KiB in all.'),
  }),
});

/** `/events`: project events, posted or emitted by workflows (workflows-agent). */
export const eventRoutes: RouteDef[] = routesOf('events.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/events',
    operationId: 'createEvent',
    summary:
      'Record a project event (append-only). It starts every active workflow whose project_event trigger matches, in the same transaction. With an event id, a retry answers the stored event (200) and starts nothing; the id with other content is 409.',
    tag: 'Events',
    body: eventBody,
    response: z.object({ data: projectEvent }),
    successStatuses: [201, 200],
    errorStatuses: [400, 409, 422],
    service: 'workflowsAgent',
    rpc: 'CreateProjectEvent',
    request: ({ body }, ctx) => ({
      project_id: ctx.projectId,
      id: body.event.id,
      name: body.event.name,
      occurred_at: body.event.occurred_at,
      conversation_id: body.event.conversation_id,
      properties: toStruct(body.event.properties ?? {}),
    }),
    reply: (res) => ({ status: res.created ? 201 : 200, body: { data: res.event } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/events',
    operationId: 'listEvents',
    summary: 'List project events, most recently received first (cursor paginated). since/until and period bound the received time.',
    tag: 'Events',
    query: logListQuery(
      {
        name: z.string().min(1).max(128).optional().describe('Exact event name.'),
        conversation_id: uuidParam.optional(),
        execution_id: uuidParam.optional().describe('Events a workflow execution emitted.'),
        source: z.enum(['api', 'workflow']).optional(),
      },
      'Events received',
    ),
    response: z.object({ data: z.array(projectEvent), paging: cursorPaging }),
    errorStatuses: [400],
    service: 'workflowsAgent',
    rpc: 'ListProjectEvents',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      name: query.name,
      conversation_id: query.conversation_id,
      execution_id: query.execution_id,
      source: query.source,
      since: logWindowStart(query, new Date())?.toISOString(),
      until: query.until,
      limit: query.limit,
      before: query.before,
      after: query.after,
    }),
    reply: (res, { query }) => ({ body: { data: res.events, paging: pagingOf('/events', query, res) } }),
  }),
]);
