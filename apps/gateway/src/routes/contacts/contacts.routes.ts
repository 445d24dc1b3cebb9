import { toStruct } from '@platform/contracts';
import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { cursorPaging, digitsParam, cursorQuery, pagingOf } from '../schemas';
import { contact, identifier, phoneFilter, preference } from './schemas';

const propertyValue = z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]);
const contactUpdateBody = z
  .object({
    contact: z
      .object({
        name: z.string().max(256).nullable().optional().describe('Display name; null or empty clears it.'),
        properties: z
          .record(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/), propertyValue)
          .optional()
          .describe(
            'Custom properties merged in (keys 1–64 of A-Z a-z 0-9 _ . -; at most 50 per contact): a string (at most 1,024 characters), number or boolean is stored and read back with its JSON type; a null value removes one.',
          ),
      })
      .strict(),
  })
  .strict();

const contactsQuery = z.object({
  phone_number_id: digitsParam.optional().describe('Contacts that talked with this number.'),
  wa_id: phoneFilter.optional().describe('Exact phone number.'),
  ...cursorQuery,
});

/** Contacts (contacts service, spec 4.12). */
export const contactRoutes: RouteDef[] = routesOf('contacts/contacts.routes.ts', [
  grpcRoute({
    method: 'get',
    path: '/messaging/contacts',
    operationId: 'listContacts',
    summary: 'List contacts of the project, newest first (cursor paginated like api_logs).',
    tag: 'Contacts',
    query: contactsQuery,
    response: z.object({ data: z.array(contact), paging: cursorPaging }),
    errorStatuses: [400],
    service: 'contacts',
    rpc: 'ListContacts',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
    reply: (res, { query }) => ({ body: { data: res.contacts, paging: pagingOf('/messaging/contacts', query, res) } }),
  }),
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
    method: 'patch',
    path: '/messaging/contacts/:identifier',
    operationId: 'updateContact',
    summary: 'Set a contact’s name and custom properties (merged; null removes a property).',
    tag: 'Contacts',
    params: z.object({ identifier }),
    body: contactUpdateBody,
    response: z.object({ data: contact }),
    errorStatuses: [400, 404],
    service: 'contacts',
    rpc: 'UpdateContact',
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      identifier: params.identifier,
      name: body.contact.name === null ? '' : body.contact.name,
      properties: body.contact.properties ? toStruct(body.contact.properties) : undefined,
    }),
    reply: (res) => ({ body: { data: res.contact } }),
  }),
  grpcRoute({
    method: 'delete',
    path: '/messaging/contacts/:identifier',
    operationId: 'deleteContact',
    summary: 'Erase a contact with its conversations and messages (usage and aggregates stay; docs/decisions/0500).',
    tag: 'Contacts',
    params: z.object({ identifier }),
    response: z.object({
      data: z.object({ id: z.string().uuid(), deleted: z.literal(true), messages_erased: z.number().int(), conversations_erased: z.number().int() }),
    }),
    errorStatuses: [400, 404],
    service: 'contacts',
    rpc: 'DeleteContact',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier }),
    reply: (res) => ({ body: { data: { id: res.id, deleted: true, messages_erased: res.messages_erased, conversations_erased: res.conversations_erased } } }),
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
    summary: 'Marketing preference of a contact on one number (read-only; 404 "Marketing preference not found" means subscribed).',
    tag: 'Contacts',
    params: z.object({ identifier, phone_number_id: digitsParam }),
    response: z.object({ data: z.array(preference) }),
    service: 'contacts',
    rpc: 'ListMarketingPreferences',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier, phone_number_id: params.phone_number_id }),
    reply: (res) => ({ body: { data: res.preferences } }),
  }),
]);
