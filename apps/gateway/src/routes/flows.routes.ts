import { z } from 'zod';
import { toProtoEnum, type flows } from '@platform/contracts';
import { contractEnumValues, contractObject, type PublicValues } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';
import { digitString, pageMeta, pageQuery, uuidParam } from './schemas';

const flow = contractObject('svc.flows.v1.Flow', {}, { uuid: ['id', 'data_endpoint_function_id'] });

/** Flows (flows service, spec 4.5). */
export const flowRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/flows',
    operationId: 'listFlows',
    summary: 'List flows, most recent first (page style).',
    tag: 'Flows',
    query: pageQuery.extend({
      status: z.enum(contractEnumValues<PublicValues<flows.FlowStatus__Output, 'FLOW_STATUS'>>('svc.flows.v1.Flow', 'status')).optional(),
      business_account_id: digitString.optional(),
      phone_number_id: digitString.optional(),
      name: z.string().min(1).max(200).optional().describe('Substring of the flow name.'),
    }),
    response: z.object({ data: z.array(flow), meta: pageMeta }),
    errorStatuses: [400],
    service: 'flows',
    rpc: 'ListFlows',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      status: query.status ? toProtoEnum('FLOW_STATUS', query.status) : undefined,
      business_account_id: query.business_account_id,
      phone_number_id: query.phone_number_id,
      name: query.name,
      page: { page: query.page, per_page: query.per_page },
    }),
    reply: (res) => ({ body: { data: res.flows, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/flows/:flow_id',
    operationId: 'getFlow',
    summary: 'Read a flow.',
    tag: 'Flows',
    params: z.object({ flow_id: uuidParam }),
    response: z.object({ data: flow }),
    service: 'flows',
    rpc: 'GetFlow',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: (res) => ({ body: { data: res.flow } }),
  }),
];
