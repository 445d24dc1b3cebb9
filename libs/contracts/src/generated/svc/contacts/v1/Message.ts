// Original file: protos/svc/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { MessageMedia as _svc_contacts_v1_MessageMedia, MessageMedia__Output as _svc_contacts_v1_MessageMedia__Output } from '../../../svc/contacts/v1/MessageMedia';
import type { MessageStatusEntry as _svc_contacts_v1_MessageStatusEntry, MessageStatusEntry__Output as _svc_contacts_v1_MessageStatusEntry__Output } from '../../../svc/contacts/v1/MessageStatusEntry';
import type { MessagePricing as _svc_contacts_v1_MessagePricing, MessagePricing__Output as _svc_contacts_v1_MessagePricing__Output } from '../../../svc/contacts/v1/MessagePricing';

/**
 * A message of a conversation, inbound or outbound.
 */
export interface Message {
  'id'?: (string);
  /**
   * Upstream message id (wamid).
   */
  'wamid'?: (string);
  'conversation_id'?: (string);
  'contact_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * inbound or outbound.
   */
  'direction'?: (string);
  /**
   * cloud_api, business_app (echo) or history_sync.
   */
  'origin'?: (string);
  /**
   * Upstream message type: text, image, audio, video, document, interactive, ...
   */
  'type'?: (string);
  /**
   * pending, sent, delivered, read, failed (inbound messages: received).
   */
  'status'?: (string);
  /**
   * The type-specific object as the upstream sent it (e.g. {"body": "..."} for text).
   */
  'content'?: (_google_protobuf_Struct | null);
  'text'?: (string);
  'has_media'?: (boolean);
  'media'?: (_svc_contacts_v1_MessageMedia | null);
  'statuses'?: (_svc_contacts_v1_MessageStatusEntry)[];
  /**
   * Errors of a failed message, as the upstream sent them.
   */
  'errors'?: (_google_protobuf_Struct)[];
  'pricing'?: (_svc_contacts_v1_MessagePricing | null);
  /**
   * wamid this message replies to.
   */
  'context_wamid'?: (string);
  /**
   * Upstream timestamp of the message.
   */
  'timestamp'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_text'?: "text";
  '_media'?: "media";
  '_pricing'?: "pricing";
  '_context_wamid'?: "context_wamid";
}

/**
 * A message of a conversation, inbound or outbound.
 */
export interface Message__Output {
  'id': (string);
  /**
   * Upstream message id (wamid).
   */
  'wamid': (string);
  'conversation_id': (string);
  'contact_id': (string);
  'phone_number_id': (string);
  /**
   * inbound or outbound.
   */
  'direction': (string);
  /**
   * cloud_api, business_app (echo) or history_sync.
   */
  'origin': (string);
  /**
   * Upstream message type: text, image, audio, video, document, interactive, ...
   */
  'type': (string);
  /**
   * pending, sent, delivered, read, failed (inbound messages: received).
   */
  'status': (string);
  /**
   * The type-specific object as the upstream sent it (e.g. {"body": "..."} for text).
   */
  'content': (_google_protobuf_Struct__Output | null);
  'text'?: (string);
  'has_media': (boolean);
  'media'?: (_svc_contacts_v1_MessageMedia__Output | null);
  'statuses': (_svc_contacts_v1_MessageStatusEntry__Output)[];
  /**
   * Errors of a failed message, as the upstream sent them.
   */
  'errors': (_google_protobuf_Struct__Output)[];
  'pricing'?: (_svc_contacts_v1_MessagePricing__Output | null);
  /**
   * wamid this message replies to.
   */
  'context_wamid'?: (string);
  /**
   * Upstream timestamp of the message.
   */
  'timestamp': (string);
  'created_at': (string);
  'updated_at': (string);
  '_text'?: "text";
  '_media'?: "media";
  '_pricing'?: "pricing";
  '_context_wamid'?: "context_wamid";
}
