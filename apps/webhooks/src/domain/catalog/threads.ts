/**
 * Thread events on numbers shared with another app (decision 0231), rendered by contacts from
 * messaging-proxy's thread changes and standby copies, arriving on the CONTACTS stream
 * (svc.contacts.v1.CustomerEvent): each entry's `input` checks the shape before fan-out.
 */
import { z } from 'zod';
import { BOTH, SAMPLE_NUMBER, type CatalogEntry, type PublicEvent } from './types';

const HANDLERS = ['this_app', 'other_app', 'upstream_agent', 'idle'] as const;

const thread = z
  .object({
    customer: z.string().min(1),
    handler: z.enum(HANDLERS),
    owner_app_id: z.string().nullable(),
    changed_at: z.string(),
    last_customer_message_at: z.string().nullable(),
  })
  .passthrough();
const conversation = z
  .object({ id: z.string().uuid(), phone_number_id: z.string(), status: z.enum(['active', 'ended']) })
  .passthrough()
  .nullable();
const contact = z.object({ id: z.string().uuid() }).nullable();

const ownershipInput = z
  .object({
    phone_number_id: z.string(),
    thread: thread.and(
      z.object({
        previous_handler: z.enum(HANDLERS).nullable(),
        previous_owner_app_id: z.string().nullable(),
        reason: z.enum(['pass', 'take', 'release', 'standby', 'take_control', 'idle']),
        metadata: z.string().nullable(),
      }),
    ),
    contact,
    conversation,
  })
  .passthrough();

const standbyInput = z
  .object({
    phone_number_id: z.string(),
    thread,
    standby: z.object({ kind: z.enum(['message', 'echo', 'status']), message_id: z.string().nullable(), detail: z.string().nullable() }).passthrough(),
    contact,
    conversation,
  })
  .passthrough();

/** Catalog entries of the thread events, in documentation order. */
export const THREAD_EVENTS: readonly CatalogEntry[] = [
  {
    name: 'messaging.thread.ownership_changed',
    versions: BOTH,
    source: 'contacts',
    description:
      'Who handles a customer thread on a number shared with another app changed (a handover, a standby copy, a thread_control call or a take-control send); thread { handler, previous_handler, reason, ... }.',
    input: ownershipInput,
  },
  {
    name: 'messaging.thread.standby',
    versions: BOTH,
    source: 'contacts',
    description:
      'A copy received while another app handles the thread on a shared number: the customer’s message, the other app’s echo, or one of its statuses (standby { kind, message_id, detail, item }).',
    input: standbyInput,
  },
];

const NAMES = new Set(THREAD_EVENTS.map((e) => e.name));

/** A realistic sample of each thread event (tests of webhooks, docs), or undefined when `name` is not one. */
export function threadsSample(name: string, occurredAt: string): PublicEvent | undefined {
  if (!NAMES.has(name)) return undefined;
  const base = {
    customer: '15550100200',
    handler: 'other_app',
    owner_app_id: '200000000000001',
    changed_at: occurredAt,
    last_customer_message_at: occurredAt,
  };
  const conv = {
    id: '00000000-0000-4000-8000-000000000002',
    phone_number: '15550100200',
    status: 'active',
    phone_number_id: SAMPLE_NUMBER.id,
    svc: { contact_id: '00000000-0000-4000-8000-000000000001', thread: { handler: 'other_app', owner_app_id: '200000000000001', changed_at: occurredAt } },
  };
  const common = { phone_number_id: SAMPLE_NUMBER.id, contact: { id: '00000000-0000-4000-8000-000000000001' }, conversation: conv };
  const fields =
    name === 'messaging.thread.ownership_changed'
      ? { ...common, thread: { ...base, previous_handler: 'this_app', previous_owner_app_id: null, reason: 'pass', metadata: 'escalated to billing' } }
      : {
          ...common,
          thread: base,
          standby: { kind: 'message', message_id: 'wamid.HBgLMTU1NTAxMDAyMDAVAgASGBQzQUE', detail: 'text', item: { type: 'text', text: { body: 'Hello' } } },
        };
  return { name, fields, phoneNumberIds: [SAMPLE_NUMBER.id], businessAccountId: null };
}
