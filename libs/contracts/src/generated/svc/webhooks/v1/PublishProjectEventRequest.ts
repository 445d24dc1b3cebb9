// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface PublishProjectEventRequest {
  'project_id'?: (string);
  /**
   * Public event name of the catalog that producers may publish (contacts, threads, agent runs).
   */
  'event'?: (string);
  /**
   * Producer's stable key; a repeat with the same key is a no-op returning the first event id.
   */
  'idempotency_key'?: (string);
  /**
   * When it happened (ISO 8601); default now.
   */
  'occurred_at'?: (string);
  /**
   * The event fields (see docs/events.md for each event's input); at most 64 KiB as JSON.
   */
  'payload'?: (_google_protobuf_Struct | null);
  '_occurred_at'?: "occurred_at";
}

export interface PublishProjectEventRequest__Output {
  'project_id': (string);
  /**
   * Public event name of the catalog that producers may publish (contacts, threads, agent runs).
   */
  'event': (string);
  /**
   * Producer's stable key; a repeat with the same key is a no-op returning the first event id.
   */
  'idempotency_key': (string);
  /**
   * When it happened (ISO 8601); default now.
   */
  'occurred_at'?: (string);
  /**
   * The event fields (see docs/events.md for each event's input); at most 64 KiB as JSON.
   */
  'payload': (_google_protobuf_Struct__Output | null);
  '_occurred_at'?: "occurred_at";
}
