import { z } from 'zod';
import { BASE_PATH } from '../../http/surface';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { pageMeta, pageOf, pageQuery, uuidParam } from '../schemas';
import {
  deliveryWithAttempts,
  eventName,
  PAYLOAD_VERSIONS,
  recovery,
  webhook,
  webhookCreateBody,
  webhookWithSecret,
  withParsedPayload,
  withSecret,
} from './schemas';

const updateBody = z.object({
  webhook: z.object({
    url: z.string().trim().min(1).max(2048).optional(),
    events: z.array(eventName).min(1).max(50).optional(),
    active: z.boolean().optional(),
    payload_version: z.enum(PAYLOAD_VERSIONS).optional(),
  }),
});

const rotateBody = z.object({ overlap_seconds: z.number().int().min(0).max(604_800).optional() }).optional();

const webhookParams = z.object({ webhook_id: uuidParam });

/** A recovery window: ISO 8601 instants with a time zone; the service checks order, span (≤ 7 days) and age (≤ 30 days). */
const recoverBody = z.object({
  since: z.string().datetime({ offset: true }).describe('Start (inclusive) of the window: deliveries created at or after it.'),
  until: z.string().datetime({ offset: true }).describe('End (exclusive) of the window; at most 7 days after since, not in the future.'),
});

const recoveryParams = z.object({ webhook_id: uuidParam, recovery_id: uuidParam });

/** Where a recovery's status is polled. */
const recoveryUrl = (webhookId: string, id: string) => `${BASE_PATH}/webhooks/${webhookId}/recoveries/${id}`;

/** `/webhooks/*`: project webhook endpoints: create, list, read, update, delete, rotate, test, recover (webhooks service). Per-number webhooks are in phone-numbers.routes.ts. */
export const webhookRoutes: RouteDef[] = routesOf('webhooks/webhooks.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Create a project webhook. The signing secret is returned only in this response.',
    tag: 'Webhooks',
    body: webhookCreateBody,
    response: z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: 'webhooks',
    rpc: 'CreateWebhook',
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, ...body.webhook }),
    reply: withSecret,
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
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: pageOf(query) }),
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
    response: z.object({ data: contractObject('svc.webhooks.v1.DeleteWebhookResponse') }),
    service: 'webhooks',
    rpc: 'DeleteWebhook',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id }),
    reply: (res) => ({ body: { data: res } }),
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
    reply: withSecret,
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
    reply: (res) => ({ body: { data: withParsedPayload(res.delivery!) } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/webhooks/:webhook_id/recover',
    operationId: 'recoverWebhook',
    summary:
      'Resend every failed delivery of the window (since ≤ created_at < until; ≤ 7 days, within the last 30) as a background job; poll status_url. ' +
      'One attempt per delivery; a delivery answered 2xx is never resent. 202 for a new job; 200 returns the identical job already queued or running.',
    tag: 'Webhooks',
    params: webhookParams,
    body: recoverBody,
    response: z.object({ data: recovery, status_url: z.string() }),
    successStatuses: [202, 200],
    errorStatuses: [400, 404, 409],
    service: 'webhooks',
    rpc: 'RecoverWebhook',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, since: body.since, until: body.until }),
    reply: (res) => {
      const url = recoveryUrl(res.recovery!.webhook_id, res.recovery!.id);
      return { status: res.created ? 202 : 200, headers: { location: url }, body: { data: res.recovery, status_url: url } };
    },
  }),
  grpcRoute({
    method: 'get',
    path: '/webhooks/:webhook_id/recoveries',
    operationId: 'listWebhookRecoveries',
    summary: 'List the webhook’s recovery jobs, most recent first (page style).',
    tag: 'Webhooks',
    params: webhookParams,
    query: pageQuery,
    response: z.object({ data: z.array(recovery), meta: pageMeta }),
    service: 'webhooks',
    rpc: 'ListWebhookRecoveries',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, page: pageOf(query) }),
    reply: (res) => ({ body: { data: res.recoveries, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/webhooks/:webhook_id/recoveries/:recovery_id',
    operationId: 'getWebhookRecovery',
    summary: 'Read a recovery job: status (queued, running, completed, failed) and its counters.',
    tag: 'Webhooks',
    params: recoveryParams,
    response: z.object({ data: recovery }),
    service: 'webhooks',
    rpc: 'GetWebhookRecovery',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, recovery_id: params.recovery_id }),
    reply: (res) => ({ body: { data: res.recovery } }),
  }),
]);
