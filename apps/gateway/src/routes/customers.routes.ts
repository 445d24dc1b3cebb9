import { z } from 'zod';
import { grpcRoute, type RouteDef } from './route';
import { pageMeta, pageQuery, uuidParam } from './schemas';

const customer = z.object({
  id: z.string().uuid(),
  name: z.string(),
  external_customer_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const customerBody = z.object({
  customer: z.object({
    name: z.string().trim().min(1).max(200),
    external_customer_id: z.string().trim().min(1).max(200).optional(),
  }),
});

/** Customers (messaging-proxy). */
export const customerRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/customers',
    operationId: 'createCustomer',
    summary: 'Create a customer.',
    tag: 'Customers',
    body: customerBody,
    response: z.object({ data: customer }),
    successStatuses: [201],
    errorStatuses: [400, 409],
    service: 'messagingProxy',
    rpc: 'CreateCustomer',
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, ...body.customer }),
    reply: (res) => ({ body: { data: res.customer } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/customers',
    operationId: 'listCustomers',
    summary: 'List customers, most recent first (page style).',
    tag: 'Customers',
    query: pageQuery,
    response: z.object({ data: z.array(customer), meta: pageMeta }),
    service: 'messagingProxy',
    rpc: 'ListCustomers',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.customers, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/customers/:customer_id',
    operationId: 'getCustomer',
    summary: 'Read a customer.',
    tag: 'Customers',
    params: z.object({ customer_id: uuidParam }),
    response: z.object({ data: customer }),
    service: 'messagingProxy',
    rpc: 'GetCustomer',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id }),
    reply: (res) => ({ body: { data: res.customer } }),
  }),
];
