// Original file: protos/svc/contacts/v1/contacts.proto

import type { PropertyFilter as _svc_contacts_v1_PropertyFilter, PropertyFilter__Output as _svc_contacts_v1_PropertyFilter__Output } from '../../../svc/contacts/v1/PropertyFilter';

/**
 * The filters of ListConversationsRequest (numbers kept), without paging.
 */
export interface CountConversationsRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'phone_number'?: (string);
  'status'?: (string);
  'last_active_since'?: (string);
  'last_active_until'?: (string);
  'property_filters'?: (_svc_contacts_v1_PropertyFilter)[];
  'phone_number_ids'?: (string)[];
  'inbox_status'?: (string);
  'assignee'?: (string);
  'q'?: (string);
  /**
   * The calling person (for `mine`, and `unread`); unset for an API key.
   */
  'me_user_id'?: (string);
  /**
   * Only conversations with unread messages for me_user_id (required with it).
   */
  'unread'?: (boolean);
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_status'?: "status";
  '_last_active_since'?: "last_active_since";
  '_last_active_until'?: "last_active_until";
  '_inbox_status'?: "inbox_status";
  '_assignee'?: "assignee";
  '_q'?: "q";
  '_me_user_id'?: "me_user_id";
  '_unread'?: "unread";
}

/**
 * The filters of ListConversationsRequest (numbers kept), without paging.
 */
export interface CountConversationsRequest__Output {
  'project_id': (string);
  'phone_number_id'?: (string);
  'phone_number'?: (string);
  'status'?: (string);
  'last_active_since'?: (string);
  'last_active_until'?: (string);
  'property_filters': (_svc_contacts_v1_PropertyFilter__Output)[];
  'phone_number_ids': (string)[];
  'inbox_status'?: (string);
  'assignee'?: (string);
  'q'?: (string);
  /**
   * The calling person (for `mine`, and `unread`); unset for an API key.
   */
  'me_user_id'?: (string);
  /**
   * Only conversations with unread messages for me_user_id (required with it).
   */
  'unread'?: (boolean);
  '_phone_number_id'?: "phone_number_id";
  '_phone_number'?: "phone_number";
  '_status'?: "status";
  '_last_active_since'?: "last_active_since";
  '_last_active_until'?: "last_active_until";
  '_inbox_status'?: "inbox_status";
  '_assignee'?: "assignee";
  '_q'?: "q";
  '_me_user_id'?: "me_user_id";
  '_unread'?: "unread";
}
