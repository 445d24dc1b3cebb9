// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface PublishProjectEventResponse {
  /**
   * Empty when the event was dropped (not a real transition).
   */
  'event_id'?: (string);
  /**
   * True when the idempotency key was seen before.
   */
  'duplicate'?: (boolean);
  /**
   * True when the event was not a real transition (marketing preference unchanged).
   */
  'dropped'?: (boolean);
  /**
   * Deliveries created by this call.
   */
  'deliveries'?: (number);
  /**
   * Sequence assigned (marketing_preference_changed), else 0.
   */
  'sequence'?: (number | string | Long);
}

export interface PublishProjectEventResponse__Output {
  /**
   * Empty when the event was dropped (not a real transition).
   */
  'event_id': (string);
  /**
   * True when the idempotency key was seen before.
   */
  'duplicate': (boolean);
  /**
   * True when the event was not a real transition (marketing preference unchanged).
   */
  'dropped': (boolean);
  /**
   * Deliveries created by this call.
   */
  'deliveries': (number);
  /**
   * Sequence assigned (marketing_preference_changed), else 0.
   */
  'sequence': (string);
}
