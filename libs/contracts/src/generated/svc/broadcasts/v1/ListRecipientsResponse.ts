// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Recipient as _svc_broadcasts_v1_Recipient, Recipient__Output as _svc_broadcasts_v1_Recipient__Output } from '../../../svc/broadcasts/v1/Recipient';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListRecipientsResponse {
  'recipients'?: (_svc_broadcasts_v1_Recipient)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListRecipientsResponse__Output {
  'recipients': (_svc_broadcasts_v1_Recipient__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
