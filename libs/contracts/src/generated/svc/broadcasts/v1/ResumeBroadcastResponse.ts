// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Broadcast as _svc_broadcasts_v1_Broadcast, Broadcast__Output as _svc_broadcasts_v1_Broadcast__Output } from '../../../svc/broadcasts/v1/Broadcast';

export interface ResumeBroadcastResponse {
  'broadcast'?: (_svc_broadcasts_v1_Broadcast | null);
}

export interface ResumeBroadcastResponse__Output {
  'broadcast': (_svc_broadcasts_v1_Broadcast__Output | null);
}
