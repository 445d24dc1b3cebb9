import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, type RouteDef } from './route';

const contact = contractObject('svc.contacts.v1.Contact', {}, { uuid: ['id'] });

/** Override: `source` is a closed set (spec 4.12) the proto keeps as a string. */
const preference = contractObject('svc.contacts.v1.MarketingPreference', {
  source: z.enum(['meta_webhook', 'meta_delivery_error', 'meta_synchronous_error']),
});

const identifier = z.string().min(1).max(256);

/** Contacts (contacts service, spec 4.12). */
export const contactRoutes: RouteDef[] = [
  grpcRoute({
    method: 'get',
    path: '/messaging/contacts/:identifier',
    operationId: 'getContact',
    summary: 'Read a contact by uuid, phone number, business-scoped user id or parent id (newest match).',
    tag: 'Contacts',
    params: z.object({ identifier }),
    response: z.object({ data: contact }),
    service: 'contacts',
    rpc: 'GetContact',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier }),
    reply: (res) => ({ body: { data: res.contact } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/contacts/:identifier/marketing_preferences',
    operationId: 'listMarketingPreferences',
    summary: 'Marketing preferences of a contact, one entry per number (read-only).',
    tag: 'Contacts',
    params: z.object({ identifier }),
    response: z.object({ data: z.array(preference) }),
    service: 'contacts',
    rpc: 'ListMarketingPreferences',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier }),
    reply: (res) => ({ body: { data: res.preferences } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/contacts/:identifier/marketing_preferences/:phone_number_id',
    operationId: 'listMarketingPreferencesForNumber',
    summary: 'Marketing preference of a contact on one number (read-only).',
    tag: 'Contacts',
    params: z.object({ identifier, phone_number_id: z.string().regex(/^\d{1,32}$/, 'must be a digit string') }),
    response: z.object({ data: z.array(preference) }),
    service: 'contacts',
    rpc: 'ListMarketingPreferences',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier, phone_number_id: params.phone_number_id }),
    reply: (res) => ({ body: { data: res.preferences } }),
  }),
];
