import { z } from 'zod';
import type { webhooks } from '@platform/contracts';
import { grpcRoute, type RouteDef } from './route';
import { digitsParam, pageMeta, pageQuery, uuidParam } from './schemas';

/** Public event names a webhook can subscribe to (docs/events.md); validated again by the service. */
const eventName = z.string().min(1).max(100);

const webhook = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  payload_version: z.enum(['v1', 'v2']),
  phone_number_id: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Create/rotate responses add the signing secret, shown only there. */
const webhookWithSecret = webhook.extend({ secret: z.string().describe('Standard Webhooks signing secret (whsec_...). Shown only at creation and rotation.') });

const attempt = z.object({
  number: z.number().int(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  response_body: z.string().nullable(),
});

const delivery = z.object({
  id: z.string().uuid(),
  webhook_id: z.string().uuid(),
  event_id: z.string().uuid(),
  event: z.string(),
  payload_version: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  test: z.boolean(),
  url: z.string(),
  payload: z.record(z.unknown()).nullable(),
});

const deliveryWithAttempts = delivery.extend({ attempt_log: z.array(attempt) });

const createBody = z.object({
  webhook: z.object({
    url: z.string().trim().min(1).max(2048),
    events: z.array(eventName).min(1).max(50),
    active: z.boolean().optional(),
    payload_version: z.enum(['v1', 'v2']).optional(),
  }),
});

const updateBody = z.object({
  webhook: z.object({
    url: z.string().trim().min(1).max(2048).optional(),
    events: z.array(eventName).min(1).max(50).optional(),
    active: z.boolean().optional(),
    payload_version: z.enum(['v1', 'v2']).optional(),
  }),
});

const rotateBody = z.object({ overlap_seconds: z.number().int().min(0).max(604_800).optional() }).optional();

const cursor = z.string().min(1).max(512);
const deliveriesQuery = z
  .object({
    period: z.enum(['24h', '7d', '30d']).optional().describe('Time window ending now.'),
    status: z.enum(['pending', 'delivered', 'failed']).optional(),
    event: eventName.optional().describe('Exact public event name.'),
    webhook_id: z.string().uuid().optional(),
    errors_only: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1').describe('Only deliveries whose last attempt failed.'),
    limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size, 1 to 100.'),
    before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
    after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
  })
  .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] });

const paging = z.object({
  cursors: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});

/** Base path of the public API (the deliveries log's relative paging links start with it). */
const BASE_PATH = '/platform/v1';

function parsePayload(d: webhooks.WebhookDelivery__Output): Record<string, unknown> {
  let payload: Record<string, unknown> | null = null;
  try {
    payload = d.payload ? (JSON.parse(d.payload) as Record<string, unknown>) : null;
  } catch {
    payload = null;
  }
  return { ...d, payload };
}

const webhookParams = z.object({ webhook_id: uuidParam });
const deliveryParams = z.object({ delivery_id: uuidParam });
const numberParams = z.object({ phone_number_id: digitsParam });

/** Project webhooks, per-number webhooks and the deliveries log (webhooks service). */
export const webhookRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Create a project webhook. The signing secret is returned only in this response.',
    tag: 'Webhooks',
    body: createBody,
    response: z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: 'webhooks',
    rpc: 'CreateWebhook',
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, ...body.webhook }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'List project webhooks, most recent first (page style).',
    tag: 'Webhooks',
    query: pageQuery,
    response: z.object({ data: z.array(webhook), meta: pageMeta }),
    service: 'webhooks',
    rpc: 'ListWebhooks',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.webhooks, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/phone_numbers/:phone_number_id/webhooks',
    operationId: 'createPhoneNumberWebhook',
    summary: 'Create a per-number webhook: it receives only events about this number. The secret is returned only here.',
    tag: 'Webhooks',
    params: numberParams,
    body: createBody,
    response: z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: 'webhooks',
    rpc: 'CreateWebhook',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, ...body.webhook }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/webhooks',
    operationId: 'listPhoneNumberWebhooks',
    summary: 'List the webhooks of one number, most recent first (page style).',
    tag: 'Webhooks',
    params: numberParams,
    query: pageQuery,
    response: z.object({ data: z.array(webhook), meta: pageMeta }),
    service: 'webhooks',
    rpc: 'ListWebhooks',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.webhooks, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/webhooks/:webhook_id',
    operationId: 'getWebhook',
    summary: 'Read a webhook (without its secret).',
    tag: 'Webhooks',
    params: webhookParams,
    response: z.object({ data: webhook }),
    service: 'webhooks',
    rpc: 'GetWebhook',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id }),
    reply: (res) => ({ body: { data: res.webhook } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/webhooks/:webhook_id',
    operationId: 'updateWebhook',
    summary: 'Update url, events, active or payload_version. Re-activating clears a platform disable.',
    tag: 'Webhooks',
    params: webhookParams,
    body: updateBody,
    response: z.object({ data: webhook }),
    errorStatuses: [400, 404, 422],
    service: 'webhooks',
    rpc: 'UpdateWebhook',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, ...body.webhook, events: body.webhook.events ?? [] }),
    reply: (res) => ({ body: { data: res.webhook } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/webhooks/:webhook_id',
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook; its pending deliveries fail, the deliveries log keeps its history.',
    tag: 'Webhooks',
    params: webhookParams,
    response: z.object({ data: z.object({ success: z.boolean() }) }),
    service: 'webhooks',
    rpc: 'DeleteWebhook',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id }),
    reply: (res) => ({ body: { data: { success: res.success } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/webhooks/:webhook_id/rotate_secret',
    operationId: 'rotateWebhookSecret',
    summary: 'Generate a new signing secret; the previous one keeps signing for overlap_seconds (default 86400).',
    tag: 'Webhooks',
    params: webhookParams,
    body: rotateBody,
    response: z.object({ data: webhookWithSecret }),
    successStatuses: [200],
    service: 'webhooks',
    rpc: 'RotateWebhookSecret',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, overlap_seconds: body?.overlap_seconds }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/webhooks/:webhook_id/test',
    operationId: 'testWebhook',
    summary: 'Send a signed sample event now (one attempt, no retries) and return the delivery with its attempt.',
    tag: 'Webhooks',
    params: webhookParams,
    query: z.object({ event_type: eventName.optional().describe('Event to sample; default the webhook’s first event.') }),
    response: z.object({ data: deliveryWithAttempts }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422],
    deadlineMs: 20_000,
    service: 'webhooks',
    rpc: 'TestWebhook',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, event_type: query.event_type }),
    reply: (res) => ({ body: { data: parsePayload(res.delivery!) } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/webhook_deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'List webhook deliveries, most recent first (cursor paginated like api_logs).',
    tag: 'Webhooks',
    query: deliveriesQuery,
    response: z.object({ data: z.array(delivery), paging }),
    errorStatuses: [400],
    service: 'webhooks',
    rpc: 'ListDeliveries',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
    reply: (res, { query }) => {
      const link = (k: 'before' | 'after', v: string) => {
        const params = new URLSearchParams();
        for (const key of ['period', 'status', 'event', 'webhook_id'] as const) if (query[key]) params.set(key, query[key]!);
        if (query.errors_only) params.set('errors_only', 'true');
        params.set('limit', String(query.limit));
        params.set(k, v);
        return `${BASE_PATH}/webhook_deliveries?${params.toString()}`;
      };
      return {
        body: {
          data: res.deliveries.map(parsePayload),
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
    reply: (res) => ({ body: { data: parsePayload(res.delivery!) } }),
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
    reply: (res) => ({ status: 202, body: { data: parsePayload(res.delivery!) } }),
  }),
];
