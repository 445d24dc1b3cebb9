import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { cursorPaging, digitsParam, uuidParam, cursorQuery, isoFilter, pagingOf } from '../schemas';
import { message, phoneFilter } from './schemas';

const messagesQuery = z.object({
  phone_number_id: digitsParam.optional(),
  conversation_id: uuidParam.optional(),
  phone_number: phoneFilter.optional().describe('The contact’s phone number.'),
  direction: z.enum(['inbound', 'outbound']).optional(),
  status: z.enum(['pending', 'sent', 'delivered', 'read', 'played', 'failed', 'received']).optional(),
  message_type: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional()
    .describe('Upstream message type: text, image, audio, video, document, ...'),
  has_media: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  since: isoFilter.optional(),
  until: isoFilter.optional(),
  ...cursorQuery,
});

/** `/messaging/messages/*`: messages with their status history (contacts service; filters of reference §1.6). */
export const messageRoutes: RouteDef[] = routesOf('contacts/messages.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/messaging/messages',
    operationId: 'listMessages',
    summary: 'List messages, newest first (cursor paginated like api_logs), each with its raw status history.',
    tag: 'Conversations',
    query: messagesQuery,
    response: z.object({ data: z.array(message), paging: cursorPaging }),
    errorStatuses: [400],
    service: 'contacts',
    rpc: 'ListMessages',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
    reply: (res, { query }) => ({ body: { data: res.messages, paging: pagingOf('/messaging/messages', query, res) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/messages/:wamid',
    operationId: 'getMessage',
    summary: 'Read one message by its upstream id (wamid).',
    tag: 'Conversations',
    params: z.object({ wamid: z.string().min(1).max(256) }),
    response: z.object({ data: message }),
    service: 'contacts',
    rpc: 'GetMessage',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, wamid: params.wamid }),
    reply: (res) => ({ body: { data: res.message } }),
  }),
]);
