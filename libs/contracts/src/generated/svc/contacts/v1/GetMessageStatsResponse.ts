// Original file: protos/svc/contacts/v1/contacts.proto

import type { MessageStatsBucket as _svc_contacts_v1_MessageStatsBucket, MessageStatsBucket__Output as _svc_contacts_v1_MessageStatsBucket__Output } from '../../../svc/contacts/v1/MessageStatsBucket';
import type { MessageFailureReason as _svc_contacts_v1_MessageFailureReason, MessageFailureReason__Output as _svc_contacts_v1_MessageFailureReason__Output } from '../../../svc/contacts/v1/MessageFailureReason';

export interface GetMessageStatsResponse {
  /**
   * Every bucket of the window in order, including empty ones.
   */
  'buckets'?: (_svc_contacts_v1_MessageStatsBucket)[];
  /**
   * Most frequent first.
   */
  'failure_reasons'?: (_svc_contacts_v1_MessageFailureReason)[];
}

export interface GetMessageStatsResponse__Output {
  /**
   * Every bucket of the window in order, including empty ones.
   */
  'buckets': (_svc_contacts_v1_MessageStatsBucket__Output)[];
  /**
   * Most frequent first.
   */
  'failure_reasons': (_svc_contacts_v1_MessageFailureReason__Output)[];
}
