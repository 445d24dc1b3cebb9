// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { CallArtifact as _svc_messaging_proxy_v1_CallArtifact, CallArtifact__Output as _svc_messaging_proxy_v1_CallArtifact__Output } from '../../../svc/messaging_proxy/v1/CallArtifact';

/**
 * One call of a number as stored from the upstream's `calls` webhooks (decision 0220).
 */
export interface Call {
  /**
   * The platform's call id ({app_url} `messaging_calls/{id}`).
   */
  'id'?: (string);
  /**
   * The upstream call id.
   */
  'call_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * inbound or outbound.
   */
  'direction'?: (string);
  /**
   * initiated, ringing, answered, completed or failed.
   */
  'status'?: (string);
  'from'?: (string);
  'to'?: (string);
  'duration_seconds'?: (number);
  'started_at'?: (string);
  'answered_at'?: (string);
  'ended_at'?: (string);
  'recording'?: (_svc_messaging_proxy_v1_CallArtifact | null);
  'transcription'?: (_svc_messaging_proxy_v1_CallArtifact | null);
  '_duration_seconds'?: "duration_seconds";
  '_answered_at'?: "answered_at";
  '_ended_at'?: "ended_at";
}

/**
 * One call of a number as stored from the upstream's `calls` webhooks (decision 0220).
 */
export interface Call__Output {
  /**
   * The platform's call id ({app_url} `messaging_calls/{id}`).
   */
  'id': (string);
  /**
   * The upstream call id.
   */
  'call_id': (string);
  'phone_number_id': (string);
  /**
   * inbound or outbound.
   */
  'direction': (string);
  /**
   * initiated, ringing, answered, completed or failed.
   */
  'status': (string);
  'from': (string);
  'to': (string);
  'duration_seconds'?: (number);
  'started_at': (string);
  'answered_at'?: (string);
  'ended_at'?: (string);
  'recording': (_svc_messaging_proxy_v1_CallArtifact__Output | null);
  'transcription': (_svc_messaging_proxy_v1_CallArtifact__Output | null);
  '_duration_seconds'?: "duration_seconds";
  '_answered_at'?: "answered_at";
  '_ended_at'?: "ended_at";
}
