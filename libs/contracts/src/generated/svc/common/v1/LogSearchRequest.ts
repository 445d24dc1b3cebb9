// Original file: protos/svc/common/v1/common.proto

import type { LogSearchPosition as _svc_common_v1_LogSearchPosition, LogSearchPosition__Output as _svc_common_v1_LogSearchPosition__Output } from '../../../svc/common/v1/LogSearchPosition';

/**
 * One question of the log search (GET /log_search, decision 0019), asked of every service that owns
 * searchable sources. Each service answers from its own tables, newest first (or oldest first with
 * `ascending`), strictly after `position` in that order; the gateway merges the answers.
 */
export interface LogSearchRequest {
  'project_id'?: (string);
  /**
   * Sources of this service to search (LogSearchHit.source names); empty: all of them.
   */
  'sources'?: (string)[];
  /**
   * Free text: Postgres full-text (simple configuration) or a case-insensitive substring (trigram index).
   */
  'text'?: (string);
  /**
   * Exact keys, all of which must match: wamid, phone_number_id, request_id, execution_id,
   * conversation_id, ... and the `filter=key=value` pairs. A source that has not every key is not
   * searched (reported as not_applicable).
   */
  'keys'?: ({[key: string]: string});
  /**
   * Request ids related to the question (a wamid's sends): a row whose request_id is one of them also
   * matches, even in a source that lacks some of `keys`.
   */
  'related_request_ids'?: (string)[];
  /**
   * Only rows that are problems (an error status, a failed message, a failed step, ...).
   */
  'problems_only'?: (boolean);
  /**
   * Window: occurred at or after `since`, before `until` (ISO 8601; empty: unbounded).
   */
  'since'?: (string);
  'until'?: (string);
  /**
   * Order: false newest first, true oldest first.
   */
  'ascending'?: (boolean);
  /**
   * Continue strictly after this position of the order (the last hit of the previous page); empty: from the start.
   */
  'position'?: (_svc_common_v1_LogSearchPosition | null);
  /**
   * Hits wanted (the service may return up to this many per call).
   */
  'limit'?: (number);
}

/**
 * One question of the log search (GET /log_search, decision 0019), asked of every service that owns
 * searchable sources. Each service answers from its own tables, newest first (or oldest first with
 * `ascending`), strictly after `position` in that order; the gateway merges the answers.
 */
export interface LogSearchRequest__Output {
  'project_id': (string);
  /**
   * Sources of this service to search (LogSearchHit.source names); empty: all of them.
   */
  'sources': (string)[];
  /**
   * Free text: Postgres full-text (simple configuration) or a case-insensitive substring (trigram index).
   */
  'text': (string);
  /**
   * Exact keys, all of which must match: wamid, phone_number_id, request_id, execution_id,
   * conversation_id, ... and the `filter=key=value` pairs. A source that has not every key is not
   * searched (reported as not_applicable).
   */
  'keys': ({[key: string]: string});
  /**
   * Request ids related to the question (a wamid's sends): a row whose request_id is one of them also
   * matches, even in a source that lacks some of `keys`.
   */
  'related_request_ids': (string)[];
  /**
   * Only rows that are problems (an error status, a failed message, a failed step, ...).
   */
  'problems_only': (boolean);
  /**
   * Window: occurred at or after `since`, before `until` (ISO 8601; empty: unbounded).
   */
  'since': (string);
  'until': (string);
  /**
   * Order: false newest first, true oldest first.
   */
  'ascending': (boolean);
  /**
   * Continue strictly after this position of the order (the last hit of the previous page); empty: from the start.
   */
  'position': (_svc_common_v1_LogSearchPosition__Output | null);
  /**
   * Hits wanted (the service may return up to this many per call).
   */
  'limit': (number);
}
