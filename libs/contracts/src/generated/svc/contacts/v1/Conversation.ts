// Original file: protos/svc/contacts/v1/contacts.proto

import type { ConversationThread as _svc_contacts_v1_ConversationThread, ConversationThread__Output as _svc_contacts_v1_ConversationThread__Output } from '../../../svc/contacts/v1/ConversationThread';

/**
 * A conversation: one contact on one number of the project.
 */
export interface Conversation {
  'id'?: (string);
  'phone_number_id'?: (string);
  'contact_id'?: (string);
  /**
   * Digits of the contact's phone number, when known.
   */
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'contact_name'?: (string);
  /**
   * active or ended.
   */
  'status'?: (string);
  /**
   * True after the configured quiet period without messages.
   */
  'inactive'?: (boolean);
  'last_active_at'?: (string);
  'last_inbound_at'?: (string);
  'last_outbound_at'?: (string);
  /**
   * End of the 24-hour customer-service window opened by the last inbound message.
   */
  'service_window_expires_at'?: (string);
  'messages_count'?: (number);
  'inbound_count'?: (number);
  'outbound_count'?: (number);
  'last_message_id'?: (string);
  'last_message_type'?: (string);
  'last_message_text'?: (string);
  'last_message_at'?: (string);
  'last_message_direction'?: (string);
  /**
   * Set for conversations with the platform sandbox number.
   */
  'sandbox_session_id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * Who handles the conversation's thread on a number shared with another app (decision 0231);
   * unset on numbers not shared.
   */
  'thread'?: (_svc_contacts_v1_ConversationThread | null);
  /**
   * The inbox status (decision 0507): open, pending, resolved or snoozed.
   */
  'inbox_status'?: (string);
  /**
   * Set when snoozed until a time; a snoozed conversation without it waits for the customer's next message.
   */
  'snoozed_until'?: (string);
  /**
   * The user of the active assignment; unset when unassigned.
   */
  'assigned_user_id'?: (string);
  /**
   * Inbound messages stored after the reading person's marker; unset when read without a person (API key).
   */
  'unread_count'?: (number);
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_contact_name'?: "contact_name";
  '_last_inbound_at'?: "last_inbound_at";
  '_last_outbound_at'?: "last_outbound_at";
  '_service_window_expires_at'?: "service_window_expires_at";
  '_last_message_id'?: "last_message_id";
  '_last_message_type'?: "last_message_type";
  '_last_message_text'?: "last_message_text";
  '_last_message_at'?: "last_message_at";
  '_last_message_direction'?: "last_message_direction";
  '_sandbox_session_id'?: "sandbox_session_id";
  '_thread'?: "thread";
  '_snoozed_until'?: "snoozed_until";
  '_assigned_user_id'?: "assigned_user_id";
  '_unread_count'?: "unread_count";
}

/**
 * A conversation: one contact on one number of the project.
 */
export interface Conversation__Output {
  'id': (string);
  'phone_number_id': (string);
  'contact_id': (string);
  /**
   * Digits of the contact's phone number, when known.
   */
  'phone_number'?: (string);
  'business_scoped_user_id'?: (string);
  'contact_name'?: (string);
  /**
   * active or ended.
   */
  'status': (string);
  /**
   * True after the configured quiet period without messages.
   */
  'inactive': (boolean);
  'last_active_at': (string);
  'last_inbound_at'?: (string);
  'last_outbound_at'?: (string);
  /**
   * End of the 24-hour customer-service window opened by the last inbound message.
   */
  'service_window_expires_at'?: (string);
  'messages_count': (number);
  'inbound_count': (number);
  'outbound_count': (number);
  'last_message_id'?: (string);
  'last_message_type'?: (string);
  'last_message_text'?: (string);
  'last_message_at'?: (string);
  'last_message_direction'?: (string);
  /**
   * Set for conversations with the platform sandbox number.
   */
  'sandbox_session_id'?: (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * Who handles the conversation's thread on a number shared with another app (decision 0231);
   * unset on numbers not shared.
   */
  'thread'?: (_svc_contacts_v1_ConversationThread__Output | null);
  /**
   * The inbox status (decision 0507): open, pending, resolved or snoozed.
   */
  'inbox_status': (string);
  /**
   * Set when snoozed until a time; a snoozed conversation without it waits for the customer's next message.
   */
  'snoozed_until'?: (string);
  /**
   * The user of the active assignment; unset when unassigned.
   */
  'assigned_user_id'?: (string);
  /**
   * Inbound messages stored after the reading person's marker; unset when read without a person (API key).
   */
  'unread_count'?: (number);
  '_phone_number'?: "phone_number";
  '_business_scoped_user_id'?: "business_scoped_user_id";
  '_contact_name'?: "contact_name";
  '_last_inbound_at'?: "last_inbound_at";
  '_last_outbound_at'?: "last_outbound_at";
  '_service_window_expires_at'?: "service_window_expires_at";
  '_last_message_id'?: "last_message_id";
  '_last_message_type'?: "last_message_type";
  '_last_message_text'?: "last_message_text";
  '_last_message_at'?: "last_message_at";
  '_last_message_direction'?: "last_message_direction";
  '_sandbox_session_id'?: "sandbox_session_id";
  '_thread'?: "thread";
  '_snoozed_until'?: "snoozed_until";
  '_assigned_user_id'?: "assigned_user_id";
  '_unread_count'?: "unread_count";
}
