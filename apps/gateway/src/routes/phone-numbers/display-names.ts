import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { grpcRoute, type RouteDef } from '../route';
import { digitsParam, pageMeta, pageQuery, phoneNumberParams, uuidParam } from '../schemas';

const displayNameRequest = contractObject('svc.messaging_proxy.v1.DisplayNameRequest', {}, { uuid: ['id'] });

/** Display name requests of a number (messaging-proxy). */
export const displayNameRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/messaging/phone_numbers/:phone_number_id/display_name_requests',
    operationId: 'createDisplayNameRequest',
    summary: 'Submit a new display name for upstream review.',
    tag: 'Display Names',
    params: phoneNumberParams,
    body: z.object({ display_name_request: z.object({ display_name: z.string().trim().min(3).max(512) }).strict() }),
    response: z.object({ data: displayNameRequest }),
    successStatuses: [201],
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 20_000,
    service: 'messagingProxy',
    rpc: 'CreateDisplayNameRequest',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: params.phone_number_id,
      display_name: body.display_name_request.display_name,
    }),
    reply: (res) => ({ body: { data: res.display_name_request } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/display_name_requests',
    operationId: 'listDisplayNameRequests',
    summary: "List a number's display name requests, most recent first (page style).",
    tag: 'Display Names',
    params: phoneNumberParams,
    query: pageQuery,
    response: z.object({ data: z.array(displayNameRequest), meta: pageMeta }),
    service: 'messagingProxy',
    rpc: 'ListDisplayNameRequests',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: params.phone_number_id,
      page: { page: query.page, per_page: query.per_page },
    }),
    reply: (res) => ({ body: { data: res.display_name_requests, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/display_name_requests/:request_id',
    operationId: 'getDisplayNameRequest',
    summary: 'Read a display name request.',
    tag: 'Display Names',
    params: z.object({ phone_number_id: digitsParam, request_id: uuidParam }),
    response: z.object({ data: displayNameRequest }),
    service: 'messagingProxy',
    rpc: 'GetDisplayNameRequest',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, request_id: params.request_id }),
    reply: (res) => ({ body: { data: res.display_name_request } }),
  }),
];
