import { z } from 'zod';
import { SETUP_LINK_THEME_KEYS as THEME_KEYS, toProtoEnum, type messagingProxy } from '@platform/contracts';
import { contractEnumValues, contractObject, type PublicValues } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';
import { httpUrl, pageMeta, pageQuery, uuidParam } from './schemas';

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

/** Setup links (messaging-proxy). */
export const setupLinkRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/customers/:customer_id/setup_links',
    operationId: 'createSetupLink',
    summary: "Create an onboarding link for a customer; the customer's previous active link is revoked. Links expire after 30 days.",
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
      page: { page: query.page, per_page: query.per_page },
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
];
