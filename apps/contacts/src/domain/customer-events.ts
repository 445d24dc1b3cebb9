/**
 * v2 fields of the public message and conversation events (reference §1.13; docs/events.md):
 * `message` with its `svc` extras, `conversation`, `is_new_conversation`, `phone_number_id`. Pure:
 * built from the public objects the API returns, so webhooks and reads agree.
 */
import { fromStruct, type contacts } from '@platform/contracts';

/** Public message events by status reached. */
export const MESSAGE_EVENT_BY_STATUS: Record<string, string> = {
  sent: 'messaging.message.sent',
  delivered: 'messaging.message.delivered',
  read: 'messaging.message.read',
  failed: 'messaging.message.failed',
};

/** The `message` object of an event. */
export function messageObject(m: contacts.Message): Record<string, unknown> {
  const content = fromStruct(m.content as never);
  const type = m.type ?? 'unknown';
  return {
    id: m.wamid,
    timestamp: String(Math.floor(new Date(m.timestamp ?? 0).getTime() / 1000)),
    type,
    [type]: content,
    ...(m.context_wamid ? { context: { id: m.context_wamid } } : {}),
    svc: {
      id: m.id,
      direction: m.direction,
      status: m.status,
      origin: m.origin,
      has_media: m.has_media,
      content: m.text ?? null,
      media_data: m.media
        ? { id: m.media.id, content_type: m.media.mime_type ?? null, filename: m.media.filename ?? null, sha256: m.media.sha256 ?? null }
        : null,
      statuses: (m.statuses ?? []).map((s) => fromStruct(s.raw as never)),
      errors: (m.errors ?? []).map((e) => fromStruct(e as never)),
      pricing: m.pricing ?? null,
    },
  };
}

/** The `conversation` object of an event. */
export function conversationObject(c: contacts.Conversation, contact: { parentBsuid?: string | null; username?: string | null } = {}): Record<string, unknown> {
  return {
    id: c.id,
    phone_number: c.phone_number ?? null,
    business_scoped_user_id: c.business_scoped_user_id ?? null,
    parent_business_scoped_user_id: contact.parentBsuid ?? null,
    username: contact.username ?? null,
    status: c.status,
    last_active_at: c.last_active_at,
    created_at: c.created_at,
    updated_at: c.updated_at,
    phone_number_id: c.phone_number_id,
    svc: {
      contact_id: c.contact_id,
      contact_name: c.contact_name ?? null,
      messages_count: c.messages_count,
      last_message_id: c.last_message_id ?? null,
      last_message_type: c.last_message_type ?? null,
      last_message_text: c.last_message_text ?? null,
      last_message_at: c.last_message_at ?? null,
      last_inbound_at: c.last_inbound_at ?? null,
      last_outbound_at: c.last_outbound_at ?? null,
      service_window_expires_at: c.service_window_expires_at ?? null,
      inactive: c.inactive,
      sandbox_session_id: c.sandbox_session_id ?? null,
      // Who handles the thread on a number shared with another app (decision 0231); null when not shared.
      thread: c.thread ? { handler: c.thread.handler, owner_app_id: c.thread.owner_app_id ?? null, changed_at: c.thread.changed_at } : null,
    },
  };
}
