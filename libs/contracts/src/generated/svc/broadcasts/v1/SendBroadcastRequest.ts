// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface SendBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface SendBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
