import { unixSeconds } from '../clock';
import type { PhoneNumber, SentMessage } from '../state/types';

/** One change of a webhook entry. */
export interface WebhookChange {
  field: string;
  value: unknown;
}

/** The upstream webhook body (reference 2.2). */
export interface WebhookEnvelope {
  object: 'whatsapp_business_account';
  entry: { id: string; time: number; changes: WebhookChange[] }[];
}

/** Wraps one change for a WABA. */
export function envelope(wabaId: string, at: Date, change: WebhookChange): WebhookEnvelope {
  return { object: 'whatsapp_business_account', entry: [{ id: wabaId, time: unixSeconds(at), changes: [change] }] };
}

/** Digits of a display number, as webhook `metadata.display_phone_number` carries it. */
export function digitsOf(displayNumber: string): string {
  return displayNumber.replace(/\D/g, '');
}

/** `metadata` of a `messages` change. */
export function metadataOf(pn: PhoneNumber): { display_phone_number: string; phone_number_id: string } {
  return { display_phone_number: digitsOf(pn.display_phone_number), phone_number_id: pn.id };
}

/** A status error object as in `statuses[].errors`. */
export interface StatusError {
  code: number;
  title: string;
  message?: string;
  error_data?: { details: string };
}

/** `messages` change value carrying one status of a sent message. */
export function statusValue(
  pn: PhoneNumber,
  msg: SentMessage,
  status: string,
  at: Date,
  opts: { includeConversation: boolean; errors?: StatusError[] },
): Record<string, unknown> {
  const s: Record<string, unknown> = {
    id: msg.id,
    status,
    timestamp: String(unixSeconds(at)),
    recipient_id: msg.wa_id,
  };
  if (msg.user_id) s.recipient_user_id = msg.user_id;
  if (msg.biz_opaque_callback_data) s.biz_opaque_callback_data = msg.biz_opaque_callback_data;
  if (status !== 'failed') {
    if (opts.includeConversation) {
      const conv: Record<string, unknown> = { id: msg.conversation_id, origin: { type: msg.category } };
      if (status === 'sent') conv.expiration_timestamp = String(unixSeconds(msg.created_at) + 24 * 3600);
      s.conversation = conv;
    }
    s.pricing = { billable: msg.billable, pricing_model: 'PMP', type: msg.pricing_type, category: msg.category };
  }
  if (opts.errors?.length) s.errors = opts.errors;
  return { messaging_product: 'whatsapp', metadata: metadataOf(pn), statuses: [s] };
}

/** `messages` change value of an inbound message from a user (with `userId`, their business-scoped user id, reference 2.2/2.8). */
export function inboundValue(pn: PhoneNumber, from: string, message: Record<string, unknown>, profileName: string, userId?: string): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    contacts: [{ profile: { name: profileName }, wa_id: from, ...(userId ? { user_id: userId } : {}) }],
    messages: [{ from, ...(userId ? { from_user_id: userId } : {}), ...message }],
  };
}
