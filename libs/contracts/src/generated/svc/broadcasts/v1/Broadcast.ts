// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * A broadcast (spec 2.11; other fields not shown by the spec).
 */
export interface Broadcast {
  'id'?: (string);
  'name'?: (string);
  /**
   * copying, draft, sending, failed, ... (extensible).
   */
  'status'?: (string);
  'scheduled_at'?: (string);
  'started_at'?: (string);
  'completed_at'?: (string);
  'suppressed_count'?: (number);
  '_scheduled_at'?: "scheduled_at";
  '_started_at'?: "started_at";
  '_completed_at'?: "completed_at";
}

/**
 * A broadcast (spec 2.11; other fields not shown by the spec).
 */
export interface Broadcast__Output {
  'id': (string);
  'name': (string);
  /**
   * copying, draft, sending, failed, ... (extensible).
   */
  'status': (string);
  'scheduled_at'?: (string);
  'started_at'?: (string);
  'completed_at'?: (string);
  'suppressed_count': (number);
  '_scheduled_at'?: "scheduled_at";
  '_started_at'?: "started_at";
  '_completed_at'?: "completed_at";
}
