import { z } from 'zod';
import { contractObject } from '../contract-schema';

/** A contact (contacts service). */
export const contact = contractObject('svc.contacts.v1.Contact', {}, { uuid: ['id'] });
/** A conversation. */
export const conversation = contractObject(
  'svc.contacts.v1.Conversation',
  { status: z.enum(['active', 'ended']), last_message_direction: z.enum(['inbound', 'outbound']).nullable() },
  { uuid: ['id', 'contact_id'] },
);
/** A message with its raw status history. */
export const message = contractObject(
  'svc.contacts.v1.Message',
  {
    direction: z.enum(['inbound', 'outbound']),
    origin: z.enum(['cloud_api', 'business_app', 'history_sync']),
    status: z.enum(['pending', 'sent', 'delivered', 'read', 'played', 'failed', 'received']),
  },
  { uuid: ['id'] },
);
/** A sandbox session (spec 3.7). */
export const sandboxSession = contractObject(
  'svc.contacts.v1.SandboxSession',
  { status: z.enum(['pending_activation', 'active', 'superseded']) },
  { uuid: ['id'] },
);
/** Override: `source` is a closed set (spec 4.12) the proto keeps as a string. */
export const preference = contractObject('svc.contacts.v1.MarketingPreference', {
  source: z.enum(['meta_webhook', 'meta_delivery_error', 'meta_synchronous_error']),
});

/** A contact identifier: uuid, phone number, business-scoped user id or parent id. */
export const identifier = z.string().min(1).max(256);
/** A phone number filter (digits, `+` allowed). */
export const phoneFilter = z.string().regex(/^\+?\d{3,20}$/, 'must be a phone number (digits, + allowed)');
