// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { NewRecipient as _svc_broadcasts_v1_NewRecipient, NewRecipient__Output as _svc_broadcasts_v1_NewRecipient__Output } from '../../../svc/broadcasts/v1/NewRecipient';

export interface AddRecipientsRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  'recipients'?: (_svc_broadcasts_v1_NewRecipient)[];
}

export interface AddRecipientsRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  'recipients': (_svc_broadcasts_v1_NewRecipient__Output)[];
}
