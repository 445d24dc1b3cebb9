import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef, type RouteLimit } from './route';
import { digitsParam, digitString, httpUrl, maxChars, pageMeta, pageOf, pageQuery, phoneNumberParams, queryInt, uuidParam } from './schemas';
import { toStruct } from '@platform/contracts';
import { senderOf } from './contacts/conversation-replies';
import { replyIdempotencyHeader, replyMessage } from './contacts/reply-message';
import { sendRefusal } from './contacts/send-refusals';
import { webhook, webhookCreateBody, webhookWithSecret, withSecret } from './webhooks/schemas';

/** Phone number of connect, list and read responses: the messaging limit is the upstream tier string (spec 2.8). */
export const phoneNumber = contractObject('svc.messaging_proxy.v1.PhoneNumber', {}, { uuid: ['internal_id', 'customer_id'] });

/** Override for the update response: the messaging limit is an integer (spec 2.8; null for TIER_UNLIMITED). */
const updatedPhoneNumber = contractObject(
  'svc.messaging_proxy.v1.PhoneNumber',
  { whatsapp_business_manager_messaging_limit: z.number().int().nullable() },
  { uuid: ['internal_id', 'customer_id'] },
);

/** TIER_10K → 10000, TIER_250 → 250; TIER_UNLIMITED (no finite value) → null. */
function tierAsInteger(tier: string | undefined): number | null {
  const m = /^TIER_(\d+)(K?)$/i.exec((tier ?? '').trim());
  return m ? Number(m[1]) * (m[2] ? 1000 : 1) : null;
}

/** A message to one customer: by phone number or by business-scoped user id, never both. */
const sendBody = z
  .object({
    to: z
      .string()
      .regex(/^\+?[1-9]\d{6,14}$/, 'must be a phone number in international format (+15551234567)')
      .optional()
      .describe('The customer’s phone number, international format.'),
    recipient: maxChars(128, 1).optional().describe('The customer’s business-scoped user id, when the phone number is not known.'),
    message: replyMessage,
  })
  .strict()
  .refine((b) => (b.to === undefined) !== (b.recipient === undefined), { message: 'give either to or recipient', path: ['to'] });

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

/** Health check limits (spec 8): 5 per second and 60 per minute per project, counted in Redis before the call. */
const HEALTH_LIMITS: RouteLimit[] = [
  { name: 'health-second', points: 5, durationSec: 1, limitHeader: 'X-Health-RateLimit-Second-Limit', remainingHeader: 'X-Health-RateLimit-Second-Remaining' },
  {
    name: 'health-minute',
    points: 60,
    durationSec: 60,
    limitHeader: 'X-Health-RateLimit-Minute-Limit',
    remainingHeader: 'X-Health-RateLimit-Minute-Remaining',
  },
];

/** Overrides: a check's `error` and `overall_status` are left out when unset (not null). */
const healthCheck = contractObject('svc.messaging_proxy.v1.HealthCheck', { error: z.string().optional(), overall_status: z.string().optional() });

const CHECKS = ['phone_number_access', 'token_validity', 'messaging_health', 'webhook_subscription', 'webhook_verified', 'phone_number_connection'] as const;

/**
 * Overrides: the overall status is a closed set; `error` and `checks` are left out when unset; the
 * `cached` flag is internal (the gateway does not show it).
 */
const healthBody = contractObject('svc.messaging_proxy.v1.CheckPhoneNumberHealthResponse', {
  status: z.enum(['healthy', 'degraded', 'unhealthy', 'error']),
  error: z.string().optional(),
  checks: contractObject('svc.messaging_proxy.v1.HealthChecks', Object.fromEntries(CHECKS.map((k) => [k, healthCheck]))).optional(),
  cached: null,
});

const displayNameRequest = contractObject('svc.messaging_proxy.v1.DisplayNameRequest', {}, { uuid: ['id'] });

/**
 * `/messaging/phone_numbers/*`: connected numbers (list, read, update), their health check (with its
 * own rate limits) and display name requests (messaging-proxy), and per-number webhooks (webhooks
 * service). Connecting a number is `POST /customers/{id}/messaging/phone_numbers` (customers.routes.ts).
 */
/** A template of the number's business account (the inbox's picker, decision 0023). */
const messageTemplate = contractObject('svc.messaging_proxy.v1.SendingTemplate', {});

/** A template's review and life states as the upstream names them (a filter of another value is 400, never sent upstream). */
export const TEMPLATE_STATUSES = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
  'ARCHIVED',
] as const;

const templatesQuery = z.object({
  status: z
    .string()
    .transform((v) => v.toUpperCase())
    .refine((v) => v.split(',').every((s) => (TEMPLATE_STATUSES as readonly string[]).includes(s)), {
      message: `must be template statuses separated by commas: ${TEMPLATE_STATUSES.join(', ')}`,
    })
    .optional()
    .describe('Only templates of these statuses, e.g. APPROVED.'),
  name: maxChars(512, 1).optional().describe('Part of the template’s name.'),
  limit: queryInt(1, 100).default(100).describe('At most this many templates, 1 to 100.'),
});

export const phoneNumberRoutes: RouteDef[] = routesOf('phone-numbers.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers',
    operationId: 'listPhoneNumbers',
    summary: 'List connected phone numbers, most recent first (page style).',
    tag: 'Phone Numbers',
    query: pageQuery.extend({
      phone_number_id: digitString.optional(),
      business_account_id: digitString.optional(),
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
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.phone_numbers, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id',
    operationId: 'getPhoneNumber',
    summary: 'Read a connected phone number.',
    tag: 'Phone Numbers',
    params: phoneNumberParams,
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
    params: phoneNumberParams,
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
      body: {
        data: res.phone_number
          ? { ...res.phone_number, whatsapp_business_manager_messaging_limit: tierAsInteger(res.phone_number.whatsapp_business_manager_messaging_limit) }
          : res.phone_number,
      },
    }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/health',
    operationId: 'checkPhoneNumberHealth',
    summary: 'Health check of a number: cached 3 minutes; 5 per second and 60 per minute per project (429 with Retry-After).',
    tag: 'Phone Numbers',
    params: phoneNumberParams,
    response: healthBody,
    errorStatuses: [400, 404],
    deadlineMs: 20_000,
    limits: HEALTH_LIMITS,
    service: 'messagingProxy',
    rpc: 'CheckPhoneNumberHealth',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    // Empty strings count as unset, as they always have; the rest is the derived shape.
    reply: (res) => {
      const c = res.checks;
      const checks = c
        ? Object.fromEntries(CHECKS.map((k) => [k, { ...c[k], error: c[k]?.error || undefined, overall_status: c[k]?.overall_status || undefined }]))
        : undefined;
      return { body: { ...res, error: res.error || undefined, checks } };
    },
  }),
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
      page: pageOf(query),
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
  grpcRoute({
    method: 'post',
    path: '/messaging/phone_numbers/:phone_number_id/webhooks',
    operationId: 'createPhoneNumberWebhook',
    summary: 'Create a per-number webhook: it receives only events about this number. The secret is returned only here.',
    tag: 'Webhooks',
    params: phoneNumberParams,
    body: webhookCreateBody,
    response: z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: 'webhooks',
    rpc: 'CreateWebhook',
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, ...body.webhook }),
    reply: withSecret,
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/webhooks',
    operationId: 'listPhoneNumberWebhooks',
    summary: 'List the webhooks of one number, most recent first (page style).',
    tag: 'Webhooks',
    params: phoneNumberParams,
    query: pageQuery,
    response: z.object({ data: z.array(webhook), meta: pageMeta }),
    service: 'webhooks',
    rpc: 'ListWebhooks',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: params.phone_number_id,
      page: pageOf(query),
    }),
    reply: (res) => ({ body: { data: res.webhooks, meta: res.meta } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/phone_numbers/:phone_number_id/message_templates',
    operationId: 'listPhoneNumberMessageTemplates',
    summary:
      'The message templates of the number’s business account as the upstream lists them (id, name, language, category, status, parameter format, components); status=APPROVED for those that can be sent. Readable by every role that handles conversations (agents included).',
    tag: 'Phone Numbers',
    params: phoneNumberParams,
    query: templatesQuery,
    response: z.object({ data: z.array(messageTemplate) }),
    errorStatuses: [400, 404, 502],
    deadlineMs: 15_000,
    service: 'messagingProxy',
    rpc: 'ListMessageTemplates',
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: params.phone_number_id,
      status: query.status?.toUpperCase() ?? '',
      name: query.name ?? '',
      limit: query.limit,
    }),
    reply: (res) => ({ body: { data: res.templates ?? [] } }),
  }),
  grpcRoute({
    method: 'post',
    path: '/messaging/phone_numbers/:phone_number_id/messages',
    operationId: 'sendMessage',
    summary:
      'Send one message from the number to a customer through the guarded send path (opt-out, credits, thread ownership, at most once per Idempotency-Key: a retry answers the same wamid): text, media by https link, interactive, template or reaction. Outside the customer’s 24-hour window the upstream accepts only an approved template. Refusals answer a sentence and their code.',
    tag: 'Messages',
    params: phoneNumberParams,
    headers: replyIdempotencyHeader,
    body: sendBody,
    response: z.object({ data: z.object({ wamid: z.string(), status: z.literal('accepted') }) }),
    successStatuses: [201],
    errorStatuses: [400, 402, 404, 409, 422, 502, 503],
    deadlineMs: 15_000,
    service: 'messagingProxy',
    rpc: 'SendMessage',
    request: ({ params, body, headers }, ctx) => {
      const sender = senderOf(ctx);
      const to = body.to ? { to: body.to.replace(/^\+/, '') } : { recipient: body.recipient };
      return {
        project_id: ctx.projectId,
        phone_number_id: params.phone_number_id,
        message: toStruct({ messaging_product: 'whatsapp', recipient_type: 'individual', ...to, ...body.message }),
        idempotency_key: `${sender.keySpace}:${headers['idempotency-key']}`,
        take_control: false,
        source: sender.source,
      };
    },
    reply: (r) => {
      if (r.accepted || (r.code === 'duplicate_send' && r.wamid)) return { status: 201, body: { data: { wamid: r.wamid, status: 'accepted' } } };
      throw sendRefusal(r);
    },
  }),
]);
