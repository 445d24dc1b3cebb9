// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListRecipientsRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  /**
   * Filter by status; empty = any.
   */
  'status'?: (string);
  /**
   * Filter by the recipient's phone number (any common formatting; compared as digits); empty = any.
   */
  'phone_number'?: (string);
  /**
   * Filter by the recipient's business-scoped user id (exact); empty = any.
   */
  'user_id'?: (string);
}

export interface ListRecipientsRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  /**
   * Filter by status; empty = any.
   */
  'status': (string);
  /**
   * Filter by the recipient's phone number (any common formatting; compared as digits); empty = any.
   */
  'phone_number': (string);
  /**
   * Filter by the recipient's business-scoped user id (exact); empty = any.
   */
  'user_id': (string);
}
