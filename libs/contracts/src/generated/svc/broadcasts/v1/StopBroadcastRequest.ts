// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface StopBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface StopBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
