import { isDomainError, unavailable } from '@platform/errors';
import { z } from 'zod';
import { listenerEventData, listenerStream, type KeepOutcome, type ListenerStreamDeps } from '../../live/webhook-listener-stream';
import { contractObject } from '../contract-schema';
import { grpcRoute, routesOf, type RouteContext, type RouteDef } from '../route';
import { uuidParam } from '../schemas';
import { eventName, PAYLOAD_VERSIONS } from './schemas';

/** A live listener (decision 0028); the payload version is `v1` or `v2`. */
const listener = contractObject('svc.webhooks.v1.WebhookListener', { payload_version: z.enum(PAYLOAD_VERSIONS) }, { uuid: ['id'] });

const createBody = z
  .object({
    events: z.array(eventName).max(100).optional().describe('Event names to receive; absent or empty: every event.'),
    payload_version: z.enum(PAYLOAD_VERSIONS).optional().describe('Payload version of the bodies; default v2.'),
    phone_number_id: z
      .string()
      .regex(/^\d{1,32}$/, 'must be a phone number id (digits)')
      .optional()
      .describe('Only events of this number of the project.'),
  })
  .optional();

const listenerParams = z.object({ listener_id: uuidParam });
const replayBody = z.object({ event_id: z.string().uuid().describe('The event id: webhook-id of its deliveries, event_id in the delivery log.') });

/** One KeepWebhookListener from an open stream: gone when the service answers NOT_FOUND. */
async function keepOnce(ctx: RouteContext, listenerId: string): Promise<KeepOutcome> {
  try {
    await ctx.clients.call(
      'webhooks',
      'KeepWebhookListener',
      { project_id: ctx.projectId, listener_id: listenerId },
      { requestId: ctx.requestId, deadlineMs: 5000 },
    );
    return 'kept';
  } catch (err) {
    return isDomainError(err) && err.code === 5 ? 'gone' : 'unknown';
  }
}

/** `/webhook_listeners/*`: live listeners a CLI streams events from (decision 0028; webhooks service and this replica's stream). */
export function webhookListenerRoutes(streams: ListenerStreamDeps | undefined): RouteDef[] {
  const stream = grpcRoute({
    method: 'get',
    path: '/webhook_listeners/:listener_id/stream',
    operationId: 'streamWebhookListener',
    summary:
      "Server-Sent Events of a listener: `ready`, then each event as `webhook` (the exact body and its Standard Webhooks headers, signed with the listener's secret), `listener_ended` when deleted or expired. Keeps the listener alive while open. A reconnect with `Last-Event-ID` gets the events since again.",
    tag: 'Webhooks',
    params: listenerParams,
    headers: z
      .object({
        'last-event-id': z
          .string()
          .uuid('must be the id of the last event received (its webhook-id)')
          .optional()
          .describe('On a reconnect: the last webhook-id received. The events since are sent again after `ready` (`resumed: true`), then `event: resumed`.'),
      })
      .passthrough(),
    response: listenerEventData,
    contentType: 'text/event-stream',
    errorStatuses: [400, 404],
    service: 'webhooks',
    rpc: 'KeepWebhookListener',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, listener_id: params.listener_id }),
    reply: (res) => ({ body: res }),
  });
  return routesOf('webhooks/webhook-listeners.routes.ts', [
    grpcRoute({
      method: 'post',
      path: '/webhook_listeners',
      operationId: 'createWebhookListener',
      summary:
        'Create a live listener (a CLI’s `webhooks listen`): the project’s events, rendered and signed as for an endpoint, stream to it. The signing secret is returned only in this response; it expires 5 minutes after its stream closes.',
      tag: 'Webhooks',
      body: createBody,
      response: z.object({ data: listener.extend({ secret: z.string().describe('Standard Webhooks signing secret (whsec_...). Shown only here.') }) }),
      successStatuses: [201],
      errorStatuses: [400, 404, 422],
      service: 'webhooks',
      rpc: 'CreateWebhookListener',
      request: ({ body }, ctx) => ({
        project_id: ctx.projectId,
        events: body?.events ?? [],
        payload_version: body?.payload_version ?? '',
        phone_number_id: body?.phone_number_id,
      }),
      reply: (res) => ({ status: 201, body: { data: { ...res.listener, secret: res.secret } } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/webhook_listeners/:listener_id',
      operationId: 'getWebhookListener',
      summary: 'Read a live listener (without its secret); 404 once deleted or expired.',
      tag: 'Webhooks',
      params: listenerParams,
      response: z.object({ data: listener }),
      service: 'webhooks',
      rpc: 'GetWebhookListener',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, listener_id: params.listener_id }),
      reply: (res) => ({ body: { data: res.listener } }),
    }),
    {
      ...stream,
      async handle(input, ctx) {
        if (!streams) throw unavailable('STREAMS_UNAVAILABLE', 'This gateway does not serve listener streams');
        const first = (await stream.handle(input, ctx)).body as { listener: unknown; subject: string };
        const id = (input.params as { listener_id: string }).listener_id;
        const after = input.headers['last-event-id'];
        const resume = after
          ? () =>
              ctx.clients.call(
                'webhooks',
                'ResumeWebhookListener',
                { project_id: ctx.projectId, listener_id: id, after_event_id: after },
                { requestId: ctx.requestId, deadlineMs: 10_000 },
              )
          : undefined;
        return { stream: listenerStream(streams, first, () => keepOnce(ctx, id), resume) };
      },
    },
    grpcRoute({
      method: 'delete',
      path: '/webhook_listeners/:listener_id',
      operationId: 'deleteWebhookListener',
      summary: 'End a listener: its stream ends with `listener_ended` at its next keep-alive; no event reaches it any more.',
      tag: 'Webhooks',
      params: listenerParams,
      response: z.object({ data: contractObject('svc.webhooks.v1.DeleteWebhookListenerResponse') }),
      service: 'webhooks',
      rpc: 'DeleteWebhookListener',
      request: ({ params }, ctx) => ({ project_id: ctx.projectId, listener_id: params.listener_id }),
      reply: (res) => ({ body: { data: res } }),
    }),
    grpcRoute({
      method: 'post',
      path: '/webhook_listeners/:listener_id/replay',
      operationId: 'replayWebhookEvent',
      summary:
        "Send one stored event of the project to a live listener again, rendered in its payload version and signed with its secret. Asynchronous: it arrives on the listener's stream.",
      tag: 'Webhooks',
      params: listenerParams,
      body: replayBody,
      response: z.object({ data: contractObject('svc.webhooks.v1.ReplayWebhookEventResponse', {}, { uuid: ['event_id'] }) }),
      successStatuses: [202],
      errorStatuses: [400, 404],
      service: 'webhooks',
      rpc: 'ReplayWebhookEvent',
      request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, listener_id: params.listener_id, event_id: body.event_id }),
      reply: (res) => ({ status: 202, body: { data: res } }),
    }),
  ]);
}
