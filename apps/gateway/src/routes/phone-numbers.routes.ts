import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { grpcRoute, type RouteDef } from '../route';
import { digitString, httpUrl, pageMeta, pageQuery, phoneNumberParams, uuidParam } from '../schemas';

/** Phone number of connect, list and read responses: the messaging limit is the upstream tier string (spec 2.8). */
const phoneNumber = contractObject('svc.messaging_proxy.v1.PhoneNumber', {}, { uuid: ['internal_id', 'customer_id'] });

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

/** Connect, list, read and update phone numbers (messaging-proxy). */
export const numberRoutes: RouteDef[] = [
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
];
