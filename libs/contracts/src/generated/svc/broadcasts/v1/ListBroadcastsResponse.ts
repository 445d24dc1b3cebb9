// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Broadcast as _svc_broadcasts_v1_Broadcast, Broadcast__Output as _svc_broadcasts_v1_Broadcast__Output } from '../../../svc/broadcasts/v1/Broadcast';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListBroadcastsResponse {
  'broadcasts'?: (_svc_broadcasts_v1_Broadcast)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListBroadcastsResponse__Output {
  'broadcasts': (_svc_broadcasts_v1_Broadcast__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
