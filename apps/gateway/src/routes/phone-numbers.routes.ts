import { z } from 'zod';
import { grpcRoute, type RouteDef, type RouteLimit } from './route';
import { digitsParam, pageMeta, pageQuery, uuidParam } from './schemas';

/** Health check limits (spec 8): 5 per second and 60 per minute per project, counted in Redis before the call. */
const HEALTH_LIMITS: RouteLimit[] = [
  { name: 'health-second', points: 5, durationSec: 1, limitHeader: 'X-Health-RateLimit-Second-Limit', remainingHeader: 'X-Health-RateLimit-Second-Remaining' },
  { name: 'health-minute', points: 60, durationSec: 60, limitHeader: 'X-Health-RateLimit-Minute-Limit', remainingHeader: 'X-Health-RateLimit-Minute-Remaining' },
];

const phoneNumberFields = {
  id: z.string(),
  internal_id: z.string().uuid(),
  phone_number_id: z.string(),
  name: z.string(),
  kind: z.string(),
  upstream_app_id: z.string(),
  business_account_id: z.string(),
  is_coexistence: z.boolean(),
  inbound_processing_enabled: z.boolean(),
  calls_enabled: z.boolean(),
  webhook_verified_at: z.string().nullable(),
  webhook_destination_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  customer_id: z.string().uuid(),
  display_name: z.string(),
  display_phone_number: z.string(),
  display_phone_number_normalized: z.string(),
  verified_name: z.string(),
  quality_rating: z.string(),
  code_verification_status: z.string(),
  name_status: z.string(),
  status: z.string(),
  throughput_tier: z.string(),
  is_official_business_account: z.boolean(),
  is_pin_enabled: z.boolean(),
};

/** Phone number of create and list responses: the messaging limit is the upstream tier string (spec 2.8). */
const phoneNumber = z.object({ ...phoneNumberFields, whatsapp_business_manager_messaging_limit: z.string() });
/** Phone number of the update response: the messaging limit is an integer (spec 2.8; null for TIER_UNLIMITED). */
const updatedPhoneNumber = z.object({ ...phoneNumberFields, whatsapp_business_manager_messaging_limit: z.number().int().nullable() });

/** TIER_10K → 10000, TIER_250 → 250; TIER_UNLIMITED (no finite value) → null. */
function tierAsInteger(tier: string | undefined): number | null {
  const m = /^TIER_(\d+)(K?)$/i.exec((tier ?? '').trim());
  return m ? Number(m[1]) * (m[2] ? 1000 : 1) : null;
}

const httpUrl = z
  .string()
  .url()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');

const connectBody = z.object({
  messaging_phone_number: z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      kind: z.enum(['production', 'test']).optional(),
      phone_number_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string'),
      business_account_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string'),
      access_token: z.string().trim().min(1).max(4096),
      webhook_destination_url: httpUrl.optional(),
      webhook_verify_token: z.string().min(1).max(512).optional(),
      inbound_processing_enabled: z.boolean().optional(),
      calls_enabled: z.boolean().optional(),
    })
    .strict(),
});

const updateBody = z.object({
  messaging_phone_number: z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      access_token: z.string().trim().min(1).max(4096).optional(),
      webhook_destination_url: httpUrl.nullable().optional(),
      webhook_verify_token: z.string().min(1).max(512).optional(),
      inbound_processing_enabled: z.boolean().optional(),
      calls_enabled: z.boolean().optional(),
    })
    .strict()
    .refine((o) => Object.keys(o).length > 0, 'must name at least one field to change'),
});

const healthCheck = z.object({
  passed: z.boolean().nullable(),
  error: z.string().optional(),
  overall_status: z.string().optional(),
  details: z.record(z.unknown()),
});
const healthBody = z.object({
  status: z.enum(['healthy', 'degraded', 'unhealthy', 'error']),
  timestamp: z.string(),
  error: z.string().optional(),
  checks: z
    .object({
      phone_number_access: healthCheck,
      token_validity: healthCheck,
      messaging_health: healthCheck,
      webhook_subscription: healthCheck,
      webhook_verified: healthCheck,
      phone_number_connection: healthCheck,
    })
    .optional(),
});

const displayNameRequest = z.object({
  id: z.string().uuid(),
  phone_number_id: z.string(),
  requested_display_name: z.string(),
  previous_display_name: z.string().nullable(),
  status: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  applied_at: z.string().nullable(),
  upstream_error_code: z.number().int().nullable(),
  upstream_error_subcode: z.number().int().nullable(),
  upstream_error_type: z.string().nullable(),
  upstream_error_message: z.string().nullable(),
});

type GrpcCheck = { passed?: boolean | null; error?: string | null; overall_status?: string | null; details_json?: string } | null | undefined;
const check = (c: GrpcCheck) => {
  const out: Record<string, unknown> = { passed: c?.passed ?? null, details: c?.details_json ? (JSON.parse(c.details_json) as Record<string, unknown>) : {} };
  if (c?.error) out.error = c.error;
  if (c?.overall_status) out.overall_status = c.overall_status;
  return out;
};

const pn = z.object({ phone_number_id: digitsParam });

/** Phone numbers, health checks and display name requests (messaging-proxy). */
export const phoneNumberRoutes: RouteDef[] = [
  grpcRoute({
    method: 'post',
    path: '/customers/:customer_id/messaging/phone_numbers',
    operationId: 'connectPhoneNumber',
    summary: 'Connect a phone number with upstream credentials (checked against the upstream; the access token is stored encrypted and never returned).',
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
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers',
    operationId: 'listPhoneNumbers',
    summary: 'List connected phone numbers, most recent first (page style).',
    tag: 'Phone Numbers',
    query: pageQuery.extend({
      phone_number_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string').optional(),
      business_account_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string').optional(),
      customer_id: z.string().uuid().optional(),
    }),
    response: z.object({ data: z.array(phoneNumber), meta: pageMeta }),
    errorStatuses: [400],
    service: 'messagingProxy',
    rpc: 'ListPhoneNumbers',
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: query.phone_number_id ?? '',
      business_account_id: query.business_account_id ?? '',
      customer_id: query.customer_id ?? '',
      page: { page: query.page, per_page: query.per_page },
    }),
    reply: (res) => ({ body: { data: res.phone_numbers, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id',
    operationId: 'getPhoneNumber',
    summary: 'Read a connected phone number.',
    tag: 'Phone Numbers',
    params: pn,
    response: z.object({ data: phoneNumber }),
    service: 'messagingProxy',
    rpc: 'GetPhoneNumber',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    reply: (res) => ({ body: { data: res.phone_number } }),
  }),
  grpcRoute({
    method: 'patch',
    path: '/messaging/phone_numbers/:phone_number_id',
    operationId: 'updatePhoneNumber',
    summary: 'Update a phone number (access_token, webhook_destination_url, ...). The messaging limit is an integer in this response.',
    tag: 'Phone Numbers',
    params: pn,
    body: updateBody,
    response: z.object({ data: updatedPhoneNumber }),
    errorStatuses: [400, 404, 422],
    deadlineMs: 30_000,
    service: 'messagingProxy',
    rpc: 'UpdatePhoneNumber',
    request: ({ params, body }, ctx) => {
      const b = body.messaging_phone_number;
      return {
        project_id: ctx.projectId,
        phone_number_id: params.phone_number_id,
        name: b.name,
        access_token: b.access_token,
        webhook_destination_url: b.webhook_destination_url ?? undefined,
        clear_webhook_destination_url: b.webhook_destination_url === null,
        webhook_verify_token: b.webhook_verify_token,
        inbound_processing_enabled: b.inbound_processing_enabled,
        calls_enabled: b.calls_enabled,
      };
    },
    reply: (res) => ({
      body: { data: res.phone_number ? { ...res.phone_number, whatsapp_business_manager_messaging_limit: tierAsInteger(res.phone_number.whatsapp_business_manager_messaging_limit) } : res.phone_number },
    }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/health',
    operationId: 'checkPhoneNumberHealth',
    summary: 'Health check of a number: cached 3 minutes; 5 per second and 60 per minute per project (429 with Retry-After).',
    tag: 'Phone Numbers',
    params: pn,
    response: healthBody,
    errorStatuses: [400, 404],
    deadlineMs: 20_000,
    limits: HEALTH_LIMITS,
    service: 'messagingProxy',
    rpc: 'CheckPhoneNumberHealth',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    reply: (res) => {
      const c = res.checks;
      const body: Record<string, unknown> = { status: res.status, timestamp: res.timestamp };
      if (res.error) body.error = res.error;
      if (c) {
        body.checks = {
          phone_number_access: check(c.phone_number_access),
          token_validity: check(c.token_validity),
          messaging_health: check(c.messaging_health),
          webhook_subscription: check(c.webhook_subscription),
          webhook_verified: check(c.webhook_verified),
          phone_number_connection: check(c.phone_number_connection),
        };
      }
      return { body };
    },
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/phone_numbers/:phone_number_id/display_name_requests',
    operationId: 'createDisplayNameRequest',
    summary: 'Submit a new display name for upstream review.',
    tag: 'Display Names',
    params: pn,
    body: z.object({ display_name_request: z.object({ display_name: z.string().trim().min(3).max(512) }).strict() }),
    response: z.object({ data: displayNameRequest }),
    successStatuses: [201],
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 20_000,
    service: 'messagingProxy',
    rpc: 'CreateDisplayNameRequest',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, display_name: body.display_name_request.display_name }),
    reply: (res) => ({ body: { data: res.display_name_request } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/display_name_requests',
    operationId: 'listDisplayNameRequests',
    summary: "List a number's display name requests, most recent first (page style).",
    tag: 'Display Names',
    params: pn,
    query: pageQuery,
    response: z.object({ data: z.array(displayNameRequest), meta: pageMeta }),
    service: 'messagingProxy',
    rpc: 'ListDisplayNameRequests',
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, page: { page: query.page, per_page: query.per_page } }),
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
