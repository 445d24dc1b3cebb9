import { z } from 'zod';
import { grpcRoute, type RouteDef } from './route';
import { pageMeta, pageQuery, uuidParam } from './schemas';

const flow = z.object({
  id: z.string().uuid(),
  upstream_flow_id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published']),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  json_version: z.string(),
  data_api_version: z.string(),
  business_account_id: z.string(),
  preview_url: z.string().nullable(),
  data_endpoint_function_id: z.string().uuid().nullable(),
  phone_number_id: z.string().nullable(),
  data_endpoint_url: z.string().nullable(),
  has_data_endpoint: z.boolean(),
  flows_encryption_configured: z.boolean(),
});

/** Flows (flows service, spec 4.5). */
export const flowRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/flows',
    operationId: 'listFlows',
    summary: 'List flows, most recent first (page style).',
    tag: 'Flows',
    query: pageQuery.extend({
      status: z.enum(['draft', 'published']).optional(),
      business_account_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string').optional(),
      phone_number_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string').optional(),
      name: z.string().min(1).max(200).optional().describe('Substring of the flow name.'),
    }),
    response: z.object({ data: z.array(flow), meta: pageMeta }),
    errorStatuses: [400],
    service: 'flows',
    rpc: 'ListFlows',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      status: query.status,
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
