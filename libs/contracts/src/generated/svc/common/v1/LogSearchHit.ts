// Original file: protos/svc/common/v1/common.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * One search result: a row of a source, named and summarised the same way for every source.
 */
export interface LogSearchHit {
  /**
   * request_log, external_api_log, upstream_webhook_event, message_event, workflow_step,
   * function_invocation, function_log, flow_data_exchange, webhook_delivery, agent_run.
   */
  'source'?: (string);
  /**
   * Id of the row within its source.
   */
  'id'?: (string);
  /**
   * ISO 8601 with microseconds.
   */
  'occurred_at'?: (string);
  /**
   * The resource the row is about (message, workflow_execution, agent_run, webhook, function, flow, request, ...).
   */
  'resource_type'?: (string);
  'resource_id'?: (string);
  /**
   * One line a person reads: "POST /v24.0/123/messages -> 200 in 84 ms".
   */
  'summary'?: (string);
  /**
   * True when the row is a problem (what problems_only keeps).
   */
  'problem'?: (boolean);
  /**
   * The exact keys of the row (wamid, request_id, phone_number_id, execution_id, ...): what links it to the others.
   */
  'keys'?: ({[key: string]: string});
  /**
   * The row's public fields (never a secret).
   */
  'detail'?: (_google_protobuf_Struct | null);
}

/**
 * One search result: a row of a source, named and summarised the same way for every source.
 */
export interface LogSearchHit__Output {
  /**
   * request_log, external_api_log, upstream_webhook_event, message_event, workflow_step,
   * function_invocation, function_log, flow_data_exchange, webhook_delivery, agent_run.
   */
  'source': (string);
  /**
   * Id of the row within its source.
   */
  'id': (string);
  /**
   * ISO 8601 with microseconds.
   */
  'occurred_at': (string);
  /**
   * The resource the row is about (message, workflow_execution, agent_run, webhook, function, flow, request, ...).
   */
  'resource_type': (string);
  'resource_id': (string);
  /**
   * One line a person reads: "POST /v24.0/123/messages -> 200 in 84 ms".
   */
  'summary': (string);
  /**
   * True when the row is a problem (what problems_only keeps).
   */
  'problem': (boolean);
  /**
   * The exact keys of the row (wamid, request_id, phone_number_id, execution_id, ...): what links it to the others.
   */
  'keys': ({[key: string]: string});
  /**
   * The row's public fields (never a secret).
   */
  'detail': (_google_protobuf_Struct__Output | null);
}
