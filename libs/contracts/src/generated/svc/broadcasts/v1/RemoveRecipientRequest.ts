// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface RemoveRecipientRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  'recipient_id'?: (string);
}

export interface RemoveRecipientRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  'recipient_id': (string);
}
