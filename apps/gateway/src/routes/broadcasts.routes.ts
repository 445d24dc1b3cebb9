import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';
import { uuidParam } from './schemas';

const broadcast = contractObject('svc.broadcasts.v1.Broadcast', {}, { uuid: ['id'] });

/** Broadcasts (alpha; broadcasts service, spec 2.11, 3.4, 4.6). */
export const broadcastRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/broadcasts/:broadcast_id',
    operationId: 'getBroadcast',
    summary: 'Read a broadcast (alpha); progress of a send is read here.',
    tag: 'Broadcasts',
    params: z.object({ broadcast_id: uuidParam }),
    response: z.object({ data: broadcast }),
    service: 'broadcasts',
    rpc: 'GetBroadcast',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id }),
    reply: (res) => ({ body: { data: res.broadcast } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/broadcasts/:broadcast_id/send',
    operationId: 'sendBroadcast',
    summary: 'Start sending a broadcast at once (asynchronous; no body).',
    tag: 'Broadcasts',
    params: z.object({ broadcast_id: uuidParam }),
    // Spec 4.6 fixes this reply to five fields, `sending` and two nulls: hand-written, not the Broadcast.
    response: z.object({
      data: z.object({ id: z.string().uuid(), status: z.literal('sending'), scheduled_at: z.null(), started_at: z.string(), completed_at: z.null() }),
    }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409],
    service: 'broadcasts',
    rpc: 'SendBroadcast',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id }),
    reply: (res) => ({
      body: { data: { id: res.broadcast?.id, status: res.broadcast?.status, scheduled_at: null, started_at: res.broadcast?.started_at, completed_at: null } },
    }),
  }),
];
