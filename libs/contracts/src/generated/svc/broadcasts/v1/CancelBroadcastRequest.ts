// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface CancelBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface CancelBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
