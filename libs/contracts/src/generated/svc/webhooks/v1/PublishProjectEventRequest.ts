// Original file: protos/svc/webhooks/v1/webhooks.proto


export interface PublishProjectEventRequest {
  'project_id'?: (string);
  /**
   * Public event name of the catalog that producers may publish (contacts, threads, agent runs).
   */
  'event'?: (string);
  /**
   * The event fields as JSON (see docs/events.md for each event's input).
   */
  'payload_json'?: (string);
  /**
   * Producer's stable key; a repeat with the same key is a no-op returning the first event id.
   */
  'idempotency_key'?: (string);
  /**
   * When it happened (ISO 8601); default now.
   */
  'occurred_at'?: (string);
  '_occurred_at'?: "occurred_at";
}

export interface PublishProjectEventRequest__Output {
  'project_id': (string);
  /**
   * Public event name of the catalog that producers may publish (contacts, threads, agent runs).
   */
  'event': (string);
  /**
   * The event fields as JSON (see docs/events.md for each event's input).
   */
  'payload_json': (string);
  /**
   * Producer's stable key; a repeat with the same key is a no-op returning the first event id.
   */
  'idempotency_key': (string);
  /**
   * When it happened (ISO 8601); default now.
   */
  'occurred_at'?: (string);
  '_occurred_at'?: "occurred_at";
}
