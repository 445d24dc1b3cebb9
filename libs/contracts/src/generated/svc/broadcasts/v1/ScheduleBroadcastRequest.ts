// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface ScheduleBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  /**
   * ISO 8601, in the future.
   */
  'scheduled_at'?: (string);
}

export interface ScheduleBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  /**
   * ISO 8601, in the future.
   */
  'scheduled_at': (string);
}
