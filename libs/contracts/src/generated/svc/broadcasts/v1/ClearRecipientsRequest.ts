// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface ClearRecipientsRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
}

export interface ClearRecipientsRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
}
