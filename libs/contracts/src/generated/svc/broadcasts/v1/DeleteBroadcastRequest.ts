// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface DeleteBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface DeleteBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
