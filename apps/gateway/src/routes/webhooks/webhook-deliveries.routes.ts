import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { cursorPaging, queryInt, uuidParam } from '../schemas';
import { delivery, deliveryWithAttempts, eventName, withParsedPayload } from './schemas';

const cursor = z.string().min(1).max(512);
const deliveriesQuery = z
  .object({
    period: z.enum(['24h', '7d', '30d']).optional().describe('Time window ending now.'),
    status: z.enum(['pending', 'delivered', 'failed']).optional(),
    event: eventName.optional().describe('Exact public event name.'),
    webhook_id: z.string().uuid().optional(),
    event_id: z.string().uuid().optional().describe('The deliveries of one event (its webhook-id).'),
    errors_only: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1')
      .describe('Only deliveries whose last attempt failed.'),
    limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
    before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
    after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
  })
  .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] });

/** Base path of the public API (the deliveries log's relative paging links start with it). */
const BASE_PATH = '/platform/v1';

const deliveryParams = z.object({ delivery_id: uuidParam });

/** The deliveries log: list, read, redeliver (webhooks service). */
export const webhookDeliveryRoutes: RouteDef[] = routesOf('webhooks/webhook-deliveries.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/webhook_deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'List webhook deliveries, most recent first (cursor paginated like api_logs).',
    tag: 'Webhooks',
    query: deliveriesQuery,
    response: z.object({ data: z.array(delivery), paging: cursorPaging }),
    errorStatuses: [400],
    service: 'webhooks',
    rpc: 'ListDeliveries',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
    reply: (res, { query }) => {
      const link = (k: 'before' | 'after', v: string) => {
        const params = new URLSearchParams();
        for (const key of ['period', 'status', 'event', 'webhook_id', 'event_id'] as const) if (query[key]) params.set(key, query[key]!);
        if (query.errors_only) params.set('errors_only', 'true');
        params.set('limit', String(query.limit));
        params.set(k, v);
        return `${BASE_PATH}/webhook_deliveries?${params.toString()}`;
      };
      return {
        body: {
          data: res.deliveries.map(withParsedPayload),
          paging: {
            cursors: { before: res.before_cursor || null, after: res.after_cursor || null },
            next: res.has_older && res.after_cursor ? link('after', res.after_cursor) : null,
            previous: res.has_newer && res.before_cursor ? link('before', res.before_cursor) : null,
          },
        },
      };
    },
  }),
  grpcRoute({
    method: 'get',
    path: '/webhook_deliveries/:delivery_id',
    operationId: 'getWebhookDelivery',
    summary: 'Read one delivery with its attempt log.',
    tag: 'Webhooks',
    params: deliveryParams,
    response: z.object({ data: deliveryWithAttempts }),
    service: 'webhooks',
    rpc: 'GetDelivery',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, delivery_id: params.delivery_id }),
    reply: (res) => ({ body: { data: withParsedPayload(res.delivery!) } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/webhook_deliveries/:delivery_id/redeliver',
    operationId: 'redeliverWebhookDelivery',
    summary: 'Schedule a new attempt of a delivered or failed delivery now (same delivery and event id). Asynchronous.',
    tag: 'Webhooks',
    params: deliveryParams,
    response: z.object({ data: deliveryWithAttempts }),
    successStatuses: [202],
    errorStatuses: [400, 404, 409],
    service: 'webhooks',
    rpc: 'RedeliverDelivery',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, delivery_id: params.delivery_id }),
    reply: (res) => ({ status: 202, body: { data: withParsedPayload(res.delivery!) } }),
  }),
]);
