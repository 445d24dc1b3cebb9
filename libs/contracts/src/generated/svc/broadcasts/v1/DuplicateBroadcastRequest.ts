// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface DuplicateBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface DuplicateBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
