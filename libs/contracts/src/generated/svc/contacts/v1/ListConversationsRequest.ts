// Original file: protos/svc/contacts/v1/contacts.proto

import type { PropertyFilter as _svc_contacts_v1_PropertyFilter, PropertyFilter__Output as _svc_contacts_v1_PropertyFilter__Output } from '../../../svc/contacts/v1/PropertyFilter';

export interface ListConversationsRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * Contact's phone number (digits, `+` allowed).
   */
  'phone_number'?: (string);
  /**
   * active or ended.
   */
  'status'?: (string);
  'last_active_since'?: (string);
  'last_active_until'?: (string);
  /**
   * Up to three contact-property filters, all must match (spec 8).
   */
  'property_filters'?: (_svc_contacts_v1_PropertyFilter)[];
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  /**
   * Any of these numbers (at most 1000; an inbox embed's customer scope, decision 0017); empty: no
   * such filter. Combined with phone_number_id, both must match.
   */
  'phone_number_ids'?: (string)[];
  /**
   * open, pending, resolved or snoozed.
   */
  'inbox_status'?: (string);
  /**
   * `unassigned` or a user id (the gateway turns `me` into the caller's).
   */
  'assignee'?: (string);
  /**
   * Part of the contact's name or phone number (at most 100 characters).
   */
  'q'?: (string);
  /**
   * The person reading (a dashboard session): each conversation's unread_count is theirs.
   */
  'reader_user_id'?: (string);
  /**
   * Only conversations with unread messages for reader_user_id (required with it).
   */
  'unread'?: (boolean);
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_status'?: "status";
  '_last_active_since'?: "last_active_since";
  '_last_active_until'?: "last_active_until";
  '_before'?: "before";
  '_after'?: "after";
  '_inbox_status'?: "inbox_status";
  '_assignee'?: "assignee";
  '_q'?: "q";
  '_reader_user_id'?: "reader_user_id";
  '_unread'?: "unread";
}

export interface ListConversationsRequest__Output {
  'project_id': (string);
  'phone_number_id'?: (string);
  /**
   * Contact's phone number (digits, `+` allowed).
   */
  'phone_number'?: (string);
  /**
   * active or ended.
   */
  'status'?: (string);
  'last_active_since'?: (string);
  'last_active_until'?: (string);
  /**
   * Up to three contact-property filters, all must match (spec 8).
   */
  'property_filters': (_svc_contacts_v1_PropertyFilter__Output)[];
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  /**
   * Any of these numbers (at most 1000; an inbox embed's customer scope, decision 0017); empty: no
   * such filter. Combined with phone_number_id, both must match.
   */
  'phone_number_ids': (string)[];
  /**
   * open, pending, resolved or snoozed.
   */
  'inbox_status'?: (string);
  /**
   * `unassigned` or a user id (the gateway turns `me` into the caller's).
   */
  'assignee'?: (string);
  /**
   * Part of the contact's name or phone number (at most 100 characters).
   */
  'q'?: (string);
  /**
   * The person reading (a dashboard session): each conversation's unread_count is theirs.
   */
  'reader_user_id'?: (string);
  /**
   * Only conversations with unread messages for reader_user_id (required with it).
   */
  'unread'?: (boolean);
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_status'?: "status";
  '_last_active_since'?: "last_active_since";
  '_last_active_until'?: "last_active_until";
  '_before'?: "before";
  '_after'?: "after";
  '_inbox_status'?: "inbox_status";
  '_assignee'?: "assignee";
  '_q'?: "q";
  '_reader_user_id'?: "reader_user_id";
  '_unread'?: "unread";
}
