import { z } from 'zod';
import { SETUP_LINK_THEME_KEYS as THEME_KEYS, toProtoEnum, type messagingProxy } from '@platform/contracts';
import { contractEnumValues, contractObject, type PublicValues } from './contract-schema';
import { phoneNumber } from './phone-numbers.routes';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { digitString, httpUrl, pageMeta, pageOf, pageQuery, uuidParam } from './schemas';

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

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #1A2B3C');
const themeShape = Object.fromEntries(THEME_KEYS.map((k) => [k, hex.optional()])) as Record<(typeof THEME_KEYS)[number], z.ZodOptional<typeof hex>>;
/** Theme colours in replies: only the keys that were set (an unset colour is absent, not null). */
const themeOut = z.object(
  Object.fromEntries(THEME_KEYS.map((k) => [k, z.string().optional()])) as Record<(typeof THEME_KEYS)[number], z.ZodOptional<z.ZodString>>,
);

const CONNECTION_TYPES = ['coexistence', 'dedicated'] as const;

/** Overrides: unset theme colours are left out, and the connection types are a closed set (spec 2.10). */
const setupLink = contractObject(
  'svc.messaging_proxy.v1.SetupLink',
  { allowed_connection_types: z.array(z.enum(CONNECTION_TYPES)), theme_config: themeOut },
  { uuid: ['id', 'customer_id'] },
);

const SETUP_LINK_STATUSES = contractEnumValues<PublicValues<messagingProxy.SetupLinkStatus__Output, 'SETUP_LINK_STATUS'>>(
  'svc.messaging_proxy.v1.SetupLink',
  'status',
);

const setupLinkBody = z.object({
  setup_link: z
    .object({
      success_redirect_url: httpUrl.optional(),
      failure_redirect_url: httpUrl.optional(),
      allowed_origins: z.array(z.string().url().max(255)).max(20).default([]),
      allowed_connection_types: z.array(z.enum(CONNECTION_TYPES)).min(1).max(2).optional(),
      theme_config: z.object(themeShape).strict().default({}),
      provision_phone_number: z.boolean().default(false),
      phone_number_area_code: z
        .string()
        .regex(/^\d{2,5}$/, 'must be 2 to 5 digits')
        .optional(),
      phone_number_country_isos: z
        .array(z.string().regex(/^[A-Za-z]{2}$/, 'must be ISO 3166-1 alpha-2 codes'))
        .max(50)
        .optional(),
      reconnect_phone_number: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15550102030')
        .optional(),
      language: z.enum(['en', 'es', 'pt', 'hi', 'id', 'ar']).optional(),
    })
    .strict()
    .default({}),
});

/** The peer's revocation (reference 1.4): `PATCH` with `{setup_link: {status: "revoked"}}`; no other field changes. */
const setupLinkUpdateBody = z.object({
  setup_link: z
    .object({
      status: z.literal('revoked'),
    })
    .strict(),
});

const connectBody = z.object({
  messaging_phone_number: z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      kind: z.enum(['production', 'test']).optional(),
      phone_number_id: digitString,
      business_account_id: digitString,
      access_token: z.string().trim().min(1).max(4096),
      webhook_destination_url: httpUrl.optional(),
      webhook_verify_token: z.string().min(1).max(512).optional(),
      inbound_processing_enabled: z.boolean().optional(),
      calls_enabled: z.boolean().optional(),
    })
    .strict(),
});

/**
 * `/customers/*`: customers, their setup links and connecting a phone number to one (messaging-proxy).
 * The connected numbers themselves are in phone-numbers.routes.ts.
 */
export const customerRoutes: RouteDef[] = routesOf('customers.routes.ts', [
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
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: pageOf(query) }),
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
  grpcRoute({
    method: 'post',
    path: '/customers/:customer_id/setup_links',
    operationId: 'createSetupLink',
    summary:
      "Create an onboarding link for a customer; the customer's previous active link is revoked in the same transaction. Links expire after 30 days (status expired from expires_at on).",
    tag: 'Setup Links',
    params: z.object({ customer_id: uuidParam }),
    body: setupLinkBody,
    response: z.object({ data: setupLink }),
    successStatuses: [201],
    errorStatuses: [400, 404, 422],
    service: 'messagingProxy',
    rpc: 'CreateSetupLink',
    request: ({ params, body }, ctx) => {
      const l = body.setup_link;
      return {
        project_id: ctx.projectId,
        customer_id: params.customer_id,
        success_redirect_url: l.success_redirect_url,
        failure_redirect_url: l.failure_redirect_url,
        allowed_origins: l.allowed_origins,
        allowed_connection_types: l.allowed_connection_types ?? [],
        theme_config: l.theme_config,
        provision_phone_number: l.provision_phone_number,
        phone_number_area_code: l.phone_number_area_code,
        phone_number_country_isos: l.phone_number_country_isos ?? [],
        reconnect_phone_number: l.reconnect_phone_number,
        language: l.language,
      };
    },
    reply: (res) => ({ body: { data: res.setup_link } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/customers/:customer_id/setup_links',
    operationId: 'listSetupLinks',
    summary: "List a customer's setup links, most recent first (page style), optionally by status.",
    tag: 'Setup Links',
    params: z.object({ customer_id: uuidParam }),
    query: pageQuery.extend({ status: z.enum(SETUP_LINK_STATUSES).optional() }),
    response: z.object({ data: z.array(setupLink), meta: pageMeta }),
    errorStatuses: [400, 404],
    service: 'messagingProxy',
    rpc: 'ListSetupLinks',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      customer_id: params.customer_id,
      status: query.status ? toProtoEnum('SETUP_LINK_STATUS', query.status) : undefined,
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.setup_links, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/customers/:customer_id/setup_links/:setup_link_id',
    operationId: 'getSetupLink',
    summary: 'Read a setup link.',
    tag: 'Setup Links',
    params: z.object({ customer_id: uuidParam, setup_link_id: uuidParam }),
    response: z.object({ data: setupLink }),
    service: 'messagingProxy',
    rpc: 'GetSetupLink',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id, setup_link_id: params.setup_link_id }),
    reply: (res) => ({ body: { data: res.setup_link } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/customers/:customer_id/setup_links/:setup_link_id',
    operationId: 'updateSetupLink',
    summary:
      'Revoke a setup link: body {"setup_link": {"status": "revoked"}}. Its page refuses it from then on (failure redirect error_code link_expired). Revoking a revoked link answers it unchanged (safe to retry); a used or expired link is 409.',
    tag: 'Setup Links',
    params: z.object({ customer_id: uuidParam, setup_link_id: uuidParam }),
    body: setupLinkUpdateBody,
    response: z.object({ data: setupLink }),
    errorStatuses: [400, 404, 409],
    service: 'messagingProxy',
    rpc: 'RevokeSetupLink',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id, setup_link_id: params.setup_link_id }),
    reply: (res) => ({ body: { data: res.setup_link } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/customers/:customer_id/messaging/phone_numbers',
    operationId: 'connectPhoneNumber',
    summary:
      'Connect a phone number with upstream credentials (checked against the upstream; the access token is stored encrypted and never returned). 409 when this project connected it already; a number another project connected answers like one the token cannot reach (422).',
    tag: 'Phone Numbers',
    params: z.object({ customer_id: uuidParam }),
    body: connectBody,
    response: z.object({ data: phoneNumber }),
    successStatuses: [201],
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 30_000,
    service: 'messagingProxy',
    rpc: 'ConnectPhoneNumber',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id, ...body.messaging_phone_number }),
    reply: (res) => ({ body: { data: res.phone_number } }),
  }),
]);
