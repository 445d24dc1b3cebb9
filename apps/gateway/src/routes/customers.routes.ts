import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';
import { pageMeta, pageQuery, uuidParam } from './schemas';

const customer = contractObject('svc.messaging_proxy.v1.Customer', {}, { uuid: ['id'] });

const customerUpdateBody = z.object({
  customer: z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      external_customer_id: z.string().trim().min(1).max(200).nullable().optional(),
    })
    .strict(),
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
  grpcRoute({
    method: 'patch',
    path: '/customers/:customer_id',
    operationId: 'updateCustomer',
    summary: 'Update a customer (name, external_customer_id; null clears external_customer_id).',
    tag: 'Customers',
    params: z.object({ customer_id: uuidParam }),
    body: customerUpdateBody,
    response: z.object({ data: customer }),
    errorStatuses: [400, 404, 409],
    service: 'messagingProxy',
    rpc: 'UpdateCustomer',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      customer_id: params.customer_id,
      name: body.customer.name,
      external_customer_id: body.customer.external_customer_id ?? undefined,
      clear_external_customer_id: body.customer.external_customer_id === null,
    }),
    reply: (res) => ({ body: { data: res.customer } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/customers/:customer_id',
    operationId: 'deleteCustomer',
    summary: 'Delete a customer and its setup links (409 while phone numbers are connected for it).',
    tag: 'Customers',
    params: z.object({ customer_id: uuidParam }),
    response: z.object({}),
    successStatuses: [204],
    errorStatuses: [400, 404, 409],
    service: 'messagingProxy',
    rpc: 'DeleteCustomer',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id }),
    reply: () => ({ status: 204, body: {} }),
  }),
];
