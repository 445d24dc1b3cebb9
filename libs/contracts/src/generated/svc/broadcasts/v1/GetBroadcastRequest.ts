// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface GetBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface GetBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
