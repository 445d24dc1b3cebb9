import type { contacts } from '@platform/contracts';
import type { ConversationRow } from '../infra/db/conversations.repository';

const iso = (v: unknown) => (v === null || v === undefined ? undefined : new Date(v as string).toISOString());

/** A thread goes idle after this long without customer messages (reference 1.14, decision 0231). */
export const THREAD_IDLE_MS = 24 * 3_600_000;

/** The conversation's thread: the reported handler, idle 24 h after the last customer message (or change). */
function threadToWire(r: ConversationRow, now: Date): contacts.ConversationThread | undefined {
  if (!r.thread_handler || !r.thread_changed_at) return undefined;
  const times = [r.thread_changed_at, r.thread_last_customer_message_at, r.last_inbound_at].filter(Boolean).map((v) => new Date(v as string).getTime());
  const idle = now.getTime() - Math.max(...times) >= THREAD_IDLE_MS;
  return {
    handler: idle ? 'idle' : r.thread_handler,
    owner_app_id: idle ? undefined : (r.thread_owner_app_id ?? undefined),
    changed_at: iso(r.thread_changed_at)!,
  };
}

/** Length of the customer-service window opened by an inbound message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/** A conversation row → the public conversation. */
export function conversationToWire(r: ConversationRow, now: Date = new Date()): contacts.Conversation {
  const lastIn = r.last_inbound_at ? new Date(r.last_inbound_at as string) : undefined;
  return {
    id: r.id,
    phone_number_id: r.phone_number_id,
    contact_id: r.contact_id,
    phone_number: r.contact_phone_number ?? undefined,
    business_scoped_user_id: r.contact_bsuid ?? undefined,
    contact_name: r.contact_name ?? undefined,
    status: r.status,
    inactive: r.inactive,
    last_active_at: iso(r.last_active_at)!,
    last_inbound_at: iso(r.last_inbound_at),
    last_outbound_at: iso(r.last_outbound_at),
    service_window_expires_at: lastIn ? new Date(lastIn.getTime() + SERVICE_WINDOW_MS).toISOString() : undefined,
    messages_count: r.messages_count,
    inbound_count: r.inbound_count,
    outbound_count: r.outbound_count,
    last_message_id: r.last_message_id ?? undefined,
    last_message_type: r.last_message_type ?? undefined,
    last_message_text: r.last_message_text ?? undefined,
    last_message_at: iso(r.last_message_at),
    last_message_direction: r.last_message_direction ?? undefined,
    sandbox_session_id: r.sandbox_session_id ?? undefined,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    thread: threadToWire(r, now),
    inbox_status: r.inbox_status,
    snoozed_until: iso(r.snoozed_until),
    assigned_user_id: r.assigned_user_id ?? undefined,
    unread_count: r.unread_count ?? undefined,
  };
}
