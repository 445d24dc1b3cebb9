import { invalidArgument } from '@platform/errors';
import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { cursorPaging, digitsParam, uuidParam, cursorQuery, isoFilter, pagingOf } from '../schemas';
import { conversation, phoneFilter } from './schemas';

/** Contact-property filters at once (spec 8). */
const MAX_PROPERTY_FILTERS = 3;

const propertyFilter = z
  .string()
  .max(1100)
  .regex(/^[A-Za-z0-9_.-]{1,64}:[^]{0,1024}$/, 'must be key:value (key of letters, digits, _ . -)');

const conversationsQuery = z.object({
  phone_number_id: digitsParam.optional(),
  phone_number: phoneFilter.optional().describe('The contact’s phone number.'),
  status: z.enum(['active', 'ended']).optional(),
  last_active_since: isoFilter.optional(),
  last_active_until: isoFilter.optional(),
  property: z
    .union([propertyFilter, z.array(propertyFilter)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe(`Contact property filter key:value, repeatable up to ${MAX_PROPERTY_FILTERS} times (all must match).`),
  ...cursorQuery,
});

/** `/messaging/conversations/*` (contacts service; filters of reference §1.6). */
export const conversationRoutes: RouteDef[] = routesOf('contacts/conversations.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/messaging/conversations',
    operationId: 'listConversations',
    summary: 'List conversations, most recent activity first (cursor paginated like api_logs); up to 3 contact-property filters.',
    tag: 'Conversations',
    query: conversationsQuery,
    response: z.object({ data: z.array(conversation), paging: cursorPaging }),
    errorStatuses: [400],
    service: 'contacts',
    rpc: 'ListConversations',
    request: ({ query }, ctx) => {
      if (query.property.length > MAX_PROPERTY_FILTERS)
        throw invalidArgument('TOO_MANY_FILTERS', `at most ${MAX_PROPERTY_FILTERS} contact property filters at once`);
      const { property, ...rest } = query;
      return {
        project_id: ctx.projectId,
        ...rest,
        property_filters: property.map((p) => ({ key: p.slice(0, p.indexOf(':')), value: p.slice(p.indexOf(':') + 1) })),
      };
    },
    reply: (res, { query }) => ({ body: { data: res.conversations, paging: pagingOf('/messaging/conversations', query, res) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/conversations/:conversation_id',
    operationId: 'getConversation',
    summary: 'Read one conversation.',
    tag: 'Conversations',
    params: z.object({ conversation_id: uuidParam }),
    response: z.object({ data: conversation }),
    service: 'contacts',
    rpc: 'GetConversation',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, conversation_id: params.conversation_id }),
    reply: (res) => ({ body: { data: res.conversation } }),
  }),
]);
