// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface ResumeBroadcastRequest {
  'project_id'?: (string);
  'broadcast_id'?: (string);
  /**
   * pending (default), failed or all.
   */
  'scope'?: (string);
}

export interface ResumeBroadcastRequest__Output {
  'project_id': (string);
  'broadcast_id': (string);
  /**
   * pending (default), failed or all.
   */
  'scope': (string);
}
